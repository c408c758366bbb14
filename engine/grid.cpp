#include "engine/grid.hpp"

#include <cassert>

namespace sudoku {

Grid Grid::from_givens(const Digits& givens) {
    Grid grid;
    for (int cell = 0; cell < kCells; ++cell) grid.set_given(cell, givens[cell]);
    return grid;
}

void Grid::set_given(int cell, int digit) {
    assert(cell >= 0 && cell < kCells && digit >= 0 && digit <= kDigits);
    digits_[cell] = std::uint8_t(digit);
    given_[cell] = digit != 0;
}

void Grid::set_digit(int cell, int digit) {
    assert(cell >= 0 && cell < kCells && digit >= 0 && digit <= kDigits);
    assert(!given_[cell]);
    digits_[cell] = std::uint8_t(digit);
}

Digits Grid::givens() const {
    Digits out{};
    for (int cell = 0; cell < kCells; ++cell)
        if (given_[cell]) out[cell] = digits_[cell];
    return out;
}

int Grid::filled_count() const {
    int n = 0;
    for (auto d : digits_) n += d != 0;
    return n;
}

}  // namespace sudoku
