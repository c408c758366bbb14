// Grid: the digits on a board, and which of them are givens.
//
// A value type: cheap to copy, compared with ==. The engine's solvers work on plain `Digits`;
// a Grid adds the one fact the game needs on top, "was this digit printed in the puzzle?", so a
// player's digits can be told apart from the givens and givens can never be changed by play.
#pragma once

#include <bitset>

#include "engine/model/geometry.hpp"

namespace sudoku {

class Grid {
public:
    /// An empty board: no givens, no digits.
    Grid() = default;

    /// A puzzle: every non-zero digit becomes a given.
    static Grid from_givens(const Digits& givens);

    int digit(int cell) const { return digits_[cell]; }
    bool is_empty(int cell) const { return digits_[cell] == 0; }
    bool is_given(int cell) const { return given_[cell]; }

    /// Puts a given (digit 1..9) or removes one (digit 0) at a cell.
    void set_given(int cell, int digit);
    /// Puts a player's digit (1..9) or erases it (0). Precondition: the cell is not a given.
    void set_digit(int cell, int digit);

    /// Every digit on the board, givens and the player's alike.
    const Digits& digits() const { return digits_; }
    /// Only the givens (the puzzle as printed), with 0 everywhere else.
    Digits givens() const;

    int given_count() const { return int(given_.count()); }
    int filled_count() const;
    bool is_full() const { return filled_count() == kCells; }

    bool operator==(const Grid&) const = default;

private:
    Digits digits_{};
    std::bitset<kCells> given_{};
};

}  // namespace sudoku
