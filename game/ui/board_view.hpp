// Drawing the 9x9 board with ImDrawList: layout (where every cell and line goes, pixel-aligned)
// and paint (backgrounds, highlights, lines, digits, notes, hint evidence). Reads a BoardView;
// stores nothing.
#pragma once

#include <algorithm>
#include <array>
#include <bitset>
#include <cmath>
#include <optional>

#include "engine/grid.hpp"
#include "engine/logic/step.hpp"
#include "game/ui/theme.hpp"

struct ImDrawList;
struct ImFont;

namespace sudoku::ui {

/// Where the board goes on screen. All positions are whole pixels so that lines drawn as filled
/// rectangles stay crisp on every renderer (AddLine shows a step on SDL's software renderer).
struct BoardLayout {
    int x = 0, y = 0;  // top-left corner of the outer border
    int size = 0;      // width and height of the whole board, borders included
    int cell = 0;      // width and height of one cell
    int thin = 1, thick = 3;
    std::array<int, kSide> offset{};  // offset of cell column/row i from the board's corner

    int cell_left(int cell_index) const { return x + offset[col_of(cell_index)]; }
    int cell_top(int cell_index) const { return y + offset[row_of(cell_index)]; }
    /// The cell under a point, or -1 when the point is outside every cell.
    int cell_at(float px, float py) const;
};

/// The largest board that fits the rectangle [min_x, max_x) x [min_y, max_y), centred in it.
/// `scale` multiplies the line widths (the base type size / 17: thicker lines on a larger board).
BoardLayout layout_board(float min_x, float min_y, float max_x, float max_y, float scale);

/// Everything the board shows, read from the game and the UI state each frame.
struct BoardView {
    Grid grid;
    std::array<DigitMask, kCells> notes{};
    int selected = -1;                             // -1: none
    bool highlight_houses = true;                  // the selected cell's row, column and box
    bool highlight_equal = true;                   // cells (and notes) with the selected cell's digit
    std::bitset<kCells> flagged;                   // conflicts or mistakes, drawn in the warning colour
    bool hidden = false;                           // paused: no digits or notes
    const Step* hint = nullptr;                    // evidence to draw (level 2 and up)
    int hint_house = -1;                           // the house a hint points to (level 1 and up)
    std::bitset<kCells> checked;                   // wrong digits the last Check found (also flagged): a corner mark
    std::array<DigitMask, kCells> note_clashes{};  // notes a peer's digit contradicts: drawn flagged
    ImFont* label_font = nullptr;                  // row and column labels (null: ImGui's current font)
    float label_size = 0;                          // their pixel size; 0: no labels
};

/// Fonts may be null (ImGui's current font is used); each is best rasterised at the size drawn:
/// digits at round(cell x kDigitScale), notes at note_size(cell).
void draw_board(ImDrawList* draw, const BoardLayout& layout, const BoardView& view, ImFont* digit_font,
                ImFont* note_font, const BoardTheme& theme);

/// Pixel size of a placed digit and of a note in a cell `cell` pixels wide.
inline float digit_size(int cell) {
    return float(int(cell * kDigitScale + 0.5f));
}
inline float note_size(int cell) {
    return std::max(6.0f, float(int(cell * kNoteScale + 0.5f)));
}

/// Wrong digits are marked by shape as well as colour (the mark survives greyscale and colour
/// blindness): a bar under a flagged digit or note, from kMarkBarTop to kMarkBarBottom of the
/// cell's (or the note's) height and kMarkBarInset in from each side; and a triangle of
/// kCheckMarkSize of the cell in the top-right corner of a digit the last Check found wrong.
inline constexpr float kMarkBarTop = 0.82f;
inline constexpr float kMarkBarBottom = 0.89f;
inline constexpr float kMarkBarInset = 0.25f;
inline constexpr float kCheckMarkSize = 0.3f;

/// Room for the row and column labels left of and above the grid, for labels `text` pixels high.
inline float label_room(float text) {
    return std::round(text * 1.6f);
}

}  // namespace sudoku::ui
