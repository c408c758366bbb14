// The solver's toolkit end to end, in separate processes as a player would: drag-select cells,
// write a corner mark, a centre mark and a colour (each one undo step), find them in the dumped
// state; an old (v1) save loads and takes marks; the digit filter changes only its cells.
#include <catch2/catch.hpp>

#include <filesystem>
#include <string>

#include "tests/game/ui/headless_support.hpp"
#include "tests/support/png_image.hpp"

using namespace sudoku::test;

namespace {

const std::string kStart = "--level medium --seed 2026 ";  // row 1 of its puzzle is ".4..6...."

std::string with_saves(const TempDir& dir) {
    std::filesystem::create_directories(dir.path / "saves");
    return "--save-dir " + shell_quote((dir.path / "saves").string()) + " ";
}

}  // namespace

TEST_CASE("Drag-selected cells take a corner mark, a centre mark and a colour, one undo step each", "[ui][marks]") {
    TempDir dir;
    const std::string saves = with_saves(dir);
    // Centre marks apart from the pencil notes (by default they are one layer).
    write_file(dir.path / "saves" / "settings.json", "{\"centre_is_pencil\": false}");
    const std::string text =
        "drag 1 6 1 8\n"  // r1c6, r1c7, r1c8: empty cells
        "key X\nkey 5\n"  // corner mode, 5
        "key M\nkey 3\n"  // centre mode, 3
        "key V\nkey 4\n"  // colour mode, colour 4
        "key Z\n";
    auto dump = dir.path / "state.json";
    auto run = run_program(
        game(kStart + saves + "--script " + script(dir, text) + " --dump-state " + shell_quote(dump.string())));
    INFO(run.output);
    REQUIRE(run.exit_code == 0);
    const auto state = read_json(dump);
    const auto moves = state["history"]["moves"];
    REQUIRE(moves.size() == 3);
    CHECK(moves[0] == "X5 r1c6,r1c7,r1c8");
    CHECK(moves[1] == "M3 r1c6,r1c7,r1c8");
    CHECK(moves[2] == "V4 r1c6,r1c7,r1c8");
    const auto board = state["board"];
    for (const char* cell : {"r1c6", "r1c7", "r1c8"}) {
        CAPTURE(cell);
        CHECK(board["corner"][cell] == "5");
        CHECK(board["centre"][cell] == "3");
        CHECK(board["colours"][cell] == "4");
    }

    // Undo takes back one layer at a time, over all three cells.
    auto undone_dump = dir.path / "undone.json";
    auto undone = run_program(game(kStart + saves + "--script " + script(dir, text + "key Ctrl+Z\n", "undo.txt") +
                                   " --dump-state " + shell_quote(undone_dump.string())));
    REQUIRE(undone.exit_code == 0);
    const auto after = read_json(undone_dump);
    CHECK(after["history"]["position"] == 2);
    CHECK(after["board"]["colours"].empty());
    CHECK(after["board"]["centre"]["r1c7"] == "3");
}

TEST_CASE("Shift and Ctrl clicks select a rectangle and add cells and the default centre mode writes notes",
          "[ui][marks]") {
    TempDir dir;
    const std::string saves = with_saves(dir);
    const std::string text =
        "cell 2 1\n"
        "cell Shift 3 3\n"  // r2c1..r3c3: a rectangle of six cells
        "cell Ctrl 3 2\n"   // r3c2 (a given 1) leaves the selection
        "cell Ctrl 1 9\n"   // r1c9 joins it
        "key M\nkey 8\n";   // centre marks are the pencil notes by default
    auto dump = dir.path / "state.json";
    auto run = run_program(
        game(kStart + saves + "--script " + script(dir, text) + " --dump-state " + shell_quote(dump.string())));
    INFO(run.output);
    REQUIRE(run.exit_code == 0);
    const auto moves = read_json(dump)["history"]["moves"];
    REQUIRE(moves.size() == 1);
    CHECK(moves[0] == "T8 r1c9,r2c1,r2c2,r2c3,r3c1,r3c3");
}

TEST_CASE("A v1 save loads and takes marks and colours", "[ui][marks][save]") {
    TempDir dir;
    const std::string saves = with_saves(dir);
    std::filesystem::copy_file(std::string(SUDOKU_TEST_DATA_DIR) + "/saves/v1-expert-paused.json",
                               dir.path / "saves" / "slot-3.json");
    auto before_dump = dir.path / "before.json";
    auto before = run_program(game(saves + "--headless --load 3 --dump-state " + shell_quote(before_dump.string())));
    INFO(before.output);
    REQUIRE(before.exit_code == 0);
    const auto old = read_json(before_dump);
    const std::string givens = old["puzzle"]["givens"];
    const std::string digits = old["board"]["digits"];
    int empty = 0;
    while (empty < 81 && digits[std::size_t(empty)] != '.') ++empty;
    REQUIRE(empty < 81);
    const std::string row = std::to_string(empty / 9 + 1), col = std::to_string(empty % 9 + 1);
    // Resume (the save is paused), then mark the empty cell.
    const std::string text = "key Space\ncell " + row + " " + col + "\nkey X\nkey 9\nkey V\nkey 2\n";
    auto dump = dir.path / "state.json";
    auto run = run_program(
        game(saves + "--load 3 --script " + script(dir, text) + " --dump-state " + shell_quote(dump.string())));
    INFO(run.output);
    REQUIRE(run.exit_code == 0);
    const auto state = read_json(dump);
    const auto moves = state["history"]["moves"];
    REQUIRE(moves.size() == old["history"]["position"].get<std::size_t>() + 2);  // a new move drops the redo tail
    const std::string name = "r" + row + "c" + col;
    CHECK(state["board"]["corner"][name] == "9");
    CHECK(state["board"]["colours"][name] == "2");
    CHECK(state["format_version"] == 5);  // the current format
}

TEST_CASE("The digit filter changes the frame only inside the board's cells", "[ui][marks][filter]") {
    TempDir dir;
    auto plain = dir.path / "plain.png", filtered = dir.path / "filtered.png", layout = dir.path / "layout.json";
    const std::string base = kStart + "--size 1024x768 --headless --dump-layout " + shell_quote(layout.string());
    REQUIRE(run_program(game(base + " --screenshot " + shell_quote(plain.string()))).exit_code == 0);
    auto run = run_program(
        game(base + " --script " + script(dir, "key Alt+5\n") + " --screenshot " + shell_quote(filtered.string())));
    INFO(run.output);
    REQUIRE(run.exit_code == 0);
    const Image a = load_png(plain), b = load_png(filtered);
    REQUIRE(a.width == b.width);
    REQUIRE(a.height == b.height);
    const auto j = read_json(layout);
    const int x = j["board"]["x"], y = j["board"]["y"], cell = j["board"]["cell"];
    const int thin = j["board"]["thin"], thick = j["board"]["thick"];
    int offset[9]{}, pos = 0;
    for (int i = 0; i < 9; ++i) {
        pos += i % 3 == 0 ? thick : thin;
        offset[i] = pos;
        pos += cell;
    }
    auto in_cell = [&](int px, int py) {  // inside a cell's square, not on a line
        for (int r = 0; r < 9; ++r)
            for (int c = 0; c < 9; ++c)
                if (px >= x + offset[c] && px < x + offset[c] + cell && py >= y + offset[r] &&
                    py < y + offset[r] + cell)
                    return true;
        return false;
    };
    // The panel's message line says the filter is on: left of the panel, only cells may change.
    const int panel_x = j["panel"]["x"];
    int inside = 0, outside = 0;
    for (int py = 0; py < a.height; ++py)
        for (int px = 0; px < std::min(a.width, panel_x); ++px) {
            if (a.at(px, py) == b.at(px, py)) continue;
            (in_cell(px, py) ? inside : outside)++;
        }
    CHECK(inside > 1000);  // the dimmed (or lit) cells
    CHECK(outside == 0);
}
