#include "game/core/shape_engine.hpp"

#include <bit>

#include "engine/shape_rules.hpp"
#include "engine/shape_solver.hpp"

namespace sudoku::game {

int count_shape_solutions(const Shape& shape, const ShapeDigits& puzzle, int limit, ShapeDigits* first) {
    return count_solutions(shape, puzzle, limit, first);
}

std::optional<Step> next_shape_hint_step(const Shape& shape, const ShapeDigits& digits, const Notes& candidates) {
    // Singles only: a house where a symbol has one place, or a cell with one candidate.
    for (int house = 0; house < shape.house_count(); ++house) {
        for (int symbol = 1; symbol <= shape.side(); ++symbol) {
            int place = -1, count = 0;
            bool placed = false;
            for (int cell : shape.house_cells(house)) {
                if (digits[std::size_t(cell)] == symbol) placed = true;
                if (!digits[std::size_t(cell)] && (candidates[std::size_t(cell)] & digit_bit(symbol))) {
                    place = cell;
                    ++count;
                }
            }
            if (placed || count != 1) continue;
            Step step;
            step.technique = Technique::HiddenSingleBox;
            step.placements.push_back(Candidate{std::uint8_t(place), std::uint8_t(symbol)});
            step.evidence.push_back(Evidence{Candidate{std::uint8_t(place), std::uint8_t(symbol)}, Role::Cause});
            step.houses.push_back(house);
            step.explanation = "Hidden Single: in ";
            step.explanation += shape.house_name(house);
            step.explanation += ", ";
            step.explanation += symbol_text(symbol);
            step.explanation += " fits only ";
            step.explanation += shape.cell_name(place);
            return step;
        }
    }
    for (int cell = 0; cell < shape.cell_count(); ++cell) {
        if (digits[std::size_t(cell)] || std::popcount(unsigned(candidates[std::size_t(cell)])) != 1) continue;
        int symbol = std::countr_zero(unsigned(candidates[std::size_t(cell)])) + 1;
        Step step;
        step.technique = Technique::NakedSingle;
        step.placements.push_back(Candidate{std::uint8_t(cell), std::uint8_t(symbol)});
        step.evidence.push_back(Evidence{Candidate{std::uint8_t(cell), 0}, Role::Cause});
        step.explanation = "Naked Single: ";
        step.explanation += shape.cell_name(cell);
        step.explanation += " can only hold ";
        step.explanation += symbol_text(symbol);
        return step;
    }
    return std::nullopt;
}

std::string shape_step_effects(const Shape& shape, const Step& step) {
    std::string out;
    for (const Candidate& c : step.placements) {
        if (!out.empty()) out += ' ';
        out += shape.cell_name(c.cell);
        out += '=';
        out += symbol_char(c.digit);
    }
    for (const Candidate& c : step.eliminations) {
        if (!out.empty()) out += ' ';
        out += shape.cell_name(c.cell);
        out += "<>";
        out += symbol_char(c.digit);
    }
    return out;
}

}  // namespace sudoku::game
