// Shape text (our readable format for every shape), the any-shape reader, and classic formats
// refusing other shapes.
#include <catch2/catch.hpp>

#include <fstream>
#include <string>
#include <vector>

#include "engine/formats/shape_text.hpp"
#include "engine/formats/solo_id.hpp"
#include "engine/model/notation.hpp"

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
    CHECK(error_of("shape: 3x3k\n1234\n") == "line 2, column 5: a row of the cage map has 4 cells; a 9x9 board has 9");
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

// ---- Killer -------------------------------------------------------------------------------------

namespace {

// sgt-solo --generate 1 2x2k: no givens, seven cages covering the board.
constexpr std::string_view kKiller4 = "2x2k:p,_a________babaaa,5_5a4a7_5a5b9d";
constexpr std::string_view kKiller4Text =
    "shape: 2x2k\n"
    "cages:\n"
    "A B | B C\n"
    "A D | E C\n"
    "----+----\n"
    "F D | E G\n"
    "F D | G G\n"
    "sums:\n"
    "A = 5\n"
    "B = 5\n"
    "C = 4\n"
    "D = 7\n"
    "E = 5\n"
    "F = 5\n"
    "G = 9\n"
    "grid:\n"
    ". . | . .\n"
    ". . | . .\n"
    "----+----\n"
    ". . | . .\n"
    ". . | . .\n";

/// kKiller4Text in compact rows with one line changed: `from` replaced by `to`.
std::string killer4_with(std::string_view from, std::string_view to) {
    std::string text =
        "shape: 2x2k\ncages:\nABBC\nADEC\nFDEG\nFDGG\nsums:\nA = 5\nB = 5\nC = 4\nD = 7\nE = 5\nF = 5\nG = 9\n"
        "grid:\n....\n....\n....\n....\n";
    if (!from.empty()) {
        auto at = text.find(from);
        REQUIRE(at != std::string::npos);
        text.replace(at, from.size(), to);
    }
    return text;
}

void check_round_trip(const Puzzle& puzzle) {
    std::string text = format_shape_text(*puzzle.shape, puzzle.givens);
    INFO(text);
    auto back = parse_shape_text(text);
    REQUIRE(back.ok());
    CHECK(back.value().shape->cages() == puzzle.shape->cages());
    CHECK(*back.value().shape == *puzzle.shape);
    CHECK(back.value().givens == puzzle.givens);
    CHECK(format_shape_text(*back.value().shape, back.value().givens) == text);
}

}  // namespace

TEST_CASE("Killer shape text writes the cage map and the sums, and reads them back", "[formats][shape][killer]") {
    auto killer = parse_solo_id(kKiller4).value();
    std::string text = format_shape_text(*killer.shape, killer.givens);
    CHECK(text == kKiller4Text);
    auto back = parse_shape_text(text);
    REQUIRE(back.ok());
    REQUIRE(back.value().shape->is_killer());
    CHECK(back.value().shape->cage_count() == 7);
    CHECK(back.value().shape->cage(2) == Cage{{3, 7}, 4});        // 'C': r1c4 and r2c4
    CHECK(back.value().shape->cage(6) == Cage{{11, 14, 15}, 9});  // 'G'
    CHECK(*back.value().shape == *killer.shape);
    CHECK(back.value().givens == killer.givens);
    CHECK(format_solo_id(*back.value().shape, back.value().givens) == kKiller4);

    auto any = import_shaped(text);
    REQUIRE(any.ok());
    CHECK(any.value().kind == ShapedFormat::ShapeText);
    CHECK(*any.value().puzzle.shape == *killer.shape);
}

TEST_CASE("Killer shape text round-trips every Solo killer, Solo ID byte for byte", "[formats][shape][killer]") {
    std::ifstream in(std::string(SUDOKU_TEST_DATA_DIR) + "/killer/solo-killer-ids.txt");
    REQUIRE(in);
    int read = 0, jigsaws = 0, diagonals = 0, sixes = 0;
    for (std::string line; std::getline(in, line);) {
        if (line.empty() || line[0] == '#') continue;
        INFO(line);
        auto puzzle = parse_solo_id(line).value();
        REQUIRE(puzzle.shape->is_killer());
        check_round_trip(puzzle);
        auto back = parse_shape_text(format_shape_text(*puzzle.shape, puzzle.givens));
        REQUIRE(back.ok());
        CHECK(format_solo_id(*back.value().shape, back.value().givens) == line);
        jigsaws += puzzle.shape->is_jigsaw();
        diagonals += puzzle.shape->has_diagonals();
        sixes += puzzle.shape->side() == 6;
        ++read;
    }
    CHECK(read >= 14);
    CHECK(jigsaws >= 2);
    CHECK(diagonals >= 2);
    CHECK(sixes >= 2);

    // A jigsaw killer writes its region map, then its cage map (no box lines in either).
    auto jigsaw = parse_solo_id(
                      "9jk:zzzc,ch_gaba_bbabbcaaaba_bacd_f__a_b__bbac__abaac_ab___ab_dbb,aaa__aba_ab_a_a__a_____aa___"
                      "a___a__a_______a___a_aa__b_a___a_a___aa___a_a___a__a_a_ab___ab_aabaaa_,7a12a6a17_14_8_6a20f13a17"
                      "b14_4a15_14_10a7_12b24b10_6e6c17a12_15_5a11a10_11d8_10_11b8_20a17c8f")
                      .value();
    std::string text = format_shape_text(*jigsaw.shape, jigsaw.givens);
    CHECK(text.rfind("shape: 9jk\nregions:\nA A A A B B B B B\n", 0) == 0);
    CHECK(text.find("\ncages:\nA A B B C C D E F\nG G H H H D D E F\n") != std::string::npos);
    CHECK(text.find("\nsums:\nA = 7\nB = 12\n") != std::string::npos);
    CHECK(text.find('+') == std::string::npos);
}

TEST_CASE("Killer shape text: cells in no cage, givens, cages in any order, more cages than letters",
          "[formats][shape][killer]") {
    // Two cages and cells in no cage ('.'), with givens.
    ShapeParams four = parse_shape_params("2x2k").value();
    auto sparse = Shape::from_params(four, {}, {Cage{{5, 6}, 7}, Cage{{0}, 1}}).value();
    ShapeDigits givens{1, 0, 0, 0, 0, 3, 4, 0, 0, 0, 0, 0, 0, 0, 0, 2};
    std::string text = format_shape_text(*sparse, givens);
    CHECK(text ==
          "shape: 2x2k\n"
          "cages:\n"
          "A . | . .\n"
          ". B | B .\n"
          "----+----\n"
          ". . | . .\n"
          ". . | . .\n"
          "sums:\n"
          "A = 1\n"
          "B = 7\n"
          "grid:\n"
          "1 . | . .\n"
          ". 3 | 4 .\n"
          "----+----\n"
          ". . | . .\n"
          ". . | . 2\n");
    // Read back in order of first cell: the shape's own order is not kept, its cages are.
    auto back = parse_shape_text(text);
    REQUIRE(back.ok());
    CHECK(back.value().shape->cages() == std::vector<Cage>{Cage{{0}, 1}, Cage{{5, 6}, 7}});
    CHECK(back.value().givens == givens);
    auto sorted = Shape::from_params(four, {}, {Cage{{0}, 1}, Cage{{5, 6}, 7}}).value();
    CHECK(format_shape_text(*sorted, givens) == text);
    check_round_trip(Puzzle{sorted, givens});
    CHECK(format_solo_id(*back.value().shape, back.value().givens) == format_solo_id(*sorted, givens));

    // 81 cages of one cell: more than the 62 one-character names, so every cage gets two.
    std::vector<Cage> singles;
    for (int cell = 0; cell < 81; ++cell) singles.push_back(Cage{{std::uint8_t(cell)}, 1 + (cell * 4) % 9});
    auto many = Shape::from_params(parse_shape_params("3x3k").value(), {}, singles).value();
    Puzzle puzzle{many, ShapeDigits(81, 0)};
    std::string many_text = format_shape_text(*many, puzzle.givens);
    CHECK(many_text.find("\ncages:\nAA AB AC | AD AE AF | AG AH AI\n") != std::string::npos);
    CHECK(many_text.find("---------+----------+---------\n") != std::string::npos);
    CHECK(many_text.find("\nAz = 7\nA0 = 2\n") != std::string::npos);  // the 52nd and 53rd cages
    CHECK(many_text.find("\nBS = 6\n") != std::string::npos);          // the 81st
    check_round_trip(puzzle);

    // The same on a 9x9 jigsaw X killer (Killer boards stop at 9x9: a 16x16 one is refused).
    CHECK(parse_shape_text("shape: 4x4k\ncages:\n").error().message.find("Killer boards go up to 9x9") !=
          std::string::npos);
    auto jigsaw = parse_solo_id(
                      "9j:a1_5b8a2b8b3_1j1a4a6b7_9_5d1a5d3_7_5b8a6a6j9_2b3b7a8b2_6a,abe_aba_aaa_a_aa____bb_"
                      "baacb_ffbebbc__dababa_daab_aab_acb__")
                      .value();
    std::vector<std::uint8_t> regions;
    for (int cell = 0; cell < 81; ++cell) regions.push_back(std::uint8_t(jigsaw.shape->region_of(cell)));
    auto jigsaw_x =
        Shape::from_params(parse_shape_params("9jxk").value(), regions, {Cage{{0, 1, 9}, 6}, Cage{{80}, 5}}).value();
    check_round_trip(Puzzle{jigsaw_x, jigsaw.givens});
}

TEST_CASE("Killer shape text is generous with layout", "[formats][shape][killer]") {
    // No labels, compact rows, comments, sums in any order with or without spaces, names of any
    // printable character, '3x3kx' as Solo reads it... and lower and upper case are different cages.
    auto parsed = parse_shape_text(
        "Shape: 2x2k\n"
        "# the cages\n"
        "aBB*\n"
        "aDE*\n"
        "\n"
        "AD|EG\n"
        "AD|GG\n"
        "G=9\n"
        "  *  =  4  \n"
        "a = 5\n"
        "B = 5\n"
        "D = 7\n"
        "# E is r2c3 and r3c3\n"
        "E=5\n"
        "A = 5\n"
        "....\n"
        "....\n"
        "....\n"
        "....\n");
    REQUIRE(parsed.ok());
    CHECK(format_solo_id(*parsed.value().shape, parsed.value().givens) == kKiller4);

    // Names of several characters: a row of exactly n names separated by spaces.
    auto named = parse_shape_text(
        "shape: 2x2k\n"
        "cages:\n"
        "top B   | B  C\n"
        "top Dx  | E  C\n"
        "F   Dx  | E  G\n"
        "F   Dx  | G  G\n"
        "sums:\n"
        "top = 5\nB = 5\nC = 4\nDx = 7\nE = 5\nF = 5\nG = 9\n"
        "grid:\n....\n....\n....\n....\n");
    INFO((named.ok() ? std::string() : named.error().to_string()));
    REQUIRE(named.ok());
    CHECK(named.value().shape->cage(0) == Cage{{0, 4}, 5});
    CHECK(format_solo_id(*named.value().shape, named.value().givens) == kKiller4);

    // The other Killer headers.
    for (std::string_view header : {"3x3kx", "3x3xk", "2x3k", "9jk"}) {
        INFO(header);
        auto params = parse_shape_params(header);
        REQUIRE(params.ok());
        CHECK(params.value().killer);
    }
    auto x = parse_shape_text("shape: 2x2kx\n" + killer4_with("shape: 2x2k\n", ""));
    REQUIRE(x.ok());
    CHECK(x.value().shape->has_diagonals());
    CHECK(x.value().shape->params_name() == "2x2xk");
}

TEST_CASE("Malformed killer shape text says what is wrong and where", "[formats][shape][killer]") {
    REQUIRE(parse_shape_text(killer4_with("", "")).ok());
    CHECK(error_of("shape: 3x3k\n") == "line 1: the cage map ends after 0 of its 9 rows");
    // Sums.
    CHECK(error_of(killer4_with("C = 4\n", "")) ==
          "line 3, column 4: cage 'C' has no sum (write 'C = SUM' under "
          "'sums:')");
    CHECK(error_of(killer4_with("sums:\n", "sums:\nQ = 3\n")) ==
          "line 8, column 1: there is no cage 'Q' in the cage map");
    CHECK(error_of(killer4_with("G = 9\n", "G = 9\nA = 6\n")) ==
          "line 15, column 1: a second sum for cage 'A' (line 8 gives it 5)");
    CHECK(error_of(killer4_with("A = 5", "A = 18")) ==
          "line 8, column 5: cage 'A' has 2 cells: different symbols add up to 3 to 7 on a 4x4 board, not 18");
    CHECK(error_of(killer4_with("C = 4\nD = 7", "C = 4\nD = 0")) ==
          "line 11, column 5: cage 'D' has 3 cells: different symbols add up to 6 to 9 on a 4x4 board, not 0");
    CHECK(error_of(killer4_with("A = 5", "A = ")) == "line 8, column 4: the sum of cage 'A' is missing after the '='");
    CHECK(error_of(killer4_with("A = 5", "A = 5x")) ==
          "line 8, column 6: 'x' is not a digit: the sum of cage 'A' is a number, as in 'A = 12'");
    CHECK(error_of(killer4_with("A = 5", "= 5")) ==
          "line 8, column 1: a cage sum names its cage before the '=', as in 'A = 12'");
    CHECK(error_of(killer4_with("A = 5", "A = 5, B = 5")) == "line 8, column 10: one cage sum a line, as in 'A = 12'");
    CHECK(error_of(killer4_with("A = 5", "A B = 5")) ==
          "line 8, column 1: 'A B' is not a cage's name: a cage sum is one name, '=' and a number, as in 'A = 12'");
    CHECK(error_of(killer4_with("A = 5", ". = 5")) == "line 8, column 1: '.' is a cell in no cage, which has no sum");
    CHECK(error_of(killer4_with("....\n....\n....\n....\n", "....\n....\n....\n....\nB = 5\n")) ==
          "line 20: a cage sum after the grid: the sums go between the cage map and the grid, under 'sums:'");
    // The cage map.
    CHECK(error_of(killer4_with("ABBC", "ABBA")) ==
          "line 3, column 4: cage 'A' is in more than one piece (this cell does not join its first, r1c1): a cage's "
          "cells must join side by side");
    CHECK(error_of(killer4_with("ABBC", "AAAA")) ==
          "line 3, column 1: cage 'A' has 5 cells; a cage holds different symbols, so at most 4 on a 4x4 board");
    CHECK(error_of(killer4_with("ABBC", "ABB")) ==
          "line 3, column 4: a row of the cage map has 3 cells; a 4x4 board has 4");
    CHECK(error_of(killer4_with("ADEC", "AD\xc3\xa9")) ==
          "line 4, column 3: byte 0xc3 cannot name a cage: use letters, digits or other printable ASCII characters "
          "('.' for a cell in no cage)");
    CHECK(error_of(killer4_with("FDGG\n", "A = 5\n")) ==
          "line 6: a cage sum in the cage map (after 3 of its 4 rows): the sums go between the cage map and the grid, "
          "under 'sums:'");
    CHECK(error_of("shape: 2x2k\ncages:\n....\n....\n....\n....\ngrid:\n....\n....\n....\n....\n") ==
          "line 3: the cage map has no cages ('.' is a cell in no cage; a Killer board needs at least one)");
    CHECK(error_of("shape: 2x2k\ncages:\nABBC\ngrid:\n") == "line 4: the cage map has 1 rows; a 4x4 board has 4");
    // Cages without 'k'.
    CHECK(error_of("shape: 2x2\ncages:\nABBC\n") ==
          "line 2: cages and their sums are for Killer: write the header as 'shape: 2x2k'");
    CHECK(error_of("shape: 2x2\n1234\nA = 5\n") ==
          "line 3: '=' writes the sum of a cage ('A = 12'); cages and their sums are for Killer: write the header as "
          "'shape: 2x2k'");
}

TEST_CASE("Killer shape text blocks are counted for readers of many puzzles", "[formats][shape][killer]") {
    CHECK(shape_text_rows("shape: 2x2k").value() == 8);
    CHECK(shape_text_rows("shape: 3x3xk").value() == 18);
    CHECK(shape_text_rows("shape: 9jk").value() == 27);
    CHECK(shape_text_rows("shape: 9j").value() == 18);
    CHECK(shape_text_rows("shape: 2x3").value() == 6);
    for (std::string_view line : {"cages:", "Sums:", "A = 5", "  Dx=17 ", "A = ", "= 5"}) {
        INFO(line);
        CHECK_FALSE(is_shape_text_row(line));
    }
    for (std::string_view line : {"A B | B C", "ABBC", "top top | B C", ". . | . ."}) {
        INFO(line);
        CHECK(is_shape_text_row(line));
    }
    // Counting rows as a reader of many puzzles does takes in every sum line before the grid ends.
    std::string text(kKiller4Text);
    int rows = 0, lines = 0;
    for (std::size_t start = 0; start < text.size(); ++lines) {
        std::size_t end = text.find('\n', start);
        if (lines > 0 && is_shape_text_row(text.substr(start, end - start))) ++rows;
        start = end + 1;
    }
    CHECK(rows == shape_text_rows("shape: 2x2k").value());
    CHECK(lines == 21);
}
