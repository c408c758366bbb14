#include "engine/reference_solver.hpp"

#include <cassert>

namespace sudoku::reference {
namespace {

// The board plus, for each house, the digits already used in it. A cell's candidates are the
// digits used in none of its three houses.
struct Board {
    Digits cells{};
    std::array<DigitMask, kSide> row{}, col{}, box{};

    DigitMask candidates(int cell) const {
        return DigitMask(kAllDigits & ~(row[row_of(cell)] | col[col_of(cell)] | box[box_of(cell)]));
    }
    void set(int cell, int digit) {
        cells[cell] = std::uint8_t(digit);
        row[row_of(cell)] |= digit_bit(digit);
        col[col_of(cell)] |= digit_bit(digit);
        box[box_of(cell)] |= digit_bit(digit);
    }
    void clear(int cell) {
        DigitMask keep = DigitMask(~digit_bit(cells[cell]));
        row[row_of(cell)] &= keep;
        col[col_of(cell)] &= keep;
        box[box_of(cell)] &= keep;
        cells[cell] = 0;
    }
};

struct Search {
    int limit;
    int count = 0;
    Digits* first;
    SearchStats* stats;

    // Depth-first search. Returns true once `limit` solutions have been found (stop everything).
    bool run(Board& board) {
        if (stats) ++stats->nodes;
        // Minimum remaining values: the empty cell with the fewest candidates.
        int best = -1;
        int best_count = kDigits + 1;
        for (int cell = 0; cell < kCells; ++cell) {
            if (board.cells[cell] != 0) continue;
            int n = __builtin_popcount(board.candidates(cell));
            if (n < best_count) {
                best = cell;
                best_count = n;
            }
        }
        if (best < 0) {  // no empty cell: the board is a solution
            if (count == 0 && first) *first = board.cells;
            return ++count >= limit;
        }
        DigitMask cand = board.candidates(best);
        for (int digit = 1; digit <= kDigits; ++digit) {
            if (!(cand & digit_bit(digit))) continue;
            if (stats && best_count > 1) ++stats->guesses;
            board.set(best, digit);
            bool stop = run(board);
            board.clear(best);
            if (stop) return true;
        }
        return false;
    }
};

}  // namespace

int count_solutions(const Digits& puzzle, int limit, Digits* first, SearchStats* stats) {
    assert(limit >= 1);
    Board board;
    for (int cell = 0; cell < kCells; ++cell) {
        int digit = puzzle[cell];
        assert(digit <= kDigits);
        if (digit == 0) continue;
        if (!(board.candidates(cell) & digit_bit(digit))) return 0;  // the digit is already in a house
        board.set(cell, digit);
    }
    Search search{limit, 0, first, stats};
    search.run(board);
    return search.count;
}

std::optional<Digits> solve(const Digits& puzzle, SearchStats* stats) {
    Digits solution{};
    if (reference::count_solutions(puzzle, 1, &solution, stats) == 0) return std::nullopt;
    return solution;
}

}  // namespace sudoku::reference
