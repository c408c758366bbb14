// The logic layer's old names, kept only for engine/shape_generator.cpp (being changed elsewhere at
// the time of the rename): ShapeCandidates is Candidates, ShapeStepCache is StepCache, rate_shape
// is rate and next_shape_step_* are next_step_* (logical_solver.hpp). Delete this header once that
// file uses the new names.
#pragma once

#include <optional>

#include "engine/logic/logical_solver.hpp"

namespace sudoku {

using ShapeCandidates = Candidates;
using ShapeStepCache = StepCache;

inline Rating rate_shape(const Shape& shape, const ShapeDigits& puzzle, Level max_level = Level::Extreme) {
    return rate(shape, puzzle, max_level);
}
inline std::optional<Step> next_shape_step_after_singles(const Candidates& grid, Level max_level) {
    return next_step_after_singles(grid, max_level);
}
inline std::optional<Step> next_shape_step_after_singles(const Candidates& grid, Level max_level, StepCache& cache) {
    return next_step_after_singles(grid, max_level, cache);
}
inline std::optional<Step> next_shape_step_solvable(const Candidates& grid, Level max_level) {
    return next_step_solvable(grid, max_level);
}

}  // namespace sudoku
