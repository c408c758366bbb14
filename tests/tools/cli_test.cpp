// sudoku-cli as a user runs it: puzzle files in, one line per puzzle out, clear errors.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <string>

#include "tests/support/run_program.hpp"

using sudoku::test::run_program;
using sudoku::test::shell_quote;

namespace {

std::string cli(const std::string& args) { return std::string(SUDOKU_CLI_BINARY) + " " + args; }

std::string write_temp(const std::string& name, const std::string& content) {
    auto path = std::filesystem::temp_directory_path() / ("sudoku-cli-test-" + std::to_string(::getpid()) + "-" + name);
    std::ofstream(path) << content;
    return path.string();
}

const std::string kSolved = "123456789456789123789123456214365897365897214897214365531642978642978531978531642";

}  // namespace

TEST_CASE("validate prints ok or the conflicts for each puzzle and skips comments", "[cli]") {
    std::string bad = kSolved;
    std::swap(bad[0], bad[1]);  // 2 and 1 swapped: both clash in their columns
    std::string file = write_temp("validate.txt", "# a comment\n\n" + kSolved + "\n" + bad + "\tsome note\n" +
                                                      std::string(81, '.') + "\n");
    auto run = run_program(cli("validate " + shell_quote(file)));
    std::filesystem::remove(file);
    CHECK(run.exit_code == 1);
    CHECK(run.output == "ok\n"
                        "conflicts: 2 appears 2 times in column 1: r1c1 r4c1; 1 appears 2 times in column 2: "
                        "r1c2 r4c2\n"
                        "ok\n");
}

TEST_CASE("validate names the file line and column of a malformed line and goes on", "[cli]") {
    std::string line = kSolved;
    line[33] = 'x';
    std::string file = write_temp("malformed.txt", kSolved + "\n" + line + "\n" + kSolved + "\n");
    auto out = run_program(cli("validate " + shell_quote(file) + " 2>/dev/null"));
    auto err = run_program(cli("validate " + shell_quote(file) + " 2>&1 >/dev/null"));
    std::filesystem::remove(file);
    CHECK(out.exit_code == 1);
    CHECK(out.output == "ok\nok\n");
    CHECK(err.output == file + ":2: column 34: 'x' is not a digit or a blank (expected 1-9, 0 or .)\n");
}

TEST_CASE("validate reads standard input and exits 0 when all is well", "[cli]") {
    auto run = run_program("printf '%s\\n' " + kSolved + " | " + cli("validate -"));
    CHECK(run.exit_code == 0);
    CHECK(run.output == "ok\n");
}

TEST_CASE("sudoku-cli explains usage errors with status 2", "[cli]") {
    CHECK(run_program(cli("2>&1")).exit_code == 2);
    auto unknown = run_program(cli("frobnicate 2>&1"));
    CHECK(unknown.exit_code == 2);
    CHECK_THAT(unknown.output, Catch::Contains("unknown command 'frobnicate'"));
    auto flag = run_program(cli("validate --nope 2>&1"));
    CHECK(flag.exit_code == 2);
    CHECK_THAT(flag.output, Catch::Contains("unknown option '--nope'"));
    auto missing = run_program(cli("validate /nonexistent/puzzles.txt 2>&1"));
    CHECK(missing.exit_code == 1);
    CHECK_THAT(missing.output, Catch::Contains("/nonexistent/puzzles.txt: cannot open file"));
    auto help = run_program(cli("--help"));
    CHECK(help.exit_code == 0);
    CHECK_THAT(help.output, Catch::Contains("validate"));
}
