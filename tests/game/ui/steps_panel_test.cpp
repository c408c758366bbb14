// The analyst's panel "Every step now" (issue #18) end to end, headless: T opens it, ] chooses a
// step (its evidence shows on the board), Shift+T applies it as one hint move.
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

// HoDoKu's Medium 388 (tests/data/logic/technique_examples.tsv): a Naked Single first, then two
// Pointing steps (1 and 6 in row 7), ...
const std::string kPuzzle = "34...6.7..8....93...2....6.....1.....97...85......2...............6.8.9....923785";

std::string temp(const std::string& name) {
    return (std::filesystem::temp_directory_path() / ("sudoku-steps-" + std::to_string(::getpid()) + "-" + name))
        .string();
}

struct Run {
    std::string state;             // --dump-state
    std::string layout;            // --dump-layout
    std::vector<int> hint_pixels;  // per "shot": pixels in the hint's cell colour
};

Run run_script(const std::string& script) {
    const std::string script_file = temp("script.txt"), state = temp("state.json"), layout = temp("layout.json");
    std::vector<std::string> shots;
    std::string text;
    for (std::size_t start = 0, end; start < script.size(); start = end + 1) {
        end = script.find('\n', start);
        if (end == std::string::npos) end = script.size();
        std::string line = script.substr(start, end - start);
        if (line == "shot") {
            shots.push_back(temp("shot" + std::to_string(shots.size()) + ".png"));
            line = "shot " + shots.back();
        }
        text += line + "\n";
    }
    std::ofstream(script_file) << text;
    auto run = run_program(std::string(SUDOKU_GAME_BINARY) + " --puzzle " + kPuzzle + " --size 1280x800 --script " +
                           shell_quote(script_file) + " --dump-state " + shell_quote(state) + " --dump-layout " +
                           shell_quote(layout) + " 2>&1");
    INFO(run.output);
    REQUIRE(run.exit_code == 0);
    Run out;
    auto slurp = [](const std::string& file) {
        std::ifstream in(file);
        return std::string(std::istreambuf_iterator<char>(in), {});
    };
    out.state = slurp(state);
    out.layout = slurp(layout);
    for (const auto& shot : shots) {
        int w = 0, h = 0, n = 0;
        std::unique_ptr<unsigned char, void (*)(void*)> data(stbi_load(shot.c_str(), &w, &h, &n, 3), stbi_image_free);
        REQUIRE(data);
        int count = 0;
        const std::uint32_t colour = sudoku::ui::kLightTheme.hint_cell;
        for (int i = 0; i < w * h; ++i) {
            const unsigned char* p = data.get() + i * 3;
            count += ((std::uint32_t(p[0]) << 16) | (std::uint32_t(p[1]) << 8) | p[2]) == colour;
        }
        out.hint_pixels.push_back(count);
        std::filesystem::remove(shot);
    }
    for (const auto& file : {script_file, state, layout}) std::filesystem::remove(file);
    return out;
}

}  // namespace

TEST_CASE("The steps panel shows a chosen step on the board and applies it as one hint", "[ui][steps]") {
    // Open, nothing chosen; choose the second step (the first Pointing); apply it; undo it.
    const Run run = run_script("shot\nkey T\nshot\nkey ]\nkey ]\nshot\nkey Shift+T\nshot");
    REQUIRE(run.hint_pixels.size() == 4);
    CHECK(run.hint_pixels[0] == 0);
    CHECK(run.hint_pixels[1] == 0);     // the panel alone marks nothing
    CHECK(run.hint_pixels[2] > 10000);  // box 8's two cells with 1, as a hint's evidence
    CHECK(run.hint_pixels[3] == 0);     // applied: the list is new and nothing is chosen
    CHECK_THAT(run.state,
               Catch::Contains("\"moves\": [\n      \"H* r7c1<>1 r7c2<>1 r7c3<>1 r7c7<>1 r7c8<>1 r7c9<>1\"\n    ],"));
    CHECK_THAT(run.state, Catch::Contains("\"hints_used\": 1"));
    CHECK_THAT(run.layout, Catch::Contains("\"message\": \"Pointing: in box 8, 1 lies only in row 7"));
}

TEST_CASE("The steps panel's step is one undo step and the panel closes with T and Esc", "[ui][steps]") {
    const Run undone = run_script("key T\nkey ]\nkey ]\nkey Shift+T\nkey Ctrl+Z");
    CHECK_THAT(undone.state, Catch::Contains("\"position\": 0"));
    // Closed (T again, or Esc), Shift+T and ] do nothing and the board shows no evidence.
    for (const std::string close : {"key T", "key Escape"}) {
        const Run closed = run_script("key T\nkey ]\n" + close + "\nkey ]\nkey Shift+T\nshot");
        CHECK_THAT(closed.state, Catch::Contains("\"moves\": [],"));
        REQUIRE(closed.hint_pixels.size() == 1);
        CHECK(closed.hint_pixels[0] == 0);
    }
}
