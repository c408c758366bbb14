// sudoku-cli generate --technique (issue #18, practice by technique): puzzles whose easiest-first
// path uses the technique and needs nothing harder, checked on a sample of techniques with the
// engine's own solver and with explain's output.
#include <catch2/catch.hpp>

#include <algorithm>
#include <sstream>
#include <string>
#include <vector>

#include "engine/generate/classic.hpp"
#include "engine/logic/difficulty.hpp"
#include "engine/model/notation.hpp"
#include "tests/support/run_program.hpp"

using namespace sudoku;
using sudoku::test::run_program;

namespace {

std::string cli(const std::string& args) {
    return std::string(SUDOKU_CLI_BINARY) + " " + args;
}

std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> out;
    std::stringstream in(text);
    for (std::string line; std::getline(in, line);) out.push_back(line);
    return out;
}

}  // namespace

TEST_CASE("generate --technique makes puzzles that need the technique and nothing harder", "[cli][practice]") {
    // A sample across the levels; each finishes in well under a second.
    const std::string name =
        GENERATE(as<std::string>{}, "Hidden Single (row)", "Naked Single", "Pointing", "Claiming", "Naked Pair",
                 "Hidden Pair", "X-Wing", "Finned X-Wing", "XY-Wing", "W-Wing", "Finned Swordfish", "XY-Chain");
    CAPTURE(name);
    const auto technique = parse_technique(name);
    REQUIRE(technique);
    const Level level = difficulty_of(*technique).level;
    // Appended piece by piece: GCC 12 -O3 warns falsely (-Wrestrict) on "lit" + std::string + ...
    std::string command = "generate --technique '";
    command += name;
    command += "' --count 2 --seed 1 --rate";
    auto run = run_program(cli(command));
    REQUIRE(run.exit_code == 0);
    const auto lines = lines_of(run.output);
    REQUIRE(lines.size() == 2);
    for (const std::string& line : lines) {
        CAPTURE(line);
        const std::string puzzle = line.substr(0, 81);
        auto parsed = parse_line(puzzle);
        REQUIRE(parsed.ok());
        std::string level_field = "\t";
        level_field += level_name(level);
        level_field += '\t';
        CHECK_THAT(line, Catch::Contains(level_field));
        // The engine's path: the technique, nothing of a higher level, no guess; above Easy no step
        // scored above the technique's own.
        const SolvePath path = solve_logically(parsed.value().digits());
        CHECK(path.solved);
        CHECK(path.guesses == 0);
        double own = -1, highest = 0;
        for (const Step& step : path.steps) {
            CHECK(difficulty_of(step.technique).level <= level);
            if (step.technique == *technique) own = std::max(own, step_score(step));
            highest = std::max(highest, step_score(step));
        }
        CHECK(own > 0);
        if (level != Level::Easy) CHECK(highest <= own + 1e-9);
        // explain's path names it too.
        auto explained = run_program(cli("explain " + puzzle));
        REQUIRE(explained.exit_code == 0);
        std::string named = ". ";
        named += technique_name(*technique);
        named += ':';
        CHECK_THAT(explained.output, Catch::Contains(named));
    }
    // The same seed gives the same puzzles.
    CHECK(run_program(cli(command)).output == run.output);
}

TEST_CASE("generate --technique reads names loosely and refuses what it cannot practise", "[cli][practice]") {
    CHECK(parse_technique("x-wing") == Technique::XWing);
    CHECK(parse_technique("XWING") == Technique::XWing);
    CHECK(parse_technique("hidden single (row)") == Technique::HiddenSingleRow);
    CHECK(parse_technique("Hidden Single") == Technique::HiddenSingleBox);
    CHECK(parse_technique("bug+1") == Technique::BugPlusOne);
    CHECK(parse_technique("bug1") == Technique::BugPlusOne);
    CHECK(parse_technique("Dynamic Forcing Chain") == Technique::DynamicForcingChain);
    CHECK(parse_technique("dynamic forcing chain (+)") == Technique::DynamicForcingChainPlus);
    CHECK(parse_technique("nested forcing chain") == Technique::NestedForcingChain);
    CHECK(parse_technique("2-string kite") == Technique::TwoStringKite);
    CHECK_FALSE(parse_technique("frobnicate"));
    CHECK_FALSE(parse_technique(""));
    CHECK_FALSE(practisable(Technique::Guess));
    CHECK_FALSE(practisable(Technique::CageCombination));

    auto unknown = run_program(cli("generate --technique frobnicate 2>&1"));
    CHECK(unknown.exit_code == 2);
    CHECK_THAT(unknown.output, Catch::Contains("--technique needs a technique's name"));
    auto killer = run_program(cli("generate --technique 'cage combinations' 2>&1"));
    CHECK(killer.exit_code == 2);
    CHECK_THAT(killer.output, Catch::Contains("cage combinations is a Killer technique") && Catch::Contains("3x3k"));
    auto guess = run_program(cli("generate --technique guess 2>&1"));
    CHECK(guess.exit_code == 2);
    auto clash = run_program(cli("generate --technique x-wing --level easy 2>&1"));
    CHECK(clash.exit_code == 2);
    CHECK_THAT(clash.output, Catch::Contains("--technique X-Wing makes Hard puzzles, not Easy"));
    auto shaped = run_program(cli("generate --technique x-wing --shape 2x3 2>&1"));
    CHECK(shaped.exit_code == 2);
    CHECK_THAT(run_program(cli("generate --help")).output, Catch::Contains("--technique T"));
}
