#include "engine/shape_solver.hpp"

#include <array>
#include <cassert>

#include "engine/cage_math.hpp"

namespace sudoku {
namespace {

// Checks the preconditions the search relies on: the right size, symbols 0..n, and no symbol
// twice in a house among the givens.
bool acceptable(const Shape& shape, const ShapeDigits& puzzle) {
    if (int(puzzle.size()) != shape.cell_count()) return false;
    const int n = shape.side();
    for (std::uint8_t symbol : puzzle)
        if (symbol > n) return false;
    for (int house = 0; house < shape.house_count(); ++house) {
        DigitMask used = 0;
        for (int cell : shape.house_cells(house)) {
            const int symbol = puzzle[std::size_t(cell)];
            if (!symbol) continue;
            const auto bit = DigitMask(1u << (symbol - 1));
            if (used & bit) return false;
            used |= bit;
        }
    }
    return true;
}

bool is_single(DigitMask m) {
    return (m & (m - 1)) == 0;
}

// The search state: one candidate mask per cell. A cell whose mask is a single bit is placed (or
// queued to be propagated); `unsolved` counts the others. Fixed size, copied on each guess.
struct State {
    std::array<DigitMask, kMaxCells> cand;
    int unsolved;
};

// Cells placed but not yet removed from their peers' candidates.
struct Queue {
    std::array<std::uint8_t, kMaxCells> cells;
    int size = 0;
    void push(int cell) { cells[std::size_t(size++)] = std::uint8_t(cell); }
};

enum class Outcome { Contradiction, Solved, Stalled };

// Killer cages: the combinations of the cage's size and sum that hold every symbol placed in it and
// nothing its open cells cannot take are the ones left; the open cells keep the symbols of those
// combinations, and a symbol every one of them needs goes to the only open cell that can take it.
// Sets `progress` when a cell lost a candidate; false for a contradiction.
bool propagate_cages(const Shape& shape, State& s, Queue& queue, bool& progress) {
    for (int k = 0; k < shape.cage_count(); ++k) {
        const Cage& cage = shape.cage(k);
        DigitMask placed = 0, open = 0;
        for (std::uint8_t cell : cage.cells) {
            const DigitMask m = s.cand[cell];
            if (is_single(m))
                placed |= m;
            else
                open |= m;
        }
        if (!open) continue;  // full (or about to be checked by the queue)
        DigitMask any = 0, every = DigitMask(~0u);
        for (DigitMask combination : shape.cage_combos(k)) {
            if ((combination & placed) != placed || (combination & ~(placed | open))) continue;
            any |= combination;
            every &= combination;
        }
        if (!any) return false;
        const auto keep = DigitMask(any & ~placed);
        const auto needed = DigitMask(every & ~placed);
        for (std::uint8_t cell : cage.cells) {
            DigitMask m = s.cand[cell];
            if (is_single(m) || (m & keep) == m) continue;
            m = DigitMask(m & keep);
            if (!m) return false;
            s.cand[cell] = m;
            progress = true;
            if (is_single(m)) {
                queue.push(cell);
                --s.unsolved;
            }
        }
        // A symbol every combination needs and no cell holds yet, with one open cell left for it.
        DigitMask held = 0;
        for (std::uint8_t cell : cage.cells)
            if (is_single(s.cand[cell])) held |= s.cand[cell];
        for (DigitMask rest = DigitMask(needed & ~held); rest; rest &= DigitMask(rest - 1)) {
            const auto bit = DigitMask(rest & -rest);
            int where = -1, places = 0;
            for (std::uint8_t cell : cage.cells) {
                if (s.cand[cell] & bit) {
                    where = cell;
                    ++places;
                }
            }
            if (places == 0) return false;
            if (places == 1) {
                s.cand[std::size_t(where)] = bit;
                queue.push(where);
                --s.unsolved;
                progress = true;
            }
        }
    }
    return true;
}

// Whether every cage of a full grid makes its sum (its symbols differ: cage mates are peers).
bool cages_hold(const Shape& shape, const State& s) {
    for (const Cage& cage : shape.cages()) {
        int total = 0;
        for (std::uint8_t cell : cage.cells) total += __builtin_ctz(s.cand[cell]) + 1;
        if (total != cage.sum) return false;
    }
    return true;
}

// Naked singles (each placed cell removes its symbol from its peers) and hidden singles (a symbol
// with one place left in a house goes there), and on a Killer board the cages' combinations, until
// solved, stuck or contradicted.
Outcome propagate(const Shape& shape, State& s, Queue& queue) {
    const DigitMask all = shape.all_symbols();
    const int houses = shape.house_count();
    for (;;) {
        while (queue.size) {
            const int cell = queue.cells[std::size_t(--queue.size)];
            const DigitMask bit = s.cand[std::size_t(cell)];
            if (!bit) return Outcome::Contradiction;
            for (int peer : shape.peers(cell)) {
                DigitMask m = s.cand[peer];
                if (!(m & bit)) continue;
                m = DigitMask(m & ~bit);
                s.cand[peer] = m;
                if (!m) return Outcome::Contradiction;
                if (is_single(m)) {
                    queue.push(peer);
                    --s.unsolved;
                }
            }
        }
        if (s.unsolved == 0) return cages_hold(shape, s) ? Outcome::Solved : Outcome::Contradiction;
        bool progress = false;
        for (int house = 0; house < houses; ++house) {
            const auto cells = shape.house_cells(house);
            DigitMask once = 0, twice = 0;
            for (int cell : cells) {
                const DigitMask m = s.cand[cell];
                twice |= DigitMask(once & m);
                once |= m;
            }
            if (once != all) return Outcome::Contradiction;  // a symbol has no place in the house
            const auto hidden = DigitMask(once & ~twice);
            if (!hidden) continue;
            for (int cell : cells) {
                const DigitMask m = s.cand[cell];
                const auto x = DigitMask(m & hidden);
                if (!x || m == x) continue;
                if (!is_single(x)) return Outcome::Contradiction;  // two symbols need this one cell
                s.cand[cell] = x;
                queue.push(cell);
                --s.unsolved;
                progress = true;
            }
        }
        if (!progress && shape.is_killer() && !propagate_cages(shape, s, queue, progress))
            return Outcome::Contradiction;
        if (!progress) return Outcome::Stalled;
    }
}

ShapeDigits extract(const Shape& shape, const State& s) {
    ShapeDigits out(std::size_t(shape.cell_count()));
    for (int cell = 0; cell < shape.cell_count(); ++cell)
        out[std::size_t(cell)] = std::uint8_t(__builtin_ctz(s.cand[std::size_t(cell)]) + 1);
    return out;
}

struct Search {
    const Shape& shape;
    int limit;
    int count = 0;
    ShapeDigits* first = nullptr;
    std::uint64_t guesses = 0;
    std::uint64_t nodes = 0;
    const CountWatch* watch = nullptr;  // called every kCountWatchNodes nodes
    Random* random = nullptr;           // shuffles each branch's symbols
    std::uint64_t max_nodes = 0;        // 0: no limit
    bool stopped = false;

    // Depth-first search from `s` (which it consumes) after propagating `queue`. Returns true
    // when the search must stop (limit reached, watch or node limit). Depth <= cell count.
    bool run(State& s, Queue& queue) {
        for (;;) {
            ++nodes;
            if (watch && nodes % kCountWatchNodes == 0 && !(*watch)(count)) {
                stopped = true;
                return true;
            }
            if (max_nodes && nodes > max_nodes) {
                stopped = true;
                return true;
            }
            switch (propagate(shape, s, queue)) {
                case Outcome::Contradiction:
                    return false;
                case Outcome::Solved:
                    if (count == 0 && first) *first = extract(shape, s);
                    return ++count >= limit;
                case Outcome::Stalled:
                    break;
            }
            // The open cell with the fewest candidates.
            int best = -1, best_count = kMaxSide + 1;
            for (int cell = 0; cell < shape.cell_count(); ++cell) {
                const DigitMask m = s.cand[std::size_t(cell)];
                if (is_single(m)) continue;
                const int k = __builtin_popcount(m);
                if (k < best_count) {
                    best = cell;
                    best_count = k;
                    if (k == 2) break;
                }
            }
            std::array<DigitMask, kMaxSide> bits{};
            int n = 0;
            for (DigitMask m = s.cand[std::size_t(best)]; m; m &= DigitMask(m - 1))
                bits[std::size_t(n++)] = DigitMask(m & -m);
            if (random) random->shuffle(std::span<DigitMask>(bits.data(), std::size_t(n)));
            // Every symbol but the last on a copy; the last continues in `s` itself.
            for (int k = 0; k + 1 < n; ++k) {
                State child = s;
                child.cand[std::size_t(best)] = bits[std::size_t(k)];
                --child.unsolved;
                Queue child_queue;
                child_queue.push(best);
                ++guesses;
                if (run(child, child_queue)) return true;
            }
            ++guesses;
            s.cand[std::size_t(best)] = bits[std::size_t(n - 1)];
            --s.unsolved;
            queue.push(best);
        }
    }
};

int count_general(const Shape& shape, const ShapeDigits& puzzle, Search& search, SearchStats* stats) {
    assert(search.limit >= 1);
    if (!acceptable(shape, puzzle)) return 0;
    State s;
    Queue queue;
    s.unsolved = shape.cell_count();
    for (int cell = 0; cell < shape.cell_count(); ++cell) {
        const int symbol = puzzle[std::size_t(cell)];
        if (symbol) {
            s.cand[std::size_t(cell)] = DigitMask(1u << (symbol - 1));
            queue.push(cell);
            --s.unsolved;
        } else {
            s.cand[std::size_t(cell)] = shape.all_symbols();
        }
    }
    search.run(s, queue);
    if (stats) {
        stats->guesses += search.guesses;
        stats->nodes += search.nodes;
    }
    return search.count;
}

// The classic shape's puzzle as the band solver's Digits, or false when it breaks a precondition.
bool to_classic(const ShapeDigits& puzzle, Digits& out) {
    if (puzzle.size() != std::size_t(kCells)) return false;
    for (int cell = 0; cell < kCells; ++cell) {
        if (puzzle[std::size_t(cell)] > kDigits) return false;
        out[std::size_t(cell)] = puzzle[std::size_t(cell)];
    }
    return true;
}

ShapeDigits from_classic(const Digits& digits) {
    return ShapeDigits(digits.begin(), digits.end());
}

}  // namespace

int count_solutions(const Shape& shape, const ShapeDigits& puzzle, int limit, ShapeDigits* first, SearchStats* stats) {
    if (shape.is_classic()) {
        Digits classic{};
        if (!to_classic(puzzle, classic)) return 0;
        Digits solution{};
        const int count = count_solutions(classic, limit, first ? &solution : nullptr, stats);
        if (count && first) *first = from_classic(solution);
        return count;
    }
    Search search{shape, limit};
    search.first = first;
    return count_general(shape, puzzle, search, stats);
}

int count_solutions_watched(const Shape& shape, const ShapeDigits& puzzle, int limit, const CountWatch& watch,
                            bool* stopped, ShapeDigits* first, SearchStats* stats) {
    if (shape.is_classic()) {
        Digits classic{};
        if (!to_classic(puzzle, classic)) {
            if (stopped) *stopped = false;
            return 0;
        }
        Digits solution{};
        const int count = count_solutions_watched(classic, limit, watch, stopped, first ? &solution : nullptr, stats);
        if (count && first) *first = from_classic(solution);
        return count;
    }
    Search search{shape, limit};
    search.first = first;
    search.watch = &watch;
    const int count = count_general(shape, puzzle, search, stats);
    if (stopped) *stopped = search.stopped;
    return count;
}

bool solves_by_singles(const Shape& shape, const ShapeDigits& puzzle) {
    if (!acceptable(shape, puzzle)) return false;
    State s;
    Queue queue;
    s.unsolved = shape.cell_count();
    for (int cell = 0; cell < shape.cell_count(); ++cell) {
        const int symbol = puzzle[std::size_t(cell)];
        if (symbol) {
            s.cand[std::size_t(cell)] = DigitMask(1u << (symbol - 1));
            queue.push(cell);
            --s.unsolved;
        } else {
            s.cand[std::size_t(cell)] = shape.all_symbols();
        }
    }
    return propagate(shape, s, queue) == Outcome::Solved;
}

std::optional<ShapeDigits> solve(const Shape& shape, const ShapeDigits& puzzle, SearchStats* stats) {
    ShapeDigits solution;
    if (count_solutions(shape, puzzle, 1, &solution, stats) == 0) return std::nullopt;
    return solution;
}

std::optional<ShapeDigits> random_solution(const Shape& shape, const ShapeDigits& puzzle, Random& random,
                                           std::uint64_t max_nodes) {
    ShapeDigits solution;
    Search search{shape, 1};
    search.first = &solution;
    search.random = &random;
    search.max_nodes = max_nodes;
    if (count_general(shape, puzzle, search, nullptr) == 0) return std::nullopt;
    return solution;
}

}  // namespace sudoku
