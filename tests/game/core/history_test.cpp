#include <catch2/catch.hpp>

#include "game/core/history.hpp"

using namespace sudoku;
using namespace sudoku::game;

namespace {

HistoryEntry entry(int cell, int digit) {
    return HistoryEntry{Move::place({cell}, digit, false),
                        {CellChange{std::uint8_t(cell), 0, std::uint8_t(digit), 0, 0}}};
}

}  // namespace

TEST_CASE("Diffing two boards lists the changed cells and reverting restores the first", "[game][history]") {
    Board before;
    before.notes[3] = digit_bit(2);
    Board after = before;
    after.grid.set_digit(5, 7);
    after.notes[3] = 0;
    auto changes = diff_boards(before, after);
    REQUIRE(changes.size() == 2);
    CHECK(changes[0] == CellChange{3, 0, 0, digit_bit(2), 0});
    CHECK(changes[1] == CellChange{5, 0, 7, 0, 0});
    Board board = after;
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
