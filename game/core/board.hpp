// Board: everything a player would expect to come back on undo, the digits and the notes.
//
// Invariant kept by execute_move (execute.hpp): a cell holding a digit has no notes.
#pragma once

#include <array>
#include <bitset>

#include "engine/geometry.hpp"
#include "engine/grid.hpp"

namespace sudoku::game {

/// Pencil marks per cell: bit d-1 for digit d.
using Notes = std::array<DigitMask, kCells>;

struct Board {
    Grid grid;      // givens and the player's digits
    Notes notes{};  // the player's pencil marks

    bool operator==(const Board&) const = default;
};

/// The digits not yet used by any peer of `cell` (whatever the cell itself holds).
DigitMask candidates_of(const Digits& digits, int cell);

/// The cells holding a digit different from the solution's (givens never differ).
std::bitset<kCells> wrong_cells(const Digits& digits, const Digits& solution);

}  // namespace sudoku::game
