// Property tests of the history: whatever moves are made, undo returns to the start, redo to the
// end, and replaying the move texts rebuilds the same game.
#include <catch2/catch.hpp>

#include "fixtures.hpp"

#include "engine/model/random.hpp"

using namespace sudoku;
using namespace sudoku::game;
using namespace sudoku::game::testing;

namespace {

// Draws from the project's Random, whose sequence is specified: the same seeds make the same moves
// with every compiler and standard library (std::uniform_int_distribution's do not).
struct MoveMaker {
    Random rng;

    int pick(int n) { return int(rng.below(std::uint32_t(n))); }
    int digit() { return 1 + pick(kDigits); }

    // 1 to 3 cells from the player's cells, or only the empty ones for note moves.
    std::vector<int> cells(const Game& game, bool empty_only) {
        std::vector<int> pool;
        for (int cell = 0; cell < kCells; ++cell)
            if (!game.grid().is_given(cell) && (!empty_only || game.grid().is_empty(cell))) pool.push_back(cell);
        std::vector<int> out;
        if (pool.empty()) return out;
        for (int n = 1 + pick(3); n > 0; --n) out.push_back(pool[std::size_t(pick(int(pool.size())))]);
        return out;
    }

    // Each draw in a statement of its own: the order in which a call's arguments are evaluated is
    // unspecified (gcc and clang differ), and the sequence must be the same everywhere.
    Move next(const Game& game) {
        switch (pick(8)) {
            case 0:
            case 1: {
                std::vector<int> where = cells(game, false);
                const int d = digit();
                const bool notes = pick(2) == 1;
                return Move::place(where, d, notes);
            }
            case 2:
                return Move::erase(cells(game, false));
            case 3: {
                std::vector<int> where = cells(game, true);
                return Move::toggle_note(where, digit());
            }
            case 4: {
                std::vector<int> where = cells(game, true);
                return Move::set_notes(where, DigitMask(pick(kAllDigits + 1)));
            }
            case 5:
                return pick(4) == 0 ? Move::auto_notes() : Move::auto_notes(cells(game, true));
            case 6:
                return pick(4) == 0 ? Move::clear_notes() : Move::clear_notes(cells(game, true));
            default: {
                std::vector<Candidate> placements, eliminations;
                for (int cell : cells(game, true)) {
                    if (pick(3) == 0)
                        placements.push_back({std::uint8_t(cell), std::uint8_t(digit())});
                    else
                        eliminations.push_back({std::uint8_t(cell), std::uint8_t(digit())});
                }
                return Move::apply_step(placements, eliminations, pick(2) == 1);
            }
        }
    }
};

}  // namespace

TEST_CASE("Any random sequence of moves undoes to the start and redoes to the same end", "[game][property]") {
    constexpr int kSequences = 200;
    constexpr int kMovesPerSequence = 50;
    FakeClock clock;
    const Digits puzzle = digits_of(kPuzzle);
    for (int seed = 1; seed <= kSequences; ++seed) {
        CAPTURE(seed);
        MoveMaker maker{Random(std::uint64_t(seed))};
        Game game = start_game(kPuzzle, clock);
        const game::Board start = game.board();
        std::vector<std::string> texts;
        for (int attempt = 0; int(texts.size()) < kMovesPerSequence && attempt < 20 * kMovesPerSequence; ++attempt) {
            Move move = maker.next(game);
            std::string text = to_text(move);
            auto parsed = parse_move(text);
            REQUIRE(parsed.ok());
            REQUIRE(parsed.value() == move);
            if (game.apply(move).ok()) texts.push_back(text);
        }
        REQUIRE(int(texts.size()) == kMovesPerSequence);
        REQUIRE(game.state() == GameState::Playing);
        const game::Board end = game.board();

        for (std::size_t i = 0; i < texts.size(); ++i) REQUIRE(game.undo().ok());
        REQUIRE(game.board() == start);
        REQUIRE_FALSE(game.can_undo());
        for (std::size_t i = 0; i < texts.size(); ++i) REQUIRE(game.redo().ok());
        REQUIRE(game.board() == end);
        REQUIRE_FALSE(game.can_redo());

        auto replayed = Game::replay(puzzle, texts, int(texts.size()), clock.clock());
        REQUIRE(replayed.ok());
        REQUIRE(replayed.value().board() == end);
    }
}

TEST_CASE("Undo redo and branch returns in random order keep the board and history in step", "[game][property]") {
    // The board must always equal the result of replaying the history up to its position.
    FakeClock clock;
    const Digits puzzle = digits_of(kPuzzle);
    int total_moves = 0, total_marks = 0;
    for (int seed = 1; seed <= 50; ++seed) {
        CAPTURE(seed);
        MoveMaker maker{Random(std::uint64_t(seed))};
        Game game = start_game(kPuzzle, clock);
        for (int action = 0; action < 60; ++action) {
            switch (maker.pick(6)) {
                case 0:
                    (void)game.undo();
                    break;
                case 1:
                    (void)game.redo();
                    break;
                case 2:
                    (void)game.mark();
                    break;
                case 3:
                    (void)game.return_to_mark();
                    break;
                default:
                    (void)game.apply(maker.next(game));
                    break;
            }
            if (game.state() != GameState::Playing) break;
        }
        std::vector<std::string> texts;
        for (const HistoryEntry& entry : game.history().entries()) texts.push_back(to_text(entry.move));
        auto replayed = Game::replay(puzzle, texts, game.history().position(), clock.clock());
        REQUIRE(replayed.ok());
        REQUIRE(replayed.value().board() == game.board());
        for (int mark : game.marks()) REQUIRE(mark <= game.history().position());
        total_moves += game.history().position();
        total_marks += int(game.marks().size());
    }
    // The random actions did exercise the history rather than being refused (248 moves kept for
    // these seeds; a game that refused the moves would keep none).
    CHECK(total_moves > 200);
    CHECK(total_marks > 10);
}
