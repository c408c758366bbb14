// Colours and proportions of the board and the panels around it, in one place so the drawing code,
// the ImGui style (apply_style in panels.cpp) and the tests that look at rendered frames agree on
// them. Two palettes: light and dark. The panel colours are kept distinct from the board's, so a
// test counting a board colour's pixels does not count the panel's.
#pragma once

#include "engine/model/text.hpp"

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
    std::uint32_t given_highlight;   // a given's cell in the selected cell's row, column or box: the
                                     // highlight, still apart from the other highlighted cells
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
    0xE8EAEE, 0xFFFFFF, 0x2B2F3A, 0x1C1F26, 0x2557C4, 0x505866, 0xE3EAF5, 0xC9DAF8, 0xA9C4F5,
    0xD0312D, 0xFBE3E1, 0xFFF1C2, 0x1E8E3E, 0xD0312D, 0x4A5263, 0x7A3FC4, 0xEDEFF3, 0xD8DFEB,
    0x22262E, 0x8A91A0, 0xD6DFEE, 0xC4D3EC, 0x9DB8EA, 0xFCFCFD, 0xF4F5F8,
};

inline constexpr BoardTheme kDarkTheme{
    0x1E2127, 0x2A2E36, 0x9AA3B5, 0xE6E9EF, 0x7EB0FF, 0xAAB2C0, 0x2B3850, 0x3D4B66, 0x4A6396,
    0xFF6B66, 0x4A2C2C, 0x4A4326, 0x5BD27A, 0xFF6B66, 0xB8C0CE, 0xC9A2FF, 0x353A45, 0x3A4457,
    0xDCE0E8, 0x7D8596, 0x333946, 0x3E4656, 0x4D6699, 0x262A31, 0x2F343E,
};

/// Kept for code that has no theme at hand (tests look for the light theme's colours).
inline constexpr BoardTheme kDefaultTheme = kLightTheme;

/// The palette of a theme setting.
inline const BoardTheme& palette(game::Theme theme) {
    return theme == game::Theme::Dark ? kDarkTheme : kLightTheme;
}

/// The marking colours 1..game::kColours (9) for cells and candidates: the Okabe-Ito set, which
/// colour-blind players can tell apart (orange E69F00, sky blue 56B4E9, bluish green 009E73, yellow
/// F0E442, blue 0072B2, vermillion D55E00, reddish purple CC79A7), then a light and a dark grey.
/// Each is mixed towards white (light theme) or near-black 101216 (dark theme) just enough that
/// every digit and mark colour of the theme stays readable on it: given digits at 6.5:1 contrast or
/// more (light; 4.4:1 dark), the player's digits and marks at 2.4:1 or more (the accent is a blue:
/// least on blue and the greys). The greys sit at lightnesses apart from bluish green and reddish
/// purple, which look grey to deuteranopes. 0xRRGGBB, opaque: drawn as they are over the cell.
inline constexpr std::uint32_t kMarkColours[2][9] = {
    {0xF1CA73, 0xB8E0F6, 0x6BC7AE, 0xF4EC7B, 0x73B1D5, 0xE9AB7A, 0xEAC7DA, 0xE4E4E4, 0xA3A3A3},
    {0x7B580B, 0x336380, 0x075F49, 0x6A6628, 0x064C74, 0x72380B, 0x6E465E, 0x686B71, 0x121317},
};
/// The edge of a coloured candidate's disc: the colour at full strength (yellow a little darker on
/// white, green and blue a little lighter on the dark theme), so a disc shows on a cell of its own
/// colour.
inline constexpr std::uint32_t kMarkColourEdges[2][9] = {
    {0xE69F00, 0x56B4E9, 0x009E73, 0xD9CB1F, 0x0072B2, 0xD55E00, 0xCC79A7, 0x9A9A9A, 0x606060},
    {0xE69F00, 0x56B4E9, 0x00B383, 0xF0E442, 0x2A95D6, 0xE06A10, 0xCC79A7, 0xA8ABB2, 0x6A6D74},
};
inline constexpr const char* kColourNames[9] = {
    N_("orange"),     N_("sky blue"),       N_("bluish green"), N_("yellow"),    N_("blue"),
    N_("vermillion"), N_("reddish purple"), N_("light grey"),   N_("dark grey"),
};

/// Marking colour `colour` (1..9) as drawn in a theme, 0xRRGGBB.
inline std::uint32_t mark_colour(int colour, game::Theme theme) {
    return kMarkColours[theme == game::Theme::Dark ? 1 : 0][colour - 1];
}
/// A colour's name for tooltips and messages ("orange", "sky blue", ...); "" outside 1..9.
inline const char* colour_name(int colour) {
    return colour >= 1 && colour <= 9 ? kColourNames[colour - 1] : "";
}

/// The digit filter (0xAARRGGBB, light and dark): every cell it leaves out is dimmed by a veil laid
/// over its content; every cell it lights gets a warm tint over its background, under colours and
/// content (which keep their hues).
inline constexpr std::uint32_t kFilterDim[2] = {0xB0D3D7DE, 0xB8181A1F};
inline constexpr std::uint32_t kFilterLit[2] = {0x38FFC21A, 0x24FFE6A0};

/// Line widths in pixels at a base type size of 17 px; multiplied by type / 17 and rounded.
inline constexpr int kThinLine = 1;
inline constexpr int kThickLine = 3;
/// Height of a digit relative to the cell size, and of a note digit.
inline constexpr float kDigitScale = 0.72f;
inline constexpr float kNoteScale = 0.27f;

}  // namespace sudoku::ui
