// Clue Deduction: each clue's own steps (Constraint::deductions), as hints. One technique for every
// kind of clue: the step carries the clue's sentence ("even cells r1c1+r3c3 rules out r1c1<>3")
// and its score, so a new clue adds a Constraint and no technique. Killer cages have their own
// techniques (killer.cpp); the board's other clues (Shape::clues) come here.
#include <array>

#include "engine/logic/finders.hpp"

namespace sudoku {

void clue_deduction(const Candidates& grid, StepCollector& out) {
    const Shape& shape = grid.shape();
    if (shape.clues().empty()) return;
    std::array<DigitMask, kMaxCells> masks;
    for (int cell = 0; cell < grid.cell_count(); ++cell)
        masks[std::size_t(cell)] =
            grid.is_empty(cell) ? grid.candidates(cell) : DigitMask(1u << (grid.digit(cell) - 1));
    const Domains domains(shape, masks.data());
    std::vector<ClueDeduction> found;
    for (const auto& clue : shape.clues()) {
        found.clear();
        clue->deductions(domains, found);
        for (ClueDeduction& deduction : found) {
            Step step;
            step.technique = Technique::ClueDeduction;
            step.score = deduction.score;
            for (const auto& [cell, symbol] : deduction.eliminations) {
                if (!grid.is_empty(cell) || !grid.has(cell, symbol)) continue;  // a placed cell's own symbols
                step.eliminations.push_back({cell, symbol});
            }
            if (step.eliminations.empty()) continue;
            for (std::uint8_t cell : clue->cells()) step.evidence.push_back({{cell, 0}, Role::Cause});
            if (out.text()) {
                step.text = std::move(deduction.text);
                step.explanation = render(step.text);
            }
            if (out.add(std::move(step))) return;
        }
    }
}

}  // namespace sudoku
