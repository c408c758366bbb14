#include <catch2/catch.hpp>

#include "fixtures.hpp"
#include "game/core/execute.hpp"
#include "game/core/history.hpp"
#include "shape_fixtures.hpp"

using namespace sudoku;
using namespace sudoku::game;

namespace {

HistoryEntry entry(int cell, int digit) {
    return HistoryEntry{Move::place({cell}, digit, false),
                        {CellChange{std::uint8_t(cell), 0, std::uint8_t(digit), 0, 0}}};
}

}  // namespace

TEST_CASE("Diffing two boards lists the changed cells and reverting restores the first", "[game][history]") {
    game::Board before;
    before.notes[3] = digit_bit(2);
    game::Board after = before;
    after.grid.set_digit(5, 7);
    after.notes[3] = 0;
    auto changes = diff_boards(before, after);
    REQUIRE(changes.size() == 2);
    CHECK(changes[0] == CellChange{3, 0, 0, digit_bit(2), 0});
    CHECK(changes[1] == CellChange{5, 0, 7, 0, 0});
    game::Board board = after;
    revert_changes(board, changes);
    CHECK(board == before);
    reapply_changes(board, changes);
    CHECK(board == after);
}

TEST_CASE("The history walks back and forth and a new move drops the redo tail", "[game][history]") {
    History history;
    CHECK_FALSE(history.can_undo());
    CHECK_FALSE(history.can_redo());
    history.push(entry(0, 1));
    history.push(entry(1, 2));
    history.push(entry(2, 3));
    CHECK(history.position() == 3);

    SECTION("undo returns the entries newest first") {
        CHECK(history.undo().move.digit == 3);
        CHECK(history.undo().move.digit == 2);
        CHECK(history.position() == 1);
        CHECK(history.can_redo());
        SECTION("redo returns them oldest first") {
            CHECK(history.redo().move.digit == 2);
            CHECK(history.redo().move.digit == 3);
            CHECK_FALSE(history.can_redo());
        }
        SECTION("a new move replaces the redo tail") {
            history.push(entry(4, 9));
            CHECK(history.entries().size() == 2);
            CHECK(history.entries().back().move.digit == 9);
            CHECK_FALSE(history.can_redo());
        }
    }
    SECTION("clear forgets everything") {
        history.push_mark();
        history.clear();
        CHECK(history.entries().empty());
        CHECK(history.position() == 0);
        CHECK(history.marks().empty());
    }
}

TEST_CASE("Marks nest and count the moves made since each", "[game][history]") {
    History history;
    history.push(entry(0, 1));
    history.push_mark();
    history.push(entry(1, 2));
    history.push(entry(2, 3));
    history.push_mark();
    history.push(entry(3, 4));
    REQUIRE(history.marks() == std::vector<int>{1, 3});
    CHECK(history.moves_since_mark(0) == 3);
    CHECK(history.moves_since_mark(1) == 1);

    SECTION("undoing to a mark keeps it") {
        history.undo();
        CHECK(history.marks() == std::vector<int>{1, 3});
        CHECK(history.moves_since_mark(1) == 0);
    }
    SECTION("undoing past a mark drops it and only it") {
        history.undo();
        history.undo();
        CHECK(history.marks() == std::vector<int>{1});
        CHECK(history.moves_since_mark(0) == 1);
    }
}

namespace {

game::Board played(game::Board board, std::initializer_list<const char*> texts) {
    for (const char* text : texts) {
        auto move = parse_move(text, board.shape().side());
        REQUIRE(move.ok());
        auto next = execute_move(board, move.value());
        INFO(text);
        REQUIRE(next.ok());
        board = std::move(next).value();
    }
    return board;
}

game::Board rebuilt_from_givens(const game::Board& board) {
    ShapeDigits givens(std::size_t(board.grid.cell_count()), 0);
    for (int cell = 0; cell < board.grid.cell_count(); ++cell)
        if (board.grid.is_given(cell)) givens[std::size_t(cell)] = std::uint8_t(board.grid.digit(cell));
    game::Board out{PlayGrid::from_givens(board.grid.shape_ptr(), givens), Notes{}};
    return played(out, {});
}

}  // namespace

TEST_CASE("The moves to rebuild a board give back its digits, notes, marks in order and colours",
          "[game][history][compact]") {
    using testing::digits_of;
    using testing::kPuzzle;
    const game::Board start{PlayGrid::from_givens(digits_of(kPuzzle)), Notes{}};
    CHECK(moves_to_rebuild(start).empty());
    const game::Board board =
        played(start, {"P1 r1c3", "P4 r1c4,r9c1", "N126 r1c6,r1c7", "N3 r2c2", "T9 r1c6", "X5 r2c3", "X2 r2c3",
                       "X9 r2c3", "X2 r2c7", "M3 r3c1,r3c9", "V4 r1c1,r1c3,r5c5", "V2 r1c1", "V7/3 r3c1", "V2/6 r1c7"});
    game::Board rebuilt = rebuilt_from_givens(board);
    for (const Move& move : moves_to_rebuild(board)) {
        INFO(to_text(move));
        auto next = execute_move(rebuilt, move);
        REQUIRE(next.ok());
        rebuilt = std::move(next).value();
    }
    CHECK(rebuilt == board);
    CHECK(corner_at(rebuilt.corner[std::size_t(1 * 9 + 2)], 0) == 5);
    CHECK(corner_at(rebuilt.corner[std::size_t(1 * 9 + 2)], 2) == 9);

    SECTION("on 16x16 too") {
        const auto& f = testing::shape_fixtures()[2];
        const game::Board big_start{PlayGrid::from_givens(testing::fixture_shape(f), testing::fixture_givens(f)),
                                    Notes{}};
        const game::Board big = played(big_start, {"PG r1c2", "N1AG r1c4,r16c15", "XG r1c5", "XA r1c5", "V9/G r1c4"});
        game::Board again = rebuilt_from_givens(big);
        for (const Move& move : moves_to_rebuild(big)) {
            auto next = execute_move(again, move);
            REQUIRE(next.ok());
            again = std::move(next).value();
        }
        CHECK(again == big);
    }
}

TEST_CASE("Replacing the oldest entries shifts the position and the marks", "[game][history][compact]") {
    History history;
    for (int i = 0; i < 6; ++i) history.push(entry(i, 1));
    History marked = history;
    (void)marked.undo();  // position 5, one move in the redo tail
    marked.drop_redo_tail();
    marked.set_marks({0, 2, 4, 5});
    std::vector<HistoryEntry> two{entry(0, 1), entry(1, 1)};
    two[0].text_bytes = 10;
    marked.replace_oldest(4, two);
    CHECK(marked.entries().size() == 3);
    CHECK(marked.position() == 3);
    // The start stays the start; a mark inside the replaced moves goes to the end of the replacement.
    CHECK(marked.marks() == std::vector<int>{0, 2, 2, 3});
    CHECK(marked.text_bytes() == 10);
}
