// Colours and proportions of the board and the panels around it, in one place so the drawing code,
// the ImGui style (apply_style in panels.cpp) and the tests that look at rendered frames agree on
// them. Two palettes: light and dark. The panel colours are kept distinct from the board's, so a
// test counting a board colour's pixels does not count the panel's.
#pragma once

#include <cstdint>

#include "game/core/settings.hpp"

namespace sudoku::ui {

/// 0xRRGGBB colours. Converted to ImGui's packed colours by rgb() in board_view.cpp.
struct BoardTheme {
    std::uint32_t window_background;
    std::uint32_t cell_background;
    std::uint32_t grid_line;  // thin and thick lines share a colour; thickness tells them apart
    std::uint32_t given_digit;
    std::uint32_t player_digit;
    std::uint32_t note_digit;
    std::uint32_t house_highlight;  // the selected cell's row, column and box
    std::uint32_t equal_highlight;  // cells holding the selected digit
    std::uint32_t selected;         // the selected cell
    std::uint32_t flagged_digit;    // conflicts and mistakes
    std::uint32_t flagged_background;
    std::uint32_t hint_cell;         // hint evidence cells
    std::uint32_t hint_cause;        // the candidate that proves or is placed
    std::uint32_t hint_elimination;  // candidates the hint removes
    std::uint32_t text;              // overlays ("Paused")
    std::uint32_t hint_link;         // a hint's chain links: solid strong, dashed weak
    std::uint32_t given_background;  // cells holding a given (the player's digits use player_digit, the accent)
    // The panels (ImGui's style):
    std::uint32_t panel_text;
    std::uint32_t panel_text_disabled;
    std::uint32_t button;
    std::uint32_t button_hovered;
    std::uint32_t button_active;     // also a toggled button (notes mode on)
    std::uint32_t popup_background;  // menus, tooltips, dialogs: always opaque
    std::uint32_t frame_background;  // check boxes, sliders, text fields
};

inline constexpr BoardTheme kLightTheme{
    0xE8EAEE, 0xFFFFFF, 0x2B2F3A, 0x1C1F26, 0x2557C4, 0x505866, 0xE3EAF5, 0xC9DAF8,
    0xA9C4F5, 0xD0312D, 0xFBE3E1, 0xFFF1C2, 0x1E8E3E, 0xD0312D, 0x4A5263, 0x7A3FC4,
    0xEDEFF3, 0x22262E, 0x8A91A0, 0xD6DFEE, 0xC4D3EC, 0x9DB8EA, 0xFCFCFD, 0xF4F5F8,
};

inline constexpr BoardTheme kDarkTheme{
    0x1E2127, 0x2A2E36, 0x9AA3B5, 0xE6E9EF, 0x7EB0FF, 0xAAB2C0, 0x343A46, 0x3D4B66,
    0x4A6396, 0xFF6B66, 0x4A2C2C, 0x4A4326, 0x5BD27A, 0xFF6B66, 0xB8C0CE, 0xC9A2FF,
    0x353A45, 0xDCE0E8, 0x7D8596, 0x333946, 0x3E4656, 0x4D6699, 0x262A31, 0x2F343E,
};

/// Kept for code that has no theme at hand (tests look for the light theme's colours).
inline constexpr BoardTheme kDefaultTheme = kLightTheme;

/// The palette of a theme setting.
inline const BoardTheme& palette(game::Theme theme) {
    return theme == game::Theme::Dark ? kDarkTheme : kLightTheme;
}

/// Line widths in pixels at a base type size of 17 px; multiplied by type / 17 and rounded.
inline constexpr int kThinLine = 1;
inline constexpr int kThickLine = 3;
/// Height of a digit relative to the cell size, and of a note digit.
inline constexpr float kDigitScale = 0.72f;
inline constexpr float kNoteScale = 0.27f;

}  // namespace sudoku::ui
