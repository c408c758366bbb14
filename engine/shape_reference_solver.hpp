// A plain, obviously-correct backtracking solver for every shape: the oracle the fast shape
// solver is tested against (engine/reference_solver.hpp is the classic one).
//
// It fills the empty cell whose peers leave it the fewest symbols, trying them in increasing
// order, and asks the shape for the peers each time. Nothing clever, so that its answers can be
// trusted by reading it; slow, for tests only. Puzzles of the wrong size, with a symbol above the
// side, or whose givens break a rule have no solution.
#pragma once

#include <optional>

#include "engine/shape.hpp"
#include "engine/solver.hpp"

namespace sudoku::reference {

std::optional<ShapeDigits> solve(const Shape& shape, const ShapeDigits& puzzle, SearchStats* stats = nullptr);

/// Number of solutions, counting stops at `limit` (>= 1). If `first` is non-null and the count is
/// >= 1, *first receives the first solution found.
int count_solutions(const Shape& shape, const ShapeDigits& puzzle, int limit, ShapeDigits* first = nullptr,
                    SearchStats* stats = nullptr);

}  // namespace sudoku::reference
