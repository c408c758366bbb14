// What sudoku-cli needs of the engine for puzzles of shapes other than classic 9x9. Classic puzzles
// go to the classic engine (engine/solver.hpp, engine/logic/) as always; these take the rest.
#pragma once

#include <functional>

#include "engine/shape.hpp"

namespace sudoku::cli {

/// The number of solutions of a puzzle, counting up to `limit`; the first one found goes to
/// `first` when it is not null. `keep_going(so_far)` is asked now and then (may be empty); when it
/// returns false the count stops and `*stopped` is set.
int count_shape_solutions(const Shape& shape, const ShapeDigits& puzzle, int limit, ShapeDigits* first,
                          const std::function<bool(int)>& keep_going = {}, bool* stopped = nullptr);

}  // namespace sudoku::cli
