#include "engine/generate/generator.hpp"

#include <algorithm>
#include <array>
#include <optional>
#include <unordered_map>

#include "engine/generate/killer.hpp"
#include "engine/logic/difficulty.hpp"
#include "engine/logic/logical_solver.hpp"
#include "engine/model/bytes.hpp"
#include "engine/model/text.hpp"
#include "engine/solve/exact.hpp"

namespace sudoku {
namespace {

// Search nodes per fill of a jigsaw grid, and fills tried on one set of regions (see generate_shape).
// With regions as cheap as they are now, 300 nodes make a 9x9 grid about 20% sooner than 1000 (and
// a 9x9 X one about 10%): an unlucky set of regions is dropped sooner.
constexpr std::uint64_t kJigsawFillNodes = 300;
constexpr int kJigsawFills = 3;
// Search nodes per cell of a box shape's fill before it restarts, and fills tried (the last with
// no such limit).
constexpr int kFillNodesPerCell = 8;
constexpr int kFillRestarts = 20;
// Digs tried on one complete grid (each in its own random order) before a new grid is made: a dig
// that misses the level costs the grid again otherwise. A jigsaw grid (its regions and fill) costs
// about as much as a dig at Hard, so it gets more digs: 10 instead of 3 made 9j Hard 13% cheaper
// and 9j Expert 9% (callgrind instructions for 60 puzzles); box shapes, whose grids are cheap,
// gained nothing from more.
constexpr int kDigsPerGrid = 3;
constexpr int kJigsawDigsPerGrid = 10;

// Fewest givens to dig down to, per level, as a share of the cells (the classic generator's 30 of
// 81 for Easy): easy puzzles keep more givens. A shaping target only: the level check decides.
int clue_floor(Level level, int cells) {
    return level == Level::Easy ? cells * 30 / 81 : 0;
}

// Whether a step assumes the puzzle has one solution (so a path taking it proves no uniqueness).
bool assumes_unique(Technique technique) {
    return technique == Technique::UniqueRectangle1 || technique == Technique::BugPlusOne;
}

}  // namespace

bool keeps_level(const Shape& shape, const ShapeDigits& puzzle, Level cap) {
    if (cap == Level::Extreme || shape.is_classic()) {
        if (count_solutions(shape, puzzle, 2) != 1) return false;
        return cap == Level::Extreme || !rate(shape, puzzle, cap).above_limit;
    }
    // Easy is singles only, but for the Easy killer techniques (cage combinations, rule of 45).
    if (cap == Level::Easy && !shape.is_killer()) return solves_by_singles(shape, puzzle);
    return path_level(shape, puzzle, cap).has_value();
}

namespace {

// The level of the logical path: singles, then the next step `next` finds, until solved (none:
// stuck). `check_broken` also looks for a broken grid (a Killer grid's cage sums), which a generated
// grid (it has a solution) never is.
template <class NextStep>
std::optional<Level> walk_path_level(const Shape& shape, const ShapeDigits& puzzle, bool check_broken, NextStep next) {
    Candidates grid = Candidates::from_digits(shape, puzzle);
    Level level = Level::Easy;
    bool assumed = false;  // a uniqueness step was taken: the path proves no uniqueness
    for (;;) {
        if (!grid.apply_singles() || (check_broken && grid.is_broken())) return std::nullopt;
        if (grid.is_solved()) {
            if (assumed && count_solutions(shape, puzzle, 2) != 1) return std::nullopt;
            return level;
        }
        const std::optional<Step> step = next(grid);
        if (!step) return std::nullopt;
        level = std::max(level, difficulty_of(step->technique).level);
        assumed = assumed || assumes_unique(step->technique);
        grid.apply(*step);
    }
}

}  // namespace

std::optional<Level> path_level(const Shape& shape, const ShapeDigits& puzzle, Level cap) {
    return walk_path_level(shape, puzzle, true,
                           [cap](const Candidates& grid) { return next_step_after_singles(grid, cap); });
}

std::optional<Level> solvable_path_level(const Shape& shape, const ShapeDigits& puzzle, Level cap) {
    const QuietSteps quiet;  // only the techniques count here
    return walk_path_level(shape, puzzle, false,
                           [cap](const Candidates& grid) { return next_step_solvable(grid, cap); });
}

namespace {

// Whether the dug cells of `orbit` come back one after the other, each as a naked or hidden single
// among the givens of `puzzle` and the dug cells already back (`present`: the symbols of the
// givens per house). A sufficient test for singles putting them back, with no candidate grid.
bool back_by_givens(const Shape& shape, const ShapeDigits& puzzle, const ShapeDigits& solution,
                    const std::vector<int>& orbit, const std::vector<DigitMask>& present) {
    std::array<DigitMask, kMaxHouses> held;
    std::copy(present.begin(), present.end(), held.begin());
    std::array<int, 4> pending;  // orbits have 1, 2 or 4 cells
    if (orbit.size() > pending.size()) return false;
    int left = 0;
    for (int c : orbit) pending[std::size_t(left++)] = c;
    auto seen = [&](int cell) {
        DigitMask m = 0;
        for (int h : shape.houses_of(cell)) m |= held[std::size_t(h)];
        return m;
    };
    auto is_back = [&](int cell) {  // a given, or a dug cell already back
        return puzzle[std::size_t(cell)] ||
               (std::find(orbit.begin(), orbit.end(), cell) != orbit.end() &&
                std::find(pending.begin(), pending.begin() + left, cell) == pending.begin() + left);
    };
    // Whether `symbol` has no other place than `cell` in `house`.
    auto only_place = [&](int house, int cell, DigitMask symbol) {
        for (int other : shape.house_cells(house))
            if (other != cell && !is_back(other) && !(seen(other) & symbol)) return false;
        return true;
    };
    for (bool progress = true; left && progress;) {
        progress = false;
        for (int i = 0; i < left; ++i) {
            const int cell = pending[std::size_t(i)];
            const auto symbol = DigitMask(1u << (solution[std::size_t(cell)] - 1));
            const auto open = DigitMask(shape.all_symbols() & ~seen(cell));
            bool single = !(open & (open - 1));
            for (int h : shape.houses_of(cell))
                if (!single) single = only_place(h, cell, symbol);
            if (!single) continue;
            for (int h : shape.houses_of(cell)) held[std::size_t(h)] |= symbol;
            pending[std::size_t(i--)] = pending[std::size_t(--left)];
            progress = true;
        }
    }
    return left == 0;
}

// Cell sets of a solution grid that a unique puzzle must keep a given in: for two symbols a and
// b, link in every house the cell of a to the cell of b; the cells of one linked group can swap
// a and b and leave every house with one a and one b, so the grid with them swapped is another
// solution of any puzzle with no given among them. A dig that empties one is refused without a
// search (the exact search would find that other solution: the same answer, sooner). Boards whose
// houses hold each symbol once (all but Killer's cages).
struct Unavoidables {
    using Cells = std::array<std::uint64_t, kMaxCells / 64>;
    std::vector<Cells> sets;
    Cells givens{};  // the puzzle's givens, kept by dig
    int words = 0;   // of Cells in use

    void set_given(int cell, bool given) {
        const std::uint64_t bit = std::uint64_t(1) << (cell & 63);
        if (given)
            givens[std::size_t(cell >> 6)] |= bit;
        else
            givens[std::size_t(cell >> 6)] &= ~bit;
    }
    // Whether some set has no given left.
    bool emptied() const {
        for (const Cells& u : sets) {
            std::uint64_t any = 0;
            for (int w = 0; w < words; ++w) any |= u[std::size_t(w)] & givens[std::size_t(w)];
            if (!any) return true;
        }
        return false;
    }
};

Unavoidables unavoidable_sets(const Shape& shape, const ShapeDigits& solution) {
    Unavoidables out;
    if (shape.is_killer()) return out;
    const int n = shape.side(), cells = shape.cell_count(), houses = shape.house_count();
    out.words = (cells + 63) / 64;
    for (int cell = 0; cell < cells; ++cell) out.set_given(cell, true);
    // where[house * n + symbol - 1]: the symbol's cell in the house.
    std::array<std::uint8_t, (kMaxHouses)*kMaxSide> where;
    for (int house = 0; house < houses; ++house)
        for (int cell : shape.house_cells(house))
            where[std::size_t(house * n + solution[std::size_t(cell)] - 1)] = std::uint8_t(cell);
    std::array<std::uint8_t, kMaxCells> parent;
    auto find = [&](int x) {
        while (parent[std::size_t(x)] != x) x = parent[std::size_t(x)] = parent[parent[std::size_t(x)]];
        return x;
    };
    std::array<int, kMaxCells> group_of;
    for (int a = 0; a < n; ++a)
        for (int b = a + 1; b < n; ++b) {
            // The cells of a and b: those of the first houses (rows) cover them all.
            for (int row = 0; row < n; ++row) {
                const int ca = where[std::size_t(shape.row_house(row) * n + a)];
                const int cb = where[std::size_t(shape.row_house(row) * n + b)];
                parent[std::size_t(ca)] = std::uint8_t(ca);
                parent[std::size_t(cb)] = std::uint8_t(cb);
            }
            for (int house = 0; house < houses; ++house) {
                const int ra = find(where[std::size_t(house * n + a)]), rb = find(where[std::size_t(house * n + b)]);
                if (ra != rb) parent[std::size_t(ra)] = std::uint8_t(rb);
            }
            for (int row = 0; row < n; ++row)
                for (int symbol : {a, b}) {
                    const int cell = where[std::size_t(shape.row_house(row) * n + symbol)];
                    const int root = find(cell);
                    if (root == cell) {
                        group_of[std::size_t(cell)] = int(out.sets.size());
                        out.sets.emplace_back();
                    }
                }
            for (int row = 0; row < n; ++row)
                for (int symbol : {a, b}) {
                    const int cell = where[std::size_t(shape.row_house(row) * n + symbol)];
                    out.sets[std::size_t(group_of[std::size_t(find(cell))])][std::size_t(cell >> 6)] |= std::uint64_t(1)
                                                                                                        << (cell & 63);
                }
        }
    return out;
}

// The states logical paths went through (each after its singles are placed) on one board, with
// what the rest of the path from each does: the hardest step it takes (Easy when none), or stuck
// (no step up to the cap). The easiest-first path from a state depends on that state alone (and the
// cap), so a dug puzzle's path that reaches a state met before goes on as it did then: its level is
// the hardest of its own steps so far and that rest's, or it gets stuck. A placed cell's mask is
// empty and the symbols placed are the solution's (every step is sound), so the candidate masks
// tell the states apart.
struct PathMemo {
    struct Entry {
        std::vector<DigitMask> masks;
        std::optional<Level> rest;  // nothing: stuck
        bool assumes = false;       // the rest takes a uniqueness step (assumes_unique)
    };
    std::unordered_map<std::uint64_t, std::vector<Entry>> states;

    static std::uint64_t hash_of(std::span<const DigitMask> masks) {
        std::uint64_t h = 1469598103934665603ull;
        for (DigitMask m : masks) h = (h ^ m) * 1099511628211ull;
        return h;
    }
    const Entry* find(std::uint64_t hash, std::span<const DigitMask> masks) const {
        const auto it = states.find(hash);
        if (it == states.end()) return nullptr;
        for (const Entry& e : it->second)
            if (std::equal(e.masks.begin(), e.masks.end(), masks.begin(), masks.end())) return &e;
        return nullptr;
    }
};

// path_level for a dug puzzle (which has a solution, so its grid never breaks), stopping where its path meets a
// state of `memo`, to which it adds its own states. `assumes`: whether the path took a uniqueness
// step (then it proves no uniqueness).
std::optional<Level> memo_path_level(Candidates& grid, Level cap, PathMemo& memo, bool& assumes) {
    struct Visited {
        std::uint64_t hash;
        std::vector<DigitMask> masks;
        Level taken;  // the level of the step taken from it
        bool assumes = false;
    };
    std::vector<Visited> visited;
    StepCache cache;
    Level level = Level::Easy, rest = Level::Easy;
    bool stuck = false;
    assumes = false;
    for (;;) {
        grid.apply_singles();
        const std::uint64_t hash = PathMemo::hash_of(grid.masks());
        if (const PathMemo::Entry* e = memo.find(hash, grid.masks())) {
            stuck = !e->rest;
            if (e->rest) rest = *e->rest;
            assumes = e->assumes;
            break;
        }
        visited.push_back({hash, {grid.masks().begin(), grid.masks().end()}, Level::Easy, false});
        if (grid.is_solved()) break;
        const std::optional<Step> step = next_step_after_singles(grid, cap, cache);
        if (!step) {
            stuck = true;
            break;
        }
        visited.back().taken = difficulty_of(step->technique).level;
        visited.back().assumes = assumes_unique(step->technique);
        level = std::max(level, visited.back().taken);
        grid.apply(*step);
    }
    // The rest from each visited state: its step and every later one, then `rest`.
    for (std::size_t i = visited.size(); i-- > 0;) {
        rest = std::max(rest, visited[i].taken);
        assumes = assumes || visited[i].assumes;
        memo.states[visited[i].hash].push_back(
            {std::move(visited[i].masks), stuck ? std::nullopt : std::optional<Level>(rest), assumes});
    }
    if (stuck) return std::nullopt;
    return std::max(level, rest);
}

// Whether a dug puzzle still has one solution and, below Extreme, a logical path that needs
// nothing above `cap`. Below Extreme the logical solver alone decides: its steps are plain
// deductions but for the uniqueness techniques (Unique Rectangle, BUG+1), so a path that fills the
// grid without a guess or one of those proves the solution unique, and a puzzle it cannot finish
// within `cap` is refused either way; that spares the exact count, most of the digging's time. A
// path that took a uniqueness step proves nothing (those steps assume one solution): the exact
// count decides then.
//
// What digging one more orbit does: refused, or kept with the level of the new puzzle's logical
// path (nothing at Extreme, where no path is followed).
struct DigCheck {
    bool keep = false;
    std::optional<Level> level;
};

// Whether the puzzle, just dug by `orbit` from a puzzle kept at `level`, still keeps the level cap
// (keeps_level), and its path's level. The shortcut: when naked and hidden singles alone
// put the dug cells back, the new puzzle's singles reach every given of the old one, so (singles
// being sound and the easiest techniques) both have the same singles closure, hence the same
// solutions and the same easiest-first path from there: kept, level unchanged, no further search.
// Most removals are of that kind, and the full check goes on from the singles' closure.
// `present` holds the symbols among the puzzle's givens per house.
DigCheck check_dig(const Shape& shape, const ShapeDigits& puzzle, const ShapeDigits& solution,
                   const std::vector<int>& orbit, const std::vector<DigitMask>& present, std::optional<Level> level,
                   Level cap, const Unavoidables& unavoidables, PathMemo& memo) {
    if (shape.is_classic() || shape.is_killer()) {
        if (!keeps_level(shape, puzzle, cap)) return {};
        return {true, std::nullopt};
    }
    // The cheapest cases of the shortcut below, and the commonest: the dug cells come back one
    // after the other as singles among the remaining givens (no other deduction needed).
    if (back_by_givens(shape, puzzle, solution, orbit, present)) return {true, level};
    // A removal that empties an unavoidable set has another solution: refused with no search.
    if (unavoidables.emptied()) return {};
    // The shortcut in full, by the exact solver's propagation (which stops as soon as the dug cells
    // are back). At Easy that is the whole test: the puzzle before this dig was solved by singles.
    ShapeDigits closure;
    if (singles_place(shape, puzzle, orbit, &closure)) return {true, level};
    if (cap == Level::Easy || closure.empty()) return {};
    // The closure has the puzzle's solutions (singles are sound), so the uniqueness test starts
    // from it: the same answer with the singles already placed.
    if (cap == Level::Extreme) {
        if (has_other_solution(shape, closure, solution, orbit)) return {};
        return {true, std::nullopt};
    }
    // A removal that loses uniqueness can have no logical path, and the logical solver can take
    // long to find itself stuck (every finder up to the cap fails on the last state): the exact
    // count refuses those first. Worth it where the finders are slow (Expert's chains: 16x16
    // Expert 130 ms a puzzle against 200, 12x12 Expert 7-10 against 25-28) or the count is quick (up to
    // 12x12); on 16x16 below Expert the count costs more than it spares (Medium 50 ms against 27).
    const bool counted = cap >= Level::Expert || shape.side() <= 12;
    if (counted && has_other_solution(shape, closure, solution, orbit)) return {};
    // The logical path goes on from the singles' closure (the grid apply_singles would leave).
    Candidates grid = Candidates::from_digits(shape, closure);
    bool assumes = false;
    const std::optional<Level> path = memo_path_level(grid, cap, memo, assumes);
    if (!path) return {};
    // A path through a uniqueness step proves no uniqueness: counted now if not before.
    if (assumes && !counted && has_other_solution(shape, closure, solution, orbit)) return {};
    return {true, path};
}

struct DugPuzzle {
    ShapeDigits puzzle;
    std::optional<Level> level;  // its logical path's level, below Extreme
};

// Digs the symmetric orbits (symmetry_orbits) in random order while the solution stays unique
// and, below Extreme, while the logical path needs nothing above `cap`: a removal that would make
// the puzzle harder than asked is put back, so the easier levels are reached on big boards too
// (digging until nothing more can go makes almost every 16x16 puzzle Extreme).
DugPuzzle dig(const Shape& shape, const ShapeDigits& solution, const std::vector<std::vector<int>>& orbits, int floor,
              Level cap, Random& random, const Unavoidables& grid_sets, PathMemo& memo) {
    const int cells = shape.cell_count();
    std::vector<int> order(orbits.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = int(i);
    random.shuffle(std::span(order));
    DugPuzzle out{solution, cap == Level::Extreme ? std::nullopt : std::optional<Level>(Level::Easy)};
    ShapeDigits& puzzle = out.puzzle;
    std::vector<DigitMask> present(std::size_t(shape.house_count()), shape.all_symbols());
    Unavoidables unavoidables = grid_sets;
    auto bit = [&](int c) { return DigitMask(1u << (solution[std::size_t(c)] - 1)); };
    int clues = cells;
    for (int index : order) {
        const std::vector<int>& orbit = orbits[std::size_t(index)];
        if (clues - int(orbit.size()) < floor) continue;
        for (int c : orbit) {
            puzzle[std::size_t(c)] = 0;
            for (int h : shape.houses_of(c)) present[std::size_t(h)] &= DigitMask(~bit(c));
            unavoidables.set_given(c, false);
        }
        const DigCheck check = check_dig(shape, puzzle, solution, orbit, present, out.level, cap, unavoidables, memo);
        if (check.keep) {
            clues -= int(orbit.size());
            out.level = check.level;
        } else {
            for (int c : orbit) {
                puzzle[std::size_t(c)] = solution[std::size_t(c)];
                for (int h : shape.houses_of(c)) present[std::size_t(h)] |= bit(c);
                unavoidables.set_given(c, true);
            }
        }
    }
    return out;
}

Error generate_error(const ShapeParams& params, Phrase reason) {
    return Error::say(0, Phrase(N_("cannot generate {shape}: {reason}"),
                                {{"shape", shape_params_name(params)}, {"reason", std::move(reason)}}));
}

}  // namespace

// Whether the puzzle's easiest-first logical path has exactly the wanted level (the rater stops
// as soon as the path needs something harder).
bool has_level(const Shape& shape, const ShapeDigits& puzzle, Level wanted) {
    // Extreme is "more than Expert": rated up to Expert, the rater stops where the path needs more,
    // without running the forcing chains (which made Extreme generation 4 to 16 times slower).
    if (wanted == Level::Extreme) {
        const Rating below = rate(shape, puzzle, Level::Expert);
        return below.valid && below.above_limit;
    }
    const Rating rating = rate(shape, puzzle, wanted);
    return rating.valid && !rating.above_limit && rating.level == wanted;
}

std::vector<std::uint8_t> random_jigsaw_regions(int n, Random& random) {
    // Start from the rows as regions and let random swaps of border cells between neighbouring
    // regions wander away from them: a cell a of region A moves to a neighbouring region B and a
    // cell c of B bordering A (once a is in B) moves to A, kept only when both regions stay
    // connected. The pair (a, b), b a neighbour of a in another region, is uniform among such
    // pairs (drawn by rejection: a random cell and side until they fit), and so is the pair (c, y),
    // y a neighbour of c in A (counted from B's cells). Each region's cells are a list with each
    // cell's place in it, which a swap keeps up to date in two writes. Connectivity is settled by
    // the ring of eight cells around a and c in most moves, and otherwise by a walk that stops once
    // it has met the cells that must stay joined. The regions are also kept on a board with a
    // border of cells in no region (`pad`, side n + 2), so that a neighbour is an offset away with
    // no bounds to check.
    const int cells = n * n, w = n + 2;
    constexpr std::uint8_t kOff = 0xFF;  // a border cell's region
    std::vector<std::uint8_t> regions(static_cast<std::size_t>(cells));
    std::array<std::array<std::uint8_t, kMaxSide>, kMaxSide> members;
    std::array<std::uint8_t, kMaxCells> slot;        // a cell's place in its region's members
    std::array<std::array<int, 4>, kMaxCells> next;  // up, down, left, right; -1 off the board
    std::array<std::uint8_t, (kMaxSide + 2) * (kMaxSide + 2)> pad;
    std::array<std::int16_t, kMaxCells> at;  // a cell's pad index
    // A cell's four neighbours' regions, a byte each in the order of `next` (0xFF off the board),
    // so that the neighbours in a region are counted in a few word operations.
    std::array<std::uint32_t, kMaxCells> around;
    pad.fill(kOff);
    const std::array<int, 4> step = {-w, w, -1, 1};  // as `next`
    for (int cell = 0; cell < cells; ++cell) {
        const int r = cell / n, c = cell % n;
        regions[std::size_t(cell)] = std::uint8_t(r);
        members[std::size_t(r)][std::size_t(c)] = std::uint8_t(cell);
        slot[std::size_t(cell)] = std::uint8_t(c);
        next[std::size_t(cell)] = {r > 0 ? cell - n : -1, r + 1 < n ? cell + n : -1, c > 0 ? cell - 1 : -1,
                                   c + 1 < n ? cell + 1 : -1};
        at[std::size_t(cell)] = std::int16_t((r + 1) * w + c + 1);
        around[std::size_t(cell)] = std::uint32_t(r > 0 ? r - 1 : 0xFF) | std::uint32_t(r + 1 < n ? r + 1 : 0xFF) << 8 |
                                    std::uint32_t(c > 0 ? r : 0xFF) << 16 | std::uint32_t(c + 1 < n ? r : 0xFF) << 24;
        pad[std::size_t(at[std::size_t(cell)])] = std::uint8_t(r);
    }
    // Whether taking `cell` out of its region surely leaves the rest connected: its neighbours in
    // the region (up to four) are joined to each other through the corner cells between them, so a
    // path through the cell can go round it. False means "not sure".
    auto removable = [&](int cell) {
        const int p = at[std::size_t(cell)];
        const std::uint8_t region = pad[std::size_t(p)];
        auto in = [&](int offset) { return pad[std::size_t(p + offset)] == region; };
        const bool up = in(-w), right = in(1), down = in(w), left = in(-1);
        const int sides = up + right + down + left;
        if (sides <= 1) return true;
        const int links = (up && right && in(1 - w)) + (right && down && in(w + 1)) + (down && left && in(w - 1)) +
                          (left && up && in(-w - 1));
        return sides - links == 1 || links == 4;
    };
    // The cells next to `cell` in its region, up to four, into `out` from `k` on; returns the new k.
    auto region_neighbours = [&](int cell, std::array<int, 5>& out, int k) {
        for (int o : next[std::size_t(cell)])
            if (o >= 0 && regions[std::size_t(o)] == regions[std::size_t(cell)]) out[std::size_t(k++)] = o;
        return k;
    };
    // Whether the k cells of `targets`, all in one region, are in one 4-connected piece of it: a
    // walk from the first until it has met them all. After a swap that took cell x out of a
    // connected region and put x' in, the region is connected exactly when x's old neighbours in it
    // and x' are joined (every other cell of it reached x through one of those neighbours).
    auto joined = [&](const std::array<int, 5>& targets, int k) {
        constexpr int kWords = ((kMaxSide + 2) * (kMaxSide + 2) + 63) / 64;
        std::array<std::int16_t, kMaxCells> stack;  // no need to clear: only pushed cells are read
        std::array<std::uint64_t, kWords> seen{}, wanted{};
        for (int i = 0; i < k; ++i) {
            const int p = at[std::size_t(targets[std::size_t(i)])];
            wanted[std::size_t(p / 64)] |= std::uint64_t(1) << (p % 64);
        }
        const int first = at[std::size_t(targets[0])];
        const std::uint8_t region = pad[std::size_t(first)];
        int top = 0, left = k;
        stack[std::size_t(top++)] = std::int16_t(first);
        seen[std::size_t(first / 64)] |= std::uint64_t(1) << (first % 64);
        while (top) {
            const int p = stack[std::size_t(--top)];
            if ((wanted[std::size_t(p / 64)] >> (p % 64) & 1) && --left == 0) return true;
            for (int offset : step) {
                const int o = p + offset;
                if (pad[std::size_t(o)] != region || (seen[std::size_t(o / 64)] >> (o % 64) & 1)) continue;
                seen[std::size_t(o / 64)] |= std::uint64_t(1) << (o % 64);
                stack[std::size_t(top++)] = std::int16_t(o);
            }
        }
        return false;
    };
    auto swap_cells = [&](int a, int c) {  // a and c trade regions
        const std::uint8_t ra = regions[std::size_t(a)], rc = regions[std::size_t(c)];
        std::swap(slot[std::size_t(a)], slot[std::size_t(c)]);
        regions[std::size_t(a)] = rc;
        regions[std::size_t(c)] = ra;
        pad[std::size_t(at[std::size_t(a)])] = rc;
        pad[std::size_t(at[std::size_t(c)])] = ra;
        // A neighbour on side k sees the cell on side k ^ 1 (up and down, left and right).
        for (int k = 0; k < 4; ++k) {
            const int shift = 8 * (k ^ 1);
            if (const int o = next[std::size_t(a)][std::size_t(k)]; o >= 0)
                around[std::size_t(o)] = (around[std::size_t(o)] & ~(0xFFu << shift)) | std::uint32_t(rc) << shift;
            if (const int o = next[std::size_t(c)][std::size_t(k)]; o >= 0)
                around[std::size_t(o)] = (around[std::size_t(o)] & ~(0xFFu << shift)) | std::uint32_t(ra) << shift;
        }
        members[rc][slot[std::size_t(a)]] = std::uint8_t(a);
        members[ra][slot[std::size_t(c)]] = std::uint8_t(c);
    };
    const int moves = 40 * cells;
    for (int move = 0; move < moves; ++move) {
        int a, b;
        do {
            const std::uint32_t k = random.below(std::uint32_t(cells * 4));
            a = int(k >> 2);
            b = next[std::size_t(a)][k & 3];
        } while (b < 0 || regions[std::size_t(a)] == regions[std::size_t(b)]);
        const int ra = regions[std::size_t(a)], rb = regions[std::size_t(b)];
        // (c, y): c in rb, y its neighbour in ra other than a, uniform among such pairs: the pairs
        // are taken in the order of rb's members, then of the sides (a cell with two such
        // neighbours counts twice), and the drawn one is found from each member's count. y is a
        // only when c is next to a: that pair is not counted.
        std::array<std::uint8_t, kMaxSide> count;
        int back = 0;
        const std::uint32_t in_ra = std::uint32_t(ra) * 0x01010101u;
        for (int i = 0; i < n; ++i) {
            // The bytes of `around` equal to ra: zero bytes of v, each marked by its top bit in y.
            const std::uint32_t v = around[members[std::size_t(rb)][std::size_t(i)]] ^ in_ra;
            const std::uint32_t y = zero_bytes(v);
            const int k = int(((y >> 7) * 0x01010101u) >> 24);
            count[std::size_t(i)] = std::uint8_t(k);
            back += k;
        }
        for (int o : next[std::size_t(a)])
            if (o >= 0 && regions[std::size_t(o)] == rb) --count[slot[std::size_t(o)]], --back;
        if (back == 0) continue;
        int pick = int(random.below(std::uint32_t(back))), i = 0;
        while (pick >= count[std::size_t(i)]) pick -= count[std::size_t(i++)];
        const int c = members[std::size_t(rb)][std::size_t(i)];
        // Sure before the swap: a leaves ra without cutting it and c joins it (next to y); c leaves
        // rb without cutting it and a joins it (next to b, or to another cell of rb when b is c).
        const bool sure_a = removable(a);
        bool sure_b = removable(c);
        if (sure_b && b == c) {
            sure_b = false;
            for (int o : next[std::size_t(a)]) sure_b |= o >= 0 && o != c && regions[std::size_t(o)] == rb;
        }
        std::array<int, 5> near_a, near_c;
        int ka = 0, kc = 0;
        if (!sure_a) ka = region_neighbours(a, near_a, 0), near_a[std::size_t(ka++)] = c;
        if (!sure_b) kc = region_neighbours(c, near_c, 0), near_c[std::size_t(kc++)] = a;
        swap_cells(a, c);  // c is in ra now, a in rb
        if ((!sure_a && !joined(near_a, ka)) || (!sure_b && !joined(near_c, kc))) swap_cells(a, c);
    }
    return regions;
}

Result<GeneratedShapePuzzle> generate_shape(const ShapeGenerateOptions& options) {
    const ShapeParams& params = options.params;
    if (params.killer && params.side() > kMaxKillerSide)
        return Error::say(0, Phrase(N_("cannot generate a {board} Killer: Killer boards go up to {max}"),
                                    {{"board", std::to_string(params.side()) + "x" + std::to_string(params.side())},
                                     {"max", std::to_string(kMaxKillerSide) + "x" + std::to_string(kMaxKillerSide)}}));
    if (params.killer) return generate_killer(options);
    GeneratedShapePuzzle out;
    out.level = options.level;
    if (!params.jigsaw_side && params.box_rows == 3 && params.box_cols == 3 && !params.diagonals && !params.windows) {
        const GeneratedPuzzle classic =
            generate(GenerateOptions{options.level, options.symmetry, options.minimal, options.seed});
        out.shape = Shape::classic();
        out.puzzle.assign(classic.puzzle.begin(), classic.puzzle.end());
        out.solution.assign(classic.solution.begin(), classic.solution.end());
        out.attempts = classic.attempts;
        return out;
    }
    std::shared_ptr<const Shape> shape;
    if (!params.jigsaw_side) {
        // Shapes are immutable: each thread keeps the box shapes it made (a few kinds at most), so
        // a run of puzzles builds the tables once (3-5% of an Easy 9x9 or 12x12 puzzle).
        thread_local std::vector<std::shared_ptr<const Shape>> made_before;
        for (const auto& known : made_before)
            if (known->params() == params) shape = known;
        if (!shape) {
            auto made = Shape::from_params(params);
            if (!made) return generate_error(params, made.error().as_phrase());
            shape = made.value();
            if (made_before.size() < 16) made_before.push_back(shape);
        }
    } else if (params.jigsaw_side < kMinSide || params.jigsaw_side > kMaxSide) {
        return generate_error(params, Phrase(N_("a jigsaw board must have a side from 4 to 16")));
    }
    Random random(options.seed);
    const int side = params.side();
    const ShapeDigits empty(std::size_t(side * side), 0);
    const std::vector<std::vector<int>> orbits = symmetry_orbits(side, options.symmetry);
    std::optional<ShapeDigits> solution;
    int digs_left = 0;          // digs still to try on this grid
    PathMemo memo;              // the paths followed on this grid's board and level
    Unavoidables unavoidables;  // the grid's (none at Easy, whose digs need no search)
    while (out.attempts < kShapeGenerateAttempts) {
        if (options.cancel && options.cancel->load(std::memory_order_relaxed))
            return generate_error(params, Phrase(N_("cancelled")));
        ++out.attempts;
        if (digs_left == 0) {
            if (params.jigsaw_side) {
                auto made = Shape::from_params(params, random_jigsaw_regions(side, random));
                if (!made) return generate_error(params, made.error().as_phrase());
                shape = made.value();
            }
            // A jigsaw fill either ends fast or wanders for long (heavy-tailed, and some regions
            // admit no grid): short fills restarted a few times on the same regions, then new
            // regions, make a grid several times sooner than one long fill (9x9: 2.2 ms per grid
            // against 12.7 with one fill of 100000 nodes; 9x9 X: 7.8 against 33.5, regions
            // included). Box shapes too: a fill that runs past kFillNodesPerCell nodes a cell is
            // restarted (16x16: 0.41 ms a grid on average against 0.89 with one fill of up to
            // 100000 nodes, whose slowest took 48 ms).
            solution.reset();
            memo.states.clear();
            for (int fill = 0; fill < (params.jigsaw_side ? kJigsawFills : kFillRestarts) && !solution; ++fill)
                solution = params.jigsaw_side ? random_solution(*shape, empty, random, kJigsawFillNodes)
                                              : random_solution(*shape, empty, random,
                                                                fill + 1 < kFillRestarts
                                                                    ? std::uint64_t(kFillNodesPerCell * side * side)
                                                                    : 100000);
            if (!solution) continue;  // regions without a grid, or fills that ran too long
            unavoidables =
                options.level == Level::Easy && !options.minimal ? Unavoidables{} : unavoidable_sets(*shape, *solution);
            digs_left = params.jigsaw_side ? kJigsawDigsPerGrid : kDigsPerGrid;
        }
        --digs_left;
        const DugPuzzle dug =
            dig(*shape, *solution, orbits, options.minimal ? 0 : clue_floor(options.level, side * side),
                options.minimal ? Level::Extreme : options.level, random, unavoidables, memo);
        const ShapeDigits& puzzle = dug.puzzle;
        // Below Extreme the dig followed the puzzle's path, whose level is the rating's (the same
        // easiest-first path: singles, then the same finders in the same order), and that path
        // proves the solution unique: no rating needed. At Extreme (and for minimal puzzles, dug
        // to Extreme) the rating decides.
        if (dug.level && *dug.level != options.level) continue;
        if (options.minimal && !is_minimal(*shape, puzzle)) continue;
        if (!dug.level && !has_level(*shape, puzzle, options.level)) continue;
        out.shape = shape;
        out.puzzle = puzzle;
        out.solution = *solution;
        return out;
    }
    return generate_error(params, Phrase(N_("no {level} puzzle turned up in {n} attempts; this board may be too small "
                                            "or too plain for that level"),
                                         {{"level", Phrase(level_name(options.level).data())},
                                          {"n", std::to_string(kShapeGenerateAttempts)}}));
}

}  // namespace sudoku
