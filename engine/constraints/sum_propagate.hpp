// The propagation of a sum constraint (a Killer cage, a house's innies: cells holding different
// symbols that add up to a sum), once, for two callers: the constraints' own propagate (SumGroup,
// through Domains) and the exact solver, which runs the sum constraints of a board from its flat
// SumTable (engine/constraints/sum_kernel.hpp) with its own narrowing straight into its state,
// inlined, rather than through a virtual call and Domains' list of changes
// (engine/solve/exact.cpp). Both make the same narrowings in the same order.
//
// The kernel is a template over its cells' candidates `D`, which has:
//   DigitMask operator[](int cell) const;      the cell's symbols
//   bool narrow(int cell, DigitMask keep);     keeps those of `keep`; false when none is left
//   const Board& board() const;                the board (its houses, for confine)
#pragma once

#include <array>
#include <cstdint>

#include "engine/constraints/sum_kernel.hpp"
#include "engine/model/board.hpp"

namespace sudoku {

namespace sum_kernel {

inline bool is_single(DigitMask m) {
    return (m & (m - 1)) == 0;
}

// Bit u of kHasSymbol[j] is set when the set of combination symbols u (bit j: the combination's
// j-th symbol) holds the j-th symbol.
inline constexpr std::array<std::uint64_t, 6> kHasSymbol = {0xAAAAAAAAAAAAAAAAull, 0xCCCCCCCCCCCCCCCCull,
                                                            0xF0F0F0F0F0F0F0F0ull, 0xFF00FF00FF00FF00ull,
                                                            0xFFFF0000FFFF0000ull, 0xFFFFFFFF00000000ull};
inline constexpr int kMaxMatched = 6;  // open cells of a cage matched exactly (a 64-bit word of symbol sets)

// The symbols d with rest - d in `m` (16 bits: symbol d is bit d - 1).
inline DigitMask partners(DigitMask m, int rest) {
    unsigned x = m;
    x = ((x >> 1) & 0x5555u) | ((x & 0x5555u) << 1);
    x = ((x >> 2) & 0x3333u) | ((x & 0x3333u) << 2);
    x = ((x >> 4) & 0x0F0Fu) | ((x & 0x0F0Fu) << 4);
    x = ((x >> 8) & 0x00FFu) | ((x & 0x00FFu) << 8);  // symbol e at bit 16 - e
    // Symbol rest - e belongs at bit rest - e - 1 = (16 - e) + (rest - 17).
    return DigitMask(rest >= 17 ? x << (rest - 17) : x >> (17 - rest));
}

// Every symbol but the half of an even pair sum (two cells cannot both take it).
inline DigitMask pair_keep(int rest) {
    return rest % 2 == 0 ? DigitMask(~(1u << (rest / 2 - 1))) : DigitMask(~0u);
}

// The open cells of a group and the symbols placed in it.
struct Open {
    std::array<std::uint8_t, kMaxSide> cells;
    int count = 0;
    DigitMask placed = 0;  // the symbols of its cells with one symbol
    DigitMask open = 0;    // the symbols its other cells can take
};

// The sum of the symbols of a mask.
inline int mask_sum(DigitMask m) {
    int sum = 0;
    for (; m; m &= DigitMask(m - 1)) sum += __builtin_ctz(m) + 1;
    return sum;
}

template <class D>
Open open_cells(const D& d, const SumView& v) {
    Open o;
    for (int i = 0; i < v.count; ++i) {
        const std::uint8_t cell = v.cells[i];
        const DigitMask m = d[cell];
        if (is_single(m)) {
            o.placed |= m;
        } else {
            o.open |= m;
            o.cells[std::size_t(o.count++)] = cell;
        }
    }
    return o;
}

// One to three open cells of a group whose symbols differ from each other and from `placed` and
// add up to `sum` minus the placed symbols: exactly the symbols each can take in such an
// assignment stay. False for a contradiction.
// Out of line: the inlined kernel around it ran 1-2% slower with it inside (sudoku-killer-bench).
template <class D>
[[gnu::noinline]] bool small_sum(D& d, const std::uint8_t* open_cells, int n, int sum, DigitMask placed) {
    // The open cells make the rest of the sum with symbols not placed.
    int rest = sum;
    for (DigitMask p = placed; p; p &= DigitMask(p - 1)) rest -= __builtin_ctz(p) + 1;
    if (rest < 1 || rest > n * kMaxSide) return false;  // three cells of a 16x16 board make up to 45
    const auto free = DigitMask(~placed);
    const int a = open_cells[0];
    if (n == 1) return rest <= kMaxSide && d.narrow(a, DigitMask(free & (1u << (rest - 1))));
    const int b = open_cells[1];
    const auto ma = DigitMask(d[a] & free), mb = DigitMask(d[b] & free);
    if (n == 2) {
        // Two different symbols: a symbol stays when its partner rest - symbol is in the other cell.
        const DigitMask keep = pair_keep(rest);
        return d.narrow(a, DigitMask(free & keep & partners(mb, rest))) &&
               d.narrow(b, DigitMask(free & keep & partners(ma, rest)));
    }
    // Three: each symbol of the first cell, then the other two as a pair.
    const int c = open_cells[2];
    const auto mc = DigitMask(d[c] & free);
    DigitMask sa = 0, sb = 0, sc = 0;
    for (DigitMask m = ma; m; m &= DigitMask(m - 1)) {
        const auto bit = DigitMask(m & -m);
        const int pair = rest - __builtin_ctz(m) - 1;
        if (pair < 3 || pair > 2 * kMaxSide) continue;
        const auto keep = DigitMask(pair_keep(pair) & ~bit);
        const auto b2 = DigitMask(mb & keep), c2 = DigitMask(mc & keep);
        const auto pb = DigitMask(b2 & partners(c2, pair));
        if (!pb) continue;
        sa |= bit;
        sb |= pb;
        sc |= DigitMask(c2 & partners(b2, pair));
    }
    return d.narrow(a, sa) && d.narrow(b, sb) && d.narrow(c, sc);
}

// Four to six open cells: a symbol stays in an open cell when some combination that holds every
// placed symbol gives its other symbols to the other open cells, one each (a matching, found by a
// table over the symbols used so far, a 64-bit word per cell). False for a contradiction.
template <class D>
bool matched_sum(D& d, const SumView& v, const Open& o) {
    const int n = o.count;
    std::array<DigitMask, kMaxMatched> support{};
    const std::uint64_t full = std::uint64_t(1) << ((1 << n) - 1);
    for (int k = 0; k < v.combination_count; ++k) {
        const DigitMask combination = v.combinations[k];
        if ((combination & o.placed) != o.placed || (combination & ~(o.placed | o.open))) continue;
        const auto rest = DigitMask(combination & ~o.placed);
        // rest has n symbols unless a symbol is placed twice (a contradiction the houses find).
        if (symbol_count(rest) != n) continue;
        std::array<DigitMask, kMaxMatched> symbol;
        int j = 0;
        for (DigitMask r = rest; r; r &= DigitMask(r - 1)) symbol[std::size_t(j++)] = DigitMask(r & -r);
        // allow[i] bit j: open cell i can take symbol[j].
        std::array<unsigned, kMaxMatched> allow;
        bool dead = false;
        for (int i = 0; i < n; ++i) {
            const DigitMask m = d[o.cells[std::size_t(i)]];
            unsigned a = 0;
            for (int t = 0; t < n; ++t)
                if (m & symbol[std::size_t(t)]) a |= 1u << t;
            allow[std::size_t(i)] = a;
            if (!a) {
                dead = true;
                break;
            }
        }
        if (dead) continue;
        // done[i] bit u: cells i.. can take exactly the symbols not in u.
        std::array<std::uint64_t, kMaxMatched + 1> done;
        done[std::size_t(n)] = full;
        for (int i = n - 1; i >= 0; --i) {
            std::uint64_t dn = 0;
            for (unsigned a = allow[std::size_t(i)]; a; a &= a - 1) {
                const int t = __builtin_ctz(a);
                dn |= (done[std::size_t(i) + 1] & kHasSymbol[std::size_t(t)]) >> (1 << t);
            }
            done[std::size_t(i)] = dn;
        }
        if (!(done[0] & 1)) continue;
        // reach bit u: the cells before i can take exactly u, and the rest can be completed.
        std::uint64_t reach = 1;
        for (int i = 0; i < n; ++i) {
            std::uint64_t next = 0;
            for (unsigned a = allow[std::size_t(i)]; a; a &= a - 1) {
                const int t = __builtin_ctz(a);
                const std::uint64_t to = ((reach & ~kHasSymbol[std::size_t(t)]) << (1 << t)) & done[std::size_t(i) + 1];
                if (!to) continue;
                next |= to;
                support[std::size_t(i)] |= symbol[std::size_t(t)];
            }
            reach = next;
        }
        // Once every candidate of every open cell is supported, the other combinations cannot
        // remove one.
        bool all = true;
        for (int i = 0; i < n && all; ++i) all = !(d[o.cells[std::size_t(i)]] & ~support[std::size_t(i)]);
        if (all) return true;
    }
    for (int i = 0; i < n; ++i)
        if (!d.narrow(o.cells[std::size_t(i)], support[std::size_t(i)])) return false;
    return true;
}

// More than six open cells: the combinations that hold every placed symbol and nothing the open
// cells cannot take are the ones left; the open cells keep their symbols, and a symbol every one
// of them needs goes to the only open cell that can take it. False for a contradiction.
template <class D>
bool loose_sum(D& d, const SumView& v, const Open& o) {
    DigitMask any = 0, every = DigitMask(~0u);
    for (int k = 0; k < v.combination_count; ++k) {
        const DigitMask combination = v.combinations[k];
        if ((combination & o.placed) != o.placed || (combination & ~(o.placed | o.open))) continue;
        any |= combination;
        every &= combination;
    }
    if (!any) return false;
    const auto keep = DigitMask(any & ~o.placed);
    const auto needed = DigitMask(every & ~o.placed);
    for (int i = 0; i < o.count; ++i)
        if (!d.narrow(o.cells[std::size_t(i)], keep)) return false;
    // A symbol every combination needs and no cell holds yet, with one open cell left for it.
    DigitMask held = 0;
    for (int i = 0; i < v.count; ++i)
        if (is_single(d[v.cells[i]])) held |= d[v.cells[i]];
    for (DigitMask rest = DigitMask(needed & ~held); rest; rest &= DigitMask(rest - 1)) {
        const auto bit = DigitMask(rest & -rest);
        int where = -1, places = 0;
        for (int i = 0; i < v.count; ++i) {
            if (d[v.cells[i]] & bit) {
                where = v.cells[i];
                ++places;
            }
        }
        if (places == 0) return false;
        if (places == 1 && !d.narrow(where, bit)) return false;
    }
    return true;
}

// When a cage's open cells (those of `o` still open) can take only as many symbols as there are of
// them, those symbols go to them: no other cell of a house holding all of them keeps one. False for
// a contradiction.
template <class D>
bool confine(D& d, const Open& o, const BigCellSet& own) {
    const Board& board = d.board();
    DigitMask u = 0;
    int n = 0;
    std::uint64_t houses = ~std::uint64_t(0);
    for (int i = 0; i < o.count; ++i) {
        const int cell = o.cells[std::size_t(i)];
        const DigitMask m = d[cell];
        if (is_single(m)) continue;
        u |= m;
        ++n;
        houses &= board.house_mask(cell);
    }
    if (n < 2 || !houses || symbol_count(u) != n) return true;
    for (; houses; houses &= houses - 1) {
        for (int cell : board.house_cells(__builtin_ctzll(houses))) {
            if (own.contains(cell) || is_single(d[cell])) continue;
            if (!d.narrow(cell, DigitMask(~u))) return false;
        }
    }
    return true;
}

}  // namespace sum_kernel

/// Narrows a sum constraint's cells, exactly (SumGroup's propagate: a cage's combinations through
/// a matching for up to six open cells, the union and the needed symbols beyond; its confinement
/// when `v.own` is set). False when it cannot hold; on cells with one symbol each, whether their
/// symbols make the sum.
template <class D>
[[gnu::always_inline]] inline bool propagate_sum(D& d, const SumView& v) {
    using namespace sum_kernel;
    const Open o = open_cells(d, v);
    // Full: its symbols differ (they see each other), so their set makes the sum.
    if (!o.count) return mask_sum(o.placed) == v.sum;
    bool ok;
    if (o.count <= 3)
        ok = small_sum(d, o.cells.data(), o.count, v.sum, o.placed);
    else if (o.count <= kMaxMatched)
        ok = matched_sum(d, v, o);
    else
        ok = loose_sum(d, v, o);
    return ok && (!v.own || confine(d, o, *v.own));
}

}  // namespace sudoku
