// A new puzzle made on a worker thread (game/ui/app.hpp, PendingPuzzle): the window keeps drawing
// while a slow level is made, the game starts when the puzzle arrives, and Esc abandons it
// without touching the game on screen.
#include <catch2/catch.hpp>

#include <SDL.h>

#include "engine/constraints/shape.hpp"
#include "game/ui/app.hpp"

using namespace sudoku;
using namespace sudoku::ui;

namespace {

SDL_Event key_down(SDL_Keycode key) {
    SDL_Event event{};
    event.type = SDL_KEYDOWN;
    event.key.keysym.sym = key;
    return event;
}

// An App as the window sets it up, without the window: a clock for the game's timer.
void set_up(App& app) {
    app.clock = [] { return std::int64_t(0); };
}

ShapeParams killer() {
    return parse_shape_params("3x3k").value();
}

}  // namespace

TEST_CASE("A slow new puzzle arrives later and starts its game then", "[ui][pending]") {
    App app;
    set_up(app);
    app.pending_blink_ms = 0;  // do not wait at all: the puzzle is surely still on its way
    app.session.shape_params = killer();
    app.start_new_game(Level::Hard, 5);
    REQUIRE(app.pending.has_value());
    CHECK_FALSE(app.session.game.has_value());
    // While it is on the way, keys do not play; the game arrives with poll_pending.
    handle_event(app, key_down(SDLK_5));
    CHECK(app.poll_pending(-1));
    CHECK_FALSE(app.pending.has_value());
    REQUIRE(app.session.game.has_value());
    CHECK(app.session.game->shape().is_killer());
    CHECK(app.session.game->info().seed == 5);
    // The same seed made at once gives the same puzzle.
    App direct;
    set_up(direct);
    direct.wait_for_puzzles = true;
    direct.session.shape_params = killer();
    direct.start_new_game(Level::Hard, 5);
    REQUIRE(direct.session.game.has_value());
    CHECK(direct.session.game->grid().givens() == app.session.game->grid().givens());
    CHECK(direct.session.game->shape().cages() == app.session.game->shape().cages());
    app.join_workers();
    direct.join_workers();
}

TEST_CASE("Esc abandons a puzzle on its way and the game on screen stays", "[ui][pending]") {
    App app;
    set_up(app);
    app.wait_for_puzzles = true;
    app.session.shape_params = parse_shape_params("2x3").value();
    app.start_new_game(Level::Easy, 1);
    REQUIRE(app.session.game.has_value());
    const ShapeDigits before = app.session.game->grid().givens();

    app.wait_for_puzzles = false;
    app.pending_blink_ms = 0;
    app.session.shape_params = killer();
    app.start_new_game(Level::Hard, 5);
    REQUIRE(app.pending.has_value());
    handle_event(app, key_down(SDLK_ESCAPE));
    CHECK_FALSE(app.pending.has_value());
    app.join_workers();  // the abandoned worker ends; its puzzle is never shown
    CHECK_FALSE(app.poll_pending(0));
    REQUIRE(app.session.game.has_value());
    CHECK(app.session.game->shape().side() == 6);
    CHECK(app.session.game->grid().givens() == before);
}
