#include "game/core/shape_engine.hpp"

#include "engine/constraints/rules.hpp"
#include "engine/logic/logical_solver.hpp"
#include "engine/solve/exact.hpp"

namespace sudoku::game {

int count_shape_solutions(const Shape& shape, const ShapeDigits& puzzle, int limit, ShapeDigits* first) {
    return count_solutions(shape, puzzle, limit, first);
}

std::optional<Step> next_shape_hint_step(const Shape& shape, const ShapeDigits& digits, const Notes& candidates) {
    const std::vector<DigitMask> notes(candidates.begin(), candidates.begin() + shape.cell_count());
    return next_step(Candidates::from_player_notes(shape, digits, notes));
}

std::string shape_step_effects(const Shape& shape, const Step& step) {
    return effect_text(shape, step);
}

}  // namespace sudoku::game
