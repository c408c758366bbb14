// Singles: Full House, Hidden Single, Naked Single. Each places one digit.
#include "engine/logic/techniques.hpp"
#include "engine/notation.hpp"

namespace sudoku {

namespace {

Step single_step(Technique technique, int cell, int digit) {
    Step step;
    step.technique = technique;
    step.placements.push_back({std::uint8_t(cell), std::uint8_t(digit)});
    step.evidence.push_back({{std::uint8_t(cell), std::uint8_t(digit)}, Role::Cause});
    return step;
}

}  // namespace

void find_full_house(const CandidateGrid& grid, StepCollector& out) {
    for (int house = 0; house < kHouses; ++house) {
        int empty = -1, count = 0;
        for (int cell : house_cells(house))
            if (grid.is_empty(cell)) empty = cell, ++count;
        if (count != 1 || popcount(grid.candidates(empty)) != 1) continue;
        int digit = first_digit(grid.candidates(empty));
        Step step = single_step(Technique::FullHouse, empty, digit);
        step.houses.push_back(house);
        step.explanation = "Full House: " + cell_name(empty) + " is the last empty cell in " + house_name(house) +
                           ", so it is " + std::to_string(digit) + ".";
        if (out.add(std::move(step))) return;
    }
}

void find_hidden_single(const CandidateGrid& grid, StepCollector& out) {
    // Boxes first: players find those most easily, and Sudoku Explainer rates them lower.
    static constexpr HouseKind kOrder[] = {HouseKind::Box, HouseKind::Row, HouseKind::Column};
    static constexpr Technique kTechnique[] = {Technique::HiddenSingleRow, Technique::HiddenSingleColumn,
                                               Technique::HiddenSingleBox};
    for (HouseKind kind : kOrder) {
        for (int i = 0; i < kSide; ++i) {
            int house = int(kind) * kSide + i;
            for (int digit = 1; digit <= kDigits; ++digit) {
                std::uint16_t where = grid.positions(house, digit);
                if (popcount(where) != 1) continue;
                int cell = house_cells(house)[__builtin_ctz(where)];
                if (popcount(grid.candidates(cell)) == 1) continue;  // a naked single too: let it be one
                Step step = single_step(kTechnique[int(kind)], cell, digit);
                step.houses.push_back(house);
                step.explanation = "Hidden Single: in " + house_name(house) + ", " + std::to_string(digit) +
                                   " fits only " + cell_name(cell) + ".";
                if (out.add(std::move(step))) return;
            }
        }
    }
}

void find_naked_single(const CandidateGrid& grid, StepCollector& out) {
    for (int cell = 0; cell < kCells; ++cell) {
        if (!grid.is_empty(cell) || popcount(grid.candidates(cell)) != 1) continue;
        int digit = first_digit(grid.candidates(cell));
        Step step = single_step(Technique::NakedSingle, cell, digit);
        step.explanation = "Naked Single: " + cell_name(cell) + " can only be " + std::to_string(digit) + ".";
        if (out.add(std::move(step))) return;
    }
}

}  // namespace sudoku
