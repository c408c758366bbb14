// Single-digit patterns built from strong links (a house where a digit has exactly two places, so
// one of them holds it): Skyscraper, 2-String Kite and Simple Colouring.
//
// Skyscraper: two parallel lines each with a strong link on the digit, whose ends meet in one
// cross line (the base): the two base ends cannot both hold the digit, so one of the two far ends
// (the tops) does. 2-String Kite: the same with a row link and a column link whose near ends share a
// box. Simple Colouring: all the strong links of a digit, chained into clusters and coloured in two
// alternating colours, one of which is true: a cell seeing both colours loses the digit (colour
// trap), and a colour that meets itself in a house is false everywhere (colour wrap).
#include <algorithm>

#include "engine/logic/techniques.hpp"
#include "engine/notation.hpp"
#include "engine/text.hpp"

namespace sudoku {

namespace {

constexpr bool sees(int a, int b) {
    return a != b && (row_of(a) == row_of(b) || col_of(a) == col_of(b) || box_of(a) == box_of(b));
}

Candidate cand(int cell, int digit) {
    return {std::uint8_t(cell), std::uint8_t(digit)};
}

struct Link {
    int a, b, house;
};

// The strong links of `digit` in houses `first`..`first + count - 1`, cells in house order.
std::vector<Link> strong_links(const CandidateGrid& grid, int digit, int first, int count) {
    std::vector<Link> out;
    for (int house = first; house < first + count; ++house) {
        std::uint16_t where = grid.positions(house, digit);
        if (popcount(where) != 2) continue;
        int i = __builtin_ctz(where), j = __builtin_ctz(where & (where - 1));
        out.push_back({house_cells(house)[i], house_cells(house)[j], house});
    }
    return out;
}

// Eliminations of `digit` from every cell seeing both `a` and `b`.
void eliminate_seeing_both(const CandidateGrid& grid, Step& step, int digit, int a, int b) {
    for (int cell : peers_of(a))
        if (grid.has(cell, digit) && sees(cell, b)) step.eliminations.push_back(cand(cell, digit));
}

std::vector<int> eliminated_cells(const Step& step) {
    std::vector<int> cells;
    for (const auto& c : step.eliminations) cells.push_back(c.cell);
    return cells;
}

// The step shared by Skyscraper and Kite: strong links base1 = top1 (in house1) and base2 = top2
// (in house2), with base1 and base2 sharing house `joint`. Returns false when it eliminates nothing.
bool two_link_step(const CandidateGrid& grid, Technique technique, int digit, int base1, int top1, int house1,
                   int base2, int top2, int house2, int joint, Step& step) {
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
    const std::string d = std::to_string(digit);
    step.say(N_("{technique}: in {house1}, {digit} lies only in {base1} and {top1}, and in {house2} only in {base2} "
                "and {top2}; {base1} and {base2} share {joint}, so one of {top1} and {top2} is {digit}, and {digit} "
                "is removed from the cells seeing both: {cells}."),
             {{"technique", technique_phrase(technique)},
              {"house1", house_phrase(house1)},
              {"digit", d},
              {"base1", cell_name(base1)},
              {"top1", cell_name(top1)},
              {"house2", house_phrase(house2)},
              {"base2", cell_name(base2)},
              {"top2", cell_name(top2)},
              {"joint", house_phrase(joint)},
              {"cells", cell_list(eliminated_cells(step))}});
    return true;
}

}  // namespace

void find_skyscraper(const CandidateGrid& grid, StepCollector& out) {
    for (int digit = 1; digit <= kDigits; ++digit) {
        for (int orientation = 0; orientation < 2; ++orientation) {
            // Links in rows (orientation 0) or columns (1); kind = which houses_of() entry is the cross line.
            const int cross_kind = orientation == 0 ? 1 : 0;
            auto links = strong_links(grid, digit, orientation == 0 ? row_house(0) : col_house(0), kSide);
            for (std::size_t i = 0; i < links.size(); ++i) {
                for (std::size_t j = i + 1; j < links.size(); ++j) {
                    const Link& l1 = links[i];
                    const Link& l2 = links[j];
                    auto cross = [&](int cell) { return int(houses_of(cell)[cross_kind]); };
                    // Exactly one pair of ends on a common cross line (two would be an X-Wing).
                    int shared = (cross(l1.a) == cross(l2.a)) + (cross(l1.a) == cross(l2.b)) +
                                 (cross(l1.b) == cross(l2.a)) + (cross(l1.b) == cross(l2.b));
                    if (shared != 1) continue;
                    int base1 = l1.a, top1 = l1.b, base2 = l2.a, top2 = l2.b;
                    if (cross(l1.b) == cross(l2.a) || cross(l1.b) == cross(l2.b)) std::swap(base1, top1);
                    if (cross(base1) != cross(base2)) std::swap(base2, top2);
                    Step step;
                    if (!two_link_step(grid, Technique::Skyscraper, digit, base1, top1, l1.house, base2, top2, l2.house,
                                       cross(base1), step))
                        continue;
                    if (out.add(std::move(step))) return;
                }
            }
        }
    }
}

void find_two_string_kite(const CandidateGrid& grid, StepCollector& out) {
    for (int digit = 1; digit <= kDigits; ++digit) {
        auto rows = strong_links(grid, digit, row_house(0), kSide);
        auto cols = strong_links(grid, digit, col_house(0), kSide);
        for (const Link& r : rows) {
            if (box_of(r.a) == box_of(r.b)) continue;  // a row link inside one box cannot bend
            for (const Link& c : cols) {
                if (box_of(c.a) == box_of(c.b)) continue;
                for (int k = 0; k < 4; ++k) {
                    const int row_near = k & 1 ? r.b : r.a, row_far = k & 1 ? r.a : r.b;
                    const int col_near = k & 2 ? c.b : c.a, col_far = k & 2 ? c.a : c.b;
                    if (box_of(row_near) != box_of(col_near) || row_near == col_near) continue;
                    if (row_far == col_far) continue;
                    Step step;
                    if (!two_link_step(grid, Technique::TwoStringKite, digit, row_near, row_far, r.house, col_near,
                                       col_far, c.house, box_house(box_of(row_near)), step))
                        continue;
                    if (out.add(std::move(step))) return;
                }
            }
        }
    }
}

void find_simple_colouring(const CandidateGrid& grid, StepCollector& out) {
    for (int digit = 1; digit <= kDigits; ++digit) {
        const auto links = strong_links(grid, digit, 0, kHouses);
        if (links.size() < 2) continue;
        // Adjacency by strong links (a cell has at most one per house it is in); colour[cell]: -1
        // uncoloured, else cluster * 2 + (0 or 1).
        std::array<std::array<std::uint8_t, 3>, kCells> adjacent;
        std::array<std::uint8_t, kCells> degree{};
        for (std::size_t i = 0; i < links.size(); ++i) {
            adjacent[links[i].a][degree[links[i].a]++] = std::uint8_t(i);
            adjacent[links[i].b][degree[links[i].b]++] = std::uint8_t(i);
        }
        std::array<int, kCells> colour;
        colour.fill(-1);
        const CellSet holding = grid.cells_with(digit);
        int clusters = 0;
        for (int start = 0; start < kCells; ++start) {
            if (colour[start] >= 0 || degree[start] == 0) continue;
            const int cluster = clusters++;
            // Breadth-first colouring; `members[k]` are the cells of colour k.
            std::vector<int> members[2];
            static_assert(kHouses <= 32, "one bit per link, and a digit has at most one link per house");
            std::uint32_t used = 0;  // the links inside the cluster, by index
            std::vector<int> queue = {start};
            colour[start] = cluster * 2;
            bool consistent = true;
            for (std::size_t q = 0; q < queue.size(); ++q) {
                const int cell = queue[q];
                members[colour[cell] & 1].push_back(cell);
                for (int k = 0; k < degree[cell]; ++k) {
                    const int li = adjacent[cell][k];
                    const int other = links[li].a == cell ? links[li].b : links[li].a;
                    if (colour[other] < 0) {
                        colour[other] = colour[cell] ^ 1;
                        queue.push_back(other);
                    } else if (colour[other] == colour[cell]) {
                        consistent = false;  // an odd loop of strong links: the notes are wrong
                    }
                    used |= std::uint32_t(1) << li;
                }
            }
            if (!consistent || members[0].size() + members[1].size() < 3) continue;
            std::sort(members[0].begin(), members[0].end());
            std::sort(members[1].begin(), members[1].end());
            std::vector<int> link_houses;  // links come one per house, in house order
            for (std::uint32_t m = used; m; m &= m - 1) link_houses.push_back(links[__builtin_ctz(m)].house);
            const std::string d = std::to_string(digit);
            auto fill_evidence = [&](Step& step) {
                step.technique = Technique::SimpleColouring;
                for (int k = 0; k < 2; ++k)
                    for (int cell : members[k])
                        step.evidence.push_back({cand(cell, digit), k == 0 ? Role::LinkOn : Role::LinkOff});
                // The cluster's strong links, for the board to draw.
                for (std::uint32_t m = used; m; m &= m - 1) {
                    const Link& link = links[__builtin_ctz(m)];
                    step.links.push_back({cand(link.a, digit), cand(link.b, digit), true});
                }
            };
            auto colouring_text = [&]() {
                return Phrase(N_("chaining the strong links of {digit} colours {first} one way and {second} the "
                                 "other, and one colour is true"),
                              {{"digit", d}, {"first", cell_list(members[0])}, {"second", cell_list(members[1])}});
            };

            // Colour wrap: two cells of one colour in a house.
            for (int k = 0; k < 2; ++k) {
                int first = -1, second = -1, house = -1;
                for (std::size_t i = 0; i < members[k].size() && house < 0; ++i)
                    for (std::size_t j = i + 1; j < members[k].size() && house < 0; ++j)
                        for (int h = 0; h < 3; ++h)
                            if (houses_of(members[k][i])[h] == houses_of(members[k][j])[h]) {
                                first = members[k][i], second = members[k][j], house = houses_of(first)[h];
                                break;
                            }
                if (house < 0) continue;
                Step step;
                fill_evidence(step);
                for (int cell : members[k]) step.eliminations.push_back(cand(cell, digit));
                step.houses.push_back(house);
                for (int h : link_houses)
                    if (h != house) step.houses.push_back(h);
                step.say(N_("Simple Colouring (colour wrap): {colouring}; {first} and {second} have the same colour "
                            "in {house}, so that colour is false and {digit} is removed from {cells}."),
                         {{"colouring", colouring_text()},
                          {"first", cell_name(first)},
                          {"second", cell_name(second)},
                          {"house", house_phrase(house)},
                          {"digit", d},
                          {"cells", cell_list(members[k])}});
                if (out.add(std::move(step))) return;
            }

            // Colour trap: an uncoloured cell seeing both colours.
            Step step;
            CellSet seeing[2];
            for (int k = 0; k < 2; ++k)
                for (int m : members[k]) seeing[k] |= peer_set(m);
            (holding & seeing[0] & seeing[1]).any_of([&](int cell) {
                if (colour[cell] < 0) step.eliminations.push_back(cand(cell, digit));
                return false;
            });
            if (step.eliminations.empty()) continue;
            fill_evidence(step);
            step.houses = link_houses;
            step.say(N_("Simple Colouring (colour trap): {colouring}, so {digit} is removed from the cells seeing "
                        "both colours: {cells}."),
                     {{"colouring", colouring_text()}, {"digit", d}, {"cells", cell_list(eliminated_cells(step))}});
            if (out.add(std::move(step))) return;
        }
    }
}

}  // namespace sudoku
