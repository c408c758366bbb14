#include <catch2/catch.hpp>

#include <array>
#include <vector>

#include "engine/model/grid.hpp"

using namespace sudoku;

TEST_CASE("A new grid is empty with no givens", "[grid]") {
    Grid grid;
    CHECK(grid.filled_count() == 0);
    CHECK(grid.given_count() == 0);
    CHECK_FALSE(grid.is_full());
    for (int cell = 0; cell < kCells; ++cell) {
        CHECK(grid.is_empty(cell));
        CHECK_FALSE(grid.is_given(cell));
    }
}

TEST_CASE("Givens and player digits are told apart", "[grid]") {
    Digits puzzle{};
    puzzle[0] = 5;
    puzzle[80] = 9;
    Grid grid = Grid::from_givens(puzzle);
    CHECK(grid.given_count() == 2);
    CHECK(grid.is_given(0));
    CHECK(grid.is_given(80));

    grid.set_digit(40, 7);
    CHECK(grid.digit(40) == 7);
    CHECK_FALSE(grid.is_given(40));
    CHECK(grid.filled_count() == 3);
    CHECK(grid.given_count() == 2);

    SECTION("givens() holds only the printed puzzle") {
        CHECK(grid.givens() == puzzle);
        CHECK(grid.digits()[40] == 7);
    }
    SECTION("erasing a player digit empties the cell") {
        grid.set_digit(40, 0);
        CHECK(grid.is_empty(40));
        CHECK(grid.filled_count() == 2);
    }
    SECTION("removing a given turns the cell into an empty non-given cell") {
        grid.set_given(0, 0);
        CHECK(grid.is_empty(0));
        CHECK_FALSE(grid.is_given(0));
    }
}

TEST_CASE("Grids compare by digits and by which cells are givens", "[grid]") {
    Grid a, b;
    a.set_given(3, 4);
    b.set_digit(3, 4);
    CHECK(a.digits() == b.digits());
    CHECK_FALSE(a == b);
    b = a;
    CHECK(a == b);
}

TEST_CASE("The geometry tables describe the classic board", "[grid]") {
    CHECK(kCells == 81);
    CHECK(kHouses == 27);
    // Every cell is in exactly one row, one column and one box, and has 20 distinct peers.
    std::array<int, kCells> seen{};
    for (int house = 0; house < kHouses; ++house)
        for (int cell : house_cells(house)) ++seen[cell];
    for (int cell = 0; cell < kCells; ++cell) {
        CAPTURE(cell);
        CHECK(seen[cell] == 3);
        const auto& houses = houses_of(cell);
        CHECK(houses[0] == row_house(row_of(cell)));
        CHECK(houses[1] == col_house(col_of(cell)));
        CHECK(houses[2] == box_house(box_of(cell)));
        for (int peer : peers_of(cell)) {
            CHECK(peer != cell);
            CHECK((row_of(peer) == row_of(cell) || col_of(peer) == col_of(cell) || box_of(peer) == box_of(cell)));
        }
    }
    CHECK(box_of(cell_at(4, 4)) == 4);
    CHECK(box_of(cell_at(8, 0)) == 6);
    CHECK(house_cells(box_house(8))[0] == cell_at(6, 6));
    CHECK(house_cells(box_house(8))[8] == cell_at(8, 8));
}

TEST_CASE("A cell's peer set holds exactly its peers, visited in increasing order", "[grid]") {
    for (int cell = 0; cell < kCells; ++cell) {
        CAPTURE(cell);
        std::vector<int> visited;
        peer_set(cell).any_of([&](int peer) {
            visited.push_back(peer);
            return false;
        });
        CHECK(visited == std::vector<int>(peers_of(cell).begin(), peers_of(cell).end()));
        CHECK_FALSE(peer_set(cell).contains(cell));
    }
    // Intersections and early stops: r1c1 and r1c9 share the rest of row 1 only.
    CellSet both = peer_set(cell_at(0, 0)) & peer_set(cell_at(0, 8));
    std::vector<int> common;
    both.any_of([&](int c) {
        common.push_back(c);
        return false;
    });
    CHECK(common == std::vector<int>{1, 2, 3, 4, 5, 6, 7});
    int visits = 0;
    CHECK(both.any_of([&](int c) { return ++visits, c == 3; }));
    CHECK(visits == 3);
    CHECK((peer_set(cell_at(0, 0)) & peer_set(cell_at(8, 8))).empty() == false);  // r1c9 and r9c1
    CHECK((peer_set(cell_at(0, 0)) & CellSet{}).empty());
}
