// Fish: X-Wing (2 lines), Swordfish (3), Jellyfish (4), and finned X-Wing and Swordfish.
//
// For one digit, n base lines (rows, or columns) whose candidates all lie in n cover lines of the
// other direction: the digit must take one place in each base line, which fills every cover line,
// so it leaves the cover lines' other cells. A finned fish has extra candidates (fins) in a base
// line, all in one box: either a fin is true, or the fish is; both remove the digit from the cover
// cells in the fin's box.
#include <bit>

#include "engine/logic/combinations.hpp"
#include "engine/logic/techniques.hpp"
#include "engine/notation.hpp"
#include "engine/text.hpp"

namespace sudoku {

namespace {

constexpr Technique kBasic[] = {Technique::FullHouse, Technique::FullHouse, Technique::XWing, Technique::Swordfish,
                                Technique::Jellyfish};
constexpr Technique kFinned[] = {Technique::FullHouse, Technique::FullHouse, Technique::FinnedXWing,
                                 Technique::FinnedSwordfish};

// "rows 1,5" from the template "rows {n}".
Phrase line_list(const char* format, std::span<const int> houses) {
    std::string numbers;
    for (std::size_t i = 0; i < houses.size(); ++i) {
        if (i) numbers += ',';
        numbers += std::to_string(house_index(houses[i]) + 1);
    }
    return Phrase(format, {{"n", numbers}});
}

// Searches fish of `n` lines for every digit and both orientations. `fins` = 0 for basic fish,
// else the most fin candidates allowed.
void fish(const CandidateGrid& grid, int n, bool finned, StepCollector& out) {
    const Technique technique = finned ? kFinned[n] : kBasic[n];
    for (int digit = 1; digit <= kDigits; ++digit) {
        for (int orientation = 0; orientation < 2; ++orientation) {
            // Base lines are rows (orientation 0) or columns (1); positions index the cover lines.
            const int base_first = orientation == 0 ? row_house(0) : col_house(0);
            const int cover_first = orientation == 0 ? col_house(0) : row_house(0);
            const int max_width = finned ? n + 2 : n;
            int lines[kSide];
            std::uint16_t where[kSide];
            int line_count = 0;
            for (int i = 0; i < kSide; ++i) {
                std::uint16_t p = grid.positions(base_first + i, digit);
                int count = popcount(p);
                if (count >= 2 && count <= max_width) lines[line_count] = base_first + i, where[line_count++] = p;
            }
            bool stop = for_each_combination_within(where, line_count, n, max_width, [&](const int* idx) {
                std::uint16_t uni = 0;
                for (int i = 0; i < n; ++i) uni |= where[idx[i]];
                // Cheap rejection before anything is built: a fish covers n lines, plus 1-2 fins.
                const int extra = popcount(uni) - n;
                if (finned ? (extra < 1 || extra > 2) : extra != 0) return false;
                std::uint16_t base_mask = 0;  // indices of the base lines
                for (int i = 0; i < n; ++i) base_mask |= std::uint16_t(1u << house_index(lines[idx[i]]));
                auto base_cell = [&](int cover_index, int base_line) {
                    return orientation == 0 ? cell_at(house_index(base_line), cover_index)
                                            : cell_at(cover_index, house_index(base_line));
                };
                // A basic fish eliminates something when a cover line has the digit outside the
                // base lines.
                if (!finned) {
                    bool eliminates = false;
                    for (std::uint16_t m = uni; m && !eliminates; m &= std::uint16_t(m - 1))
                        eliminates =
                            grid.positions(cover_first + std::countr_zero(m), digit) & std::uint16_t(~base_mask);
                    if (!eliminates) return false;
                }
                auto base_line = [&](int i) { return lines[idx[i]]; };
                auto emit = [&](std::uint16_t cover_mask, const std::vector<int>& fin_cells) {
                    std::vector<int> base;
                    for (int i = 0; i < n; ++i) base.push_back(base_line(i));
                    Step step;
                    step.technique = technique;
                    step.houses = base;
                    std::vector<int> base_cells;
                    for (int b : base)
                        for (int c = 0; c < kSide; ++c)
                            if (grid.positions(b, digit) & (1u << c)) base_cells.push_back(base_cell(c, b));
                    for (int c = 0; c < kSide; ++c) {
                        if (!(cover_mask & (1u << c))) continue;
                        int cover = cover_first + c;
                        step.cover_houses.push_back(cover);
                        for (int cell : house_cells(cover)) {
                            if (!grid.has(cell, digit)) continue;
                            bool in_base = false;
                            for (int b : base) in_base = in_base || houses_of(cell)[orientation] == b;
                            if (in_base) continue;
                            if (!fin_cells.empty() && box_of(cell) != box_of(fin_cells[0])) continue;
                            step.eliminations.push_back({std::uint8_t(cell), std::uint8_t(digit)});
                        }
                    }
                    if (step.eliminations.empty()) return false;
                    for (int cell : base_cells) {
                        bool is_fin = false;
                        for (int f : fin_cells) is_fin = is_fin || f == cell;
                        step.evidence.push_back(
                            {{std::uint8_t(cell), std::uint8_t(digit)}, is_fin ? Role::Fin : Role::Base});
                    }
                    const bool rows = orientation == 0;  // base rows and cover columns, or the converse
                    std::vector<PhraseArg> args = {
                        {"technique", technique_phrase(technique)},
                        {"base", line_list(rows ? N_("rows {n}") : N_("columns {n}"), base)},
                        {"digit", std::to_string(digit)},
                        {"cover", line_list(rows ? N_("columns {n}") : N_("rows {n}"), step.cover_houses)},
                        {"eliminations", elimination_list(step)}};
                    if (fin_cells.empty()) {
                        step.say(rows ? N_("{technique}: in {base}, {digit} lies only in {cover}, so {digit} is "
                                           "removed from the rest of those columns: {eliminations}.")
                                      : N_("{technique}: in {base}, {digit} lies only in {cover}, so {digit} is "
                                           "removed from the rest of those rows: {eliminations}."),
                                 std::move(args));
                    } else {
                        args.emplace_back("fin", cell_list(fin_cells));
                        args.emplace_back("box", std::to_string(box_of(fin_cells[0]) + 1));
                        step.say(rows ? N_("{technique}: in {base}, {digit} lies only in {cover} apart from the fin "
                                           "{fin}, so {digit} is removed from the rest of those columns that share "
                                           "box {box} with the fin: {eliminations}.")
                                      : N_("{technique}: in {base}, {digit} lies only in {cover} apart from the fin "
                                           "{fin}, so {digit} is removed from the rest of those rows that share box "
                                           "{box} with the fin: {eliminations}."),
                                 std::move(args));
                    }
                    return out.add(std::move(step));
                };
                if (!finned) return popcount(uni) == n && emit(uni, {});
                // Finned: n of the union's cover lines are the cover, the other 1 or 2 hold the fins,
                // which must lie in one box. Only bit operations until a fish is certain: this runs
                // for every base choice.
                const int group = orientation == 0 ? kBoxCols : kBoxRows;       // cover lines per box
                const int base_group = orientation == 0 ? kBoxRows : kBoxCols;  // base lines per box
                auto try_fins = [&](std::uint16_t fin_lines) {
                    const std::uint16_t cover = std::uint16_t(uni & ~fin_lines);
                    const int fin_group = std::countr_zero(fin_lines) / group;
                    const std::uint16_t group_mask = std::uint16_t(((1u << group) - 1) << (fin_group * group));
                    // Every base line must still meet the cover (else it is not a fish at all), and
                    // the base lines holding fins must lie in one box's span of base lines.
                    int fin_band = -1;
                    for (int i = 0; i < n; ++i) {
                        if (!(where[idx[i]] & cover)) return false;
                        if (!(where[idx[i]] & fin_lines)) continue;
                        const int band = house_index(lines[idx[i]]) / base_group;
                        if (fin_band >= 0 && band != fin_band) return false;
                        fin_band = band;
                    }
                    // Something to eliminate: a cover line crossing the fin's box has the digit in
                    // that box outside the base lines.
                    const std::uint16_t band_mask =
                        std::uint16_t((((1u << base_group) - 1) << (fin_band * base_group)) & ~base_mask);
                    bool eliminates = false;
                    for (std::uint16_t m = cover & group_mask; m && !eliminates; m &= std::uint16_t(m - 1))
                        eliminates = grid.positions(cover_first + std::countr_zero(m), digit) & band_mask;
                    if (!eliminates) return false;
                    std::vector<int> fins;
                    for (int i = 0; i < n; ++i)
                        for (int c = 0; c < kSide; ++c)
                            if ((where[idx[i]] & (1u << c)) && !(cover & (1u << c)))
                                fins.push_back(base_cell(c, base_line(i)));
                    return emit(cover, fins);
                };
                int columns[kSide];  // the union's cover indices, ascending
                int column_count = 0;
                for (int c = 0; c < kSide; ++c)
                    if (uni & (1u << c)) columns[column_count++] = c;
                // Covers in lexicographic order means fin sets in reverse lexicographic order.
                if (extra == 1) {
                    for (int i = column_count - 1; i >= 0; --i)
                        if (try_fins(std::uint16_t(1u << columns[i]))) return true;
                    return false;
                }
                for (int i = column_count - 2; i >= 0; --i)
                    for (int j = column_count - 1; j > i; --j)
                        if (columns[i] / group == columns[j] / group &&
                            try_fins(std::uint16_t((1u << columns[i]) | (1u << columns[j]))))
                            return true;
                return false;
            });
            if (stop) return;
        }
    }
}

}  // namespace

void find_x_wing(const CandidateGrid& g, StepCollector& out) {
    fish(g, 2, false, out);
}
void find_swordfish(const CandidateGrid& g, StepCollector& out) {
    fish(g, 3, false, out);
}
void find_jellyfish(const CandidateGrid& g, StepCollector& out) {
    fish(g, 4, false, out);
}
void find_finned_x_wing(const CandidateGrid& g, StepCollector& out) {
    fish(g, 2, true, out);
}
void find_finned_swordfish(const CandidateGrid& g, StepCollector& out) {
    fish(g, 3, true, out);
}

}  // namespace sudoku
