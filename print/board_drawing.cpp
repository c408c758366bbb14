#include "print/board_drawing.hpp"

#include <algorithm>
#include <cmath>
#include <string>

#include "engine/picture/board_picture.hpp"
#include "print/cairo_api.hpp"

namespace sudoku::print {

namespace {

// The tints of the extra houses, as on screen (game/ui/board_view.hpp, light theme): 0xAARRGGBB.
constexpr std::uint32_t kDiagonalTint = 0x2E1F9E8A;
constexpr std::uint32_t kWindowTint = 0x30C98A2B;

void set_rgb(cairo_t* cr, std::uint32_t rgb) {
    cairo().cairo_set_source_rgb(cr, ((rgb >> 16) & 0xFF) / 255.0, ((rgb >> 8) & 0xFF) / 255.0, (rgb & 0xFF) / 255.0);
}
void set_argb(cairo_t* cr, std::uint32_t argb) {
    cairo().cairo_set_source_rgba(cr, ((argb >> 16) & 0xFF) / 255.0, ((argb >> 8) & 0xFF) / 255.0,
                                  (argb & 0xFF) / 255.0, ((argb >> 24) & 0xFF) / 255.0);
}

void select_font(cairo_t* cr, bool bold, double size) {
    cairo().cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL,
                                   bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
    cairo().cairo_set_font_size(cr, size);
}

/// Draws `text` with its ink centred on (cx, cy).
void centred_text(cairo_t* cr, const std::string& text, double cx, double cy) {
    cairo_text_extents_t e;
    cairo().cairo_text_extents(cr, text.c_str(), &e);
    cairo().cairo_move_to(cr, cx - (e.x_bearing + e.width / 2), cy - (e.y_bearing + e.height / 2));
    cairo().cairo_show_text(cr, text.c_str());
}

int note_columns(int side) {
    int k = 1;
    while (k * k < side) ++k;
    return k;
}

// A point of the picture (cell units) in the drawing's user units.
double to_x(const BoardGeometry& g, const PicturePoint& p) {
    return g.x0 + p.x * g.cell;
}
double to_y(const BoardGeometry& g, const PicturePoint& p) {
    return g.y0 + p.y * g.cell;
}

// Killer cages: the picture's outline strokes, dashed, each on its own (every stroke's dashes
// start at its start).
void draw_cages(cairo_t* cr, const sudoku::BoardPicture& picture, const BoardGeometry& g, const DrawStyle& style) {
    const double size = g.cell;
    const double width = std::max(g.thin * 0.9, size * 0.025);
    const double dash[] = {std::max(1.0, size * 0.07), std::max(1.0, size * 0.05)};
    cairo().cairo_save(cr);
    set_rgb(cr, style.cage);
    cairo().cairo_set_line_width(cr, width);
    cairo().cairo_set_dash(cr, dash, 2, 0);
    cairo().cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
    for (const CageEdge& edge : picture.cage_edges) {
        cairo().cairo_move_to(cr, to_x(g, edge.line.a), to_y(g, edge.line.a));
        cairo().cairo_line_to(cr, to_x(g, edge.line.b), to_y(g, edge.line.b));
        cairo().cairo_stroke(cr);
    }
    cairo().cairo_restore(cr);
}

// The sums, in the top-left corner of each cage's first cell, on a white patch over the outline.
void draw_cage_sums(cairo_t* cr, const sudoku::BoardPicture& picture, const BoardGeometry& g, const DrawStyle& style,
                    double inset) {
    const double size = g.cell;
    cairo().cairo_save(cr);
    select_font(cr, false, size * 0.22);
    for (const CageSum& sum : picture.cage_sums) {
        const std::string& text = sum.text;
        cairo_text_extents_t e;
        cairo().cairo_text_extents(cr, text.c_str(), &e);
        cairo_font_extents_t fe;
        cairo().cairo_font_extents(cr, &fe);
        const double x = to_x(g, sum.anchor) + std::max(g.thick / 2, inset * 0.5);
        const double y = to_y(g, sum.anchor) + std::max(g.thick / 2, inset * 0.35);
        set_rgb(cr, 0xFFFFFF);
        cairo().cairo_rectangle(cr, x, y, e.x_advance + size * 0.04, fe.ascent);
        cairo().cairo_fill(cr);
        set_rgb(cr, style.given);
        cairo().cairo_move_to(cr, x + size * 0.02, y + fe.ascent * 0.92);
        cairo().cairo_show_text(cr, text.c_str());
    }
    cairo().cairo_restore(cr);
}

}  // namespace

BoardGeometry board_geometry(int side, double x, double y, double size, bool snap_to_pixels) {
    BoardGeometry g;
    g.side = side;
    if (snap_to_pixels) {
        const double rough_cell = size / side;
        g.thin = std::max(1.0, std::round(rough_cell / 60));
        g.thick = std::max(g.thin + 2, std::round(g.thin * 3));
        g.cell = std::max(4.0, std::floor((size - g.thick) / side));
        // Lines are drawn as rectangles from line - floor(w / 2): whole pixels when the lines are.
        g.x0 = std::floor(x + (size - side * g.cell) / 2);
        g.y0 = std::floor(y + (size - side * g.cell) / 2);
    } else {
        // thin = cell / 50, thick = 3 thin; the outer border's outer half stays inside the square.
        g.cell = size / (side + 0.06);
        g.thin = g.cell / 50;
        g.thick = g.thin * 3;
        g.x0 = x + (size - side * g.cell) / 2;
        g.y0 = y + (size - side * g.cell) / 2;
    }
    return g;
}

void draw_board(cairo_t* cr, const BoardPicture& board, double x, double y, double size, const DrawStyle& style) {
    const Shape& shape = *board.shape;
    const int n = shape.side();
    // Clues outside the grid take whole cells of the square on their sides (the picture's margins).
    const PictureMargins m = board_picture(shape, 0).margins;
    const int cells = std::max(n + m.left + m.right, n + m.top + m.bottom);
    if (cells > n) {
        const double cell = size / cells;
        x += (size - (n + m.left + m.right) * cell) / 2 + m.left * cell;
        y += (size - (n + m.top + m.bottom) * cell) / 2 + m.top * cell;
        size = n * cell;
    }
    const BoardGeometry g = board_geometry(n, x, y, size, style.snap_to_pixels);
    const double full = n * g.cell;
    cairo().cairo_save(cr);
    cairo().cairo_set_dash(cr, nullptr, 0, 0);
    cairo().cairo_new_path(cr);

    // Paper, then the extra houses' tints.
    set_rgb(cr, 0xFFFFFF);
    cairo().cairo_rectangle(cr, g.x0, g.y0, full, full);
    cairo().cairo_fill(cr);
    const double inset = std::max(g.cell * 0.08, g.thick * 0.5 + g.cell * 0.04);
    const sudoku::BoardPicture picture = board_picture(shape, inset / g.cell);
    for (const ShadedCell& shaded : picture.shaded) {
        set_argb(cr, shaded.shade == CellShade::Diagonal ? kDiagonalTint : kWindowTint);
        cairo().cairo_rectangle(cr, g.line_x(shape.col_of(shaded.cell)), g.line_y(shape.row_of(shaded.cell)), g.cell,
                                g.cell);
        cairo().cairo_fill(cr);
    }

    // Lines as filled rectangles centred on the grid lines: thin everywhere, then thick where the
    // region changes and round the board.
    set_rgb(cr, style.line);
    auto start = [&](double centre, double width) {
        return style.snap_to_pixels ? centre - std::floor(width / 2) : centre - width / 2;
    };
    // A wall as a rectangle `width` wide, from `ext` before its start and `extra` longer than it.
    auto wall = [&](const Wall& w, double width, double ext, double extra) {
        const double x = to_x(g, w.line.a), y = to_y(g, w.line.a);
        if (w.line.a.x == w.line.b.x)
            cairo().cairo_rectangle(cr, start(x, width), y - ext, width, (w.line.b.y - w.line.a.y) * g.cell + extra);
        else
            cairo().cairo_rectangle(cr, x - ext, start(y, width), (w.line.b.x - w.line.a.x) * g.cell + extra, width);
    };
    for (const Wall& w : picture.walls) wall(w, g.thin, 0, 0);
    cairo().cairo_fill(cr);
    const double ext = style.snap_to_pixels ? std::floor(g.thick / 2) : g.thick / 2;
    for (const Wall& w : picture.walls)
        if (w.weight == WallWeight::Thick) wall(w, g.thick, ext, g.thick);
    cairo().cairo_fill(cr);

    // Killer cages and their sums.
    draw_cages(cr, picture, g, style);
    draw_cage_sums(cr, picture, g, style, inset);
    // Labels (clues' numbers), in or outside the grid.
    select_font(cr, false, g.cell * 0.45);
    set_rgb(cr, style.given);
    for (const PictureLabel& label : picture.labels)
        centred_text(cr, label.text, to_x(g, label.centre), to_y(g, label.centre));

    // Digits: givens bold, the player's in the accent colour; notes where the cell is empty.
    const int k = note_columns(n);
    for (int cell = 0; cell < shape.cell_count(); ++cell) {
        const double cx = g.line_x(shape.col_of(cell)), cy = g.line_y(shape.row_of(cell));
        const int given = board.givens[std::size_t(cell)];
        const int mine = board.player.empty() ? 0 : board.player[std::size_t(cell)];
        if (given || mine) {
            select_font(cr, given ? true : style.player_bold, g.cell * 0.6);
            set_rgb(cr, given ? style.given : style.player);
            centred_text(cr, std::string(1, symbol_char(given ? given : mine)), cx + g.cell / 2, cy + g.cell / 2);
            continue;
        }
        const DigitMask notes = board.notes.empty() ? DigitMask(0) : board.notes[std::size_t(cell)];
        if (!notes) continue;
        // The room the notes may use: inside the cage outline, under a cage's sum.
        double top = 0, room = g.cell;
        if (shape.is_killer() && shape.cage_of(cell) >= 0) {
            const bool first = shape.cage(shape.cage_of(cell)).cells[0] == cell;
            top = first ? g.cell * 0.26 : inset * 1.4;
            room = g.cell - top - inset * 1.4;
        }
        const double step = std::min(room, g.cell - 2 * (shape.is_killer() ? inset * 1.4 : 0)) / k;
        const double left = cx + (g.cell - step * k) / 2, upper = cy + top + (room - step * k) / 2;
        select_font(cr, false, step * 0.78);
        set_rgb(cr, style.note);
        for (int d = 1; d <= n; ++d) {
            if (!(notes & (1u << (d - 1)))) continue;
            centred_text(cr, std::string(1, symbol_char(d)), left + ((d - 1) % k + 0.5) * step,
                         upper + ((d - 1) / k + 0.5) * step);
        }
    }
    cairo().cairo_restore(cr);
}

}  // namespace sudoku::print
