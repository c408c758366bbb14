#include "engine/killer_generator.hpp"

#include <algorithm>

#include "engine/logic/difficulty.hpp"
#include "engine/logic/shape_logic.hpp"
#include "engine/shape_solver.hpp"

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

int draw_size(Random& random) {
    // 2: 30%, 3: 35%, 4: 25%, 5: 10%.
    const std::uint32_t roll = random.below(100);
    if (roll < 30) return 2;
    if (roll < 65) return 3;
    if (roll < 90) return 4;
    return 5;
}

Error killer_error(const ShapeParams& params, std::string message) {
    return Error{0, "cannot generate " + shape_params_name(params) + ": " + message};
}

}  // namespace

std::vector<Cage> random_cages(const ShapeDigits& grid, int side, Random& random) {
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
        const int target = draw_size(random);
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
    if (side < kMinSide || side > kMaxSide) return killer_error(options.params, "the side must be from 4 to 16");
    std::shared_ptr<const Shape> base;
    if (!plain.jigsaw_side) {
        auto made = Shape::from_params(plain);
        if (!made) return killer_error(options.params, made.error().message);
        base = made.value();
    }
    Random random(options.seed);
    GeneratedShapePuzzle out;
    out.level = options.level;
    const ShapeDigits empty(std::size_t(side * side), 0);
    while (out.attempts < kShapeGenerateAttempts) {
        ++out.attempts;
        std::vector<std::uint8_t> regions;
        if (plain.jigsaw_side) {
            regions = random_jigsaw_regions(side, random);
            auto made = Shape::from_params(plain, regions);
            if (!made) return killer_error(options.params, made.error().message);
            base = made.value();
        }
        const auto solution = random_solution(*base, empty, random);
        if (!solution) continue;
        auto made = Shape::from_params(options.params, regions, random_cages(*solution, side, random));
        if (!made) return killer_error(options.params, made.error().message);
        const auto shape = made.value();
        ShapeDigits puzzle = empty;
        // Givens, when asked for: random cells of the solution.
        for (int k = 0; k < options.killer_givens && k < side * side; ++k) {
            int cell = int(random.below(std::uint32_t(side * side)));
            while (puzzle[std::size_t(cell)]) cell = (cell + 1) % (side * side);
            puzzle[std::size_t(cell)] = (*solution)[std::size_t(cell)];
        }
        if (count_solutions(*shape, puzzle, 2) != 1) continue;
        const Rating rating = rate_shape(*shape, puzzle, options.level);
        if (!rating.valid || rating.above_limit || rating.level != options.level) continue;
        out.shape = shape;
        out.puzzle = std::move(puzzle);
        out.solution = *solution;
        return out;
    }
    return killer_error(options.params, "no " + std::string(level_name(options.level)) + " puzzle turned up in " +
                                            std::to_string(kShapeGenerateAttempts) + " attempts");
}

}  // namespace sudoku
