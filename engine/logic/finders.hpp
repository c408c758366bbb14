// The finders, one set for every board (classic 9x9, other sizes, jigsaw, X, Windoku, Killer), and
// the helpers they share for sentences. Each finder reports instances of its technique to a
// StepCollector and never changes the grid. (Until #34 the classic board had a twin of each; a twin
// test held these to the classic steps, field by field, before the twins were deleted.)
#pragma once

#include <span>
#include <string>
#include <vector>

#include "engine/logic/logical_solver.hpp"
#include "engine/logic/techniques.hpp"

namespace sudoku {

// singles.cpp
void full_house(const Candidates&, StepCollector&);
void hidden_single(const Candidates&, StepCollector&);  // boxes/regions, extra houses, rows, columns
void naked_single(const Candidates&, StepCollector&);
void clue_deduction(const Candidates&, StepCollector&);  // each clue's own steps (clues.cpp)
void pointing(const Candidates&, StepCollector&);        // from a box, region or window
void claiming(const Candidates&, StepCollector&);        // from a row, column or diagonal
void naked_pair(const Candidates&, StepCollector&);
void naked_triple(const Candidates&, StepCollector&);
void naked_quad(const Candidates&, StepCollector&);
void hidden_pair(const Candidates&, StepCollector&);
void hidden_triple(const Candidates&, StepCollector&);
void hidden_quad(const Candidates&, StepCollector&);
// The same finders on some houses or symbols only, in the same order as the finders themselves:
// locked candidates (Pointing or Claiming) from house h for symbol d when bit h of houses[d - 1]
// is set, a subset finder (Naked and Hidden Pair, Triple, Quad) within the houses of `houses` (bit
// h: house h), and the finders that look at one symbol at a time (fish of n lines, Skyscraper,
// Two-String Kite, Simple Colouring, X-Chain) for the symbols of `digits` (bit d - 1: symbol d).
void locked_in(const Candidates&, Technique, const std::uint64_t* houses, StepCollector&);
void subset_in(const Candidates&, Technique, std::uint64_t houses, StepCollector&);
void fish_in(const Candidates&, int n, unsigned digits, StepCollector&);
void skyscraper_in(const Candidates&, unsigned digits, StepCollector&);
void two_string_kite_in(const Candidates&, unsigned digits, StepCollector&);
void simple_colouring_in(const Candidates&, unsigned digits, StepCollector&);
void x_chain_in(const Candidates&, unsigned digits, StepCollector&);
void finned_fish_in(const Candidates&, int n, unsigned digits, StepCollector&);
// patterns.cpp
void x_wing(const Candidates&, StepCollector&);
void swordfish(const Candidates&, StepCollector&);
void jellyfish(const Candidates&, StepCollector&);
void skyscraper(const Candidates&, StepCollector&);
void two_string_kite(const Candidates&, StepCollector&);
void xy_wing(const Candidates&, StepCollector&);
void xyz_wing(const Candidates&, StepCollector&);
void w_wing(const Candidates&, StepCollector&);
void simple_colouring(const Candidates&, StepCollector&);  // colour trap and colour wrap
// fins.cpp: fins seen through any house (or cage), not only the fin's box
void finned_x_wing(const Candidates&, StepCollector&);
void finned_swordfish(const Candidates&, StepCollector&);
// uniqueness.cpp: rectangles whose swap keeps every house and cage; BUG+1 not on Killer; neither
// on a board with other clues
void unique_rectangle_1(const Candidates&, StepCollector&);
void bug_plus_one(const Candidates&, StepCollector&);
// killer.cpp (Killer shapes only; nothing elsewhere)
void cage_combination(const Candidates&, StepCollector&);
void innie_outie(const Candidates&, StepCollector&);      // one cell: placed
void innie_outie_sum(const Candidates&, StepCollector&);  // 2 to 4 cells: eliminations
void cage_locked(const Candidates&, StepCollector&);
/// Whether some cage can no longer make its sum from its cells' candidates.
bool killer_cages_broken(const Candidates&);
// chains.cpp
void x_chain(const Candidates&, StepCollector&);
void xy_chain(const Candidates&, StepCollector&);
void alternating_chain(const Candidates&, StepCollector&);
// forcing.cpp: forcing chains (assume a candidate, place the singles that follow)
void forcing_chain(const Candidates&, StepCollector&);
// dynamic.cpp: dynamic, dynamic (+) and nested forcing chains
void dynamic_forcing_chain(const Candidates&, StepCollector&);
void dynamic_forcing_chain_plus(const Candidates&, StepCollector&);
void nested_forcing_chain(const Candidates&, StepCollector&);

// Helpers for sentences and steps.
/// "7" or "A" (symbols above 9 as letters).
std::string sym(int digit);
/// "4,7" or "A,C" for a mask.
std::string symbol_list(DigitMask mask);
/// "r4c5, r6c4".
std::string cell_list(const Shape& shape, std::span<const int> cells);
/// "r1c2<>5, r1c3<>5".
std::string elimination_list(const Shape& shape, const Step& step);
/// Adds eliminations of `digit` from the cells of `cells` that have it and are not in `except`.
void eliminate_from(const Candidates& grid, Step& step, std::span<const std::uint8_t> cells, int digit,
                    std::span<const int> except = {});
inline Candidate cand(int cell, int digit) {
    return {std::uint8_t(cell), std::uint8_t(digit)};
}

/// Every single of `grid` as it stands, for the forcing chains' rounds: `naked(cell, digit)` for each empty cell with
/// one candidate (cells in order), then `hidden(house, digit, cell)` for each symbol with one place in a house that is
/// not a naked single there (houses, then symbols, in order). Cages are not looked at.
template <class Naked, class Hidden>
void for_each_single(const Candidates& grid, Naked naked, Hidden hidden) {
    const Shape& s = grid.shape();
    for (int cell = 0; cell < s.cell_count(); ++cell) {
        const DigitMask m = grid.candidates(cell);
        if (grid.is_empty(cell) && m && !(m & (m - 1))) naked(cell, __builtin_ctz(m) + 1);
    }
    for (int house = 0; house < s.house_count(); ++house)
        for (int d = 1; d <= s.side(); ++d) {
            const std::uint16_t where = grid.positions(house, d);
            if (!where || (where & (where - 1))) continue;
            const int cell = s.house_cells(house)[std::size_t(__builtin_ctz(where))];
            const DigitMask m = grid.candidates(cell);
            if (!(m & (m - 1))) continue;  // a naked single already
            hidden(house, d, cell);
        }
}

/// A fish's possible base lines for `digit`: the rows (orientation 0) or columns (1) holding it in
/// 2 to `max_width` places, in order, as house numbers (`lines`) and position masks (`where`, bit
/// i: the i-th cover line); returns how many. Both arrays hold kMaxSide entries.
inline int fish_base_lines(const Candidates& grid, int digit, int orientation, int max_width, int* lines,
                           std::uint16_t* where) {
    const Shape& s = grid.shape();
    const int base_first = orientation == 0 ? s.row_house(0) : s.col_house(0);
    int count = 0;
    for (int i = 0; i < s.side(); ++i) {
        const std::uint16_t p = grid.positions(base_first + i, digit);
        const int places = symbol_count(p);
        if (places >= 2 && places <= max_width) lines[count] = base_first + i, where[count++] = p;
    }
    return count;
}

/// Calls visit(idx) for every n-subset (n <= 8) of 0..items-1 whose masks' union has at most
/// `max_bits` bits, in lexicographic order, pruning prefixes already too wide; stops and returns
/// true as soon as visit does. Masks up to 16 bits.
template <class Visit>
bool for_each_subset_within(const std::uint16_t* masks, int items, int n, int max_bits, Visit visit) {
    if (n <= 0 || n > items || n > 8) return false;
    int idx[8];
    std::uint16_t unions[9];
    unions[0] = 0;
    int depth = 0;
    idx[0] = 0;
    while (depth >= 0) {
        if (idx[depth] > items - (n - depth)) {
            if (--depth >= 0) ++idx[depth];
            continue;
        }
        const std::uint16_t u = std::uint16_t(unions[depth] | masks[idx[depth]]);
        if (symbol_count(u) > max_bits) {
            ++idx[depth];
            continue;
        }
        if (depth == n - 1) {
            if (visit(static_cast<const int*>(idx))) return true;
            ++idx[depth];
            continue;
        }
        unions[depth + 1] = u;
        idx[depth + 1] = idx[depth] + 1;
        ++depth;
    }
    return false;
}

}  // namespace sudoku
