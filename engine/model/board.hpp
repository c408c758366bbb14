// Board: the board's geometry as data, for every board the game plays: side n from 4 to 16 with
// boxes of r rows and c columns (n = r*c), or n irregular regions (jigsaw), plus optional extra
// houses: both main diagonals (X) and the four extra 3x3 windows (Windoku, 9x9 only).
//
// From a Board come the houses (every house holds exactly n cells, so each symbol 1..n appears
// once in it), each cell's houses, and the names people use for cells and houses. What else a
// puzzle asks of its cells (Killer cages, and later the variant clues) is its constraints
// (engine/constraints/); a Shape (engine/constraints/shape.hpp) is a Board with its cages.
//
// Cells are indexed row-major, 0..n*n-1. Houses are numbered: rows 0..n-1, columns n..2n-1,
// boxes or regions 2n..3n-1, then the main diagonal and the anti-diagonal (X), then the four
// windows (Windoku). Symbols are 1..n; DigitMask (16 bits) holds a set of them.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/model/geometry.hpp"
#include "engine/model/result.hpp"
#include "engine/model/text.hpp"

namespace sudoku {

inline constexpr int kMinSide = 4;
inline constexpr int kMaxSide = 16;
inline constexpr int kMaxCells = kMaxSide * kMaxSide;
/// The largest Killer board the text formats, the generator and the game take (the engine itself
/// is exact on every side, but proving a larger Killer unique can take minutes).
inline constexpr int kMaxKillerSide = 9;
/// Row, column, box or region, two diagonals, and a window: at most six houses per cell.
inline constexpr int kMaxHousesPerCell = 6;
/// Rows, columns and boxes of a 16x16 board, two diagonals and four windows.
inline constexpr int kMaxHouses = 3 * kMaxSide + 6;

/// One symbol per cell of a shaped board: 0 for empty, 1..n for a symbol.
using ShapeDigits = std::vector<std::uint8_t>;

/// A set of cells of a board up to 16x16.
class BigCellSet {
public:
    void insert(int cell) { words_[cell / 64] |= std::uint64_t(1) << (cell % 64); }
    void erase(int cell) { words_[cell / 64] &= ~(std::uint64_t(1) << (cell % 64)); }
    bool contains(int cell) const { return (words_[cell / 64] >> (cell % 64)) & 1; }
    bool empty() const { return !(words_[0] | words_[1] | words_[2] | words_[3]); }
    int count() const {
        int n = 0;
        for (std::uint64_t w : words_) {  // inline: the builtin is a library call on portable builds
            w = w - ((w >> 1) & 0x5555555555555555u);
            w = (w & 0x3333333333333333u) + ((w >> 2) & 0x3333333333333333u);
            w = (w + (w >> 4)) & 0x0F0F0F0F0F0F0F0Fu;
            n += int((w * 0x0101010101010101u) >> 56);
        }
        return n;
    }
    BigCellSet operator&(const BigCellSet& o) const {
        BigCellSet out;
        for (int i = 0; i < 4; ++i) out.words_[i] = words_[i] & o.words_[i];
        return out;
    }
    BigCellSet& operator|=(const BigCellSet& o) {
        for (int i = 0; i < 4; ++i) words_[i] |= o.words_[i];
        return *this;
    }
    BigCellSet& operator&=(const BigCellSet& o) {
        for (int i = 0; i < 4; ++i) words_[i] &= o.words_[i];
        return *this;
    }
    /// Calls visit(cell) for each cell in increasing order; stops and returns true as soon as
    /// visit returns true.
    template <class Visit>
    bool any_of(Visit visit) const {
        for (int i = 0; i < 4; ++i)
            for (std::uint64_t w = words_[i]; w; w &= w - 1)
                if (visit(i * 64 + __builtin_ctzll(w))) return true;
        return false;
    }
    bool operator==(const BigCellSet&) const = default;
    /// Cells 64*i .. 64*i+63 as bits (a board of at most 64 cells is word 0 alone).
    std::uint64_t word(int i) const { return words_[std::size_t(i)]; }

private:
    std::array<std::uint64_t, 4> words_{};
};

enum class ShapeHouseKind : std::uint8_t { Row, Column, Box, Region, Diagonal, AntiDiagonal, Window };

/// What a board is, before its tables are built.
struct BoardSpec {
    int box_rows = 3;     // rows of cells in a box (0 for jigsaw)
    int box_cols = 3;     // columns of cells in a box (0 for jigsaw)
    int jigsaw_side = 0;  // side of a jigsaw board (0 for boxes)
    /// Jigsaw only: the region (0..n-1) of every cell, row-major. Empty for boxes.
    std::vector<std::uint8_t> regions;
    bool diagonals = false;  // X: both main diagonals are houses
    bool windows = false;    // Windoku: four extra 3x3 windows (9x9 with 3x3 boxes only)

    int side() const { return jigsaw_side ? jigsaw_side : box_rows * box_cols; }
    bool jigsaw() const { return jigsaw_side != 0; }
    bool operator==(const BoardSpec&) const = default;
};

class Board {
public:
    /// Builds the tables, checking the spec: side 4..16; boxes r*c with r, c >= 2 (a box one cell
    /// thick would be a row or a column); jigsaw regions must be n connected regions of n cells
    /// each; windows only on 9x9 with 3x3 boxes. Errors say what is wrong in a sentence.
    static Result<std::shared_ptr<const Board>> make(BoardSpec spec);

    int side() const { return side_; }
    int cell_count() const { return side_ * side_; }
    int symbol_count() const { return side_; }
    DigitMask all_symbols() const { return DigitMask((1u << side_) - 1); }
    bool is_jigsaw() const { return board_.jigsaw(); }
    bool has_diagonals() const { return board_.diagonals; }
    bool has_windows() const { return board_.windows; }
    /// Box height and width (0 for jigsaw).
    int box_rows() const { return board_.box_rows; }
    int box_cols() const { return board_.box_cols; }

    int row_of(int cell) const { return cell / side_; }
    int col_of(int cell) const { return cell % side_; }
    int cell_at(int row, int col) const { return row * side_ + col; }
    /// The box or jigsaw region of a cell, 0..n-1.
    int region_of(int cell) const { return region_[std::size_t(cell)]; }

    int house_count() const { return int(house_kind_.size()); }
    /// The n cells of a house, in reading order.
    std::span<const std::uint8_t> house_cells(int house) const {
        return {house_cells_.data() + std::size_t(house) * std::size_t(side_), std::size_t(side_)};
    }
    ShapeHouseKind house_kind(int house) const { return house_kind_[std::size_t(house)]; }
    /// The number of the house within its kind, 0-based (row 0, box 4, window 2...).
    int house_index(int house) const { return house_index_[std::size_t(house)]; }
    int row_house(int row) const { return row; }
    int col_house(int col) const { return side_ + col; }
    int region_house(int region) const { return 2 * side_ + region; }
    /// The houses containing a cell: row, column, box or region, then diagonals and window.
    std::span<const std::uint8_t> houses_of(int cell) const {
        return {cell_houses_.data() + std::size_t(cell) * kMaxHousesPerCell,
                std::size_t(cell_house_count_[std::size_t(cell)])};
    }
    /// Where a cell stands in each of its houses: house_slots(cell)[k] is its index in
    /// house_cells(houses_of(cell)[k]).
    std::span<const std::uint8_t> house_slots(int cell) const {
        return {cell_house_slots_.data() + std::size_t(cell) * kMaxHousesPerCell,
                std::size_t(cell_house_count_[std::size_t(cell)])};
    }
    const BigCellSet& house_set(int house) const { return house_sets_[std::size_t(house)]; }
    /// A cell's houses as bits (bit h for house h; at most 54 houses), for loops that look them up
    /// often.
    std::uint64_t house_mask(int cell) const { return cell_house_masks_[std::size_t(cell)]; }
    const std::uint64_t* house_masks() const { return cell_house_masks_.data(); }

    /// "r4c6", "r10c12": 1-based row and column.
    std::string cell_name(int cell) const;
    /// "row 3", "column 7", "box 5", "region 2", "the main diagonal", "the anti-diagonal", "window 1".
    std::string house_name(int house) const;

protected:
    Board() = default;
    /// Checks `spec` and builds the tables into this board (make's work, for Shape::make too).
    Result<bool> build(BoardSpec spec);

private:
    BoardSpec board_;
    int side_ = 0;
    std::vector<std::uint8_t> region_;
    std::vector<std::uint8_t> house_cells_;
    std::vector<ShapeHouseKind> house_kind_;
    std::vector<std::uint8_t> house_index_;
    std::vector<std::uint8_t> cell_houses_;
    std::vector<std::uint8_t> cell_house_count_;
    std::vector<std::uint8_t> cell_house_slots_;
    std::vector<BigCellSet> house_sets_;
    std::vector<std::uint64_t> cell_house_masks_;
};

/// "r4c6": a cell's name on a board of side n (Board::cell_name).
std::string cell_name(int cell, int side);
/// "9x9": a board's size.
std::string board_size_text(int side);
/// Whether cells of a board of side n (none repeated) make one orthogonally connected piece (a
/// Killer cage's cells must); true for none.
bool orthogonally_connected(std::span<const std::uint8_t> cells, int side);

/// A symbol as shown and written in our text format: '1'..'9', then 'A'..'G' for 10..16; '.' for 0.
char symbol_char(int symbol);
/// The symbol of a character in a board of side n ('A'/'a' is 10), or -1 when it is not one
/// (0 for '.' and '0'). Symbols above n are refused by the caller with the shape in the message.
int parse_symbol_char(char c);
/// "10" or "A" for symbol 10, as the settings ask (letters by default).
std::string symbol_text(int symbol, bool letters = true);

}  // namespace sudoku
