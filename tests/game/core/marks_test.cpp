// The solver's toolkit in the game core: corner marks (in the order typed), centre marks, cell
// colours and candidate colours are moves like any other (one history entry each, undo and redo
// exact), and placing, erasing and hints treat them as the rules say.
#include <catch2/catch.hpp>

#include "fixtures.hpp"
#include "game/core/execute.hpp"
#include "game/core/game.hpp"

using namespace sudoku;
using namespace sudoku::game;
using namespace sudoku::game::testing;

namespace {

// Row 1 of kPuzzle is "53..7....": r1c3, r1c4, r1c6-r1c9 are empty, r1c1 is a given 5.
game::Board puzzle_board() {
    game::Board board;
    board.grid = PlayGrid::from_givens(digits_of(kPuzzle));
    return board;
}

game::Board run(const game::Board& board, const std::string& text) {
    auto move = parse_move(text);
    INFO(text);
    REQUIRE(move.ok());
    auto next = execute_move(board, move.value());
    INFO(text << ": " << (next.ok() ? std::string("ok") : next.error().message));
    REQUIRE(next.ok());
    return next.value();
}

std::string refusal(const game::Board& board, const std::string& text) {
    auto move = parse_move(text);
    REQUIRE(move.ok());
    auto next = execute_move(board, move.value());
    REQUIRE_FALSE(next.ok());
    return next.error().message;
}

std::string corner_text(CornerMarks marks) {
    std::string out;
    for (int i = 0; i < corner_count(marks); ++i) out += symbol_char(corner_at(marks, i));
    return out;
}

}  // namespace

TEST_CASE("Corner marks keep the order typed and toggle like notes", "[game][marks]") {
    game::Board board = run(puzzle_board(), "X7 r1c3");
    board = run(board, "X2 r1c3");
    board = run(board, "X9 r1c3");
    CHECK(corner_text(board.corner[c(1, 3)]) == "729");
    CHECK(corner_mask(board.corner[c(1, 3)]) == (digit_bit(2) | digit_bit(7) | digit_bit(9)));
    board = run(board, "X2 r1c3");  // off again: the rest keep their order
    CHECK(corner_text(board.corner[c(1, 3)]) == "79");
    // Several cells: added to those without it, unless all have it.
    board = run(board, "X9 r1c3,r1c4");
    CHECK(corner_text(board.corner[c(1, 3)]) == "79");
    CHECK(corner_text(board.corner[c(1, 4)]) == "9");
    board = run(board, "X9 r1c3,r1c4");
    CHECK(corner_text(board.corner[c(1, 3)]) == "7");
    CHECK(board.corner[c(1, 4)] == 0);
    CHECK(board.notes[c(1, 3)] == 0);  // other layers untouched
    CHECK(board.centre[c(1, 3)] == 0);
}

TEST_CASE("A cell holds at most nine corner marks", "[game][marks]") {
    // On 16x16 a tenth symbol would not fit along the edges.
    auto shape = Shape::from_params(parse_shape_params("4x4").value()).value();
    game::Board board;
    board.grid = PlayGrid(shape);
    for (int d = 1; d <= 9; ++d) board = run(board, std::string("X") + symbol_char(d) + " r1c1");
    CHECK(corner_count(board.corner[0]) == 9);
    auto move = parse_move("XA r1c1", 16);
    REQUIRE(move.ok());
    auto refused = execute_move(board, move.value());
    REQUIRE_FALSE(refused.ok());
    CHECK(refused.error().message == "r1c1 has 9 corner marks already");
}

TEST_CASE("Centre marks toggle apart from the pencil notes", "[game][marks]") {
    game::Board board = run(puzzle_board(), "M1 r1c3,r1c4");
    board = run(board, "M2 r1c3");
    CHECK(board.centre[c(1, 3)] == (digit_bit(1) | digit_bit(2)));
    CHECK(board.centre[c(1, 4)] == digit_bit(1));
    CHECK(board.notes[c(1, 3)] == 0);
    board = run(board, "M1 r1c3,r1c4");
    CHECK(board.centre[c(1, 3)] == digit_bit(2));
    CHECK(board.centre[c(1, 4)] == 0);
}

TEST_CASE("Colours go on any cell, givens too, several at once, and V0 clears them", "[game][marks]") {
    game::Board board = run(puzzle_board(), "V3 r1c1,r1c3");  // r1c1 is a given
    board = run(board, "V5 r1c3");
    CHECK(board.colours[c(1, 1)] == (1u << 2));
    CHECK(board.colours[c(1, 3)] == ((1u << 2) | (1u << 4)));
    board = run(board, "V3 r1c1,r1c3");  // all have 3: off
    CHECK(board.colours[c(1, 1)] == 0);
    CHECK(board.colours[c(1, 3)] == (1u << 4));
    board = run(board, "V2/4 r1c3");
    CHECK(candidate_colour(board.candidate_colours[c(1, 3)], 4) == 2);
    board = run(board, "V0 r1c3");
    CHECK(board.colours[c(1, 3)] == 0);
    CHECK(board.candidate_colours[c(1, 3)] == 0);
    CHECK(refusal(board, "V0 r1c3") == "the move changes nothing");
}

TEST_CASE("Candidate colours toggle per symbol on empty cells", "[game][marks]") {
    game::Board board = run(puzzle_board(), "V2/4 r1c3,r1c4");
    board = run(board, "V7/9 r1c3");
    CHECK(candidate_colour(board.candidate_colours[c(1, 3)], 4) == 2);
    CHECK(candidate_colour(board.candidate_colours[c(1, 3)], 9) == 7);
    CHECK(candidate_colour(board.candidate_colours[c(1, 4)], 4) == 2);
    board = run(board, "V2/4 r1c3,r1c4");  // both have colour 2 on 4: uncoloured
    CHECK(candidate_colour(board.candidate_colours[c(1, 3)], 4) == 0);
    CHECK(candidate_colour(board.candidate_colours[c(1, 3)], 9) == 7);
    board = run(board, "V3/9 r1c3");  // another colour replaces it
    CHECK(candidate_colour(board.candidate_colours[c(1, 3)], 9) == 3);
    CHECK(refusal(board, "V3/9 r1c1") == "r1c1 is a given");
    board = run(board, "P8 r1c4");
    CHECK(refusal(board, "V3/9 r1c4") == "r1c4 holds a digit (notes are for empty cells)");
}

TEST_CASE("Placing a digit clears the cell's marks and a star cleans peers' notes and centre marks", "[game][marks]") {
    game::Board board = run(puzzle_board(), "X4 r1c3,r1c4");
    board = run(board, "M4 r1c3,r1c4,r5c5");
    board = run(board, "T4 r1c4");
    board = run(board, "V1 r1c3");
    board = run(board, "V1/4 r1c3");
    board = run(board, "P4* r1c3");
    CHECK(board.corner[c(1, 3)] == 0);
    CHECK(board.centre[c(1, 3)] == 0);
    CHECK(board.candidate_colours[c(1, 3)] == 0);
    CHECK(board.colours[c(1, 3)] == 1u);           // the cell's colour stays
    CHECK(board.centre[c(1, 4)] == 0);             // a peer's centre mark 4 goes
    CHECK(board.notes[c(1, 4)] == 0);              // and its note 4
    CHECK(corner_has(board.corner[c(1, 4)], 4));   // corner marks stay
    CHECK(board.centre[c(5, 5)] == digit_bit(4));  // not a peer
    // Erase blanks digit and marks, not colours.
    board = run(board, "E r1c3,r1c4");
    CHECK(board.grid.digit(c(1, 3)) == 0);
    CHECK(board.corner[c(1, 4)] == 0);
    CHECK(board.colours[c(1, 3)] == 1u);
}

TEST_CASE("Each mark is one undo step and undo and redo restore it exactly", "[game][marks][history]") {
    FakeClock clock;
    auto started = Game::start(Shape::classic(), to_shape_digits(digits_of(kPuzzle)), clock.clock());
    REQUIRE(started.ok());
    Game game = std::move(started).value();
    for (const char* text : {"X5 r1c3,r1c4,r1c6", "M1 r1c3,r1c4,r1c6", "V6 r1c1,r1c3,r1c4", "V6/2 r1c3"}) {
        INFO(text);
        REQUIRE(game.apply_text(text).ok());
    }
    CHECK(game.history().entries().size() == 4);
    const game::Board marked = game.board();
    CHECK(corner_has(game.corner(c(1, 6)), 5));
    CHECK(game.centre(c(1, 4)) == digit_bit(1));
    CHECK(game.colours(c(1, 1)) == (1u << 5));
    CHECK(candidate_colour(game.candidate_colours(c(1, 3)), 2) == 6);
    REQUIRE(game.undo().ok());
    CHECK(candidate_colour(game.candidate_colours(c(1, 3)), 2) == 0);
    REQUIRE(game.undo().ok());
    CHECK(game.colours(c(1, 1)) == 0);
    CHECK(game.colours(c(1, 4)) == 0);
    REQUIRE(game.undo().ok());
    CHECK(game.centre(c(1, 4)) == 0);
    REQUIRE(game.undo().ok());
    CHECK(game.corner(c(1, 3)) == 0);
    CHECK(game.board() ==
          Game::start(Shape::classic(), to_shape_digits(digits_of(kPuzzle)), clock.clock()).value().board());
    for (int i = 0; i < 4; ++i) REQUIRE(game.redo().ok());
    CHECK(game.board() == marked);
    // Replaying the texts rebuilds the same board (saves replay their history).
    std::vector<std::string> texts;
    for (const auto& entry : game.history().entries()) texts.push_back(game.move_text(entry.move));
    auto replayed = Game::replay(Shape::classic(), to_shape_digits(digits_of(kPuzzle)), texts, 4, clock.clock());
    REQUIRE(replayed.ok());
    CHECK(replayed.value().board() == marked);
}

TEST_CASE("The digit filter lights the empty cells where a digit can go, by the rules or the marks",
          "[game][marks][filter]") {
    game::Board board = puzzle_board();
    // kPuzzle row 1 "53..7....": 5 is in row 1, so no cell of row 1 is lit for 5.
    const CellBits five = digit_filter(board, 5, false);
    for (int col = 1; col <= 9; ++col) CHECK_FALSE(five[std::size_t(c(1, col))]);
    // r1c3 can take 1, 2 and 4 (row 5 3 7, column 8 9, box 6 9 8): lit for 4, not for 9.
    CHECK(digit_filter(board, 4, false)[std::size_t(c(1, 3))]);
    CHECK_FALSE(digit_filter(board, 9, false)[std::size_t(c(1, 3))]);
    // By the marks: a cell whose marks lack the digit goes dark; a cell without marks stays lit.
    board = run(board, "T1 r1c3");
    board = run(board, "X2 r1c3");
    CHECK(digit_filter(board, 4, true)[std::size_t(c(1, 3))] == false);
    CHECK(digit_filter(board, 2, true)[std::size_t(c(1, 3))]);
    CHECK(digit_filter(board, 2, true)[std::size_t(c(1, 4))]);  // r1c4 can take 2 and 6
    // Bivalue: by the rules r1c3 has three candidates; by its notes {1, 2} it is bivalue.
    CHECK_FALSE(bivalue_filter(board, false)[std::size_t(c(1, 3))]);
    board = run(board, "T2 r1c3");
    CHECK(bivalue_filter(board, true)[std::size_t(c(1, 3))]);
    CHECK_FALSE(bivalue_filter(board, true)[std::size_t(c(1, 4))]);
}
