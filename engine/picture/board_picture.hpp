// BoardPicture: what a board looks like, in cell units, with no drawing library (issue #34, "one
// board picture"). Cell (r, c) is the square [c, c+1] x [r, r+1]; the grid spans 0..n both ways,
// x along the columns and y down the rows. The game's board view (game/ui/board_view.cpp, ImGui)
// and print/export (print/board_drawing.cpp, cairo) both draw from it: they scale cell units to
// pixels or points and choose the style (colours, widths, dash patterns, the band behind a sum);
// the geometry (which edges are walls, where a cage's outline runs and turns, where a sum sits,
// which cells are tinted) is worked out here once.
//
// Today's boards need walls, cage outlines, cage sums, shaded cells and labels (a number or letter
// at a point, inside the grid or outside it: a little killer's sum, a sandwich total). Later clue
// kinds add more element kinds beside these (thermometer and arrow lines with widths and ends,
// dots, circles), each a plain list a drawer strokes in order. Clues drawn outside the grid make
// room for themselves: the picture's margins, whole cells on each side, which the drawers' layouts
// keep free around the grid.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "engine/model/board.hpp"

namespace sudoku {

/// A point in cell units.
struct PicturePoint {
    double x = 0, y = 0;
    bool operator==(const PicturePoint&) const = default;
};

/// A straight stroke from `a` to `b`, in cell units.
struct PictureSegment {
    PicturePoint a, b;
    bool operator==(const PictureSegment&) const = default;
};

/// Thick between boxes or jigsaw regions and round the board; thin between cells of one region.
enum class WallWeight : std::uint8_t { Thin, Thick };

/// One cell edge of the grid (a unit segment on grid line x = i or y = i).
struct Wall {
    PictureSegment line;
    WallWeight weight = WallWeight::Thin;
};

/// One stroke of a Killer cage's outline: along one side of one cell, `inset` inside the cage's
/// border. It runs on to the shared edge where the next cell along is in the cage too, and on into
/// that cell by the inset at a concave corner (where the cell diagonally beyond is in the cage), so
/// the strokes of a cage join into one outline.
struct CageEdge {
    PictureSegment line;
    int cage = 0;  // index into Shape::cages()
};

/// A cage's sum, written at the top-left corner of the cage's first cell (`anchor`, that cell's
/// corner; a drawer offsets the text into the cell by its own style).
struct CageSum {
    std::string text;
    PicturePoint anchor;
    int cell = 0;  // the cage's first cell
    int cage = 0;
};

/// Why a cell is tinted: it lies on a main diagonal (X) or in a window (Windoku).
enum class CellShade : std::uint8_t { Diagonal, Window };

/// A tinted cell: one entry per extra house the cell is in (the centre of an X board is on both
/// diagonals: two entries), in cell order and, within a cell, in the order of Shape::houses_of.
struct ShadedCell {
    int cell = 0;
    CellShade shade = CellShade::Diagonal;
};

/// A short text (a clue's number) centred at a point, which may lie outside the grid (x or y below
/// 0 or above n), where clues about a row, column or diagonal are written.
struct PictureLabel {
    std::string text;
    PicturePoint centre;
    bool operator==(const PictureLabel&) const = default;
};

/// Whole cells of room outside the grid on each side, for what is drawn there.
struct PictureMargins {
    int top = 0, right = 0, bottom = 0, left = 0;
    bool operator==(const PictureMargins&) const = default;
};

struct BoardPicture {
    int side = 0;
    /// How far inside their borders cage outlines run (cell units; the drawer's choice).
    double cage_inset = 0;
    /// Every cell edge once: for grid line i = 0..n and j = 0..n-1, the vertical edge x = i beside
    /// row j, then the horizontal edge y = i above column j.
    std::vector<Wall> walls;
    /// Cell by cell in reading order, each cell's top, bottom, left and right strokes (those on the
    /// cage's border), each drawn from its left (top) end.
    std::vector<CageEdge> cage_edges;
    /// One per cage, in the shape's cage order.
    std::vector<CageSum> cage_sums;
    std::vector<ShadedCell> shaded;
    std::vector<PictureLabel> labels;
    /// The room outside the grid its elements need (fit_margins works it out).
    PictureMargins margins;

    /// The wall between horizontally adjacent cells (row, col - 1) and (row, col), or the frame's
    /// edge at col 0 or n: grid line `col` beside row `row`.
    const Wall& vertical_wall(int col, int row) const { return walls[std::size_t(2 * (col * side + row))]; }
    /// The wall above cell (row, col): grid line `row` over column `col`.
    const Wall& horizontal_wall(int row, int col) const { return walls[std::size_t(2 * (row * side + col) + 1)]; }
};

/// The picture of a board's regions, with cage outlines to come `cage_inset` (cell units) inside
/// the cages' borders: its walls and the shading of its diagonals and windows. A shape's whole
/// picture, its clues drawn on top, is board_picture (engine/constraints/shape.hpp).
BoardPicture regions_picture(const Board& board, double cage_inset);

/// Sets picture.margins to the whole cells each side needs to hold every label whose centre lies
/// outside the grid (a label half a cell outside takes one cell).
void fit_margins(BoardPicture& picture);

/// Adds the outline of a set of cells (a cage) `inset` inside its border to picture.cage_edges:
/// cell by cell in reading order, each cell's top, bottom, left and right strokes on the border,
/// joined across the set's cells and turning at inner corners.
void add_outline(const Board& board, const BigCellSet& cells, double inset, BoardPicture& picture);

}  // namespace sudoku
