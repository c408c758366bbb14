// Room for everything at every window size (#33 point 4): a tall window's panel shows all of its
// controls, and a 16x16 board's notes stay readable. Read from --dump-layout.
#include <catch2/catch.hpp>

#include "tests/game/ui/headless_support.hpp"

using namespace sudoku::test;

namespace {

nlohmann::json layout(const TempDir& dir, const std::string& args) {
    const auto file = dir.path / "layout.json";
    std::filesystem::remove(file);
    auto run = run_program(game("--headless " + args + " --dump-layout " + shell_quote(file.string())));
    INFO(run.output);
    REQUIRE(run.exit_code == 0);
    return read_json(file);
}

}  // namespace

TEST_CASE("A tall window's panel under the board shows all of its controls", "[ui][layout]") {
    TempDir dir;
    for (const char* size : {"600x900", "480x800", "640x1000"}) {
        CAPTURE(size);
        const auto l = layout(dir, std::string("--size ") + size + " --level easy --seed 1");
        const float h = l["window"]["h"], panel_y = l["panel"]["y"], panel_h = l["panel"]["h"];
        const float content = l["panel"]["content_h"];
        CHECK(panel_y + panel_h <= h);
        CHECK(content <= panel_h);  // nothing behind a scroll bar: "More" is in sight
    }
}

TEST_CASE("A 16x16 board's notes are at least 10 px at 1280x800", "[ui][layout]") {
    TempDir dir;
    const auto l = layout(dir, "--size 1280x800 --shape 4x4 --level easy --seed 1");
    CHECK(l["board"]["cell"] >= 40);
    CHECK(l["note_px"] >= 10);
    // Each note still fits its place in the cell's 4x4 grid of notes.
    CHECK(float(l["note_px"]) <= float(l["board"]["cell"]) / 4);
}

TEST_CASE("At UI scale 2 in a small window every dialog fits the window, under the menu bar", "[ui][layout]") {
    TempDir dir;
    const std::string saves = " --save-dir " + shell_quote((dir.path / "saves").string());
    {  // a quick-save, so that the load dialog has rows
        auto run = run_program(game("--headless --level easy --seed 1" + saves + " --script " +
                                    script(dir, "key 4\nkey Ctrl+S\n", "save.txt")));
        REQUIRE(run.exit_code == 0);
    }
    for (const char* keys : {"key Ctrl+O\n", "key Ctrl+,\n", "key F1\n", "key Ctrl+P\n", "key Ctrl+I\n"}) {
        for (const char* size : {"800x600", "640x480"}) {
            CAPTURE(keys, size);
            const auto l = layout(dir, std::string("--size ") + size + " --ui-scale 2 --level easy --seed 2" + saves +
                                           " --script " + script(dir, keys));
            const float w = l["window"]["w"], h = l["window"]["h"], menu = l["menu_bar"]["h"];
            REQUIRE(l["windows"].size() == 1);
            const auto& win = l["windows"][0];
            CAPTURE(win.dump());
            CHECK(float(win["x"]) >= 0);
            CHECK(float(win["y"]) >= menu);
            CHECK(float(win["x"]) + float(win["w"]) <= w);
            CHECK(float(win["y"]) + float(win["h"]) <= h);
        }
    }
}
