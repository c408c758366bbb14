// On every shape but classic: singles (with their blockers), locked candidates between any two
// intersecting houses, and naked and hidden subsets. The sentences follow singles.cpp,
// intersections.cpp and subsets.cpp, with the shape's names.
#include <algorithm>
#include <bit>
#include <cstdlib>

#include "engine/logic/finders.hpp"
#include "engine/model/text.hpp"

namespace sudoku {

namespace {

Step single_step(Technique technique, int cell, int digit) {
    Step step;
    step.technique = technique;
    step.placements.push_back(cand(cell, digit));
    step.evidence.push_back({cand(cell, digit), Role::Cause});
    return step;
}

int distance(const Shape& s, int a, int b) {
    return std::max(std::abs(s.row_of(a) - s.row_of(b)), std::abs(s.col_of(a) - s.col_of(b)));
}

// As singles.cpp: the placed copies of `digit` ruling out the empty cells of `house` other than
// `target`, greedily the one ruling out most, straight lines first, then the nearer, then the lower.
std::vector<Blocker> house_blockers(const Candidates& grid, int house, int target, int digit) {
    const Shape& s = grid.shape();
    const auto members = s.house_cells(house);
    const int n = s.side();
    unsigned open = 0;
    for (int i = 0; i < n; ++i)
        if (members[std::size_t(i)] != target && grid.is_empty(members[std::size_t(i)])) open |= 1u << i;
    std::vector<int> holders;
    std::vector<unsigned> seen;
    for (int cell = 0; cell < s.cell_count() && open; ++cell) {
        if (grid.digit(cell) != digit) continue;
        unsigned mask = 0;
        for (int i = 0; i < n; ++i)
            if (s.sees(cell, members[std::size_t(i)])) mask |= 1u << i;
        if (mask & open) holders.push_back(cell), seen.push_back(mask);
    }
    auto straight = [&](int cell, unsigned covers) {
        bool row = true, col = true;
        for (int i = 0; i < n; ++i)
            if (covers >> i & 1)
                row &= s.row_of(members[std::size_t(i)]) == s.row_of(cell),
                    col &= s.col_of(members[std::size_t(i)]) == s.col_of(cell);
        return row || col;
    };
    std::vector<Blocker> out;
    while (open) {
        int best = -1, best_count = 0, best_distance = 0;
        bool best_straight = false;
        for (std::size_t h = 0; h < holders.size(); ++h) {
            const unsigned covers = seen[h] & open;
            const int count = symbol_count(covers);
            if (count == 0 || count < best_count) continue;
            const bool line = straight(holders[h], covers);
            int near = n;
            for (int i = 0; i < n; ++i)
                if (covers >> i & 1) near = std::min(near, distance(s, holders[h], members[std::size_t(i)]));
            if (count == best_count && (line != best_straight ? !line : near >= best_distance)) continue;
            best = int(h), best_count = count, best_distance = near, best_straight = line;
        }
        if (best < 0) break;
        Blocker b{cand(holders[std::size_t(best)], digit), {}};
        for (int i = 0; i < n; ++i)
            if (seen[std::size_t(best)] & open & (1u << i)) b.covers.push_back(members[std::size_t(i)]);
        std::sort(b.covers.begin(), b.covers.end());
        open &= ~seen[std::size_t(best)];
        out.push_back(std::move(b));
    }
    std::sort(out.begin(), out.end(), [](const Blocker& a, const Blocker& b) { return a.placed.cell < b.placed.cell; });
    return out;
}

// As singles.cpp: one placed copy of each other symbol seeing the cell, nearest on a row or column.
std::vector<Blocker> cell_blockers(const Candidates& grid, int target) {
    const Shape& s = grid.shape();
    auto rank = [&](int cell) {
        const bool slanted = s.row_of(cell) != s.row_of(target) && s.col_of(cell) != s.col_of(target);
        return (slanted ? s.side() : 0) + distance(s, cell, target);
    };
    int best[kMaxSide + 1];
    std::fill(std::begin(best), std::end(best), -1);
    for (int cell : s.peers(target)) {
        const int digit = grid.digit(cell);
        if (digit != 0 && (best[digit] < 0 || rank(cell) < rank(best[digit]))) best[digit] = cell;
    }
    std::vector<Blocker> out;
    for (int digit = 1; digit <= s.side(); ++digit)
        if (best[digit] >= 0) out.push_back({cand(best[digit], digit), {std::uint8_t(target)}});
    return out;
}

std::vector<Phrase> blocker_cells(const Shape& s, const std::vector<Blocker>& blockers) {
    std::vector<Phrase> out;
    for (const Blocker& b : blockers) out.push_back(Phrase::text(s.cell_name(b.placed.cell)));
    return out;
}

bool covers_house(const Candidates& grid, int house, int target, const std::vector<Blocker>& blockers) {
    std::size_t open = 0, covered = 0;
    for (int cell : grid.shape().house_cells(house)) open += cell != target && grid.is_empty(cell);
    for (const Blocker& b : blockers) covered += b.covers.size();
    return covered == open;
}

// "row, column and box", "row, column, region and main diagonal": the kinds of a cell's houses.
std::vector<Phrase> house_kinds(const Shape& s, int cell) {
    static const char* const kKinds[] = {
        N_("row"),           N_("column"),        N_("box"),   N_("region"),
        N_("main diagonal"), N_("anti-diagonal"), N_("window")};  // ShapeHouseKind's order
    std::vector<Phrase> out;
    for (int house : s.houses_of(cell)) out.push_back(Phrase(kKinds[int(s.house_kind(house))]));
    return out;
}

Phrase count_word(int n) {
    static const char* const kWords[] = {N_("zero"),    N_("one"),    N_("two"),    N_("three"),    N_("four"),
                                         N_("five"),    N_("six"),    N_("seven"),  N_("eight"),    N_("nine"),
                                         N_("ten"),     N_("eleven"), N_("twelve"), N_("thirteen"), N_("fourteen"),
                                         N_("fifteen"), N_("sixteen")};
    return n >= 0 && n <= 16 ? Phrase(kWords[n]) : Phrase::text(std::to_string(n));
}

bool is_line(const Shape& s, int house) {
    const ShapeHouseKind k = s.house_kind(house);
    return k == ShapeHouseKind::Row || k == ShapeHouseKind::Column || k == ShapeHouseKind::Diagonal ||
           k == ShapeHouseKind::AntiDiagonal;
}

// Locked candidates: `digit` confined, within house `from`, to its intersection with another house
// `to`, leaves the rest of `to`.
bool locked(const Candidates& grid, Technique technique, int from, int digit, StepCollector& out) {
    const Shape& s = grid.shape();
    const std::uint16_t where = grid.positions(from, digit);
    if (symbol_count(where) < 2) return false;
    int inside_cells[kMaxSide];
    int count = 0;
    const auto from_cells = s.house_cells(from);
    for (std::uint16_t m = where; m; m &= std::uint16_t(m - 1))
        inside_cells[count++] = from_cells[std::size_t(std::countr_zero(m))];
    const std::span<const int> inside(inside_cells, std::size_t(count));
    // The other houses holding every one of those cells, in ascending order (as houses_of lists them).
    std::uint64_t common = ~(std::uint64_t(1) << from);
    for (int cell : inside) common &= s.house_mask(cell);
    for (; common; common &= common - 1) {
        const int to = std::countr_zero(common);
        if (symbol_count(grid.positions(to, digit)) == count) continue;
        Step step;
        step.technique = technique;
        eliminate_from(grid, step, s.house_cells(to), digit, inside);
        if (step.eliminations.empty()) continue;
        step.houses = {from, to};
        for (int cell : inside) step.evidence.push_back({cand(cell, digit), Role::Cause});
        if (out.text())
            step.say(N_("{technique}: in {house}, {digit} lies only in {other} ({cells}), so {digit} is removed from "
                        "the rest of {other}: {eliminations}."),
                     {{"technique", technique_phrase(technique)},
                      {"house", house_phrase(s, from)},
                      {"digit", sym(digit)},
                      {"other", house_phrase(s, to)},
                      {"cells", cell_list(s, inside)},
                      {"eliminations", elimination_list(s, step)}});
        if (out.add(std::move(step))) return true;
    }
    return false;
}

void naked(const Candidates& grid, int n, Technique technique, StepCollector& out,
           std::uint64_t houses = ~std::uint64_t(0)) {
    const Shape& s = grid.shape();
    const int side = s.side();
    for (int house = 0; house < s.house_count(); ++house) {
        if (!(houses >> house & 1)) continue;
        const auto members = s.house_cells(house);
        int cells[kMaxSide];
        std::uint16_t masks[kMaxSide];
        std::uint16_t places[kMaxSide];
        int count = 0;
        for (int i = 0; i < side; ++i) {
            const int cell = members[std::size_t(i)];
            const int size = symbol_count(grid.candidates(cell));
            if (grid.is_empty(cell) && size >= 2 && size <= n)
                cells[count] = cell, masks[count] = grid.candidates(cell), places[count++] = std::uint16_t(1u << i);
        }
        const bool stop = for_each_subset_within(masks, count, n, n, [&](const int* idx) {
            DigitMask uni = 0;
            std::uint16_t inside = 0;
            for (int i = 0; i < n; ++i) uni |= masks[idx[i]], inside |= places[idx[i]];
            if (symbol_count(uni) != n) return false;
            bool elsewhere = false;
            for (unsigned m = uni; m; m &= m - 1)
                elsewhere = elsewhere || (grid.positions(house, __builtin_ctz(m) + 1) & ~inside);
            if (!elsewhere) return false;
            std::vector<int> chosen;
            for (int i = 0; i < n; ++i) chosen.push_back(cells[idx[i]]);
            Step step;
            step.technique = technique;
            for (unsigned m = uni; m; m &= m - 1) eliminate_from(grid, step, members, __builtin_ctz(m) + 1, chosen);
            step.houses.push_back(house);
            for (int cell : chosen)
                for (unsigned m = grid.candidates(cell); m; m &= m - 1)
                    step.evidence.push_back({cand(cell, __builtin_ctz(m) + 1), Role::Cause});
            if (out.text())
                step.say(N_("{technique}: {cells} hold only {digits} in {house}, so {digits} leave the other cells of "
                            "{house}: {eliminations}."),
                         {{"technique", technique_phrase(step.technique)},
                          {"cells", cell_list(s, chosen)},
                          {"digits", symbol_list(uni)},
                          {"house", house_phrase(s, house)},
                          {"eliminations", elimination_list(s, step)}});
            return out.add(std::move(step));
        });
        if (stop) return;
    }
}

void hidden(const Candidates& grid, int n, Technique technique, StepCollector& out,
            std::uint64_t houses = ~std::uint64_t(0)) {
    const Shape& s = grid.shape();
    const int side = s.side();
    for (int house = 0; house < s.house_count(); ++house) {
        if (!(houses >> house & 1)) continue;
        const auto members = s.house_cells(house);
        int digits[kMaxSide];
        std::uint16_t where[kMaxSide];
        int count = 0;
        for (int d = 1; d <= side; ++d) {
            const std::uint16_t p = grid.positions(house, d);
            if (symbol_count(p) >= 1 && symbol_count(p) <= n) digits[count] = d, where[count++] = p;
        }
        const bool stop = for_each_subset_within(where, count, n, n, [&](const int* idx) {
            std::uint16_t uni = 0;
            DigitMask chosen_digits = 0;
            for (int i = 0; i < n; ++i) uni |= where[idx[i]], chosen_digits |= DigitMask(1u << (digits[idx[i]] - 1));
            if (symbol_count(uni) != n) return false;
            bool other = false;
            for (int i = 0; i < side; ++i)
                if (uni & (1u << i)) other = other || (grid.candidates(members[std::size_t(i)]) & ~chosen_digits);
            if (!other) return false;
            Step step;
            step.technique = technique;
            std::vector<int> cells;
            for (int i = 0; i < side; ++i)
                if (uni & (1u << i)) cells.push_back(members[std::size_t(i)]);
            for (int cell : cells) {
                for (unsigned m = grid.candidates(cell) & ~chosen_digits; m; m &= m - 1)
                    step.eliminations.push_back(cand(cell, __builtin_ctz(m) + 1));
                for (unsigned m = grid.candidates(cell) & chosen_digits; m; m &= m - 1)
                    step.evidence.push_back({cand(cell, __builtin_ctz(m) + 1), Role::Cause});
            }
            step.houses.push_back(house);
            if (out.text())
                step.say(N_("{technique}: in {house}, {digits} fit only {cells}, so those cells keep only {digits}: "
                            "{eliminations}."),
                         {{"technique", technique_phrase(step.technique)},
                          {"house", house_phrase(s, house)},
                          {"digits", symbol_list(chosen_digits)},
                          {"cells", cell_list(s, cells)},
                          {"eliminations", elimination_list(s, step)}});
            return out.add(std::move(step));
        });
        if (stop) return;
    }
}

}  // namespace

void full_house(const Candidates& grid, StepCollector& out) {
    const Shape& s = grid.shape();
    for (int house = 0; house < s.house_count(); ++house) {
        int empty = -1, count = 0;
        for (int cell : s.house_cells(house))
            if (grid.is_empty(cell)) empty = cell, ++count;
        if (count != 1 || symbol_count(grid.candidates(empty)) != 1) continue;
        const int digit = __builtin_ctz(grid.candidates(empty)) + 1;
        Step step = single_step(Technique::FullHouse, empty, digit);
        step.houses.push_back(house);
        step.say(N_("Full House: {cell} is the last empty cell in {house}, so it is {digit}."),
                 {{"cell", s.cell_name(empty)}, {"house", house_phrase(s, house)}, {"digit", sym(digit)}});
        if (out.add(std::move(step))) return;
    }
}

void hidden_single(const Candidates& grid, StepCollector& out) {
    const Shape& s = grid.shape();
    const int n = s.side();
    // Boxes or regions first (players find those most easily), then diagonals and windows, then
    // rows, then columns.
    auto visit = [&](int house, Technique technique) {
        for (int digit = 1; digit <= n; ++digit) {
            const std::uint16_t where = grid.positions(house, digit);
            if (symbol_count(where) != 1) continue;
            const int cell = s.house_cells(house)[std::size_t(__builtin_ctz(where))];
            if (symbol_count(grid.candidates(cell)) == 1) continue;  // a naked single too: let it be one
            Step step = single_step(technique, cell, digit);
            step.houses.push_back(house);
            step.blockers = house_blockers(grid, house, cell, digit);
            std::vector<PhraseArg> args = {
                {"house", house_phrase(s, house)}, {"digit", sym(digit)}, {"cell", s.cell_name(cell)}};
            if (!step.blockers.empty() && covers_house(grid, house, cell, step.blockers)) {
                args.emplace_back("cells", blocker_cells(s, step.blockers), PhraseArg::kAnd);
                step.say(step.blockers.size() > 1 ? N_("Hidden Single: in {house}, {digit} fits only {cell}: the "
                                                       "{digit}s in {cells} rule out the rest of {house}.")
                                                  : N_("Hidden Single: in {house}, {digit} fits only {cell}: the "
                                                       "{digit} in {cells} rules out the rest of {house}."),
                         std::move(args));
            } else {
                step.say(N_("Hidden Single: in {house}, {digit} fits only {cell}."), std::move(args));
            }
            if (out.add(std::move(step))) return true;
        }
        return false;
    };
    for (int house = 2 * n; house < s.house_count(); ++house)
        if (visit(house, Technique::HiddenSingleBox)) return;
    for (int row = 0; row < n; ++row)
        if (visit(s.row_house(row), Technique::HiddenSingleRow)) return;
    for (int col = 0; col < n; ++col)
        if (visit(s.col_house(col), Technique::HiddenSingleColumn)) return;
}

void naked_single(const Candidates& grid, StepCollector& out) {
    const Shape& s = grid.shape();
    for (int cell = 0; cell < s.cell_count(); ++cell) {
        if (!grid.is_empty(cell) || symbol_count(grid.candidates(cell)) != 1) continue;
        const int digit = __builtin_ctz(grid.candidates(cell)) + 1;
        Step step = single_step(Technique::NakedSingle, cell, digit);
        step.blockers = cell_blockers(grid, cell);
        if (int(step.blockers.size()) == s.side() - 1) {
            step.say(s.side() > 9 ? N_("Naked Single: {cell} can only be {digit}: its {houses} hold the other {count} "
                                       "symbols.")
                                  : N_("Naked Single: {cell} can only be {digit}: its {houses} hold the other {count} "
                                       "digits."),
                     {{"cell", s.cell_name(cell)},
                      {"digit", sym(digit)},
                      {"houses", house_kinds(s, cell), PhraseArg::kAnd},
                      {"count", count_word(s.side() - 1)}});
        } else {
            step.say(N_("Naked Single: {cell} can only be {digit}."),
                     {{"cell", s.cell_name(cell)}, {"digit", sym(digit)}});
        }
        if (out.add(std::move(step))) return;
    }
}

void locked_in(const Candidates& grid, Technique technique, const std::uint64_t* houses, StepCollector& out) {
    const Shape& s = grid.shape();
    const bool lines = technique == Technique::Claiming;
    for (int house = lines ? 0 : 2 * s.side(); house < s.house_count(); ++house) {
        if (is_line(s, house) != lines) continue;
        for (int digit = 1; digit <= s.side(); ++digit)
            if ((houses[digit - 1] >> house & 1) && locked(grid, technique, house, digit, out)) return;
    }
}

// Every house, for each symbol (locked_in's `houses` when nothing is cached).
constexpr std::array<std::uint64_t, kMaxSide> kAllHouses = [] {
    std::array<std::uint64_t, kMaxSide> a{};
    a.fill(~std::uint64_t(0));
    return a;
}();

void pointing(const Candidates& grid, StepCollector& out) {
    locked_in(grid, Technique::Pointing, kAllHouses.data(), out);
}

void claiming(const Candidates& grid, StepCollector& out) {
    locked_in(grid, Technique::Claiming, kAllHouses.data(), out);
}

void subset_in(const Candidates& grid, Technique technique, std::uint64_t houses, StepCollector& out) {
    switch (technique) {
        case Technique::NakedPair:
            return naked(grid, 2, technique, out, houses);
        case Technique::NakedTriple:
            return naked(grid, 3, technique, out, houses);
        case Technique::NakedQuad:
            return naked(grid, 4, technique, out, houses);
        case Technique::HiddenPair:
            return hidden(grid, 2, technique, out, houses);
        case Technique::HiddenTriple:
            return hidden(grid, 3, technique, out, houses);
        case Technique::HiddenQuad:
            return hidden(grid, 4, technique, out, houses);
        default:
            return;
    }
}

void naked_pair(const Candidates& g, StepCollector& out) {
    naked(g, 2, Technique::NakedPair, out);
}
void naked_triple(const Candidates& g, StepCollector& out) {
    naked(g, 3, Technique::NakedTriple, out);
}
void naked_quad(const Candidates& g, StepCollector& out) {
    naked(g, 4, Technique::NakedQuad, out);
}
void hidden_pair(const Candidates& g, StepCollector& out) {
    hidden(g, 2, Technique::HiddenPair, out);
}
void hidden_triple(const Candidates& g, StepCollector& out) {
    hidden(g, 3, Technique::HiddenTriple, out);
}
void hidden_quad(const Candidates& g, StepCollector& out) {
    hidden(g, 4, Technique::HiddenQuad, out);
}

}  // namespace sudoku
