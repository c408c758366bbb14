#include "engine/solve/exact.hpp"

#include <array>
#include <cassert>

#include "engine/constraints/constraint.hpp"
#include "engine/constraints/sum_propagate.hpp"
#include "engine/solve/small_killer.hpp"

namespace sudoku {
namespace {

bool is_single(DigitMask m) {
    return (m & (m - 1)) == 0;
}

// The search state: one candidate mask per cell. A cell whose mask is a single bit is placed (or
// queued to be propagated); `unsolved` counts the others. Fixed size, copied on each guess.
struct State {
    std::array<DigitMask, kMaxCells> cand;
    int unsolved;
    // The houses holding a cell whose candidates changed since they were last looked at (bit h).
    // Empty whenever propagation stalls, so a guess starts from the guessed cell's alone.
    std::uint64_t dirty_houses;
};

// Cells placed but not yet removed from their peers' candidates.
struct Queue {
    std::array<std::uint8_t, kMaxCells> cells;
    int size = 0;
    void push(int cell) { cells[std::size_t(size++)] = std::uint8_t(cell); }
};

// A board's constraints (engine/constraints/) as the search runs them: which to look at again
// (bit k of word k / 64: a cell of constraint k changed since it last ran). The set is empty
// whenever propagation stalls (each constraint ran then and removed nothing), so it lives here
// rather than in State: each branch of a guess starts it from the guessed cell's constraints.
// The sum constraints that open the set (a Killer board's cages and innies) run from the shape's
// flat SumTable, straight on the state (SumCells); the others through their virtual propagate.
struct Constraints {
    static constexpr int kWords = kMaxConstraints / 64;
    const Shape& shape;
    const ConstraintSet& set;
    std::span<const std::uint64_t> idempotent;
    int words;
    const std::uint64_t* one_word;  // ConstraintSet::cell_words, when there is one word
    const SumTable* sums;           // constraints 0 .. sum_count - 1
    int sum_count;
    std::array<std::uint64_t, kWords> dirty;  // set by mark_all, which every search calls first

    Constraints(const Shape& s, const ConstraintSet& c)
        : shape(s),
          set(c),
          idempotent(c.idempotent_words()),
          words(int(idempotent.size())),
          one_word(words == 1 ? c.cell_words().data() : nullptr),
          sums(s.sum_table()),
          sum_count(sums ? sums->count() : 0) {}
    // Marks the houses and the constraints of a cell whose candidates changed.
    void touch(State& s, int cell) {
        s.dirty_houses |= shape.house_mask(cell);
        if (one_word) {
            dirty[0] |= one_word[cell];
            return;
        }
        for (std::uint16_t k : set.of_cell(cell)) dirty[std::size_t(k >> 6)] |= std::uint64_t(1) << (k & 63);
    }
    void clear() {
        for (int w = 0; w < words; ++w) dirty[std::size_t(w)] = 0;
    }
    // Every house and every constraint, for a first state.
    void mark_all(State& s) {
        s.dirty_houses = shape.house_count() >= 64 ? ~std::uint64_t(0) : (std::uint64_t(1) << shape.house_count()) - 1;
        for (int w = 0; w < words; ++w) {
            const int left = set.size() - 64 * w;
            dirty[std::size_t(w)] = left >= 64 ? ~std::uint64_t(0) : (std::uint64_t(1) << left) - 1;
        }
    }
};

enum class Outcome { Contradiction, Solved, Stalled };

// The search's first state from a puzzle: givens placed and queued, every other cell open to every
// symbol. False when the puzzle breaks a precondition of the search (the wrong size, a symbol
// above the side); givens that repeat a symbol in a house or cage are found by the first
// propagation (a given removes its symbol from its peers, the other given among them).
bool init_state(const Shape& shape, const ShapeDigits& puzzle, State& s, Queue& queue) {
    const int cells = shape.cell_count();
    if (int(puzzle.size()) != cells) return false;
    const int n = shape.side();
    const DigitMask all = shape.all_symbols();
    s.unsolved = cells;
    for (int cell = 0; cell < cells; ++cell) {
        const int symbol = puzzle[std::size_t(cell)];
        if (symbol) {
            if (symbol > n) return false;
            s.cand[std::size_t(cell)] = DigitMask(1u << (symbol - 1));
            queue.push(cell);
            --s.unsolved;
        } else {
            s.cand[std::size_t(cell)] = all;
        }
    }
    return true;
}

// init_state on a board without cages, with the givens' removals already done: each house's
// givens are gathered once, an empty cell keeps the symbols none of its houses holds, and only the
// empty cells left with one symbol (or none) are queued. propagate reaches from it the same state
// as from init_state (singles reach one closure in any order), with cells x houses steps instead
// of givens x peers. A symbol given twice in a house queues a cell with no candidate (a
// contradiction for propagate).

bool init_state_by_houses(const Shape& shape, const ShapeDigits& puzzle, State& s, Queue& queue) {
    const int cells = shape.cell_count();
    if (int(puzzle.size()) != cells) return false;
    const int n = shape.side();
    const DigitMask all = shape.all_symbols();
    std::array<DigitMask, kMaxHouses> held{};
    bool twice = false;
    for (int cell = 0; cell < cells; ++cell) {
        const int symbol = puzzle[std::size_t(cell)];
        if (!symbol) continue;
        if (symbol > n) return false;
        const auto bit = DigitMask(1u << (symbol - 1));
        for (int h : shape.houses_of(cell)) {
            twice |= (held[std::size_t(h)] & bit) != 0;
            held[std::size_t(h)] |= bit;
        }
    }
    s.unsolved = cells;
    s.dirty_houses = shape.house_count() >= 64 ? ~std::uint64_t(0) : (std::uint64_t(1) << shape.house_count()) - 1;
    for (int cell = 0; cell < cells; ++cell) {
        const int symbol = puzzle[std::size_t(cell)];
        if (symbol) {
            s.cand[std::size_t(cell)] = DigitMask(1u << (symbol - 1));
            --s.unsolved;
            continue;
        }
        DigitMask seen = 0;
        for (int h : shape.houses_of(cell)) seen |= held[std::size_t(h)];
        const auto m = DigitMask(all & ~seen);
        s.cand[std::size_t(cell)] = m;
        if (is_single(m)) {  // one symbol left, or none
            queue.push(cell);
            --s.unsolved;
        }
    }
    if (twice) {
        s.cand[0] = 0;
        queue.push(0);
    }
    return true;
}

// The search's first state: init_state on boards with constraints (their propagation marks them as
// it goes), init_state_by_houses on the others.
bool first_state(const Shape& shape, const ShapeDigits& puzzle, State& s, Queue& queue) {
    return shape.constraints() ? init_state(shape, puzzle, s, queue) : init_state_by_houses(shape, puzzle, s, queue);
}

// Hidden singles in one house: a symbol with one place left goes there. Sets `progress` when a
// cell is placed (and, on a board with constraints, marks it in `constraints`); false for a
// contradiction.
bool hidden_singles(const Shape& shape, int house, DigitMask all, State& s, Queue& queue, bool& progress,
                    Constraints* constraints = nullptr) {
    const auto cells = shape.house_cells(house);
    DigitMask once = 0, twice = 0, placed = 0;
    for (int cell : cells) {
        const DigitMask m = s.cand[cell];
        twice |= DigitMask(once & m);
        once |= m;
        placed |= is_single(m) ? m : DigitMask(0);
    }
    if (once != all) return false;  // a symbol has no place in the house
    // Symbols with one place, but for those of cells already down to one (the loop below leaves
    // those alone): most houses have none, and the loop is spared.
    const auto hidden = DigitMask(once & ~twice & ~placed);
    if (!hidden) return true;
    for (int cell : cells) {
        const DigitMask m = s.cand[cell];
        const auto x = DigitMask(m & hidden);
        if (!x || m == x) continue;
        if (!is_single(x)) return false;  // two symbols need this one cell
        s.cand[cell] = x;
        if (constraints) constraints->touch(s, cell);
        queue.push(cell);
        --s.unsolved;
        progress = true;
    }
    return true;
}

// Naked singles: each queued cell removes its symbol from its peers, and a peer left with one
// symbol is queued in turn, until the queue is empty; the houses of every cell that changed are
// marked in s.dirty_houses (where hidden singles may have appeared). False for a contradiction.
bool remove_placed(const Shape& shape, State& s, Queue& queue) {
    const std::uint64_t* house_masks = shape.house_masks();
    while (queue.size) {
        const int cell = queue.cells[std::size_t(--queue.size)];
        const DigitMask bit = s.cand[std::size_t(cell)];
        if (!bit) return false;
        s.dirty_houses |= house_masks[cell];
        for (int peer : shape.peers(cell)) {
            DigitMask m = s.cand[peer];
            if (!(m & bit)) continue;
            m = DigitMask(m & ~bit);
            s.cand[peer] = m;
            if (!m) return false;
            s.dirty_houses |= house_masks[peer];
            if (is_single(m)) {
                queue.push(peer);
                --s.unsolved;
            }
        }
    }
    return true;
}

// Hidden singles in the houses marked in s.dirty_houses, which it clears (a cell that changes marks
// its houses again). Sets `progress` when a cell is placed (and, on a board with constraints, marks
// it in `constraints`); false for a contradiction.
bool changed_houses_hidden_singles(const Shape& shape, DigitMask all, State& s, Queue& queue, bool& progress,
                                   Constraints* constraints = nullptr) {
    const std::uint64_t houses = s.dirty_houses;
    s.dirty_houses = 0;
    for (std::uint64_t h = houses; h; h &= h - 1)
        if (!hidden_singles(shape, __builtin_ctzll(h), all, s, queue, progress, constraints)) return false;
    return true;
}

// Naked singles (each placed cell removes its symbol from its peers) and hidden singles (a symbol
// with one place left in a house goes there) until solved, stuck or contradicted; boards with
// constraints use propagate_constrained.
Outcome propagate(const Shape& shape, State& s, Queue& queue) {
    const DigitMask all = shape.all_symbols();
    for (;;) {
        if (!remove_placed(shape, s, queue)) return Outcome::Contradiction;
        if (s.unsolved == 0) return Outcome::Solved;
        bool progress = false;
        if (!changed_houses_hidden_singles(shape, all, s, queue, progress)) return Outcome::Contradiction;
        if (!progress) return Outcome::Stalled;
    }
}

// The state's candidates as the sum kernel (engine/constraints/sum_kernel.hpp) reads and narrows
// them: a narrowed cell is marked in `c` (its houses and constraints) and queued when left with
// one symbol, as take_changes does with what a constraint narrowed through Domains, in the same
// order. Sets `progress` when a cell changed.
struct SumCells {
    Constraints& c;
    State& s;
    Queue& queue;
    bool& progress;
    DigitMask operator[](int cell) const { return s.cand[std::size_t(cell)]; }
    const Board& board() const { return c.shape; }
    bool narrow(int cell, DigitMask keep) {
        const DigitMask m = s.cand[std::size_t(cell)];
        const auto x = DigitMask(m & keep);
        if (x == m) return true;
        if (!x) return false;
        s.cand[std::size_t(cell)] = x;
        c.touch(s, cell);
        progress = true;
        if (is_single(x)) {  // it had more than one: queued once
            queue.push(cell);
            --s.unsolved;
        }
        return true;
    }
};

// Whether every constraint holds on a full grid. Only those marked need a look: the others ran
// since their cells last changed, and a full constraint that runs says whether it holds.
[[gnu::noinline]] bool constraints_hold(Constraints& c, State& s) {
    Domains domains(c.shape, s.cand.data());
    Queue unused;
    bool progress = false;
    SumCells cells{c, s, unused, progress};
    for (int w = 0; w < c.words; ++w) {
        for (std::uint64_t marked = c.dirty[std::size_t(w)]; marked; marked &= marked - 1) {
            const int k = w * 64 + __builtin_ctzll(marked);
            if (k < c.sum_count ? !propagate_sum(cells, (*c.sums)[k]) : !c.set[k].propagate(domains)) return false;
        }
    }
    return true;
}

// What a constraint narrowed: the cells' houses and constraints are marked, and those left with
// one symbol queued. Sets `progress` when a cell changed.
void take_changes(Constraints& c, Domains& domains, State& s, Queue& queue, bool& progress) {
    if (domains.changed().empty()) return;
    progress = true;
    for (std::uint8_t cell : domains.changed()) c.touch(s, cell);
    for (std::uint8_t cell : domains.singles()) {
        queue.push(cell);
        --s.unsolved;
    }
    domains.clear_changed();
}

// propagate on a board with constraints: after each round of naked singles, the constraints (in
// their order) and then the houses (hidden singles) that changed since they were last looked at.
// Not inlined into the recursive search: its Domains (a few kilobytes) would grow every level's frame.
[[gnu::noinline]] Outcome propagate_constrained(const Shape& shape, Constraints& c, State& s, Queue& queue) {
    const DigitMask all = shape.all_symbols();
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
                c.touch(s, peer);
                if (is_single(m)) {
                    queue.push(peer);
                    --s.unsolved;
                }
            }
        }
        if (s.unsolved == 0) return constraints_hold(c, s) ? Outcome::Solved : Outcome::Contradiction;
        Domains domains(c.shape, s.cand.data());
        bool progress = false;
        for (int w = 0; w < c.words; ++w) {
            std::uint64_t marked = c.dirty[std::size_t(w)];
            c.dirty[std::size_t(w)] = 0;
            for (; marked; marked &= marked - 1) {
                const int k = w * 64 + __builtin_ctzll(marked);
                if (k < c.sum_count) {
                    SumCells cells{c, s, queue, progress};
                    if (!propagate_sum(cells, (*c.sums)[k])) return Outcome::Contradiction;
                } else {
                    if (!c.set[k].propagate(domains)) return Outcome::Contradiction;
                    take_changes(c, domains, s, queue, progress);
                }
                // What an idempotent constraint just removed leaves nothing more for it to remove.
                c.dirty[std::size_t(w)] &= ~(c.idempotent[std::size_t(w)] & (marked & -marked));
            }
        }
        if (!changed_houses_hidden_singles(shape, all, s, queue, progress, &c)) return Outcome::Contradiction;
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
    Constraints* constraints = nullptr;  // set on a board with constraints
    const ShapeDigits* known = nullptr;  // a solution whose symbol each branch tries first

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
            switch (constraints ? propagate_constrained(shape, *constraints, s, queue) : propagate(shape, s, queue)) {
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
                const int k = symbol_count(m);
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
            if (known) {
                const auto first = DigitMask(1u << ((*known)[std::size_t(best)] - 1));
                for (int k = 1; k < n; ++k)
                    if (bits[std::size_t(k)] == first) std::swap(bits[std::size_t(k)], bits[0]);
            }
            // Every symbol but the last on a copy; the last continues in `s` itself.
            for (int k = 0; k + 1 < n; ++k) {
                State child = s;
                child.cand[std::size_t(best)] = bits[std::size_t(k)];
                --child.unsolved;
                if (constraints) {
                    constraints->clear();
                    constraints->touch(child, best);
                }
                Queue child_queue;
                child_queue.push(best);
                ++guesses;
                if (run(child, child_queue)) return true;
            }
            ++guesses;
            s.cand[std::size_t(best)] = bits[std::size_t(n - 1)];
            --s.unsolved;
            if (constraints) {
                constraints->clear();  // what a contradicted branch left
                constraints->touch(s, best);
            }
            queue.push(best);
        }
    }
};

int count_general(const Shape& shape, const ShapeDigits& puzzle, Search& search, SearchStats* stats) {
    assert(search.limit >= 1);
    State s;
    Queue queue;
    if (!first_state(shape, puzzle, s, queue)) return 0;
    if (const ConstraintSet* set = shape.constraints()) {
        Constraints constraints(shape, *set);
        constraints.mark_all(s);
        search.constraints = &constraints;
        search.run(s, queue);
        search.constraints = nullptr;
    } else {
        search.run(s, queue);
    }
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
    if (const auto* tables = shape.small_killer_tables())
        return small_killer::count_solutions(*tables, puzzle, limit, first, stats);
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

bool has_other_solution(const Shape& shape, const ShapeDigits& puzzle, const ShapeDigits& solution,
                        std::span<const int> cells) {
    if (shape.is_classic()) {
        Digits classic{}, classic_solution{};
        if (!to_classic(puzzle, classic) || !to_classic(solution, classic_solution)) return false;
        return has_other_solution(classic, classic_solution, cells);
    }
    if (const auto* tables = shape.small_killer_tables())
        return small_killer::has_other_solution(*tables, puzzle, solution, cells);
    const ConstraintSet* set = shape.constraints();
    if (!set) {
        // One first state with every cell of `cells` open, then per cell a copy in which the cells
        // before it hold the solution's symbols and it any other (the same searches as from
        // puzzles with those givens: propagation reaches the same states). Each branch tries the
        // known solution's symbol first: another solution mostly agrees with it, and is met sooner
        // that way (a third fewer nodes on 9x9 Windoku; a unique puzzle's search is the same size
        // in any order).
        ShapeDigits open = puzzle;
        for (int cell : cells) open[std::size_t(cell)] = 0;
        State first;
        Queue first_queue;
        if (!init_state_by_houses(shape, open, first, first_queue)) return false;
        auto set = [](State& s, Queue& queue, int cell, DigitMask m) {
            const DigitMask before = s.cand[std::size_t(cell)];
            s.cand[std::size_t(cell)] = m;
            // A cell left with one symbol (or none) is queued, unless it already was.
            if (!is_single(before) && is_single(m)) {
                queue.push(cell);
                --s.unsolved;
            }
        };
        for (std::size_t i = 0; i < cells.size(); ++i) {
            State s = first;
            Queue queue = first_queue;
            for (std::size_t j = 0; j < i; ++j) {
                const int cell = cells[j];
                set(s, queue, cell, DigitMask(s.cand[std::size_t(cell)] & (1u << (solution[std::size_t(cell)] - 1))));
            }
            const int cell = cells[i];
            set(s, queue, cell, DigitMask(s.cand[std::size_t(cell)] & ~(1u << (solution[std::size_t(cell)] - 1))));
            Search search{shape, 1};
            search.known = &solution;
            search.run(s, queue);
            if (search.count > 0) return true;
        }
        return false;
    }
    ShapeDigits fixed = puzzle;
    Constraints constraints(shape, *set);
    for (int cell : cells) {
        fixed[std::size_t(cell)] = 0;
        State s;
        Queue queue;
        if (init_state(shape, fixed, s, queue)) {
            // Any symbol but the solution's (the cell is open: at least three symbols are left).
            s.cand[std::size_t(cell)] &= DigitMask(~(1u << (solution[std::size_t(cell)] - 1)));
            Search search{shape, 1};
            constraints.mark_all(s);
            search.constraints = &constraints;
            search.run(s, queue);
            if (search.count > 0) return true;
        }
        fixed[std::size_t(cell)] = solution[std::size_t(cell)];  // the next cells keep this one's symbol
    }
    return false;
}

bool solves_by_singles(const Shape& shape, const ShapeDigits& puzzle) {
    State s;
    Queue queue;
    if (!first_state(shape, puzzle, s, queue)) return false;
    if (const ConstraintSet* set = shape.constraints()) {
        Constraints constraints(shape, *set);
        constraints.mark_all(s);
        return propagate_constrained(shape, constraints, s, queue) == Outcome::Solved;
    }
    return propagate(shape, s, queue) == Outcome::Solved;
}

bool singles_place(const Shape& shape, const ShapeDigits& puzzle, std::span<const int> cells, ShapeDigits* closure) {
    if (closure) closure->clear();
    if (shape.constraints()) return false;
    State s;
    Queue queue;
    if (!init_state_by_houses(shape, puzzle, s, queue)) return false;
    const DigitMask all = shape.all_symbols();
    auto all_placed = [&] {
        for (int cell : cells)
            if (!is_single(s.cand[std::size_t(cell)])) return false;
        return true;
    };
    // propagate, stopping as soon as every cell of `cells` holds one symbol.
    for (;;) {
        if (all_placed()) return true;
        if (!remove_placed(shape, s, queue)) return false;
        if (all_placed()) return true;
        bool progress = false;
        if (!changed_houses_hidden_singles(shape, all, s, queue, progress)) return false;
        if (!progress) break;
    }
    if (closure) {
        closure->assign(std::size_t(shape.cell_count()), 0);
        for (int cell = 0; cell < shape.cell_count(); ++cell) {
            const DigitMask m = s.cand[std::size_t(cell)];
            if (is_single(m)) (*closure)[std::size_t(cell)] = std::uint8_t(__builtin_ctz(m) + 1);
        }
    }
    return false;
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
