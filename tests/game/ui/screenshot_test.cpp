// The game renders a frame headlessly to PNG; these tests look at the picture, not just the exit code.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "tests/support/png_image.hpp"

#include "engine/logic/logical_solver.hpp"
#include "engine/model/notation.hpp"
#include "game/ui/theme.hpp"
#include "tests/support/run_program.hpp"

using sudoku::test::run_program;
using sudoku::test::shell_quote;

using sudoku::test::Image;
using sudoku::test::load_png;

namespace {

struct Run {
    int start, length;
};

/// Runs of grid-line-coloured pixels along a row (horizontal) or a column (vertical) of the image.
std::vector<Run> line_runs(const Image& image, bool horizontal, int fixed) {
    std::vector<Run> runs;
    const std::uint32_t line = sudoku::ui::kDefaultTheme.grid_line;
    int n = horizontal ? image.width : image.height;
    for (int i = 0; i < n; ++i) {
        std::uint32_t c = horizontal ? image.at(i, fixed) : image.at(fixed, i);
        if (c != line) continue;
        if (!runs.empty() && runs.back().start + runs.back().length == i)
            ++runs.back().length;
        else
            runs.push_back({i, 1});
    }
    return runs;
}

int count_colour(const Image& image, std::uint32_t colour) {
    int n = 0;
    for (int y = 0; y < image.height; ++y)
        for (int x = 0; x < image.width; ++x) n += image.at(x, y) == colour;
    return n;
}

/// Where the board's cells are in a frame, read off its grid lines: the first pixel column of
/// each board column's cells, the first pixel row of each board row's, and the cell size.
struct BoardPixels {
    int left[9], top[9], cell;
};

std::optional<BoardPixels> find_board(const Image& image) {
    // A scan line may cross something drawn over a grid line (a hint's link): try a few.
    auto starts = [&](bool horizontal, int* out) {
        for (int k = 0; k < 40; k += 3) {
            auto runs = line_runs(image, horizontal, (horizontal ? image.height : image.width) / 2 + k);
            if (runs.size() != 10) continue;
            for (int i = 0; i < 9; ++i) out[i] = runs[i].start + runs[i].length;
            return runs[1].start - out[0];
        }
        return 0;
    };
    BoardPixels board{};
    board.cell = starts(true, board.left);
    if (board.cell == 0 || starts(false, board.top) != board.cell) return std::nullopt;
    return board;
}

/// Walks a hint link as board_view.cpp draws it (from candidate to candidate, stopping a little
/// short of both) and says where the link's colour is: one flag per pixel of length.
std::vector<bool> link_pixels(const Image& image, const BoardPixels& board, const sudoku::ChainLink& link) {
    const float third = float(board.cell) / 3.0f;
    auto centre = [&](const sudoku::Candidate& c) {
        const int d = c.digit - 1;
        return std::pair{float(board.left[sudoku::col_of(c.cell)]) + (float(d % 3) + 0.5f) * third,
                         float(board.top[sudoku::row_of(c.cell)]) + (float(d / 3) + 0.5f) * third};
    };
    auto [ax, ay] = centre(link.from);
    auto [bx, by] = centre(link.to);
    const float length = std::hypot(bx - ax, by - ay);
    const float ux = (bx - ax) / length, uy = (by - ay) / length;
    // Near the link's colour: anti-aliasing blends the line's edge with what lies under it.
    const std::uint32_t colour = sudoku::ui::kDefaultTheme.hint_link;
    auto near_colour = [&](std::uint32_t c) {
        for (int shift : {16, 8, 0})
            if (std::abs(int((c >> shift) & 0xFF) - int((colour >> shift) & 0xFF)) > 40) return false;
        return true;
    };
    std::vector<bool> on;
    const float skip = third * 0.5f;  // past the gap at either end, clear of the joined digits and links
    for (float t = skip; t <= length - skip; t += 1.0f) {
        const int x = int(std::lround(ax + ux * t)), y = int(std::lround(ay + uy * t));
        bool found = false;
        for (int dy = -1; dy <= 1; ++dy)
            for (int dx = -1; dx <= 1; ++dx) found = found || near_colour(image.at(x + dx, y + dy));
        on.push_back(found);
    }
    return on;
}

/// The number of breaks in a line: runs of two or more pixels without its colour.
int gaps(const std::vector<bool>& on) {
    int gaps = 0, off = 0;
    for (bool b : on) {
        off = b ? 0 : off + 1;
        if (off == 2) ++gaps;
    }
    return gaps;
}

std::string temp_png(const std::string& name) {
    return (std::filesystem::temp_directory_path() / ("sudoku-test-" + std::to_string(::getpid()) + "-" + name))
        .string();
}

const std::string kPuzzle = "1.3..6.89.5.7.9..3......4..2..3.5..736...72..89..1.3.5.3..4.9.86.2.7...19..5.1.42";

}  // namespace

TEST_CASE("A headless screenshot shows the board's ten lines each way", "[ui][screenshot]") {
    std::string path = temp_png("lines.png");
    auto run = run_program(std::string(SUDOKU_GAME_BINARY) + " --level easy --seed 1 --screenshot " +
                           shell_quote(path) + " --size 800x600 2>&1");
    INFO(run.output);
    REQUIRE(run.exit_code == 0);
    Image image = load_png(path);
    std::filesystem::remove(path);
    REQUIRE(image.width == 800);
    REQUIRE(image.height == 600);

    // Scan through the board across both directions (the board sits left of the side panel).
    // Off the board the colour never appears, so each run is one grid line: 10 of them, thick at
    // the box borders 0, 3, 6 and 9.
    for (bool horizontal : {true, false}) {
        CAPTURE(horizontal);
        int fixed = horizontal ? image.height / 2 + 7 : image.width / 3 + 7;
        auto runs = line_runs(image, horizontal, fixed);
        REQUIRE(runs.size() == 10);
        int thin = runs[1].length, thick = runs[0].length;
        CHECK(thick > thin);
        for (int i = 0; i < 10; ++i) {
            CAPTURE(i);
            CHECK(runs[i].length == (i % 3 == 0 ? thick : thin));
        }
        // Cells are all the same size: equal gaps between consecutive lines.
        int cell = runs[1].start - (runs[0].start + runs[0].length);
        CHECK(cell > 40);
        for (int i = 1; i < 10; ++i) CHECK(runs[i].start - (runs[i - 1].start + runs[i - 1].length) == cell);
    }
}

TEST_CASE("A screenshot of a puzzle shows its givens and pausing hides them", "[ui][screenshot]") {
    std::string path = temp_png("puzzle.png");
    std::string paused_path = temp_png("paused.png");
    std::string script = temp_png("pause.txt");
    std::ofstream(script) << "key P\n";
    auto run = run_program(std::string(SUDOKU_GAME_BINARY) + " --puzzle " + kPuzzle + " --screenshot " +
                           shell_quote(path) + " --size 640x640 2>&1");
    INFO(run.output);
    REQUIRE(run.exit_code == 0);
    auto paused =
        run_program(std::string(SUDOKU_GAME_BINARY) + " --puzzle " + kPuzzle + " --script " + shell_quote(script) +
                    " --screenshot " + shell_quote(paused_path) + " --size 640x640 2>&1");
    INFO(paused.output);
    REQUIRE(paused.exit_code == 0);
    Image image = load_png(path), hidden = load_png(paused_path);
    for (const auto& p : {path, paused_path, script}) std::filesystem::remove(p);
    REQUIRE(image.width == 640);
    REQUIRE(hidden.width == 640);
    // 36 givens of roughly 40 px: each has well over 20 fully covered pixels. Paused, none shows.
    CHECK(count_colour(image, sudoku::ui::kDefaultTheme.given_digit) > 36 * 20);
    CHECK(count_colour(hidden, sudoku::ui::kDefaultTheme.given_digit) < 36 * 2);
}

TEST_CASE("The game explains bad options and exits with status 2", "[ui]") {
    auto unknown = run_program(std::string(SUDOKU_GAME_BINARY) + " --frobnicate 2>&1");
    CHECK(unknown.exit_code == 2);
    CHECK_THAT(unknown.output, Catch::Contains("unknown option '--frobnicate'"));

    auto bad_puzzle = run_program(std::string(SUDOKU_GAME_BINARY) + " --puzzle 12x 2>&1");
    CHECK(bad_puzzle.exit_code == 2);
    CHECK_THAT(bad_puzzle.output, Catch::Contains("column 3: 'x' is not a digit or a blank"));

    auto bad_size = run_program(std::string(SUDOKU_GAME_BINARY) + " --size 10 2>&1");
    CHECK(bad_size.exit_code == 2);

    auto help = run_program(std::string(SUDOKU_GAME_BINARY) + " --help");
    CHECK(help.exit_code == 0);
    CHECK_THAT(help.output, Catch::Contains("--screenshot FILE"));
}

TEST_CASE("A screenshot that cannot be written is an error, not a crash", "[ui][screenshot]") {
    auto run =
        run_program(std::string(SUDOKU_GAME_BINARY) + " --screenshot /nonexistent-dir/x.png --size 200x200 2>&1");
    CHECK(run.exit_code == 1);
    CHECK_THAT(run.output, Catch::Contains("cannot write /nonexistent-dir/x.png"));
}

TEST_CASE("A chain hint draws its links on the board from the evidence level on", "[ui][screenshot]") {
    // top1465 #611: the first step is an alternating inference chain of five links.
    const std::string puzzle = ".2...3..48..7..39...7....61..3.7...8..6..213.5.........4.8....6..8.1..2..5...9...";
    std::string technique_only = temp_png("hint1.png"), evidence = temp_png("hint2.png");
    std::string one = temp_png("h1.txt"), two = temp_png("h2.txt");
    std::ofstream(one) << "key H\n";
    std::ofstream(two) << "key H\nkey H\n";
    for (const auto& [script, png] : {std::pair{one, technique_only}, std::pair{two, evidence}}) {
        auto run = run_program(std::string(SUDOKU_GAME_BINARY) + " --puzzle " + puzzle + " --script " +
                               shell_quote(script) + " --screenshot " + shell_quote(png) + " --size 1280x800 2>&1");
        INFO(run.output);
        REQUIRE(run.exit_code == 0);
    }
    Image first = load_png(technique_only), second = load_png(evidence);
    for (const auto& p : {technique_only, evidence, one, two}) std::filesystem::remove(p);
    REQUIRE(second.width == 1280);
    // Level 1 names the technique only; level 2 draws the chain: lines of several cells' length.
    CHECK(count_colour(first, sudoku::ui::kDefaultTheme.hint_link) == 0);
    CHECK(count_colour(second, sudoku::ui::kDefaultTheme.hint_link) > 500);

    // The chain is 5r1c3 = 5r2c3 - 4r2c3 = 4r6c3 - 4r6c8 = 7r6c8 - 7r1c8 = 7r1c7. Its links
    // between different cells are long enough to tell a dashed line from a solid one: the weak
    // ones (-) must break again and again, the strong ones (=) never.
    auto parsed = sudoku::parse_line(puzzle);
    REQUIRE(parsed.ok());
    auto step = sudoku::next_step(sudoku::Candidates::from_digits(parsed.value().digits()));
    REQUIRE(step);
    REQUIRE(step->links.size() == 7);
    auto board = find_board(second);
    REQUIRE(board);
    int weak = 0, strong = 0;
    for (const sudoku::ChainLink& link : step->links) {
        if (link.from.cell == link.to.cell) continue;  // within one cell: too short to dash
        CAPTURE(sudoku::cell_name(link.from.cell), int(link.from.digit), sudoku::cell_name(link.to.cell),
                int(link.to.digit), link.strong);
        auto on = link_pixels(second, *board, link);
        REQUIRE(on.size() > 20);
        CHECK(std::count(on.begin(), on.end(), true) > int(on.size()) / 3);  // drawn there at all
        if (link.strong) {
            ++strong;
            CHECK(gaps(on) == 0);
        } else {
            ++weak;
            CHECK(gaps(on) >= 3);
        }
    }
    CHECK(weak == 2);    // 4r6c3 - 4r6c8 and 7r6c8 - 7r1c8
    CHECK(strong == 3);  // 5r1c3 = 5r2c3, 4r2c3 = 4r6c3 and 7r1c8 = 7r1c7
}
