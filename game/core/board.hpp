// Board: everything a player would expect to come back on undo, on a board of any shape
// (engine/constraints/shape.hpp): 4x4 to 16x16, jigsaw, X, Windoku, Killer. The digits; the marks of the
// solver's toolkit: pencil notes (the candidate layer: fixed 3x3 places, what auto-notes writes
// and hints read), corner marks (up to 9 symbols along the edges, in the order typed: Snyder
// notation) and centre marks (a row of symbols in the middle); colours on cells (several at once)
// and on single candidates. Marks and colours never change what the engine thinks.
//
// Invariant kept by execute_move (execute.hpp): a cell holding a digit has no notes, corner or
// centre marks, and no candidate colours (its cell colours stay: colours are about cells).
#pragma once

#include <array>
#include <bitset>
#include <cstdint>
#include <memory>

#include "engine/constraints/shape.hpp"
#include "engine/model/geometry.hpp"
#include "engine/model/grid.hpp"

namespace sudoku::game {

using ShapePtr = std::shared_ptr<const Shape>;

/// Pencil marks per cell: bit d-1 for symbol d. Cells past the shape's cell count stay 0.
using Notes = std::array<DigitMask, kMaxCells>;
/// A set of cells of a board of any shape (cells past the shape's cell count are never set).
using CellBits = std::bitset<kMaxCells>;

/// Corner marks of a cell: up to kMaxCornerMarks symbols in the order typed, 5 bits each (symbol
/// 1..16, 0 for an empty slot), the first typed in the lowest bits. A value: compared with ==.
using CornerMarks = std::uint64_t;
inline constexpr int kMaxCornerMarks = 9;
int corner_count(CornerMarks marks);
/// The i-th mark typed (0-based). Precondition: i < corner_count(marks).
int corner_at(CornerMarks marks, int i);
bool corner_has(CornerMarks marks, int symbol);
/// The symbols as a mask (bit d-1 for symbol d).
DigitMask corner_mask(CornerMarks marks);
/// Appends a symbol (no-op when present or when the cell holds kMaxCornerMarks already).
CornerMarks corner_add(CornerMarks marks, int symbol);
/// Removes a symbol, keeping the order of the rest.
CornerMarks corner_remove(CornerMarks marks, int symbol);

/// The colour palette's size: colours are 1..kColours (0: none).
inline constexpr int kColours = 9;
/// Colours of a cell: bit c-1 for colour c. A cell may hold several.
using CellColours = std::uint16_t;
/// Colours of a cell's candidates: 4 bits per symbol (symbol d at bits 4(d-1)), 0 none, 1..9.
using CandidateColours = std::uint64_t;
inline int candidate_colour(CandidateColours colours, int symbol) {
    return int((colours >> (4 * (symbol - 1))) & 15u);
}
inline CandidateColours with_candidate_colour(CandidateColours colours, int symbol, int colour) {
    const int shift = 4 * (symbol - 1);
    return (colours & ~(CandidateColours(15) << shift)) | (CandidateColours(colour) << shift);
}

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
    Notes notes{};  // the player's pencil notes: the candidate layer
    std::array<CornerMarks, kMaxCells> corner{};
    Notes centre{};  // centre marks (when kept apart from the pencil notes: Settings)
    std::array<CellColours, kMaxCells> colours{};
    std::array<CandidateColours, kMaxCells> candidate_colours{};

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

/// The digit filter: the empty cells where `digit` can still go by the rules (no peer holds it)
/// and, with `by_marks`, where the cell's marks (pencil notes, centre or corner marks) hold it
/// too (a cell without any marks counts as holding every candidate).
CellBits digit_filter(const Board& board, int digit, bool by_marks);
/// The bivalue filter: empty cells with exactly two candidates by the rules or, with `by_marks`,
/// two pencil notes (or, where the cell has none, two centre marks).
CellBits bivalue_filter(const Board& board, bool by_marks);

/// The cells of a set that are on a classic board, as the classic types hold them.
std::bitset<kCells> classic_cells(const CellBits& cells);

/// Symbols 1..n as a player reads them in messages: "1-9", "1-6", "1-9 or A-G".
std::string symbol_range(int side);
/// The same as a phrase (issue #33): "1-9 or A-G" with its "or" translated.
Phrase symbol_range_phrase(int side);

}  // namespace sudoku::game
