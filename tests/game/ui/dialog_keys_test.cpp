// Dialogs and the menu bar from the keys alone (#33 point 1), end to end: the game runs headlessly
// with a script of keys, and the test reads the state and the layout it dumps (which names the
// windows open at the end).
#include <catch2/catch.hpp>

#include "tests/game/ui/headless_support.hpp"

using namespace sudoku::test;

namespace {

const std::string kPuzzle = "1.3..6.89.5.7.9..3......4..2..3.5..736...72..89..1.3.5.3..4.9.86.2.7...19..5.1.42";

struct Run {
    ProgramRun run;
    nlohmann::json state, layout;
};

Run play(const TempDir& dir, const std::string& text, const std::string& extra = "") {
    auto dump = dir.path / "dump.json", layout = dir.path / "layout.json";
    std::filesystem::remove(dump);
    std::filesystem::remove(layout);
    Run r;
    r.run = run_program(game("--puzzle " + kPuzzle + " --save-dir " + shell_quote((dir.path / "saves").string()) + " " +
                             extra + " --script " + script(dir, text) + " --dump-state " + shell_quote(dump.string()) +
                             " --dump-layout " + shell_quote(layout.string())));
    if (std::filesystem::exists(dump)) r.state = read_json(dump);
    if (std::filesystem::exists(layout)) r.layout = read_json(layout);
    return r;
}

const nlohmann::json kNone = nlohmann::json::array();

}  // namespace

TEST_CASE("The menu bar is walked from the keys: F10, Left and Right, Enter", "[ui][dialog-keys]") {
    TempDir dir;
    SECTION("F10, then Right on an item without a submenu reaches Help; Enter opens its first item") {
        // Game: New, Daily, Restart. (Right on New or Daily opens their submenus instead.) Help:
        // How to play, Keys, Techniques, About.
        auto r = play(dir, "key F10\nkey Down\nkey Down\nkey Right\nkey Return\n");
        INFO(r.run.output);
        CHECK(r.layout["open"] == nlohmann::json::array({"how-to-play"}));
        CHECK(play(dir, "key F10\nkey Down\nkey Down\nkey Right\nkey Down\nkey Return\n").layout["open"] ==
              nlohmann::json::array({"keys"}));
        CHECK(r.state["history"]["moves"] == kNone);
    }
    SECTION("Left from Game goes round to Help, and Right from Help back to Game") {
        CHECK(play(dir, "key F10\nkey Left\nkey Return\n").layout["open"] == nlohmann::json::array({"how-to-play"}));
        // Game's Restart (New, Daily, Restart) after Help: the question, since a digit is in.
        auto r = play(dir, "key 4\nkey F10\nkey Left\nkey Right\nkey Down\nkey Down\nkey Return\n");
        CHECK(r.layout["open"] == nlohmann::json::array({"confirmation"}));
    }
    SECTION("while entering a puzzle too: F10, Left, Down, Enter opens Keys; F1 as well") {
        CHECK(play(dir, "key Ctrl+Shift+E\nkey F10\nkey Left\nkey Down\nkey Return\n").layout["open"] ==
              nlohmann::json::array({"keys"}));
        CHECK(play(dir, "key Ctrl+Shift+E\nkey F1\n").layout["open"] == nlohmann::json::array({"keys"}));
    }
    SECTION("Esc closes the menu and the board's keys work again") {
        auto r = play(dir, "key F10\nkey Escape\nkey 4\n");
        CHECK(r.layout["open"] == kNone);
        CHECK(r.state["history"]["moves"] == nlohmann::json::array({"P4* r5c5"}));
    }
}

TEST_CASE("The load dialog works from the keys: Up/Down choose, Enter loads, Delete asks", "[ui][dialog-keys]") {
    TempDir dir;
    // The quick-save holds one digit; the autosave (listed first) two.
    REQUIRE(play(dir, "key 4\nkey Ctrl+S\nkey Left\nkey 6\n").run.exit_code == 0);
    const auto quicksave = dir.path / "saves" / "quicksave.json";
    REQUIRE(std::filesystem::exists(quicksave));
    SECTION("Down then Enter loads the second row, the quick-save") {
        auto r = play(dir, "key Ctrl+O\nkey Down\nkey Return\n", "--level easy --seed 3");
        INFO(r.run.output);
        CHECK(r.layout["open"] == kNone);
        CHECK(r.state["history"]["moves"] == nlohmann::json::array({"P4* r5c5"}));
    }
    SECTION("Enter on the first row loads the autosave") {
        auto r = play(dir, "key Ctrl+O\nkey Down\nkey Up\nkey Return\n", "--level easy --seed 3");
        CHECK(r.state["history"]["moves"] == nlohmann::json::array({"P4* r5c5", "P6* r5c4"}));
    }
    SECTION("Delete asks; Enter keeps the save, Y deletes it") {
        auto kept = play(dir, "key Ctrl+O\nkey Down\nkey Delete\nkey Return\n");
        CHECK(kept.layout["open"] == nlohmann::json::array({"load"}));
        CHECK(std::filesystem::exists(quicksave));
        auto asked = play(dir, "key Ctrl+O\nkey Down\nkey Delete\n");
        CHECK(asked.layout["open"] == nlohmann::json::array({"load", "confirmation"}));
        play(dir, "key Ctrl+O\nkey Down\nkey Delete\nkey y\n");
        CHECK_FALSE(std::filesystem::exists(quicksave));
    }
}

TEST_CASE("Keys typed while a dialog is open leave the board alone", "[ui][dialog-keys]") {
    TempDir dir;
    const std::pair<const char*, const char*> dialogs[] = {
        {"key Ctrl+,\n", "settings"}, {"key Ctrl+O\n", "load"},
        {"key F1\n", "keys"},         {"key Ctrl+I\n", "import"},
        {"key Ctrl+P\n", "print"},    {"key F10\nkey Left\nkey Down\nkey Down\nkey Down\nkey Return\n", "about"},
        {"key Ctrl+E\n", "share"},    {"key F10\nkey Up\nkey Up\nkey Return\n", "statistics"},
    };
    for (const auto& [open, name] : dialogs) {
        INFO(name);
        auto r = play(dir, std::string(open) + "key 5\nkey Left\nkey 7\nkey n\nkey h\nkey Ctrl+Z\n");
        INFO(r.run.output);
        CHECK(r.layout["open"] == nlohmann::json::array({name}));
        CHECK(r.state["history"]["moves"] == kNone);
        CHECK(r.state["board"]["digits"] == kPuzzle);
    }
}

TEST_CASE("A question is answered from the keys: the arrows choose a button, Enter presses it", "[ui][dialog-keys]") {
    TempDir dir;
    SECTION("the question before a new game: Enter keeps playing, Right then Enter goes ahead") {
        auto kept = play(dir, "key 4\nkey Ctrl+N\nkey Return\n");
        CHECK(kept.state["puzzle"]["givens"] == kPuzzle);
        CHECK(kept.state["history"]["moves"] == nlohmann::json::array({"P4* r5c5"}));
        auto left = play(dir, "key 4\nkey Ctrl+N\nkey Right\nkey Return\n");
        CHECK(left.layout["open"] == kNone);
        CHECK(left.state["puzzle"]["givens"] != kPuzzle);
        CHECK(left.state["history"]["moves"] == kNone);
    }
    SECTION("the resume question at start: Enter resumes, Right then Enter starts a new game") {
        REQUIRE(play(dir, "key 4\nwait 2\n").run.exit_code == 0);
        auto start = [&](const std::string& text) {
            auto dump = dir.path / "second.json";
            auto run =
                run_program(game("--save-dir " + shell_quote((dir.path / "saves").string()) + " --script " +
                                 script(dir, text, "second.txt") + " --dump-state " + shell_quote(dump.string())));
            INFO(run.output);
            REQUIRE(run.exit_code == 0);
            return read_json(dump);
        };
        auto resumed = start("key Return\n");
        CHECK(resumed["puzzle"]["givens"] == kPuzzle);
        CHECK(resumed["history"]["moves"] == nlohmann::json::array({"P4* r5c5"}));
        auto fresh = start("key Right\nkey Return\n");
        CHECK(fresh["puzzle"]["givens"] != kPuzzle);
    }
}

TEST_CASE("Settings work from the keys: Down chooses a setting, Enter or Space toggles it", "[ui][dialog-keys]") {
    TempDir dir;
    // The window opens at its Play tab: Down goes to its second row ("Show mistakes") and Up back
    // to the first ("Show conflicts"). Space toggles a check box as Enter does.
    const char* toggle = GENERATE("Return", "Space");
    auto r = play(dir, std::string("key Ctrl+,\nkey Down\nkey Up\nkey ") + toggle + "\nkey Escape\n");
    CHECK(r.layout["open"] == kNone);
    const auto settings = read_json(dir.path / "saves" / "settings.json");
    CHECK(settings["show_conflicts"] == false);
    CHECK(settings["mistakes_mode"] == "off");
    CHECK(r.state["history"]["moves"] == kNone);
}
