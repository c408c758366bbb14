// The players' aids of issue #33 (point 6), end to end: the game runs headlessly in its own
// process with a script, as a player would play it, and the test reads what it leaves (the dumped
// state, the statistics and settings files, the PNG it renders at the places --dump-layout gives).
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>

#include "tests/support/png_image.hpp"

#include "engine/generate/generator.hpp"
#include "game/ui/theme.hpp"
#include "tests/game/ui/headless_support.hpp"

using namespace sudoku::test;
using sudoku::ui::kLightTheme;

namespace {

// An easy puzzle. r1c2 is blank (its solution is 2; 4 is a wrong digit that breaks no rule
// there); r5c5 is blank and its solution is 9.
const std::string kPuzzle = "1.3..6.89.5.7.9..3......4..2..3.5..736...72..89..1.3.5.3..4.9.86.2.7...19..5.1.42";

// F10 opens the Game menu at New; Down goes over Daily, Restart, Practice, Check, Auto-notes,
// Mark branch, (Return to mark: disabled without a mark), Rewind, Every step now to Give up.
const std::string kOpenGiveUp = "key F10\n" + [] {
    std::string downs;
    for (int i = 0; i < 9; ++i) downs += "key Down\n";
    return downs;
}() + "key Return\n";

// The pixel rectangle of a 9x9 board's cell (1-based) from a --dump-layout file.
struct CellRect {
    int x = 0, y = 0, size = 0;
};
CellRect cell_rect(const nlohmann::json& layout, int row, int col) {
    const int thin = layout["board"]["thin"], thick = layout["board"]["thick"], cell = layout["board"]["cell"];
    auto offset = [&](int i) {
        int pos = 0;
        for (int k = 0; k < i; ++k) pos += (k % 3 == 0 ? thick : thin) + cell;
        return pos + (i % 3 == 0 ? thick : thin);
    };
    return {int(layout["board"]["x"]) + offset(col - 1), int(layout["board"]["y"]) + offset(row - 1), cell};
}
int count(const Image& image, const CellRect& r, std::uint32_t colour) {
    int n = 0;
    for (int y = r.y; y < r.y + r.size; ++y)
        for (int x = r.x; x < r.x + r.size; ++x) n += image.at(x, y) == colour;
    return n;
}

struct Run {
    ProgramRun run;
    nlohmann::json state;
};

Run play(const TempDir& dir, const std::string& text, const std::string& extra) {
    const auto dump = dir.path / "dump.json";
    std::filesystem::remove(dump);
    Run r;
    r.run = run_program(game("--size 1024x768 --save-dir " + shell_quote((dir.path / "saves").string()) + " --script " +
                             script(dir, text) + " --dump-state " + shell_quote(dump.string()) + " " + extra));
    if (std::filesystem::exists(dump)) r.state = read_json(dump);
    return r;
}

}  // namespace

TEST_CASE("Give up asks first, then shows the solution and counts the game as given up", "[ui][give-up]") {
    TempDir dir;
    // 9 at r5c5 (right), 4 at r1c2 (wrong), back to r5c5; then Game > Give up.
    const std::string moves =
        "key 9\nkey Up\nkey Up\nkey Up\nkey Up\nkey Left\nkey Left\nkey Left\nkey 4\n"
        "key Down\nkey Down\nkey Down\nkey Down\nkey Right\nkey Right\nkey Right\n";
    const std::string puzzle = "--puzzle " + kPuzzle;

    SECTION("Enter keeps playing") {
        auto kept = play(dir, moves + kOpenGiveUp + "key Return\nkey Left\nkey 6\n", puzzle);
        INFO(kept.run.output);
        REQUIRE(kept.run.exit_code == 0);
        CHECK(kept.state["state"] == "Playing");
        CHECK(kept.state["history"]["moves"].size() == 3);  // and the game plays on
    }
    SECTION("Y gives up: the solution on the board, the game over, given up in the statistics") {
        const auto png = dir.path / "given-up.png", layout = dir.path / "layout.json";
        auto given = play(
            dir, moves + kOpenGiveUp + "key y\nkey Left\nkey 6\n",
            puzzle + " --screenshot " + shell_quote(png.string()) + " --dump-layout " + shell_quote(layout.string()));
        INFO(given.run.output);
        REQUIRE(given.run.exit_code == 0);
        CHECK(given.state["state"] == "GivenUp");
        CHECK(given.state["history"]["moves"].size() == 2);  // no move after giving up
        const auto stats = read_json(dir.path / "saves" / "statistics.json");
        CHECK(stats["levels"]["Easy"]["games_started"] == 1);
        CHECK(stats["levels"]["Easy"]["games_given_up"] == 1);
        CHECK(stats["levels"]["Easy"]["games_abandoned"] == 0);
        CHECK(stats["levels"]["Easy"]["games_won"] == 0);
        CHECK(read_json(dir.path / "saves" / "autosave.json")["state"] == "GivenUp");

        // The board: the solution's digits in the revealed colour where the player had none or a
        // wrong one; the player's right digit and the givens as they were.
        const Image image = load_png(png);
        const auto l = read_json(layout);
        const auto& t = kLightTheme;
        CHECK(count(image, cell_rect(l, 1, 2), t.hint_cause) > 20);  // the wrong 4: its 2 instead
        CHECK(count(image, cell_rect(l, 1, 4), t.hint_cause) > 20);  // a blank: its 4
        CHECK(count(image, cell_rect(l, 5, 5), t.hint_cause) == 0);  // the player's 9 stays
        CHECK(count(image, cell_rect(l, 5, 5), t.player_digit) > 20);
        CHECK(count(image, cell_rect(l, 1, 1), t.hint_cause) == 0);     // a given
        CHECK(count(image, cell_rect(l, 1, 2), t.flagged_digit) == 0);  // the wrong digit is no longer shown

        SECTION("the next start does not offer it for resuming") {
            auto next = play(dir, "", "--level easy");
            CHECK(next.state["state"] == "Playing");
            CHECK(next.state["puzzle"]["givens"] != kPuzzle);
        }
    }
}

namespace {

// Whether the givens (a puzzle line, '.' for blanks) keep `symmetry`: every cell of each orbit is
// a given, or none is.
bool keeps(const std::string& givens, sudoku::Symmetry symmetry, int side) {
    for (int cell = 0; cell < side * side; ++cell)
        for (int other : sudoku::symmetry_orbit(cell, symmetry, side))
            if ((givens[std::size_t(cell)] == '.') != (givens[std::size_t(other)] == '.')) return false;
    return true;
}

}  // namespace

TEST_CASE("Game > New > Symmetry is kept in the settings and Ctrl+N's puzzles have it", "[ui][symmetry]") {
    TempDir dir;
    SECTION("chosen in the menu: F10, New, Symmetry, Mirror, then Ctrl+N") {
        std::string keys = "key F10\nkey Right\n";
        for (int i = 0; i < 17; ++i) keys += "key Down\n";  // over 5 levels and 12 shapes
        keys += "key Right\nkey Down\nkey Down\nkey Return\nkey Ctrl+N\n";
        auto r = play(dir, keys, "--level easy --seed 5");
        INFO(r.run.output);
        REQUIRE(r.run.exit_code == 0);
        CHECK(read_json(dir.path / "saves" / "settings.json")["symmetry"] == "mirror");
        const std::string givens = r.state["puzzle"]["givens"];
        CHECK(keeps(givens, sudoku::Symmetry::Mirror, 9));
        CHECK_FALSE(keeps(givens, sudoku::Symmetry::Rotate180, 9));
    }
    SECTION("read from the settings, on other shapes too") {
        std::filesystem::create_directories(dir.path / "saves");
        for (const auto& [name, symmetry] :
             {std::pair{"diagonal", sudoku::Symmetry::Diagonal}, std::pair{"rotate90", sudoku::Symmetry::Rotate90}}) {
            write_file(dir.path / "saves" / "settings.json", std::string("{\"symmetry\": \"") + name + "\"}");
            for (const auto& [shape, side] : {std::pair{"3x3", 9}, std::pair{"2x3", 6}, std::pair{"9j", 9}}) {
                CAPTURE(name, shape);
                auto r = play(dir, "key Ctrl+N\n", std::string("--level easy --seed 11 --shape ") + shape);
                INFO(r.run.output);
                REQUIRE(r.run.exit_code == 0);
                std::string givens = r.state["puzzle"]["givens"];
                CHECK(keeps(givens, symmetry, side));
            }
        }
    }
}

TEST_CASE("Settings opens at its Play tab and the other groups are a click away", "[ui][settings]") {
    TempDir dir;
    // At 1024x768: Ctrl+, opens Settings at Play; its first row's checkbox (Show conflicts) is right
    // of its label. The Look tab, then its first row's second choice (Dark).
    SECTION("Play: Show conflicts") {
        auto r = play(dir, "key Ctrl+,\nclick 506 264\nkey Escape\n", "--level easy --seed 5");
        INFO(r.run.output);
        REQUIRE(r.run.exit_code == 0);
        const auto settings = read_json(dir.path / "saves" / "settings.json");
        CHECK(settings["show_conflicts"] == false);
        CHECK(settings["theme"] == "light");
    }
    SECTION("Look: Dark") {
        auto r = play(dir, "key Ctrl+,\nclick 476 217\nclick 587 264\nkey Escape\n", "--level easy --seed 5");
        INFO(r.run.output);
        REQUIRE(r.run.exit_code == 0);
        const auto settings = read_json(dir.path / "saves" / "settings.json");
        CHECK(settings["theme"] == "dark");
        CHECK(settings["show_conflicts"] == true);
    }
}

namespace {

bool same_pixels(const Image& a, const Image& b) {
    if (a.width != b.width || a.height != b.height) return false;
    for (int y = 0; y < a.height; ++y)
        for (int x = 0; x < a.width; ++x)
            if (a.at(x, y) != b.at(x, y)) return false;
    return true;
}

}  // namespace

TEST_CASE("Help > How to play walks its pages with the keys and owns the keyboard until Esc", "[ui][how-to-play]") {
    TempDir dir;
    auto shot = [&](const char* name) { return "shot " + (dir.path / name).string() + "\n"; };
    // Help (98,14), How to play (its first item); the cursor is on r5c5, a blank.
    std::string keys = "click 98 14\nclick 130 51\n" + shot("classic.png") + "key 5\n";
    for (int i = 0; i < 5; ++i) keys += "key Down\n";
    keys += shot("jigsaw.png") + "key Down\n" + shot("killer.png") + "key Up\n" + shot("jigsaw-again.png") +
            "key Escape\nkey 9\n";
    auto r = play(dir, keys, "--puzzle " + kPuzzle);
    INFO(r.run.output);
    REQUIRE(r.run.exit_code == 0);
    // The 5 typed while the window was open did not reach the board; the 9 after Esc did.
    CHECK(r.state["history"]["moves"] == nlohmann::json::array({"P9* r5c5"}));
    const Image classic = load_png(dir.path / "classic.png"), jigsaw = load_png(dir.path / "jigsaw.png"),
                killer = load_png(dir.path / "killer.png"), again = load_png(dir.path / "jigsaw-again.png");
    CHECK_FALSE(same_pixels(classic, jigsaw));
    CHECK_FALSE(same_pixels(jigsaw, killer));
    CHECK(same_pixels(jigsaw, again));  // Up came back to the same page, the same example
}

TEST_CASE("How to play's Killer example keeps its cage sums legible on its small board", "[ui][how-to-play]") {
    // At 1280x800 the example's cells are under 50 px; the sums scaled with them were drawn at
    // 10 px (digits 7 px high). The Killer page: F10, Left (Help), Enter, Down six times.
    TempDir dir;
    std::string keys = "key F10\nkey Left\nkey Return\n";
    for (int i = 0; i < 6; ++i) keys += "key Down\n";
    const auto layout = dir.path / "layout.json";
    const ProgramRun run = run_program(game("--headless --size 1280x800 --seed 2026 --save-dir " +
                                            shell_quote((dir.path / "saves").string()) + " --script " +
                                            script(dir, keys) + " --dump-layout " + shell_quote(layout.string())));
    INFO(run.output);
    REQUIRE(run.exit_code == 0);
    const nlohmann::json help = read_json(layout)["how_to_play"];
    INFO(help.dump());
    CHECK(help["page"] == 6);
    CHECK(int(help["cell"]) < 60);
    CHECK(double(help["cage_sum_px"]) >= 15);
}

TEST_CASE("Behind the first start's welcome the side panel is empty", "[ui][welcome]") {
    // It said "Choose Game > New to start." while the welcome asked the player to choose.
    TempDir dir;
    const auto layout = dir.path / "layout.json", png = dir.path / "welcome.png";
    const ProgramRun run = run_program(game("--headless --welcome --size 1280x800 --save-dir " +
                                            shell_quote((dir.path / "saves").string()) + " --script " +
                                            script(dir, "wait 0\n") + " --screenshot " + shell_quote(png.string()) +
                                            " --dump-layout " + shell_quote(layout.string())));
    INFO(run.output);
    REQUIRE(run.exit_code == 0);
    const nlohmann::json l = read_json(layout);
    REQUIRE(l["open"] == nlohmann::json::array({"welcome"}));
    // The panel's part the welcome does not cover is one colour: no text in it.
    int right_of_welcome = 0;
    for (const auto& w : l["windows"])
        right_of_welcome = std::max(right_of_welcome, int(double(w["x"]) + double(w["w"])));
    const int x0 = std::max(int(double(l["panel"]["x"])), right_of_welcome + 1);
    const int x1 = int(double(l["panel"]["x"]) + double(l["panel"]["w"]));
    const int y0 = int(double(l["panel"]["y"])), y1 = int(double(l["panel"]["y"]) + double(l["panel"]["h"]));
    REQUIRE(x1 - x0 > 100);
    const Image image = load_png(png);
    const std::uint32_t background = image.at(x0, y0);
    int ink = 0;
    for (int y = y0; y < y1; ++y)
        for (int x = x0; x < x1; ++x) ink += image.at(x, y) != background;
    CHECK(ink == 0);
}

TEST_CASE("The first start's welcome chooses the first game, once", "[ui][welcome]") {
    TempDir dir;
    SECTION("on a first run it holds the start until the player chooses: Down x3 (9x9 X), Left (Easy), Enter") {
        auto r = play(dir, "key Down\nkey Down\nkey Down\nkey Left\nkey Return\n", "--welcome");
        INFO(r.run.output);
        REQUIRE(r.run.exit_code == 0);
        CHECK(r.state["puzzle"]["shape"] == "3x3x");
        CHECK(r.state["puzzle"]["level"] == "Easy");
        CHECK(std::filesystem::exists(dir.path / "saves" / "settings.json"));

        SECTION("and never again: the next start plays at once") {
            auto next = play(dir, "key Down\nkey Return\n", "--welcome --level hard");
            INFO(next.run.output);
            REQUIRE(next.run.exit_code == 0);
            CHECK(next.state["puzzle"]["shape"] == "3x3");
            CHECK(next.state["puzzle"]["level"] == "Hard");
        }
    }
    SECTION("Esc starts the choice shown: the command line's level on 9x9") {
        auto r = play(dir, "key Escape\n", "--welcome --level expert");
        INFO(r.run.output);
        REQUIRE(r.run.exit_code == 0);
        CHECK(r.state["puzzle"]["shape"] == "3x3");
        CHECK(r.state["puzzle"]["level"] == "Expert");
    }
    SECTION("a headless run without --welcome starts its game as before, even in an empty folder") {
        auto r = play(dir, "key 9\n", "--level easy --seed 3");
        INFO(r.run.output);
        REQUIRE(r.run.exit_code == 0);
        CHECK(r.state["puzzle"]["level"] == "Easy");
        CHECK(r.state["history"]["moves"].size() == 1);
    }
}
