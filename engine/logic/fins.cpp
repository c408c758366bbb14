// On every shape: finned X-Wing and finned Swordfish (fish.cpp's, generalised).
//
// For one symbol, n base lines (rows, or columns) whose candidates lie in n cover lines of the
// other direction apart from one or two fin candidates outside the cover lines: either a fin is
// true, or the fish is and the symbol fills every cover line. Both remove the symbol from the cover
// lines' cells outside the base lines that see every fin (Shape::peer_set: a box or jigsaw region,
// a diagonal, a window or a Killer cage). On the classic board the cells seeing a fin from a cover
// line outside the base lines are those of the fin's box, so the steps are fish.cpp's, in its order.
#include <bit>

#include "engine/logic/finders.hpp"
#include "engine/model/text.hpp"

namespace sudoku {

namespace {

// "rows 1,5" from the template "rows {n}".
Phrase line_list(const Shape& s, const char* format, std::span<const int> houses) {
    std::string numbers;
    for (std::size_t i = 0; i < houses.size(); ++i) {
        if (i) numbers += ',';
        numbers += std::to_string(s.house_index(houses[i]) + 1);
    }
    return Phrase(format, {{"n", numbers}});
}

// A house (not a row or a column) holding every fin and every eliminated cell, or -1.
int shared_house(const Shape& s, const std::vector<int>& fins, const Step& step) {
    for (int h : s.houses_of(fins[0])) {
        const ShapeHouseKind kind = s.house_kind(h);
        if (kind == ShapeHouseKind::Row || kind == ShapeHouseKind::Column) continue;
        bool all = true;
        for (int f : fins) all = all && s.house_set(h).contains(f);
        for (const auto& c : step.eliminations) all = all && s.house_set(h).contains(c.cell);
        if (all) return h;
    }
    return -1;
}

void say_finned(const Shape& s, Step& step, Technique technique, bool rows, const std::vector<int>& base, int digit,
                const std::vector<int>& fins) {
    std::vector<PhraseArg> args = {
        {"technique", technique_phrase(technique)},
        {"base", line_list(s, rows ? N_("rows {n}") : N_("columns {n}"), base)},
        {"digit", sym(digit)},
        {"cover", line_list(s, rows ? N_("columns {n}") : N_("rows {n}"), step.cover_houses)},
        {"eliminations", elimination_list(s, step)},
        {"fin", cell_list(s, fins)}};
    const int house = shared_house(s, fins, step);
    if (house >= 0 && s.house_kind(house) == ShapeHouseKind::Box) {
        // fish.cpp's sentence, word for word on the classic board.
        args.emplace_back("box", std::to_string(s.house_index(house) + 1));
        step.say(rows ? N_("{technique}: in {base}, {digit} lies only in {cover} apart from the fin "
                           "{fin}, so {digit} is removed from the rest of those columns that share "
                           "box {box} with the fin: {eliminations}.")
                      : N_("{technique}: in {base}, {digit} lies only in {cover} apart from the fin "
                           "{fin}, so {digit} is removed from the rest of those rows that share box "
                           "{box} with the fin: {eliminations}."),
                 std::move(args));
    } else if (house >= 0) {
        args.emplace_back("house", house_phrase(s, house));
        step.say(rows ? N_("{technique}: in {base}, {digit} lies only in {cover} apart from the fin {fin}, so "
                           "{digit} is removed from the rest of those columns that share {house} with the fin: "
                           "{eliminations}.")
                      : N_("{technique}: in {base}, {digit} lies only in {cover} apart from the fin {fin}, so "
                           "{digit} is removed from the rest of those rows that share {house} with the fin: "
                           "{eliminations}."),
                 std::move(args));
    } else {
        step.say(rows ? N_("{technique}: in {base}, {digit} lies only in {cover} apart from the fin {fin}, so "
                           "{digit} is removed from the rest of those columns that see every fin: {eliminations}.")
                      : N_("{technique}: in {base}, {digit} lies only in {cover} apart from the fin {fin}, so "
                           "{digit} is removed from the rest of those rows that see every fin: {eliminations}."),
                 std::move(args));
    }
}

// Finned fish of n base lines (2 or 3) for the symbols of `digits` (bit d - 1: symbol d), as
// fish.cpp's fish(grid, n, true, out): symbol by symbol, base rows then base columns, base lines in
// lexicographic order, then the fin lines in reverse order.
void finned_fish(const Candidates& grid, int n, StepCollector& out, unsigned digits = ~0u) {
    const Shape& s = grid.shape();
    const int side = s.side();
    const Technique technique = n == 2 ? Technique::FinnedXWing : Technique::FinnedSwordfish;
    const int max_width = n + 2;
    // reaches[o][c]: the cover lines (columns for o = 0, rows for o = 1) sharing a house that is no
    // line (a box, region, diagonal or window) or a cage with cover line c. A cell of cover line c
    // sees a fin of fin line f only through such a house, so fin lines whose reach misses every
    // cover line can eliminate nothing (on the classic board: fin lines outside the cover's stacks).
    std::uint16_t reaches[2][kMaxSide] = {};
    auto add_group = [&](auto cells) {
        std::uint16_t cols = 0, rows = 0;
        for (int cell : cells) cols |= std::uint16_t(1u << s.col_of(cell)), rows |= std::uint16_t(1u << s.row_of(cell));
        for (std::uint16_t m = cols; m; m &= std::uint16_t(m - 1)) reaches[0][std::countr_zero(m)] |= cols;
        for (std::uint16_t m = rows; m; m &= std::uint16_t(m - 1)) reaches[1][std::countr_zero(m)] |= rows;
    };
    for (int h = 2 * side; h < s.house_count(); ++h) add_group(s.house_cells(h));
    for (int k = 0; k < s.cage_count(); ++k) add_group(s.cage(k).cells);
    for (int digit = 1; digit <= side; ++digit) {
        if (!(digits >> (digit - 1) & 1)) continue;
        for (int orientation = 0; orientation < 2; ++orientation) {
            // Base lines are rows (orientation 0) or columns (1); positions index the cover lines.
            const int cover_first = orientation == 0 ? s.col_house(0) : s.row_house(0);
            int lines[kMaxSide];
            std::uint16_t where[kMaxSide];
            const int line_count = fish_base_lines(grid, digit, orientation, max_width, lines, where);
            const std::uint16_t* reach = reaches[orientation];
            auto base_cell = [&](int cover_index, int base_line) {
                return orientation == 0 ? s.cell_at(s.house_index(base_line), cover_index)
                                        : s.cell_at(cover_index, s.house_index(base_line));
            };
            const bool stop = for_each_subset_within(where, line_count, n, max_width, [&](const int* idx) {
                std::uint16_t uni = 0, base_mask = 0;
                for (int i = 0; i < n; ++i)
                    uni |= where[idx[i]], base_mask |= std::uint16_t(1u << s.house_index(lines[idx[i]]));
                const int extra = symbol_count(uni) - n;
                if (extra < 1 || extra > 2) return false;
                // n of the union's cover lines are the cover, the other 1 or 2 hold the fins.
                auto try_fins = [&](std::uint16_t fin_lines) {
                    const std::uint16_t cover = std::uint16_t(uni & ~fin_lines);
                    // Every base line must still meet the cover, else it is no fish at all.
                    for (int i = 0; i < n; ++i)
                        if (!(where[idx[i]] & cover)) return false;
                    // The fins (at most 2 per base line; no allocation: this runs for every
                    // base choice), then the cover lines' candidates outside the base lines that
                    // see every fin.
                    int fin_cells[6];
                    int fin_count = 0;
                    for (int i = 0; i < n; ++i)
                        for (std::uint16_t m = std::uint16_t(where[idx[i]] & fin_lines); m; m &= std::uint16_t(m - 1))
                            fin_cells[fin_count++] = base_cell(std::countr_zero(m), lines[idx[i]]);
                    // The cells that see every fin: most choices have none on a cover line.
                    BigCellSet seen = s.peer_set(fin_cells[0]);
                    for (int f = 1; f < fin_count; ++f) seen &= s.peer_set(fin_cells[f]);
                    if (seen.empty()) return false;
                    int targets[kMaxSide * 3];
                    int target_count = 0;
                    for (std::uint16_t m = cover; m; m &= std::uint16_t(m - 1)) {
                        const int line = cover_first + std::countr_zero(m);
                        if ((seen & s.house_set(line)).empty()) continue;
                        const auto cells = s.house_cells(line);
                        for (std::uint16_t p = std::uint16_t(grid.positions(line, digit) & ~base_mask); p;
                             p &= std::uint16_t(p - 1)) {
                            const int cell = cells[std::size_t(std::countr_zero(p))];
                            if (seen.contains(cell)) targets[target_count++] = cell;
                        }
                    }
                    if (target_count == 0) return false;
                    Step step;
                    for (int t = 0; t < target_count; ++t) step.eliminations.push_back(cand(targets[t], digit));
                    step.technique = technique;
                    std::vector<int> base;
                    for (int i = 0; i < n; ++i) base.push_back(lines[idx[i]]);
                    step.houses = base;
                    for (std::uint16_t m = cover; m; m &= std::uint16_t(m - 1))
                        step.cover_houses.push_back(cover_first + std::countr_zero(m));
                    for (int i = 0; i < n; ++i)
                        for (std::uint16_t m = where[idx[i]]; m; m &= std::uint16_t(m - 1)) {
                            const int c = std::countr_zero(m);
                            step.evidence.push_back({cand(base_cell(c, lines[idx[i]]), digit),
                                                     (fin_lines >> c & 1) ? Role::Fin : Role::Base});
                        }
                    if (out.text())
                        say_finned(s, step, technique, orientation == 0, base, digit,
                                   std::vector<int>(fin_cells, fin_cells + fin_count));
                    return out.add(std::move(step));
                };
                int columns[kMaxSide];  // the union's cover indices, ascending
                int column_count = 0;
                for (std::uint16_t m = uni; m; m &= std::uint16_t(m - 1)) columns[column_count++] = std::countr_zero(m);
                // Covers in lexicographic order means fin sets in reverse lexicographic order.
                if (extra == 1) {
                    for (int i = column_count - 1; i >= 0; --i)
                        if ((reach[columns[i]] & uni & ~(1u << columns[i])) &&
                            try_fins(std::uint16_t(1u << columns[i])))
                            return true;
                    return false;
                }
                for (int i = column_count - 2; i >= 0; --i)
                    for (int j = column_count - 1; j > i; --j) {
                        const std::uint16_t fin_lines = std::uint16_t((1u << columns[i]) | (1u << columns[j]));
                        if ((reach[columns[i]] & reach[columns[j]] & uni & ~fin_lines) && try_fins(fin_lines))
                            return true;
                    }
                return false;
            });
            if (stop) return;
        }
    }
}

}  // namespace

void finned_x_wing(const Candidates& g, StepCollector& out) {
    finned_fish(g, 2, out);
}
void finned_swordfish(const Candidates& g, StepCollector& out) {
    finned_fish(g, 3, out);
}
void finned_fish_in(const Candidates& g, int n, unsigned digits, StepCollector& out) {
    finned_fish(g, n, out, digits);
}

}  // namespace sudoku
