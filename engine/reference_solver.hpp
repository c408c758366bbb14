// A plain, obviously-correct backtracking solver: the oracle the fast solver is tested against.
//
// It keeps one candidate mask per row, column and box, always fills the empty cell with the
// fewest candidates next, and tries that cell's digits in increasing order. Nothing clever, so
// that its answers can be trusted by reading it. It is far slower than sudoku::solve on hard
// puzzles; use it only in tests and for cross-checking.
#pragma once

#include <optional>

#include "engine/geometry.hpp"
#include "engine/solver.hpp"

namespace sudoku::reference {

/// The first solution found (in the search order above), or nullopt when there is none.
/// Precondition: every entry of `puzzle` is 0..9.
std::optional<Digits> solve(const Digits& puzzle, SearchStats* stats = nullptr);

/// Number of solutions, counting stops at `limit`. limit >= 1. If `first` is non-null and the
/// count is >= 1, *first receives the first solution found.
/// Precondition: every entry of `puzzle` is 0..9.
int count_solutions(const Digits& puzzle, int limit, Digits* first = nullptr, SearchStats* stats = nullptr);

}  // namespace sudoku::reference
