// The board's geometry in one place: cells, houses, peers and box shape.
//
// Classic 9x9 Sudoku only for now. Everything that needs "how big is the board" or "which cells see
// each other" asks this header instead of spelling out 9s and 3s, so that later shapes (4x4 to
// 16x16, diagonal, jigsaw) change one file. The tables are constexpr so the classic path pays
// nothing for the indirection.
//
// Cells are indexed 0..80 row-major (index = row * 9 + column). Houses are numbered 0..26:
// rows 0..8, columns 9..17, boxes 18..26 (boxes left to right, then top to bottom).
#pragma once

#include <array>
#include <cstdint>

namespace sudoku {

inline constexpr int kBoxRows = 3;                 // height of a box in cells
inline constexpr int kBoxCols = 3;                 // width of a box in cells
inline constexpr int kSide = kBoxRows * kBoxCols;  // cells per row, column, box; also the digit count
inline constexpr int kDigits = kSide;
inline constexpr int kCells = kSide * kSide;
inline constexpr int kHouses = 3 * kSide;
inline constexpr int kPeers = 3 * kSide - kBoxRows - kBoxCols - 1;  // 20 on 9x9

/// One digit per cell, 0 for empty and 1..kDigits for a digit.
using Digits = std::array<std::uint8_t, kCells>;

/// A set of candidate digits: bit d-1 stands for digit d.
using DigitMask = std::uint16_t;
inline constexpr DigitMask kAllDigits = (1u << kDigits) - 1;
/// One candidate mask per cell (a player's notes, or the candidates still open).
using CandidateMasks = std::array<DigitMask, kCells>;
constexpr DigitMask digit_bit(int digit) {
    return DigitMask(1u << (digit - 1));
}
/// The number of symbols in a mask: bits set in a DigitMask (or in a house's positions, or any
/// 32-bit mask). Written out where the processor has no popcount instruction (portable builds):
/// there __builtin_popcount is a library call, slow in the solvers' and finders' loops. The
/// parameter is unsigned, not DigitMask: narrowing the callers' unsigned masks first made the
/// hidden subsets 10-15% slower (sudoku-rate-bench --techniques).
constexpr int symbol_count(unsigned m) {
#if defined(__POPCNT__)
    return __builtin_popcount(m);
#else
    unsigned x = m;
    x = x - ((x >> 1) & 0x55555555u);
    x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
    x = (x + (x >> 4)) & 0x0F0F0F0Fu;
    return int((x * 0x01010101u) >> 24);
#endif
}

enum class HouseKind : std::uint8_t { Row, Column, Box };

constexpr int row_of(int cell) {
    return cell / kSide;
}
constexpr int col_of(int cell) {
    return cell % kSide;
}
constexpr int box_of(int cell) {
    return (row_of(cell) / kBoxRows) * kBoxRows + col_of(cell) / kBoxCols;
}
constexpr int cell_at(int row, int col) {
    return row * kSide + col;
}

constexpr int row_house(int row) {
    return row;
}
constexpr int col_house(int col) {
    return kSide + col;
}
constexpr int box_house(int box) {
    return 2 * kSide + box;
}
constexpr HouseKind house_kind(int house) {
    return HouseKind(house / kSide);
}
/// Index of the house within its kind (row number, column number or box number), 0-based.
constexpr int house_index(int house) {
    return house % kSide;
}

/// A set of cells as a bitset, for finders that intersect "cells seeing X" with "cells holding d"
/// many times over. Visits its cells in increasing order.
class CellSet {
public:
    constexpr void insert(int cell) { words_[cell / 64] |= std::uint64_t(1) << (cell % 64); }
    constexpr bool contains(int cell) const { return (words_[cell / 64] >> (cell % 64)) & 1; }
    constexpr bool empty() const {
        for (std::uint64_t w : words_)
            if (w) return false;
        return true;
    }
    constexpr CellSet operator&(const CellSet& other) const {
        CellSet out;
        for (std::size_t i = 0; i < words_.size(); ++i) out.words_[i] = words_[i] & other.words_[i];
        return out;
    }
    constexpr CellSet& operator|=(const CellSet& other) {
        for (std::size_t i = 0; i < words_.size(); ++i) words_[i] |= other.words_[i];
        return *this;
    }
    /// Calls visit(cell) for each cell, in increasing order; stops and returns true as soon as
    /// visit returns true.
    template <class Visit>
    bool any_of(Visit visit) const {
        for (std::size_t i = 0; i < words_.size(); ++i)
            for (std::uint64_t w = words_[i]; w; w &= w - 1)
                if (visit(int(i * 64) + __builtin_ctzll(w))) return true;
        return false;
    }
    constexpr bool operator==(const CellSet&) const = default;

private:
    std::array<std::uint64_t, (kCells + 63) / 64> words_{};
};

namespace detail {

struct Tables {
    std::array<std::array<std::uint8_t, kSide>, kHouses> house_cells{};
    std::array<std::array<std::uint8_t, 3>, kCells> cell_houses{};
    std::array<std::array<std::uint8_t, kPeers>, kCells> peers{};
    std::array<CellSet, kCells> peer_sets{};
};

constexpr Tables make_tables() {
    Tables t{};
    for (int i = 0; i < kSide; ++i) {
        for (int j = 0; j < kSide; ++j) {
            t.house_cells[row_house(i)][j] = std::uint8_t(cell_at(i, j));
            t.house_cells[col_house(i)][j] = std::uint8_t(cell_at(j, i));
            int box_row = (i / kBoxRows) * kBoxRows + j / kBoxCols;
            int box_col = (i % kBoxRows) * kBoxCols + j % kBoxCols;
            t.house_cells[box_house(i)][j] = std::uint8_t(cell_at(box_row, box_col));
        }
    }
    for (int c = 0; c < kCells; ++c) {
        t.cell_houses[c] = {std::uint8_t(row_house(row_of(c))), std::uint8_t(col_house(col_of(c))),
                            std::uint8_t(box_house(box_of(c)))};
        int n = 0;
        for (int o = 0; o < kCells; ++o) {
            if (o != c && (row_of(o) == row_of(c) || col_of(o) == col_of(c) || box_of(o) == box_of(c)))
                t.peers[c][n++] = std::uint8_t(o), t.peer_sets[c].insert(o);
        }
    }
    return t;
}

inline constexpr Tables kTables = make_tables();

}  // namespace detail

/// The kSide cells of a house, in reading order.
constexpr const std::array<std::uint8_t, kSide>& house_cells(int house) {
    return detail::kTables.house_cells[house];
}
/// The row, column and box houses containing a cell.
constexpr const std::array<std::uint8_t, 3>& houses_of(int cell) {
    return detail::kTables.cell_houses[cell];
}
/// The cells sharing a house with a cell (not the cell itself), in increasing order.
constexpr const std::array<std::uint8_t, kPeers>& peers_of(int cell) {
    return detail::kTables.peers[cell];
}
/// The same cells as a set.
constexpr const CellSet& peer_set(int cell) {
    return detail::kTables.peer_sets[cell];
}

}  // namespace sudoku
