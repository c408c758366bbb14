// On every shape but classic: fish on rows and columns (X-Wing, Swordfish, Jellyfish), Skyscraper
// and 2-String Kite, and the wings (XY, XYZ, W). Eliminations rest on Shape::sees, so a diagonal
// or a window counts as a house that sees. Sentences as fish.cpp, single_digit.cpp and wings.cpp.
#include <algorithm>
#include <bit>

#include "engine/logic/finders.hpp"
#include "engine/model/text.hpp"

namespace sudoku {

namespace {

constexpr Technique kFish[] = {Technique::FullHouse, Technique::FullHouse, Technique::XWing, Technique::Swordfish,
                               Technique::Jellyfish};

// "rows 1,5" from the template "rows {n}".
Phrase line_list(const Shape& s, const char* format, std::span<const int> houses) {
    std::string numbers;
    for (std::size_t i = 0; i < houses.size(); ++i) {
        if (i) numbers += ',';
        numbers += std::to_string(s.house_index(houses[i]) + 1);
    }
    return Phrase(format, {{"n", numbers}});
}

void fish(const Candidates& grid, int n, StepCollector& out, unsigned digits = ~0u) {
    const Shape& s = grid.shape();
    const int side = s.side();
    const Technique technique = kFish[n];
    for (int digit = 1; digit <= side; ++digit) {
        if (!(digits >> (digit - 1) & 1)) continue;
        for (int orientation = 0; orientation < 2; ++orientation) {
            const int cover_first = orientation == 0 ? s.col_house(0) : s.row_house(0);
            int lines[kMaxSide];
            std::uint16_t where[kMaxSide];
            const int line_count = fish_base_lines(grid, digit, orientation, n, lines, where);
            const bool stop = for_each_subset_within(where, line_count, n, n, [&](const int* idx) {
                std::uint16_t uni = 0, base_mask = 0;
                for (int i = 0; i < n; ++i)
                    uni |= where[idx[i]], base_mask |= std::uint16_t(1u << s.house_index(lines[idx[i]]));
                if (symbol_count(uni) != n) return false;
                bool eliminates = false;
                for (std::uint16_t m = uni; m && !eliminates; m &= std::uint16_t(m - 1))
                    eliminates = grid.positions(cover_first + std::countr_zero(m), digit) & std::uint16_t(~base_mask);
                if (!eliminates) return false;
                Step step;
                step.technique = technique;
                std::vector<int> base;
                for (int i = 0; i < n; ++i) base.push_back(lines[idx[i]]);
                step.houses = base;
                for (std::uint16_t m = uni; m; m &= std::uint16_t(m - 1)) {
                    const int cover = cover_first + std::countr_zero(m);
                    step.cover_houses.push_back(cover);
                    const auto cells = s.house_cells(cover);
                    for (int i = 0; i < side; ++i)
                        if (grid.has(cells[std::size_t(i)], digit) && !(base_mask & (1u << i)))
                            step.eliminations.push_back(cand(cells[std::size_t(i)], digit));
                }
                for (int b : base)
                    for (int cell : s.house_cells(b))
                        if (grid.has(cell, digit)) step.evidence.push_back({cand(cell, digit), Role::Base});
                const bool rows = orientation == 0;  // base rows and cover columns, or the converse
                const std::string d = sym(digit);
                if (out.text())
                    step.say(
                        rows
                            ? N_("{technique}: in {base}, {digit} lies only in {cover}, so {digit} is removed from the "
                                 "rest of those columns: {eliminations}.")
                            : N_("{technique}: in {base}, {digit} lies only in {cover}, so {digit} is removed from the "
                                 "rest of those rows: {eliminations}."),
                        {{"technique", technique_phrase(technique)},
                         {"base", line_list(s, rows ? N_("rows {n}") : N_("columns {n}"), base)},
                         {"digit", d},
                         {"cover", line_list(s, rows ? N_("columns {n}") : N_("rows {n}"), step.cover_houses)},
                         {"eliminations", elimination_list(s, step)}});
                return out.add(std::move(step));
            });
            if (stop) return;
        }
    }
}

struct Link {
    int a, b, house;
};

// At most one per house, in a fixed array: the finders ask for them often (a vector's allocation
// was a good part of the cost).
struct Links {
    std::array<Link, kMaxHouses> items;
    std::size_t count = 0;
    std::size_t size() const { return count; }
    const Link& operator[](std::size_t i) const { return items[i]; }
    const Link* begin() const { return items.data(); }
    const Link* end() const { return items.data() + count; }
    void push_back(const Link& link) { items[count++] = link; }
};

Links strong_links(const Candidates& grid, int digit, int first, int count) {
    const Shape& s = grid.shape();
    Links out;
    for (int house = first; house < first + count; ++house) {
        const std::uint16_t where = grid.positions(house, digit);
        if (symbol_count(where) != 2) continue;
        const int i = __builtin_ctz(where), j = 31 - __builtin_clz(where);
        out.push_back({s.house_cells(house)[std::size_t(i)], s.house_cells(house)[std::size_t(j)], house});
    }
    return out;
}

// Eliminations of `digit` from every cell (but the two) seeing both `a` and `b`.
void eliminate_seeing_both(const Candidates& grid, Step& step, int digit, int a, int b) {
    const Shape& s = grid.shape();
    for (int cell : s.peers(a))
        if (cell != b && grid.has(cell, digit) && s.sees(cell, b)) step.eliminations.push_back(cand(cell, digit));
}

std::vector<int> eliminated_cells(const Step& step) {
    std::vector<int> cells;
    for (const auto& c : step.eliminations) cells.push_back(c.cell);
    return cells;
}

bool two_link_step(const Candidates& grid, Technique technique, int digit, int base1, int top1, int house1, int base2,
                   int top2, int house2, int joint, Step& step, bool text) {
    const Shape& s = grid.shape();
    step.technique = technique;
    eliminate_seeing_both(grid, step, digit, top1, top2);
    if (step.eliminations.empty()) return false;
    step.evidence.push_back({cand(base1, digit), Role::LinkOff});
    step.evidence.push_back({cand(top1, digit), Role::LinkOn});
    step.evidence.push_back({cand(base2, digit), Role::LinkOff});
    step.evidence.push_back({cand(top2, digit), Role::LinkOn});
    step.links.push_back({cand(base1, digit), cand(top1, digit), true});
    step.links.push_back({cand(base2, digit), cand(top2, digit), true});
    step.houses = {house1, house2, joint};
    if (!text) return true;
    const std::string d = sym(digit);
    step.say(N_("{technique}: in {house1}, {digit} lies only in {base1} and {top1}, and in {house2} only in {base2} "
                "and {top2}; {base1} and {base2} share {joint}, so one of {top1} and {top2} is {digit}, and {digit} "
                "is removed from the cells seeing both: {cells}."),
             {{"technique", technique_phrase(technique)},
              {"house1", house_phrase(s, house1)},
              {"digit", d},
              {"base1", s.cell_name(base1)},
              {"top1", s.cell_name(top1)},
              {"house2", house_phrase(s, house2)},
              {"base2", s.cell_name(base2)},
              {"top2", s.cell_name(top2)},
              {"joint", house_phrase(s, joint)},
              {"cells", cell_list(s, eliminated_cells(step))}});
    return true;
}

void add_cell_evidence(const Candidates& grid, Step& step, int cell, Role role) {
    for (unsigned m = grid.candidates(cell); m; m &= m - 1)
        step.evidence.push_back({cand(cell, __builtin_ctz(m) + 1), role});
}

void add_shared_houses(const Shape& s, Step& step, int a, int b) {
    for (int house : s.houses_of(a)) {
        if (!s.house_set(house).contains(b)) continue;
        if (std::find(step.houses.begin(), step.houses.end(), house) == step.houses.end()) step.houses.push_back(house);
    }
}

std::string cell_with_digits(const Candidates& grid, int cell) {
    std::string out = grid.shape().cell_name(cell);
    out += " (";
    out += symbol_list(grid.candidates(cell));
    out += ')';
    return out;
}

void describe_wing(const Candidates& grid, Step& step, int pivot, int a, int b, Phrase reason, bool text) {
    const Shape& s = grid.shape();
    add_cell_evidence(grid, step, pivot, Role::Pivot);
    add_cell_evidence(grid, step, a, Role::Pincer);
    add_cell_evidence(grid, step, b, Role::Pincer);
    add_shared_houses(s, step, pivot, a);
    add_shared_houses(s, step, pivot, b);
    if (!text) return;
    step.say(N_("{technique}: pivot {pivot} with pincers {a} and {b}: {reason}: {cells}."),
             {{"technique", technique_phrase(step.technique)},
              {"pivot", cell_with_digits(grid, pivot)},
              {"a", cell_with_digits(grid, a)},
              {"b", cell_with_digits(grid, b)},
              {"reason", std::move(reason)},
              {"cells", cell_list(s, eliminated_cells(step))}});
}

}  // namespace

void x_wing(const Candidates& g, StepCollector& out) {
    fish(g, 2, out);
}
void fish_in(const Candidates& g, int n, unsigned digits, StepCollector& out) {
    fish(g, n, out, digits);
}
void skyscraper(const Candidates& g, StepCollector& out) {
    skyscraper_in(g, ~0u, out);
}
void two_string_kite(const Candidates& g, StepCollector& out) {
    two_string_kite_in(g, ~0u, out);
}
void simple_colouring(const Candidates& g, StepCollector& out) {
    simple_colouring_in(g, ~0u, out);
}
void swordfish(const Candidates& g, StepCollector& out) {
    fish(g, 3, out);
}
void jellyfish(const Candidates& g, StepCollector& out) {
    fish(g, 4, out);
}

void skyscraper_in(const Candidates& grid, unsigned digits, StepCollector& out) {
    const Shape& s = grid.shape();
    for (int digit = 1; digit <= s.side(); ++digit) {
        if (!(digits >> (digit - 1) & 1)) continue;
        for (int orientation = 0; orientation < 2; ++orientation) {
            auto links = strong_links(grid, digit, orientation == 0 ? s.row_house(0) : s.col_house(0), s.side());
            // The cross line of a cell: its column for row links, its row for column links.
            auto cross = [&](int cell) {
                return orientation == 0 ? s.col_house(s.col_of(cell)) : s.row_house(s.row_of(cell));
            };
            for (std::size_t i = 0; i < links.size(); ++i) {
                for (std::size_t j = i + 1; j < links.size(); ++j) {
                    const Link& l1 = links[i];
                    const Link& l2 = links[j];
                    const int shared = (cross(l1.a) == cross(l2.a)) + (cross(l1.a) == cross(l2.b)) +
                                       (cross(l1.b) == cross(l2.a)) + (cross(l1.b) == cross(l2.b));
                    if (shared != 1) continue;
                    int base1 = l1.a, top1 = l1.b, base2 = l2.a, top2 = l2.b;
                    if (cross(l1.b) == cross(l2.a) || cross(l1.b) == cross(l2.b)) std::swap(base1, top1);
                    if (cross(base1) != cross(base2)) std::swap(base2, top2);
                    Step step;
                    if (!two_link_step(grid, Technique::Skyscraper, digit, base1, top1, l1.house, base2, top2, l2.house,
                                       cross(base1), step, out.text()))
                        continue;
                    if (out.add(std::move(step))) return;
                }
            }
        }
    }
}

void two_string_kite_in(const Candidates& grid, unsigned digits, StepCollector& out) {
    const Shape& s = grid.shape();
    for (int digit = 1; digit <= s.side(); ++digit) {
        if (!(digits >> (digit - 1) & 1)) continue;
        const auto rows = strong_links(grid, digit, s.row_house(0), s.side());
        const auto cols = strong_links(grid, digit, s.col_house(0), s.side());
        for (const Link& r : rows) {
            if (s.region_of(r.a) == s.region_of(r.b)) continue;
            for (const Link& c : cols) {
                if (s.region_of(c.a) == s.region_of(c.b)) continue;
                for (int k = 0; k < 4; ++k) {
                    const int row_near = k & 1 ? r.b : r.a, row_far = k & 1 ? r.a : r.b;
                    const int col_near = k & 2 ? c.b : c.a, col_far = k & 2 ? c.a : c.b;
                    if (s.region_of(row_near) != s.region_of(col_near) || row_near == col_near) continue;
                    if (row_far == col_far) continue;
                    Step step;
                    if (!two_link_step(grid, Technique::TwoStringKite, digit, row_near, row_far, r.house, col_near,
                                       col_far, c.house, s.region_house(s.region_of(row_near)), step, out.text()))
                        continue;
                    if (out.add(std::move(step))) return;
                }
            }
        }
    }
}

void xy_wing(const Candidates& grid, StepCollector& out) {
    const Shape& s = grid.shape();
    for (int pivot = 0; pivot < s.cell_count(); ++pivot) {
        const DigitMask pm = grid.candidates(pivot);
        if (!grid.is_empty(pivot) || symbol_count(pm) != 2) continue;
        const int x = __builtin_ctz(pm) + 1, y = 31 - __builtin_clz(pm) + 1;
        std::vector<int> with[2];
        for (int peer : s.peers(pivot)) {
            const DigitMask m = grid.candidates(peer);
            if (symbol_count(m) != 2 || symbol_count(m & pm) != 1) continue;
            with[(m & (1u << (y - 1))) ? 1 : 0].push_back(peer);
        }
        for (int a : with[0]) {
            const int z = __builtin_ctz(grid.candidates(a) & ~(1u << (x - 1))) + 1;
            for (int b : with[1]) {
                if (grid.candidates(b) != DigitMask((1u << (y - 1)) | (1u << (z - 1)))) continue;
                Step step;
                step.technique = Technique::XYWing;
                for (int cell : s.peers(a))
                    if (cell != pivot && cell != b && grid.has(cell, z) && s.sees(cell, b))
                        step.eliminations.push_back(cand(cell, z));
                if (step.eliminations.empty()) continue;
                const std::string zs = sym(z);
                Phrase reason(
                    N_("if the pivot is {x}, {a} is {z}, and if it is {y}, {b} is {z}, so {z} is removed from "
                       "the cells seeing both pincers"),
                    {{"x", sym(x)}, {"a", s.cell_name(a)}, {"z", zs}, {"y", sym(y)}, {"b", s.cell_name(b)}});
                describe_wing(grid, step, pivot, a, b, std::move(reason), out.text());
                if (out.add(std::move(step))) return;
            }
        }
    }
}

void xyz_wing(const Candidates& grid, StepCollector& out) {
    const Shape& s = grid.shape();
    for (int pivot = 0; pivot < s.cell_count(); ++pivot) {
        const DigitMask pm = grid.candidates(pivot);
        if (!grid.is_empty(pivot) || symbol_count(pm) != 3) continue;
        std::vector<int> pincers;
        for (int peer : s.peers(pivot)) {
            const DigitMask m = grid.candidates(peer);
            if (symbol_count(m) == 2 && (m & pm) == m) pincers.push_back(peer);
        }
        for (std::size_t i = 0; i < pincers.size(); ++i) {
            for (std::size_t j = i + 1; j < pincers.size(); ++j) {
                const int a = pincers[i], b = pincers[j];
                const DigitMask am = grid.candidates(a), bm = grid.candidates(b);
                if (am == bm) continue;
                const int z = __builtin_ctz(am & bm) + 1;
                Step step;
                step.technique = Technique::XYZWing;
                for (int cell : s.peers(pivot))
                    if (cell != a && cell != b && grid.has(cell, z) && s.sees(cell, a) && s.sees(cell, b))
                        step.eliminations.push_back(cand(cell, z));
                if (step.eliminations.empty()) continue;
                const std::string zs = sym(z);
                // "digit" up to 9x9, as the classic finder and the Naked Single say it.
                Phrase reason(s.side() > 9 ? N_("whichever symbol the pivot takes, {z} is in the pivot or in a "
                                                "pincer, so {z} is removed from the cells seeing all three")
                                           : N_("whichever digit the pivot takes, {z} is in the pivot or in a pincer, "
                                                "so {z} is removed from the cells seeing all three"),
                              {{"z", zs}});
                describe_wing(grid, step, pivot, a, b, std::move(reason), out.text());
                if (out.add(std::move(step))) return;
            }
        }
    }
}

void w_wing(const Candidates& grid, StepCollector& out) {
    const Shape& s = grid.shape();
    std::array<Links, kMaxSide + 1> links;
    for (int digit = 1; digit <= s.side(); ++digit) links[digit] = strong_links(grid, digit, 0, s.house_count());
    std::vector<int> bivalue;
    for (int cell = 0; cell < s.cell_count(); ++cell)
        if (grid.is_empty(cell) && symbol_count(grid.candidates(cell)) == 2) bivalue.push_back(cell);
    for (std::size_t i = 0; i < bivalue.size(); ++i) {
        const int p = bivalue[i];
        const DigitMask m = grid.candidates(p);
        for (std::size_t j = i + 1; j < bivalue.size(); ++j) {
            const int q = bivalue[j];
            if (grid.candidates(q) != m || s.sees(p, q)) continue;
            const int digits[2] = {__builtin_ctz(m) + 1, 31 - __builtin_clz(m) + 1};
            for (int k = 0; k < 2; ++k) {
                const int x = digits[k], y = digits[1 - k];
                std::vector<Candidate> elims;
                for (int cell : s.peers(p))
                    if (cell != q && grid.has(cell, y) && s.sees(cell, q)) elims.push_back(cand(cell, y));
                if (elims.empty()) continue;
                for (const Link& link : links[x]) {
                    if (link.a == p || link.a == q || link.b == p || link.b == q) continue;
                    int near_p, near_q;
                    if (s.sees(link.a, p) && s.sees(link.b, q))
                        near_p = link.a, near_q = link.b;
                    else if (s.sees(link.b, p) && s.sees(link.a, q))
                        near_p = link.b, near_q = link.a;
                    else
                        continue;
                    Step step;
                    step.technique = Technique::WWing;
                    step.eliminations = elims;
                    add_cell_evidence(grid, step, p, Role::Pincer);
                    add_cell_evidence(grid, step, q, Role::Pincer);
                    step.evidence.push_back({cand(near_p, x), Role::LinkOff});
                    step.evidence.push_back({cand(near_q, x), Role::LinkOn});
                    step.links.push_back({cand(near_p, x), cand(near_q, x), true});
                    step.houses.push_back(link.house);
                    add_shared_houses(s, step, p, near_p);
                    add_shared_houses(s, step, q, near_q);
                    const std::string xs = sym(x), ys = sym(y);
                    if (out.text())
                        step.say(
                            N_("W-Wing: {p} and {q} both hold only {digits}, and in {house}, {x} lies only in "
                               "{near_p} (seeing {p}) and {near_q} (seeing {q}), so {p} and {q} cannot both be {x}; "
                               "one of them is {y}, so {y} is removed from the cells seeing both: {cells}."),
                            {{"p", s.cell_name(p)},
                             {"q", s.cell_name(q)},
                             {"digits", symbol_list(m)},
                             {"house", house_phrase(s, link.house)},
                             {"x", xs},
                             {"near_p", s.cell_name(near_p)},
                             {"near_q", s.cell_name(near_q)},
                             {"y", ys},
                             {"cells", cell_list(s, eliminated_cells(step))}});
                    if (out.add(std::move(step))) return;
                }
            }
        }
    }
}

void simple_colouring_in(const Candidates& grid, unsigned digits, StepCollector& out) {
    const Shape& s = grid.shape();
    const int cells = s.cell_count();
    // Kept per thread from call to call (their allocations were a fifth of the finder's time).
    thread_local std::vector<int> colour;
    thread_local std::vector<std::vector<int>> adjacent;    // link indices per cell
    thread_local std::vector<int> members[2], used, queue;  // one cluster's: its colours, its links, the walk
    colour.resize(static_cast<std::size_t>(cells));
    if (adjacent.size() < std::size_t(cells)) adjacent.resize(std::size_t(cells));
    for (int digit = 1; digit <= s.side(); ++digit) {
        if (!(digits >> (digit - 1) & 1)) continue;
        const auto links = strong_links(grid, digit, 0, s.house_count());
        if (links.size() < 2) continue;
        for (auto& a : adjacent) a.clear();
        for (std::size_t i = 0; i < links.size(); ++i) {
            adjacent[std::size_t(links[i].a)].push_back(int(i));
            adjacent[std::size_t(links[i].b)].push_back(int(i));
        }
        std::fill(colour.begin(), colour.end(), -1);
        int clusters = 0;
        const std::string d = sym(digit);
        for (int start = 0; start < cells; ++start) {
            if (colour[std::size_t(start)] >= 0 || adjacent[std::size_t(start)].empty()) continue;
            const int cluster = clusters++;
            members[0].clear();
            members[1].clear();
            used.clear();
            queue.assign(1, start);
            colour[std::size_t(start)] = cluster * 2;
            bool consistent = true;
            for (std::size_t q = 0; q < queue.size(); ++q) {
                const int cell = queue[q];
                members[colour[std::size_t(cell)] & 1].push_back(cell);
                for (int li : adjacent[std::size_t(cell)]) {
                    const int other =
                        links[std::size_t(li)].a == cell ? links[std::size_t(li)].b : links[std::size_t(li)].a;
                    if (colour[std::size_t(other)] < 0) {
                        colour[std::size_t(other)] = colour[std::size_t(cell)] ^ 1;
                        queue.push_back(other);
                    } else if (colour[std::size_t(other)] == colour[std::size_t(cell)]) {
                        consistent = false;
                    }
                    if (std::find(used.begin(), used.end(), li) == used.end()) used.push_back(li);
                }
            }
            if (!consistent || members[0].size() + members[1].size() < 3) continue;
            std::sort(members[0].begin(), members[0].end());
            std::sort(members[1].begin(), members[1].end());
            std::sort(used.begin(), used.end());
            auto fill = [&](Step& step) {
                step.technique = Technique::SimpleColouring;
                for (int k = 0; k < 2; ++k)
                    for (int cell : members[k])
                        step.evidence.push_back({cand(cell, digit), k == 0 ? Role::LinkOn : Role::LinkOff});
                for (int li : used)
                    step.links.push_back(
                        {cand(links[std::size_t(li)].a, digit), cand(links[std::size_t(li)].b, digit), true});
            };
            auto colouring_text = [&]() {
                return Phrase(
                    N_("chaining the strong links of {digit} colours {first} one way and {second} the "
                       "other, and one colour is true"),
                    {{"digit", d}, {"first", cell_list(s, members[0])}, {"second", cell_list(s, members[1])}});
            };
            // Colour wrap: two cells of one colour see each other.
            for (int k = 0; k < 2; ++k) {
                int first = -1, second = -1, house = -1;
                for (std::size_t i = 0; i < members[k].size() && house < 0; ++i)
                    for (std::size_t j = i + 1; j < members[k].size() && house < 0; ++j)
                        for (int h : s.houses_of(members[k][i]))
                            if (s.house_set(h).contains(members[k][j])) {
                                first = members[k][i], second = members[k][j], house = h;
                                break;
                            }
                if (house < 0) continue;
                Step step;
                fill(step);
                for (int cell : members[k]) step.eliminations.push_back(cand(cell, digit));
                step.houses.push_back(house);
                for (int li : used)
                    if (links[std::size_t(li)].house != house) step.houses.push_back(links[std::size_t(li)].house);
                if (out.text())
                    step.say(
                        N_("Simple Colouring (colour wrap): {colouring}; {first} and {second} have the same colour "
                           "in {house}, so that colour is false and {digit} is removed from {cells}."),
                        {{"colouring", colouring_text()},
                         {"first", s.cell_name(first)},
                         {"second", s.cell_name(second)},
                         {"house", house_phrase(s, house)},
                         {"digit", d},
                         {"cells", cell_list(s, members[k])}});
                if (out.add(std::move(step))) return;
            }
            // Colour trap: an uncoloured cell seeing both colours.
            Step step;
            for (int cell = 0; cell < cells; ++cell) {
                if (colour[std::size_t(cell)] >= 0 || !grid.has(cell, digit)) continue;
                bool sees[2] = {false, false};
                for (int k = 0; k < 2; ++k)
                    for (int m : members[k]) sees[k] = sees[k] || s.sees(cell, m);
                if (sees[0] && sees[1]) step.eliminations.push_back(cand(cell, digit));
            }
            if (step.eliminations.empty()) continue;
            fill(step);
            for (int li : used) step.houses.push_back(links[std::size_t(li)].house);
            if (out.text())
                step.say(
                    N_("Simple Colouring (colour trap): {colouring}, so {digit} is removed from the cells seeing "
                       "both colours: {cells}."),
                    {{"colouring", colouring_text()}, {"digit", d}, {"cells", cell_list(s, eliminated_cells(step))}});
            if (out.add(std::move(step))) return;
        }
    }
}

}  // namespace sudoku
