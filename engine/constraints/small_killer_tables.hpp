// The 4x4 Killer fast path's tables (engine/solve/small_killer.hpp has the solver): the whole
// candidate grid of a 4x4 board is one 64-bit word, four bits per cell, and each sum constraint
// (a Killer cage, a house's innies) is the list of words, one per way its cells can make the sum.
// They are built from the board's constraints once, with the Shape.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <vector>

#include "engine/constraints/constraint.hpp"

namespace sudoku {
class Shape;  // engine/constraints/shape.hpp
}

namespace sudoku::small_killer {

/// A 4x4 Killer shape's tables (see the file comment). Cells are nibbles: bit 4c of a word stands
/// for cell c.
struct Tables {
    /// Per cell, its peers (houses and cage mates) as bit 4p for each peer p.
    std::array<std::uint64_t, 16> peers{};
    /// Per house, its cells as bit 4c.
    std::vector<std::uint64_t> houses;
    /// A cage, or a house's innies: its cells (0xF per cell) and its ways, ways[begin..end).
    struct Group {
        std::uint64_t cells = 0;
        std::uint32_t begin = 0, end = 0;
        bool cage = false;
    };
    std::vector<Group> groups;
    /// Every way a group's cells can take different symbols making its sum: bit 4c+s for symbol
    /// s+1 in cell c.
    std::vector<std::uint64_t> ways;
};

/// The tables of a 4x4 board whose constraints are all sums of different symbols (Killer cages
/// and innies), or null for any other (the ConstraintSet builds them with itself).
std::shared_ptr<const Tables> make_tables(const Shape& shape, const ConstraintSet& constraints);

}  // namespace sudoku::small_killer
