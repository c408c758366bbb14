// The exact solver for 4x4 Killer boards (2x2k, 2x2kx, 4jk: 16 cells, 4 symbols), where the
// whole candidate grid is one 64-bit word: four bits per cell, bit 4c+s set while symbol s+1 can
// still go in cell c.
//
// engine/shape_solver.cpp sends count_solutions and has_other_solution here for such boards; the
// answers are the general solver's (the counts, whether another solution exists), only faster:
// a placement is two word operations, and a cage is a list of words, one per way its cells can
// make the sum (a symbol per cell, all different), so a cage keeps exactly the candidates of the
// ways still open with one AND and compare per way. The tables are built once with the Shape.
// The tests hold it to the reference backtracker (engine/shape_reference_solver.hpp).
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <span>
#include <vector>

#include "engine/constraints/constraint.hpp"
#include "engine/shape.hpp"
#include "engine/solver.hpp"

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

/// As sudoku::count_solutions (engine/shape_solver.hpp) on the shape of `tables`.
int count_solutions(const Tables& tables, const ShapeDigits& puzzle, int limit, ShapeDigits* first = nullptr,
                    SearchStats* stats = nullptr);

/// As sudoku::has_other_solution (engine/shape_solver.hpp) on the shape of `tables`.
bool has_other_solution(const Tables& tables, const ShapeDigits& puzzle, const ShapeDigits& solution,
                        std::span<const int> cells);

}  // namespace sudoku::small_killer
