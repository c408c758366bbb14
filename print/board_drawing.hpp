// Drawing a board with cairo, for paper and files (issue #20): one function draws a board of any
// shape the engine knows into a square of a cairo context, and every output (PDF pages, PNG, SVG)
// goes through it, so they all look alike. No SDL or ImGui: the game's screen drawing is
// game/ui/board_view.cpp, and this follows its look: thin lines between cells, thick lines where
// the region changes (boxes or jigsaw regions) and round the board, the diagonals and Windoku
// windows tinted, Killer cages as dashed outlines inset in their cells with the sum in the top-left
// corner of the cage's first cell, givens in DejaVu Sans Bold, the player's digits in the accent
// colour at normal weight, pencil notes small in a ceil(sqrt(n)) grid, symbols above 9 as A-G.
// The board's geometry (walls, cage outlines and sums, tinted cells) is the engine's BoardPicture
// (engine/picture/board_picture.hpp), which the screen strokes too; only the style is chosen here.
#pragma once

#include <cairo.h>

#include <cstdint>
#include <memory>
#include <vector>

#include "engine/constraints/shape.hpp"

namespace sudoku::print {

/// What to draw: a board and what is on it. Only `shape` and `givens` are required.
struct BoardPicture {
    std::shared_ptr<const Shape> shape;
    ShapeDigits givens;            // the shape's cell count of symbols, 0 for empty
    ShapeDigits player;            // the player's digits (0 where none), or empty for none
    std::vector<DigitMask> notes;  // pencil notes per cell (bit d-1 for symbol d), or empty for none
};

/// Colours (0xRRGGBB) and choices of one drawing.
struct DrawStyle {
    std::uint32_t line = 0x1C1F26;
    std::uint32_t given = 0x111318;
    std::uint32_t player = 0x2557C4;  // the game's accent, as on screen
    std::uint32_t note = 0x505866;
    std::uint32_t cage = 0x505866;
    bool player_bold = false;
    /// Raster output: whole-pixel cells and line widths, so lines are crisp (PNG).
    bool snap_to_pixels = false;
};

/// Where the grid lies inside the square given to draw_board: grid line i (0..n) is centred at
/// x0 + i * cell (and y0 + i * cell); the outer border is thick.
struct BoardGeometry {
    int side = 9;
    double x0 = 0, y0 = 0, cell = 0;
    double thin = 0, thick = 0;
    double line_x(int i) const { return x0 + i * cell; }
    double line_y(int i) const { return y0 + i * cell; }
};

/// The geometry draw_board uses for a board of side n in the square (x, y, size).
BoardGeometry board_geometry(int side, double x, double y, double size, bool snap_to_pixels);

/// Draws the board centred in the square (x, y, size) of `cr` (user units: points for PDF and
/// SVG, pixels for PNG). Leaves the context's state as it found it.
void draw_board(cairo_t* cr, const BoardPicture& board, double x, double y, double size, const DrawStyle& style = {});

}  // namespace sudoku::print
