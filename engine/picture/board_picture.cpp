#include "engine/picture/board_picture.hpp"

namespace sudoku {

namespace {

void add_walls(const Shape& shape, BoardPicture& picture) {
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

void add_cage_edges(const Shape& shape, double inset, BoardPicture& picture) {
    const int n = shape.side();
    auto in_cage = [&](int cage, int row, int col) {
        return row >= 0 && row < n && col >= 0 && col < n && shape.cage_of(shape.cell_at(row, col)) == cage;
    };
    for (int cell = 0; cell < shape.cell_count(); ++cell) {
        const int cage = shape.cage_of(cell);
        if (cage < 0) continue;
        const int r = shape.row_of(cell), c = shape.col_of(cell);
        const double x0 = c, y0 = r, x1 = c + 1, y1 = r + 1;
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
        auto add = [&](double ax, double ay, double bx, double by) {
            picture.cage_edges.push_back({{{ax, ay}, {bx, by}}, cage});
        };
        if (!in_cage(cage, r - 1, c))  // top
            add(end_x(c - 1, r - 1, x0 + inset), y0 + inset, end_x(c + 1, r - 1, x1 - inset), y0 + inset);
        if (!in_cage(cage, r + 1, c))  // bottom
            add(end_x(c - 1, r + 1, x0 + inset), y1 - inset, end_x(c + 1, r + 1, x1 - inset), y1 - inset);
        if (!in_cage(cage, r, c - 1))  // left
            add(x0 + inset, end_y(r - 1, c - 1, y0 + inset), x0 + inset, end_y(r + 1, c - 1, y1 - inset));
        if (!in_cage(cage, r, c + 1))  // right
            add(x1 - inset, end_y(r - 1, c + 1, y0 + inset), x1 - inset, end_y(r + 1, c + 1, y1 - inset));
    }
    for (int i = 0; i < shape.cage_count(); ++i) {
        const int first = shape.cage(i).cells[0];
        picture.cage_sums.push_back(
            {std::to_string(shape.cage(i).sum), {double(shape.col_of(first)), double(shape.row_of(first))}, first, i});
    }
}

void add_shading(const Shape& shape, BoardPicture& picture) {
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

BoardPicture board_picture(const Shape& shape, double cage_inset) {
    BoardPicture picture;
    picture.side = shape.side();
    add_walls(shape, picture);
    add_shading(shape, picture);
    if (shape.is_killer()) add_cage_edges(shape, cage_inset, picture);
    return picture;
}

}  // namespace sudoku
