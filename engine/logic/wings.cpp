// Wings: XY-Wing, XYZ-Wing and W-Wing. Each removes one digit from the cells that see both of two
// "pincer" cells, one of which must hold that digit.
//
// XY-Wing: a bivalue pivot {x,y} sees bivalue pincers {x,z} and {y,z}: whichever digit the pivot
// takes, one pincer is z. XYZ-Wing: the pivot is {x,y,z} itself, so z may also be in the pivot; the
// eliminated cells must see all three. W-Wing: two pincers with the same two digits {x,y} that do not
// see each other, joined by a strong link on x (a house where x has exactly two places, one seeing
// each pincer): both pincers cannot be x, so one of them is y.
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

void add_cell_evidence(const CandidateGrid& grid, Step& step, int cell, Role role) {
    for (int d : digits_of(grid.candidates(cell))) step.evidence.push_back({cand(cell, d), role});
}

// The houses two cells share, appended to the step's houses unless already there.
void add_shared_houses(Step& step, int a, int b) {
    for (int k = 0; k < 3; ++k) {
        int house = houses_of(a)[k];
        if (house != houses_of(b)[k]) continue;
        if (std::find(step.houses.begin(), step.houses.end(), house) == step.houses.end()) step.houses.push_back(house);
    }
}

std::vector<int> eliminated_cells(const Step& step) {
    std::vector<int> cells;
    for (const auto& c : step.eliminations) cells.push_back(c.cell);
    return cells;
}

// "r5c5 (1,6)"
std::string cell_with_digits(const CandidateGrid& grid, int cell) {
    std::string out = cell_name(cell);
    out += " (";
    out += digit_list(grid.candidates(cell));
    out += ')';
    return out;
}

std::vector<int> bivalue_cells(const CandidateGrid& grid) {
    std::vector<int> out;
    for (int cell = 0; cell < kCells; ++cell)
        if (grid.is_empty(cell) && popcount(grid.candidates(cell)) == 2) out.push_back(cell);
    return out;
}

// Fills in what an XY- or XYZ-Wing step shows besides its eliminations: the pivot and pincers with
// their candidates, the houses joining them, and the sentence "<name>: pivot ... with pincers ...
// and ...: <reason>: <eliminated cells>."
void describe_wing(const CandidateGrid& grid, Step& step, int pivot, int a, int b, Phrase reason) {
    add_cell_evidence(grid, step, pivot, Role::Pivot);
    add_cell_evidence(grid, step, a, Role::Pincer);
    add_cell_evidence(grid, step, b, Role::Pincer);
    add_shared_houses(step, pivot, a);
    add_shared_houses(step, pivot, b);
    step.say(N_("{technique}: pivot {pivot} with pincers {a} and {b}: {reason}: {cells}."),
             {{"technique", technique_phrase(step.technique)},
              {"pivot", cell_with_digits(grid, pivot)},
              {"a", cell_with_digits(grid, a)},
              {"b", cell_with_digits(grid, b)},
              {"reason", std::move(reason)},
              {"cells", cell_list(eliminated_cells(step))}});
}

}  // namespace

void find_xy_wing(const CandidateGrid& grid, StepCollector& out) {
    for (int pivot = 0; pivot < kCells; ++pivot) {
        const DigitMask pm = grid.candidates(pivot);
        if (!grid.is_empty(pivot) || popcount(pm) != 2) continue;
        const int x = first_digit(pm), y = first_digit(DigitMask(pm & (pm - 1)));
        // Bivalue peers holding exactly one of the pivot's digits: with x (list 0) or with y (list 1).
        std::vector<int> with[2];
        for (int peer : peers_of(pivot)) {
            DigitMask m = grid.candidates(peer);
            if (popcount(m) != 2 || popcount(m & pm) != 1) continue;
            with[(m & digit_bit(y)) ? 1 : 0].push_back(peer);
        }
        for (int a : with[0]) {
            const int z = first_digit(DigitMask(grid.candidates(a) & ~digit_bit(x)));
            for (int b : with[1]) {
                if (grid.candidates(b) != (digit_bit(y) | digit_bit(z))) continue;
                Step step;
                step.technique = Technique::XYWing;
                for (int cell : peers_of(a))
                    if (cell != pivot && grid.has(cell, z) && sees(cell, b)) step.eliminations.push_back(cand(cell, z));
                if (step.eliminations.empty()) continue;
                const std::string zs = std::to_string(z);
                describe_wing(grid, step, pivot, a, b,
                              Phrase(N_("if the pivot is {x}, {a} is {z}, and if it is {y}, {b} is {z}, so {z} is "
                                        "removed from the cells seeing both pincers"),
                                     {{"x", std::to_string(x)},
                                      {"a", cell_name(a)},
                                      {"z", zs},
                                      {"y", std::to_string(y)},
                                      {"b", cell_name(b)}}));
                if (out.add(std::move(step))) return;
            }
        }
    }
}

void find_xyz_wing(const CandidateGrid& grid, StepCollector& out) {
    for (int pivot = 0; pivot < kCells; ++pivot) {
        const DigitMask pm = grid.candidates(pivot);
        if (!grid.is_empty(pivot) || popcount(pm) != 3) continue;
        std::vector<int> pincers;  // bivalue peers whose digits are two of the pivot's three
        for (int peer : peers_of(pivot)) {
            DigitMask m = grid.candidates(peer);
            if (popcount(m) == 2 && (m & pm) == m) pincers.push_back(peer);
        }
        for (std::size_t i = 0; i < pincers.size(); ++i) {
            for (std::size_t j = i + 1; j < pincers.size(); ++j) {
                const int a = pincers[i], b = pincers[j];
                const DigitMask am = grid.candidates(a), bm = grid.candidates(b);
                if (am == bm) continue;
                const int z = first_digit(DigitMask(am & bm));
                Step step;
                step.technique = Technique::XYZWing;
                for (int cell : peers_of(pivot))
                    if (grid.has(cell, z) && sees(cell, a) && sees(cell, b)) step.eliminations.push_back(cand(cell, z));
                if (step.eliminations.empty()) continue;
                const std::string zs = std::to_string(z);
                describe_wing(grid, step, pivot, a, b,
                              Phrase(N_("whichever digit the pivot takes, {z} is in the pivot or in a pincer, so {z} "
                                        "is removed from the cells seeing all three"),
                                     {{"z", zs}}));
                if (out.add(std::move(step))) return;
            }
        }
    }
}

void find_w_wing(const CandidateGrid& grid, StepCollector& out) {
    // Strong links per digit: the two cells of every house where the digit has exactly two places.
    struct Link {
        int a, b, house;
    };
    std::vector<Link> links[kDigits + 1];
    for (int digit = 1; digit <= kDigits; ++digit) {
        for (int house = 0; house < kHouses; ++house) {
            std::uint16_t where = grid.positions(house, digit);
            if (popcount(where) != 2) continue;
            int first = __builtin_ctz(where), second = __builtin_ctz(where & (where - 1));
            links[digit].push_back({house_cells(house)[first], house_cells(house)[second], house});
        }
    }
    const std::vector<int> bivalue = bivalue_cells(grid);
    for (std::size_t i = 0; i < bivalue.size(); ++i) {
        const int p = bivalue[i];
        const DigitMask m = grid.candidates(p);
        for (std::size_t j = i + 1; j < bivalue.size(); ++j) {
            const int q = bivalue[j];
            if (grid.candidates(q) != m || sees(p, q)) continue;
            const int digits[2] = {first_digit(m), first_digit(DigitMask(m & (m - 1)))};
            for (int k = 0; k < 2; ++k) {
                const int x = digits[k], y = digits[1 - k];  // linked by x, eliminating y
                std::vector<Candidate> elims;
                for (int cell : peers_of(p))
                    if (grid.has(cell, y) && sees(cell, q)) elims.push_back(cand(cell, y));
                if (elims.empty()) continue;
                for (const Link& link : links[x]) {
                    if (link.a == p || link.a == q || link.b == p || link.b == q) continue;
                    int near_p, near_q;  // the link's end seeing p, and the one seeing q
                    if (sees(link.a, p) && sees(link.b, q))
                        near_p = link.a, near_q = link.b;
                    else if (sees(link.b, p) && sees(link.a, q))
                        near_p = link.b, near_q = link.a;
                    else
                        continue;
                    Step step;
                    step.technique = Technique::WWing;
                    step.eliminations = elims;
                    add_cell_evidence(grid, step, p, Role::Pincer);
                    add_cell_evidence(grid, step, q, Role::Pincer);
                    // If p is x, near_p is not, so near_q is x and q is not: near_p off, near_q on.
                    step.evidence.push_back({cand(near_p, x), Role::LinkOff});
                    step.evidence.push_back({cand(near_q, x), Role::LinkOn});
                    step.links.push_back({cand(near_p, x), cand(near_q, x), true});
                    step.houses.push_back(link.house);
                    add_shared_houses(step, p, near_p);
                    add_shared_houses(step, q, near_q);
                    const std::string xs = std::to_string(x), ys = std::to_string(y);
                    step.say(N_("W-Wing: {p} and {q} both hold only {digits}, and in {house}, {x} lies only in "
                                "{near_p} (seeing {p}) and {near_q} (seeing {q}), so {p} and {q} cannot both be {x}; "
                                "one of them is {y}, so {y} is removed from the cells seeing both: {cells}."),
                             {{"p", cell_name(p)},
                              {"q", cell_name(q)},
                              {"digits", digit_list(m)},
                              {"house", house_phrase(link.house)},
                              {"x", xs},
                              {"near_p", cell_name(near_p)},
                              {"near_q", cell_name(near_q)},
                              {"y", ys},
                              {"cells", cell_list(eliminated_cells(step))}});
                    if (out.add(std::move(step))) return;
                }
            }
        }
    }
}

}  // namespace sudoku
