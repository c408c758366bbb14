#include <catch2/catch.hpp>

#include <string>

#include "engine/model/notation.hpp"

using namespace sudoku;

namespace {
// A complete valid grid (a shifted pattern) and a puzzle from it.
const std::string kSolved = "123456789456789123789123456214365897365897214897214365531642978642978531978531642";
const std::string kPuzzle = "1.3..6.89.5.7.9..3......4..2..3.5..736...72..89..1.3.5.3..4.9.86.2.7...19..5.1.42";
}  // namespace

TEST_CASE("Cells and houses have the names players read", "[notation]") {
    CHECK(cell_name(0) == "r1c1");
    CHECK(cell_name(cell_at(3, 5)) == "r4c6");
    CHECK(cell_name(80) == "r9c9");
    CHECK(house_name(row_house(2)) == "row 3");
    CHECK(house_name(col_house(6)) == "column 7");
    CHECK(house_name(box_house(4)) == "box 5");
}

TEST_CASE("An empty board parses from dots or zeros and prints as dots", "[notation]") {
    for (char blank : {'.', '0'}) {
        CAPTURE(blank);
        auto parsed = parse_line(std::string(81, blank));
        REQUIRE(parsed.ok());
        CHECK(parsed.value() == Grid());
        CHECK(format_line(parsed.value()) == std::string(81, '.'));
    }
}

TEST_CASE("A puzzle line round-trips and its digits become givens", "[notation]") {
    auto parsed = parse_line(kPuzzle);
    REQUIRE(parsed.ok());
    const Grid& grid = parsed.value();
    CHECK(format_line(grid) == kPuzzle);
    CHECK(grid.digit(0) == 1);
    CHECK(grid.is_given(0));
    CHECK(grid.is_empty(1));
    CHECK(grid.given_count() == int(std::count_if(kPuzzle.begin(), kPuzzle.end(), [](char c) { return c != '.'; })));
    CHECK(format_line(grid, '0') == [] {
        std::string s = kPuzzle;
        std::replace(s.begin(), s.end(), '.', '0');
        return s;
    }());
}

TEST_CASE("A complete board parses as full", "[notation]") {
    auto parsed = parse_line(kSolved);
    REQUIRE(parsed.ok());
    CHECK(parsed.value().is_full());
    CHECK(format_line(parsed.value()) == kSolved);
}

TEST_CASE("Whitespace around a line is ignored", "[notation]") {
    auto parsed = parse_line("  \t" + kPuzzle + " \r\n");
    REQUIRE(parsed.ok());
    CHECK(format_line(parsed.value()) == kPuzzle);
}

TEST_CASE("A bad character is reported with its column and the expected characters", "[notation]") {
    std::string line = kPuzzle;
    line[33] = 'x';
    auto parsed = parse_line(line);
    REQUIRE_FALSE(parsed.ok());
    CHECK(parsed.error().column == 34);
    CHECK(parsed.error().to_string() == "column 34: 'x' is not a digit or a blank (expected 1-9, 0 or .)");

    SECTION("columns count the leading whitespace of the text as given") {
        auto shifted = parse_line("  " + line);
        REQUIRE_FALSE(shifted.ok());
        CHECK(shifted.error().column == 36);
    }
    SECTION("an unprintable byte is shown in hexadecimal") {
        line[33] = '\x01';
        auto bad = parse_line(line);
        REQUIRE_FALSE(bad.ok());
        CHECK(bad.error().message.find("byte 0x01") != std::string::npos);
    }
    SECTION("a space inside the line is a bad character") {
        line[33] = ' ';
        CHECK(parse_line(line).error().column == 34);
    }
}

TEST_CASE("A line of the wrong length says how many cells it has", "[notation]") {
    SECTION("too short") {
        auto parsed = parse_line(kPuzzle.substr(0, 80));
        REQUIRE_FALSE(parsed.ok());
        CHECK(parsed.error().to_string() == "too short: expected 81 cells, found 80");
    }
    SECTION("too long") {
        auto parsed = parse_line(kPuzzle + "5");
        REQUIRE_FALSE(parsed.ok());
        CHECK(parsed.error().column == 82);
        CHECK(parsed.error().message == "unexpected '5' after the 81 cells of the puzzle");
    }
    SECTION("empty or only whitespace") {
        CHECK(parse_line("").error().to_string() == "empty line: expected 81 cells");
        CHECK(parse_line(" \t ").error().to_string() == "empty line: expected 81 cells");
    }
}

TEST_CASE("Batch readers may ignore text after the 81 cells", "[notation]") {
    auto parsed = parse_line(kPuzzle + "\t# rated 3.4", {.allow_trailing_text = true});
    REQUIRE(parsed.ok());
    CHECK(format_line(parsed.value()) == kPuzzle);
    CHECK_FALSE(parse_line(kPuzzle + "\t# rated 3.4").ok());
}
