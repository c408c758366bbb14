// Naked and hidden subsets (pairs, triples, quads) within one house.
//
// Naked: n cells of a house whose candidates together are n digits; those digits leave the house's
// other cells. Hidden: n digits of a house that fit together in only n cells; those cells keep only
// those digits.
#include "engine/logic/combinations.hpp"
#include "engine/logic/techniques.hpp"
#include "engine/notation.hpp"
#include "engine/text.hpp"

namespace sudoku {

namespace {

void naked(const CandidateGrid& grid, int n, Technique technique, StepCollector& out) {
    for (int house = 0; house < kHouses; ++house) {
        int cells[kSide];  // empty cells with 2..n candidates, and their candidates
        std::uint16_t masks[kSide];
        std::uint16_t places[kSide];  // each one's bit in house_cells(house)
        int count = 0;
        for (int i = 0; i < kSide; ++i) {
            const int cell = house_cells(house)[i];
            const int size = popcount(grid.candidates(cell));
            if (grid.is_empty(cell) && size >= 2 && size <= n)
                cells[count] = cell, masks[count] = grid.candidates(cell), places[count++] = std::uint16_t(1u << i);
        }
        // Only subsets whose candidates stay within n digits are visited, in lexicographic order.
        bool stop = for_each_combination_within(masks, count, n, n, [&](const int* idx) {
            DigitMask uni = 0;
            std::uint16_t inside = 0;
            for (int i = 0; i < n; ++i) uni |= masks[idx[i]], inside |= places[idx[i]];
            if (popcount(uni) != n) return false;
            // Anything to remove: one of the digits elsewhere in the house.
            bool elsewhere = false;
            for (int d : digits_of(uni)) elsewhere = elsewhere || (grid.positions(house, d) & ~inside);
            if (!elsewhere) return false;
            std::vector<int> chosen;
            for (int i = 0; i < n; ++i) chosen.push_back(cells[idx[i]]);
            Step step;
            step.technique = technique;
            for (int d : digits_of(uni)) eliminate_from(grid, step, house_cells(house), d, chosen);
            step.houses.push_back(house);
            for (int cell : chosen)
                for (int d : digits_of(grid.candidates(cell)))
                    step.evidence.push_back({{std::uint8_t(cell), std::uint8_t(d)}, Role::Cause});
            step.say(N_("{technique}: {cells} hold only {digits} in {house}, so {digits} leave the other cells of "
                        "{house}: {eliminations}."),
                     {{"technique", technique_phrase(step.technique)},
                      {"cells", cell_list(chosen)},
                      {"digits", digit_list(uni)},
                      {"house", house_phrase(house)},
                      {"eliminations", elimination_list(step)}});
            return out.add(std::move(step));
        });
        if (stop) return;
    }
}

void hidden(const CandidateGrid& grid, int n, Technique technique, StepCollector& out) {
    for (int house = 0; house < kHouses; ++house) {
        int digits[kDigits];  // digits with 1..n places in the house, and those places
        std::uint16_t where[kDigits];
        int count = 0;
        for (int d = 1; d <= kDigits; ++d) {
            const std::uint16_t p = grid.positions(house, d);
            if (popcount(p) >= 1 && popcount(p) <= n) digits[count] = d, where[count++] = p;
        }
        // Only digit sets whose places stay within n cells are visited, in lexicographic order.
        bool stop = for_each_combination_within(where, count, n, n, [&](const int* idx) {
            std::uint16_t uni = 0;
            DigitMask chosen_digits = 0;
            for (int i = 0; i < n; ++i) uni |= where[idx[i]], chosen_digits |= digit_bit(digits[idx[i]]);
            if (popcount(uni) != n) return false;
            // Anything to remove: another digit in one of those cells.
            bool other = false;
            for (int i = 0; i < kSide; ++i)
                if (uni & (1u << i)) other = other || (grid.candidates(house_cells(house)[i]) & ~chosen_digits);
            if (!other) return false;
            Step step;
            step.technique = technique;
            std::vector<int> cells;
            for (int i = 0; i < kSide; ++i)
                if (uni & (1u << i)) cells.push_back(house_cells(house)[i]);
            for (int cell : cells) {
                for (int d : digits_of(grid.candidates(cell) & ~chosen_digits))
                    step.eliminations.push_back({std::uint8_t(cell), std::uint8_t(d)});
                for (int d : digits_of(grid.candidates(cell) & chosen_digits))
                    step.evidence.push_back({{std::uint8_t(cell), std::uint8_t(d)}, Role::Cause});
            }
            step.houses.push_back(house);
            step.say(N_("{technique}: in {house}, {digits} fit only {cells}, so those cells keep only {digits}: "
                        "{eliminations}."),
                     {{"technique", technique_phrase(step.technique)},
                      {"house", house_phrase(house)},
                      {"digits", digit_list(chosen_digits)},
                      {"cells", cell_list(cells)},
                      {"eliminations", elimination_list(step)}});
            return out.add(std::move(step));
        });
        if (stop) return;
    }
}

}  // namespace

void find_naked_pair(const CandidateGrid& g, StepCollector& out) {
    naked(g, 2, Technique::NakedPair, out);
}
void find_naked_triple(const CandidateGrid& g, StepCollector& out) {
    naked(g, 3, Technique::NakedTriple, out);
}
void find_naked_quad(const CandidateGrid& g, StepCollector& out) {
    naked(g, 4, Technique::NakedQuad, out);
}
void find_hidden_pair(const CandidateGrid& g, StepCollector& out) {
    hidden(g, 2, Technique::HiddenPair, out);
}
void find_hidden_triple(const CandidateGrid& g, StepCollector& out) {
    hidden(g, 3, Technique::HiddenTriple, out);
}
void find_hidden_quad(const CandidateGrid& g, StepCollector& out) {
    hidden(g, 4, Technique::HiddenQuad, out);
}

}  // namespace sudoku
