#include <catch2/catch.hpp>

#include "fixtures.hpp"

using namespace sudoku;
using namespace sudoku::game;
using namespace sudoku::game::testing;

namespace {

void play(Game& game, const std::string& text) {
    auto applied = game.apply_text(text);
    INFO(text << ": " << (applied.ok() ? std::string("ok") : applied.error().message));
    REQUIRE(applied.ok());
}

std::string refusal(const Status& status) {
    REQUIRE_FALSE(status.ok());
    return status.error().message;
}

std::string refusal(const Result<Applied>& applied) {
    REQUIRE_FALSE(applied.ok());
    return applied.error().message;
}

}  // namespace

TEST_CASE("A puzzle without exactly one solution is refused with a clear error", "[game][game]") {
    FakeClock clock;
    auto empty = Game::start(Digits{}, clock.clock());
    REQUIRE_FALSE(empty.ok());
    CHECK(empty.error().message == "the puzzle has more than one solution");

    Digits clash = digits_of(kPuzzle);
    clash[c(1, 3)] = 5;  // a second 5 in row 1
    auto none = Game::start(clash, clock.clock());
    REQUIRE_FALSE(none.ok());
    CHECK(none.error().message == "the puzzle has no solution");

    Digits bad = digits_of(kPuzzle);
    bad[c(1, 3)] = 12;
    CHECK_FALSE(Game::start(bad, clock.clock()).ok());
}

TEST_CASE("A new game is playing with the givens and its solution", "[game][game]") {
    FakeClock clock;
    Game game = start_game(kPuzzle, clock);
    CHECK(game.state() == GameState::Playing);
    CHECK(game.grid().classic_grid().givens() == digits_of(kPuzzle));
    CHECK(game.solution() == to_shape_digits(digits_of(kSolution)));
    CHECK_FALSE(game.can_undo());
    CHECK(game.elapsed_ms() == 0);
    CHECK(game.candidates(c(1, 3)) == (digit_bit(1) | digit_bit(2) | digit_bit(4)));

    SECTION("a Grid with player digits starts from its givens only") {
        Grid grid = Grid::from_givens(digits_of(kPuzzle));
        grid.set_digit(c(1, 3), 1);
        auto from_grid = Game::start(grid, clock.clock());
        REQUIRE(from_grid.ok());
        CHECK(from_grid.value().grid().is_empty(c(1, 3)));
    }
}

TEST_CASE("Pause and resume stop and restart moves and the timer", "[game][game]") {
    FakeClock clock;
    Game game = start_game(kPuzzle, clock);
    clock.advance(3000);
    REQUIRE(game.pause().ok());
    CHECK(game.state() == GameState::Paused);
    clock.advance(60000);
    CHECK(game.elapsed_ms() == 3000);
    CHECK(refusal(game.apply_text("P4 r1c3")) == "the game is paused");
    CHECK(refusal(game.undo()) == "the game is paused");
    CHECK(refusal(game.pause()) == "the game is paused");
    CHECK_FALSE(game.hint(HintLevel::Technique).ok());
    REQUIRE(game.resume().ok());
    CHECK(refusal(game.resume()) == "the game is not paused");
    clock.advance(500);
    CHECK(game.elapsed_ms() == 3500);
    play(game, "P4 r1c3");
}

TEST_CASE("Completing the solution wins and a won game is final", "[game][game]") {
    FakeClock clock;
    Game game = start_game(kAlmostSolved, clock);
    play(game, "P5 r1c1");
    play(game, "P3 r1c2");
    clock.advance(1000);
    auto last = game.apply_text("P9 r9c9");
    REQUIRE(last.ok());
    CHECK(last.value().state == GameState::Won);
    CHECK(game.state() == GameState::Won);
    clock.advance(5000);
    CHECK(game.elapsed_ms() == 1000);

    CHECK(refusal(game.apply_text("E r9c9")) == "the game is won");
    CHECK(refusal(game.redo()) == "the game is won");
    CHECK(refusal(game.pause()) == "the game is won");
    CHECK(refusal(game.mark()) == "the game is won");

    SECTION("undo is refused: the board and the time stay as the statistics recorded them") {
        CHECK_FALSE(game.can_undo());
        CHECK_FALSE(game.can_redo());
        CHECK(refusal(game.undo()) == "the game is won");
        CHECK(game.state() == GameState::Won);
        CHECK(game.grid().digit(c(9, 9)) == 9);
        clock.advance(250);
        CHECK(game.elapsed_ms() == 1000);
    }
    SECTION("restart plays the same puzzle from the start") {
        game.restart();
        CHECK(game.state() == GameState::Playing);
        CHECK(game.grid().classic_digits() == digits_of(kAlmostSolved));
        CHECK_FALSE(game.can_undo());
        CHECK(game.elapsed_ms() == 0);
    }
    SECTION("new game plays another puzzle") {
        REQUIRE(game.new_game(digits_of(kPuzzle)).ok());
        CHECK(game.state() == GameState::Playing);
        CHECK(game.grid().classic_digits() == digits_of(kPuzzle));
        CHECK(game.elapsed_ms() == 0);
    }
    SECTION("a refused new game leaves the game as it was") {
        CHECK(refusal(game.new_game(Digits{})) == "the puzzle has more than one solution");
        CHECK(game.state() == GameState::Won);
    }
}

TEST_CASE("Wrong digits never win even on a full board", "[game][game]") {
    FakeClock clock;
    Game game = start_game(kAlmostSolved, clock);
    play(game, "P3 r1c1");
    play(game, "P5 r1c2");
    play(game, "P9 r9c9");
    CHECK(game.grid().is_full());
    CHECK(game.state() == GameState::Playing);
}

TEST_CASE("Undo and redo walk every move back and forth", "[game][game]") {
    FakeClock clock;
    Game game = start_game(kPuzzle, clock);
    const game::Board start = game.board();
    play(game, "N12 r1c4");
    play(game, "N14 r1c3");
    const game::Board with_notes = game.board();
    play(game, "P4* r1c3");  // clears r1c3's notes and 4 in r1c4's: one move
    const game::Board placed = game.board();
    REQUIRE(game.notes(c(1, 4)) == (digit_bit(1) | digit_bit(2)));

    SECTION("a placement and the notes it cleaned undo as one") {
        REQUIRE(game.undo().ok());
        CHECK(game.board() == with_notes);
        SECTION("and redo as one") {
            REQUIRE(game.redo().ok());
            CHECK(game.board() == placed);
            CHECK(refusal(game.redo()) == "there is nothing to redo");
        }
        SECTION("a new move drops the redo tail") {
            play(game, "P1 r1c3");
            CHECK_FALSE(game.can_redo());
            CHECK(game.history().entries().size() == 3);
        }
    }
    SECTION("undo all the way returns to the puzzle") {
        while (game.can_undo()) REQUIRE(game.undo().ok());
        CHECK(game.board() == start);
        CHECK(refusal(game.undo()) == "there is nothing to undo");
        SECTION("and redo all the way returns to the latest board") {
            while (game.can_redo()) REQUIRE(game.redo().ok());
            CHECK(game.board() == placed);
        }
    }
    SECTION("refused moves leave no trace in the history") {
        CHECK(refusal(game.apply_text("P1 r1c1")) == "r1c1 is a given");
        CHECK(refusal(game.apply_text("E r2c2,r2c3")) == "the move changes nothing");
        auto unparsed = game.apply_text("P1 r1");
        REQUIRE_FALSE(unparsed.ok());
        CHECK(unparsed.error().to_string() == "column 6: end of text: expected 'c' and a column 1-9");
        CHECK(game.history().entries().size() == 3);
        CHECK(game.board() == placed);
    }
}

TEST_CASE("A branch mark returns to the position before a guess in one action", "[game][game]") {
    FakeClock clock;
    Game game = start_game(kPuzzle, clock);
    play(game, "P4 r1c3");
    const game::Board before_guess = game.board();
    REQUIRE(game.mark().ok());
    CHECK(game.moves_since_mark(0) == 0);
    play(game, "P6 r1c4");
    play(game, "P1 r1c6");
    CHECK(game.moves_since_mark(0) == 2);

    SECTION("returning discards the exploration and the mark") {
        REQUIRE(game.return_to_mark().ok());
        CHECK(game.board() == before_guess);
        CHECK_FALSE(game.can_redo());
        CHECK(game.marks().empty());
        CHECK(refusal(game.return_to_mark()) == "there is no branch mark to return to");
        CHECK(game.history().entries().size() == 1);
    }
    SECTION("marks nest and return innermost first") {
        const game::Board inner_start = game.board();
        REQUIRE(game.mark().ok());
        play(game, "P2 r1c7");
        CHECK(game.marks() == std::vector<int>{1, 3});
        CHECK(game.moves_since_mark(0) == 3);
        CHECK(game.moves_since_mark(1) == 1);
        REQUIRE(game.return_to_mark().ok());
        CHECK(game.board() == inner_start);
        CHECK(game.marks() == std::vector<int>{1});
        REQUIRE(game.return_to_mark().ok());
        CHECK(game.board() == before_guess);
    }
    SECTION("undoing past a mark drops it") {
        REQUIRE(game.undo().ok());
        REQUIRE(game.undo().ok());
        CHECK(game.marks() == std::vector<int>{1});
        REQUIRE(game.undo().ok());
        CHECK(game.marks().empty());
    }
}

TEST_CASE("Rewind goes back to the latest position without a wrong digit", "[game][game]") {
    FakeClock clock;
    Game game = start_game(kPuzzle, clock);
    CHECK(refusal(game.rewind_to_before_first_mistake()) == "there is no wrong digit on the board");
    play(game, "P4 r1c3");  // right
    play(game, "P2 r1c4");  // wrong: r1c4 is 6
    play(game, "N12 r2c2");
    play(game, "P6 r1c4");  // corrects the mistake
    play(game, "P8 r1c6");  // right
    const game::Board clean = game.board();
    play(game, "P2 r1c7");  // wrong: r1c7 is 9
    play(game, "T3 r2c3");
    play(game, "P1 r1c8");  // right
    CHECK(game.mistakes().count() == 1);

    REQUIRE(game.rewind_to_before_first_mistake().ok());
    CHECK(game.mistakes().none());
    CHECK(game.board() == clean);
    CHECK(game.history().position() == 5);
    CHECK(game.can_redo());  // rewinding is undo: the moves can come back
}

TEST_CASE("Conflicts and mistakes are checked and shown per the settings", "[game][game]") {
    FakeClock clock;
    Game game = start_game(kPuzzle, clock);
    play(game, "P5 r1c3");  // conflicts with the given 5 at r1c1, and is wrong (4)
    play(game, "P2 r1c4");  // no conflict, but wrong (6)
    CHECK(game.conflicts().count() == 2);
    CHECK(game.conflicts()[c(1, 1)]);
    CHECK(game.conflicts()[c(1, 3)]);
    CHECK(game.mistakes().count() == 2);
    CHECK(game.mistakes()[c(1, 4)]);
    CHECK(game.mistakes_made() == 2);

    Rules settings;
    SECTION("by default conflicts are shown and the solution is not") {
        CHECK(game.flagged_cells() == game.conflicts());
    }
    SECTION("mistakes mode shows wrong digits too") {
        settings.mistakes_mode = MistakesMode::Highlight;
        game.set_rules(settings);
        CHECK(game.flagged_cells() == (game.conflicts() | game.mistakes()));
    }
    SECTION("both can be off") {
        settings.show_conflicts = false;
        game.set_rules(settings);
        CHECK(game.flagged_cells().none());
    }
}

TEST_CASE("Notes that a peer's digit contradicts are found per cell", "[game][game]") {
    FakeClock clock;
    Game game = start_game(kPuzzle, clock);
    // r1c3's peers hold 3 5 7 (row), 8 (column), 6 9 (box): of these notes 5, 8 and 9 clash.
    play(game, "N124589 r1c3");
    auto clashes = game.note_clashes();
    CHECK(clashes[c(1, 3)] == DigitMask(digit_bit(5) | digit_bit(8) | digit_bit(9)));
    for (int cell = 0; cell < kCells; ++cell)
        if (cell != c(1, 3)) CHECK(clashes[cell] == 0);

    SECTION("a digit placed in a peer makes its note clash, and erasing it undoes that") {
        play(game, "P1 r1c4");  // without '*': the notes stay
        CHECK(game.note_clashes()[c(1, 3)] == DigitMask(digit_bit(1) | digit_bit(5) | digit_bit(8) | digit_bit(9)));
        play(game, "E r1c4");
        CHECK(game.note_clashes()[c(1, 3)] == DigitMask(digit_bit(5) | digit_bit(8) | digit_bit(9)));
    }
    SECTION("a digit outside the cell's houses changes nothing") {
        play(game, "P1 r9c1");
        CHECK(game.note_clashes()[c(1, 3)] == DigitMask(digit_bit(5) | digit_bit(8) | digit_bit(9)));
    }
    SECTION("a cell holding a digit has no clashing notes, and the clash follows undo") {
        play(game, "P4 r1c3");
        CHECK(game.note_clashes()[c(1, 3)] == 0);
        REQUIRE(game.undo().ok());
        CHECK(game.note_clashes()[c(1, 3)] == DigitMask(digit_bit(5) | digit_bit(8) | digit_bit(9)));
    }
    SECTION("auto-notes never clash") {
        play(game, "A");
        for (int cell = 0; cell < kCells; ++cell) CHECK(game.note_clashes()[cell] == 0);
    }
}

TEST_CASE("Reaching the mistake limit loses the game", "[game][game]") {
    FakeClock clock;
    Rules settings;
    settings.mistake_limit = 2;
    SECTION("when mistakes are shown") {
        settings.mistakes_mode = MistakesMode::Highlight;
        Game game = start_game(kPuzzle, clock, settings);
        auto first = game.apply_text("P2 r1c4");
        REQUIRE(first.ok());
        CHECK(first.value().wrong_digits == 1);
        play(game, "E r1c4");
        play(game, "P4 r1c3");
        auto second = game.apply_text("P1 r1c4");
        REQUIRE(second.ok());
        CHECK(second.value().state == GameState::Lost);
        CHECK(game.state() == GameState::Lost);
        CHECK(refusal(game.undo()) == "the game is lost (mistake limit reached)");
        CHECK(refusal(game.apply_text("E r1c4")) == "the game is lost (mistake limit reached)");
        game.restart();
        CHECK(game.state() == GameState::Playing);
        CHECK(game.mistakes_made() == 0);
    }
    SECTION("never when mistakes are off") {
        Game game = start_game(kPuzzle, clock, settings);
        play(game, "P2 r1c4");
        play(game, "P1 r1c4");
        play(game, "P3 r1c4");
        CHECK(game.state() == GameState::Playing);
        CHECK(game.mistakes_made() == 3);
    }
}

TEST_CASE("Replaying the move texts reproduces the exact game", "[game][game]") {
    FakeClock clock;
    Game game = start_game(kPuzzle, clock);
    for (const char* text : {"A", "P4* r1c3", "T2 r1c4,r1c6", "N12 r2c2", "P6 r1c4", "E r1c4", "C r2c2", "P6* r1c4"})
        play(game, text);
    REQUIRE(game.undo().ok());
    REQUIRE(game.undo().ok());

    std::vector<std::string> texts;
    for (const HistoryEntry& entry : game.history().entries()) texts.push_back(to_text(entry.move));
    auto replayed = Game::replay(digits_of(kPuzzle), texts, game.history().position(), clock.clock());
    REQUIRE(replayed.ok());
    CHECK(replayed.value().board() == game.board());
    CHECK(replayed.value().history().entries() == game.history().entries());
    CHECK(replayed.value().history().position() == game.history().position());

    SECTION("a move that would be refused is reported with its number") {
        texts[3] = "P1 r1c1";
        auto bad = Game::replay(digits_of(kPuzzle), texts, 0, clock.clock());
        REQUIRE_FALSE(bad.ok());
        CHECK(bad.error().message == "move 4 (P1 r1c1): r1c1 is a given");
    }
    SECTION("a text that does not parse is reported with its column") {
        texts[0].assign(1, 'Q');  // not = "Q": g++ 12 -O3 false -Wrestrict (GCC bug 105651)
        auto bad = Game::replay(digits_of(kPuzzle), texts, 0, clock.clock());
        REQUIRE_FALSE(bad.ok());
        CHECK(bad.error().message == "move 1 (Q): column 1: 'Q': expected a move: one of P E T N A C H X M V");
    }
    SECTION("a position beyond the moves is refused") {
        CHECK_FALSE(Game::replay(digits_of(kPuzzle), texts, int(texts.size()) + 1, clock.clock()).ok());
    }
}

TEST_CASE("Counters that undo does not give back can be saved and restored", "[game][game]") {
    FakeClock clock;
    Game game = start_game(kPuzzle, clock);
    play(game, "P2 r1c4");
    clock.advance(7000);
    CHECK(game.counters() == Counters{7000, 1, 0});
    Game other = start_game(kPuzzle, clock);
    other.restore_counters(game.counters());
    CHECK(other.counters() == game.counters());
    clock.advance(1000);
    CHECK(other.elapsed_ms() == 8000);
}

TEST_CASE("Loading puts back branch marks only when they fit the history", "[game][game]") {
    FakeClock clock;
    Game game = start_game(kPuzzle, clock);
    play(game, "P4 r1c3");
    play(game, "P6 r1c4");
    play(game, "P8 r1c6");
    REQUIRE(game.undo().ok());  // position 2 of 3

    REQUIRE(game.restore_marks({0, 1, 1, 2}).ok());
    CHECK(game.marks() == std::vector<int>{0, 1, 1, 2});
    CHECK(refusal(game.restore_marks({2, 1})) == "the branch marks are not in order");
    CHECK(refusal(game.restore_marks({3})) == "a branch mark is past the history position");
    CHECK(game.marks() == std::vector<int>{0, 1, 1, 2});
    REQUIRE(game.return_to_mark().ok());
    CHECK(game.history().position() == 2);
    CHECK(game.marks() == std::vector<int>{0, 1, 1});
}

TEST_CASE("Loading puts back the saved state when the board agrees", "[game][game]") {
    FakeClock clock;
    Game game = start_game(kAlmostSolved, clock);

    SECTION("paused stops the timer") {
        clock.advance(500);
        REQUIRE(game.restore_state(GameState::Paused).ok());
        CHECK(game.state() == GameState::Paused);
        clock.advance(500);
        CHECK(game.elapsed_ms() == 500);
    }
    SECTION("won needs a solved board") {
        CHECK(refusal(game.restore_state(GameState::Won)) == "the game cannot be won: the board is not solved");
        play(game, "P5 r1c1");
        play(game, "P3 r1c2");
        play(game, "P9 r9c9");
        REQUIRE(game.state() == GameState::Won);
        CHECK(game.restore_state(GameState::Won).ok());
        CHECK(refusal(game.restore_state(GameState::Playing)) == "the game cannot be playing: the board is solved");
        CHECK(refusal(game.restore_state(GameState::Paused)) == "the game cannot be paused: the board is solved");
    }
    SECTION("lost needs a mistake limit and as many mistakes") {
        CHECK(refusal(game.restore_state(GameState::Lost, 1)) == "the game cannot be lost without a mistake");
        play(game, "P1 r1c1");
        CHECK(refusal(game.restore_state(GameState::Lost)) == "the game cannot be lost without a mistake limit");
        CHECK(refusal(game.restore_state(GameState::Lost, 2)) ==
              "the game cannot be lost: 1 mistakes are fewer than its limit of 2");
        REQUIRE(game.restore_state(GameState::Lost, 1).ok());
        CHECK(game.state() == GameState::Lost);
        CHECK(game.lost_limit() == 1);
        CHECK_FALSE(game.apply_text("E r1c1").ok());
    }
}

TEST_CASE("A game keeps where it came from until a new game starts", "[game][game]") {
    FakeClock clock;
    Game game = start_game(kPuzzle, clock);
    CHECK(game.info() == GameInfo{});
    GameInfo info{Level::Expert, 6.6, 42u, 1700000000, std::nullopt};
    game.set_info(info);
    game.restart();
    CHECK(game.info() == info);
    REQUIRE(game.new_game(digits_of(kAlmostSolved)).ok());
    CHECK(game.info() == GameInfo{});
}

TEST_CASE("A lost game takes back its last mistake only when the settings allow it", "[game][game]") {
    FakeClock clock;
    Rules strict;
    strict.mistakes_mode = MistakesMode::Highlight;
    strict.mistake_limit = 1;
    Game game = start_game(kPuzzle, clock, strict);
    play(game, "P6* r1c4");  // right: r1c4 is 6
    CHECK(refusal(game.undo_last_mistake()) == "the game is not lost");
    REQUIRE(game.apply_text("P1 r1c3").ok());  // wrong: r1c3 is 4
    REQUIRE(game.state() == GameState::Lost);
    CHECK(refusal(game.undo_last_mistake()) == "the settings do not allow taking back the last mistake");
    strict.undo_last_mistake = true;
    game.set_rules(strict);
    REQUIRE(game.undo_last_mistake().ok());
    CHECK(game.state() == GameState::Playing);
    CHECK(game.grid().is_empty(c(1, 3)));
    CHECK(game.mistakes_made() == 1);  // it still counts
    CHECK_FALSE(game.can_redo());      // and cannot be redone
    play(game, "P4 r1c3");             // a right digit plays on
    CHECK(game.state() == GameState::Playing);
    REQUIRE(game.apply_text("P7 r1c6").ok());  // wrong again (r1c6 is 8): lost again at once
    CHECK(game.state() == GameState::Lost);
}

TEST_CASE("Giving up ends the game as given up and keeps the player's board", "[game][game][give-up]") {
    FakeClock clock;
    Game game = start_game(kPuzzle, clock);
    play(game, "P4 r1c3");
    clock.advance(1000);

    SECTION("from playing: the clock stops, nothing more is accepted") {
        REQUIRE(game.give_up().ok());
        CHECK(game.state() == GameState::GivenUp);
        clock.advance(5000);
        CHECK(game.elapsed_ms() == 1000);
        CHECK(game.grid().digit(c(1, 3)) == 4);  // the board stays; the UI shows the solution over it
        CHECK(refusal(game.apply_text("P1 r1c4")) == "the game was given up");
        CHECK_FALSE(game.can_undo());
        CHECK(refusal(game.pause()) == "the game was given up");
        CHECK(refusal(game.give_up()) == "the game was given up");
        CHECK_FALSE(game.hint(HintLevel::Technique).ok());
    }
    SECTION("from paused too") {
        REQUIRE(game.pause().ok());
        REQUIRE(game.give_up().ok());
        CHECK(game.state() == GameState::GivenUp);
        CHECK(game.elapsed_ms() == 1000);
    }
    SECTION("restart plays the same puzzle again") {
        REQUIRE(game.give_up().ok());
        game.restart();
        CHECK(game.state() == GameState::Playing);
    }
    SECTION("a loaded game is given up again only while its board is unsolved") {
        REQUIRE(game.restore_state(GameState::GivenUp).ok());
        CHECK(game.state() == GameState::GivenUp);
    }
}
