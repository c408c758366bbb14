// Singles: Full House, Hidden Single, Naked Single. Each places one digit, and carries the placed
// digits that rule out the rest (Step::blockers) so a hint can show its proof.
#include <algorithm>
#include <bit>
#include <cstdlib>
#include <iterator>

#include "engine/logic/techniques.hpp"
#include "engine/notation.hpp"
#include "engine/text.hpp"

namespace sudoku {

namespace {

Step single_step(Technique technique, int cell, int digit) {
    Step step;
    step.technique = technique;
    step.placements.push_back({std::uint8_t(cell), std::uint8_t(digit)});
    step.evidence.push_back({{std::uint8_t(cell), std::uint8_t(digit)}, Role::Cause});
    return step;
}

bool sees(int a, int b) {
    return row_of(a) == row_of(b) || col_of(a) == col_of(b) || box_of(a) == box_of(b);
}

// How far apart two cells are, in cells along a row, column or diagonal (the length of a line).
int distance(int a, int b) {
    return std::max(std::abs(row_of(a) - row_of(b)), std::abs(col_of(a) - col_of(b)));
}

// The placed copies of `digit` that rule out the empty cells of `house` other than `target`, few
// of them: greedily the one ruling out the most cells still open, on a tie the one whose line is
// straight (a column's 7 for a row, not a box's), then the nearer, then the lower cell. A cell
// whose candidate went earlier (an elimination or the player's notes, with no placed copy seeing
// it) stays uncovered. Listed in cell order. Bit masks over the house's cells, no allocation but
// the result: the rater meets a single at almost every step.
std::vector<Blocker> house_blockers(const CandidateGrid& grid, int house, int target, int digit) {
    const auto& members = house_cells(house);
    unsigned open = 0;  // bit i: members[i] is still to be ruled out
    for (int i = 0; i < kSide; ++i)
        if (members[i] != target && grid.is_empty(members[i])) open |= 1u << i;
    // The placed copies of the digit (none is in the house: the single's digit is missing there)
    // and which of the house's cells each sees.
    int holders[kCells], n = 0;
    unsigned seen[kCells];
    for (int cell = 0; cell < kCells && open; ++cell) {
        if (grid.digit(cell) != digit) continue;
        unsigned mask = 0;
        for (int i = 0; i < kSide; ++i)
            if (sees(cell, members[i])) mask |= 1u << i;
        if (mask & open) holders[n] = cell, seen[n] = mask, ++n;
    }
    auto straight = [&](int cell, unsigned covers) {  // all in the holder's row, or all in its column
        bool row = true, col = true;
        for (int i = 0; i < kSide; ++i)
            if (covers >> i & 1) row &= row_of(members[i]) == row_of(cell), col &= col_of(members[i]) == col_of(cell);
        return row || col;
    };
    std::vector<Blocker> out;
    while (open) {
        int best = -1, best_count = 0, best_distance = 0;
        bool best_straight = false;
        for (int h = 0; h < n; ++h) {
            const unsigned covers = seen[h] & open;
            const int count = std::popcount(covers);
            if (count == 0 || count < best_count) continue;
            const bool line = straight(holders[h], covers);
            int near = kSide;
            for (int i = 0; i < kSide; ++i)
                if (covers >> i & 1) near = std::min(near, distance(holders[h], members[i]));
            if (count == best_count && (line != best_straight ? !line : near >= best_distance)) continue;
            best = h, best_count = count, best_distance = near, best_straight = line;
        }
        if (best < 0) break;
        Blocker b{{std::uint8_t(holders[best]), std::uint8_t(digit)}, {}};
        for (int i = 0; i < kSide; ++i)
            if (seen[best] & open & (1u << i)) b.covers.push_back(members[i]);
        std::sort(b.covers.begin(), b.covers.end());
        open &= ~seen[best];
        out.push_back(std::move(b));
    }
    std::sort(out.begin(), out.end(), [](const Blocker& a, const Blocker& b) { return a.placed.cell < b.placed.cell; });
    return out;
}

// For a Naked Single: one placed copy of each other digit that sees the cell, the nearest on a row
// or column when there is one (a straight line to the cell), else the nearest in its box.
std::vector<Blocker> cell_blockers(const CandidateGrid& grid, int target) {
    auto rank = [&](int cell) {
        const bool slanted = row_of(cell) != row_of(target) && col_of(cell) != col_of(target);
        return (slanted ? kSide : 0) + distance(cell, target);
    };
    int best[kDigits + 1];
    std::fill(std::begin(best), std::end(best), -1);
    for (int cell : peers_of(target)) {
        const int digit = grid.digit(cell);
        if (digit != 0 && (best[digit] < 0 || rank(cell) < rank(best[digit]))) best[digit] = cell;
    }
    std::vector<Blocker> out;
    out.reserve(kDigits - 1);
    for (int digit = 1; digit <= kDigits; ++digit)
        if (best[digit] >= 0) out.push_back({{std::uint8_t(best[digit]), std::uint8_t(digit)}, {std::uint8_t(target)}});
    return out;
}

// "the 7 in r3c5" or "the 7s in r3c5, r8c4 and r9c1".
// The blockers' cells, for a list ("r1c8 and r2c4").
std::vector<Phrase> blocker_cells(const std::vector<Blocker>& blockers) {
    std::vector<Phrase> out;
    for (const Blocker& b : blockers) out.push_back(Phrase::text(cell_name(b.placed.cell)));
    return out;
}

// Whether the blockers rule out every other empty cell of the house (not when earlier eliminations did part of it).
bool covers_house(const CandidateGrid& grid, int house, int target, const std::vector<Blocker>& blockers) {
    std::size_t open = 0, covered = 0;
    for (int cell : house_cells(house)) open += cell != target && grid.is_empty(cell);
    for (const Blocker& b : blockers) covered += b.covers.size();
    return covered == open;
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
        step.say(N_("Full House: {cell} is the last empty cell in {house}, so it is {digit}."),
                 {{"cell", cell_name(empty)}, {"house", house_phrase(house)}, {"digit", std::to_string(digit)}});
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
                step.blockers = house_blockers(grid, house, cell, digit);
                std::vector<PhraseArg> args = {
                    {"house", house_phrase(house)}, {"digit", std::to_string(digit)}, {"cell", cell_name(cell)}};
                if (!step.blockers.empty() && covers_house(grid, house, cell, step.blockers)) {
                    args.emplace_back("cells", blocker_cells(step.blockers), PhraseArg::kAnd);
                    step.say(step.blockers.size() > 1 ? N_("Hidden Single: in {house}, {digit} fits only {cell}: the "
                                                           "{digit}s in {cells} rule out the rest of {house}.")
                                                      : N_("Hidden Single: in {house}, {digit} fits only {cell}: the "
                                                           "{digit} in {cells} rules out the rest of {house}."),
                             std::move(args));
                } else {
                    step.say(N_("Hidden Single: in {house}, {digit} fits only {cell}."), std::move(args));
                }
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
        step.blockers = cell_blockers(grid, cell);
        step.say(step.blockers.size() == kDigits - 1
                     ? N_("Naked Single: {cell} can only be {digit}: its row, column and box hold the other eight "
                          "digits.")
                     : N_("Naked Single: {cell} can only be {digit}."),
                 {{"cell", cell_name(cell)}, {"digit", std::to_string(digit)}});
        if (out.add(std::move(step))) return;
    }
}

}  // namespace sudoku
