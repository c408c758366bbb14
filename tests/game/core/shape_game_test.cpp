// The game core on every shape: moves in the shape's names (r10c12, symbols A-G), conflicts over
// every house (diagonals, windows, jigsaw regions), notes, hints and winning.
#include <catch2/catch.hpp>

#include "engine/constraints/rules.hpp"
#include "fixtures.hpp"
#include "shape_fixtures.hpp"

using namespace sudoku;
using namespace sudoku::game;
using namespace sudoku::game::testing;

namespace {

Game start_shape(const ShapeFixture& f, const FakeClock& clock) {
    auto game = Game::start(fixture_shape(f), fixture_givens(f), clock.clock());
    INFO((game.ok() ? std::string() : game.error().message));
    REQUIRE(game.ok());
    return std::move(game).value();
}

std::string place_text(const Shape& shape, int cell, int symbol) {
    std::string text = "P";
    text += symbol_char(symbol);
    text += ' ';
    text += shape.cell_name(cell);
    return text;
}

}  // namespace

TEST_CASE("Every shape plays: moves in its own names, conflicts over all its houses, notes", "[game][shape]") {
    for (const ShapeFixture& f : shape_fixtures()) {
        CAPTURE(f.name);
        FakeClock clock;
        Game game = start_shape(f, clock);
        const Shape& shape = game.shape();
        REQUIRE(shape.params_name() == f.params);
        REQUIRE(game.cell_count() == shape.side() * shape.side());
        CHECK(is_solution_of(shape, fixture_givens(f), game.solution()));

        // The last empty cell in reading order (r16c.. on 16x16): its solution symbol, by text.
        int last = -1;
        for (int cell = 0; cell < game.cell_count(); ++cell)
            if (game.grid().is_empty(cell)) last = cell;
        REQUIRE(last >= 0);
        const int right = game.solution()[std::size_t(last)];
        const std::string text = place_text(shape, last, right);
        REQUIRE(game.apply_text(text).ok());
        CHECK(game.grid().digit(last) == right);
        CHECK(game.move_text(game.history().entries().back().move) == text);
        CHECK(game.mistakes().none());

        // A symbol a peer already holds: both cells conflict, and it is a mistake.
        int wrong_cell = -1, peer = -1;
        for (int cell = 0; cell < game.cell_count() && wrong_cell < 0; ++cell) {
            if (!game.grid().is_empty(cell)) continue;
            for (int p : shape.peers(cell))
                if (game.grid().digit(p) != 0 && game.grid().digit(p) != game.solution()[std::size_t(cell)]) {
                    wrong_cell = cell, peer = p;
                    break;
                }
        }
        REQUIRE(wrong_cell >= 0);
        REQUIRE(game.apply_text(place_text(shape, wrong_cell, game.grid().digit(peer))).ok());
        CHECK(game.conflicts()[std::size_t(wrong_cell)]);
        CHECK(game.conflicts()[std::size_t(peer)]);
        CHECK(game.mistakes()[std::size_t(wrong_cell)]);
        CHECK(game.mistakes_made() == 1);
        REQUIRE(game.undo().ok());
        CHECK(game.conflicts().none());

        // Notes of the first and the last symbol ("N1G" on 16x16, "N14" on 4x4).
        std::string notes = "N1";
        notes += symbol_char(shape.side());
        notes += ' ';
        notes += shape.cell_name(wrong_cell);
        REQUIRE(game.apply_text(notes).ok());
        CHECK(game.notes(wrong_cell) == (digit_bit(1) | digit_bit(shape.side())));
        CHECK(game.move_text(game.history().entries().back().move) == notes);
        // Auto-notes write the shape's candidates: never a symbol above n.
        REQUIRE(game.apply_text("A").ok());
        for (int cell = 0; cell < game.cell_count(); ++cell) CHECK((game.notes(cell) & ~shape.all_symbols()) == 0);
        CHECK(game.notes(wrong_cell) == candidates_of(shape, game.grid().digits(), wrong_cell));
        // A symbol above n is refused by name.
        auto refused = game.apply_text(place_text(shape, wrong_cell, shape.side() + (shape.side() < 16 ? 1 : 0)));
        if (shape.side() < 16) CHECK_FALSE(refused.ok());
    }
}

TEST_CASE("Every shape's hints solve a nearly solved board to a win", "[game][shape][hint]") {
    for (const ShapeFixture& f : shape_fixtures()) {
        CAPTURE(f.name);
        FakeClock clock;
        const Game full = start_shape(f, clock);
        // The solution with every cell of the first row and a few more blanked: singles finish it.
        ShapeDigits near = full.solution();
        const int n = full.shape().side();
        for (int col = 0; col < n; ++col) near[std::size_t(col)] = 0;
        for (int i = 1; i < n; ++i) near[std::size_t(i * n + (i * 3) % n)] = 0;
        auto started = Game::start(full.shape_ptr(), near, clock.clock());
        REQUIRE(started.ok());
        Game game = std::move(started).value();
        auto first = game.hint(HintLevel::Technique);
        REQUIRE(first.ok());
        REQUIRE(first.value().step);
        CHECK_FALSE(first.value().text.empty());
        // No 9x9 names on other boards: the cells named exist on this board.
        int guard = 0;
        while (game.state() == GameState::Playing && guard++ < 2 * n * n) {
            auto hint = game.hint(HintLevel::Apply);
            INFO((hint.ok() ? hint.value().text : hint.error().message));
            REQUIRE(hint.ok());
            CHECK(hint.value().applied);
        }
        CHECK(game.state() == GameState::Won);
        CHECK(game.grid().digits() == game.solution());
    }
}

TEST_CASE("Moves name cells up to r16c16 and symbols up to G on big boards", "[game][move][shape]") {
    auto placed = parse_move("PA r10c12", 16);
    REQUIRE(placed.ok());
    CHECK(placed.value().digit == 10);
    CHECK(placed.value().cells == std::vector<int>{9 * 16 + 11});
    CHECK(to_text(placed.value(), 16) == "PA r10c12");

    auto notes = parse_move("N1AG r16c16,r1c1", 16);
    REQUIRE_FALSE(notes.ok());  // cells ascend
    notes = parse_move("N1AG r1c1,r16c16", 16);
    REQUIRE(notes.ok());
    CHECK(notes.value().notes == (digit_bit(1) | digit_bit(10) | digit_bit(16)));
    CHECK(to_text(notes.value(), 16) == "N1AG r1c1,r16c16");

    auto step = parse_move("H r12c3=C r2c2<>B", 12);
    REQUIRE(step.ok());
    CHECK(to_text(step.value(), 12) == "H r12c3=C r2c2<>B");

    // The same cell index is another name on another side: r2c1 on 6x6 is cell 6.
    CHECK(to_text(Move::place({6}, 5, false), 6) == "P5 r2c1");
    CHECK(to_text(Move::place({6}, 5, false)) == "P5 r1c7");

    auto [text, side, column, message] = GENERATE(table<std::string, int, int, std::string>({
        {"PA r1c1", 9, 2, "'A': expected a digit 1-9"},
        {"P7 r1c1", 6, 2, "'7': expected a symbol 1-6"},
        {"PH r1c1", 16, 2, "'H': expected a symbol 1-9 or A-G"},
        {"Pa r1c1", 16, 2, "'a': expected a symbol 1-9 or A-G"},
        {"P1 r17c1", 16, 5, "17 is off the board: expected a number 1-16"},
        {"P1 r10c1", 9, 6, "'0': expected 'c' and a column 1-9"},
        {"P1 r1c7", 6, 7, "'7': expected a number 1-6"},
        {"N1G1 r1c1", 16, 4, "note 1 is out of order (notes ascend)"},
    }));
    CAPTURE(text, side);
    auto parsed = parse_move(text, side);
    REQUIRE_FALSE(parsed.ok());
    CHECK(parsed.error().column == column);
    CHECK(parsed.error().message == message);
}

TEST_CASE("A shaped game refuses givens of the wrong size or symbols above its side", "[game][shape]") {
    FakeClock clock;
    auto six = Shape::from_params(parse_shape_params("2x3").value()).value();
    auto short_line = Game::start(six, ShapeDigits(35, 0), clock.clock());
    REQUIRE_FALSE(short_line.ok());
    CHECK(short_line.error().message == "the puzzle has 35 cells; a 6x6 board has 36");
    ShapeDigits seven(36, 0);
    seven[0] = 7;
    auto above = Game::start(six, seven, clock.clock());
    REQUIRE_FALSE(above.ok());
    CHECK(above.error().message == "the puzzle holds a value that is not a symbol of a 6x6 board (1-6)");
    auto empty = Game::start(six, ShapeDigits(36, 0), clock.clock());
    REQUIRE_FALSE(empty.ok());
    CHECK(empty.error().message == "the puzzle has more than one solution");
}
