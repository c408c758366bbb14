// The cage-sum helper of a Killer game: the combinations of different symbols that make a cage's
// sum, each marked still possible or struck out by the digits on the board. A combination is
// struck out when it lacks a digit already placed in the cage, or when the cage's empty cells
// cannot take its other symbols, each a different one, because digits placed in their rows,
// columns, boxes (any house) rule them out. The player's notes are not read: the helper shows
// what the placed digits prove, never the solution.
#pragma once

#include <vector>

#include "engine/constraints/shape.hpp"
#include "engine/model/geometry.hpp"

namespace sudoku::game {

struct CageCombination {
    DigitMask symbols = 0;  // the combination, as a mask (bit d-1: symbol d)
    bool possible = true;   // false: struck out by the placed digits
};

/// The combinations of cage `cage` of a Killer shape in the order a player lists them (1+9 before
/// 2+8), marked as above. `digits` holds every cell's digit (0: empty). Empty when the shape has no
/// such cage.
std::vector<CageCombination> cage_helper(const Shape& shape, const ShapeDigits& digits, int cage);

}  // namespace sudoku::game
