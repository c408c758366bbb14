// Cage arithmetic for Killer Sudoku: which sets of different symbols add up to a cage's sum.
//
// One table per board side (1..16), built once on first use (thread-safe): for every cage size
// and sum, the sets of `size` different symbols from 1..side adding up to `sum`, as DigitMasks.
// The exact solver's cage propagation, the killer techniques ("a 2-cell 17 cage is 8+9") and the
// game's cage-sum helper all read it, so the three agree on what a cage can hold.
#pragma once

#include <span>
#include <string>

#include "engine/model/geometry.hpp"

namespace sudoku {

/// Every set of `size` different symbols from 1..side whose sum is `sum`, in the order a player
/// lists them (1+9, 2+8, 3+7, 4+6). Empty for a size or sum no cage can have.
/// 1 <= side <= 16 (other sides give an empty span).
std::span<const DigitMask> cage_combinations(int side, int size, int sum);

/// The union of the combinations that contain every symbol of `must` and no symbol outside
/// `must | may`: the symbols a cage's open cells can still take when `must` is placed in it and
/// `may` is what its open cells could hold. 0 when no combination fits (the cage is broken).
DigitMask cage_options(int side, int size, int sum, DigitMask must, DigitMask may);

/// "8+9" for the symbols of a mask, ascending, symbols above 9 as letters A..G as on the board.
std::string combination_text(DigitMask mask);

}  // namespace sudoku
