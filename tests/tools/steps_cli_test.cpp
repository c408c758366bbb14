// sudoku-cli steps as a user runs it (issue #18): every step of a position, grouped by technique,
// one per line in explain's notation; every step it prints must be correct against the solution.
#include <catch2/catch.hpp>

#include <cctype>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "engine/model/notation.hpp"
#include "engine/solve/band.hpp"
#include "tests/support/run_program.hpp"

using namespace sudoku;
using sudoku::test::run_program;

namespace {

std::string cli(const std::string& args) {
    return std::string(SUDOKU_CLI_BINARY) + " " + args;
}

/// The grid states of the shared technique examples (tests/data/logic/technique_examples.tsv).
std::vector<std::string> example_puzzles() {
    std::ifstream in(std::string(SUDOKU_TEST_DATA_DIR) + "/logic/technique_examples.tsv");
    std::vector<std::string> out;
    std::string line;
    std::getline(in, line);  // header
    while (std::getline(in, line)) {
        std::stringstream fields(line);
        std::string label, puzzle;
        std::getline(fields, label, '\t');
        std::getline(fields, puzzle, '\t');
        out.push_back(puzzle);
    }
    return out;
}

struct Printed {
    std::vector<std::string> headers;  // "Naked Single, 2.3: 1 step"
    std::vector<int> counts;           // the N of each header
    std::vector<std::string> effects;  // each step's effect, in order
    bool numbered = true;              // steps numbered 1, 2, 3, ... across the groups
};

Printed parse(const std::string& output) {
    Printed p;
    std::stringstream lines(output);
    std::string line;
    int next = 1;
    while (std::getline(lines, line)) {
        const auto dot = line.find(". ");
        const bool step = !line.empty() && std::isdigit(static_cast<unsigned char>(line[0])) &&
                          dot != std::string::npos && line.find_first_not_of("0123456789") == dot;
        if (!step) {
            p.headers.push_back(line);
            const auto colon = line.rfind(": ");
            p.counts.push_back(colon == std::string::npos ? -1 : std::atoi(line.c_str() + colon + 2));
            continue;
        }
        p.numbered = p.numbered && std::stoi(line.substr(0, dot)) == next++;
        const auto tab = line.rfind('\t');
        p.effects.push_back(tab == std::string::npos ? "" : line.substr(tab + 1));
    }
    return p;
}

}  // namespace

TEST_CASE("steps prints only correct steps on the technique examples", "[cli][steps]") {
    const auto puzzles = example_puzzles();
    REQUIRE(puzzles.size() == 66);
    int total = 0;
    for (const std::string& puzzle : puzzles) {
        CAPTURE(puzzle);
        auto parsed = parse_line(puzzle);
        REQUIRE(parsed.ok());
        Digits solution{};
        REQUIRE(count_solutions(parsed.value().digits(), 2, &solution) == 1);
        auto run = run_program(cli("steps --effects " + puzzle));
        REQUIRE(run.exit_code == 0);
        const Printed printed = parse(run.output);
        REQUIRE_FALSE(printed.headers.empty());
        CHECK(printed.numbered);
        int listed = 0;
        for (std::size_t i = 0; i < printed.headers.size(); ++i) {
            CAPTURE(printed.headers[i]);
            CHECK(printed.counts[i] > 0);
            listed += printed.counts[i];
        }
        CHECK(listed == int(printed.effects.size()));
        for (const std::string& effect : printed.effects) {
            CAPTURE(effect);
            std::stringstream tokens(effect);
            std::string token;
            int parts = 0;
            while (tokens >> token) {
                ++parts;
                const bool placed = token.find("<>") == std::string::npos;
                REQUIRE(token.size() >= 6);
                REQUIRE(token[0] == 'r');
                const int cell = cell_at(token[1] - '1', token[3] - '1');
                const int digit = token.back() - '0';
                CHECK(parsed.value().digits()[cell] == 0);  // the position's empty cells only
                if (placed)
                    CHECK(solution[cell] == digit);  // never a wrong digit placed
                else
                    CHECK(solution[cell] != digit);  // never the solution's digit eliminated
            }
            CHECK(parts > 0);
            ++total;
        }
    }
    CHECK(total > 66 * 3);
}

TEST_CASE("steps groups by technique easiest first and stops at --level", "[cli][steps]") {
    const std::string puzzle = "34...6.7..8....93...2....6.....1.....97...85......2...............6.8.9....923785";
    auto run = run_program(cli("steps " + puzzle));
    REQUIRE(run.exit_code == 0);
    CHECK(
        run.output.starts_with("Naked Single, 2.3: 1 step\n"
                               "1. Naked Single: r5c6 can only be 4: its row, column and box hold the other eight "
                               "digits.\n"
                               "Pointing, 2.6: 2 steps\n"
                               "2. Pointing: in box 8, 1 lies only in row 7"));
    CHECK_THAT(run.output, Catch::Contains("\nX-Chain, 6.6-6.9: 6 steps\n"));
    CHECK(run.output.find('\t') == std::string::npos);  // effects only with --effects

    auto easy = run_program(cli("steps --level easy " + puzzle));
    CHECK(easy.exit_code == 0);
    CHECK(easy.output ==
          "Naked Single, 2.3: 1 step\n"
          "1. Naked Single: r5c6 can only be 4: its row, column and box hold the other eight digits.\n");

    // Hidden singles are told apart by the kind of house.
    auto singles =
        run_program(cli("steps --level easy "
                        "..7..4.2......26...4..56.7831.....4..6....3..........1.96..1...2......57.......6."));
    CHECK_THAT(singles.output, Catch::Contains("Hidden Single (box), 1.2: "));
    CHECK_THAT(singles.output, Catch::Contains("Hidden Single (row), 1.5: "));
    CHECK_THAT(singles.output, Catch::Contains("Hidden Single (column), 1.5: "));
}

TEST_CASE("steps reads other shapes and standard input", "[cli][steps]") {
    auto shaped = run_program(cli("steps --level easy 2x3:b6_1b2_4e1a4a2_4a2a1e6_3b3_2b"));
    CHECK(shaped.exit_code == 0);
    CHECK(shaped.output.starts_with("Hidden Single (box), 1.2: 5 steps\n1. Hidden Single: in box 1, 1 fits only r2c3"));
    auto piped =
        run_program("echo '34...6.7..8....93...2....6.....1.....97...85......2...............6.8.9....923785' | " +
                    cli("steps --level easy -"));
    CHECK(piped.exit_code == 0);
    CHECK(piped.output.starts_with("Naked Single, 2.3: 1 step\n"));
}

TEST_CASE("steps reports bad puzzles and usage errors", "[cli][steps]") {
    const std::string solved = "123456789456789123789123456214365897365897214897214365531642978642978531978531642";
    auto done = run_program(cli("steps " + solved));
    CHECK(done.exit_code == 0);
    CHECK(done.output == "The puzzle is already solved.\n");
    auto empty = run_program(cli("steps " + std::string(81, '.') + " 2>&1"));
    CHECK(empty.exit_code == 1);
    CHECK(empty.output == "puzzle: no unique solution, so no logical steps\n");
    auto clash = run_program(cli("steps 11" + std::string(79, '.') + " 2>&1"));
    CHECK(clash.exit_code == 1);
    CHECK_THAT(clash.output, Catch::Contains("the givens break the rules"));
    CHECK(run_program(cli("steps 2>&1")).exit_code == 2);
    auto level = run_program(cli("steps --level nope " + solved + " 2>&1"));
    CHECK(level.exit_code == 2);
    CHECK_THAT(level.output, Catch::Contains("--level needs one of easy"));
    CHECK(run_program(cli("steps --frob " + solved + " 2>&1")).exit_code == 2);
    auto help = run_program(cli("steps --help"));
    CHECK(help.exit_code == 0);
    CHECK_THAT(help.output, Catch::Contains("Usage: sudoku-cli steps"));
    CHECK_THAT(run_program(cli("--help")).output, Catch::Contains("  steps  "));
}
