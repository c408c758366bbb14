// The one key-binding table (game/ui/key_bindings.hpp): the handler dispatches through it, Help >
// Keys and the menu show it, and the README's key table is made from it.
#include <catch2/catch.hpp>

#include <SDL.h>

#include <fstream>
#include <set>
#include <sstream>
#include <tuple>

#include "game/ui/app.hpp"
#include "game/ui/key_bindings.hpp"

using namespace sudoku;
using namespace sudoku::ui;

namespace {

SDL_Event key_down(SDL_Keycode key, Uint16 mod = KMOD_NONE) {
    SDL_Event event{};
    event.type = SDL_KEYDOWN;
    event.key.keysym.sym = key;
    event.key.keysym.mod = mod;
    return event;
}

std::string readme_key_table() {
    std::ifstream in(std::string(SUDOKU_SOURCE_DIR) + "/README.md");
    std::stringstream text;
    text << in.rdbuf();
    const std::string s = text.str();
    const std::string begin = "<!-- keys: made from game/ui/key_bindings.cpp -->\n", end = "<!-- keys end -->";
    const auto b = s.find(begin);
    const auto e = s.find(end);
    if (b == std::string::npos || e == std::string::npos || e < b) return {};
    return s.substr(b + begin.size(), e - b - begin.size());
}

}  // namespace

TEST_CASE("The README's key table is the key-binding table", "[ui][keys]") {
    INFO("The table the README should hold:\n" << keys_markdown());
    CHECK(readme_key_table() == keys_markdown());
}

TEST_CASE("Every action has a key and no key does two things", "[ui][keys]") {
    std::set<KeyAction> bound;
    std::set<std::tuple<int, unsigned, int>> seen;
    for (const KeyRow& row : key_rows())
        for (const KeyBinding& b : row.bindings) {
            bound.insert(b.action);
            for (const KeyWhen when : {KeyWhen::Play, KeyWhen::Edit}) {
                if (!(unsigned(b.when) & unsigned(when))) continue;
                INFO(row.keys << ": key " << b.key << " mods " << b.mods);
                CHECK(seen.insert({b.key, b.mods, int(when)}).second);
            }
        }
    CHECK(bound.size() == std::size_t(KeyAction::Count));
}

TEST_CASE("The menu's shortcuts come from the key table", "[ui][keys]") {
    CHECK(shortcut_label(KeyAction::Restart) == "Ctrl+R");
    CHECK(shortcut_label(KeyAction::Rewind) == "Shift+R");
    CHECK(shortcut_label(KeyAction::Settings) == "Ctrl+,");
    CHECK(shortcut_label(KeyAction::EnterPuzzle) == "Ctrl+Shift+E");
    CHECK(shortcut_label(KeyAction::Help) == "F1");
    CHECK(shortcut_label(KeyAction::CheckOrCentre) == "C");
}

TEST_CASE("Keys reach their actions through the table", "[ui][keys]") {
    App app;
    app.clock = [] { return std::int64_t(0); };
    app.start_new_game(Level::Easy, 1);
    REQUIRE(app.session.game);
    const int start = app.selected;
    handle_event(app, key_down(SDLK_RIGHT));
    CHECK(app.selected == start + 1);
    handle_event(app, key_down(SDLK_w, KMOD_LSHIFT));  // Shift+W moves as W does
    CHECK(app.selected == start + 1 - 9);
    handle_event(app, key_down(SDLK_n));
    CHECK(app.notes_mode);
    handle_event(app, key_down(SDLK_F10));
    CHECK(app.open_menu);
    handle_event(app, key_down(SDLK_F1));
    CHECK(app.windows[WindowId::Keys]);
    handle_event(app, key_down(SDLK_n));  // a window is open: the board's keys wait
    CHECK(app.notes_mode);
    handle_event(app, key_down(SDLK_ESCAPE));
    CHECK_FALSE(app.windows[WindowId::Keys]);
    handle_event(app, key_down(SDLK_b, KMOD_LALT));  // Alt+B: the bivalue filter, not a mark
    CHECK(app.filter == -1);
    CHECK(app.session.game->marks().empty());
}
