#include "engine/shape_reference_solver.hpp"

#include <cassert>

namespace sudoku::reference {
namespace {

// The symbols no peer of `cell` holds.
DigitMask free_symbols(const Shape& shape, const ShapeDigits& board, int cell) {
    DigitMask used = 0;
    for (int peer : shape.peers(cell))
        if (board[std::size_t(peer)]) used |= DigitMask(1u << (board[std::size_t(peer)] - 1));
    return DigitMask(shape.all_symbols() & ~used);
}

// Killer: whether the cage of `cell` can still make its sum: the filled cells' total plus the
// smallest (largest) different symbols for the open cells is at most (at least) the sum; a full
// cage makes it exactly. Different symbols within a cage come from the peers (cage mates are peers).
bool cage_fits(const Shape& shape, const ShapeDigits& board, int cell) {
    const int k = shape.cage_of(cell);
    if (k < 0) return true;
    const Cage& cage = shape.cage(k);
    int total = 0, open = 0;
    for (int c : cage.cells) {
        if (board[std::size_t(c)])
            total += board[std::size_t(c)];
        else
            ++open;
    }
    return total + min_cage_sum(open) <= cage.sum && cage.sum <= total + max_cage_sum(open, shape.side());
}

struct Search {
    const Shape& shape;
    int limit;
    int count = 0;
    ShapeDigits* first;
    SearchStats* stats;

    // Returns true once `limit` solutions have been found.
    bool run(ShapeDigits& board) {
        if (stats) ++stats->nodes;
        int best = -1;
        int best_count = shape.side() + 1;
        for (int cell = 0; cell < shape.cell_count(); ++cell) {
            if (board[std::size_t(cell)]) continue;
            const int n = __builtin_popcount(free_symbols(shape, board, cell));
            if (n < best_count) {
                best = cell;
                best_count = n;
            }
        }
        if (best < 0) {
            if (count == 0 && first) *first = board;
            return ++count >= limit;
        }
        const DigitMask free = free_symbols(shape, board, best);
        for (int symbol = 1; symbol <= shape.side(); ++symbol) {
            if (!(free & (1u << (symbol - 1)))) continue;
            if (stats && best_count > 1) ++stats->guesses;
            board[std::size_t(best)] = std::uint8_t(symbol);
            const bool stop = cage_fits(shape, board, best) && run(board);
            board[std::size_t(best)] = 0;
            if (stop) return true;
        }
        return false;
    }
};

}  // namespace

int count_solutions(const Shape& shape, const ShapeDigits& puzzle, int limit, ShapeDigits* first, SearchStats* stats) {
    assert(limit >= 1);
    if (int(puzzle.size()) != shape.cell_count()) return 0;
    ShapeDigits board(puzzle.size(), 0);
    for (int cell = 0; cell < shape.cell_count(); ++cell) {
        const int symbol = puzzle[std::size_t(cell)];
        if (symbol > shape.side()) return 0;
        if (!symbol) continue;
        if (!(free_symbols(shape, board, cell) & (1u << (symbol - 1)))) return 0;  // a peer holds it
        board[std::size_t(cell)] = std::uint8_t(symbol);
        if (!cage_fits(shape, board, cell)) return 0;
    }
    for (int k = 0; k < shape.cage_count(); ++k)  // a cage with no givens must fit too
        if (!cage_fits(shape, board, shape.cage(k).cells[0])) return 0;
    Search search{shape, limit, 0, first, stats};
    search.run(board);
    return search.count;
}

std::optional<ShapeDigits> solve(const Shape& shape, const ShapeDigits& puzzle, SearchStats* stats) {
    ShapeDigits solution;
    if (reference::count_solutions(shape, puzzle, 1, &solution, stats) == 0) return std::nullopt;
    return solution;
}

}  // namespace sudoku::reference
