#include "engine/generate/killer.hpp"

#include <algorithm>
#include <span>
#include <utility>

#include "engine/logic/difficulty.hpp"
#include "engine/logic/logical_solver.hpp"
#include "engine/model/text.hpp"
#include "engine/solve/exact.hpp"

namespace sudoku {
namespace {

// Orthogonal neighbours of a cell on an n x n board.
int neighbours(int cell, int n, int out[4]) {
    const int r = cell / n, c = cell % n;
    int k = 0;
    if (r > 0) out[k++] = cell - n;
    if (r + 1 < n) out[k++] = cell + n;
    if (c > 0) out[k++] = cell - 1;
    if (c + 1 < n) out[k++] = cell + 1;
    return k;
}

// Cage sizes by level: small cages have few combinations and give easy starts, large ones hide
// their symbols. Percentages of 2, 3, 4 and 5 cells.
constexpr int kSizeOdds[kLevelCount][4] = {
    {60, 30, 10, 0},   // Easy
    {35, 35, 20, 10},  // Medium
    {20, 35, 30, 15},  // Hard
    {15, 30, 35, 20},  // Expert
    {10, 30, 35, 25},  // Extreme
};

int draw_size(Random& random, Level level) {
    const int* odds = kSizeOdds[int(level)];
    int roll = int(random.below(100));
    for (int size = 2; size <= 5; ++size) {
        roll -= odds[size - 2];
        if (roll < 0) return size;
    }
    return 5;
}

constexpr int kRepairRounds = 12;
constexpr int kCountBudget = 8;  // watches of kCountWatchNodes search nodes: about 130,000 nodes

Error killer_error(const ShapeParams& params, Phrase reason) {
    return Error::say(0, Phrase(N_("cannot generate {shape}: {reason}"),
                                {{"shape", shape_params_name(params)}, {"reason", std::move(reason)}}));
}

// Whether the cells of `cells` are orthogonally connected.
bool connected(const std::vector<int>& cells, int n) {
    if (cells.empty()) return true;
    std::vector<int> seen{cells[0]};
    for (std::size_t i = 0; i < seen.size(); ++i) {
        int around[4];
        const int k = neighbours(seen[i], n, around);
        for (int j = 0; j < k; ++j)
            if (std::find(cells.begin(), cells.end(), around[j]) != cells.end() &&
                std::find(seen.begin(), seen.end(), around[j]) == seen.end())
                seen.push_back(around[j]);
    }
    return seen.size() == cells.size();
}

// Moves one of the cells where a second solution differs from the grid into a neighbouring cage
// (keeping both cages connected, of 2 to 5 cells and of different symbols): both sums change, so
// that second solution no longer fits. False when no such move exists.
bool repair(std::vector<Cage>& cages, const ShapeDigits& grid, const ShapeDigits& other, int n, Random& random) {
    std::vector<int> differ;
    for (int cell = 0; cell < n * n; ++cell)
        if (grid[std::size_t(cell)] != other[std::size_t(cell)]) differ.push_back(cell);
    random.shuffle(std::span<int>(differ));
    std::vector<int> cage_of(std::size_t(n * n), -1);
    for (int k = 0; k < int(cages.size()); ++k)
        for (int cell : cages[std::size_t(k)].cells) cage_of[std::size_t(cell)] = k;
    for (int cell : differ) {
        const int from = cage_of[std::size_t(cell)];
        if (from < 0 || cages[std::size_t(from)].cells.size() <= 2) continue;
        std::vector<int> rest;
        for (int c : cages[std::size_t(from)].cells)
            if (c != cell) rest.push_back(c);
        if (!connected(rest, n)) continue;
        int around[4];
        const int k = neighbours(cell, n, around);
        for (int j = 0; j < k; ++j) {
            const int to = cage_of[std::size_t(around[j])];
            if (to < 0 || to == from || cages[std::size_t(to)].cells.size() >= 5) continue;
            bool clash = false;
            for (int c : cages[std::size_t(to)].cells) clash = clash || grid[std::size_t(c)] == grid[std::size_t(cell)];
            if (clash) continue;
            Cage& a = cages[std::size_t(from)];
            Cage& b = cages[std::size_t(to)];
            a.cells.erase(std::find(a.cells.begin(), a.cells.end(), std::uint8_t(cell)));
            a.sum -= grid[std::size_t(cell)];
            b.cells.insert(std::upper_bound(b.cells.begin(), b.cells.end(), std::uint8_t(cell)), std::uint8_t(cell));
            b.sum += grid[std::size_t(cell)];
            std::sort(cages.begin(), cages.end(), [](const Cage& x, const Cage& y) { return x.cells[0] < y.cells[0]; });
            return true;
        }
    }
    return false;
}

// Symbols of a cage's cells in `grid`, as a mask.
DigitMask cage_symbols(const Cage& cage, const ShapeDigits& grid) {
    DigitMask mask = 0;
    for (int cell : cage.cells) mask = DigitMask(mask | (1u << (grid[std::size_t(cell)] - 1)));
    return mask;
}

constexpr int kClimbRounds = 40;  // merges tried in a row before a layout is given up
constexpr int kClimbTriesPerRound = 24;

// Makes a unique layout harder by merging neighbouring cages (a merged cage hides which of its
// symbols went where, so the logical path needs more), as digging givens does for plain puzzles:
// a merge is kept when the puzzle still has one solution and a logical path within `target`; the
// climb ends when the path reaches `target`. The merged cage keeps 2 to 5 cells of different
// symbols. False when no merge helps any more.
bool climb(std::vector<Cage>& cages, std::shared_ptr<const Shape>& shape, const ShapeParams& params,
           const std::vector<std::uint8_t>& regions, const ShapeDigits& puzzle, const ShapeDigits& grid, Level target,
           Random& random) {
    const int n = params.side();
    std::optional<Level> level = solvable_path_level(*shape, puzzle, target);
    for (int round = 0; round < kClimbRounds; ++round) {
        if (!level) return false;
        if (*level == target) return true;
        std::vector<int> cage_of(std::size_t(n * n), -1);
        for (int k = 0; k < int(cages.size()); ++k)
            for (int cell : cages[std::size_t(k)].cells) cage_of[std::size_t(cell)] = k;
        std::vector<std::pair<int, int>> pairs;
        for (int cell = 0; cell < n * n; ++cell) {
            int around[4];
            const int k = neighbours(cell, n, around);
            for (int j = 0; j < k; ++j) {
                const int a = cage_of[std::size_t(cell)], b = cage_of[std::size_t(around[j])];
                if (a >= b) continue;
                const Cage& x = cages[std::size_t(a)];
                const Cage& y = cages[std::size_t(b)];
                if (x.cells.size() + y.cells.size() > 5 || (cage_symbols(x, grid) & cage_symbols(y, grid))) continue;
                if (std::find(pairs.begin(), pairs.end(), std::pair(a, b)) == pairs.end()) pairs.emplace_back(a, b);
            }
        }
        random.shuffle(std::span(pairs));
        bool merged = false;
        for (int t = 0; t < int(pairs.size()) && t < kClimbTriesPerRound && !merged; ++t) {
            const auto [a, b] = pairs[std::size_t(t)];
            std::vector<Cage> next = cages;
            Cage& into = next[std::size_t(a)];
            for (std::uint8_t cell : next[std::size_t(b)].cells) into.cells.push_back(cell);
            into.sum += next[std::size_t(b)].sum;
            std::sort(into.cells.begin(), into.cells.end());
            next.erase(next.begin() + b);
            std::sort(next.begin(), next.end(), [](const Cage& x, const Cage& y) { return x.cells[0] < y.cells[0]; });
            auto made = Shape::from_params(params, regions, next);
            if (!made) continue;
            const std::optional<Level> reached = solvable_path_level(*made.value(), puzzle, target);
            if (!reached) continue;
            cages = std::move(next);
            shape = made.value();
            level = reached;
            merged = true;
        }
        if (!merged) return false;
    }
    return false;
}

}  // namespace

std::vector<Cage> random_cages(const ShapeDigits& grid, int side, Random& random, Level level) {
    const int cells = side * side;
    std::vector<int> cage_of(static_cast<std::size_t>(cells), -1);
    std::vector<std::vector<int>> cages;
    std::vector<DigitMask> symbols;
    std::vector<int> order(static_cast<std::size_t>(cells));
    for (int i = 0; i < cells; ++i) order[std::size_t(i)] = i;
    random.shuffle(std::span<int>(order));
    auto bit = [&](int cell) { return DigitMask(1u << (grid[std::size_t(cell)] - 1)); };
    for (int start : order) {
        if (cage_of[std::size_t(start)] >= 0) continue;
        const int id = int(cages.size());
        cages.push_back({start});
        symbols.push_back(bit(start));
        cage_of[std::size_t(start)] = id;
        const int target = draw_size(random, level);
        while (int(cages.back().size()) < target) {
            std::vector<int> frontier;
            for (int cell : cages.back()) {
                int around[4];
                const int k = neighbours(cell, side, around);
                for (int i = 0; i < k; ++i) {
                    const int o = around[i];
                    if (cage_of[std::size_t(o)] < 0 && !(symbols.back() & bit(o)) &&
                        std::find(frontier.begin(), frontier.end(), o) == frontier.end())
                        frontier.push_back(o);
                }
            }
            if (frontier.empty()) break;
            const int pick = frontier[random.below(std::uint32_t(frontier.size()))];
            cages.back().push_back(pick);
            symbols.back() = DigitMask(symbols.back() | bit(pick));
            cage_of[std::size_t(pick)] = id;
        }
    }
    // A cell left alone joins the smallest neighbouring cage that lacks its symbol (up to 6 cells).
    for (int id = 0; id < int(cages.size()); ++id) {
        if (cages[std::size_t(id)].size() != 1) continue;
        const int cell = cages[std::size_t(id)][0];
        int around[4];
        const int k = neighbours(cell, side, around);
        int best = -1;
        for (int i = 0; i < k; ++i) {
            const int other = cage_of[std::size_t(around[i])];
            if (other == id || (symbols[std::size_t(other)] & bit(cell)) || cages[std::size_t(other)].size() >= 6 ||
                cages[std::size_t(other)].size() < 2)
                continue;
            if (best < 0 || cages[std::size_t(other)].size() < cages[std::size_t(best)].size()) best = other;
        }
        if (best < 0) continue;
        cages[std::size_t(best)].push_back(cell);
        symbols[std::size_t(best)] = DigitMask(symbols[std::size_t(best)] | bit(cell));
        cage_of[std::size_t(cell)] = best;
        cages[std::size_t(id)].clear();
    }
    std::vector<Cage> out;
    for (auto& cells_of : cages) {
        if (cells_of.empty()) continue;
        std::sort(cells_of.begin(), cells_of.end());
        Cage cage;
        for (int cell : cells_of) {
            cage.cells.push_back(std::uint8_t(cell));
            cage.sum += grid[std::size_t(cell)];
        }
        out.push_back(std::move(cage));
    }
    std::sort(out.begin(), out.end(), [](const Cage& a, const Cage& b) { return a.cells[0] < b.cells[0]; });
    return out;
}

Result<GeneratedShapePuzzle> generate_killer(const ShapeGenerateOptions& options) {
    ShapeParams plain = options.params;
    plain.killer = false;
    const int side = plain.side();
    if (side < kMinSide || side > kMaxSide)
        return killer_error(options.params, Phrase(N_("the side must be from 4 to 16")));
    std::shared_ptr<const Shape> base;
    if (!plain.jigsaw_side) {
        auto made = Shape::from_params(plain);
        if (!made) return killer_error(options.params, made.error().as_phrase());
        base = made.value();
    }
    Random random(options.seed);
    GeneratedShapePuzzle out;
    out.level = options.level;
    const ShapeDigits empty(std::size_t(side * side), 0);
    // Small Killers (6x6 and less) are cheap to try (0.2 ms) and rarely Extreme now that finned
    // fish, Unique Rectangles and the forcing chains solve more of them below it: five times the
    // attempts there (2x3k Extreme, seeds 1-15: seed 7 found nothing in 200).
    const int attempts = side <= 6 ? 5 * kShapeGenerateAttempts : kShapeGenerateAttempts;
    while (out.attempts < attempts) {
        if (options.cancel && options.cancel->load(std::memory_order_relaxed))
            return killer_error(options.params, Phrase(N_("cancelled")));
        ++out.attempts;
        std::vector<std::uint8_t> regions;
        if (plain.jigsaw_side) {
            regions = random_jigsaw_regions(side, random);
            auto made = Shape::from_params(plain, regions);
            if (!made) return killer_error(options.params, made.error().as_phrase());
            base = made.value();
        }
        const auto solution = random_solution(*base, empty, random);
        if (!solution) continue;
        // Hard and Expert layouts are rarely drawn unique at once: they are climbed to from a
        // layout of smaller cages by merging (climb).
        const bool climbing = options.level == Level::Hard || options.level == Level::Expert;
        std::vector<Cage> cages = random_cages(*solution, side, random, climbing ? Level::Easy : options.level);
        ShapeDigits puzzle = empty;
        // Givens, when asked for: random cells of the solution.
        for (int k = 0; k < options.killer_givens && k < side * side; ++k) {
            int cell = int(random.below(std::uint32_t(side * side)));
            while (puzzle[std::size_t(cell)]) cell = (cell + 1) % (side * side);
            puzzle[std::size_t(cell)] = (*solution)[std::size_t(cell)];
        }
        // Unique, or repaired towards it: a second solution's cells move between cages.
        std::shared_ptr<const Shape> shape;
        bool unique = false;
        for (int round = 0; round < kRepairRounds; ++round) {
            auto made = Shape::from_params(options.params, regions, cages);
            if (!made) return killer_error(options.params, made.error().as_phrase());
            shape = made.value();
            ShapeDigits first;
            // A layout the exact search needs long for is dropped (next grid): the count stops
            // after kCountBudget watches, by search nodes, so the same seed drops the same ones.
            int watches = 0;
            bool stopped = false;
            const int count = count_solutions_watched(
                *shape, puzzle, 2, [&watches](int) { return ++watches < kCountBudget; }, &stopped, &first);
            if (stopped) break;
            if (count == 1) {
                unique = true;
                break;
            }
            if (count == 0) break;  // cannot happen: the grid fits
            // A solution other than the grid: the first found, or a random one.
            ShapeDigits other = first;
            for (int t = 0; t < 4 && other == *solution; ++t) {
                auto found = random_solution(*shape, puzzle, random, 20000);
                if (found) other = *found;
            }
            if (other == *solution || !repair(cages, *solution, other, side, random)) break;
        }
        if (!unique) continue;
        if (climbing && !climb(cages, shape, options.params, regions, puzzle, *solution, options.level, random))
            continue;
        // A cage of one cell (about 2 layouts in 100 keep one) is a given in disguise, and Solo
        // refuses to open an ID with one: the layout is dropped.
        if (std::any_of(shape->cages().begin(), shape->cages().end(),
                        [](const Cage& cage) { return cage.cells.size() == 1; }))
            continue;
        if (!has_level(*shape, puzzle, options.level)) continue;
        out.shape = shape;
        out.puzzle = std::move(puzzle);
        out.solution = *solution;
        return out;
    }
    return killer_error(options.params,
                        Phrase(N_("no {level} puzzle turned up in {n} attempts"),
                               {{"level", Phrase(level_name(options.level).data())}, {"n", std::to_string(attempts)}}));
}

}  // namespace sudoku
