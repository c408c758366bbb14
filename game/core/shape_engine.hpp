// The game's door to the shape engine: uniqueness and hint steps for boards other than classic
// 9x9. Classic games never come here (they use the classic solver and logical solver).
#pragma once

#include <optional>

#include "engine/constraints/shape.hpp"
#include "engine/logic/step.hpp"
#include "game/core/board.hpp"

namespace sudoku::game {

/// Counts solutions up to `limit`, the first one into *first.
int count_shape_solutions(const Shape& shape, const ShapeDigits& puzzle, int limit, ShapeDigits* first);

/// The next logical step (engine/logic/logical_solver.hpp) from these symbols and candidates (0 for
/// filled cells), or nullopt.
std::optional<Step> next_shape_hint_step(const Shape& shape, const ShapeDigits& digits, const Notes& candidates);

/// "r10c12=A r1c2<>5": a step's effects in the shape's names.
std::string shape_step_effects(const Shape& shape, const Step& step);

}  // namespace sudoku::game
