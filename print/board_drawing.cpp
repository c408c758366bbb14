#include "print/board_drawing.hpp"

#include <algorithm>
#include <cmath>
#include <string>

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

// Killer cages: a dashed outline inset in the cells, following each cage's border (joined across
// the cells' shared edges, turning inward at concave corners), as game/ui/board_view.cpp draws it.
void draw_cages(cairo_t* cr, const Shape& shape, const BoardGeometry& g, const DrawStyle& style, double inset) {
    const int n = shape.side();
    const double size = g.cell;
    auto in_cage = [&](int cage, int row, int col) {
        return row >= 0 && row < n && col >= 0 && col < n && shape.cage_of(shape.cell_at(row, col)) == cage;
    };
    const double width = std::max(g.thin * 0.9, size * 0.025);
    const double dash[] = {std::max(1.0, size * 0.07), std::max(1.0, size * 0.05)};
    cairo().cairo_save(cr);
    set_rgb(cr, style.cage);
    cairo().cairo_set_line_width(cr, width);
    cairo().cairo_set_dash(cr, dash, 2, 0);
    cairo().cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
    for (int cell = 0; cell < shape.cell_count(); ++cell) {
        const int cage = shape.cage_of(cell);
        if (cage < 0) continue;
        const int r = shape.row_of(cell), c = shape.col_of(cell);
        const double x0 = g.line_x(c), y0 = g.line_y(r), x1 = x0 + size, y1 = y0 + size;
        // The end of a border running along this cell towards the neighbour in column nc (row nr):
        // at the inset when the neighbour is outside the cage, at the shared edge when it is inside,
        // and on into it by the inset when the cell diagonally beyond (row dr, column dc) is inside
        // too (a concave corner).
        auto end_x = [&](int nc, int dr, double own) {
            if (!in_cage(cage, r, nc)) return own;
            const double edge = nc < c ? x0 : x1;
            if (in_cage(cage, dr, nc)) return nc < c ? edge - inset : edge + inset;
            return edge;
        };
        auto end_y = [&](int nr, int dc, double own) {
            if (!in_cage(cage, nr, c)) return own;
            const double edge = nr < r ? y0 : y1;
            if (in_cage(cage, nr, dc)) return nr < r ? edge - inset : edge + inset;
            return edge;
        };
        auto line = [&](double ax, double ay, double bx, double by) {
            cairo().cairo_move_to(cr, ax, ay);
            cairo().cairo_line_to(cr, bx, by);
            cairo().cairo_stroke(cr);
        };
        if (!in_cage(cage, r - 1, c))
            line(end_x(c - 1, r - 1, x0 + inset), y0 + inset, end_x(c + 1, r - 1, x1 - inset), y0 + inset);
        if (!in_cage(cage, r + 1, c))
            line(end_x(c - 1, r + 1, x0 + inset), y1 - inset, end_x(c + 1, r + 1, x1 - inset), y1 - inset);
        if (!in_cage(cage, r, c - 1))
            line(x0 + inset, end_y(r - 1, c - 1, y0 + inset), x0 + inset, end_y(r + 1, c - 1, y1 - inset));
        if (!in_cage(cage, r, c + 1))
            line(x1 - inset, end_y(r - 1, c + 1, y0 + inset), x1 - inset, end_y(r + 1, c + 1, y1 - inset));
    }
    cairo().cairo_restore(cr);

    // The sums, in the top-left corner of each cage's first cell, on a white patch over the outline.
    cairo().cairo_save(cr);
    select_font(cr, false, size * 0.22);
    for (const Cage& cage : shape.cages()) {
        const int first = cage.cells[0];
        const std::string text = std::to_string(cage.sum);
        cairo_text_extents_t e;
        cairo().cairo_text_extents(cr, text.c_str(), &e);
        cairo_font_extents_t fe;
        cairo().cairo_font_extents(cr, &fe);
        const double x = g.line_x(shape.col_of(first)) + std::max(g.thick / 2, inset * 0.5);
        const double y = g.line_y(shape.row_of(first)) + std::max(g.thick / 2, inset * 0.35);
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
    const BoardGeometry g = board_geometry(n, x, y, size, style.snap_to_pixels);
    const double full = n * g.cell;
    cairo().cairo_save(cr);
    cairo().cairo_set_dash(cr, nullptr, 0, 0);
    cairo().cairo_new_path(cr);

    // Paper, then the extra houses' tints.
    set_rgb(cr, 0xFFFFFF);
    cairo().cairo_rectangle(cr, g.x0, g.y0, full, full);
    cairo().cairo_fill(cr);
    if (shape.has_diagonals() || shape.has_windows()) {
        for (int cell = 0; cell < shape.cell_count(); ++cell) {
            for (int h : shape.houses_of(cell)) {
                const ShapeHouseKind kind = shape.house_kind(h);
                std::uint32_t tint = 0;
                if (kind == ShapeHouseKind::Diagonal || kind == ShapeHouseKind::AntiDiagonal) tint = kDiagonalTint;
                if (kind == ShapeHouseKind::Window) tint = kWindowTint;
                if (!tint) continue;
                set_argb(cr, tint);
                cairo().cairo_rectangle(cr, g.line_x(shape.col_of(cell)), g.line_y(shape.row_of(cell)), g.cell, g.cell);
                cairo().cairo_fill(cr);
            }
        }
    }

    // Lines as filled rectangles centred on the grid lines: thin everywhere, then thick where the
    // region changes and round the board.
    set_rgb(cr, style.line);
    auto start = [&](double centre, double width) {
        return style.snap_to_pixels ? centre - std::floor(width / 2) : centre - width / 2;
    };
    for (int i = 0; i <= n; ++i) {
        cairo().cairo_rectangle(cr, start(g.line_x(i), g.thin), g.y0, g.thin, full);
        cairo().cairo_rectangle(cr, g.x0, start(g.line_y(i), g.thin), full, g.thin);
    }
    cairo().cairo_fill(cr);
    const double lo = std::floor(g.thick / 2);
    for (int i = 0; i <= n; ++i) {
        for (int j = 0; j < n; ++j) {
            // Vertical line i beside row j; horizontal line i above column j.
            const bool v =
                i == 0 || i == n || shape.region_of(shape.cell_at(j, i - 1)) != shape.region_of(shape.cell_at(j, i));
            const bool h =
                i == 0 || i == n || shape.region_of(shape.cell_at(i - 1, j)) != shape.region_of(shape.cell_at(i, j));
            const double ext = style.snap_to_pixels ? lo : g.thick / 2;
            if (v)
                cairo().cairo_rectangle(cr, start(g.line_x(i), g.thick), g.line_y(j) - ext, g.thick, g.cell + g.thick);
            if (h)
                cairo().cairo_rectangle(cr, g.line_x(j) - ext, start(g.line_y(i), g.thick), g.cell + g.thick, g.thick);
        }
    }
    cairo().cairo_fill(cr);

    // Killer cages and their sums.
    const double inset = std::max(g.cell * 0.08, g.thick * 0.5 + g.cell * 0.04);
    if (shape.is_killer()) draw_cages(cr, shape, g, style, inset);

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
