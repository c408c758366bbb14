// Shape text (our readable format for every shape), the any-shape reader, and classic formats
// refusing other shapes.
#include <catch2/catch.hpp>

#include <fstream>
#include <string>
#include <vector>

#include "engine/formats/shape_text.hpp"
#include "engine/formats/solo_id.hpp"
#include "engine/notation.hpp"

using namespace sudoku;
using namespace sudoku::formats;

namespace {

std::string error_of(std::string_view text) {
    auto parsed = parse_shape_text(text);
    REQUIRE_FALSE(parsed.ok());
    return parsed.error().to_string();
}

constexpr std::string_view kClassicLine =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

}  // namespace

TEST_CASE("Shape text is written readably and reads back", "[formats][shape]") {
    auto six = parse_solo_id("2x3:3_4c2b6b3_1b3d5b4_5b4b4c3_1").value();
    std::string text = format_shape_text(*six.shape, six.givens);
    CHECK(text ==
          "shape: 2x3\n"
          "3 4 . | . . 2\n"
          ". . 6 | . . 3\n"
          "------+------\n"
          "1 . . | 3 . .\n"
          ". . 5 | . . 4\n"
          "------+------\n"
          "5 . . | 4 . .\n"
          "4 . . | . 3 1\n");
    auto back = parse_shape_text(text);
    REQUIRE(back.ok());
    CHECK(*back.value().shape == *six.shape);
    CHECK(back.value().givens == six.givens);

    auto jig = parse_solo_id("4j:b1_3a4a1_1a4a3_1b,_a_______ae_e").value();
    std::string jtext = format_shape_text(*jig.shape, jig.givens);
    CHECK(jtext ==
          "shape: 4j\n"
          "regions:\n"
          "A B B C\n"
          "A B D C\n"
          "A B D C\n"
          "A D D C\n"
          "grid:\n"
          ". . 1 3\n"
          ". 4 . 1\n"
          "1 . 4 .\n"
          "3 1 . .\n");
    auto jback = parse_shape_text(jtext);
    REQUIRE(jback.ok());
    CHECK(*jback.value().shape == *jig.shape);
    CHECK(jback.value().givens == jig.givens);
}

TEST_CASE("Shape text round-trips every generated Solo puzzle", "[formats][shape]") {
    std::ifstream in(std::string(SUDOKU_TEST_DATA_DIR) + "/shapes/solo_generated.txt");
    REQUIRE(in);
    int read = 0;
    for (std::string line; std::getline(in, line);) {
        if (line.empty() || line[0] == '#') continue;
        INFO(line);
        auto puzzle = parse_solo_id(line).value();
        auto back = parse_shape_text(format_shape_text(*puzzle.shape, puzzle.givens));
        REQUIRE(back.ok());
        CHECK(*back.value().shape == *puzzle.shape);
        CHECK(back.value().givens == puzzle.givens);
        CHECK(format_solo_id(*back.value().shape, back.value().givens) == line);
        ++read;
    }
    CHECK(read >= 40);
}

TEST_CASE("Shape text is generous with layout", "[formats][shape]") {
    // Compact rows, comments, blank lines, letters in lower case, region map of digits, no labels.
    auto parsed = parse_shape_text(
        "# a jigsaw\n"
        "Shape:   4j  \r\n"
        "1223\n"
        "1243\n\n"
        "1243\n"
        "1443\n"
        "..13\n"
        ".4.1\n"
        "1.4.\n"
        "31..\n");
    REQUIRE(parsed.ok());
    CHECK(format_solo_id(*parsed.value().shape, parsed.value().givens) == "4j:b1_3a4a1_1a4a3_1b,_a_______ae_e");
    auto big = parse_shape_text("shape: 4x4x\n" + std::string("gfedcba987654321\n") + [] {
        std::string rest;
        for (int r = 1; r < 16; ++r) rest += "................\n";
        return rest;
    }());
    REQUIRE(big.ok());
    CHECK(big.value().shape->has_diagonals());
    CHECK(big.value().givens[0] == 16);
    CHECK(big.value().givens[15] == 1);
}

TEST_CASE("Malformed shape text says what is wrong and where", "[formats][shape]") {
    CHECK(error_of("") == "no puzzle: the text is empty");
    CHECK(error_of("2x2\n") == "line 1: shape text starts with a line 'shape: PARAMS', as in 'shape: 2x3'");
    CHECK(error_of("shape: 2x2q\n") == "line 1, column 8: '2x2q': 'q' is not a shape option");
    CHECK(error_of("shape: 3x3k\n") == "line 1, column 8: Killer Sudoku is not played yet");
    CHECK(error_of("shape: 2x2\n1234\n....\n") == "line 3: the grid ends after 2 of its 4 rows");
    CHECK(error_of("shape: 2x2\n1234\n.....\n....\n....\n") ==
          "line 3, column 5: a row of the grid has 5 cells; a 4x4 board has 4");
    CHECK(error_of("shape: 2x2\n1234\n...\n....\n....\n") ==
          "line 3, column 4: a row of the grid has 3 cells; a 4x4 board has 4");
    CHECK(error_of("shape: 2x2\n1234\n..5.\n....\n....\n") ==
          "line 3, column 3: '5' is not a symbol of a 4x4 board (1 to 4, '.' for a blank)");
    CHECK(error_of("shape: 2x2\n1234\n..x.\n....\n....\n") ==
          "line 3, column 3: 'x' is not a symbol of a 4x4 board (1 to 4, '.' for a blank)");
    CHECK(error_of("shape: 2x2\n1234\n....\n....\n....\n1...\n") ==
          "line 6: more text after the grid's 4 rows: one puzzle is 4 rows");
    // Jigsaw region maps.
    CHECK(error_of("shape: 4j\nAABB\nAABB\nCCDD\nCCDE\n") ==
          "line 2: the region map has 5 different region characters; a 4x4 jigsaw has 4 regions");
    CHECK(error_of("shape: 4j\nAAAB\nBBBB\nCCDD\nCCDD\n....\n....\n....\n....\n") ==
          "line 2: region 1 has 3 cells; every region of a 4x4 jigsaw has 4");
    CHECK(error_of("shape: 4j\nABAB\nABAB\nCCDD\nCCDD\n....\n....\n....\n....\n") ==
          "line 2: region 1 is in more than one piece; a jigsaw region must be connected");
    CHECK(error_of("shape: 4j\nAABB\nAABB\ngrid:\n") == "line 4: the region map has 2 rows; a 4x4 board has 4");
}

TEST_CASE("Any shape is read from a Solo ID, shape text or a classic format", "[formats][shape]") {
    auto solo = import_shaped("  2x2:a1a2d3g\n");
    REQUIRE(solo.ok());
    CHECK(solo.value().kind == ShapedFormat::Solo);
    CHECK(solo.value().puzzle.shape->side() == 4);

    auto text = import_shaped("# comment\nshape: 2x2\n.1.2\n....\n3...\n....\n");
    REQUIRE(text.ok());
    CHECK(text.value().kind == ShapedFormat::ShapeText);
    CHECK(text.value().puzzle.givens == solo.value().puzzle.givens);

    auto line = import_shaped(kClassicLine);
    REQUIRE(line.ok());
    CHECK(line.value().kind == ShapedFormat::Classic);
    CHECK(line.value().classic_format == Format::Line);
    CHECK(line.value().puzzle.shape->is_classic());
    CHECK(format_line(classic_digits(line.value().puzzle.givens)) == kClassicLine);

    std::string classic_id = format_solo_id(*Shape::classic(), line.value().puzzle.givens);
    CHECK(classic_id.substr(0, 9) == "3x3:4e8a5");
    auto solo_classic = parse_any_shaped(classic_id);
    REQUIRE(solo_classic.ok());
    CHECK(solo_classic.value().shape->is_classic());

    auto bad = import_shaped("2x2:a1_2f3");
    REQUIRE_FALSE(bad.ok());
    CHECK(bad.error().to_string() ==
          "column 11: not a valid Solo game ID: the description fills 10 of the 16 cells of a 4x4 board");
    auto bad_text = import_shaped("shape: 2x2\n1234\n");
    REQUIRE_FALSE(bad_text.ok());
    CHECK(bad_text.error().to_string() == "not valid shape text: line 2: the grid ends after 1 of its 4 rows");
    auto bad_line = import_shaped("4.....8.5");
    REQUIRE_FALSE(bad_line.ok());
    CHECK(bad_line.error().to_string().find("81") != std::string::npos);
}

TEST_CASE("Classic-only formats refuse other shapes by name", "[formats][shape]") {
    auto six = parse_solo_id("2x3:3_4c2b6b3_1b3d5b4_5b4b4c3_1").value();
    for (Format format : {Format::Line, Format::Sdk, Format::SimpleSudoku, Format::SudokuWiki, Format::Sencode}) {
        auto written = export_shaped(six, format);
        REQUIRE_FALSE(written.ok());
        CHECK(written.error().message.find("holds classic 9x9 puzzles only; this puzzle is 6x6") != std::string::npos);
    }
    CHECK(export_shaped(six, Format::Sdk).error().message ==
          "a SadMan Sudoku .sdk file holds classic 9x9 puzzles only; this puzzle is 6x6 (write it as a Solo game ID "
          "or as shape text)");
    auto windoku = parse_solo_id("3x3w:a1zzza").value();
    CHECK(export_shaped(windoku, Format::Line).error().message.find("this puzzle is 9x9 Windoku") != std::string::npos);
    auto classic = parse_any_shaped(kClassicLine).value();
    auto line = export_shaped(classic, Format::Line);
    REQUIRE(line.ok());
    CHECK(line.value() == kClassicLine);
}
