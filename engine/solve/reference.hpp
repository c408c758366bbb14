// A plain, obviously-correct backtracking solver for every board, classic 9x9 (Shape::classic())
// and Killer included: the oracle the fast solvers (engine/solve/band.hpp, engine/solve/exact.hpp)
// are tested against.
//
// It keeps the symbols used in each house and each Killer cage, always fills the empty cell whose
// peers leave it the fewest symbols (the lowest such cell), and tries that cell's symbols in
// increasing order; a Killer cage must still be able to make its sum, and no other clue of the board
// (ShapeSpec::constraints) may report a break (Constraint::check). Nothing clever, so that its
// answers can be trusted by reading it; slow, for tests and cross-checking only. Puzzles of the
// wrong size, with a symbol above the side, or whose givens break a rule have no solution.
#pragma once

#include <optional>

#include "engine/constraints/shape.hpp"
#include "engine/solve/band.hpp"

namespace sudoku::reference {

std::optional<ShapeDigits> solve(const Shape& shape, const ShapeDigits& puzzle, SearchStats* stats = nullptr);

/// Number of solutions, counting stops at `limit` (>= 1). If `first` is non-null and the count is
/// >= 1, *first receives the first solution found.
int count_solutions(const Shape& shape, const ShapeDigits& puzzle, int limit, ShapeDigits* first = nullptr,
                    SearchStats* stats = nullptr);

}  // namespace sudoku::reference
