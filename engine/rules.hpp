// The rules of classic Sudoku as checks on a board: which digits clash with which.
#pragma once

#include <bitset>
#include <string>
#include <vector>

#include "engine/geometry.hpp"

namespace sudoku {

/// A digit that appears more than once in one house.
struct Conflict {
    int house = 0;
    int digit = 0;
    std::vector<int> cells;  // two or more, in reading order

    /// "5 appears 2 times in row 3: r3c1 r3c7"
    std::string describe() const;
    bool operator==(const Conflict&) const = default;
};

/// Every conflict on the board, house by house (rows, then columns, then boxes), digits ascending.
/// A digit repeated in a row and in a box is reported once for each house.
std::vector<Conflict> find_conflicts(const Digits& digits);

/// Whether `grid` is a complete grid that follows the rules and keeps every given of `puzzle`.
bool is_solution_of(const Digits& puzzle, const Digits& grid);

/// The cells that take part in at least one conflict (for highlighting).
std::bitset<kCells> conflicting_cells(const Digits& digits);

}  // namespace sudoku
