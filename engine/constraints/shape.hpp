// Shape: a Board (engine/model/board.hpp: geometry, houses, names) with its clues (Killer cages and
// any other constraint), the rules every layer above the board model reads: each cell's peers (the
// cells sharing a house or a cage with it, or that a clue makes see each other), the cages as a
// view, and the ConstraintSet (engine/constraints/: the clues and the innies the cages imply),
// built once with the shape. Solo's parameters ("3x3", "2x3x", "9jk") name shapes; a Puzzle
// (below) is a Shape and its givens.
//
// The clues travel in the ShapeSpec; Shape::classic() is the classic 9x9 board as data (the band
// solver of engine/solve/band.hpp is its fast path).
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/constraints/cage.hpp"
#include "engine/model/board.hpp"
#include "engine/model/geometry.hpp"
#include "engine/model/result.hpp"
#include "engine/model/text.hpp"

namespace sudoku {

namespace small_killer {
struct Tables;  // engine/solve/small_killer.hpp
}

/// What a shape is, before its tables are built: Solo's game parameters plus our Windoku, and a
/// Killer's cages.
struct ShapeSpec : BoardSpec {
    /// The clues beyond the houses (engine/constraints/), each on cells of the board: Killer
    /// cages (KillerCage: disjoint, they need not cover the board) and any other.
    std::vector<std::shared_ptr<const Constraint>> constraints;

    /// Whether it has a Killer cage.
    bool killer() const;
    /// Adds Killer cages (as KillerCage constraints; Shape::make checks them).
    void add_cages(std::vector<Cage> cages);
    /// The same board and clues (compared by their records, in order).
    bool operator==(const ShapeSpec& other) const;
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

class Shape : public Board {
public:
    /// Builds the tables, checking the spec (Board::make's checks, then the cages): killer cages
    /// must be disjoint, connected, of 1 to n cells, with a sum that different symbols 1..n can
    /// make. Errors say what is wrong in a sentence ("cage 3 (r1c1+r1c2, sum 19): 2 different
    /// symbols add up to 3 to 17").
    static Result<std::shared_ptr<const Shape>> make(ShapeSpec spec);
    /// A shape from parameters, with a jigsaw's regions and a killer's cages (both come with the
    /// puzzle). Killer parameters need cages; other parameters refuse them.
    static Result<std::shared_ptr<const Shape>> from_params(const ShapeParams& params,
                                                            std::vector<std::uint8_t> regions = {},
                                                            std::vector<Cage> cages = {});
    /// The same with the clues as constraints (a save's, through engine/constraints/registry.hpp):
    /// Killer parameters need a KillerCage among them, other parameters refuse one.
    static Result<std::shared_ptr<const Shape>> with_clues(const ShapeParams& params, std::vector<std::uint8_t> regions,
                                                           std::vector<std::shared_ptr<const Constraint>> clues);
    /// Classic 9x9, built once.
    static const std::shared_ptr<const Shape>& classic();

    const ShapeSpec& spec() const { return spec_; }
    ShapeParams params() const;
    /// "3x3", "2x3x", "9j", "3x3w": the parameters in Solo's vocabulary.
    std::string params_name() const { return shape_params_name(params()); }
    /// "9x9", "6x6 X", "9x9 jigsaw", "9x9 Windoku": for people.
    std::string display_name() const;

    bool is_classic() const { return classic_; }
    bool is_killer() const { return !cages_.empty(); }

    /// The cells sharing a house or a cage with a cell, or that a constraint makes it see (not the
    /// cell itself), ascending.
    std::span<const std::uint8_t> peers(int cell) const {
        return {peers_.data() + peer_start_[std::size_t(cell)],
                std::size_t(peer_start_[std::size_t(cell) + 1] - peer_start_[std::size_t(cell)])};
    }
    const BigCellSet& peer_set(int cell) const { return peer_sets_[std::size_t(cell)]; }
    bool sees(int a, int b) const { return a != b && peer_sets_[std::size_t(a)].contains(b); }

    /// Killer cages, in the order of the spec (the writers sort them by first cell).
    int cage_count() const { return int(cages_.size()); }
    const Cage& cage(int index) const { return cages_[std::size_t(index)]; }
    const std::vector<Cage>& cages() const { return cages_; }
    /// The cage holding a cell, or -1.
    int cage_of(int cell) const { return cage_of_.empty() ? -1 : cage_of_[std::size_t(cell)]; }
    const BigCellSet& cage_set(int index) const { return cage_sets_[std::size_t(index)]; }
    /// The spec's clues other than Killer cages (variant clues), in the spec's order.
    const std::vector<std::shared_ptr<const Constraint>>& clues() const { return clues_; }
    /// The board's constraints (engine/constraints/): its Killer cages, the innies they imply and
    /// the spec's other clues, built with the shape; null on a board with none.
    const ConstraintSet* constraints() const { return constraints_.get(); }
    /// A 4x4 Killer board's tables for engine/solve/small_killer.hpp (built from its constraints
    /// with the shape); null for every other board.
    const small_killer::Tables* small_killer_tables() const { return small_killer_.get(); }
    /// The sum constraints (cages, innies) that open constraints(), as flat arrays for the exact
    /// solver (engine/constraints/sum_kernel.hpp); null when there are none.
    const SumTable* sum_table() const { return sum_table_.get(); }
    /// "cage r1c1+r1c2 (sum 17)"; a cage of more than three cells is named by its first cell:
    /// "cage at r1c1 (4 cells, sum 17)".
    std::string cage_name(int index) const;

    bool operator==(const Shape& other) const { return spec_ == other.spec_; }

private:
    Shape() = default;
    ShapeSpec spec_;
    bool classic_ = false;
    std::vector<std::uint8_t> peers_;
    std::vector<std::uint16_t> peer_start_;
    std::vector<BigCellSet> peer_sets_;
    std::vector<Cage> cages_;                               // the spec's KillerCage constraints, in order
    std::vector<std::shared_ptr<const Constraint>> clues_;  // and its other constraints
    std::vector<std::int16_t> cage_of_;                     // empty when there are no cages
    std::vector<BigCellSet> cage_sets_;
    std::shared_ptr<const ConstraintSet> constraints_;
    std::shared_ptr<const small_killer::Tables> small_killer_;
    std::shared_ptr<const SumTable> sum_table_;
};

/// A puzzle (docs/engine-design.md): its shape, the board with its clues (Killer cages and any
/// other constraint), and its givens (n*n symbols, 0 for an empty cell). What formats read and
/// write.
struct Puzzle {
    std::shared_ptr<const Shape> shape;
    ShapeDigits givens;
};

struct BoardPicture;  // engine/picture/board_picture.hpp

/// The picture of a shape's board, with the cage outlines `cage_inset` (cell units) inside the
/// cages' borders: its walls and shading (regions_picture), then what each of its constraints
/// draws (Constraint::picture), in the constraints' order.
BoardPicture board_picture(const Shape& shape, double cage_inset);

}  // namespace sudoku
