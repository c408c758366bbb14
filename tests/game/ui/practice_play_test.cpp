// Game > Practice ▸ technique (issue #18, item 2) end to end, headless: the menu by keys starts a
// classic puzzle that practises the chosen technique (checked with the engine).
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <string>

#include "engine/generate/classic.hpp"
#include "engine/model/notation.hpp"
#include "tests/support/run_program.hpp"

using namespace sudoku;
using sudoku::test::run_program;
using sudoku::test::shell_quote;

TEST_CASE("Game > Practice > Pointing starts a puzzle that needs Pointing and nothing harder", "[ui][practice]") {
    const auto dir = std::filesystem::temp_directory_path();
    const std::string tag = std::to_string(::getpid());
    const std::string script = (dir / ("sudoku-practice-" + tag + ".txt")).string();
    const std::string state = (dir / ("sudoku-practice-" + tag + ".json")).string();
    const std::string layout = (dir / ("sudoku-practice-layout-" + tag + ".json")).string();
    // F10 opens the Game menu: New, Daily, Restart, Practice; Right opens Practice at Full House,
    // then the hidden singles (box, row, column), Naked Single and, past the "Medium" title, Pointing.
    std::ofstream(script) << "key F10\nkey Down\nkey Down\nkey Down\nkey Right\n"
                             "key Down\nkey Down\nkey Down\nkey Down\nkey Down\nkey Return\n";
    auto run = run_program(std::string(SUDOKU_GAME_BINARY) + " --level medium --seed 2026 --size 1280x800 --script " +
                           shell_quote(script) + " --dump-state " + shell_quote(state) + " --dump-layout " +
                           shell_quote(layout) + " 2>&1");
    INFO(run.output);
    REQUIRE(run.exit_code == 0);
    std::ifstream in_state(state), in_layout(layout);
    const std::string saved((std::istreambuf_iterator<char>(in_state)), {});
    const std::string placed((std::istreambuf_iterator<char>(in_layout)), {});
    for (const auto& file : {script, state, layout}) std::filesystem::remove(file);
    CHECK_THAT(placed, Catch::Contains("\"subtitle\": \"Practice: Pointing #"));
    const std::string key = "\"givens\": \"";
    const auto at = saved.find(key);
    REQUIRE(at != std::string::npos);
    auto givens = parse_line(saved.substr(at + key.size(), 81));
    REQUIRE(givens.ok());
    CHECK(practises(givens.value().digits(), Technique::Pointing));
    CHECK(rate(givens.value().digits()).level == Level::Medium);
}
