// The puzzle generator for every shape: a random complete grid from the general solver with
// randomised branching, symmetric hole digging that keeps the solution unique, and a retry loop
// that keeps only puzzles of the requested level (with a limit on attempts, since some levels
// cannot be reached on some shapes: a 4x4 board is never Extreme).
//
// The classic 9x9 shape goes to the classic generator (engine/generate/classic.hpp) unchanged. A jigsaw
// puzzle gets new random regions with each new grid (random_jigsaw_regions), which is why the
// result carries its shape. Symmetry is about which cells hold givens, so every symmetry applies to every
// square board, jigsaw and rectangular boxes included (the regions need not share it, as in
// Solo). Everything random comes from one sudoku::Random seeded with options.seed: the same
// options give the same puzzle on every platform.
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "engine/constraints/shape.hpp"
#include "engine/generate/classic.hpp"
#include "engine/model/random.hpp"
#include "engine/model/result.hpp"

namespace sudoku {

struct ShapeGenerateOptions {
    ShapeParams params;
    Level level = Level::Medium;
    Symmetry symmetry = Symmetry::Rotate180;
    bool minimal = false;  // no single given can be removed without losing uniqueness
    std::uint64_t seed = 0;
    int killer_givens = 0;  // Killer only: givens besides the cages (none by default)
    /// When set and it turns true, the generator stops at its next attempt with an error (a
    /// worker making puzzles ahead of time ends at once when the program does). Not for 3x3.
    const std::atomic<bool>* cancel = nullptr;
};

struct GeneratedShapePuzzle {
    std::shared_ptr<const Shape> shape;  // a jigsaw's regions are drawn with the puzzle
    ShapeDigits puzzle, solution;
    Level level = Level::Easy;
    int attempts = 0;  // digs tried (up to three on each complete grid) and grids that could not be filled
};

/// Attempts (as GeneratedShapePuzzle::attempts counts them) before generate_shape gives up on a
/// level (the classic shape never does).
inline constexpr int kShapeGenerateAttempts = 200;

/// A puzzle of the shape, with a unique solution and exactly the requested level; an error naming
/// the shape and level when the parameters are refused (bad sizes) or when no puzzle of
/// that level turned up within kShapeGenerateAttempts attempts.
Result<GeneratedShapePuzzle> generate_shape(const ShapeGenerateOptions& options);

/// Whether a puzzle's easiest-first logical path has exactly the wanted level; Extreme is "more
/// than Expert", rated up to Expert without running the forcing chains.
bool has_level(const Shape& shape, const ShapeDigits& puzzle, Level wanted);

/// Whether a puzzle has one solution and a logical path that needs nothing above `cap` (at
/// Extreme: just one solution). Below Extreme on shapes other than classic 9x9 the logical solver
/// alone decides: its steps there are plain deductions but for Unique Rectangle and BUG+1, so a
/// path that fills the grid without those proves the solution unique without an exact count (with
/// them the count decides).
bool keeps_level(const Shape& shape, const ShapeDigits& puzzle, Level cap);

/// The level of the puzzle's easiest-first logical path when it fills the grid with nothing above
/// `cap` and, when it took a uniqueness step (which assumes one solution), the puzzle has one
/// solution; else nothing. For shapes other than classic 9x9.
std::optional<Level> path_level(const Shape& shape, const ShapeDigits& puzzle, Level cap);

/// path_level for a puzzle known to have a solution (a generator's, whose givens and cages
/// come from its grid): the same answer, sooner, since such a puzzle's grid never breaks along
/// its path and is not checked for that.
std::optional<Level> solvable_path_level(const Shape& shape, const ShapeDigits& puzzle, Level cap);

/// n connected regions of n cells each on an n x n board (region of each cell, row-major), drawn
/// from `random`: reproducible from its seed. 4 <= n <= 16. Not every such map admits a grid.
std::vector<std::uint8_t> random_jigsaw_regions(int n, Random& random);

}  // namespace sudoku
