// Statistics: results over many games, per level and per technique. Plain data; the app records
// (record_start when the player first does something in a game, record_win, record_loss or
// record_give_up when it ends, record_abandon when it is left unfinished for another,
// record_hint for each counted hint) and the saves layer writes them to disk.
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/logic/difficulty.hpp"
#include "engine/logic/step.hpp"

namespace sudoku::game {

// Levels are the engine's (engine/logic/difficulty.hpp): sudoku::Level, kLevelCount.

struct LevelStats {
    int games_started = 0;
    int games_won = 0;
    int games_abandoned = 0;        // started, then left unfinished for another game
    int games_given_up = 0;         // ended by Game > Give up (the solution shown)
    std::int64_t best_ms = 0;       // fastest win; 0 before the first win
    std::int64_t total_won_ms = 0;  // sum of winning times, for the average
    int current_streak = 0;         // wins in a row, up to the latest game
    int best_streak = 0;
    int hints_used = 0;

    /// Average winning time; 0 before the first win.
    std::int64_t average_ms() const { return games_won == 0 ? 0 : total_won_ms / games_won; }
    bool operator==(const LevelStats&) const = default;
};

using LevelTable = std::array<LevelStats, kLevelCount>;

/// The key of a shape's statistics: its parameters in Solo's vocabulary ("2x3", "3x3x", "9j": every
/// jigsaw of a side together). Classic 9x9 ("3x3") and the empty key are the classic table.
inline bool is_classic_key(std::string_view shape) {
    return shape.empty() || shape == "3x3";
}

/// The practice winning times kept per technique (the latest), for the median.
inline constexpr std::size_t kPracticeTimesKept = 50;

/// One technique's record (issue #18): how often the player's solved puzzles needed it, and how
/// practising it went. (How often a hint taught it is Statistics::taught.)
struct TechniqueStats {
    int needed = 0;                         // won games whose easiest-first solving path used it
    int practice_won = 0;                   // practice puzzles for it solved
    std::vector<std::int64_t> practice_ms;  // the latest practice winning times, oldest first

    /// The median of practice_ms (the lower middle of an even count); 0 before the first.
    std::int64_t practice_median_ms() const;
    bool operator==(const TechniqueStats&) const = default;
};

struct Statistics {
    std::array<LevelStats, kLevelCount> levels{};            // classic 9x9
    std::map<std::string, LevelTable> shapes;                // every other shape, by its key
    std::array<int, kTechniqueCount> taught{};               // per technique: counted hints that showed it
    std::array<TechniqueStats, kTechniqueCount> techniques;  // per technique: needed, practice

    LevelStats& at(Level level) { return levels[std::size_t(level)]; }
    const LevelStats& at(Level level) const { return levels[std::size_t(level)]; }
    /// A shape's figures (zeros for a shape never played).
    LevelStats& at(Level level, std::string_view shape);
    LevelStats at(Level level, std::string_view shape) const;

    // Each records for the shape (the classic table when `shape` is empty or "3x3").
    void record_start(Level level, std::string_view shape = {});
    void record_win(Level level, std::int64_t elapsed_ms, std::string_view shape = {});
    /// A lost game: breaks the streak.
    void record_loss(Level level, std::string_view shape = {});
    /// A game given up (the player asked for the solution): counted, and breaks the streak.
    void record_give_up(Level level, std::string_view shape = {});
    /// A started game left unfinished for another: counted, and breaks the streak.
    void record_abandon(Level level, std::string_view shape = {});
    /// A counted hint; `technique` when it showed a step (not for a "wrong digit" hint).
    void record_hint(Level level, std::optional<Technique> technique, std::string_view shape = {});
    int times_taught(Technique technique) const { return taught[std::size_t(technique)]; }
    /// A won game's puzzle needed these techniques (repeats count once).
    void record_needed(std::span<const Technique> techniques_used);
    /// A practice puzzle for `technique` solved in `elapsed_ms`.
    void record_practice_win(Technique technique, std::int64_t elapsed_ms);
    /// "Practise what you needed hints for": of `practicable`, the technique hints taught most
    /// often beyond the practice puzzles solved for it (the later in `practicable` on a tie);
    /// nullopt when practice has caught up with every hint.
    std::optional<Technique> practice_suggestion(std::span<const Technique> practicable) const;
    const TechniqueStats& of(Technique technique) const { return techniques[std::size_t(technique)]; }

    bool operator==(const Statistics&) const = default;
};

}  // namespace sudoku::game
