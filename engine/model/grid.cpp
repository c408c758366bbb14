#include "engine/model/grid.hpp"

#include <algorithm>
#include <bit>
#include <cassert>
#include <cstdint>
#include <cstring>

#include "engine/model/bytes.hpp"

namespace sudoku {

namespace {

/// The eight low bits of `x` in reverse order.
[[maybe_unused]] constexpr std::uint64_t reverse_bits8(std::uint64_t x) {
    std::uint64_t out = 0;
    for (int k = 0; k < 8; ++k) out |= ((x >> k) & 1) << (7 - k);
    return out;
}

}  // namespace

Grid Grid::from_givens(const Digits& givens) {
    for ([[maybe_unused]] int digit : givens) assert(digit <= kDigits);
    Grid grid;
    grid.digits_ = givens;
    // The given flags gathered eight cells at a time (a non-zero byte's high bit, collected by a
    // multiplication), then set in two words: setting a bitset's bits one by one is a
    // read-modify-write each, and batch reading (sudoku-cli solve) builds a Grid per line.
    constexpr std::uint64_t kHigh = 0x8080808080808080u, kGather = 0x0102040810204080u;
    std::uint64_t flags[2] = {0, 0};
    for (int i = 0; i < kCells; i += 8) {
        std::uint8_t bytes[8] = {};
        std::memcpy(bytes, givens.data() + i, std::size_t(std::min(8, kCells - i)));
        std::uint64_t word;
        std::memcpy(&word, bytes, sizeof word);
        const std::uint64_t nonzero = zero_bytes(word) ^ kHigh;  // the top bit of each non-zero byte
        // Byte k's flag (bit 7 of byte k) lands on bit 56 + k: the flags of the eight cells in order.
        std::uint64_t eight = ((nonzero >> 7) * kGather) >> 56;
        if constexpr (std::endian::native == std::endian::big) eight = reverse_bits8(eight);
        flags[i / 64] |= eight << (i % 64);
    }
    grid.given_ = std::bitset<kCells>(flags[1]) << 64 | std::bitset<kCells>(flags[0]);
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
