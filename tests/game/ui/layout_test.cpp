// The screen layout: the board takes the largest square that fits at any window size and UI scale,
// nothing overlaps, clicks land on the right cell, the pad never counts below zero, and pausing
// covers the board. The arithmetic is tested directly (layout.hpp); the rest through the game's
// headless mode, which reports where it drew things with --dump-layout.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>

#include <nlohmann/json.hpp>
#include "tests/support/png_image.hpp"

#include "game/ui/layout.hpp"
#include "game/ui/theme.hpp"
#include "tests/support/run_program.hpp"

using sudoku::test::run_program;
using sudoku::test::shell_quote;
using sudoku::ui::Box;

using sudoku::test::Image;
using sudoku::test::load_png;

namespace {

const std::string kPuzzle = "1.3..6.89.5.7.9..3......4..2..3.5..736...72..89..1.3.5.3..4.9.86.2.7...19..5.1.42";
const std::string kSolution = "123456789456789123789123456214365897365897214897214365531642978642978531978531642";

struct TempDir {
    std::filesystem::path path;
    TempDir() {
        static int counter = 0;
        path = std::filesystem::temp_directory_path() /
               ("sudoku-layout-" + std::to_string(::getpid()) + "-" + std::to_string(counter++));
        std::filesystem::create_directories(path);
    }
    ~TempDir() { std::filesystem::remove_all(path); }
    std::string file(const std::string& name) const { return (path / name).string(); }
};

nlohmann::json read_json(const std::string& file) {
    std::ifstream in(file);
    std::stringstream text;
    text << in.rdbuf();
    return nlohmann::json::parse(text.str());
}

struct Layout {
    int width = 0, height = 0, menu = 0;
    Box board, panel;
    int cell = 0;
};

// Runs the game headlessly at a size (and optionally a UI scale, a script and more options) and
// returns where it drew the board and the panel.
Layout run_layout(const TempDir& dir, const std::string& size, const std::string& extra = "") {
    const std::string json = dir.file("layout-" + size + ".json");
    auto run = run_program(std::string(SUDOKU_GAME_BINARY) + " --puzzle " + kPuzzle + " --size " + size +
                           " --dump-layout " + shell_quote(json) + " " + extra + " 2>&1");
    INFO(run.output);
    REQUIRE(run.exit_code == 0);
    auto j = read_json(json);
    Layout l;
    l.width = j["window"]["w"];
    l.height = j["window"]["h"];
    l.menu = j["menu_bar"]["h"];
    const float side = j["board"]["side"];
    l.board = {j["board"]["x"], j["board"]["y"], side, side};
    l.cell = j["board"]["cell"];
    l.panel = {j["panel"]["x"], j["panel"]["y"], j["panel"]["w"], j["panel"]["h"]};
    return l;
}

bool inside(const Box& b, float x0, float y0, float x1, float y1) {
    return b.x >= x0 && b.y >= y0 && b.right() <= x1 && b.bottom() <= y1;
}

int count_in(const Image& image, const Box& b, std::uint32_t colour) {
    int n = 0;
    for (int y = int(b.y); y < int(b.bottom()); ++y)
        for (int x = int(b.x); x < int(b.right()); ++x) n += image.at(x, y) == colour;
    return n;
}

}  // namespace

TEST_CASE("The pad's count under a digit is never negative", "[ui][layout]") {
    CHECK(sudoku::ui::pad_count_text(9) == "9 left");
    CHECK(sudoku::ui::pad_count_text(1) == "1 left");
    CHECK(sudoku::ui::pad_count_text(0) == "done");
    CHECK(sudoku::ui::pad_count_text(-1) == "1 too many");
    CHECK(sudoku::ui::pad_count_text(-3) == "3 too many");
}

TEST_CASE("The layout arithmetic keeps board and panel apart and inside the window at any size and scale",
          "[ui][layout]") {
    for (auto [w, h] : {std::pair{320, 240},
                        {480, 360},
                        {640, 480},
                        {800, 600},
                        {1024, 768},
                        {1280, 800},
                        {1920, 1080},
                        {3840, 2160},
                        {600, 900},
                        {400, 1200},
                        {2000, 500}}) {
        for (float scale : {0.5f, 0.75f, 1.0f, 1.5f, 2.0f, 4.0f}) {
            CAPTURE(w, h, scale);
            const auto l = sudoku::ui::layout_screen(float(w), float(h), scale);
            CHECK(inside(l.board, 0, l.menu_height, float(w), float(h)));
            CHECK(inside(l.panel, 0, l.menu_height, float(w), float(h)));
            CHECK_FALSE(l.board.overlaps(l.panel));
            CHECK(l.board.w == l.board.h);
            // The UI scale enlarges the panel's and the menu bar's text; the board loses at most
            // the menu bar's growth (a pixel more for rounding).
            const auto one = sudoku::ui::layout_screen(float(w), float(h), 1.0f);
            if (scale > 1) CHECK(l.board.w >= one.board.w - (l.menu_height - one.menu_height) - 1);
        }
    }
}

TEST_CASE("At 1920x1080 the board fills at least 85 percent of the height under the menu bar", "[ui][layout]") {
    TempDir dir;
    const Layout l = run_layout(dir, "1920x1080");
    CAPTURE(l.board.w, l.menu);
    CHECK(l.menu > 0);
    CHECK(l.board.w >= 0.85f * float(l.height - l.menu));
    // ...and the layout is centred: equal margins left and right within a pixel or two.
    const float left = l.board.x, right = float(l.width) - l.panel.right();
    CHECK(std::abs(left - right) <= 2);
}

TEST_CASE("A UI scale of 2 makes the board smaller than at 1 only by the menu bar's growth", "[ui][layout]") {
    TempDir dir;
    const Layout one = run_layout(dir, "1024x768", "--ui-scale 1");
    const Layout two = run_layout(dir, "1024x768", "--ui-scale 2");
    CAPTURE(one.board.w, two.board.w, one.menu, two.menu);
    CHECK(two.menu >= 1.6f * one.menu);  // the menu bar's text grows with the UI scale
    CHECK(two.board.w >= one.board.w - float(two.menu - one.menu) - 1);
    // The setting in settings.json works the same way, and --ui-scale overrides it.
    std::ofstream(dir.file("settings.json")) << R"({"ui_scale": 2.0})";
    const Layout setting = run_layout(dir, "1024x768", "--save-dir " + shell_quote(dir.path.string()));
    CHECK(setting.board.w == two.board.w);
}

TEST_CASE("Board and panel never overlap and stay inside the window", "[ui][layout]") {
    TempDir dir;
    for (const char* size : {"640x480", "800x600", "1280x800", "1920x1080", "480x360", "600x900", "320x240"}) {
        for (const char* scale : {"1", "2"}) {
            CAPTURE(size, scale);
            const Layout l = run_layout(dir, size, std::string("--ui-scale ") + scale);
            const float w = float(l.width), h = float(l.height);
            CHECK(inside(l.board, 0, float(l.menu), w, h));
            CHECK(inside(l.panel, 0, float(l.menu), w, h));
            CHECK_FALSE(l.board.overlaps(l.panel));
            CHECK(l.cell > 0);
        }
    }
}

TEST_CASE("cell R C clicks the right cell even in a 320x240 window", "[ui][layout]") {
    TempDir dir;
    // Blank cells near every edge and the centre, each given its solution digit.
    const std::pair<int, int> cells[] = {{1, 2}, {3, 9}, {5, 5}, {7, 1}, {8, 8}, {9, 3}};
    std::string script, expected = kPuzzle;
    for (auto [r, c] : cells) {
        const int i = (r - 1) * 9 + (c - 1);
        REQUIRE(kPuzzle[i] == '.');
        script += "cell " + std::to_string(r) + " " + std::to_string(c) + "\nkey " + kSolution[i] + "\n";
        expected[i] = kSolution[i];
    }
    std::ofstream(dir.file("script.txt")) << script;
    const std::string dump = dir.file("state.json");
    run_layout(dir, "320x240",
               "--script " + shell_quote(dir.file("script.txt")) + " --dump-state " + shell_quote(dump));
    CHECK(read_json(dump)["board"]["digits"] == expected);
}

TEST_CASE("cell R C in a small window lands in that cell or is refused with a message, never elsewhere",
          "[ui][layout][small]") {
    // Below about 240x180 the smallest cells made the board larger than the square its clicks
    // were taken in: the clicks missed and the digit typed next went to the cell selected before.
    TempDir dir;
    const std::pair<int, int> cells[] = {{1, 2}, {3, 9}, {5, 5}, {7, 1}, {8, 8}, {9, 3}, {2, 1}, {4, 8}};
    std::string script, expected = kPuzzle;
    for (auto [r, c] : cells) {
        const int i = (r - 1) * 9 + (c - 1);
        REQUIRE(kPuzzle[i] == '.');
        script += "cell " + std::to_string(r) + " " + std::to_string(c) + "\nkey " + kSolution[i] + "\n";
        expected[i] = kSolution[i];
    }
    std::ofstream(dir.file("script.txt")) << script;
    for (const char* size : {"64x64", "100x80", "120x90", "160x120", "200x150", "239x179", "320x240"}) {
        CAPTURE(size);
        const std::string dump = dir.file(std::string("state-") + size + ".json");
        auto run =
            run_program(std::string(SUDOKU_GAME_BINARY) + " --puzzle " + kPuzzle + " --size " + size + " --script " +
                        shell_quote(dir.file("script.txt")) + " --dump-state " + shell_quote(dump) + " 2>&1");
        INFO(run.output);
        const std::string digits = read_json(dump)["board"]["digits"];
        // Every digit typed is the solution's for the cell named just before: a missed click
        // would put it in another cell, where it is (almost always) wrong.
        int landed = 0;
        for (std::size_t i = 0; i < 81; ++i) {
            CHECK((digits[i] == kPuzzle[i] || digits[i] == expected[i]));
            landed += digits[i] != kPuzzle[i];
        }
        const bool refused = run.output.find("cannot be clicked: a ") != std::string::npos;
        CHECK(refused == (landed < int(std::size(cells))));
        CHECK(run.exit_code == (refused ? 1 : 0));
        if (std::string(size) != "64x64") CHECK(landed == int(std::size(cells)));
    }
}

TEST_CASE("Pausing hides the board under one plain cover and a click on it resumes", "[ui][layout]") {
    TempDir dir;
    std::ofstream(dir.file("pause.txt")) << "cell 5 5\nkey Space\n";
    const std::string png = dir.file("paused.png");
    const std::string dump = dir.file("paused.json");
    const Layout l = run_layout(dir, "800x600",
                                "--script " + shell_quote(dir.file("pause.txt")) + " --screenshot " + shell_quote(png) +
                                    " --dump-state " + shell_quote(dump));
    CHECK(read_json(dump)["state"] == "Paused");
    const Image image = load_png(png);
    REQUIRE(image.width == 800);
    // No grid lines, no selection, no digits showing through the cover.
    CHECK(count_in(image, l.board, sudoku::ui::kLightTheme.grid_line) == 0);
    CHECK(count_in(image, l.board, sudoku::ui::kLightTheme.selected) == 0);
    CHECK(count_in(image, l.board, sudoku::ui::kLightTheme.given_digit) == 0);

    // A click on the hidden board resumes the game (and does not move the selection).
    std::ofstream(dir.file("resume.txt")) << "cell 5 5\nkey Space\ncell 1 2\nkey 1\n";
    run_layout(dir, "800x600",
               "--script " + shell_quote(dir.file("resume.txt")) + " --dump-state " + shell_quote(dump));
    auto state = read_json(dump);
    CHECK(state["state"] == "Playing");
    // The key went to r5c5, still selected: the click on r1c2 only resumed.
    CHECK(state["board"]["digits"].get<std::string>()[4 * 9 + 4] == '1');
    CHECK(state["board"]["digits"].get<std::string>()[1] == '.');
}

TEST_CASE("An open menu is opaque over the board in both themes", "[ui][layout]") {
    TempDir dir;
    for (bool dark : {false, true}) {
        CAPTURE(dark);
        const auto& theme = dark ? sudoku::ui::kDarkTheme : sudoku::ui::kLightTheme;
        const std::string png = dir.file(dark ? "menu-dark.png" : "menu-light.png");
        const std::string json = dir.file("menu-layout.json");
        // Where the menu bar is; then place a digit and open the Game menu (at the bar's left end).
        auto first = run_program(std::string(SUDOKU_GAME_BINARY) + " --puzzle " + kPuzzle +
                                 " --size 1024x768 --ui-scale 1 --dump-layout " + shell_quote(json) + " 2>&1");
        REQUIRE(first.exit_code == 0);
        auto j = read_json(json);
        const int menu = j["menu_bar"]["h"], text = j["text"];
        std::ofstream(dir.file("menu.txt")) << "cell 1 2\nkey 2\nclick " << int(text * 1.5) << " " << menu / 2 << "\n";
        auto run = run_program(std::string(SUDOKU_GAME_BINARY) + " --puzzle " + kPuzzle +
                               " --size 1024x768 --ui-scale 1 " + (dark ? "--dark " : "") + "--script " +
                               shell_quote(dir.file("menu.txt")) + " --screenshot " + shell_quote(png) + " 2>&1");
        INFO(run.output);
        REQUIRE(run.exit_code == 0);
        const Image image = load_png(png);
        REQUIRE(image.width == 1024);
        // A box well inside the menu, over the board's left columns: the menu's own background
        // fills most of it (the rest is its text); a translucent menu would tint none of it exactly.
        const Box box{float(text), float(menu + text), float(8 * text), float(10 * text)};
        const int plain = count_in(image, box, theme.popup_background);
        CAPTURE(plain);
        CHECK(plain > int(0.6f * box.w * box.h));
    }
}
