// sudoku-cli positions (the search behind assets/techniques/) and generate --technique for the
// techniques practised from curated puzzles (issue #18).
#include <catch2/catch.hpp>

#include <sstream>
#include <string>
#include <vector>

#include "engine/generate/classic.hpp"
#include "engine/generate/technique_positions.hpp"
#include "engine/logic/logical_solver.hpp"
#include "engine/model/notation.hpp"
#include "tests/support/run_program.hpp"

using namespace sudoku;
using sudoku::test::run_program;

namespace {

std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> out;
    std::stringstream in(text);
    for (std::string line; std::getline(in, line);)
        if (!line.empty()) out.push_back(line);
    return out;
}

}  // namespace

TEST_CASE("positions finds where a technique is next and nothing harder follows", "[cli][positions]") {
    // The Hard puzzle of the README (generate --level hard --seed 7), twice: once as a plain line
    // and once as a tab-separated example list's line.
    const std::string puzzle = "9..1...5...1..9..36...47.1.1...8...6..2...4..4...9...5.2.75...15..9..2...1...6..4";
    auto run =
        run_program("printf '%s\\nfinned X-Wing\\t%s\\tsome note\\n' " + puzzle + " " + puzzle + " | " +
                    std::string(SUDOKU_CLI_BINARY) + " positions --technique 'Finned X-Wing' --count 2 2>/dev/null");
    REQUIRE(run.exit_code == 0);
    const auto lines = lines_of(run.output);
    REQUIRE(lines.size() == 2);
    for (const std::string& line : lines) {
        CAPTURE(line);
        auto parsed = parse_technique_positions(line);
        REQUIRE(parsed.ok());
        REQUIRE(parsed.value().size() == 1);
        const TechniquePosition& p = parsed.value().front();
        CHECK(p.technique == Technique::FinnedXWing);
        CHECK(next_step(p.grid())->technique == Technique::FinnedXWing);
        CHECK(teaches_next(p.grid(), Technique::FinnedXWing));
    }
    SECTION("--practice writes puzzles that practise it") {
        auto practice = run_program("echo " + puzzle + " | " + std::string(SUDOKU_CLI_BINARY) +
                                    " positions --practice --technique 'Finned X-Wing' 2>/dev/null");
        REQUIRE(practice.exit_code == 0);
        const auto found = lines_of(practice.output);
        REQUIRE(found.size() == 1);
        auto parsed = parse_technique_positions(found.front());
        REQUIRE(parsed.ok());
        CHECK(practises(parsed.value().front().digits, Technique::FinnedXWing));
    }
    SECTION("bad arguments are usage errors") {
        CHECK(run_program(std::string(SUDOKU_CLI_BINARY) + " positions --technique 'No Wing' 2>&1").exit_code == 2);
        CHECK(run_program(std::string(SUDOKU_CLI_BINARY) + " positions --count 0 2>&1").exit_code == 2);
    }
}

TEST_CASE("generate --technique practises the rare techniques from curated puzzles", "[cli][practice][positions]") {
    // The generator never makes a Skyscraper or a Hidden Quad; both come from practice.txt.
    const std::string name = GENERATE(as<std::string>{}, "Skyscraper", "Hidden Quad", "Jellyfish");
    CAPTURE(name);
    const auto technique = parse_technique(name);
    REQUIRE(technique);
    auto run = run_program(std::string(SUDOKU_CLI_BINARY) + " generate --technique '" + name +
                           "' --count 3 --seed 1 --rate 2>&1");
    INFO(run.output);
    REQUIRE(run.exit_code == 0);
    const auto lines = lines_of(run.output);
    REQUIRE(lines.size() == 3);
    for (const std::string& line : lines) {
        auto grid = parse_line(line.substr(0, 81));
        REQUIRE(grid.ok());
        CHECK(practises_technique(grid.value().digits(), *technique));
    }
    // The same seed, the same puzzles.
    CHECK(run_program(std::string(SUDOKU_CLI_BINARY) + " generate --technique '" + name +
                      "' --count 3 --seed 1 --rate 2>&1")
              .output == run.output);
}
