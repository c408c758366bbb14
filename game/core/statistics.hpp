// Statistics: results over many games, per level and per technique. Plain data; the app records
// (record_start when the player first does something in a game, record_win or record_loss when
// it ends, record_abandon when it is left unfinished for another, record_hint for each counted
// hint) and the saves layer writes them to disk.
#pragma once

#include <array>
#include <cstdint>
#include <optional>

#include "engine/logic/difficulty.hpp"
#include "engine/logic/step.hpp"

namespace sudoku::game {

// Levels are the engine's (engine/logic/difficulty.hpp): sudoku::Level, kLevelCount.

struct LevelStats {
    int games_started = 0;
    int games_won = 0;
    int games_abandoned = 0;        // started, then left unfinished for another game
    std::int64_t best_ms = 0;       // fastest win; 0 before the first win
    std::int64_t total_won_ms = 0;  // sum of winning times, for the average
    int current_streak = 0;         // wins in a row, up to the latest game
    int best_streak = 0;
    int hints_used = 0;

    /// Average winning time; 0 before the first win.
    std::int64_t average_ms() const { return games_won == 0 ? 0 : total_won_ms / games_won; }
    bool operator==(const LevelStats&) const = default;
};

struct Statistics {
    std::array<LevelStats, kLevelCount> levels{};
    std::array<int, kTechniqueCount> taught{};  // per technique: counted hints that showed it

    LevelStats& at(Level level) { return levels[std::size_t(level)]; }
    const LevelStats& at(Level level) const { return levels[std::size_t(level)]; }

    void record_start(Level level);
    void record_win(Level level, std::int64_t elapsed_ms);
    /// A lost game: breaks the streak.
    void record_loss(Level level);
    /// A started game left unfinished for another: counted, and breaks the streak.
    void record_abandon(Level level);
    /// A counted hint; `technique` when it showed a step (not for a "wrong digit" hint).
    void record_hint(Level level, std::optional<Technique> technique);
    int times_taught(Technique technique) const { return taught[std::size_t(technique)]; }

    bool operator==(const Statistics&) const = default;
};

}  // namespace sudoku::game
