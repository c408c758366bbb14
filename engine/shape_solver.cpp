#include "engine/shape_solver.hpp"

#include <array>
#include <cassert>

#include "engine/cage_math.hpp"
#include "engine/small_killer_solver.hpp"

namespace sudoku {
namespace {

bool is_single(DigitMask m) {
    return (m & (m - 1)) == 0;
}

// The number of symbols in a mask, without the library call __builtin_popcount becomes on a
// target without a popcount instruction.
int symbol_count(DigitMask m) {
    unsigned x = m;
    x = x - ((x >> 1) & 0x5555u);
    x = (x & 0x3333u) + ((x >> 2) & 0x3333u);
    x = (x + (x >> 4)) & 0x0F0Fu;
    return int((x + (x >> 8)) & 0x1Fu);
}

// The search state: one candidate mask per cell. A cell whose mask is a single bit is placed (or
// queued to be propagated); `unsolved` counts the others. Fixed size, copied on each guess.
struct State {
    std::array<DigitMask, kMaxCells> cand;
    int unsolved;
    // The houses (every board) and, on Killer boards, the cages holding a cell whose candidates
    // changed since they were last looked at (bit h of `dirty_houses`, bit k % 64 of word k / 64
    // of `dirty_cages`). Empty whenever propagation stalls, so a guess starts from the guessed
    // cell's alone.
    std::uint64_t dirty_houses;
    std::array<std::uint64_t, kMaxCells / 64> dirty_cages;
    std::uint64_t dirty_innies;  // by house, as dirty_houses, for KillerTables::innies
};

// Killer boards only: views of the shape's tables the propagation reads often (each cell's houses
// as a bit mask, its cage, each house's innies), built with the shape.
struct KillerTables {
    const std::uint64_t* houses;
    const std::int16_t* cage;
    const Shape& shape;
    std::uint64_t innie_houses;

    explicit KillerTables(const Shape& s)
        : houses(s.house_masks()), cage(s.cage_index_table()), shape(s), innie_houses(s.innie_houses()) {}
    // Marks the houses and the cage of a cell whose candidates changed.
    void touch(State& s, int cell) const {
        s.dirty_houses |= houses[std::size_t(cell)];
        s.dirty_innies |= houses[std::size_t(cell)];
        const int k = cage[std::size_t(cell)];
        if (k >= 0) s.dirty_cages[std::size_t(k >> 6)] |= std::uint64_t(1) << (k & 63);
    }
    static void mark_all(const Shape& shape, State& s) {
        s.dirty_houses = shape.house_count() >= 64 ? ~std::uint64_t(0) : (std::uint64_t(1) << shape.house_count()) - 1;
        s.dirty_innies = s.dirty_houses;
        s.dirty_cages = {};
        for (int k = 0; k < shape.cage_count(); ++k) s.dirty_cages[std::size_t(k >> 6)] |= std::uint64_t(1) << (k & 63);
    }
};

// Cells placed but not yet removed from their peers' candidates.
struct Queue {
    std::array<std::uint8_t, kMaxCells> cells;
    int size = 0;
    void push(int cell) { cells[std::size_t(size++)] = std::uint8_t(cell); }
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

// The search's first state: init_state on Killer boards (their propagation marks cages and innies
// as it goes), init_state_by_houses on the others.
bool first_state(const Shape& shape, const ShapeDigits& puzzle, State& s, Queue& queue) {
    return shape.is_killer() ? init_state(shape, puzzle, s, queue) : init_state_by_houses(shape, puzzle, s, queue);
}

// Bit u of kHasSymbol[j] is set when the set of combination symbols u (bit j: the combination's
// j-th symbol) holds the j-th symbol.
constexpr std::array<std::uint64_t, 6> kHasSymbol = {0xAAAAAAAAAAAAAAAAull, 0xCCCCCCCCCCCCCCCCull,
                                                     0xF0F0F0F0F0F0F0F0ull, 0xFF00FF00FF00FF00ull,
                                                     0xFFFF0000FFFF0000ull, 0xFFFFFFFF00000000ull};
constexpr int kMaxMatched = 6;  // open cells of a cage matched exactly (a 64-bit word of symbol sets)

// The symbols d with rest - d in `m` (16 bits: symbol d is bit d - 1).
DigitMask partners(DigitMask m, int rest) {
    unsigned x = m;
    x = ((x >> 1) & 0x5555u) | ((x & 0x5555u) << 1);
    x = ((x >> 2) & 0x3333u) | ((x & 0x3333u) << 2);
    x = ((x >> 4) & 0x0F0Fu) | ((x & 0x0F0Fu) << 4);
    x = ((x >> 8) & 0x00FFu) | ((x & 0x00FFu) << 8);  // symbol e at bit 16 - e
    // Symbol rest - e belongs at bit rest - e - 1 = (16 - e) + (rest - 17).
    return DigitMask(rest >= 17 ? x << (rest - 17) : x >> (17 - rest));
}

// Every symbol but the half of an even pair sum (two cells cannot both take it).
DigitMask pair_keep(int rest) {
    return rest % 2 == 0 ? DigitMask(~(1u << (rest / 2 - 1))) : DigitMask(~0u);
}

// Narrows an open cell of a killer cage to `keep`; false for a contradiction.
bool narrow(const KillerTables& tables, State& s, Queue& queue, int cell, DigitMask keep, bool& progress) {
    const DigitMask m = s.cand[std::size_t(cell)];
    const auto x = DigitMask(m & keep);
    if (x == m) return true;
    if (!x) return false;
    s.cand[std::size_t(cell)] = x;
    tables.touch(s, cell);
    progress = true;
    if (is_single(x)) {
        queue.push(cell);
        --s.unsolved;
    }
    return true;
}

// One to three open cells of a cage (or of a house's innies) whose symbols differ from each other
// and from `placed` and add up to `sum` minus the placed symbols: exactly the symbols each can take
// in such an assignment stay. Sets `progress` when a cell lost a candidate; false for a
// contradiction.
bool small_sum(const KillerTables& tables, State& s, Queue& queue, const std::uint8_t* open_cells, int n, int sum,
               DigitMask placed, bool& progress) {
    // The open cells make the rest of the sum with symbols not placed.
    int rest = sum;
    for (DigitMask p = placed; p; p &= DigitMask(p - 1)) rest -= __builtin_ctz(p) + 1;
    if (rest < 1 || rest > n * kMaxSide) return false;  // three cells of a 16x16 board make up to 45
    const auto free = DigitMask(~placed);
    const int a = open_cells[0];
    if (n == 1) return rest <= kMaxSide && narrow(tables, s, queue, a, DigitMask(free & (1u << (rest - 1))), progress);
    const int b = open_cells[1];
    const auto ma = DigitMask(s.cand[std::size_t(a)] & free), mb = DigitMask(s.cand[std::size_t(b)] & free);
    if (n == 2) {
        // Two different symbols: a symbol stays when its partner rest - symbol is in the other cell.
        const DigitMask keep = pair_keep(rest);
        return narrow(tables, s, queue, a, DigitMask(keep & partners(mb, rest)), progress) &&
               narrow(tables, s, queue, b, DigitMask(keep & partners(ma, rest)), progress);
    }
    // Three: each symbol of the first cell, then the other two as a pair.
    const int c = open_cells[2];
    const auto mc = DigitMask(s.cand[std::size_t(c)] & free);
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
    return narrow(tables, s, queue, a, sa, progress) && narrow(tables, s, queue, b, sb, progress) &&
           narrow(tables, s, queue, c, sc, progress);
}

// When a cage's open cells can take only as many symbols as there are of them, those symbols go to
// them: no other cell of a house holding all of them keeps one. False for a contradiction.
bool confine(const Shape& shape, const KillerTables& tables, int k, State& s, Queue& queue, bool& progress) {
    DigitMask u = 0;
    int n = 0;
    std::uint64_t houses = ~std::uint64_t(0);
    for (std::uint8_t cell : shape.cage(k).cells) {
        const DigitMask m = s.cand[cell];
        if (is_single(m)) continue;
        u |= m;
        ++n;
        houses &= tables.houses[cell];
    }
    if (n < 2 || !houses || symbol_count(u) != n) return true;
    for (; houses; houses &= houses - 1) {
        for (int cell : shape.house_cells(__builtin_ctzll(houses))) {
            if (tables.cage[std::size_t(cell)] == k || is_single(s.cand[std::size_t(cell)])) continue;
            if (!narrow(tables, s, queue, cell, DigitMask(~u), progress)) return false;
        }
    }
    return true;
}

// One Killer cage. With at most kMaxMatched open cells, exactly: a symbol stays in an open cell
// when some combination of the cage's size and sum that holds every symbol placed in it gives its
// other symbols to the other open cells, one each (a matching, found by a table over the symbols
// used so far, a 64-bit word per cell). With more, the combinations that hold every placed symbol
// and nothing the open cells cannot take are the ones left; the open cells keep their symbols,
// and a symbol every one of them needs goes to the only open cell that can take it. Sets
// `progress` when a cell lost a candidate; false for a contradiction.
bool propagate_cage(const Shape& shape, const KillerTables& tables, int k, State& s, Queue& queue, bool& progress) {
    const Cage& cage = shape.cage(k);
    DigitMask placed = 0, open = 0;
    std::array<std::uint8_t, kMaxSide> open_cells;
    int n = 0;
    for (std::uint8_t cell : cage.cells) {
        const DigitMask m = s.cand[cell];
        if (is_single(m)) {
            placed |= m;
        } else {
            open |= m;
            open_cells[std::size_t(n++)] = cell;
        }
    }
    if (!n) return true;  // full (checked by the queue and at the end)
    if (n <= 3) return small_sum(tables, s, queue, open_cells.data(), n, cage.sum, placed, progress);
    if (n <= kMaxMatched) {
        std::array<DigitMask, kMaxMatched> support{};
        const std::uint64_t full = std::uint64_t(1) << ((1 << n) - 1);
        for (DigitMask combination : shape.cage_combos(k)) {
            if ((combination & placed) != placed || (combination & ~(placed | open))) continue;
            const auto rest = DigitMask(combination & ~placed);
            // rest has n symbols unless a symbol is placed twice (a contradiction the queue finds).
            if (symbol_count(rest) != n) continue;
            std::array<DigitMask, kMaxMatched> symbol;
            int j = 0;
            for (DigitMask r = rest; r; r &= DigitMask(r - 1)) symbol[std::size_t(j++)] = DigitMask(r & -r);
            // allow[i] bit j: open cell i can take symbol[j].
            std::array<unsigned, kMaxMatched> allow;
            bool dead = false;
            for (int i = 0; i < n; ++i) {
                const DigitMask m = s.cand[open_cells[std::size_t(i)]];
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
                std::uint64_t d = 0;
                for (unsigned a = allow[std::size_t(i)]; a; a &= a - 1) {
                    const int t = __builtin_ctz(a);
                    d |= (done[std::size_t(i) + 1] & kHasSymbol[std::size_t(t)]) >> (1 << t);
                }
                done[std::size_t(i)] = d;
            }
            if (!(done[0] & 1)) continue;
            // reach bit u: the cells before i can take exactly u, and the rest can be completed.
            std::uint64_t reach = 1;
            for (int i = 0; i < n; ++i) {
                std::uint64_t next = 0;
                for (unsigned a = allow[std::size_t(i)]; a; a &= a - 1) {
                    const int t = __builtin_ctz(a);
                    const std::uint64_t to =
                        ((reach & ~kHasSymbol[std::size_t(t)]) << (1 << t)) & done[std::size_t(i) + 1];
                    if (!to) continue;
                    next |= to;
                    support[std::size_t(i)] |= symbol[std::size_t(t)];
                }
                reach = next;
            }
            // Once every candidate of every open cell is supported, the other combinations cannot
            // remove one.
            bool all = true;
            for (int i = 0; i < n && all; ++i) all = !(s.cand[open_cells[std::size_t(i)]] & ~support[std::size_t(i)]);
            if (all) return true;
        }
        for (int i = 0; i < n; ++i)
            if (!narrow(tables, s, queue, open_cells[std::size_t(i)], support[std::size_t(i)], progress)) return false;
        return true;
    }
    DigitMask any = 0, every = DigitMask(~0u);
    for (DigitMask combination : shape.cage_combos(k)) {
        if ((combination & placed) != placed || (combination & ~(placed | open))) continue;
        any |= combination;
        every &= combination;
    }
    if (!any) return false;
    const auto keep = DigitMask(any & ~placed);
    const auto needed = DigitMask(every & ~placed);
    for (int i = 0; i < n; ++i)
        if (!narrow(tables, s, queue, open_cells[std::size_t(i)], keep, progress)) return false;
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
        if (places == 1 && !narrow(tables, s, queue, where, bit, progress)) return false;
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

// Hidden singles in one house: a symbol with one place left goes there. Sets `progress` when a
// cell is placed (and, on a Killer board, marks it in `tables`); false for a contradiction.
bool hidden_singles(const Shape& shape, int house, DigitMask all, State& s, Queue& queue, bool& progress,
                    const KillerTables* tables = nullptr) {
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
        if (tables) tables->touch(s, cell);
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
// its houses again). Sets `progress` when a cell is placed (and, on a Killer board, marks it in
// `tables`); false for a contradiction.
bool changed_houses_hidden_singles(const Shape& shape, DigitMask all, State& s, Queue& queue, bool& progress,
                                   const KillerTables* tables = nullptr) {
    const std::uint64_t houses = s.dirty_houses;
    s.dirty_houses = 0;
    for (std::uint64_t h = houses; h; h &= h - 1)
        if (!hidden_singles(shape, __builtin_ctzll(h), all, s, queue, progress, tables)) return false;
    return true;
}

// Naked singles (each placed cell removes its symbol from its peers) and hidden singles (a symbol
// with one place left in a house goes there) until solved, stuck or contradicted; Killer boards
// use propagate_killer.
Outcome propagate(const Shape& shape, State& s, Queue& queue) {
    const DigitMask all = shape.all_symbols();
    for (;;) {
        if (!remove_placed(shape, s, queue)) return Outcome::Contradiction;
        if (s.unsolved == 0) return cages_hold(shape, s) ? Outcome::Solved : Outcome::Contradiction;
        bool progress = false;
        if (!changed_houses_hidden_singles(shape, all, s, queue, progress)) return Outcome::Contradiction;
        if (!progress) return Outcome::Stalled;
    }
}

// propagate on a Killer board: after each round of naked singles, the cages (propagate_cage) and
// then the houses (hidden singles) that changed since they were last looked at.
Outcome propagate_killer(const Shape& shape, const KillerTables& tables, State& s, Queue& queue) {
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
                tables.touch(s, peer);
                if (is_single(m)) {
                    queue.push(peer);
                    --s.unsolved;
                }
            }
        }
        if (s.unsolved == 0) return cages_hold(shape, s) ? Outcome::Solved : Outcome::Contradiction;
        bool progress = false;
        for (std::size_t w = 0; w < s.dirty_cages.size(); ++w) {
            std::uint64_t cages = s.dirty_cages[w];
            s.dirty_cages[w] = 0;
            for (; cages; cages &= cages - 1) {
                const int k = int(w * 64) + __builtin_ctzll(cages);
                if (!propagate_cage(shape, tables, k, s, queue, progress)) return Outcome::Contradiction;
                if (!confine(shape, tables, k, s, queue, progress)) return Outcome::Contradiction;
                // Exact on a small cage: what it just removed leaves nothing more for it to remove.
                if (shape.cage(k).cells.size() <= std::size_t(kMaxMatched))
                    s.dirty_cages[w] &= ~(std::uint64_t(1) << (k & 63));
            }
        }
        std::uint64_t innie_houses = s.dirty_innies & tables.innie_houses;
        s.dirty_innies = 0;
        for (std::uint64_t h = innie_houses; h; h &= h - 1) {
            const int house = __builtin_ctzll(h);
            const Shape::Innies& in = shape.innies(house);
            DigitMask placed = 0;
            std::array<std::uint8_t, 3> open_cells;
            int n = 0;
            for (int i = 0; i < in.count; ++i) {
                const int cell = in.cells[std::size_t(i)];
                if (is_single(s.cand[std::size_t(cell)]))
                    placed |= s.cand[std::size_t(cell)];
                else
                    open_cells[std::size_t(n++)] = std::uint8_t(cell);
            }
            if (n && !small_sum(tables, s, queue, open_cells.data(), n, in.sum, placed, progress))
                return Outcome::Contradiction;
            // Exact: what the innies just removed leaves them nothing more to remove.
            s.dirty_innies &= ~(std::uint64_t(1) << house);
        }
        if (!changed_houses_hidden_singles(shape, all, s, queue, progress, &tables)) return Outcome::Contradiction;
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
    const KillerTables* killer = nullptr;  // set on a Killer board
    const ShapeDigits* known = nullptr;    // a solution whose symbol each branch tries first

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
            switch (killer ? propagate_killer(shape, *killer, s, queue) : propagate(shape, s, queue)) {
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
                if (killer) killer->touch(child, best);
                Queue child_queue;
                child_queue.push(best);
                ++guesses;
                if (run(child, child_queue)) return true;
            }
            ++guesses;
            s.cand[std::size_t(best)] = bits[std::size_t(n - 1)];
            --s.unsolved;
            if (killer) killer->touch(s, best);
            queue.push(best);
        }
    }
};

int count_general(const Shape& shape, const ShapeDigits& puzzle, Search& search, SearchStats* stats) {
    assert(search.limit >= 1);
    State s;
    Queue queue;
    if (!first_state(shape, puzzle, s, queue)) return 0;
    if (shape.is_killer()) {
        const KillerTables tables(shape);
        KillerTables::mark_all(shape, s);
        search.killer = &tables;
        search.run(s, queue);
        search.killer = nullptr;
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
    if (!shape.is_killer()) {
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
    std::optional<KillerTables> tables;
    if (shape.is_killer()) tables.emplace(shape);
    for (int cell : cells) {
        fixed[std::size_t(cell)] = 0;
        State s;
        Queue queue;
        if (init_state(shape, fixed, s, queue)) {
            // Any symbol but the solution's (the cell is open: at least three symbols are left).
            s.cand[std::size_t(cell)] &= DigitMask(~(1u << (solution[std::size_t(cell)] - 1)));
            Search search{shape, 1};
            if (tables) {
                KillerTables::mark_all(shape, s);
                search.killer = &*tables;
            }
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
    if (shape.is_killer()) {
        const KillerTables tables(shape);
        KillerTables::mark_all(shape, s);
        return propagate_killer(shape, tables, s, queue) == Outcome::Solved;
    }
    return propagate(shape, s, queue) == Outcome::Solved;
}

bool singles_place(const Shape& shape, const ShapeDigits& puzzle, std::span<const int> cells, ShapeDigits* closure) {
    if (closure) closure->clear();
    if (shape.is_killer()) return false;
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
