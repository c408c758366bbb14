// The puzzles of a booklet: new ones from the generator, or ones read from a file, each with its
// solution and a label ("No. 3 · Medium · seed 2029").
#pragma once

#include <cstdint>
#include <memory>

#include "engine/constraints/shape.hpp"
#include "engine/logic/difficulty.hpp"
#include "engine/model/result.hpp"
#include "print/export.hpp"

namespace sudoku::print {

/// Puzzle `number` of a booklet, generated at `level` from `seed` exactly as `sudoku-cli generate
/// --level L --seed S [--shape P]` makes it. Errors as the shape generator's (a level a small board
/// cannot reach).
Result<BookletPuzzle> generated_puzzle(const ShapeParams& params, Level level, std::uint64_t seed, int number);

/// Puzzle `number` of a booklet from given givens: solved (no answer when it has none) and, with
/// `rate`, labelled with its rated level.
BookletPuzzle given_puzzle(std::shared_ptr<const Shape> shape, const ShapeDigits& givens, int number, bool rate);

}  // namespace sudoku::print
