#include "game/core/board.hpp"

namespace sudoku::game {

DigitMask candidates_of(const Digits& digits, int cell) {
    DigitMask used = 0;
    for (int peer : peers_of(cell))
        if (digits[peer] != 0) used |= digit_bit(digits[peer]);
    return DigitMask(kAllDigits & ~used);
}

std::bitset<kCells> wrong_cells(const Digits& digits, const Digits& solution) {
    std::bitset<kCells> out;
    for (int cell = 0; cell < kCells; ++cell)
        if (digits[cell] != 0 && digits[cell] != solution[cell]) out.set(cell);
    return out;
}

}  // namespace sudoku::game
