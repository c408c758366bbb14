// Locked candidates. Pointing: a digit confined to one line within a box leaves the rest of that
// line. Claiming (box/line reduction): a digit confined to one box within a line leaves the rest
// of that box.
#include <bit>

#include "engine/logic/techniques.hpp"
#include "engine/notation.hpp"
#include "engine/text.hpp"

namespace sudoku {

namespace {

// Whether positions `p` (bits indexed as in house_cells(from)) lie in one box, for a row or a
// column, or in one row or one column, for a box: the cheap test before anything is built.
bool confined(int from, std::uint16_t p) {
    const int first = std::countr_zero(p);
    auto within = [&](unsigned mask) { return (p & ~mask) == 0; };
    switch (house_kind(from)) {
        case HouseKind::Row:
            return within(((1u << kBoxCols) - 1) << (first / kBoxCols * kBoxCols));
        case HouseKind::Column:
            return within(((1u << kBoxRows) - 1) << (first / kBoxRows * kBoxRows));
        case HouseKind::Box: {
            unsigned column = 0;  // the box's cells in the first position's column, reading order
            for (int r = 0; r < kBoxRows; ++r) column |= 1u << (r * kBoxCols + first % kBoxCols);
            return within(((1u << kBoxCols) - 1) << (first / kBoxCols * kBoxCols)) || within(column);
        }
    }
    return false;
}

// Looks for `digit` confined, within house `from`, to its intersection with house `to`.
void locked(const CandidateGrid& grid, Technique technique, int from, int digit, StepCollector& out, bool& stop) {
    const std::uint16_t where = grid.positions(from, digit);
    if (popcount(where) < 2 || !confined(from, where)) return;
    int inside_cells[kSide];
    int count = 0;
    for (int cell : house_cells(from))
        if (grid.has(cell, digit)) inside_cells[count++] = cell;
    const std::span<const int> inside(inside_cells, count);
    // The other house all of them share.
    for (int kind = 0; kind < 3; ++kind) {
        int to = houses_of(inside[0])[kind];
        if (to == from) continue;
        bool all = true;
        for (int cell : inside) all = all && houses_of(cell)[kind] == to;
        if (!all || popcount(grid.positions(to, digit)) == int(inside.size())) continue;  // nothing else to remove
        Step step;
        step.technique = technique;
        eliminate_from(grid, step, house_cells(to), digit, inside);
        if (step.eliminations.empty()) continue;
        step.houses = {from, to};
        for (int cell : inside) step.evidence.push_back({{std::uint8_t(cell), std::uint8_t(digit)}, Role::Cause});
        step.say(N_("{technique}: in {house}, {digit} lies only in {other} ({cells}), so {digit} is removed from "
                    "the rest of {other}: {eliminations}."),
                 {{"technique", technique_phrase(technique)},
                  {"house", house_phrase(from)},
                  {"digit", std::to_string(digit)},
                  {"other", house_phrase(to)},
                  {"cells", cell_list(inside)},
                  {"eliminations", elimination_list(step)}});
        if (out.add(std::move(step))) {
            stop = true;
            return;
        }
    }
}

}  // namespace

void find_pointing(const CandidateGrid& grid, StepCollector& out) {
    bool stop = false;
    for (int box = 0; box < kSide && !stop; ++box)
        for (int digit = 1; digit <= kDigits && !stop; ++digit)
            locked(grid, Technique::Pointing, box_house(box), digit, out, stop);
}

void find_claiming(const CandidateGrid& grid, StepCollector& out) {
    bool stop = false;
    for (int line = 0; line < 2 * kSide && !stop; ++line)  // rows 0..8, then columns 9..17
        for (int digit = 1; digit <= kDigits && !stop; ++digit)
            locked(grid, Technique::Claiming, line, digit, out, stop);
}

}  // namespace sudoku
