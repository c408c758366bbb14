// Drawing the board of any shape (4x4 to 16x16, boxes or jigsaw regions, diagonals, windows) with
// ImDrawList: layout (where every cell and line goes, pixel-aligned) and paint (backgrounds,
// highlights, lines, symbols, notes, hint evidence). Reads a BoardView; stores nothing.
#pragma once

#include <algorithm>
#include <array>
#include <cmath>
#include <memory>
#include <optional>
#include <vector>

#include "engine/constraints/shape.hpp"
#include "engine/logic/step.hpp"
#include "engine/model/grid.hpp"
#include "engine/picture/board_picture.hpp"
#include "game/ui/theme.hpp"

struct ImDrawList;
struct ImFont;

namespace sudoku::ui {

/// Where the board goes on screen. All positions are whole pixels so that lines drawn as filled
/// rectangles stay crisp on every renderer (AddLine shows a step on SDL's software renderer).
/// The gap before a row (column) of cells is `thick` where a box or region border runs along it
/// anywhere, else `thin`; a jigsaw board's thin edges are drawn inside thick gaps (draw_board
/// fills the rest with the cells' backgrounds). Row and column gaps differ on 2x3 boxes: the
/// difference goes to the outer border, so the board stays square.
struct BoardLayout {
    int x = 0, y = 0;  // top-left corner of the outer border
    int size = 0;      // width and height of the whole board, borders included
    int cell = 0;      // width and height of one cell
    int thin = 1, thick = 3;
    int side = kSide;                         // cells per row and column
    PictureMargins margins;                   // whole cells kept free outside the grid for clues
    std::array<int, kMaxSide> col_offset{};   // left of cell column i, from the board's corner
    std::array<int, kMaxSide> row_offset{};   // top of cell row i, from the board's corner
    std::array<int, kMaxSide + 1> col_gap{};  // width of the gap before column i (i = side: the right border)
    std::array<int, kMaxSide + 1> row_gap{};  // height of the gap before row i (i = side: the bottom border)

    int cell_left(int cell_index) const { return x + col_offset[std::size_t(cell_index % side)]; }
    int cell_top(int cell_index) const { return y + row_offset[std::size_t(cell_index / side)]; }
    /// The cell under a point, or -1 when the point is outside every cell.
    int cell_at(float px, float py) const;
};

/// The largest board of this shape that fits the rectangle [min_x, max_x) x [min_y, max_y),
/// centred in it, with its picture's margins (cells of room for clues outside the grid) inside
/// the rectangle too. `scale` multiplies the line widths (the base type size / 17: thicker lines on a
/// larger board).
BoardLayout layout_board(float min_x, float min_y, float max_x, float max_y, float scale,
                         const Shape& shape = *Shape::classic());

/// Everything the board shows, read from the game and the UI state each frame. Per-cell vectors
/// are indexed by cell (row-major, shape->cell_count() long); an empty vector means all zero.
struct BoardView {
    std::shared_ptr<const Shape> shape = Shape::classic();
    ShapeDigits digits;  // 0 empty, 1..n
    BigCellSet givens;   // cells holding a given
    std::vector<DigitMask> notes;
    int selected = -1;             // -1: none
    bool highlight_houses = true;  // every house of the selected cell (row, column, box or region, diagonals, window)
    bool highlight_equal = true;   // cells (and notes) with the selected cell's symbol
    BigCellSet flagged;            // conflicts or mistakes, drawn in the warning colour
    bool hidden = false;           // paused: no digits or notes
    BigCellSet revealed;           // given up: digits shown from the solution (drawn in hint_cause)
    const Step* hint = nullptr;    // evidence to draw (level 2 and up)
    int hint_house = -1;           // the house a hint points to (level 1 and up), in the shape's numbering
    BigCellSet checked;            // wrong digits the last Check found (also flagged): a corner mark
    std::vector<DigitMask> note_clashes;  // notes a peer's digit contradicts: drawn flagged
    bool region_tints = false;            // jigsaw: each region on its own light tint
    bool numbers_above_nine = false;      // symbols 10..16 as "10".."16" instead of "A".."G"
    // The solver's toolkit (game/core/board.hpp has the encodings).
    std::vector<std::uint64_t> corner;             // corner marks (game::CornerMarks), in the order typed
    std::vector<DigitMask> centre;                 // centre marks
    std::vector<std::uint16_t> colours;            // cell colours: bit c-1 for colour c, 1..9 (several per cell)
    std::vector<std::uint64_t> candidate_colours;  // 4 bits per symbol: colour 1..9 of candidate d, 0 none
    BigCellSet selection;                          // every selected cell (multi-select); `selected` is the cursor
    bool filter_on = false;                        // the digit filter: `filter_lit` lit, every other cell dimmed
    BigCellSet filter_lit;
    ImFont* label_font = nullptr;  // row and column labels (null: ImGui's current font)
    float label_size = 0;          // their pixel size; 0: no labels

    /// A classic 9x9 grid: its digits and givens.
    void set_grid(const Grid& grid);
    int digit(int cell) const { return digits.empty() ? 0 : digits[std::size_t(cell)]; }
    bool is_given(int cell) const { return givens.contains(cell); }
    DigitMask note(int cell) const { return notes.empty() ? DigitMask(0) : notes[std::size_t(cell)]; }
    DigitMask note_clash(int cell) const {
        return note_clashes.empty() ? DigitMask(0) : note_clashes[std::size_t(cell)];
    }
};

/// Fonts may be null (ImGui's current font is used); each is best rasterised at the size drawn:
/// digits at round(cell x kDigitScale), notes at note_size(cell, side). Symbols above 9 are the
/// letters A-G (or two digits), so the digit font should hold them on boards above 9x9.
void draw_board(ImDrawList* draw, const BoardLayout& layout, const BoardView& view, ImFont* digit_font,
                ImFont* note_font, const BoardTheme& theme);

/// Pixel size of a placed digit and of a note in a cell `cell` pixels wide.
inline float digit_size(int cell) {
    return float(int(cell * kDigitScale + 0.5f));
}
inline float note_size(int cell) {
    return std::max(6.0f, float(int(cell * kNoteScale + 0.5f)));
}
/// A Killer cage's sum: its pixel size in a cell `cell` pixels wide (the band it takes at the top
/// of the cage's first cell is a pixel taller). Never below kMinCageSum, so that it stays legible
/// on small boards such as Help > How to play's examples (issue #33).
inline constexpr float kMinCageSum = 15.0f;
inline float cage_sum_size(int cell) {
    return std::max(kMinCageSum, float(int(float(cell) * 0.24f + 0.5f)) - 1);
}
/// Notes sit in a ceil(sqrt(n)) x ceil(sqrt(n)) grid: 2 columns on 4x4, 3 up to 9x9, 4 above.
inline int note_columns(int side) {
    int k = 1;
    while (k * k < side) ++k;
    return k;
}
/// A note's pixel size on a board of side `side`: the classic size scaled to the note grid, but
/// on boards of four note columns (12x12, 16x16) a whole column's width, so that their notes stay
/// readable (11 px in a 44 px cell, the 16x16 board at 1280x800; 9 px before).
inline constexpr float kWideNoteScale = 0.25f;
inline float note_size(int cell, int side) {
    const int k = note_columns(side);
    if (k == 3) return note_size(cell);
    const float scale = k >= 4 ? 4 * kWideNoteScale / float(k) : kNoteScale * 3 / float(k);
    return std::max(6.0f, float(int(float(cell) * scale + 0.5f)));
}

/// Wrong digits are marked by shape as well as colour (the mark survives greyscale and colour
/// blindness): a bar under a flagged digit or note, from kMarkBarTop to kMarkBarBottom of the
/// cell's (or the note's) height and kMarkBarInset in from each side; and a triangle of
/// kCheckMarkSize of the cell in the top-right corner of a digit the last Check found wrong.
inline constexpr float kMarkBarTop = 0.82f;
inline constexpr float kMarkBarBottom = 0.89f;
inline constexpr float kMarkBarInset = 0.25f;
inline constexpr float kCheckMarkSize = 0.3f;

/// The solver's toolkit, as draw_board paints it (colours from theme.hpp's kMarkColours; nothing of
/// it while paused):
/// - Cell colours fill the cell over its background and tints, under digits, notes and marks; a
///   cell with several is split into equal vertical stripes, left to right in the palette's order.
///   Where the background marks something (the selection, a hint's cells, the selected digit, a
///   conflict) the colour is inset by kColourRing of the cell, so that mark shows as a ring.
/// - A coloured candidate is a disc kCandidateDisc of the note's square in radius behind the
///   pencil note. Only a note that is shown gets one: a candidate colour whose note the player
///   removed is kept by the game but not drawn (it would mark a candidate that is gone) and shows
///   again with the note. A hint's mark on the candidate takes the disc's place.
/// - Corner marks: the note font at kMarkScale of a note's size, in the player's digit colour,
///   their ink kCornerInset of the cell in from its edges, in the order typed at the top-left,
///   top-right, bottom-left and bottom-right corners, then the middles of the top, bottom, left and
///   right edges, then the centre (SudokuPad's order).
/// - Centre marks: the same size and colour, ascending on one row through the middle of the cell,
///   smaller when they do not fit between the insets; on two rows when one would shrink them
///   below kCentreTwoRows of their size.
///   A cell can show all three layers: where it has corner or centre marks, its pencil notes keep
///   their 3x3 order but shrink to kNotesAmongMarks of the cell around its middle (leaving the
///   edges to the corner marks), and centre marks over notes sit on a patch of cell background.
/// - The selection: every selected cell on the selected cell's background; when there are several
///   the cursor is also framed, kCursorFrame of the cell wide, in the player's digit colour.
/// - The digit filter (filter_on): every lit cell (filter_lit) is tinted by kFilterLit over its
///   background, under colours and content; after all the cells' content every other cell is
///   dimmed by kFilterDim. Both cover the cell's square only (lines and gaps do not change).
inline constexpr float kNotesAmongMarks = 0.62f;
inline constexpr float kCentreTwoRows = 0.6f;
inline constexpr float kColourRing = 0.1f;
inline constexpr float kCandidateDisc = 0.46f;
inline constexpr float kMarkScale = 0.92f;
inline constexpr float kCornerInset = 0.05f;
inline constexpr float kCursorFrame = 0.06f;

/// Extra houses and jigsaw regions are shown by a light tint laid over the cells' backgrounds:
/// 0xAARRGGBB, per theme (light, dark).
inline constexpr std::uint32_t kDiagonalTint[2] = {0x2E1F9E8A, 0x3844C2AE};
inline constexpr std::uint32_t kWindowTint[2] = {0x30C98A2B, 0x24E0A050};

/// Room for the row and column labels left of and above the grid, for labels `text` pixels high.
inline float label_room(float text) {
    return std::round(text * 1.6f);
}

}  // namespace sudoku::ui
