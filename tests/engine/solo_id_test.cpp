// Solo game IDs: reading what Simon Tatham's Solo writes, writing what it reads.
// tests/data/shapes/solo_generated.txt holds IDs made by the real sgt-solo (--generate 3 PARAMS).
#include <catch2/catch.hpp>

#include <fstream>
#include <set>
#include <string>
#include <vector>

#include "engine/constraints/rules.hpp"
#include "engine/formats/solo_id.hpp"

using namespace sudoku;
using namespace sudoku::formats;

namespace {

std::vector<std::string> generated_ids() {
    std::ifstream in(std::string(SUDOKU_TEST_DATA_DIR) + "/shapes/solo_generated.txt");
    REQUIRE(in);
    std::vector<std::string> ids;
    for (std::string line; std::getline(in, line);)
        if (!line.empty() && line[0] != '#') ids.push_back(line);
    return ids;
}

std::string error_of(std::string_view id) {
    auto parsed = parse_solo_id(id);
    REQUIRE_FALSE(parsed.ok());
    return parsed.error().to_string();
}

int givens_in(const ShapeDigits& digits) {
    int count = 0;
    for (auto d : digits) count += d != 0;
    return count;
}

}  // namespace

TEST_CASE("Solo's own game IDs read to the shape they name and write back the same", "[formats][shape]") {
    auto ids = generated_ids();
    REQUIRE(ids.size() >= 40);
    std::set<std::string> kinds;
    for (const auto& id : ids) {
        INFO(id);
        auto parsed = parse_solo_id(id);
        INFO((parsed.ok() ? "" : parsed.error().to_string()));
        REQUIRE(parsed.ok());
        const auto& puzzle = parsed.value();
        std::string params = id.substr(0, id.find(':'));
        kinds.insert(params);
        CHECK(puzzle.shape->params_name() == params);
        CHECK(int(puzzle.givens.size()) == puzzle.shape->cell_count());
        CHECK(givens_in(puzzle.givens) > 0);
        // Solo's puzzles break no rule of the shape as we read it (boxes, regions, diagonals).
        CHECK(find_breaks(*puzzle.shape, puzzle.givens).empty());
        // Byte for byte what Solo wrote.
        CHECK(format_solo_id(*puzzle.shape, puzzle.givens) == id);
    }
    for (const char* kind : {"2x2", "2x3", "3x2", "3x3", "3x3x", "3x4", "4x4", "9j", "9jx"}) CHECK(kinds.count(kind));
}

TEST_CASE("A Solo box AxB is A rows high and B columns wide", "[formats][shape]") {
    // sgt-solo --generate 2x3: under the other reading (3 rows high, 2 wide) the givens clash.
    auto six = parse_solo_id("2x3:e5b2_4c3a2a4_2a4a3c6_3b5e");
    REQUIRE(six.ok());
    CHECK(six.value().shape->side() == 6);
    CHECK(six.value().shape->box_rows() == 2);
    CHECK(six.value().shape->box_cols() == 3);
    CHECK(find_breaks(*six.value().shape, six.value().givens).empty());
    auto swapped = Shape::from_params(parse_shape_params("3x2").value()).value();
    CHECK_FALSE(find_breaks(*swapped, six.value().givens).empty());

    auto twelve = parse_solo_id(
        "3x4:a1b8b7c12_12b9_5c6b1a11_3a2a6a8_9_5a4c6f7a9_1_12_10a7b8d6_3d10a2b5a2d11_1d10b5a9_7_3_12a3f1c2a6_5_"
        "11a2a4a7_"
        "10a9b10c5_4b6_2c9b10b1a");
    REQUIRE(twelve.ok());
    CHECK(twelve.value().shape->box_rows() == 3);
    CHECK(twelve.value().shape->box_cols() == 4);
    CHECK(twelve.value().givens[1] == 1);
    CHECK(twelve.value().givens[11] == 12);  // "c12_12": three blanks after the 7 at cell 7
    CHECK(twelve.value().givens[12] == 12);
    CHECK(find_breaks(*twelve.value().shape, twelve.value().givens).empty());
    auto other = Shape::from_params(parse_shape_params("4x3").value()).value();
    CHECK_FALSE(find_breaks(*other, twelve.value().givens).empty());
}

TEST_CASE("Solo jigsaw walls give the regions", "[formats][shape]") {
    // 4j: the walls ",_a_______ae_e" (sgt-solo --generate 4j).
    auto parsed = parse_solo_id("4j:b1_3a4a1_1a4a3_1b,_a_______ae_e");
    REQUIRE(parsed.ok());
    const Shape& shape = *parsed.value().shape;
    CHECK(shape.is_jigsaw());
    CHECK(shape.side() == 4);
    std::string map;
    for (int cell = 0; cell < 16; ++cell) map += char('A' + shape.region_of(cell));
    // Vertical edges in reading order ('_' a wall after r1c1, 'a' r1c2|r1c3 open, then walls...),
    // then horizontal edges column by column ('e': five open edges down columns 1 and 2...).
    CHECK(map == "ABBCABDCABDCADDC");
    CHECK(find_breaks(shape, parsed.value().givens).empty());
}

TEST_CASE("Solo's 'z' in jigsaw walls is read both ways and written the way Solo reads it", "[formats][shape]") {
    // Regions = rows on a 9x9 jigsaw: 72 vertical edges without a wall, then 72 walls.
    std::vector<std::uint8_t> rows(81);
    for (int i = 0; i < 81; ++i) rows[std::size_t(i)] = std::uint8_t(i / 9);
    ShapeSpec spec;
    spec.jigsaw_side = 9;
    spec.box_rows = spec.box_cols = 0;
    spec.regions = rows;
    auto shape = Shape::make(spec).value();
    ShapeDigits givens(81, 0);
    givens[0] = 1;
    std::string id = format_solo_id(*shape, givens);
    // Solo's reader takes 'z' as 26 edges with no wall after them: 26 + 26 + 20 = 72, then 72 walls
    // (sgt-solo opens this ID: checked with `echo ID | sgt-solo --save DIR/x`).
    std::string walls = "zzt" + std::string(72, '_');
    CHECK(id == "9j:1zzzb," + walls);
    auto back = parse_solo_id(id);
    REQUIRE(back.ok());
    CHECK(*back.value().shape == *shape);
    // Solo's writer counts 'z' as 25 (25 + 25 + 22), which Solo itself then fails to open ("Not
    // enough data in block structure specification"); we read it all the same.
    auto solo_written = parse_solo_id("9j:1zzzb,zzv" + std::string(72, '_'));
    REQUIRE(solo_written.ok());
    CHECK(*solo_written.value().shape == *shape);
}

TEST_CASE("Solo game IDs of every shape round-trip", "[formats][shape]") {
    for (const char* params : {"2x2", "2x3", "3x2x", "3x3", "3x3w", "4x4", "4x4x"}) {
        INFO(params);
        auto shape = Shape::from_params(parse_shape_params(params).value()).value();
        const int n = shape->side();
        ShapeDigits givens(std::size_t(shape->cell_count()), 0);
        // A diagonal of symbols 1..n, plus a run of 30 blanks and givens side by side.
        for (int i = 0; i < n; ++i) givens[std::size_t(i * n + i)] = std::uint8_t(i + 1);
        givens[1] = std::uint8_t(n);
        std::string id = format_solo_id(*shape, givens);
        auto back = parse_solo_id(id);
        REQUIRE(back.ok());
        CHECK(*back.value().shape == *shape);
        CHECK(back.value().givens == givens);
    }
    // 16x16: two-digit symbols, runs longer than 26 blanks.
    auto big = Shape::from_params(parse_shape_params("4x4").value()).value();
    ShapeDigits givens(256, 0);
    givens[0] = 16, givens[1] = 1, givens[2] = 6, givens[100] = 10;
    std::string id = format_solo_id(*big, givens);
    CHECK(id.substr(0, 16) == "4x4:16_1_6zzzs10");  // 97 blanks: 26 + 26 + 26 + 19
    CHECK(parse_solo_id(id).value().givens == givens);
    CHECK(parse_solo_id("  \xEF\xBB\xBF"
                        "2x2:p\n")
              .ok() == false);  // BOM only at the start
    CHECK(parse_solo_id("\xEF\xBB\xBF 2x2:p\n").ok());
}

TEST_CASE("Solo game IDs are told from other puzzle text", "[formats][shape]") {
    CHECK(looks_like_solo_id("2x3:a1"));
    CHECK(looks_like_solo_id(" 9jx:a,b\n"));
    CHECK(looks_like_solo_id("3x3#1234"));
    CHECK_FALSE(
        looks_like_solo_id("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"));
    CHECK_FALSE(looks_like_solo_id(std::string(81, '1') + ":a note"));  // a classic line and a note
    CHECK_FALSE(looks_like_solo_id("shape: 2x3"));
    CHECK_FALSE(looks_like_solo_id("2X3:a1"));
}

TEST_CASE("Malformed Solo game IDs say what is wrong and where", "[formats][shape]") {
    CHECK(error_of("") == "no Solo game ID: the text is empty");
    CHECK(error_of("2x2") == "not a Solo game ID: expected 'PARAMS:DESCRIPTION', as in '3x3:a1b2...'");
    CHECK(error_of("3x3#12345").find("column 4: a Solo random-seed ID holds no puzzle") == 0);
    // Unknown parameters.
    CHECK(error_of("3x3q:a") == "column 1: '3x3q': 'q' is not a shape option");
    CHECK(error_of("5x5:a").find("column 1: '5x5': the board would be 25x25") == 0);
    // Wrong length.
    CHECK(error_of("2x2:o") == "column 6: the description fills 15 of the 16 cells of a 4x4 board");
    CHECK(error_of("2x2:p1") == "column 6: the description goes on past the 16 cells of a 4x4 board");
    CHECK(error_of("2x2:ob") == "column 6: the description goes on past the 16 cells of a 4x4 board");
    // Symbols.
    CHECK(error_of("2x2:5o") == "column 5: '5' is not a symbol of a 4x4 board (1 to 4)");
    CHECK(error_of("4x4:17zzzzzzzzi") == "column 5: '17' is not a symbol of a 16x16 board (1 to 16)");
    CHECK(error_of("2x2:0o") == "column 5: '0' cannot start a given: givens are 1 to 4");
    CHECK(error_of("2x2:aQn") ==
          "column 6: 'Q' is not a given (1 to 4), a run of blanks (a to z) or the separator '_'");
    CHECK(error_of("  2x2:p,") ==
          "column 8: a 4x4 board with boxes has nothing after its grid (only a jigsaw has region walls and only a "
          "Killer ID has cages)");
    // Jigsaw walls.
    CHECK(error_of("4j:p") == "column 5: a jigsaw ID needs its region walls after the grid: ',' and the walls");
    CHECK(error_of("4j:p,") == "column 6: the region walls are missing after the ','");
    CHECK(error_of("4j:p,_a_______ae_") ==
          "column 18: the region walls end too soon: they cover 18 of the 24 inner cell edges of a 4x4 board");
    CHECK(error_of("4j:p,_a_______ae_e_") ==
          "column 19: the region walls go on past the 24 inner cell edges of a "
          "4x4 board");
    CHECK(error_of("4j:p,_a_______ae_E") ==
          "column 18: 'E' cannot be in region walls: they are written with '_' and the letters a to z");
    CHECK(error_of("4j:p," + std::string(25, '_')) ==
          "column 6: the walls make 16 regions; a 4x4 jigsaw has 4 regions of 4 cells");
    // Four regions, but of 3, 5, 4 and 4 cells (AAAB BBBB CCDD CCDD).
    CHECK(error_of("4j:p,bdba_a_a_ba") ==
          "column 6: the region starting at r1c1 has 3 cells; every region of a 4x4 jigsaw has 4");
}

TEST_CASE("A link to Solo on the web reads as the game ID after its '#', and solo_web_link writes one",
          "[engine][solo]") {
    const std::string id = "2x3:d5a4g4a6_5_1_5a4g1a2d";  // from sgt-solo --generate 1 2x3
    const std::string link = std::string(kSoloWebPrefix) + id;
    CHECK(looks_like_solo_id(link));
    CHECK(looks_like_solo_id("  http://example.org/puzzles/solo.html#" + id + "\n"));
    CHECK_FALSE(looks_like_solo_id("https://www.sudokuwiki.org/sudoku.htm?bd=123"));
    auto from_link = parse_solo_id(link);
    auto from_id = parse_solo_id(id);
    REQUIRE(from_link);
    REQUIRE(from_id);
    CHECK(from_link.value().givens == from_id.value().givens);
    CHECK(from_link.value().shape->params_name() == "2x3");
    CHECK(solo_web_link(*from_id.value().shape, from_id.value().givens) == link);
    // Errors count columns in the whole link.
    auto bad = parse_solo_id(std::string(kSoloWebPrefix) + "2x3:d5a4Q");
    REQUIRE_FALSE(bad);
    CHECK(bad.error().column == int(kSoloWebPrefix.size()) + 9);
    auto empty = parse_solo_id(std::string(kSoloWebPrefix));
    REQUIRE_FALSE(empty);
    CHECK_THAT(empty.error().message, Catch::Contains("no game ID follows"));
}
