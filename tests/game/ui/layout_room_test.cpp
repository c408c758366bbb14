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
