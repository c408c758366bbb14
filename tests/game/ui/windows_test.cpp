// The windows' one list (game/ui/windows.hpp): names as --dump-layout prints them, what counts as
// a dialog open, and the one Esc rule.
#include <catch2/catch.hpp>

#include <SDL.h>

#include <set>
#include <string>

#include "game/ui/app.hpp"
#include "game/ui/windows.hpp"

using namespace sudoku;
using namespace sudoku::ui;

namespace {

void press(App& app, SDL_Keycode key) {
    SDL_Event event{};
    event.type = SDL_KEYDOWN;
    event.key.keysym.sym = key;
    handle_event(app, event);
}

}  // namespace

TEST_CASE("Every window has its own name, the one --dump-layout lists", "[windows]") {
    std::set<std::string> names;
    for (std::size_t w = 0; w < kWindowCount; ++w) names.insert(window_info(WindowId(w)).name);
    CHECK(names.size() == kWindowCount);
    CHECK(std::string(window_info(WindowId::Keys).name) == "keys");
    CHECK(std::string(window_info(WindowId::HowToPlay).name) == "how-to-play");
    CHECK(std::string(window_info(WindowId::Techniques).name) == "techniques");
    CHECK(std::string(window_info(WindowId::Welcome).name) == "welcome");
}

TEST_CASE("A dialog is open while any window is, or a question", "[windows]") {
    App app;
    CHECK_FALSE(app.dialog_open());
    for (std::size_t w = 0; w < kWindowCount; ++w) {
        CAPTURE(window_info(WindowId(w)).name);
        app.windows[WindowId(w)] = true;
        CHECK(app.windows.any_open());
        CHECK(app.dialog_open());
        app.windows[WindowId(w)] = false;
        CHECK_FALSE(app.dialog_open());
    }
    app.confirmation = Confirmation{};
    CHECK(app.dialog_open());
}

TEST_CASE("Esc closes the windows whose rule is Close, all at once, and the others take Esc themselves", "[windows]") {
    Windows windows;
    for (std::size_t w = 0; w < kWindowCount; ++w) windows[WindowId(w)] = WindowId(w) != WindowId::Resume;
    windows.escape();
    for (std::size_t w = 0; w < kWindowCount; ++w) {
        CAPTURE(window_info(WindowId(w)).name);
        CHECK(windows[WindowId(w)] == (window_info(WindowId(w)).escape == OnEscape::Answers));
    }
    CHECK(windows[WindowId::HowToPlay]);
    CHECK(windows[WindowId::Welcome]);
    CHECK_FALSE(windows[WindowId::Settings]);
    CHECK_FALSE(windows[WindowId::Print]);
}

TEST_CASE("While the resume question is open Esc answers it and closes nothing else", "[windows]") {
    Windows windows;
    windows[WindowId::Resume] = true;
    windows[WindowId::Keys] = true;
    windows.escape();
    CHECK(windows[WindowId::Resume]);
    CHECK(windows[WindowId::Keys]);
    windows[WindowId::Resume] = false;
    windows.escape();
    CHECK_FALSE(windows[WindowId::Keys]);
}

TEST_CASE("Esc from the keys closes the windows, unless a question waits", "[windows]") {
    App app;
    app.windows[WindowId::Statistics] = true;
    app.windows[WindowId::Techniques] = true;
    app.confirmation = Confirmation{};
    press(app, SDLK_ESCAPE);  // the question answers Esc itself (keep playing): the windows stay
    CHECK(app.windows[WindowId::Statistics]);
    app.confirmation.reset();
    press(app, SDLK_ESCAPE);
    CHECK_FALSE(app.windows[WindowId::Statistics]);
    CHECK_FALSE(app.windows[WindowId::Techniques]);
    CHECK_FALSE(app.dialog_open());
}
