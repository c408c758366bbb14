// Shape: the board's geometry as data, for every board the game plays: side n from 4 to 16 with
// boxes of r rows and c columns (n = r*c), or n irregular regions (jigsaw), plus optional extra
// houses: both main diagonals (X) and the four extra 3x3 windows (Windoku, 9x9 only).
//
// From a Shape come the houses (every house holds exactly n cells, so each symbol 1..n appears
// once in it), each cell's houses and peers, and the names people use for cells and houses.
// Classic 9x9 keeps its compile-time tables in geometry.hpp and its fast solvers; Shape is the
// general path, and Shape::classic() describes the same board as data.
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

#include "engine/geometry.hpp"
#include "engine/result.hpp"
#include "engine/text.hpp"

namespace sudoku {

class ConstraintSet;  // engine/constraints/constraint.hpp

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

/// A Killer cage: orthogonally connected cells whose symbols are all different and add up to `sum`.
/// A cage is not a house (it holds fewer than n cells), but its cells are peers of each other.
struct Cage {
    std::vector<std::uint8_t> cells;  // ascending, 1 to n cells
    int sum = 0;
    bool operator==(const Cage&) const = default;
};

/// The smallest and largest sum of `size` different symbols from 1..n.
inline int min_cage_sum(int size) {
    return size * (size + 1) / 2;
}
inline int max_cage_sum(int size, int n) {
    return size * (2 * n - size + 1) / 2;
}
/// The sums `size` different symbols from 1..n make, for messages: "3 to 17", or "45" when there
/// is one (nine cells of a 9x9 board); as a phrase (issue #33) and in English.
inline Phrase cage_sum_range_phrase(int size, int n) {
    const int low = min_cage_sum(size), high = max_cage_sum(size, n);
    if (low == high) return Phrase::text(std::to_string(low));
    return Phrase(N_("{low} to {high}"), {{"low", std::to_string(low)}, {"high", std::to_string(high)}});
}
inline std::string cage_sum_range(int size, int n) {
    return render(cage_sum_range_phrase(size, n));
}
/// "2 different symbols add up to 3 to 17", "a cell holds 1 to 9": what a cage of `size` can sum to.
inline Phrase cage_sum_rule_phrase(int size, int n) {
    if (size == 1) return Phrase(N_("a cell holds {range}"), {{"range", cage_sum_range_phrase(size, n)}});
    return Phrase(N_("{size} different symbols add up to {range}"),
                  {{"size", std::to_string(size)}, {"range", cage_sum_range_phrase(size, n)}});
}
inline std::string cage_sum_rule(int size, int n) {
    return render(cage_sum_rule_phrase(size, n));
}

/// "cage r1c1+r1c2 (sum 17)", "cage at r1c1 (4 cells, sum 17)": a cage's name on a board of side n.
Phrase cage_name_phrase(const Cage& cage, int side);

/// What a shape is, before its tables are built: Solo's game parameters plus our Windoku.
struct ShapeSpec {
    int box_rows = 3;     // rows of cells in a box (0 for jigsaw)
    int box_cols = 3;     // columns of cells in a box (0 for jigsaw)
    int jigsaw_side = 0;  // side of a jigsaw board (0 for boxes)
    /// Jigsaw only: the region (0..n-1) of every cell, row-major. Empty for boxes.
    std::vector<std::uint8_t> regions;
    bool diagonals = false;  // X: both main diagonals are houses
    bool windows = false;    // Windoku: four extra 3x3 windows (9x9 with 3x3 boxes only)
    /// Killer only: the cages (disjoint; they need not cover the board). Empty otherwise.
    std::vector<Cage> cages;

    int side() const { return jigsaw_side ? jigsaw_side : box_rows * box_cols; }
    bool jigsaw() const { return jigsaw_side != 0; }
    bool killer() const { return !cages.empty(); }
    bool operator==(const ShapeSpec&) const = default;
};

/// The shape part of a Solo game ID ("3x3", "2x3x", "9j", "9jx") or ours ("3x3w" Windoku), as
/// parameters: a jigsaw's regions are not in them (they come with the puzzle).
struct ShapeParams {
    int box_rows = 3;
    int box_cols = 3;
    int jigsaw_side = 0;
    bool diagonals = false;
    bool windows = false;
    bool killer = false;  // Solo's "k" suffix: Killer cages (they come with the puzzle)

    int side() const { return jigsaw_side ? jigsaw_side : box_rows * box_cols; }
    bool operator==(const ShapeParams&) const = default;
};

/// Reads Solo's parameter vocabulary as Solo's decode_params does: "AxB" (Solo's c = A, r = B;
/// Solo numbers block (y / c) * c + x / r, so a box is A rows high and B columns wide), a bare "A"
/// for "AxA", then options: "x" (diagonals), "j" (jigsaw of side A, or A*B after "AxB"), "w"
/// (Windoku, ours), "k" (killer, on boards up to kMaxKillerSide). Solo's symmetry and difficulty options ("a", "r2",
/// "m4", "md2", "dh", "dk...") are accepted and ignored. Errors name the problem: "'3x3q': 'q' is not a shape option".
Result<ShapeParams> parse_shape_params(std::string_view text);
/// Solo's way of writing the parameters back ("3x3", "3x2x", "9j", "3x3w").
std::string shape_params_name(const ShapeParams& params);
/// "9x9", "6x6 X", "9x9 jigsaw", "9x9 Killer": the name people read (Shape::display_name).
std::string shape_display_name(const ShapeParams& params);
/// The same name as parts of a phrase argument (PhraseArg::kNone), its words ("jigsaw", "X",
/// "Windoku", "Killer") as templates, so a message naming the board shows them translated.
std::vector<Phrase> shape_display_parts(const ShapeParams& params);

class Shape {
public:
    /// Builds the tables, checking the spec: side 4..16; boxes r*c with r, c >= 2 (a box one cell
    /// thick would be a row or a column); jigsaw regions must be n connected regions of n cells each;
    /// windows only on 9x9 with 3x3 boxes; killer cages must be disjoint, connected, of 1 to n
    /// cells, with a sum that different symbols 1..n can make. Errors say what is wrong in a
    /// sentence ("cage 3 (r1c1+r1c2, sum 19): 2 different symbols add up to 3 to 17").
    static Result<std::shared_ptr<const Shape>> make(ShapeSpec spec);
    /// A shape from parameters, with a jigsaw's regions and a killer's cages (both come with the
    /// puzzle). Killer parameters need cages; other parameters refuse them.
    static Result<std::shared_ptr<const Shape>> from_params(const ShapeParams& params,
                                                            std::vector<std::uint8_t> regions = {},
                                                            std::vector<Cage> cages = {});
    /// Classic 9x9, built once.
    static const std::shared_ptr<const Shape>& classic();

    const ShapeSpec& spec() const { return spec_; }
    ShapeParams params() const;
    /// "3x3", "2x3x", "9j", "3x3w": the parameters in Solo's vocabulary.
    std::string params_name() const { return shape_params_name(params()); }
    /// "9x9", "6x6 X", "9x9 jigsaw", "9x9 Windoku": for people.
    std::string display_name() const;

    int side() const { return side_; }
    int cell_count() const { return side_ * side_; }
    int symbol_count() const { return side_; }
    DigitMask all_symbols() const { return DigitMask((1u << side_) - 1); }
    bool is_classic() const { return classic_; }
    bool is_jigsaw() const { return spec_.jigsaw(); }
    bool has_diagonals() const { return spec_.diagonals; }
    bool has_windows() const { return spec_.windows; }
    bool is_killer() const { return spec_.killer(); }
    /// Box height and width (0 for jigsaw).
    int box_rows() const { return spec_.box_rows; }
    int box_cols() const { return spec_.box_cols; }

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
    /// The cells sharing a house or a cage with a cell (not the cell itself), ascending.
    std::span<const std::uint8_t> peers(int cell) const {
        return {peers_.data() + peer_start_[std::size_t(cell)],
                std::size_t(peer_start_[std::size_t(cell) + 1] - peer_start_[std::size_t(cell)])};
    }
    const BigCellSet& peer_set(int cell) const { return peer_sets_[std::size_t(cell)]; }
    bool sees(int a, int b) const { return a != b && peer_sets_[std::size_t(a)].contains(b); }
    const BigCellSet& house_set(int house) const { return house_sets_[std::size_t(house)]; }

    /// Killer cages, in the order of the spec (the writers sort them by first cell).
    int cage_count() const { return int(spec_.cages.size()); }
    const Cage& cage(int index) const { return spec_.cages[std::size_t(index)]; }
    const std::vector<Cage>& cages() const { return spec_.cages; }
    /// The cage holding a cell, or -1.
    int cage_of(int cell) const { return cage_of_.empty() ? -1 : cage_of_[std::size_t(cell)]; }
    const BigCellSet& cage_set(int index) const { return cage_sets_[std::size_t(index)]; }
    /// A cell's houses as bits (bit h for house h; at most 54 houses), for loops that look them up
    /// often.
    std::uint64_t house_mask(int cell) const { return cell_house_masks_[std::size_t(cell)]; }
    const std::uint64_t* house_masks() const { return cell_house_masks_.data(); }
    /// The board's constraints (engine/constraints/): its Killer cages and the innies they imply,
    /// built with the shape; null on a board without cages.
    const ConstraintSet* constraints() const { return constraints_.get(); }
    /// "cage r1c1+r1c2 (sum 17)"; a cage of more than three cells is named by its first cell:
    /// "cage at r1c1 (4 cells, sum 17)".
    std::string cage_name(int index) const;

    /// "r4c6", "r10c12": 1-based row and column.
    std::string cell_name(int cell) const;
    /// "row 3", "column 7", "box 5", "region 2", "the main diagonal", "the anti-diagonal", "window 1".
    std::string house_name(int house) const;

    bool operator==(const Shape& other) const { return spec_ == other.spec_; }

private:
    Shape() = default;
    ShapeSpec spec_;
    int side_ = 0;
    bool classic_ = false;
    std::vector<std::uint8_t> region_;
    std::vector<std::uint8_t> house_cells_;
    std::vector<ShapeHouseKind> house_kind_;
    std::vector<std::uint8_t> house_index_;
    std::vector<std::uint8_t> cell_houses_;
    std::vector<std::uint8_t> cell_house_count_;
    std::vector<std::uint8_t> cell_house_slots_;
    std::vector<std::uint8_t> peers_;
    std::vector<std::uint16_t> peer_start_;
    std::vector<BigCellSet> peer_sets_;
    std::vector<BigCellSet> house_sets_;
    std::vector<std::int16_t> cage_of_;  // empty when there are no cages
    std::vector<BigCellSet> cage_sets_;
    std::vector<std::uint64_t> cell_house_masks_;
    std::shared_ptr<const ConstraintSet> constraints_;
};

/// A symbol as shown and written in our text format: '1'..'9', then 'A'..'G' for 10..16; '.' for 0.
char symbol_char(int symbol);
/// The symbol of a character in a board of side n ('A'/'a' is 10), or -1 when it is not one
/// (0 for '.' and '0'). Symbols above n are refused by the caller with the shape in the message.
int parse_symbol_char(char c);
/// "10" or "A" for symbol 10, as the settings ask (letters by default).
std::string symbol_text(int symbol, bool letters = true);

}  // namespace sudoku
