#include <catch2/catch.hpp>

#include <random>
#include <string>

#include "engine/notation.hpp"
#include "engine/rules.hpp"
#include "engine/shape.hpp"
#include "engine/shape_reference_solver.hpp"
#include "engine/shape_rules.hpp"

using namespace sudoku;

namespace {
const std::string kSolved = "123456789456789123789123456214365897365897214897214365531642978642978531978531642";

Digits digits_of(const std::string& line) {
    auto parsed = parse_line(line);
    REQUIRE(parsed.ok());
    return parsed.value().digits();
}
}  // namespace

TEST_CASE("An empty board and a complete valid board have no conflicts", "[rules]") {
    CHECK(find_conflicts(Digits{}).empty());
    CHECK(find_conflicts(digits_of(kSolved)).empty());
    CHECK(conflicting_cells(digits_of(kSolved)).none());
}

TEST_CASE("A digit twice in a row is one conflict naming both cells", "[rules]") {
    Digits d{};
    d[cell_at(2, 0)] = 5;
    d[cell_at(2, 6)] = 5;
    auto conflicts = find_conflicts(d);
    REQUIRE(conflicts.size() == 1);
    CHECK(conflicts[0] == Conflict{row_house(2), 5, {cell_at(2, 0), cell_at(2, 6)}});
    CHECK(conflicts[0].describe() == "5 appears 2 times in row 3: r3c1 r3c7");
}

TEST_CASE("A digit twice in a column is reported against the column", "[rules]") {
    Digits d{};
    d[cell_at(0, 4)] = 9;
    d[cell_at(8, 4)] = 9;
    auto conflicts = find_conflicts(d);
    REQUIRE(conflicts.size() == 1);
    CHECK(conflicts[0].house == col_house(4));
    CHECK(conflicts[0].describe() == "9 appears 2 times in column 5: r1c5 r9c5");
}

TEST_CASE("A digit twice in a box only is reported against the box", "[rules]") {
    Digits d{};
    d[cell_at(3, 3)] = 1;
    d[cell_at(5, 5)] = 1;
    auto conflicts = find_conflicts(d);
    REQUIRE(conflicts.size() == 1);
    CHECK(conflicts[0].house == box_house(4));
    CHECK(conflicts[0].describe() == "1 appears 2 times in box 5: r4c4 r6c6");
}

TEST_CASE("Every conflict is listed when there are several", "[rules]") {
    Digits d = digits_of(kSolved);
    // Swapping two digits within a row keeps the row valid but breaks both columns and maybe boxes.
    std::swap(d[cell_at(0, 0)], d[cell_at(0, 4)]);  // 1 and 5
    auto conflicts = find_conflicts(d);
    // 5 now twice in column 1 and box 1; 1 twice in column 5 and box 2.
    REQUIRE(conflicts.size() == 4);
    CHECK(conflicts[0].house == col_house(0));
    CHECK(conflicts[0].digit == 5);
    CHECK(conflicts[1].house == col_house(4));
    CHECK(conflicts[1].digit == 1);
    CHECK(conflicts[2].house == box_house(0));
    CHECK(conflicts[3].house == box_house(1));
    auto cells = conflicting_cells(d);
    CHECK(cells.count() == 6);
    CHECK(cells[cell_at(0, 0)]);
    CHECK(cells[cell_at(0, 4)]);
}

TEST_CASE("Three equal digits in a house are one conflict of three cells", "[rules]") {
    Digits d{};
    d[0] = d[1] = d[2] = 7;
    auto conflicts = find_conflicts(d);
    // Row 1 and box 1 both hold the three 7s.
    REQUIRE(conflicts.size() == 2);
    CHECK(conflicts[0].cells.size() == 3);
    CHECK(conflicts[0].describe() == "7 appears 3 times in row 1: r1c1 r1c2 r1c3");
    CHECK(conflicts[1].house == box_house(0));
}

TEST_CASE("A solution must be complete valid and keep the givens", "[rules]") {
    const Digits solved = digits_of(kSolved);
    Digits puzzle = solved;
    for (int cell = 0; cell < kCells; cell += 2) puzzle[cell] = 0;
    CHECK(is_solution_of(puzzle, solved));
    CHECK(is_solution_of(Digits{}, solved));

    Digits hole = solved;
    hole[40] = 0;
    CHECK_FALSE(is_solution_of(puzzle, hole));  // incomplete

    Digits swapped = solved;
    std::swap(swapped[0], swapped[1]);
    CHECK_FALSE(is_solution_of(Digits{}, swapped));  // breaks two columns

    Digits other_given = puzzle;
    other_given[1] = solved[1] == 9 ? 1 : solved[1] + 1;
    CHECK_FALSE(is_solution_of(other_given, solved));  // does not keep a given
}

namespace {

// The classic checker and the shape one on Shape::classic() report the same breaks: the same
// houses in the same order, the same digit and cells, and sentences naming the same house and cells.
void check_rule_twins(const Digits& d) {
    const Shape& shape = *Shape::classic();
    const ShapeDigits digits(d.begin(), d.end());
    const auto conflicts = find_conflicts(d);
    const auto breaks = find_breaks(shape, digits);
    INFO(format_line(d));
    REQUIRE(conflicts.size() == breaks.size());
    std::bitset<kCells> broken;
    for (std::size_t i = 0; i < conflicts.size(); ++i) {
        const Conflict& c = conflicts[i];
        const RuleBreak& b = breaks[i];
        CHECK(c.house == b.house);
        CHECK(c.digit == b.symbol);
        CHECK(c.cells == b.cells);
        CHECK(b.arithmetic.empty());
        const char* rules[] = {"row rule", "column rule", "box rule"};
        CHECK(b.rule == rules[c.house / kSide]);
        const std::string classic = c.describe(), shaped = b.describe(shape);
        INFO(classic << " | " << shaped);
        CHECK(house_name(c.house) == shape.house_name(b.house));
        CHECK(classic.find(" in " + house_name(c.house) + ":") != std::string::npos);
        CHECK(shaped.find(" in " + shape.house_name(b.house) + ",") != std::string::npos);
        for (int cell : c.cells) {
            CHECK(classic.find(cell_name(cell)) != std::string::npos);
            CHECK(shaped.find(shape.cell_name(cell)) != std::string::npos);
            broken.set(std::size_t(cell));
        }
    }
    CHECK(conflicting_cells(d) == broken);
}

}  // namespace

TEST_CASE("The classic and the shape rule checkers report the same breaks on classic grids", "[rules][oracle]") {
    check_rule_twins(Digits{});
    check_rule_twins(digits_of(kSolved));
    std::mt19937 rng(34);
    int with_breaks = 0;
    for (int round = 0; round < 400; ++round) {
        // A valid grid with a few cells changed (a digit repeated in one to three houses at
        // once), or a sparse board of random digits.
        Digits d{};
        if (round % 2 == 0) {
            d = digits_of(kSolved);
            const int changes = 1 + int(rng() % 4);
            for (int k = 0; k < changes; ++k) d[rng() % kCells] = std::uint8_t(1 + rng() % 9);
            if (round % 4 == 0) d[rng() % kCells] = 0;
        } else {
            const int filled = 10 + int(rng() % 40);
            for (int k = 0; k < filled; ++k) d[rng() % kCells] = std::uint8_t(1 + rng() % 9);
        }
        if (!find_conflicts(d).empty()) ++with_breaks;
        check_rule_twins(d);
        // A full grid is a solution for both or for neither.
        bool full = true;
        for (auto v : d) full = full && v != 0;
        if (full) {
            const ShapeDigits digits(d.begin(), d.end());
            CHECK(is_solution_of(Digits{}, d) == is_solution_of(*Shape::classic(), ShapeDigits(kCells, 0), digits));
        }
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
