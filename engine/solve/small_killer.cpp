// The 4x4 Killer solver. The state is the candidate word `cand` (bit 4c+s: symbol s+1 may go in
// cell c) and `placed` (bit 4c: cell c's symbol is fixed and taken out of its peers). Propagation,
// to a fixed point:
//
//  * naked singles: the cells with one candidate, all found at once by counting bits per nibble;
//  * hidden singles: a symbol with one cell left in a house;
//  * groups (every cage, and every house's innies: its cells outside the cages it holds whole,
//    whose sum is known): a group keeps exactly the candidates of its ways that `cand` still
//    allows, so a 2-cell 3 cage is {1,2} at once and a cage whose last cells cannot make the sum
//    is a contradiction.
//
// A group is looked at again only when one of its cells changed since the last pass. The search
// branches on a bivalue cell when there is one (else a cell with the fewest candidates), copying
// the 24-byte state on each guess.
#include "engine/solve/small_killer.hpp"

#include <cassert>

namespace sudoku::small_killer {
namespace {

constexpr int kCells = 16;
constexpr int kSymbols = 4;
constexpr std::uint64_t kNibbleLow = 0x1111111111111111ull;  // bit 4c for every cell c
constexpr std::uint64_t kAll = ~std::uint64_t(0);

inline bool single(std::uint64_t x) {
    return (x & (x - 1)) == 0;
}

// Per nibble, how many of its bits are set (0..4).
inline std::uint64_t nibble_counts(std::uint64_t x) {
    const std::uint64_t pairs = (x & 0x5555555555555555ull) + ((x >> 1) & 0x5555555555555555ull);
    return (pairs & 0x3333333333333333ull) + ((pairs >> 2) & 0x3333333333333333ull);
}

// Bit 4c for each nibble of `counts` (values 0..7) equal to v.
inline std::uint64_t nibbles_equal(std::uint64_t counts, int v) {
    const std::uint64_t y = counts ^ (kNibbleLow * std::uint64_t(v));
    return ~(y | (y >> 1) | (y >> 2)) & kNibbleLow;
}

struct State {
    std::uint64_t cand;
    std::uint64_t placed;
    std::uint64_t seen;  // cand when the groups were last looked at
};

enum class Outcome { Contradiction, Solved, Stalled };

// Symbol s+1 at the cell whose nibble starts at bit `at` (a multiple of 4); it must be a candidate.
inline void place(const Tables& t, State& s, int symbol, int at) {
    s.cand &= ~(t.peers[std::size_t(at >> 2)] << symbol);
    s.cand = (s.cand & ~(std::uint64_t(0xF) << at)) | std::uint64_t(1) << (at + symbol);
    s.placed |= std::uint64_t(1) << at;
}

// Whether some way of every cage matches the full grid.
bool cages_hold(const Tables& t, const State& s) {
    for (const Tables::Group& g : t.groups) {
        if (!g.cage) continue;
        bool any = false;
        for (std::uint32_t w = g.begin; w < g.end && !any; ++w) any = (s.cand & t.ways[w]) == t.ways[w];
        if (!any) return false;
    }
    return true;
}

Outcome propagate(const Tables& t, State& s) {
    for (;;) {
        // Naked singles.
        const std::uint64_t counts = nibble_counts(s.cand);
        if (nibbles_equal(counts, 0)) return Outcome::Contradiction;
        bool progress = false;
        for (std::uint64_t singles = nibbles_equal(counts, 1) & ~s.placed; singles; singles &= singles - 1) {
            const int at = __builtin_ctzll(singles);
            const std::uint64_t nibble = (s.cand >> at) & 0xF;
            if (!nibble) return Outcome::Contradiction;  // an earlier single took its symbol
            place(t, s, __builtin_ctzll(nibble), at);
            progress = true;
        }
        if (s.placed == kNibbleLow) return cages_hold(t, s) ? Outcome::Solved : Outcome::Contradiction;
        // Hidden singles.
        for (std::uint64_t house : t.houses) {
            if (!(house & ~s.placed)) continue;
            for (int x = 0; x < kSymbols; ++x) {
                const std::uint64_t where = (s.cand >> x) & house;
                if (!where) return Outcome::Contradiction;
                if (single(where) && !(where & s.placed)) {
                    place(t, s, x, __builtin_ctzll(where));
                    progress = true;
                }
            }
        }
        if (progress) continue;
        // Groups whose cells changed since they were last looked at.
        std::uint64_t changed = s.cand ^ s.seen;
        s.seen = s.cand;
        bool removed = false;
        for (const Tables::Group& g : t.groups) {
            if (!(g.cells & changed)) continue;
            std::uint64_t keep = 0;
            for (std::uint32_t w = g.begin; w < g.end; ++w)
                if ((s.cand & t.ways[w]) == t.ways[w]) keep |= t.ways[w];
            if (!keep) return Outcome::Contradiction;
            const std::uint64_t narrowed = s.cand & (~g.cells | keep);
            if (narrowed != s.cand) {
                changed |= s.cand ^ narrowed;
                s.cand = narrowed;
                removed = true;
            }
        }
        if (!removed) return Outcome::Stalled;
    }
}

struct Search {
    const Tables& t;
    int limit;
    int count = 0;
    ShapeDigits* first = nullptr;
    std::uint64_t guesses = 0;
    std::uint64_t nodes = 0;

    // Depth-first from `s` (consumed). True when the count reached the limit.
    bool run(State& s) {
        for (;;) {
            ++nodes;
            switch (propagate(t, s)) {
                case Outcome::Contradiction:
                    return false;
                case Outcome::Solved:
                    if (count == 0 && first) {
                        first->resize(kCells);
                        for (int c = 0; c < kCells; ++c)
                            (*first)[std::size_t(c)] = std::uint8_t(__builtin_ctzll((s.cand >> (4 * c)) & 0xF) + 1);
                    }
                    return ++count >= limit;
                case Outcome::Stalled:
                    break;
            }
            // A bivalue cell, else one with the fewest candidates (three).
            const std::uint64_t counts = nibble_counts(s.cand);
            std::uint64_t pick = nibbles_equal(counts, 2) & ~s.placed;
            if (!pick) pick = nibbles_equal(counts, 3) & ~s.placed;
            if (!pick) pick = ~s.placed & kNibbleLow;
            const int at = __builtin_ctzll(pick);
            std::uint64_t m = (s.cand >> at) & 0xF;
            // Every symbol but the last on a copy; the last continues in `s` itself.
            for (; m & (m - 1); m &= m - 1) {
                State child = s;
                place(t, child, __builtin_ctzll(m), at);
                ++guesses;
                if (run(child)) return true;
            }
            ++guesses;
            place(t, s, __builtin_ctzll(m), at);
        }
    }
};

// The first state: every cell open to every symbol, then the givens placed. False when the puzzle
// breaks a precondition or two givens clash.
bool init_state(const Tables& t, const ShapeDigits& puzzle, State& s) {
    if (puzzle.size() != std::size_t(kCells)) return false;
    s.cand = kAll;
    s.placed = 0;
    s.seen = 0;  // every group is looked at in the first pass
    for (int c = 0; c < kCells; ++c) {
        const int symbol = puzzle[std::size_t(c)];
        if (!symbol) continue;
        if (symbol > kSymbols || !((s.cand >> (4 * c + symbol - 1)) & 1)) return false;
        place(t, s, symbol - 1, 4 * c);
    }
    return true;
}

}  // namespace

int count_solutions(const Tables& tables, const ShapeDigits& puzzle, int limit, ShapeDigits* first,
                    SearchStats* stats) {
    assert(limit >= 1);
    State s;
    if (!init_state(tables, puzzle, s)) return 0;
    Search search{tables, limit};
    search.first = first;
    search.run(s);
    if (stats) {
        stats->guesses += search.guesses;
        stats->nodes += search.nodes;
    }
    return search.count;
}

bool has_other_solution(const Tables& tables, const ShapeDigits& puzzle, const ShapeDigits& solution,
                        std::span<const int> cells) {
    ShapeDigits fixed = puzzle;
    for (int cell : cells) {
        fixed[std::size_t(cell)] = 0;
        State s;
        if (init_state(tables, fixed, s)) {
            // Any symbol but the solution's.
            s.cand &= ~(std::uint64_t(1) << (4 * cell + solution[std::size_t(cell)] - 1));
            Search search{tables, 1};
            search.run(s);
            if (search.count > 0) return true;
        }
        fixed[std::size_t(cell)] = solution[std::size_t(cell)];  // the next cells keep this one's symbol
    }
    return false;
}

}  // namespace sudoku::small_killer
