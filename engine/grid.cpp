#include "engine/grid.hpp"

#include <cassert>
#include <cstdint>

namespace sudoku {

Grid Grid::from_givens(const Digits& givens) {
    for ([[maybe_unused]] int digit : givens) assert(digit <= kDigits);
    Grid grid;
    grid.digits_ = givens;
    // The given flags gathered in two words first: setting a bitset's bits one by one is a
    // read-modify-write each, and batch reading (sudoku-cli solve) builds a Grid per line.
    std::uint64_t low = 0, high = 0;
    for (int cell = 0; cell < 64; ++cell) low |= std::uint64_t(givens[cell] != 0) << cell;
    for (int cell = 64; cell < kCells; ++cell) high |= std::uint64_t(givens[cell] != 0) << (cell - 64);
    grid.given_ = std::bitset<kCells>(high) << 64 | std::bitset<kCells>(low);
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
