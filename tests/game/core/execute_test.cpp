#include <catch2/catch.hpp>

#include "fixtures.hpp"
#include "game/core/execute.hpp"

using namespace sudoku;
using namespace sudoku::game;
using namespace sudoku::game::testing;

namespace {

game::Board puzzle_board() {
    game::Board board;
    board.grid = PlayGrid::from_givens(digits_of(kPuzzle));
    return board;
}

game::Board run(const game::Board& board, const std::string& text) {
    auto move = parse_move(text);
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

DigitMask mask(std::initializer_list<int> digits) {
    DigitMask m = 0;
    for (int d : digits) m |= digit_bit(d);
    return m;
}

}  // namespace

TEST_CASE("Placing a digit fills the cell and clears its own notes", "[game][execute]") {
    game::Board board = run(puzzle_board(), "N12 r1c3");
    board = run(board, "P4 r1c3");
    CHECK(board.grid.digit(c(1, 3)) == 4);
    CHECK(board.notes[c(1, 3)] == 0);
}

TEST_CASE("Placing with a star removes the digit from the peers' notes only", "[game][execute]") {
    game::Board board = run(puzzle_board(), "N14 r1c3,r1c4,r2c2,r4c3,r5c5");
    SECTION("with the star") {
        board = run(board, "P4* r1c3");
        CHECK(board.notes[c(1, 4)] == mask({1}));     // same row
        CHECK(board.notes[c(2, 2)] == mask({1}));     // same box
        CHECK(board.notes[c(4, 3)] == mask({1}));     // same column
        CHECK(board.notes[c(5, 5)] == mask({1, 4}));  // not a peer
    }
    SECTION("without the star") {
        board = run(board, "P4 r1c3");
        CHECK(board.notes[c(1, 4)] == mask({1, 4}));
    }
}

TEST_CASE("Erasing makes cells blank and a player digit can be overwritten", "[game][execute]") {
    game::Board board = run(puzzle_board(), "P4 r1c3");
    board = run(board, "P2 r1c3");
    CHECK(board.grid.digit(c(1, 3)) == 2);
    board = run(board, "N5 r1c4");
    board = run(board, "E r1c3,r1c4");
    CHECK(board.grid.is_empty(c(1, 3)));
    CHECK(board.notes[c(1, 4)] == 0);
}

TEST_CASE("Toggling a note on several cells adds it to all unless all have it", "[game][execute]") {
    game::Board board = run(puzzle_board(), "T4 r1c3");
    CHECK(board.notes[c(1, 3)] == mask({4}));
    board = run(board, "T4 r1c3,r1c4");
    CHECK(board.notes[c(1, 3)] == mask({4}));
    CHECK(board.notes[c(1, 4)] == mask({4}));
    board = run(board, "T4 r1c3,r1c4");
    CHECK(board.notes[c(1, 3)] == 0);
    CHECK(board.notes[c(1, 4)] == 0);
}

TEST_CASE("Setting notes replaces them exactly", "[game][execute]") {
    game::Board board = run(puzzle_board(), "N129 r1c3");
    board = run(board, "N46 r1c3");
    CHECK(board.notes[c(1, 3)] == mask({4, 6}));
    board = run(board, "N r1c3");
    CHECK(board.notes[c(1, 3)] == 0);
}

TEST_CASE("Auto notes write the candidates of empty cells and clear notes removes them", "[game][execute]") {
    game::Board board = run(puzzle_board(), "A");
    const Digits digits = board.grid.classic_digits();
    for (int cell = 0; cell < kCells; ++cell) {
        CAPTURE(cell);
        CHECK(board.notes[cell] == (digits[cell] == 0 ? candidates_of(digits, cell) : 0));
    }
    // r1c3 sees 5 3 7 (row), 6 9 8 (box) and 8 (column): 1 2 4 remain.
    CHECK(board.notes[c(1, 3)] == mask({1, 2, 4}));
    board = run(board, "C r1c3");
    CHECK(board.notes[c(1, 3)] == 0);
    CHECK(board.notes[c(1, 4)] != 0);
    board = run(board, "C");
    CHECK(board.notes == Notes{});
    board = run(board, "A r1c3");
    CHECK(board.notes[c(1, 3)] == mask({1, 2, 4}));
    CHECK(board.notes[c(1, 4)] == 0);
}

TEST_CASE("A hint move places digits and removes notes", "[game][execute]") {
    game::Board board = run(puzzle_board(), "N124 r1c3,r1c4");
    board = run(board, "H* r1c3=4 r2c3<>2");
    CHECK(board.grid.digit(c(1, 3)) == 4);
    CHECK(board.notes[c(1, 4)] == mask({1, 2}));  // 4 gone from a peer's notes
    // r2c3 had no notes: it gets its candidates, without the eliminated 2.
    DigitMask expected = candidates_of(board.grid, c(2, 3)) & ~digit_bit(2);
    CHECK(board.notes[c(2, 3)] == expected);
}

TEST_CASE("Moves that name givens or would change nothing are refused", "[game][execute]") {
    game::Board board = puzzle_board();
    CHECK(refusal(board, "P4 r1c1") == "r1c1 is a given");
    CHECK(refusal(board, "E r1c3,r1c5") == "r1c5 is a given");
    CHECK(refusal(board, "T4 r1c2") == "r1c2 is a given");
    CHECK(refusal(board, "H r1c1=5") == "r1c1 is a given");
    CHECK(refusal(board, "H r1c1<>5") == "r1c1 is a given");
    CHECK(refusal(board, "E r1c3") == "the move changes nothing");
    CHECK(refusal(board, "C") == "the move changes nothing");
    board = run(board, "P4 r1c3");
    CHECK(refusal(board, "P4 r1c3") == "the move changes nothing");
    CHECK(refusal(board, "T1 r1c3") == "r1c3 holds a digit (notes are for empty cells)");
    CHECK(refusal(board, "A r1c3") == "r1c3 holds a digit (notes are for empty cells)");
    CHECK(refusal(board, "H r1c3<>1") == "r1c3 holds a digit (notes are for empty cells)");
}

TEST_CASE("Hand built moves with bad fields are refused not trusted", "[game][execute]") {
    game::Board board = puzzle_board();
    CHECK_FALSE(execute_move(board, Move::place({c(1, 3)}, 0, false)).ok());
    CHECK_FALSE(execute_move(board, Move::place({c(1, 3)}, 10, false)).ok());
    CHECK_FALSE(execute_move(board, Move::place({kCells}, 1, false)).ok());
    CHECK_FALSE(execute_move(board, Move::place({}, 1, false)).ok());
    CHECK_FALSE(execute_move(board, Move::set_notes({c(1, 3)}, DigitMask(1u << 12))).ok());
    CHECK_FALSE(execute_move(board, Move::apply_step({}, {}, false)).ok());
    CHECK_FALSE(execute_move(board, Move::apply_step({{std::uint8_t(c(1, 3)), 12}}, {}, false)).ok());
}
