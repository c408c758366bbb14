#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <tuple>
#include <vector>

#include "engine/constraints/shape.hpp"
#include "engine/picture/board_picture.hpp"

using namespace sudoku;

namespace {

std::shared_ptr<const Shape> make_shape(std::string_view params, std::vector<std::uint8_t> regions = {},
                                        std::vector<Cage> cages = {}) {
    auto made = Shape::from_params(parse_shape_params(params).value(), std::move(regions), std::move(cages));
    REQUIRE(made.ok());
    return made.value();
}

PictureSegment seg(double ax, double ay, double bx, double by) {
    return {{ax, ay}, {bx, by}};
}

std::vector<PictureSegment> strokes_of(const BoardPicture& picture, int cage) {
    std::vector<PictureSegment> out;
    for (const CageEdge& e : picture.cage_edges)
        if (e.cage == cage) out.push_back(e.line);
    return out;
}

std::string describe(const std::vector<PictureSegment>& segments) {
    std::string out;
    for (const PictureSegment& s : segments)
        out += "(" + std::to_string(s.a.x) + "," + std::to_string(s.a.y) + ")-(" + std::to_string(s.b.x) + "," +
               std::to_string(s.b.y) + ") ";
    return out;
}

// 4x4 Killer: an L of three cells (r1c1, r1c2, r2c1), a single cell (r2c2) and the bottom-right
// box; the rest of the board has no cage. Inset 1/8: exact in binary, so the points compare equal.
constexpr double kInset = 0.125;
std::vector<Cage> small_cages() {
    return {{{0, 1, 4}, 7}, {{5}, 3}, {{10, 11, 14, 15}, 10}};
}

}  // namespace

TEST_CASE("A Killer cage's outline runs inset along its border, joined across its cells", "[picture]") {
    const auto shape = make_shape("2x2k", {}, small_cages());
    const BoardPicture picture = board_picture(*shape, kInset);
    CHECK(picture.side == 4);
    CHECK(picture.cage_edges.size() == 8 + 4 + 8);

    // The L: each cell's strokes on the cage's border (top, bottom, left, right), running on to
    // the shared edge (x = 1, y = 1) between cells of the cage and, at the inner corner beside
    // r2c2, on into the neighbour by the inset (0.875 = 1 - 1/8), where both strokes meet.
    const std::vector<PictureSegment> l_shape = {seg(0.125, 0.125, 1, 0.125),      // r1c1 top
                                                 seg(0.125, 0.125, 0.125, 1),      // r1c1 left
                                                 seg(1, 0.125, 1.875, 0.125),      // r1c2 top
                                                 seg(0.875, 0.875, 1.875, 0.875),  // r1c2 bottom: from the inner corner
                                                 seg(1.875, 0.125, 1.875, 0.875),  // r1c2 right
                                                 seg(0.125, 1.875, 0.875, 1.875),  // r2c1 bottom
                                                 seg(0.125, 1, 0.125, 1.875),      // r2c1 left
                                                 seg(0.875, 0.875, 0.875, 1.875)};  // r2c1 right: from the inner corner
    INFO(describe(strokes_of(picture, 0)));
    CHECK(strokes_of(picture, 0) == l_shape);

    // A cage of one cell: a closed square of four strokes.
    const std::vector<PictureSegment> single = {seg(1.125, 1.125, 1.875, 1.125), seg(1.125, 1.875, 1.875, 1.875),
                                                seg(1.125, 1.125, 1.125, 1.875), seg(1.875, 1.125, 1.875, 1.875)};
    CHECK(strokes_of(picture, 1) == single);

    // A 2x2 cage: two strokes per cell, meeting on the grid lines x = 3 and y = 3; no inner corner.
    const std::vector<PictureSegment> square = {seg(2.125, 2.125, 3, 2.125), seg(2.125, 2.125, 2.125, 3),   // r3c3
                                                seg(3, 2.125, 3.875, 2.125), seg(3.875, 2.125, 3.875, 3),   // r3c4
                                                seg(2.125, 3.875, 3, 3.875), seg(2.125, 3, 2.125, 3.875),   // r4c3
                                                seg(3, 3.875, 3.875, 3.875), seg(3.875, 3, 3.875, 3.875)};  // r4c4
    INFO(describe(strokes_of(picture, 2)));
    CHECK(strokes_of(picture, 2) == square);

    // The sums: at the top-left corner of each cage's first cell, in the shape's cage order.
    REQUIRE(picture.cage_sums.size() == 3);
    CHECK(picture.cage_sums[0].text == "7");
    CHECK(picture.cage_sums[0].anchor == PicturePoint{0, 0});
    CHECK(picture.cage_sums[0].cell == 0);
    CHECK(picture.cage_sums[1].text == "3");
    CHECK(picture.cage_sums[1].anchor == PicturePoint{1, 1});
    CHECK(picture.cage_sums[2].text == "10");
    CHECK(picture.cage_sums[2].anchor == PicturePoint{2, 2});
    CHECK(picture.cage_sums[2].cell == 10);

    // Another inset moves the outline, not the joins.
    const BoardPicture wide = board_picture(*shape, 0.25);
    CHECK(strokes_of(wide, 0)[3] == seg(0.75, 0.75, 1.75, 0.75));
    CHECK(strokes_of(wide, 0)[0] == seg(0.25, 0.25, 1, 0.25));
}

TEST_CASE("A jigsaw's walls are thick exactly where regions meet and round the board", "[picture]") {
    const std::vector<std::uint8_t> regions = {0, 0, 0, 1,  //
                                               0, 2, 1, 1,  //
                                               2, 2, 3, 1,  //
                                               2, 3, 3, 3};
    const auto shape = make_shape("4j", regions);
    const BoardPicture picture = board_picture(*shape, kInset);
    REQUIRE(picture.walls.size() == 2 * 5 * 4);
    CHECK(picture.cage_edges.empty());
    CHECK(picture.cage_sums.empty());
    CHECK(picture.shaded.empty());

    using Edge = std::tuple<double, double, double, double>;
    std::vector<Edge> inner_thick;
    int frame = 0, thin = 0;
    for (const Wall& w : picture.walls) {
        const PictureSegment& s = w.line;
        CHECK(std::abs(s.b.x - s.a.x) + std::abs(s.b.y - s.a.y) == 1);  // one cell edge
        const bool on_frame =
            (s.a.x == s.b.x && (s.a.x == 0 || s.a.x == 4)) || (s.a.y == s.b.y && (s.a.y == 0 || s.a.y == 4));
        if (on_frame) {
            ++frame;
            CHECK(w.weight == WallWeight::Thick);
        } else if (w.weight == WallWeight::Thick) {
            inner_thick.emplace_back(s.a.x, s.a.y, s.b.x, s.b.y);
        } else {
            ++thin;
        }
    }
    std::sort(inner_thick.begin(), inner_thick.end());
    // Worked out by hand from the map above.
    std::vector<Edge> expected = {
        {3, 0, 3, 1}, {1, 1, 1, 2}, {2, 1, 2, 2}, {2, 2, 2, 3}, {3, 2, 3, 3}, {1, 3, 1, 4},   // vertical
        {1, 1, 2, 1}, {2, 1, 3, 1}, {0, 2, 1, 2}, {2, 2, 3, 2}, {1, 3, 2, 3}, {3, 3, 4, 3}};  // horizontal
    std::sort(expected.begin(), expected.end());
    CHECK(inner_thick == expected);
    CHECK(frame == 16);
    CHECK(thin == 40 - 16 - 12);

    // The accessors name the wall by grid line and cell.
    CHECK(picture.vertical_wall(3, 0).line == seg(3, 0, 3, 1));
    CHECK(picture.vertical_wall(3, 0).weight == WallWeight::Thick);
    CHECK(picture.vertical_wall(1, 0).weight == WallWeight::Thin);
    CHECK(picture.horizontal_wall(2, 0).line == seg(0, 2, 1, 2));
    CHECK(picture.horizontal_wall(2, 0).weight == WallWeight::Thick);
    CHECK(picture.horizontal_wall(1, 0).weight == WallWeight::Thin);
}

TEST_CASE("Boxes are walled thick, and X and Windoku cells are shaded", "[picture]") {
    const BoardPicture classic = board_picture(*Shape::classic(), kInset);
    for (int i = 0; i <= 9; ++i)
        for (int j = 0; j < 9; ++j) {
            const WallWeight expected = i % 3 == 0 ? WallWeight::Thick : WallWeight::Thin;
            CHECK(classic.vertical_wall(i, j).weight == expected);
            CHECK(classic.horizontal_wall(i, j).weight == expected);
        }
    CHECK(classic.shaded.empty());

    // 2x3 boxes (two rows, three columns): thick after every third column and second row.
    const BoardPicture wide = board_picture(*make_shape("2x3"), kInset);
    CHECK(wide.vertical_wall(3, 0).weight == WallWeight::Thick);
    CHECK(wide.vertical_wall(2, 0).weight == WallWeight::Thin);
    CHECK(wide.horizontal_wall(2, 0).weight == WallWeight::Thick);
    CHECK(wide.horizontal_wall(3, 0).weight == WallWeight::Thin);

    const BoardPicture x = board_picture(*make_shape("3x3x"), kInset);
    CHECK(x.shaded.size() == 18);  // the centre is on both diagonals: listed twice
    CHECK(std::count_if(x.shaded.begin(), x.shaded.end(), [](const ShadedCell& s) { return s.cell == 40; }) == 2);
    CHECK(std::all_of(x.shaded.begin(), x.shaded.end(), [](const ShadedCell& s) {
        return s.shade == CellShade::Diagonal && (s.cell % 10 == 0 || (s.cell % 8 == 0 && s.cell >= 8 && s.cell <= 72));
    }));

    const BoardPicture windoku = board_picture(*make_shape("3x3w"), kInset);
    CHECK(windoku.shaded.size() == 36);
    CHECK(std::all_of(windoku.shaded.begin(), windoku.shaded.end(),
                      [](const ShadedCell& s) { return s.shade == CellShade::Window; }));
    CHECK(windoku.shaded.front().cell == 10);  // r2c2, the first window's first cell
}
