// The exact solver for 4x4 Killer boards (2x2k, 2x2kx, 4jk: 16 cells, 4 symbols), where the
// whole candidate grid is one 64-bit word: four bits per cell, bit 4c+s set while symbol s+1 can
// still go in cell c.
//
// engine/solve/exact.cpp sends count_solutions and has_other_solution here for such boards; the
// answers are the general solver's (the counts, whether another solution exists), only faster:
// a placement is two word operations, and a cage is a list of words, one per way its cells can
// make the sum (a symbol per cell, all different), so a cage keeps exactly the candidates of the
// ways still open with one AND and compare per way. The tables are built once with the Shape.
// The tests hold it to the reference backtracker (engine/solve/reference.hpp).
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <span>
#include <vector>

#include "engine/constraints/shape.hpp"
#include "engine/constraints/small_killer_tables.hpp"
#include "engine/solve/band.hpp"

namespace sudoku::small_killer {

/// As sudoku::count_solutions (engine/solve/exact.hpp) on the shape of `tables`.
int count_solutions(const Tables& tables, const ShapeDigits& puzzle, int limit, ShapeDigits* first = nullptr,
                    SearchStats* stats = nullptr);

/// As sudoku::has_other_solution (engine/solve/exact.hpp) on the shape of `tables`.
bool has_other_solution(const Tables& tables, const ShapeDigits& puzzle, const ShapeDigits& solution,
                        std::span<const int> cells);

}  // namespace sudoku::small_killer
