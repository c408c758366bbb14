// Playing through the headless mode the way a player would: clicks and keys in, pixels out.
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

const std::string kPuzzle = "1.3..6.89.5.7.9..3......4..2..3.5..736...72..89..1.3.5.3..4.9.86.2.7...19..5.1.42";

std::string temp(const std::string& name) {
    return (std::filesystem::temp_directory_path() / ("sudoku-play-" + std::to_string(::getpid()) + "-" + name))
        .string();
}

// Runs the game on kPuzzle with a script; returns, per "shot" in the script, how many pixels have
// `colour`.
std::vector<int> run_script(const std::string& script, std::uint32_t colour) {
    std::string script_file = temp("script.txt");
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
    auto run = run_program(std::string(SUDOKU_GAME_BINARY) + " --puzzle " + kPuzzle + " --size 800x600 --script " +
                           shell_quote(script_file) + " 2>&1");
    INFO(run.output);
    REQUIRE(run.exit_code == 0);
    std::vector<int> counts;
    for (const auto& shot : shots) {
        int w = 0, h = 0, n = 0;
        std::unique_ptr<unsigned char, void (*)(void*)> data(stbi_load(shot.c_str(), &w, &h, &n, 3), stbi_image_free);
        REQUIRE(data);
        int count = 0;
        for (int i = 0; i < w * h; ++i) {
            const unsigned char* p = data.get() + i * 3;
            count += ((std::uint32_t(p[0]) << 16) | (std::uint32_t(p[1]) << 8) | p[2]) == colour;
        }
        counts.push_back(count);
        std::filesystem::remove(shot);
    }
    std::filesystem::remove(script_file);
    return counts;
}

}  // namespace

TEST_CASE("Clicking a cell and typing a digit shows it and undo and redo take it away and back", "[ui][play]") {
    // r1c2 is empty in the puzzle; its solution digit is 2 (any digit would do: mistakes are off).
    auto counts = run_script("shot\ncell 1 2\nkey 2\nshot\nkey Ctrl+Z\nshot\nkey Ctrl+Y\nshot\nkey Delete\nshot",
                             sudoku::ui::kLightTheme.player_digit);
    REQUIRE(counts.size() == 5);
    CHECK(counts[0] == 0);          // no player digit yet
    CHECK(counts[1] > 20);          // the 2 in the player's colour
    CHECK(counts[2] == 0);          // undone
    CHECK(counts[3] == counts[1]);  // redone, the same pixels
    CHECK(counts[4] == 0);          // erased
}

TEST_CASE("Shift and a digit toggles a small note", "[ui][play]") {
    auto counts = run_script("shot\ncell 1 2\nkey Shift+4\nkey Shift+7\nshot\nkey Shift+4\nshot",
                             sudoku::ui::kLightTheme.note_digit);
    REQUIRE(counts.size() == 3);
    CHECK(counts[1] > counts[0]);
    CHECK(counts[2] > counts[0]);
    CHECK(counts[2] < counts[1]);  // one of the two notes removed again
}

TEST_CASE("A hint points to a house first and shows its evidence on the second press", "[ui][play]") {
    const std::string script = "shot\nkey H\nshot\nkey H\nshot";
    auto tinted = run_script(script, sudoku::ui::kLightTheme.hint_cell);
    auto proof = run_script(script, sudoku::ui::kLightTheme.hint_cause);
    REQUIRE(tinted.size() == 3);
    REQUIRE(proof.size() == 3);
    CHECK(tinted[0] == 0);
    CHECK(tinted[1] > 8 * 1000);  // level 1: the house to look in (nine cells of about 55 px square)
    CHECK(proof[1] == 0);         // ...but not the answer
    CHECK(proof[2] > 50);         // level 2: the proving candidate is drawn
}

TEST_CASE("A script error names its line and stops the run", "[ui][play]") {
    std::string script = temp("bad.txt");
    std::ofstream(script) << "key 5\nfrobnicate 1 2\n";
    auto run = run_program(std::string(SUDOKU_GAME_BINARY) + " --script " + shell_quote(script) + " 2>&1");
    std::filesystem::remove(script);
    CHECK(run.exit_code == 2);
    CHECK_THAT(run.output, Catch::Contains("line 2: unknown command 'frobnicate'"));
    auto key = run_program(std::string(SUDOKU_GAME_BINARY) + " --script /nonexistent/script.txt 2>&1");
    CHECK(key.exit_code == 1);
    CHECK_THAT(key.output, Catch::Contains("cannot read script /nonexistent/script.txt"));
}

TEST_CASE("The share dialog draws a QR code of the share link", "[ui][play]") {
    auto counts = run_script("shot\nkey Ctrl+E\nshot", 0x000000);
    REQUIRE(counts.size() == 2);
    CHECK(counts[1] > counts[0] + 2000);  // the QR code's dark modules
}
