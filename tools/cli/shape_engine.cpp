// Interim: a plain depth-first count over the shape's peers (fewest candidates first), until the
// engine's shape solver (engine/shape_solver.hpp) lands and this forwards to it.
#include "tools/cli/shape_engine.hpp"

#include <array>

namespace sudoku::cli {

namespace {

struct Search {
    const Shape& shape;
    int limit;
    ShapeDigits* first;
    const std::function<bool(int)>& keep_going;
    std::array<std::uint8_t, kMaxCells> grid{};
    int found = 0;
    long long nodes = 0;
    bool stopped = false;

    DigitMask candidates(int cell) const {
        DigitMask used = 0;
        for (std::uint8_t peer : shape.peers(cell))
            if (grid[peer]) used = DigitMask(used | (1u << (grid[peer] - 1)));
        return DigitMask(shape.all_symbols() & ~used);
    }

    void run() {
        if (found >= limit || stopped) return;
        if (keep_going && (++nodes & 0xFFFF) == 0 && !keep_going(found)) {
            stopped = true;
            return;
        }
        int best = -1, best_count = 99;
        DigitMask best_mask = 0;
        for (int cell = 0; cell < shape.cell_count(); ++cell) {
            if (grid[std::size_t(cell)]) continue;
            DigitMask mask = candidates(cell);
            int count = __builtin_popcount(mask);
            if (count < best_count) best = cell, best_count = count, best_mask = mask;
            if (count <= 1) break;
        }
        if (best < 0) {
            if (found++ == 0 && first) first->assign(grid.begin(), grid.begin() + shape.cell_count());
            return;
        }
        for (DigitMask m = best_mask; m && found < limit && !stopped; m = DigitMask(m & (m - 1))) {
            grid[std::size_t(best)] = std::uint8_t(__builtin_ctz(m) + 1);
            run();
        }
        grid[std::size_t(best)] = 0;
    }
};

}  // namespace

int count_shape_solutions(const Shape& shape, const ShapeDigits& puzzle, int limit, ShapeDigits* first,
                          const std::function<bool(int)>& keep_going, bool* stopped) {
    Search search{shape, limit, first, keep_going};
    for (int cell = 0; cell < shape.cell_count(); ++cell) search.grid[std::size_t(cell)] = puzzle[std::size_t(cell)];
    search.run();
    if (stopped) *stopped = search.stopped;
    return search.found;
}

}  // namespace sudoku::cli
