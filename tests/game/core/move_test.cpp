#include <catch2/catch.hpp>

#include <string>
#include <tuple>

#include "fixtures.hpp"
#include "game/core/move.hpp"

using namespace sudoku;
using namespace sudoku::game;
using namespace sudoku::game::testing;

TEST_CASE("Every kind of move round trips through its text form", "[game][move]") {
    auto [text, move] = GENERATE(table<std::string, Move>({
        {"P7 r4c6", Move::place({c(4, 6)}, 7, false)},
        {"P7* r4c6", Move::place({c(4, 6)}, 7, true)},
        {"P1 r1c1,r9c9", Move::place({c(9, 9), c(1, 1)}, 1, false)},
        {"E r1c1", Move::erase({c(1, 1)})},
        {"E r1c1,r1c2,r2c1", Move::erase({c(2, 1), c(1, 2), c(1, 1)})},
        {"T3 r2c2,r2c3", Move::toggle_note({c(2, 3), c(2, 2)}, 3)},
        {"N137 r5c5", Move::set_notes({c(5, 5)}, digit_bit(1) | digit_bit(3) | digit_bit(7))},
        {"N r5c5", Move::set_notes({c(5, 5)}, 0)},
        {"N123456789 r1c9,r9c1", Move::set_notes({c(1, 9), c(9, 1)}, kAllDigits)},
        {"A", Move::auto_notes()},
        {"A r3c3", Move::auto_notes({c(3, 3)})},
        {"C", Move::clear_notes()},
        {"C r9c8,r9c9", Move::clear_notes({c(9, 9), c(9, 8)})},
        {"H r4c6=7", Move::apply_step({{std::uint8_t(c(4, 6)), 7}}, {}, false)},
        {"H* r4c6=7", Move::apply_step({{std::uint8_t(c(4, 6)), 7}}, {}, true)},
        {"H r1c2<>5 r1c3<>5", Move::apply_step({}, {{std::uint8_t(c(1, 2)), 5}, {std::uint8_t(c(1, 3)), 5}}, false)},
        {"H r1c1=2 r1c2<>5", Move::apply_step({{0, 2}}, {{1, 5}}, false)},
        {"X5 r1c1,r1c2", Move::corner_mark({c(1, 2), c(1, 1)}, 5)},
        {"M3 r2c2", Move::centre_mark({c(2, 2)}, 3)},
        {"V4 r1c1,r9c9", Move::colour_cells({c(9, 9), c(1, 1)}, 4)},
        {"V0 r1c1", Move::colour_cells({c(1, 1)}, 0)},
        {"V2/7 r3c3", Move::colour_candidate({c(3, 3)}, 7, 2)},
        {"V0/9 r3c3", Move::colour_candidate({c(3, 3)}, 9, 0)},
    }));
    CAPTURE(text);
    CHECK(to_text(move) == text);
    auto parsed = parse_move(text);
    REQUIRE(parsed.ok());
    CHECK(parsed.value() == move);
}

TEST_CASE("Constructors sort cells and drop repeats so each move has one text", "[game][move]") {
    CHECK(Move::erase({5, 3, 5, 1}).cells == std::vector<int>{1, 3, 5});
    CHECK(Move::erase({5, 3, 5, 1}) == Move::erase({1, 3, 5}));
}

TEST_CASE("A hint move copies a step's placements and eliminations", "[game][move]") {
    Step step;
    step.technique = Technique::Pointing;
    step.eliminations = {{10, 4}, {11, 4}};
    Move move = Move::apply_step(step, false);
    CHECK(move.kind == MoveKind::ApplyStep);
    CHECK(to_text(move) == "H r2c2<>4 r2c3<>4");
    CHECK(to_text(move).substr(2) == step.effect_text());
}

TEST_CASE("Bad move texts are errors naming the column", "[game][move]") {
    auto [text, column, message] = GENERATE(table<std::string, int, std::string>({
        {"", 0, "empty move: expected one of P E T N A C H X M V"},
        {"Q", 1, "'Q': expected a move: one of P E T N A C H X M V"},
        {"p7 r1c1", 1, "'p': expected a move: one of P E T N A C H X M V"},
        {"X", 2, "end of text: expected a digit 1-9"},
        {"M0 r1c1", 2, "'0': expected a digit 1-9"},
        {"V r1c1", 2, "' ': expected a colour 1-9 (or 0 to clear)"},
        {"V3/ r1c1", 4, "' ': expected a digit 1-9"},
        {"V3/5", 5, "end of text: expected a space and then cells"},
        {"P0 r1c1", 2, "'0': expected a digit 1-9"},
        {"P", 2, "end of text: expected a digit 1-9"},
        {"P7", 3, "end of text: expected a space and then cells"},
        {"P7  r1c1", 4, "' ': expected a cell such as r4c6"},
        {"P7 r1", 6, "end of text: expected 'c' and a column 1-9"},
        {"P7 r1c0", 7, "'0': expected a digit 1-9"},
        {"P7 r1c1 ", 8, "' ': expected the end of the move"},
        {"P7 r1c1,", 9, "end of text: expected a cell such as r4c6"},
        {"E r2c2,r1c1", 8, "r1c1 is out of order (cells ascend in reading order)"},
        {"E r2c2,r2c2", 8, "r2c2 is listed twice"},
        {"N31 r1c1", 3, "note 1 is out of order (notes ascend)"},
        {"N11 r1c1", 3, "note 1 is listed twice"},
        {"A ", 3, "end of text: expected a cell such as r4c6"},
        {"Ar1c1", 2, "'r': expected a space and then cells"},
        {"H", 2, "end of text: expected a space and an effect such as r4c6=7 or r1c2<>5"},
        {"H r1c1", 7, "end of text: expected '=' or '<>'"},
        {"H r1c1<5", 8, "'5': expected '=' or '<>'"},
        {"H r1c1=5,r1c2=4", 9, "',': expected a space and an effect such as r4c6=7 or r1c2<>5"},
        {"E r1c1\n", 7, "byte 0x0a: expected the end of the move"},
    }));
    CAPTURE(text);
    auto parsed = parse_move(text);
    REQUIRE_FALSE(parsed.ok());
    CHECK(parsed.error().column == column);
    CHECK(parsed.error().message == message);
}
