// Bytes of a word tested all at once (SWAR), for the loops that look at many bytes: reading a
// line of cells, gathering a Grid's given flags, counting a jigsaw cell's neighbours in a region.
#pragma once

#include <concepts>

namespace sudoku {

/// The top bit of each zero byte of `x`, every other bit clear. Exact: unlike the shorter
/// (x - 0x01..01) & ~x & 0x80..80, a zero byte is never reported because of its neighbour.
template <std::unsigned_integral Word>
constexpr Word zero_bytes(Word x) {
    constexpr Word kLow7 = Word(~Word(0)) / 0xFF * 0x7F;  // 0x7F in every byte
    return Word(~(((x & kLow7) + kLow7) | x | kLow7));
}

static_assert(zero_bytes(0x00FF0100u) == 0x80000080u);
static_assert(zero_bytes(0x0000000000000000ull) == 0x8080808080808080ull);
static_assert(zero_bytes(0x0180FF7F01010101ull) == 0);

}  // namespace sudoku
