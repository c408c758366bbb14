// The game renders a frame headlessly to PNG; these tests look at the picture, not just the exit code.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <memory>
#include <string>
#include <vector>

#include <stb_image.h>

#include "game/ui/theme.hpp"
#include "tests/support/run_program.hpp"

using sudoku::test::run_program;
using sudoku::test::shell_quote;

namespace {

struct Image {
    int width = 0, height = 0;
    std::vector<unsigned char> rgb;

    std::uint32_t at(int x, int y) const {
        const unsigned char* p = &rgb[(std::size_t(y) * width + x) * 3];
        return (std::uint32_t(p[0]) << 16) | (std::uint32_t(p[1]) << 8) | p[2];
    }
};

Image load_png(const std::string& path) {
    Image image;
    int channels = 0;
    std::unique_ptr<unsigned char, void (*)(void*)> data(stbi_load(path.c_str(), &image.width, &image.height, &channels, 3),
                                                         stbi_image_free);
    if (data) image.rgb.assign(data.get(), data.get() + std::size_t(image.width) * image.height * 3);
    return image;
}

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

std::string temp_png(const std::string& name) {
    return (std::filesystem::temp_directory_path() / ("sudoku-test-" + std::to_string(::getpid()) + "-" + name)).string();
}

const std::string kPuzzle = "1.3..6.89.5.7.9..3......4..2..3.5..736...72..89..1.3.5.3..4.9.86.2.7...19..5.1.42";

}  // namespace

TEST_CASE("A headless screenshot shows the board's ten lines each way", "[ui][screenshot]") {
    std::string path = temp_png("lines.png");
    auto run = run_program(std::string(SUDOKU_GAME_BINARY) + " --level easy --seed 1 --screenshot " + shell_quote(path) +
                           " --size 800x600 2>&1");
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
    auto paused = run_program(std::string(SUDOKU_GAME_BINARY) + " --puzzle " + kPuzzle + " --script " + shell_quote(script) +
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
    auto run = run_program(std::string(SUDOKU_GAME_BINARY) +
                           " --screenshot /nonexistent-dir/x.png --size 200x200 2>&1");
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
        auto run = run_program(std::string(SUDOKU_GAME_BINARY) + " --puzzle " + puzzle + " --script " + shell_quote(script) +
                               " --screenshot " + shell_quote(png) + " --size 1280x800 2>&1");
        INFO(run.output);
        REQUIRE(run.exit_code == 0);
    }
    Image first = load_png(technique_only), second = load_png(evidence);
    for (const auto& p : {technique_only, evidence, one, two}) std::filesystem::remove(p);
    REQUIRE(second.width == 1280);
    // Level 1 names the technique only; level 2 draws the chain: lines of several cells' length.
    CHECK(count_colour(first, sudoku::ui::kDefaultTheme.hint_link) == 0);
    CHECK(count_colour(second, sudoku::ui::kDefaultTheme.hint_link) > 500);
}
