// Puzzles made ahead of time (issue #33: a new game is there at once). A few ready puzzles per
// shape and level, kept filled by one background worker and kept across sessions in
// puzzle-stock.json in the save folder (saves/puzzle_stock_file.hpp), so that a seedless new game
// takes one at once (Killer Hard takes about a second to make) and the worker makes the next.
//
// Every stocked puzzle is what generate_shape makes from its seed (drawn at random), so a stocked
// game shows its seed like any other and `--seed` gives it again. Puzzles read from the file are
// checked on the worker before they are handed out: the Solo game ID must read, have the shape,
// and rate at the level with one solution (a file edited by hand cannot start a wrong game). A
// file that does not read is set aside (atomic_file.hpp's set_aside) and the stock starts empty:
// never fatal. A game with a seed asked for (--seed, New with seed, daily) never comes from here.
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <filesystem>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "engine/generate/generator.hpp"

namespace sudoku::ui {

/// A ready puzzle: what generate_shape gave for `seed`, and for classic 9x9 the rating's score.
struct StockedPuzzle {
    GeneratedShapePuzzle made;
    std::uint64_t seed = 0;
    std::optional<double> score;  // classic 9x9 only (as the classic new game records it)
};

/// The shapes and levels Game > New offers (panels.cpp), in its order: what the stock keeps ready.
std::vector<std::pair<ShapeParams, Level>> new_game_choices();

class PuzzleStock {
public:
    /// The shapes and levels to keep ready, `depth` puzzles each; `file` empty: not kept on disk.
    PuzzleStock(std::filesystem::path file, std::vector<std::pair<ShapeParams, Level>> keys, int depth = 2);
    ~PuzzleStock();  // stop()
    PuzzleStock(const PuzzleStock&) = delete;
    PuzzleStock& operator=(const PuzzleStock&) = delete;

    /// Starts the worker: it reads the file, checks its puzzles, then fills every key up to depth
    /// (a key taken from lately first).
    void start();
    /// Stops the worker (a puzzle being made is given up within one attempt) and joins it; the
    /// file holds every ready puzzle. Safe to call twice.
    void stop();

    /// Fills the shape and level before the others (until another is taken from or preferred).
    void prefer(const ShapeParams& params, Level level);
    /// A ready puzzle of the shape and level, taken out of the stock; nothing when none is ready
    /// (the caller makes one itself).
    std::optional<StockedPuzzle> take(const ShapeParams& params, Level level);
    /// Ready puzzles of the shape and level now.
    int ready(const ShapeParams& params, Level level) const;
    /// Waits until the shape and level has `count` ready puzzles (or `timeout_ms` passes); whether
    /// it has. For benchmarks and tests.
    bool wait_ready(const ShapeParams& params, Level level, int count, int timeout_ms) const;
    /// Waits until the worker has nothing left to do (every key full) or `timeout_ms` passes.
    bool wait_idle(int timeout_ms) const;
    /// What happened to an unreadable file ("puzzle-stock.json could not be read (...); it was moved
    /// to ..."), once the worker has read it; empty otherwise.
    std::string notice() const;

private:
    using Key = std::pair<std::string, Level>;  // shape_params_name, level
    void run();
    void load();
    void save();
    std::optional<Key> next_key() const;  // under mutex_: the key to fill next

    std::filesystem::path file_;
    std::vector<std::pair<ShapeParams, Level>> keys_;
    int depth_;
    std::thread worker_;
    std::atomic<bool> stopping_{false};
    mutable std::mutex mutex_;
    mutable std::condition_variable changed_;
    std::map<Key, std::deque<StockedPuzzle>> ready_;
    std::vector<Key> wanted_;  // keys taken from, latest first: filled before the others
    bool loaded_ = false;
    bool busy_ = false;   // the worker is making a puzzle
    bool dirty_ = false;  // the file is behind: a puzzle was made or taken
    std::string notice_;
};

}  // namespace sudoku::ui
