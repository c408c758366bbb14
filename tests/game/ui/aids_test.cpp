// Player aids, as a player sees them (issue 14): Check marks the wrong digits on the board, notes a
// placed digit contradicts are drawn in the warning style, every warning has a shape as well as a
// colour (so it survives greyscale), and the optional row and column labels sit outside the grid.
// The game runs headlessly; the tests read the PNG it renders, at the places --dump-layout gives.
#include <catch2/catch.hpp>

#include <cmath>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "tests/support/png_image.hpp"

#include "game/ui/board_view.hpp"
#include "game/ui/layout.hpp"
#include "game/ui/theme.hpp"
#include "tests/game/ui/headless_support.hpp"

using namespace sudoku::test;
using sudoku::ui::BoardTheme;
using sudoku::ui::Box;
using sudoku::ui::kDarkTheme;
using sudoku::ui::kLightTheme;

using sudoku::test::Image;
using sudoku::test::load_png;

namespace {

// An easy puzzle. r1c2 is blank (its solution is 2; 4 is a wrong digit that breaks no rule there);
// r2c3 may hold 4, 6 or 8 (row 2 holds a 9); r9c2's solution is 7.
const std::string kPuzzle = "1.3..6.89.5.7.9..3......4..2..3.5..736...72..89..1.3.5.3..4.9.86.2.7...19..5.1.42";

// Where the last frame put the board: its corner, side, cell size and cell offsets (the same sums
// as layout_board: a thick line before every third cell, a thin one before the others).
struct Board {
    int x = 0, y = 0, side = 0, cell = 0;
    int offset[9]{};
    int menu = 0;  // the menu bar's height
    Box panel;
    Box cell_box(int row, int col) const {  // 1-based, as people read cells
        return {float(x + offset[col - 1]), float(y + offset[row - 1]), float(cell), float(cell)};
    }
    Box rect() const { return {float(x), float(y), float(side), float(side)}; }
};

Board read_board(const std::filesystem::path& file) {
    const auto j = read_json(file);
    Board b;
    b.x = j["board"]["x"], b.y = j["board"]["y"], b.side = j["board"]["side"], b.cell = j["board"]["cell"];
    const int thin = j["board"]["thin"], thick = j["board"]["thick"];
    int pos = 0;
    for (int i = 0; i < 9; ++i) {
        pos += i % 3 == 0 ? thick : thin;
        b.offset[i] = pos;
        pos += b.cell;
    }
    b.panel = {j["panel"]["x"], j["panel"]["y"], j["panel"]["w"], j["panel"]["h"]};
    b.menu = j["menu_bar"]["h"];
    return b;
}

// The mark drawn under a flagged digit in a square `box` wide at (x, y): board_view.hpp's proportions.
Box bar_area(float x, float y, float box) {
    using namespace sudoku::ui;
    const float top = std::round(y + box * kMarkBarTop);
    const float bottom = std::max(top + 1, std::round(y + box * kMarkBarBottom));
    const float left = std::round(x + box * kMarkBarInset) + 1, right = std::round(x + box * (1 - kMarkBarInset)) - 1;
    return {left, top, right - left, bottom - top};
}
Box bar_area(const Box& cell) {
    return bar_area(cell.x, cell.y, cell.w);
}

// The corner triangle of a digit Check found wrong: a small square well inside it.
Box corner_area(const Box& cell) {
    const float size = std::round(cell.w * sudoku::ui::kCheckMarkSize);
    return {cell.right() - size * 0.4f, cell.y + 1, size * 0.3f, size * 0.3f};
}

// The square of note `digit` in a cell (notes sit in a 3x3 grid, digit d at position d-1).
Box note_box(const Box& cell, int digit) {
    const float third = cell.w / 3;
    return {cell.x + float((digit - 1) % 3) * third, cell.y + float((digit - 1) / 3) * third, third, third};
}

int count_where(const Box& b, const std::function<bool(int, int)>& test) {
    int n = 0;
    for (int y = int(b.y); y < int(b.bottom()); ++y)
        for (int x = int(b.x); x < int(b.right()); ++x) n += test(x, y);
    return n;
}
int count(const Image& image, const Box& b, std::uint32_t colour) {
    return count_where(b, [&](int x, int y) { return image.at(x, y) == colour; });
}
int area(const Box& b) {
    return (int(b.right()) - int(b.x)) * (int(b.bottom()) - int(b.y));
}  // as count() walks it

// Runs the game headlessly on the puzzle with a script (its `shot` lines write PNGs into `dir`),
// a settings file and more options; returns where the board was.
Board run(const TempDir& dir, const std::string& script_text, const std::string& settings_json,
          const std::string& extra = "") {
    write_file(dir.path / "settings.json", settings_json);
    const auto layout = dir.path / "layout.json";
    auto ran = run_program(game("--puzzle " + kPuzzle + " --size 1024x768 --save-dir " +
                                shell_quote(dir.path.string()) + " --script " + script(dir, script_text) +
                                " --dump-layout " + shell_quote(layout.string()) + " " + extra));
    INFO(ran.output);
    REQUIRE(ran.exit_code == 0);
    return read_board(layout);
}

std::string shot(const TempDir& dir, const std::string& name) {
    return "shot " + (dir.path / name).string() + "\n";
}

}  // namespace

TEST_CASE("Check marks the wrong digits on the board until the board changes", "[ui][aids]") {
    TempDir dir;
    const BoardTheme& t = kLightTheme;
    // A wrong digit that breaks no rule, the selection moved away, then Check (C).
    std::string steps = "cell 1 2\nkey 4\ncell 5 5\n" + shot(dir, "before.png") + "key c\n" + shot(dir, "after.png") +
                        "cell 9 2\nkey 7\ncell 5 5\n" + shot(dir, "changed.png");

    SECTION("with the setting on (the default)") {
        const Board b = run(dir, steps, "{}");
        const Box wrong = b.cell_box(1, 2);
        const Image before = load_png(dir.path / "before.png"), after = load_png(dir.path / "after.png"),
                    changed = load_png(dir.path / "changed.png");
        REQUIRE(after.width == 1024);
        // Before Check (mistakes mode off) nothing tells the digit is wrong.
        CHECK(count(before, wrong, t.flagged_digit) == 0);
        CHECK(count(before, bar_area(wrong), t.flagged_digit) == 0);
        // After: the bar under the digit and the corner triangle, in the warning colour, and the
        // digit itself in it.
        CHECK(count(after, bar_area(wrong), t.flagged_digit) >= area(bar_area(wrong)) * 9 / 10);
        CHECK(count(after, corner_area(wrong), t.flagged_digit) == area(corner_area(wrong)));
        CHECK(count(after, wrong, t.flagged_digit) > area(bar_area(wrong)) + area(corner_area(wrong)));
        // The right digit placed next is not marked, and placing it changed the board: the marks go.
        CHECK(count(changed, b.cell_box(9, 2), t.flagged_digit) == 0);
        CHECK(count(changed, wrong, t.flagged_digit) == 0);
    }
    SECTION("with the setting off Check only counts") {
        const Board b = run(dir, steps, R"({"check_marks_wrong": false})");
        const Image after = load_png(dir.path / "after.png");
        REQUIRE(after.width == 1024);
        CHECK(count(after, b.cell_box(1, 2), t.flagged_digit) == 0);
    }
    SECTION("Check is refused while paused") {
        const Board b =
            run(dir, "cell 1 2\nkey 4\ncell 5 5\nkey Space\nkey c\nkey Space\n" + shot(dir, "resumed.png"), "{}");
        const Image resumed = load_png(dir.path / "resumed.png");
        REQUIRE(resumed.width == 1024);
        CHECK(count(resumed, b.cell_box(1, 2), t.flagged_digit) == 0);
    }
}

TEST_CASE("A note that a placed digit contradicts is drawn in the warning style", "[ui][aids]") {
    TempDir dir;
    const BoardTheme& t = kLightTheme;
    // r2c3: note 6 fits, note 9 clashes with the 9 in row 2. The selection moves away.
    const std::string steps = "cell 2 3\nkey Shift+6\nkey Shift+9\ncell 5 5\n" + shot(dir, "notes.png");

    SECTION("with show_conflicts on (the default)") {
        const Board b = run(dir, steps, "{}");
        const Image image = load_png(dir.path / "notes.png");
        REQUIRE(image.width == 1024);
        const Box clash = note_box(b.cell_box(2, 3), 9), fits = note_box(b.cell_box(2, 3), 6);
        CHECK(count(image, clash, t.flagged_digit) > area(bar_area(clash)));
        CHECK(count(image, clash, t.flagged_background) > 0);
        CHECK(count(image, clash, t.note_digit) == 0);
        CHECK(count(image, bar_area(clash), t.flagged_digit) >= area(bar_area(clash)) * 9 / 10);
        CHECK(count(image, fits, t.flagged_digit) == 0);
        CHECK(count(image, fits, t.note_digit) > 0);
    }
    SECTION("with show_conflicts off it is an ordinary note") {
        const Board b = run(dir, steps, R"({"show_conflicts": false})");
        const Image image = load_png(dir.path / "notes.png");
        REQUIRE(image.width == 1024);
        const Box clash = note_box(b.cell_box(2, 3), 9);
        CHECK(count(image, clash, t.flagged_digit) == 0);
        CHECK(count(image, clash, t.note_digit) > 0);
    }
}

TEST_CASE("The warning marks have a shape that survives greyscale, in both themes", "[ui][aids]") {
    const bool dark = GENERATE(false, true);
    CAPTURE(dark);
    TempDir dir;
    // A wrong digit Checked at r1c2, a right one at r9c2; at r2c3 a clashing note 4 (the 4 at r1c2
    // is in its box) and a fitting note 6.
    const Board b = run(dir,
                        "cell 1 2\nkey 4\ncell 9 2\nkey 7\ncell 2 3\nkey Shift+4\nkey Shift+6\ncell 5 5\nkey c\n" +
                            shot(dir, "grey.png"),
                        "{}", dark ? "--dark" : "");
    const Image image = load_png(dir.path / "grey.png");
    REQUIRE(image.width == 1024);
    // The number of pixels whose grey differs clearly between two same-sized areas.
    auto differing = [&](const Box& a, const Box& other) {
        return count_where(a, [&](int x, int y) {
            return std::abs(image.luma(x, y) - image.luma(x + int(other.x - a.x), y + int(other.y - a.y))) > 40;
        });
    };
    const Box wrong = b.cell_box(1, 2), right = b.cell_box(9, 2);
    CHECK(differing(bar_area(wrong), bar_area(right)) >= area(bar_area(wrong)) * 9 / 10);
    CHECK(differing(corner_area(wrong), corner_area(right)) == area(corner_area(wrong)));
    const Box clash = note_box(b.cell_box(2, 3), 4), fits = note_box(b.cell_box(2, 3), 6);
    CHECK(differing(bar_area(clash), bar_area(fits)) >= area(bar_area(clash)) * 9 / 10);
}

TEST_CASE("Row and column labels sit outside the grid when the setting is on", "[ui][aids]") {
    TempDir dir;
    const bool dark = GENERATE(false, true);
    CAPTURE(dark);
    const BoardTheme& t = dark ? kDarkTheme : kLightTheme;
    const std::string extra = dark ? "--dark" : "";
    const Board off = run(dir, shot(dir, "off.png"), "{}", extra);
    const Board on = run(dir, shot(dir, "on.png"), R"({"board_labels": "r1c1"})", extra);
    const Image without = load_png(dir.path / "off.png"), with = load_png(dir.path / "on.png");
    REQUIRE(with.width == 1024);
    const Box window{0, 0, float(with.width), float(with.height)};
    // Label pixels: the label colour anywhere but the panel.
    auto labels = [&](const Image& image, const Box& where) {
        return count_where(where, [&](int x, int y) {
            const Box pixel{float(x), float(y), 1, 1};
            return image.at(x, y) == t.text && !pixel.overlaps(on.panel) && !pixel.overlaps(off.panel);
        });
    };
    CHECK(labels(without, window) == 0);
    const Box grid = on.rect();
    const Box left{0, grid.y, grid.x, grid.h}, above{grid.x, 0, grid.w, grid.y};
    CHECK(labels(with, grid) == 0);  // the board does not overlap them
    CHECK(labels(with, left) > 9);   // r1-r9
    CHECK(labels(with, above) > 9);  // c1-c9
    CHECK(labels(with, window) == labels(with, left) + labels(with, above));
    // Every row and column has its label, whole: none is cut by the window's edge or the menu bar.
    for (int i = 1; i <= 9; ++i) {
        CAPTURE(i);
        const Box row = on.cell_box(i, 1), col = on.cell_box(1, i);
        CHECK(labels(with, Box{0, row.y, grid.x, row.h}) > 0);
        CHECK(labels(with, Box{col.x, 0, col.w, grid.y}) > 0);
    }
    const Box edge{0, 0, 2, window.h}, under_menu{0, 0, window.w, float(on.menu + 2)};
    CHECK(labels(with, edge) == 0);
    CHECK(labels(with, under_menu) == 0);
    // ...and the board is hardly smaller.
    CAPTURE(off.side, on.side);
    CHECK(on.side >= off.side * 95 / 100);
    CHECK_FALSE(grid.overlaps(on.panel));
}
