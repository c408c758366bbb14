// sudoku-cli as a user runs it: puzzle files in, one line per puzzle out, clear errors.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "engine/model/notation.hpp"
#include "engine/solve/band.hpp"
#include "tests/support/run_program.hpp"

using sudoku::test::run_program;
using sudoku::test::shell_quote;

namespace {

std::string cli(const std::string& args) {
    return std::string(SUDOKU_CLI_BINARY) + " " + args;
}

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
    std::string file = write_temp(
        "validate.txt", "# a comment\n\n" + kSolved + "\n" + bad + "\tsome note\n" + std::string(81, '.') + "\n");
    auto run = run_program(cli("validate " + shell_quote(file)));
    std::filesystem::remove(file);
    CHECK(run.exit_code == 1);
    CHECK(run.output ==
          "ok\n"
          "conflicts: column rule: 2 appears twice in column 1, r1c1 and r4c1; column rule: 1 appears twice in "
          "column 2, r1c2 and r4c2\n"
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

namespace {
// From tdoku's test set: a puzzle with one solution; and givens that contradict each other.
const std::string kUnique = ".5..83.17...1..4..3.4..56.8....3...9.9.8245....6....7...9....5...729..861.36.72.4";
const std::string kUniqueSolution = "652483917978162435314975628825736149791824563436519872269348751547291386183657294";
const std::string kContradiction = "11" + std::string(79, '.');
}  // namespace

TEST_CASE("solve prints the solution or none and keeps going after a bad line", "[cli]") {
    std::string file = write_temp("solve.txt", "# header\n" + kUnique + "  trailing words\n12x\n" + kContradiction +
                                                   "\n" + std::string(81, '.') + "\n");
    auto out = run_program(cli("solve " + shell_quote(file) + " 2>/dev/null"));
    auto err = run_program(cli("solve " + shell_quote(file) + " 2>&1 >/dev/null"));
    auto unique = run_program(cli("solve --unique " + shell_quote(file) + " 2>/dev/null"));
    std::filesystem::remove(file);
    CHECK(out.exit_code == 1);
    CHECK(err.output == file + ":3: column 3: 'x' is not a digit or a blank (expected 1-9, 0 or .)\n" + file +
                            ":4: the givens break the rules: row rule: 1 appears twice in row 1, r1c1 and r1c2\n");
    // The empty grid has many solutions: plain solve prints one of them (a full valid grid, checked
    // with validate), --unique says multiple.
    std::string prefix = kUniqueSolution + "\nnone\n";
    REQUIRE(out.output.size() == prefix.size() + 82);
    CHECK(out.output.substr(0, prefix.size()) == prefix);
    std::string any_solution = out.output.substr(prefix.size(), 81);
    CHECK(any_solution.find('.') == std::string::npos);
    CHECK(run_program("printf '%s\\n' " + any_solution + " | " + cli("validate")).output == "ok\n");
    CHECK(unique.output == kUniqueSolution + "\nnone\nmultiple\n");
}

TEST_CASE("solve reads any byte anywhere in a line the way the line parser does", "[cli]") {
    // Plain 81-cell lines take a fast path; every byte value (but the line ends) at cells at the
    // start, end and both sides of its eight-character words must get what parse_line says: the
    // solution of the puzzle it reads (or none), or an error line on stderr and nothing printed.
    const std::string base = "000000010400000000020000000000050407008000300001090000300400200050100000000806000";
    std::string input, expected;
    int bad = 0;
    for (int pos : {0, 7, 8, 40, 63, 64, 79, 80}) {
        for (int byte = 1; byte < 256; ++byte) {
            if (byte == '\n' || byte == '\r' || (pos == 0 && byte == '#')) continue;  // line ends, a comment
            std::string line = base;
            line[std::size_t(pos)] = char(byte);
            input += line + "\n";
            auto parsed = sudoku::parse_line(line, {.allow_trailing_text = true});
            if (!parsed) {
                ++bad;
                continue;
            }
            auto solution = sudoku::solve(parsed.value().digits());
            expected += solution ? sudoku::format_line(*solution) + "\n" : "none\n";
        }
    }
    std::string file = write_temp("bytes.txt", input);
    auto out = run_program(cli("solve " + shell_quote(file) + " 2>/dev/null"));
    auto err = run_program(cli("solve " + shell_quote(file) + " 2>&1 >/dev/null | grep -vc 'givens break the rules'"));
    std::filesystem::remove(file);
    CHECK(out.exit_code == 1);
    CHECK(out.output == expected);
    CHECK(bad > 8 * 200);                 // most bytes are not cells
    CHECK(std::stoi(err.output) == bad);  // one error line per malformed line
}

TEST_CASE("count counts solutions up to the limit", "[cli]") {
    // 633 solutions (tdoku's test set says so).
    const std::string many = ".......8...6.8.1..7....3..4.47..5...5..34............53....4..7......9...1.9...6.";
    std::string input = kUnique + "\n" + many + "\n" + kContradiction + "\n";
    auto by_default = run_program("printf '%s' " + shell_quote(input) + " | " + cli("count 2>/dev/null"));
    CHECK(by_default.exit_code == 1);  // givens that break the rules are bad input (and have 0 solutions)
    CHECK(by_default.output == "1\n2\n0\n");
    auto exact = run_program("printf '%s' " + shell_quote(input) + " | " + cli("count --limit 1000 2>/dev/null"));
    CHECK(exact.output == "1\n633\n0\n");
    auto capped = run_program("printf '%s' " + shell_quote(input) + " | " + cli("count --limit=100 2>/dev/null"));
    CHECK(capped.output == "1\n100\n0\n");
    auto good = run_program("printf '%s\\n' " + kUnique + " " + many + " | " + cli("count"));
    CHECK(good.exit_code == 0);
    CHECK(good.output == "1\n2\n");
}

TEST_CASE("count rejects a bad limit as a usage error", "[cli]") {
    for (std::string bad : {"--limit 0", "--limit x", "--limit", "--limit=-3", "--limit 5000000000"}) {
        CAPTURE(bad);
        auto run = run_program(cli("count " + bad + " </dev/null 2>&1"));
        CHECK(run.exit_code == 2);
        CHECK_THAT(run.output, Catch::Contains("--limit needs a whole number"));
    }
}

TEST_CASE("rate prints level score and hardest technique per puzzle", "[cli][logic]") {
    // Singles only; then a puzzle whose path needs more (top1465's first puzzle); then an invalid one.
    const std::string hard = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
    std::string input = kUnique + "\n" + hard + "\n" + std::string(81, '.') + "\n";
    auto out = run_program("printf '%s' " + shell_quote(input) + " | " + cli("rate 2>/dev/null"));
    auto err = run_program("printf '%s' " + shell_quote(input) + " | " + cli("rate 2>&1 >/dev/null"));
    CHECK(out.exit_code == 1);
    CHECK(err.output == "<stdin>:3: cannot rate: more than one solution\n");
    std::stringstream lines(out.output);
    std::string first, second, third;
    std::getline(lines, first);
    std::getline(lines, second);
    std::getline(lines, third);
    CHECK(first == kUnique + "\tEasy\t2.3\tNaked Single\tno-guess");
    CHECK_THAT(second, Catch::StartsWith(hard + "\tExtreme\t"));
    CHECK(third == std::string(81, '.') + "\tinvalid\t-\t-\t-");
}

TEST_CASE("hint prints the easiest step and its effect without guessing", "[cli][logic]") {
    auto run = run_program(cli("hint " + kUnique));
    CHECK(run.exit_code == 0);
    CHECK(run.output ==
          "Hidden Single: in box 1, 1 fits only r3c2: the 1s in r1c8 and r2c4 rule out the rest of box 1.\nr3c2=1\n");
    auto solved = run_program(cli("hint " + kUniqueSolution));
    CHECK(solved.output == "The puzzle is already solved.\n");
    auto bad = run_program(cli("hint 123 2>&1"));
    CHECK(bad.exit_code == 1);
    CHECK_THAT(bad.output, Catch::Contains("too short: expected 81 cells, found 3"));
    auto many = run_program(cli("hint " + std::string(81, '.') + " 2>&1"));
    CHECK(many.exit_code == 1);
    CHECK_THAT(many.output, Catch::Contains("no unique solution"));
}

TEST_CASE("explain prints the whole path then the rating", "[cli][logic]") {
    auto run = run_program("echo " + kUnique + " | " + cli("explain -"));
    CHECK(run.exit_code == 0);
    CHECK_THAT(run.output, Catch::StartsWith("1. Hidden Single: in box 1, 1 fits only r3c2: the 1s in r1c8 and r2c4 "
                                             "rule out the rest of box 1.\n"));
    CHECK_THAT(run.output, Catch::Contains("\n47. "));
    CHECK_THAT(run.output, Catch::EndsWith("Rating: Easy, 2.3, hardest technique Naked Single; 47 steps, 0 guesses, "
                                           "about 2 minutes.\n"));
}

TEST_CASE("generate prints reproducible unique puzzles of the requested level", "[cli][generator]") {
    auto first = run_program(cli("generate --level hard --count 3 --seed 7 --rate"));
    auto again = run_program(cli("generate --level=hard --seed=7 --count=3 --rate"));
    CHECK(first.exit_code == 0);
    CHECK(first.output == again.output);
    std::stringstream lines(first.output);
    std::string line, puzzles;
    int n = 0;
    while (std::getline(lines, line)) {
        CAPTURE(line);
        ++n;
        CHECK(line.substr(81, 6) == "\tHard\t");
        CHECK_THAT(line, Catch::EndsWith(std::string("\t") + std::to_string(6 + n)));
        puzzles += line.substr(0, 81) + "\n";
    }
    CHECK(n == 3);
    CHECK(run_program("printf '%s' " + shell_quote(puzzles) + " | " + cli("count")).output == "1\n1\n1\n");

    auto daily = run_program(cli("generate --level easy --daily 2026-11-22"));
    CHECK(daily.output == run_program(cli("generate --level easy --daily 2026-11-22")).output);
    CHECK(daily.output.size() == 82);
}

TEST_CASE("generate rejects bad options with status 2", "[cli][generator]") {
    for (std::string bad : {"", "--level impossible", "--level easy --symmetry sideways", "--level easy --count 0",
                            "--level easy --seed -1", "--level easy --daily 2026-13-01", "--level easy --frob",
                            "--level easy --daily 2026-01-01 --seed 3"}) {
        CAPTURE(bad);
        auto run = run_program(cli("generate " + bad + " 2>&1"));
        CHECK(run.exit_code == 2);
        CHECK_THAT(run.output, Catch::Contains("sudoku-cli: "));
    }
}
