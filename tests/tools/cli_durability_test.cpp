// sudoku-cli in ordinary use (issue 23): givens that break the rules, directories given as files,
// byte order marks and old line endings, impossible dates, and long counts a user interrupts.
#include <catch2/catch.hpp>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "tests/support/run_program.hpp"

using sudoku::test::run_and_interrupt;
using sudoku::test::run_program;
using sudoku::test::shell_quote;

namespace {

std::string cli(const std::string& args) {
    return std::string(SUDOKU_CLI_BINARY) + " " + args;
}

std::string temp_path(const std::string& name) {
    return (std::filesystem::temp_directory_path() /
            ("sudoku-durability-test-" + std::to_string(::getpid()) + "-" + name))
        .string();
}

std::string write_temp(const std::string& name, const std::string& content) {
    std::string path = temp_path(name);
    std::ofstream(path, std::ios::binary) << content;
    return path;
}

const std::string kUnique = ".5..83.17...1..4..3.4..56.8....3...9.9.8245....6....7...9....5...729..861.36.72.4";
const std::string kUniqueSolution = "652483917978162435314975628825736149791824563436519872269348751547291386183657294";
const std::string kOnes(81, '1');
const std::string kOnesConflict =
    "the givens break the rules: row rule: 1 appears 9 times in row 1, r1c1, r1c2, r1c3, r1c4, r1c5, r1c6, r1c7, "
    "r1c8 and r1c9";

}  // namespace

TEST_CASE("hint and explain refuse givens that break the rules, naming the first conflict", "[cli][durability]") {
    auto hint = run_program(cli("hint " + kOnes + " 2>&1"));
    CHECK(hint.exit_code == 1);
    CHECK(hint.output == "puzzle: " + kOnesConflict + "\n");
    auto clash = run_program(cli("hint 11" + std::string(79, '.') + " 2>&1"));
    CHECK(clash.exit_code == 1);
    CHECK(clash.output == "puzzle: the givens break the rules: row rule: 1 appears twice in row 1, r1c1 and r1c2\n");
    auto explain = run_program("echo " + kOnes + " | " + cli("explain - 2>&1"));
    CHECK(explain.exit_code == 1);
    CHECK(explain.output == "puzzle: " + kOnesConflict + "\n");
    // A full grid that follows the rules is still simply solved.
    auto solved = run_program(cli("hint " + kUniqueSolution + " 2>&1"));
    CHECK(solved.exit_code == 0);
    CHECK(solved.output == "The puzzle is already solved.\n");
}

TEST_CASE("solve count and rate report givens that break the rules and exit 1", "[cli][durability]") {
    std::string file = write_temp("conflicts.txt", kUnique + "\n" + kOnes + "\n");
    const std::string expected_error = file + ":2: " + kOnesConflict + "\n";
    struct Case {
        std::string command, output;
    };
    for (const Case& c :
         {Case{"solve", kUniqueSolution + "\nnone\n"}, Case{"solve --unique", kUniqueSolution + "\nnone\n"},
          Case{"count", "1\n0\n"},
          Case{"rate", kUnique + "\tEasy\t2.3\tNaked Single\tno-guess\n" + kOnes + "\tinvalid\t-\t-\t-\n"}}) {
        CAPTURE(c.command);
        auto out = run_program(cli(c.command + " " + shell_quote(file) + " 2>/dev/null"));
        auto err = run_program(cli(c.command + " " + shell_quote(file) + " 2>&1 >/dev/null"));
        CHECK(out.exit_code == 1);
        CHECK(out.output == c.output);
        CHECK(err.output == expected_error);
    }
    std::filesystem::remove(file);
}

TEST_CASE("a directory given as input is an error naming it and the other inputs are still read", "[cli][durability]") {
    std::string dir = temp_path("puzzles.d");
    std::filesystem::create_directory(dir);
    std::string file = write_temp("after-dir.txt", kUnique + "\n");
    struct Case {
        std::string command, output;
    };
    for (const Case& c : {Case{"solve", kUniqueSolution + "\n"}, Case{"count", "1\n"},
                          Case{"rate", kUnique + "\tEasy\t2.3\tNaked Single\tno-guess\n"}, Case{"validate", "ok\n"},
                          Case{"convert", kUnique + "\n"}}) {
        CAPTURE(c.command);
        std::string inputs = shell_quote(dir + "/") + " " + shell_quote(file);
        auto out = run_program(cli(c.command + " " + inputs + " 2>/dev/null"));
        auto err = run_program(cli(c.command + " " + inputs + " 2>&1 >/dev/null"));
        CHECK(out.exit_code == 1);
        CHECK(out.output == c.output);
        CHECK(err.output == dir + "/: is a directory\n");
        // Standard input redirected from a directory, too.
        auto redirected = run_program(cli(c.command + " < " + shell_quote(dir) + " 2>&1"));
        CHECK(redirected.exit_code == 1);
        CHECK(redirected.output == "<stdin>: is a directory\n");
        // Pipes named as files still work as streams.
        auto piped = run_program("printf '%s\\n' " + kUnique + " | " + cli(c.command + " /dev/stdin"));
        CHECK(piped.exit_code == 0);
        CHECK(piped.output == c.output);
    }
    std::filesystem::remove(file);
    std::filesystem::remove(dir);
}

TEST_CASE("every command skips a byte order mark and reads CRLF, LF and lone CR line ends", "[cli][durability]") {
    const std::string bom = "\xEF\xBB\xBF";
    struct Case {
        std::string command, output;
    };
    const std::string rated = kUnique + "\tEasy\t2.3\tNaked Single\tno-guess\n";
    for (const Case& c : {Case{"solve", kUniqueSolution + "\n" + kUniqueSolution + "\n"}, Case{"count", "1\n1\n"},
                          Case{"rate", rated + rated}, Case{"validate", "ok\nok\n"},
                          Case{"convert", kUnique + "\n" + kUnique + "\n"}}) {
        CAPTURE(c.command);
        for (std::string end : {"\n", "\r\n", "\r"}) {
            CAPTURE(end == "\r" ? "CR" : end == "\n" ? "LF" : "CRLF");
            std::string text = bom + "# two puzzles" + end + kUnique + end + end + kUnique + end;
            std::string file = write_temp("line-ends.txt", text);
            auto run = run_program(cli(c.command + " " + shell_quote(file) + " 2>&1"));
            auto piped = run_program(cli(c.command + " < " + shell_quote(file) + " 2>&1"));
            std::filesystem::remove(file);
            CHECK(run.exit_code == 0);
            CHECK(run.output == c.output);
            CHECK(piped.output == c.output);
        }
    }
    // Line numbers in errors count lone CRs as line ends too.
    std::string file = write_temp("cr-error.txt", kUnique + "\r12x\r" + kUnique + "\r");
    auto err = run_program(cli("solve " + shell_quote(file) + " 2>&1 >/dev/null"));
    std::filesystem::remove(file);
    CHECK(err.exit_code == 1);
    CHECK(err.output == file + ":2: column 3: 'x' is not a digit or a blank (expected 1-9, 0 or .)\n");
}

TEST_CASE("convert reads grids with a byte order mark and CR-only line ends", "[cli][durability][formats]") {
    std::string grid;
    for (int row = 0; row < 9; ++row) grid += kUnique.substr(9 * row, 9) + "\r";
    std::string file = write_temp("grid-cr.txt", "\xEF\xBB\xBF" + grid + "\r" + grid);
    auto run = run_program(cli("convert " + shell_quote(file) + " 2>&1"));
    std::filesystem::remove(file);
    CHECK(run.exit_code == 0);
    CHECK(run.output == kUnique + "\n" + kUnique + "\n");
}

TEST_CASE("generate --daily takes only real calendar dates from 1900 to 9999", "[cli][durability][generator]") {
    for (std::string bad : {"0000-01-01", "2026-02-29", "1900-02-29", "2026-04-31", "1899-12-31", "2026-1-01",
                            "99999-01-01", "2026-00-10"}) {
        CAPTURE(bad);
        auto run = run_program(cli("generate --level easy --daily " + bad + " 2>&1"));
        CHECK(run.exit_code == 2);
        CHECK_THAT(run.output, Catch::Contains("'" + bad + "'"));
        CHECK_THAT(run.output, Catch::Contains("1900-01-01 to 9999-12-31"));
    }
    for (std::string good : {"2024-02-29", "2000-02-29", "9999-12-31"}) {
        CAPTURE(good);
        auto run = run_program(cli("generate --level easy --daily " + good));
        CHECK(run.exit_code == 0);
        CHECK(run.output.size() == 82);
    }
    auto help = run_program(cli("generate --help"));
    CHECK_THAT(help.output, Catch::Contains("1900-01-01 to 9999-12-31"));
}

TEST_CASE("count shows progress when asked and stops on SIGINT with the partial count", "[cli][durability]") {
    auto run = run_and_interrupt({SUDOKU_CLI_BINARY, "count", "--limit", "1000000000"}, std::string(81, '.') + "\n",
                                 {"SUDOKU_CLI_PROGRESS=1"}, 800);
    CAPTURE(run.output, run.error);
    CHECK(run.exit_code == 130);
    REQUIRE_THAT(run.output, Catch::StartsWith("at least "));
    CHECK_THAT(run.output, Catch::EndsWith(" (interrupted)\n"));
    long long partial = std::stoll(run.output.substr(9));
    CHECK(partial > 0);
    CHECK(partial < 1000000000);
    CHECK_THAT(run.error, Catch::Contains("<stdin>:1: "));
    CHECK_THAT(run.error, Catch::Contains(" solutions so far"));
}

TEST_CASE("count stops on SIGINT without progress when stderr is not a terminal", "[cli][durability]") {
    auto run =
        run_and_interrupt({SUDOKU_CLI_BINARY, "count", "--limit", "1000000000"}, std::string(81, '.') + "\n", {}, 500);
    CHECK(run.exit_code == 130);
    CHECK_THAT(run.output, Catch::StartsWith("at least "));
    CHECK_THAT(run.output, Catch::EndsWith(" (interrupted)\n"));
    CHECK(run.error == "");
    // An ordinary count says nothing on stderr.
    auto quiet = run_program("echo " + std::string(81, '.') + " | " + cli("count --limit 1000 2>&1"));
    CHECK(quiet.output == "1000\n");
}
