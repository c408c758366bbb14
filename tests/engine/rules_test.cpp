// The rule checker (engine/constraints/rules.hpp) on the classic board, and the X rule on the
// anti-diagonal.
#include <catch2/catch.hpp>

#include <random>
#include <string>

#include "engine/constraints/rules.hpp"
#include "engine/constraints/shape.hpp"
#include "engine/model/notation.hpp"
#include "engine/solve/reference.hpp"

using namespace sudoku;

namespace {
const std::string kSolved = "123456789456789123789123456214365897365897214897214365531642978642978531978531642";

ShapeDigits digits_of(const std::string& line) {
    auto parsed = parse_line(line);
    REQUIRE(parsed.ok());
    const Digits d = parsed.value().digits();
    return ShapeDigits(d.begin(), d.end());
}

const Shape& classic() {
    return *Shape::classic();
}
}  // namespace

TEST_CASE("An empty board and a complete valid board have no conflicts", "[rules]") {
    CHECK(find_breaks(classic(), ShapeDigits(kCells, 0)).empty());
    CHECK(find_breaks(classic(), digits_of(kSolved)).empty());
    CHECK(broken_cells(classic(), digits_of(kSolved)).empty());
}

TEST_CASE("A digit twice in a row is one conflict naming both cells", "[rules]") {
    ShapeDigits d(kCells, 0);
    d[cell_at(2, 0)] = 5;
    d[cell_at(2, 6)] = 5;
    auto breaks = find_breaks(classic(), d);
    REQUIRE(breaks.size() == 1);
    CHECK(breaks[0] == RuleBreak{"row rule", row_house(2), 5, {cell_at(2, 0), cell_at(2, 6)}, {}, {}});
    CHECK(breaks[0].describe(classic()) == "row rule: 5 appears twice in row 3, r3c1 and r3c7");
}

TEST_CASE("A digit twice in a column is reported against the column", "[rules]") {
    ShapeDigits d(kCells, 0);
    d[cell_at(0, 4)] = 9;
    d[cell_at(8, 4)] = 9;
    auto breaks = find_breaks(classic(), d);
    REQUIRE(breaks.size() == 1);
    CHECK(breaks[0].house == col_house(4));
    CHECK(breaks[0].describe(classic()) == "column rule: 9 appears twice in column 5, r1c5 and r9c5");
}

TEST_CASE("A digit twice in a box only is reported against the box", "[rules]") {
    ShapeDigits d(kCells, 0);
    d[cell_at(3, 3)] = 1;
    d[cell_at(5, 5)] = 1;
    auto breaks = find_breaks(classic(), d);
    REQUIRE(breaks.size() == 1);
    CHECK(breaks[0].house == box_house(4));
    CHECK(breaks[0].describe(classic()) == "box rule: 1 appears twice in box 5, r4c4 and r6c6");
}

TEST_CASE("Every conflict is listed when there are several", "[rules]") {
    ShapeDigits d = digits_of(kSolved);
    // Swapping two digits within a row keeps the row valid but breaks both columns and maybe boxes.
    std::swap(d[cell_at(0, 0)], d[cell_at(0, 4)]);  // 1 and 5
    auto breaks = find_breaks(classic(), d);
    // 5 now twice in column 1 and box 1; 1 twice in column 5 and box 2.
    REQUIRE(breaks.size() == 4);
    CHECK(breaks[0].house == col_house(0));
    CHECK(breaks[0].symbol == 5);
    CHECK(breaks[1].house == col_house(4));
    CHECK(breaks[1].symbol == 1);
    CHECK(breaks[2].house == box_house(0));
    CHECK(breaks[3].house == box_house(1));
    auto cells = broken_cells(classic(), d);
    CHECK(cells.count() == 6);
    CHECK(cells.contains(cell_at(0, 0)));
    CHECK(cells.contains(cell_at(0, 4)));
}

TEST_CASE("Three equal digits in a house are one conflict of three cells", "[rules]") {
    ShapeDigits d(kCells, 0);
    d[0] = d[1] = d[2] = 7;
    auto breaks = find_breaks(classic(), d);
    // Row 1 and box 1 both hold the three 7s.
    REQUIRE(breaks.size() == 2);
    CHECK(breaks[0].cells.size() == 3);
    CHECK(breaks[0].describe(classic()) == "row rule: 7 appears three times in row 1, r1c1, r1c2 and r1c3");
    CHECK(breaks[1].house == box_house(0));
}

TEST_CASE("A solution must be complete valid and keep the givens", "[rules]") {
    const ShapeDigits solved = digits_of(kSolved);
    const ShapeDigits empty(kCells, 0);
    ShapeDigits puzzle = solved;
    for (int cell = 0; cell < kCells; cell += 2) puzzle[std::size_t(cell)] = 0;
    CHECK(is_solution_of(classic(), puzzle, solved));
    CHECK(is_solution_of(classic(), empty, solved));

    ShapeDigits hole = solved;
    hole[40] = 0;
    CHECK_FALSE(is_solution_of(classic(), puzzle, hole));  // incomplete

    ShapeDigits swapped = solved;
    std::swap(swapped[0], swapped[1]);
    CHECK_FALSE(is_solution_of(classic(), empty, swapped));  // breaks two columns

    ShapeDigits other_given = puzzle;
    other_given[1] = std::uint8_t(solved[1] == 9 ? 1 : solved[1] + 1);
    CHECK_FALSE(is_solution_of(classic(), other_given, solved));  // does not keep a given
}

namespace {

// The breaks of a classic board worked out here from geometry.hpp's houses (rows, then columns,
// then boxes; digits ascending; the cells in reading order), with the sentence each should have:
// what the checker must report.
struct Expected {
    int house = 0;
    int digit = 0;
    std::vector<int> cells;
    std::string sentence;
};
std::vector<Expected> expected_breaks(const ShapeDigits& d) {
    const char* rules[] = {"row rule", "column rule", "box rule"};
    std::vector<Expected> out;
    for (int house = 0; house < kHouses; ++house) {
        for (int digit = 1; digit <= 9; ++digit) {
            Expected e{house, digit, {}, {}};
            for (int cell : house_cells(house))
                if (d[std::size_t(cell)] == digit) e.cells.push_back(cell);
            const std::size_t n = e.cells.size();
            if (n < 2) continue;
            e.sentence = std::string(rules[house / kSide]) + ": " + std::to_string(digit) + " appears " +
                         (n == 2   ? "twice"
                          : n == 3 ? "three times"
                                   : std::to_string(n) + " times") +
                         " in " + house_name(house) + ", ";
            for (std::size_t i = 0; i < n; ++i)
                e.sentence += (i == 0 ? "" : i + 1 == n ? " and " : ", ") + cell_name(e.cells[i]);
            out.push_back(e);
        }
    }
    return out;
}

void check_breaks(const ShapeDigits& d) {
    const auto expected = expected_breaks(d);
    const auto breaks = find_breaks(classic(), d);
    std::string line;
    for (auto v : d) line += v ? char('0' + v) : '.';
    INFO(line);
    REQUIRE(breaks.size() == expected.size());
    BigCellSet broken;
    for (std::size_t i = 0; i < breaks.size(); ++i) {
        CHECK(breaks[i].house == expected[i].house);
        CHECK(breaks[i].symbol == expected[i].digit);
        CHECK(breaks[i].cells == expected[i].cells);
        CHECK(breaks[i].arithmetic.empty());
        CHECK(breaks[i].describe(classic()) == expected[i].sentence);
        for (int cell : expected[i].cells) broken.insert(cell);
    }
    CHECK(broken_cells(classic(), d) == broken);
}

}  // namespace

TEST_CASE("The rule checker reports the breaks worked out by hand on classic grids", "[rules][oracle]") {
    check_breaks(ShapeDigits(kCells, 0));
    check_breaks(digits_of(kSolved));
    std::mt19937 rng(34);
    int with_breaks = 0;
    for (int round = 0; round < 400; ++round) {
        // A valid grid with a few cells changed (a digit repeated in one to three houses at
        // once), or a sparse board of random digits.
        ShapeDigits d(kCells, 0);
        if (round % 2 == 0) {
            d = digits_of(kSolved);
            const int changes = 1 + int(rng() % 4);
            for (int k = 0; k < changes; ++k) d[rng() % kCells] = std::uint8_t(1 + rng() % 9);
            if (round % 4 == 0) d[rng() % kCells] = 0;
        } else {
            const int filled = 10 + int(rng() % 40);
            for (int k = 0; k < filled; ++k) d[rng() % kCells] = std::uint8_t(1 + rng() % 9);
        }
        if (!expected_breaks(d).empty()) ++with_breaks;
        check_breaks(d);
    }
    CHECK(with_breaks > 300);
}

TEST_CASE("The X rule reports a clash on the anti-diagonal, naming the anti-diagonal", "[rules][oracle]") {
    auto x = Shape::from_params(parse_shape_params("3x3x").value()).value();
    auto on = [&](std::initializer_list<std::pair<int, int>> cells, int symbol) {
        ShapeDigits d(81, 0);
        for (auto [r, c] : cells) d[std::size_t(x->cell_at(r, c))] = std::uint8_t(symbol);
        return d;
    };
    // Two 5s at the anti-diagonal's ends (no row, column or box in common), then two 3s in
    // different boxes, then three 8s: one break each, on the anti-diagonal, and no solution.
    struct Case {
        ShapeDigits digits;
        std::vector<int> cells;
        std::string sentence;
    };
    const Case cases[] = {
        {on({{0, 8}, {8, 0}}, 5), {8, 72}, "diagonal rule: 5 appears twice on the anti-diagonal, r1c9 and r9c1"},
        {on({{2, 6}, {6, 2}}, 3), {24, 56}, "diagonal rule: 3 appears twice on the anti-diagonal, r3c7 and r7c3"},
        {on({{1, 7}, {4, 4}, {7, 1}}, 8),
         {16, 40, 64},
         "diagonal rule: 8 appears three times on the anti-diagonal, r2c8, r5c5 and r8c2"},
    };
    for (const Case& c : cases) {
        INFO(c.sentence);
        const auto breaks = find_breaks(*x, c.digits);
        REQUIRE(breaks.size() == 1);
        CHECK(breaks[0].rule == "diagonal rule");
        CHECK(x->house_kind(breaks[0].house) == ShapeHouseKind::AntiDiagonal);
        CHECK(x->house_name(breaks[0].house) == "the anti-diagonal");
        CHECK(breaks[0].cells == c.cells);
        CHECK(breaks[0].describe(*x) == c.sentence);
        CHECK(reference::count_solutions(*x, c.digits, 1) == 0);
        // Without X the same board breaks nothing.
        CHECK(find_breaks(*Shape::classic(), c.digits).empty());
    }
    // A valid classic grid on the X board: its diagonal breaks, read here from the cells, are
    // exactly the ones reported, each on the diagonal it is on.
    ShapeDigits digits;
    for (char ch : kSolved) digits.push_back(std::uint8_t(ch - '0'));
    std::vector<std::pair<bool, int>> expected;  // (anti, symbol)
    for (bool anti : {false, true}) {
        for (int symbol = 1; symbol <= 9; ++symbol) {
            int times = 0;
            for (int i = 0; i < 9; ++i) times += digits[std::size_t(x->cell_at(i, anti ? 8 - i : i))] == symbol;
            if (times > 1) expected.push_back({anti, symbol});
        }
    }
    const auto breaks = find_breaks(*x, digits);
    REQUIRE(breaks.size() == expected.size());
    CHECK(expected.size() == 5);  // 3 and 9 repeated on the main diagonal; 2, 4 and 9 on the anti-diagonal
    for (std::size_t i = 0; i < breaks.size(); ++i) {
        CHECK(breaks[i].symbol == expected[i].second);
        CHECK(x->house_kind(breaks[i].house) ==
              (expected[i].first ? ShapeHouseKind::AntiDiagonal : ShapeHouseKind::Diagonal));
        CHECK(breaks[i].describe(*x).find(expected[i].first ? "on the anti-diagonal" : "on the main diagonal") !=
              std::string::npos);
    }
}
