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
#include "i18n/i18n.hpp"

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

TEST_CASE("The side panel's tooltips name the key table's keys", "[ui][keys][i18n]") {
    // Each tooltip names every key the table binds to its actions (not the keypad's twins), in
    // English and in Chinese, where Space is 空格 and the keys are joined by 或 (#33 point 9).
    auto table_keys = [](PanelTip tip, bool sudokupad, const std::string& space) {
        std::vector<std::string> keys;
        for (KeyAction action : panel_tip_actions(tip, sudokupad))
            for (const KeyRow& row : key_rows())
                for (const KeyBinding& b : row.bindings) {
                    if (b.action != action || (b.key >= SDLK_KP_DIVIDE && b.key <= SDLK_KP_PERIOD)) continue;
                    std::string label = b.mods & kCtrl ? "Ctrl+" : "";
                    if (b.mods & kShift) label += "Shift+";
                    label += b.key == SDLK_SPACE ? space : std::string(SDL_GetKeyName(b.key));
                    keys.push_back(label);
                }
        return keys;
    };
    for (const bool sudokupad : {false, true})
        for (int t = 0; t < int(PanelTip::Count); ++t) {
            const auto tip = PanelTip(t);
            const std::string english = panel_tooltip(tip, sudokupad);
            const auto keys = table_keys(tip, sudokupad, "Space");
            CAPTURE(t, sudokupad, english);
            CHECK_FALSE(keys.empty());
            for (const std::string& key : keys) CHECK_THAT(english, Catch::Contains(key));
        }
    CHECK(panel_tooltip(PanelTip::Redo, false) == "Redo (Ctrl+Y or Ctrl+Shift+Z)");
    CHECK(panel_tooltip(PanelTip::Pause, false) == "Pause the game and hide the board (Space or P)");
    CHECK(panel_tooltip(PanelTip::Erase, false) == "Erase the selected cell (0, Delete or Backspace)");
    CHECK(panel_tooltip(PanelTip::ModeCentre, false) == "Centre marks in the middle of the cell (M)");
    CHECK(panel_tooltip(PanelTip::ModeCentre, true) == "Centre marks in the middle of the cell (C or M)");
    CHECK(panel_tooltip(PanelTip::Check, false) ==
          "Count the wrong digits and mark them on the board (C in the classic key scheme, Shift+C in both; also in "
          "the Game menu)");
    REQUIRE(i18n::set_language("zh_CN"));
    for (int t = 0; t < int(PanelTip::Count); ++t) {
        const std::string chinese = panel_tooltip(PanelTip(t), true);
        CAPTURE(t, chinese);
        CHECK_THAT(chinese, !Catch::Contains("Space") && !Catch::Contains(" or "));
        for (const std::string& key : table_keys(PanelTip(t), true, "空格")) CHECK_THAT(chinese, Catch::Contains(key));
    }
    CHECK(panel_tooltip(PanelTip::Resume, false) == "继续游戏（空格 或 P）");
    CHECK(panel_tooltip(PanelTip::Erase, false) == "擦除选中的格（0、Delete 或 Backspace）");
    i18n::set_language("en");
}
