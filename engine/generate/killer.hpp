// Killer puzzles: random cages over a random complete grid, kept when the cages alone (plus any
// givens asked for) fix the grid and the rater gives the level asked.
//
// Cages grow from random cells over orthogonal neighbours whose symbols are not in the cage yet,
// to a size drawn from 2..5 (small cages more often for easier levels); a cell left alone joins a neighbouring cage
// that lacks its symbol, so single-cell cages (givens in disguise) are rare. A cage layout that
// leaves more than one solution is redrawn. Everything random comes from one sudoku::Random.
#pragma once

#include <vector>

#include "engine/constraints/shape.hpp"
#include "engine/generate/generator.hpp"
#include "engine/logic/step.hpp"
#include "engine/model/random.hpp"
#include "engine/model/result.hpp"

namespace sudoku {

/// Cages covering every cell of an n x n board whose complete grid is `grid` (row-major): each
/// cage connected, of different symbols, its sum taken from the grid, cells ascending; the cages
/// ordered by first cell. Sizes are drawn from 2..5 with odds by `level` (more small cages for
/// easier levels).
std::vector<Cage> random_cages(const ShapeDigits& grid, int side, Random& random, Level level = Level::Medium);

/// generate_shape for killer parameters (params.killer): no givens unless options.killer_givens.
Result<GeneratedShapePuzzle> generate_killer(const ShapeGenerateOptions& options);

}  // namespace sudoku
