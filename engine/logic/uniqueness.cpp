// Uniqueness techniques: Unique Rectangle type 1 and BUG+1. Both assume the puzzle has exactly one
// solution and avoid states that would have two.
//
// Unique Rectangle type 1: four unsolved cells at the corners of a rectangle spanning exactly two
// boxes, three of them holding only the same two digits {a,b}. If the fourth were a or b as well,
// a and b could be swapped around the rectangle, giving a second solution, so the fourth loses a and
// b. BUG+1 (bivalue universal grave plus one): every unsolved cell has two candidates except one
// with three, and every digit has exactly two places in each house except the one digit with three
// in that cell's houses. Anything but that digit in the cell would leave a grave with no single
// solution, so the cell loses its other two candidates.
#include <algorithm>

#include "engine/logic/techniques.hpp"
#include "engine/notation.hpp"
#include "engine/text.hpp"

namespace sudoku {

namespace {

Candidate cand(int cell, int digit) {
    return {std::uint8_t(cell), std::uint8_t(digit)};
}

}  // namespace

void find_unique_rectangle_1(const CandidateGrid& grid, StepCollector& out) {
    // Corner `diag` faces the fourth corner; `in_row` shares its row and `in_col` its column.
    for (int diag = 0; diag < kCells; ++diag) {
        const DigitMask m = grid.candidates(diag);
        if (!grid.is_empty(diag) || popcount(m) != 2) continue;
        for (int col = 0; col < kSide; ++col) {
            const int in_row = cell_at(row_of(diag), col);
            if (in_row == diag || !grid.is_empty(in_row) || grid.candidates(in_row) != m) continue;
            for (int row = 0; row < kSide; ++row) {
                const int in_col = cell_at(row, col_of(diag));
                if (in_col == diag || !grid.is_empty(in_col) || grid.candidates(in_col) != m) continue;
                const int fourth = cell_at(row, col);
                if (!grid.is_empty(fourth) || (grid.candidates(fourth) & m) != m || grid.candidates(fourth) == m)
                    continue;
                // Exactly two boxes: the rows share a band or the columns share a stack, not both.
                const bool same_band = row_of(diag) / kBoxRows == row / kBoxRows;
                const bool same_stack = col_of(diag) / kBoxCols == col / kBoxCols;
                if (same_band == same_stack) continue;
                Step step;
                step.technique = Technique::UniqueRectangle1;
                const std::vector<int> digits = digits_of(m);
                for (int d : digits) step.eliminations.push_back(cand(fourth, d));
                int corners[4] = {diag, in_row, in_col, fourth};
                std::sort(corners, corners + 4);
                for (int corner : corners)
                    for (int d : digits) step.evidence.push_back({cand(corner, d), Role::Corner});
                step.houses = {row_house(row_of(corners[0])), row_house(row_of(corners[3])),
                               col_house(col_of(corners[0])), col_house(col_of(corners[3]))};
                std::vector<int> others;
                for (int corner : corners)
                    if (corner != fourth) others.push_back(corner);
                const std::string ds = digit_list(m);
                step.say(N_("Unique Rectangle Type 1: {cells} hold only {digits}; if {cell} were {a} or {b} too, the "
                            "{a}s and {b}s of the rectangle could be swapped and the puzzle would have two "
                            "solutions, so {digits} are removed from {cell}."),
                         {{"cells", cell_list(others)},
                          {"digits", ds},
                          {"cell", cell_name(fourth)},
                          {"a", std::to_string(digits[0])},
                          {"b", std::to_string(digits[1])}});
                if (out.add(std::move(step))) return;
            }
        }
    }
}

void find_bug_plus_one(const CandidateGrid& grid, StepCollector& out) {
    int odd = -1;  // the one unsolved cell with three candidates
    for (int cell = 0; cell < kCells; ++cell) {
        if (!grid.is_empty(cell)) continue;
        const int n = popcount(grid.candidates(cell));
        if (n == 2) continue;
        if (n != 3 || odd >= 0) return;
        odd = cell;
    }
    if (odd < 0) return;
    // The digit with three places in the odd cell's row; it must have three in its column and box
    // too, and every other (house, digit) must have zero or two places.
    int digit = 0;
    for (int d : digits_of(grid.candidates(odd)))
        if (popcount(grid.positions(houses_of(odd)[0], d)) == 3) digit = d;
    if (digit == 0) return;
    for (int house = 0; house < kHouses; ++house) {
        const bool odd_house = house == houses_of(odd)[0] || house == houses_of(odd)[1] || house == houses_of(odd)[2];
        for (int d = 1; d <= kDigits; ++d) {
            const int n = popcount(grid.positions(house, d));
            if ((odd_house && d == digit) ? n != 3 : (n != 0 && n != 2)) return;
        }
    }
    Step step;
    step.technique = Technique::BugPlusOne;
    const DigitMask others = DigitMask(grid.candidates(odd) & ~digit_bit(digit));
    for (int d : digits_of(others)) step.eliminations.push_back(cand(odd, d));
    step.evidence.push_back({cand(odd, digit), Role::Cause});
    for (int h : houses_of(odd)) step.houses.push_back(h);
    const std::string ds = std::to_string(digit);
    step.say(N_("BUG+1: every unsolved cell but {cell} holds two candidates, and {digit} has three places in each "
                "of {houses}; unless {cell} is {digit} the puzzle would not have a single solution, so {others} are "
                "removed from {cell}."),
             {{"cell", cell_name(odd)},
              {"digit", ds},
              {"houses",
               {house_phrase(houses_of(odd)[0]), house_phrase(houses_of(odd)[1]), house_phrase(houses_of(odd)[2])},
               PhraseArg::kAnd},
              {"others", digit_list(others)}});
    out.add(std::move(step));
}

}  // namespace sudoku
