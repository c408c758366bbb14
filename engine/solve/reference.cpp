#include "engine/solve/reference.hpp"

#include <array>
#include <cassert>
#include <vector>

namespace sudoku::reference {
namespace {

// The board plus, for each house and each Killer cage, the symbols already used in it. A cell's
// free symbols are the ones used in none of its houses and not in its cage: its peers' symbols
// (a cell's peers are the cells sharing a house or its cage with it).
struct Board {
    const Shape& shape;
    ShapeDigits cells;
    std::array<DigitMask, kMaxHouses> house{};
    std::vector<DigitMask> cage;

    explicit Board(const Shape& s)
        : shape(s), cells(std::size_t(s.cell_count()), 0), cage(std::size_t(s.cage_count()), 0) {}

    DigitMask free_symbols(int cell) const {
        DigitMask used = 0;
        for (int h : shape.houses_of(cell)) used |= house[std::size_t(h)];
        if (const int k = shape.cage_of(cell); k >= 0) used |= cage[std::size_t(k)];
        return DigitMask(shape.all_symbols() & ~used);
    }
    void set(int cell, int symbol) {
        cells[std::size_t(cell)] = std::uint8_t(symbol);
        const auto bit = DigitMask(1u << (symbol - 1));
        for (int h : shape.houses_of(cell)) house[std::size_t(h)] |= bit;
        if (const int k = shape.cage_of(cell); k >= 0) cage[std::size_t(k)] |= bit;
    }
    void clear(int cell) {
        const auto keep = DigitMask(~(1u << (cells[std::size_t(cell)] - 1)));
        for (int h : shape.houses_of(cell)) house[std::size_t(h)] &= keep;
        if (const int k = shape.cage_of(cell); k >= 0) cage[std::size_t(k)] &= keep;
        cells[std::size_t(cell)] = 0;
    }
};

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

// The board's clues other than cages (ShapeSpec::constraints) that hold `cell`: none reports a break on the
// board so far (a clue reports only what no filling of its empty cells can mend).
bool clues_fit(const Shape& shape, const ShapeDigits& board, int cell) {
    std::vector<RuleBreak> breaks;
    for (const auto& clue : shape.clues()) {
        for (std::uint8_t c : clue->cells())
            if (c == cell) {
                clue->check(shape, board, breaks);
                if (!breaks.empty()) return false;
                break;
            }
    }
    return true;
}

struct Search {
    const Shape& shape;
    int limit;
    int count = 0;
    ShapeDigits* first;
    SearchStats* stats;

    // Depth-first search. Returns true once `limit` solutions have been found (stop everything).
    bool run(Board& board) {
        if (stats) ++stats->nodes;
        int best = -1;
        int best_count = shape.side() + 1;
        for (int cell = 0; cell < shape.cell_count(); ++cell) {
            if (board.cells[std::size_t(cell)]) continue;
            const int n = symbol_count(board.free_symbols(cell));
            if (n < best_count) {
                best = cell;
                best_count = n;
            }
        }
        if (best < 0) {  // no empty cell: the board is a solution
            if (count == 0 && first) *first = board.cells;
            return ++count >= limit;
        }
        const DigitMask free = board.free_symbols(best);
        for (int symbol = 1; symbol <= shape.side(); ++symbol) {
            if (!(free & (1u << (symbol - 1)))) continue;
            if (stats && best_count > 1) ++stats->guesses;
            board.set(best, symbol);
            const bool stop = cage_fits(shape, board.cells, best) && clues_fit(shape, board.cells, best) && run(board);
            board.clear(best);
            if (stop) return true;
        }
        return false;
    }
};

}  // namespace

int count_solutions(const Shape& shape, const ShapeDigits& puzzle, int limit, ShapeDigits* first, SearchStats* stats) {
    assert(limit >= 1);
    if (int(puzzle.size()) != shape.cell_count()) return 0;
    Board board(shape);
    for (int cell = 0; cell < shape.cell_count(); ++cell) {
        const int symbol = puzzle[std::size_t(cell)];
        if (symbol > shape.side()) return 0;
        if (!symbol) continue;
        if (!(board.free_symbols(cell) & (1u << (symbol - 1)))) return 0;  // a peer holds it
        board.set(cell, symbol);
        if (!cage_fits(shape, board.cells, cell) || !clues_fit(shape, board.cells, cell)) return 0;
    }
    for (int k = 0; k < shape.cage_count(); ++k)  // a cage with no givens must fit too
        if (!cage_fits(shape, board.cells, shape.cage(k).cells[0])) return 0;
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
