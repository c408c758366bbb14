// Shared puzzles and a fake clock for the game core tests.
#pragma once

#include <catch2/catch.hpp>

#include <cstdint>
#include <memory>
#include <string>

#include "engine/model/notation.hpp"
#include "game/core/game.hpp"

namespace sudoku::game::testing {

// Wikipedia's example puzzle and its solution.
inline const std::string kPuzzle = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
inline const std::string kSolution =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
// The solution with three blanks: r1c1 (5), r1c2 (3) and r9c9 (9). One move from winning, nearly.
inline const std::string kAlmostSolved = [] {
    std::string line = kSolution;
    line[0] = line[1] = line[80] = '.';
    return line;
}();

/// A cell by 1-based row and column, as people read cells: c(1, 1) is r1c1.
constexpr int c(int row, int col) {
    return cell_at(row - 1, col - 1);
}

inline Digits digits_of(const std::string& line) {
    auto parsed = parse_line(line);
    REQUIRE(parsed.ok());
    return parsed.value().digits();
}

/// A clock the test moves by hand. Copies share the time.
struct FakeClock {
    std::shared_ptr<std::int64_t> now = std::make_shared<std::int64_t>(1000);
    void advance(std::int64_t ms) const { *now += ms; }
    Clock clock() const {
        return [now = now] { return *now; };
    }
};

inline Game start_game(const std::string& puzzle, const FakeClock& clock, Rules settings = {}) {
    auto game = Game::start(digits_of(puzzle), clock.clock(), settings);
    REQUIRE(game.ok());
    return std::move(game).value();
}

}  // namespace sudoku::game::testing
