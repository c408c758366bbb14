#include "engine/picture/board_picture.hpp"

#include <algorithm>
#include <cmath>

namespace sudoku {

namespace {

void add_walls(const Board& shape, BoardPicture& picture) {
    const int n = shape.side();
    auto weight = [](bool thick) { return thick ? WallWeight::Thick : WallWeight::Thin; };
    picture.walls.reserve(std::size_t(2 * (n + 1) * n));
    for (int i = 0; i <= n; ++i) {
        for (int j = 0; j < n; ++j) {
            // Vertical line i beside row j; horizontal line i above column j.
            const bool v =
                i == 0 || i == n || shape.region_of(shape.cell_at(j, i - 1)) != shape.region_of(shape.cell_at(j, i));
            const bool h =
                i == 0 || i == n || shape.region_of(shape.cell_at(i - 1, j)) != shape.region_of(shape.cell_at(i, j));
            picture.walls.push_back({{{double(i), double(j)}, {double(i), double(j + 1)}}, weight(v)});
            picture.walls.push_back({{{double(j), double(i)}, {double(j + 1), double(i)}}, weight(h)});
        }
    }
}

void add_shading(const Board& shape, BoardPicture& picture) {
    if (!shape.has_diagonals() && !shape.has_windows()) return;
    for (int cell = 0; cell < shape.cell_count(); ++cell) {
        for (int h : shape.houses_of(cell)) {
            const ShapeHouseKind kind = shape.house_kind(h);
            if (kind == ShapeHouseKind::Diagonal || kind == ShapeHouseKind::AntiDiagonal)
                picture.shaded.push_back({cell, CellShade::Diagonal});
            else if (kind == ShapeHouseKind::Window)
                picture.shaded.push_back({cell, CellShade::Window});
        }
    }
}

}  // namespace

void add_outline(const Board& board, const BigCellSet& cells, double inset, BoardPicture& picture) {
    const int n = board.side();
    auto inside = [&](int row, int col) {
        return row >= 0 && row < n && col >= 0 && col < n && cells.contains(board.cell_at(row, col));
    };
    cells.any_of([&](int cell) {
        const int r = board.row_of(cell), c = board.col_of(cell);
        const double x0 = c, y0 = r, x1 = c + 1, y1 = r + 1;
        // The end of a border running along this cell towards the neighbour in column nc (row nr):
        // at the inset when the neighbour is outside, at the shared edge when it is inside, and on
        // into it by the inset when the cell diagonally beyond (row dr, column dc) is inside too
        // (a concave corner).
        auto end_x = [&](int nc, int dr, double own) {
            if (!inside(r, nc)) return own;
            const double edge = nc < c ? x0 : x1;
            if (inside(dr, nc)) return nc < c ? edge - inset : edge + inset;
            return edge;
        };
        auto end_y = [&](int nr, int dc, double own) {
            if (!inside(nr, c)) return own;
            const double edge = nr < r ? y0 : y1;
            if (inside(nr, dc)) return nr < r ? edge - inset : edge + inset;
            return edge;
        };
        auto add = [&](double ax, double ay, double bx, double by) {
            picture.cage_edges.push_back({{{ax, ay}, {bx, by}}, 0});
        };
        if (!inside(r - 1, c))  // top
            add(end_x(c - 1, r - 1, x0 + inset), y0 + inset, end_x(c + 1, r - 1, x1 - inset), y0 + inset);
        if (!inside(r + 1, c))  // bottom
            add(end_x(c - 1, r + 1, x0 + inset), y1 - inset, end_x(c + 1, r + 1, x1 - inset), y1 - inset);
        if (!inside(r, c - 1))  // left
            add(x0 + inset, end_y(r - 1, c - 1, y0 + inset), x0 + inset, end_y(r + 1, c - 1, y1 - inset));
        if (!inside(r, c + 1))  // right
            add(x1 - inset, end_y(r - 1, c + 1, y0 + inset), x1 - inset, end_y(r + 1, c + 1, y1 - inset));
        return false;
    });
}

BoardPicture regions_picture(const Board& board, double cage_inset) {
    BoardPicture picture;
    picture.side = board.side();
    picture.cage_inset = cage_inset;
    add_walls(board, picture);
    add_shading(board, picture);
    return picture;
}

void fit_margins(BoardPicture& picture) {
    const double n = picture.side;
    auto room = [](double beyond) { return beyond > 0 ? int(std::ceil(beyond + 0.5 - 1e-9)) : 0; };
    PictureMargins m;
    for (const PictureLabel& label : picture.labels) {
        m.left = std::max(m.left, room(-label.centre.x));
        m.top = std::max(m.top, room(-label.centre.y));
        m.right = std::max(m.right, room(label.centre.x - n));
        m.bottom = std::max(m.bottom, room(label.centre.y - n));
    }
    picture.margins = m;
}

}  // namespace sudoku
