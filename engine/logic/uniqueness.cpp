// On every shape: Unique Rectangle type 1 and BUG+1 (uniqueness.cpp's, generalised). Both assume
// the puzzle has exactly one solution and avoid states that would have two.
//
// Unique Rectangle type 1: four unsolved cells in two rows and two columns, three of them holding
// only the same two symbols {a,b}. Swapping a and b around the rectangle keeps every row and column
// right; it keeps every other house (box, jigsaw region, diagonal, window) and every Killer cage
// right when that house or cage meets the four cells in none of them or in exactly two sharing a row
// or a column (two cells swapping a and b keep the house's symbols and the cage's sum). Only then
// would the fourth cell being a or b give two solutions, so only then does it lose a and b. On the
// classic board: the rectangle spans exactly two boxes, as uniqueness.cpp requires.
//
// BUG+1: every unsolved cell has two candidates except one with three, and every symbol has zero or
// two places in every house except the one symbol with three in that cell's houses. Without that
// symbol in that cell, every cell bivalue and every candidate twice in each house would let every
// cell flip to its other candidate, a second solution; that holds for any all-different houses, so
// on every board but Killer (a flip may change a cage's sum).
//
// Neither is used on a board with a clue beyond houses and cages (ShapeSpec::constraints holding
// other than Killer cages): a swap or a flip may break it (r1c1 < r2c1 does not survive swapping
// their symbols), so the pattern need not be deadly there.
#include <algorithm>

#include "engine/logic/finders.hpp"
#include "engine/model/text.hpp"

namespace sudoku {

namespace {

// Whether a house or cage meeting the rectangle's corners in `cells` lets a and b swap: it meets
// none of them, or two sharing a row or a column.
bool swap_keeps(const Shape& s, const int* corners, const BigCellSet& cells) {
    int in[4], count = 0;
    for (int k = 0; k < 4; ++k)
        if (cells.contains(corners[k])) in[count++] = corners[k];
    if (count == 0) return true;
    return count == 2 && (s.row_of(in[0]) == s.row_of(in[1]) || s.col_of(in[0]) == s.col_of(in[1]));
}

bool rectangle_swappable(const Shape& s, const int* corners) {
    for (int k = 0; k < 4; ++k) {
        for (int h : s.houses_of(corners[k])) {
            const ShapeHouseKind kind = s.house_kind(h);
            if (kind == ShapeHouseKind::Row || kind == ShapeHouseKind::Column) continue;
            if (!swap_keeps(s, corners, s.house_set(h))) return false;
        }
        if (const int cage = s.cage_of(corners[k]); cage >= 0 && !swap_keeps(s, corners, s.cage_set(cage)))
            return false;
    }
    return true;
}

}  // namespace

void unique_rectangle_1(const Candidates& grid, StepCollector& out) {
    const Shape& s = grid.shape();
    if (!s.clues().empty()) return;
    const int n = s.side();
    // Corner `diag` faces the fourth corner; `in_row` shares its row and `in_col` its column.
    for (int diag = 0; diag < s.cell_count(); ++diag) {
        const DigitMask m = grid.candidates(diag);
        if (!grid.is_empty(diag) || symbol_count(m) != 2) continue;
        for (int col = 0; col < n; ++col) {
            const int in_row = s.cell_at(s.row_of(diag), col);
            if (in_row == diag || !grid.is_empty(in_row) || grid.candidates(in_row) != m) continue;
            for (int row = 0; row < n; ++row) {
                const int in_col = s.cell_at(row, s.col_of(diag));
                if (in_col == diag || !grid.is_empty(in_col) || grid.candidates(in_col) != m) continue;
                const int fourth = s.cell_at(row, col);
                if (!grid.is_empty(fourth) || (grid.candidates(fourth) & m) != m || grid.candidates(fourth) == m)
                    continue;
                int corners[4] = {diag, in_row, in_col, fourth};
                std::sort(corners, corners + 4);
                if (!rectangle_swappable(s, corners)) continue;
                Step step;
                step.technique = Technique::UniqueRectangle1;
                const int a = __builtin_ctz(m) + 1, b = 31 - __builtin_clz(m) + 1;
                step.eliminations.push_back(cand(fourth, a));
                step.eliminations.push_back(cand(fourth, b));
                for (int corner : corners)
                    for (int d : {a, b}) step.evidence.push_back({cand(corner, d), Role::Corner});
                step.houses = {s.row_house(s.row_of(corners[0])), s.row_house(s.row_of(corners[3])),
                               s.col_house(s.col_of(corners[0])), s.col_house(s.col_of(corners[3]))};
                if (out.text()) {
                    std::vector<int> others;
                    for (int corner : corners)
                        if (corner != fourth) others.push_back(corner);
                    const std::string ds = symbol_list(m);
                    step.say(N_("Unique Rectangle Type 1: {cells} hold only {digits}; if {cell} were {a} or {b} too, "
                                "the {a}s and {b}s of the rectangle could be swapped and the puzzle would have two "
                                "solutions, so {digits} are removed from {cell}."),
                             {{"cells", cell_list(s, others)},
                              {"digits", ds},
                              {"cell", s.cell_name(fourth)},
                              {"a", sym(a)},
                              {"b", sym(b)}});
                }
                if (out.add(std::move(step))) return;
            }
        }
    }
}

void bug_plus_one(const Candidates& grid, StepCollector& out) {
    const Shape& s = grid.shape();
    if (s.is_killer() || !s.clues().empty()) return;
    int odd = -1;  // the one unsolved cell with three candidates
    for (int cell = 0; cell < s.cell_count(); ++cell) {
        if (!grid.is_empty(cell)) continue;
        const int count = symbol_count(grid.candidates(cell));
        if (count == 2) continue;
        if (count != 3 || odd >= 0) return;
        odd = cell;
    }
    if (odd < 0) return;
    // The symbol with three places in the odd cell's row; it must have three in every house of the
    // cell, and every other (house, symbol) zero or two places.
    int digit = 0;
    for (unsigned m = grid.candidates(odd); m; m &= m - 1) {
        const int d = __builtin_ctz(m) + 1;
        if (symbol_count(grid.positions(s.row_house(s.row_of(odd)), d)) == 3) digit = d;
    }
    if (digit == 0) return;
    const auto odd_houses = s.houses_of(odd);
    for (int house = 0; house < s.house_count(); ++house) {
        const bool odd_house = std::find(odd_houses.begin(), odd_houses.end(), house) != odd_houses.end();
        for (int d = 1; d <= s.side(); ++d) {
            const int count = symbol_count(grid.positions(house, d));
            if ((odd_house && d == digit) ? count != 3 : (count != 0 && count != 2)) return;
        }
    }
    Step step;
    step.technique = Technique::BugPlusOne;
    const DigitMask others = DigitMask(grid.candidates(odd) & ~(1u << (digit - 1)));
    for (unsigned m = others; m; m &= m - 1) step.eliminations.push_back(cand(odd, __builtin_ctz(m) + 1));
    step.evidence.push_back({cand(odd, digit), Role::Cause});
    for (int h : odd_houses) step.houses.push_back(h);
    if (out.text()) {
        std::vector<Phrase> houses;
        for (int h : odd_houses) houses.push_back(house_phrase(s, h));
        const std::string ds = sym(digit);
        step.say(N_("BUG+1: every unsolved cell but {cell} holds two candidates, and {digit} has three places in each "
                    "of {houses}; unless {cell} is {digit} the puzzle would not have a single solution, so {others} "
                    "are removed from {cell}."),
                 {{"cell", s.cell_name(odd)},
                  {"digit", ds},
                  {"houses", std::move(houses), PhraseArg::kAnd},
                  {"others", symbol_list(others)}});
    }
    out.add(std::move(step));
}

}  // namespace sudoku
