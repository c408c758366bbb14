// Help > Techniques, the technique library (issue #18, item 1), headless at 1280x800: the menu
// opens it (at the hint's technique while a hint shows its proof), a page's "Try one" starts a
// practice puzzle for it, curated for a rare technique, and asks first when a game is unfinished.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <string>

#include "engine/generate/technique_positions.hpp"
#include "engine/model/notation.hpp"
#include "game/ui/technique_library.hpp"
#include "tests/support/run_program.hpp"

using namespace sudoku;
using sudoku::test::run_program;
using sudoku::test::shell_quote;

namespace {

struct Run {
    std::string layout, state;
};

// Where things are at 1280x800: the Help menu in the menu bar, a page's "Try one" button, and the
// Skyscraper row of the list of pages (as the screenshots of the README show them).
// Help: How to play, Keys, Techniques.
constexpr const char* kOpenLibrary = "click 109 16\nkey Down\nkey Down\nkey Return\n";
constexpr const char* kTryOne = "click 405 200\n";
constexpr const char* kSkyscraperPage = "click 130 633\n";

Run run_game(const std::string& args, const std::string& script) {
    const auto dir = std::filesystem::temp_directory_path();
    const std::string tag = std::to_string(::getpid());
    const std::string script_file = (dir / ("sudoku-library-" + tag + ".txt")).string();
    const std::string state = (dir / ("sudoku-library-" + tag + ".json")).string();
    const std::string layout = (dir / ("sudoku-library-layout-" + tag + ".json")).string();
    std::ofstream(script_file) << script;
    auto run = run_program(std::string(SUDOKU_GAME_BINARY) + " " + args + " --size 1280x800 --script " +
                           shell_quote(script_file) + " --dump-state " + shell_quote(state) + " --dump-layout " +
                           shell_quote(layout) + " 2>&1");
    INFO(run.output);
    REQUIRE(run.exit_code == 0);
    std::ifstream in_state(state), in_layout(layout);
    Run out{std::string((std::istreambuf_iterator<char>(in_layout)), {}),
            std::string((std::istreambuf_iterator<char>(in_state)), {})};
    for (const auto& file : {script_file, state, layout}) std::filesystem::remove(file);
    return out;
}

Digits givens_of(const std::string& state) {
    const std::string key = "\"givens\": \"";
    const auto at = state.find(key);
    REQUIRE(at != std::string::npos);
    auto givens = parse_line(state.substr(at + key.size(), 81));
    REQUIRE(givens.ok());
    return givens.value().digits();
}

}  // namespace

TEST_CASE("Help > Techniques opens the library, at the hint's technique when a hint shows its proof", "[ui][library]") {
    CHECK_THAT(run_game("--level medium --seed 2026", "").layout, Catch::Contains("\"library\": null"));
    CHECK_THAT(run_game("--level medium --seed 2026", kOpenLibrary).layout,
               Catch::Contains("\"library\": \"Full House\""));
    // Hard #7's first hint is a hidden single in box 1 (README); H twice shows its proof.
    CHECK_THAT(run_game("--level hard --seed 7", std::string("key h\nkey h\n") + kOpenLibrary).layout,
               Catch::Contains("\"library\": \"Hidden Single (box)\""));
    // Killer techniques have pages too: Killer Medium #3 starts with a cage's combinations.
    CHECK_THAT(run_game("--shape 3x3k --level medium --seed 3", std::string("key h\nkey h\n") + kOpenLibrary).layout,
               Catch::Contains("\"library\": \"Cage Combinations\""));
    CHECK_THAT(
        run_game("--level medium --seed 2026", std::string(kOpenLibrary) + kSkyscraperPage + "key Escape\n").layout,
        Catch::Contains("\"library\": null"));
}

TEST_CASE("Try one on the Skyscraper page starts a curated practice puzzle, asking first", "[ui][library][practice]") {
    SECTION("a fresh game goes at once") {
        const Run run = run_game("--level medium --seed 2026", std::string(kOpenLibrary) + kSkyscraperPage + kTryOne);
        CHECK_THAT(run.layout, Catch::Contains("\"subtitle\": \"Practice: Skyscraper #"));
        CHECK(practises_technique(givens_of(run.state), Technique::Skyscraper));
    }
    SECTION("an unfinished game is kept until the player says yes") {
        // A digit in the first empty cell makes the game unfinished.
        const std::string move = "cell 1 1\nkey 5\n";
        const Run kept = run_game("--level medium --seed 2026", move + kOpenLibrary + kSkyscraperPage + kTryOne);
        CHECK_THAT(kept.layout, Catch::Contains("\"subtitle\": \"Medium #2026\""));
        const Run replaced =
            run_game("--level medium --seed 2026", move + kOpenLibrary + kSkyscraperPage + kTryOne + "key y\n");
        CHECK_THAT(replaced.layout, Catch::Contains("\"subtitle\": \"Practice: Skyscraper #"));
    }
}

TEST_CASE("Every page of the library says what its technique is", "[ui][library]") {
    for (sudoku::Technique t : sudoku::ui::library_pages()) {
        CAPTURE(std::string(sudoku::technique_list_name(t)));
        CHECK(sudoku::ui::has_page_text(t));
    }
}
