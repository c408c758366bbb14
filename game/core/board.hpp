// Board: everything a player would expect to come back on undo, the digits and the notes, on a
// board of any shape (engine/shape.hpp): 4x4 to 16x16, jigsaw, X, Windoku.
//
// Invariant kept by execute_move (execute.hpp): a cell holding a digit has no notes.
#pragma once

#include <array>
#include <bitset>
#include <memory>

#include "engine/geometry.hpp"
#include "engine/grid.hpp"
#include "engine/shape.hpp"

namespace sudoku::game {

using ShapePtr = std::shared_ptr<const Shape>;

/// Pencil marks per cell: bit d-1 for symbol d. Cells past the shape's cell count stay 0.
using Notes = std::array<DigitMask, kMaxCells>;
/// A set of cells of a board of any shape (cells past the shape's cell count are never set).
using CellBits = std::bitset<kMaxCells>;

/// The symbols on a board of any shape, and which of them are givens: the game's Grid. A value
/// type compared with == (shapes by what they are, not by pointer). Default: an empty classic
/// board.
class PlayGrid {
public:
    PlayGrid() : PlayGrid(Shape::classic()) {}
    explicit PlayGrid(ShapePtr shape);

    /// A puzzle: every non-zero symbol becomes a given. Precondition: givens.size() is the shape's
    /// cell count and every symbol is 0..n.
    static PlayGrid from_givens(ShapePtr shape, const ShapeDigits& givens);
    /// A classic puzzle.
    static PlayGrid from_givens(const Digits& givens);

    const Shape& shape() const { return *shape_; }
    const ShapePtr& shape_ptr() const { return shape_; }
    int cell_count() const { return int(digits_.size()); }

    int digit(int cell) const { return digits_[std::size_t(cell)]; }
    bool is_empty(int cell) const { return digits_[std::size_t(cell)] == 0; }
    bool is_given(int cell) const { return given_[std::size_t(cell)]; }
    /// Puts a given (symbol 1..n) or removes one (0) at a cell.
    void set_given(int cell, int digit);
    /// Puts a player's symbol (1..n) or erases it (0). Precondition: the cell is not a given.
    void set_digit(int cell, int digit);

    /// Every symbol on the board, givens and the player's alike.
    const ShapeDigits& digits() const { return digits_; }
    /// Only the givens, with 0 everywhere else.
    ShapeDigits givens() const;

    int given_count() const { return int(given_.count()); }
    int filled_count() const;
    bool is_full() const { return filled_count() == cell_count(); }

    /// The classic engine's types, for classic-only code (9x9 formats, the classic solvers).
    /// Precondition: shape().is_classic().
    Digits classic_digits() const;
    Grid classic_grid() const;

    bool operator==(const PlayGrid& other) const {
        return digits_ == other.digits_ && given_ == other.given_ && *shape_ == *other.shape_;
    }

private:
    ShapePtr shape_;
    ShapeDigits digits_;
    CellBits given_{};
};

struct Board {
    PlayGrid grid;  // givens and the player's digits
    Notes notes{};  // the player's pencil marks

    const Shape& shape() const { return grid.shape(); }
    bool operator==(const Board&) const = default;
};

/// Digits of a classic board as ShapeDigits (and back; precondition: 81 symbols 0..9).
ShapeDigits to_shape_digits(const Digits& digits);
Digits to_classic_digits(const ShapeDigits& digits);

/// The digits not yet used by any peer of `cell` (whatever the cell itself holds).
DigitMask candidates_of(const Digits& digits, int cell);
DigitMask candidates_of(const PlayGrid& grid, int cell);

/// The cells holding a digit different from the solution's (givens never differ).
CellBits wrong_cells(const ShapeDigits& digits, const ShapeDigits& solution);

/// The cells of a set that are on a classic board, as the classic types hold them.
std::bitset<kCells> classic_cells(const CellBits& cells);

/// Symbols 1..n as a player reads them in messages: "1-9", "1-6", "1-9 or A-G".
std::string symbol_range(int side);

}  // namespace sudoku::game
