// Colours and proportions of the board, in one place so the drawing code and the tests that look
// at rendered frames agree on them.
#pragma once

#include <cstdint>

namespace sudoku::ui {

/// 0xRRGGBB colours. Converted to ImGui's packed ABGR by rgb() in board_view.cpp.
struct BoardTheme {
    std::uint32_t window_background = 0xE8EAEE;
    std::uint32_t cell_background = 0xFFFFFF;
    std::uint32_t grid_line = 0x2B2F3A;  // thin and thick lines share a colour; thickness tells them apart
    std::uint32_t given_digit = 0x1C1F26;
    std::uint32_t player_digit = 0x2557C4;
};

inline constexpr BoardTheme kDefaultTheme{};

/// Line widths in pixels at scale 1; multiplied by the display scale and rounded.
inline constexpr int kThinLine = 1;
inline constexpr int kThickLine = 3;
/// Height of a digit relative to the cell size.
inline constexpr float kDigitScale = 0.72f;

}  // namespace sudoku::ui
