// Hints that show their proof (issue 14, point 7), end to end: the game runs headlessly in its own
// process with a script, and the test looks at the frame. At the evidence level (H twice) a
// single's blockers are framed and lines cross the house from them; the hint's text has a box of its
// own in the panel; the message line is cleared when the board changes.
#include <catch2/catch.hpp>

#include <algorithm>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "tests/support/png_image.hpp"

#include "engine/logic/logical_solver.hpp"
#include "engine/model/notation.hpp"
#include "game/ui/theme.hpp"
#include "tests/game/ui/headless_support.hpp"

using namespace sudoku::test;
using sudoku::Blocker;
using sudoku::ui::BoardTheme;

using sudoku::test::Image;
using sudoku::test::load_png;

namespace {

// The README's example: the first hint is a Hidden Single in box 1 (1 at r3c2), proved by the 1s in
// r1c8 and r2c4, whose lines run left along rows 1 and 2 to the box's left edge.
const std::string kHiddenSingle = ".5..83.17...1..4..3.4..56.8....3...9.9.8245....6....7...9....5...729..861.36.72.4";
// The same puzzle further on: the first hint is a Naked Single (2 at r1c3).
const std::string kNakedSingle = "65.483.1797.1624.5314975628825736149.9.824563.36519.7.2693.8.5.5.7291.861.36.72.4";

/// Where the board's cells are, read off its grid lines: the first pixel column of each board
/// column's cells, the first pixel row of each board row's, and the cell size.
struct BoardPixels {
    int left[9], top[9], cell;
};

std::optional<BoardPixels> find_board(const Image& image, std::uint32_t grid_line) {
    auto starts = [&](bool horizontal, int* out) {
        for (int k = 0; k < 60; k += 3) {           // a scan line may cross a hint's line: try a few
            std::vector<std::pair<int, int>> runs;  // start, length
            const int n = horizontal ? image.width : image.height;
            const int fixed = (horizontal ? image.height : image.width) / 2 + k;
            for (int i = 0; i < n; ++i) {
                if ((horizontal ? image.at(i, fixed) : image.at(fixed, i)) != grid_line) continue;
                if (!runs.empty() && runs.back().first + runs.back().second == i)
                    ++runs.back().second;
                else
                    runs.push_back({i, 1});
            }
            if (runs.size() != 10) continue;
            for (int i = 0; i < 9; ++i) out[i] = runs[i].first + runs[i].second;
            return runs[1].first - out[0];
        }
        return 0;
    };
    BoardPixels board{};
    board.cell = starts(true, board.left);
    if (board.cell == 0 || starts(false, board.top) != board.cell) return std::nullopt;
    return board;
}

struct Shot {
    Image image;
    nlohmann::json layout;
};

/// The frame after `keys` (one key per line) on `puzzle`, at 1280x800.
Shot shoot(const TempDir& dir, const std::string& puzzle, const std::string& keys, bool dark) {
    const auto png = dir.path / "shot.png", layout = dir.path / "layout.json";
    std::filesystem::remove(png);
    auto run = run_program(game("--puzzle " + puzzle + " --size 1280x800" + (dark ? " --dark" : "") + " --script " +
                                script(dir, keys) + " --screenshot " + shell_quote(png.string()) + " --dump-layout " +
                                shell_quote(layout.string())));
    INFO(run.output);
    REQUIRE(run.exit_code == 0);
    return {load_png(png), read_json(layout)};
}

/// Pixels of `colour` on pixel row (horizontal) or column `fixed`, from a to b (not included).
int count_on_line(const Image& image, bool horizontal, int fixed, int a, int b, std::uint32_t colour) {
    int n = 0;
    for (int i = std::min(a, b); i < std::max(a, b); ++i)
        n += (horizontal ? image.at(i, fixed) : image.at(fixed, i)) == colour;
    return n;
}

/// Whether the middle of each side of a cell, just inside its edge, has `colour` (the blocker's frame).
bool framed(const Image& image, const BoardPixels& board, int cell, std::uint32_t colour) {
    const int x = board.left[sudoku::col_of(cell)], y = board.top[sudoku::row_of(cell)], mid = board.cell / 2;
    return image.at(x, y + mid) == colour && image.at(x + board.cell - 1, y + mid) == colour &&
           image.at(x + mid, y) == colour && image.at(x + mid, y + board.cell - 1) == colour;
}

sudoku::Step first_step(const std::string& puzzle) {
    auto parsed = sudoku::parse_line(puzzle);
    REQUIRE(parsed.ok());
    auto step = sudoku::next_step(sudoku::Candidates::from_digits(parsed.value().digits()));
    REQUIRE(step);
    return *step;
}

}  // namespace

TEST_CASE("At the evidence level a hidden single's blockers are framed and draw lines across its house",
          "[ui][hint][proof]") {
    const bool dark = GENERATE(false, true);
    CAPTURE(dark);
    const BoardTheme& theme = dark ? sudoku::ui::kDarkTheme : sudoku::ui::kLightTheme;
    const sudoku::Step step = first_step(kHiddenSingle);
    REQUIRE(step.technique == sudoku::Technique::HiddenSingleBox);
    REQUIRE(step.houses == std::vector<int>{sudoku::box_house(0)});
    REQUIRE(step.blockers.size() == 2);

    TempDir dir;
    const Shot technique = shoot(dir, kHiddenSingle, "key h\n", dark);
    const Shot evidence = shoot(dir, kHiddenSingle, "key h\nkey h\n", dark);
    auto board = find_board(evidence.image, theme.grid_line);
    REQUIRE(board);
    const int house_left = board->left[0];  // box 1's left edge: where every line ends
    for (const Blocker& b : step.blockers) {
        CAPTURE(sudoku::cell_name(b.placed.cell));
        const int row = sudoku::row_of(b.placed.cell), col = sudoku::col_of(b.placed.cell);
        REQUIRE(col > 2);  // right of the box: the line runs left
        const int y = board->top[row] + board->cell / 2;
        const int from = board->left[col];
        // Level 2: the line, broken only where it passes a placed digit (at most three here: under
        // half its length); level 1: nothing.
        CHECK(count_on_line(evidence.image, true, y, house_left, from, theme.hint_cause) > (from - house_left) / 2);
        CHECK(count_on_line(technique.image, true, y, house_left, from, theme.hint_cause) == 0);
        CHECK(framed(evidence.image, *board, b.placed.cell, theme.hint_cause));
        CHECK_FALSE(framed(technique.image, *board, b.placed.cell, theme.hint_cause));
        // The line ends at the house's edge: nothing left of the board's border.
        CHECK(count_on_line(evidence.image, true, y, 0, house_left - 4, theme.hint_cause) == 0);
    }
    // Row 3 holds the single: no blocker crosses it.
    const int y3 = board->top[2] + board->cell / 2, right = board->left[8] + board->cell;
    CHECK(count_on_line(evidence.image, true, y3, house_left, right, theme.hint_cause) < board->cell);
}

TEST_CASE("At the evidence level a naked single's eight other digits are framed, with lines to the cell",
          "[ui][hint][proof]") {
    const sudoku::Step step = first_step(kNakedSingle);
    REQUIRE(step.technique == sudoku::Technique::NakedSingle);
    REQUIRE(step.blockers.size() == 8);
    TempDir dir;
    const Shot technique = shoot(dir, kNakedSingle, "key h\n", false);
    const Shot evidence = shoot(dir, kNakedSingle, "key h\nkey h\n", false);
    const BoardTheme& theme = sudoku::ui::kLightTheme;
    auto board = find_board(evidence.image, theme.grid_line);
    REQUIRE(board);
    const int target = step.placements[0].cell;
    for (const Blocker& b : step.blockers) {
        CAPTURE(sudoku::cell_name(b.placed.cell), int(b.placed.digit));
        CHECK(framed(evidence.image, *board, b.placed.cell, theme.hint_cause));
        CHECK_FALSE(framed(technique.image, *board, b.placed.cell, theme.hint_cause));
        // The line between the blocker and the cell (all eight share its row or its column here).
        const int row = sudoku::row_of(b.placed.cell), col = sudoku::col_of(b.placed.cell);
        if (row == sudoku::row_of(target)) {
            const int tc = sudoku::col_of(target);
            const int a = board->left[std::min(col, tc)] + board->cell, z = board->left[std::max(col, tc)];
            CHECK(count_on_line(evidence.image, true, board->top[row] + board->cell / 2, a, z, theme.hint_cause) > 0);
        } else {
            REQUIRE(col == sudoku::col_of(target));
            const int tr = sudoku::row_of(target);
            const int a = board->top[std::min(row, tr)] + board->cell, z = board->top[std::max(row, tr)];
            CHECK(count_on_line(evidence.image, false, board->left[col] + board->cell / 2, a, z, theme.hint_cause) >
                  (z - a) / 2);
        }
    }
}

TEST_CASE("The hint's text has a box of its own in the panel", "[ui][hint][proof]") {
    TempDir dir;
    const BoardTheme& theme = sudoku::ui::kLightTheme;
    auto tinted_in_panel = [&](const Shot& shot) {
        const auto& p = shot.layout["panel"];
        int n = 0;
        for (int y = p["y"].get<int>(); y < p["y"].get<int>() + p["h"].get<int>(); ++y)
            for (int x = p["x"].get<int>(); x < p["x"].get<int>() + p["w"].get<int>(); ++x)
                n += shot.image.at(x, y) == theme.hint_cell;
        return n;
    };
    const Shot none = shoot(dir, kHiddenSingle, "", false);
    const Shot hint = shoot(dir, kHiddenSingle, "key h\n", false);
    CHECK(tinted_in_panel(none) == 0);
    const double text = hint.layout["text"].get<double>();
    // At least the panel's width and three lines of text tall.
    CHECK(tinted_in_panel(hint) > hint.layout["panel"]["w"].get<double>() * text * 3 * 0.8);
}

TEST_CASE("The message line is cleared when the board changes", "[ui][hint][proof]") {
    // r1c2's digit is 2: a 5 there is wrong, and the hint names it.
    const std::string puzzle = "1.3..6.89.5.7.9..3......4..2..3.5..736...72..89..1.3.5.3..4.9.86.2.7...19..5.1.42";
    TempDir dir;
    auto message = [&](const std::string& keys) { return shoot(dir, puzzle, keys, false).layout["message"]; };
    CHECK(message("cell 1 2\nkey 5\nkey h\n") == "r1c2 is not 5");
    SECTION("by a move") {
        CHECK(message("cell 1 2\nkey 5\nkey h\ncell 1 4\nkey 4\n") == "");
    }
    SECTION("by the hint's own move (it erases the wrong digit)") {
        CHECK(message("cell 1 2\nkey 5\nkey h\nkey h\nkey h\n") == "");
    }
    SECTION("by undo") {
        CHECK(message("cell 1 2\nkey 5\nkey h\nkey Ctrl+Z\n") == "");
    }
    SECTION("but a refusal that changes nothing stays") {
        CHECK(message("cell 1 2\nkey 5\nkey h\ncell 1 1\nkey 4\n") == "r1c1 is a given.");
    }
}

TEST_CASE("A message about the change itself is shown after it", "[ui][hint][proof]") {
    const std::string puzzle = "1.3..6.89.5.7.9..3......4..2..3.5..736...72..89..1.3.5.3..4.9.86.2.7...19..5.1.42";
    TempDir dir;
    std::filesystem::create_directories(dir.path / "saves");
    auto message = [&](const std::string& limit, const std::string& keys) {
        write_file(dir.path / "saves" / "settings.json",
                   R"({"format": "sudoku-settings", "format_version": 1, "mistakes_mode": "highlight", )"
                   R"("mistake_limit": )" +
                       limit + "}");
        std::filesystem::remove(dir.path / "saves" / "autosave.json");  // no game to resume
        const auto layout = dir.path / "layout.json";
        auto run =
            run_program(game("--puzzle " + puzzle + " --save-dir " + shell_quote((dir.path / "saves").string()) +
                             " --script " + script(dir, keys) + " --dump-layout " + shell_quote(layout.string())));
        INFO(run.output);
        REQUIRE(run.exit_code == 0);
        return read_json(layout)["message"];
    };
    CHECK(message("0", "cell 1 2\nkey 5\n") == "That digit is wrong.");
    CHECK(message("0", "cell 1 2\nkey 5\nkey h\ncell 1 4\nkey 4\n") == "");
    CHECK(message("1", "cell 1 2\nkey 5\n") == "Too many mistakes: the game is over.");
}
