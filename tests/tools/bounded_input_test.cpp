// sudoku-cli on hostile input (issue #40): lines too long to be puzzles are reported and skipped,
// blocks of lines stop at a cap, convert streams, positions treats directories, binary and empty
// input like every other command, a PNG has a size cap, and a file size limit reads as a failed
// write. (tools/bounded_memory_test.sh runs every command on a gigabyte under a memory limit.)
#include <catch2/catch.hpp>

#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>

#include "tests/support/run_program.hpp"

using sudoku::test::run_program;
using sudoku::test::shell_quote;

namespace {

std::string cli(const std::string& args) {
    return std::string(SUDOKU_CLI_BINARY) + " " + args;
}

std::string temp_path(const std::string& name) {
    return (std::filesystem::temp_directory_path() / ("sudoku-bounded-test-" + std::to_string(::getpid()) + "-" + name))
        .string();
}

std::string write_temp(const std::string& name, const std::string& content) {
    std::string path = temp_path(name);
    std::ofstream(path, std::ios::binary) << content;
    return path;
}

const std::string kUnique = ".5..83.17...1..4..3.4..56.8....3...9.9.8245....6....7...9....5...729..861.36.72.4";
const std::string kUniqueSolution = "652483917978162435314975628825736149791824563436519872269348751547291386183657294";
const std::string kTooLong = "the line is longer than 65536 bytes (longer than any puzzle); skipped";

}  // namespace

TEST_CASE("a line longer than 64 KiB is reported with its number and skipped by every command", "[cli][bounded]") {
    // The long line starts like a puzzle: it is skipped whole all the same, not read as one.
    const std::string long_line = kUnique + std::string(70000, ' ') + "x";
    std::string file = write_temp("long.txt", kUnique + "\n" + long_line + "\n" + kUnique + "\n");
    struct Case {
        std::string command, output;
    };
    for (const Case& c : {Case{"solve", kUniqueSolution + "\n" + kUniqueSolution + "\n"}, Case{"count", "1\n1\n"},
                          Case{"validate", "ok\nok\n"}, Case{"convert", kUnique + "\n" + kUnique + "\n"}}) {
        CAPTURE(c.command);
        auto out = run_program(cli(c.command + " " + shell_quote(file) + " 2>/dev/null"));
        auto err = run_program(cli(c.command + " " + shell_quote(file) + " 2>&1 >/dev/null"));
        CHECK(out.exit_code == 1);
        CHECK(out.output == c.output);
        CHECK(err.output == file + ":2: " + kTooLong + "\n");
    }
    // The last line, without a line end, too; and the line numbers after a long line still count it.
    auto last = run_program("{ printf '%s\\n\\n' " + kUnique + "; head -c 100000 /dev/zero | tr '\\0' 7; } | " +
                            cli("solve 2>&1 >/dev/null"));
    CHECK(last.exit_code == 1);
    CHECK(last.output == "<stdin>:3: " + kTooLong + "\n");
    auto after = run_program("{ head -c 100000 /dev/zero | tr '\\0' 7; printf '\\n12x\\n'; } | " + cli("solve 2>&1"));
    CHECK(after.output ==
          "<stdin>:1: " + kTooLong + "\n<stdin>:2: column 3: 'x' is not a digit or a blank (expected 1-9, 0 or .)\n");
    std::filesystem::remove(file);
}

TEST_CASE("a shape text block stops at 4096 lines, and convert's blocks too", "[cli][bounded]") {
    const std::string block = "shape: 2x2\n" + std::string(5000, '\n') + "1 . | . .\n";
    std::string file = write_temp("block.txt", block + kUnique + "\n");
    auto solve = run_program(cli("solve " + shell_quote(file) + " 2>&1"));
    CHECK(solve.exit_code == 1);
    CHECK(solve.output == file +
                              ":1: the shape text block starting here has 0 of its 4 rows at line 4097, past 4096 "
                              "lines or 1024 KiB (longer than any puzzle); skipped\n" +
                              file + ":5002: column 2: ' ' is not a digit or a blank (expected 1-9, 0 or .)\n" +
                              kUniqueSolution + "\n");
    auto convert = run_program(cli("convert " + shell_quote(file) + " 2>&1"));
    CHECK(convert.exit_code == 1);
    CHECK_THAT(convert.output, Catch::StartsWith(file + ":1: the shape text block starting here has 0 of its 4 rows"));
    CHECK_THAT(convert.output, Catch::EndsWith(kUnique + "\n"));
    std::filesystem::remove(file);

    // Grids, .sdk and .ss text: a block of lines without a blank line stops at 4096 lines; the
    // next block is read.
    std::string grid;
    for (int r = 0; r < 9; ++r) grid += kUnique.substr(std::size_t(r) * 9, 9) + "\n";
    std::string runaway;
    for (int i = 0; i < 5000; ++i) runaway += "x\n";
    file = write_temp("runaway.txt", grid + "\n" + runaway + "\n" + grid);
    auto blocks = run_program(cli("convert " + shell_quote(file) + " 2>/dev/null"));
    CHECK(blocks.exit_code == 1);
    CHECK(blocks.output == kUnique + "\n" + kUnique + "\n");
    auto blocks_err = run_program(cli("convert " + shell_quote(file) + " 2>&1 >/dev/null"));
    CHECK(blocks_err.output ==
          file +
              ":11: the block of lines starting here goes on past 4096 lines or 1024 KiB without a "
              "blank line (longer than any puzzle); skipped\n");
    std::filesystem::remove(file);
}

TEST_CASE("convert streams: comments and blank lines cost nothing, and a block of comments alone is skipped",
          "[cli][bounded][formats]") {
    std::string grid;
    for (int r = 0; r < 9; ++r) grid += kUnique.substr(std::size_t(r) * 9, 9) + "\n";
    // .sdk-like: # lines before the grid belong to its block; a block of comments alone is no puzzle.
    auto run = run_program("printf '# about\\n\\n#A someone\\n%s\\n\\n\\n# the end\\n' " + shell_quote(grid) + " | " +
                           cli("convert 2>&1"));
    CHECK(run.exit_code == 0);
    CHECK(run.output == kUnique + "\n");
    // Lines of puzzles, after many comment lines: converted as they come.
    auto lines = run_program("{ yes '# c' | head -n 100000; printf '%s\\n' " + kUnique + "; } | " +
                             cli("convert --to sudokuwiki 2>&1"));
    CHECK(lines.exit_code == 0);
    std::string zeros = kUnique;
    std::replace(zeros.begin(), zeros.end(), '.', '0');
    CHECK(lines.output == "https://www.sudokuwiki.org/sudoku.htm?bd=" + zeros + "\n");
}

TEST_CASE("positions reports directories, binary and lines that are not puzzles like the other commands",
          "[cli][bounded]") {
    const std::string dir = temp_path("positions.d");
    std::filesystem::create_directory(dir);
    auto on_dir = run_program(cli("positions --technique 'Naked Single' " + shell_quote(dir) + " 2>&1 >/dev/null"));
    CHECK(on_dir.exit_code == 1);
    CHECK_THAT(on_dir.output, Catch::StartsWith(dir + ": is a directory\n"));
    auto redirected = run_program(cli("positions --technique 'Naked Single' < " + shell_quote(dir) + " 2>&1"));
    CHECK(redirected.exit_code == 1);
    CHECK_THAT(redirected.output, Catch::StartsWith("<stdin>: is a directory\n"));
    std::filesystem::remove(dir);

    auto binary = run_program("printf 'ab\\001\\377\\n' | " + cli("positions --technique 'Naked Single' 2>&1"));
    CHECK(binary.exit_code == 1);
    CHECK_THAT(binary.output, Catch::StartsWith("<stdin>:1: no puzzle: expected a field of 81 cells (1-9, and 0 or . "
                                                "for a blank) or a Killer's Solo game ID\n<stdin>: 0 puzzles read\n"));
    auto classic_id = run_program("echo 2x2:d4_3_2b1_3_4d | " + cli("positions --technique 'Naked Single' 2>&1"));
    CHECK(classic_id.exit_code == 1);
    CHECK_THAT(classic_id.output, Catch::Contains("<stdin>:1: a Solo game ID of a 4x4 puzzle, not a Killer"));

    auto empty = run_program("printf '\\n# nothing\\n' | " + cli("positions --technique 'Naked Single' 2>&1"));
    CHECK(empty.exit_code == 0);
    CHECK(empty.output == "<stdin>: 0 puzzles read\nNaked Single: 0 found\n");
    // The library's own lists, with Killer game IDs after a name, still read whole.
    auto library = run_program(cli("positions --technique 'Naked Single' --count 1 " +
                                   shell_quote(std::string(SUDOKU_SOURCE_DIR) + "/assets/techniques/examples.txt") +
                                   " 2>/dev/null"));
    CHECK(library.exit_code == 0);
    CHECK_THAT(library.output, Catch::StartsWith("Naked Single\t"));
}

TEST_CASE("export refuses a PNG wider than 4096 pixels and names the vector formats", "[cli][bounded][print]") {
    const std::string out = temp_path("big.png");
    auto big = run_program(cli("export " + kUnique + " --size 20000 -o " + shell_quote(out) + " 2>&1"));
    CHECK(big.exit_code == 2);
    CHECK_THAT(big.output, Catch::StartsWith("sudoku-cli: export: a PNG is at most 4096 pixels wide (--size 20000 "
                                             "would take 1525 MiB to draw); --format svg or pdf draws any size\n"));
    CHECK_FALSE(std::filesystem::exists(out));
    auto svg = run_program(cli("export " + kUnique + " --size 20000 --format svg -o " + shell_quote(out) + " 2>&1"));
    CHECK(svg.exit_code == 0);
    std::filesystem::remove(out);
}

TEST_CASE("a file size limit makes a failed write with a message and status 1, not death by SIGXFSZ",
          "[cli][bounded]") {
    std::string many;
    for (int i = 0; i < 200; ++i) many += kUnique + "\n";
    const std::string file = write_temp("many.txt", many);
    const std::string out = temp_path("limited.txt");
    // Standard error goes to the pipe, which no file size limit touches.
    auto run =
        run_program("(ulimit -f 4 && exec " + cli("solve " + shell_quote(file) + " >" + shell_quote(out)) + ") 2>&1");
    CHECK(run.exit_code == 1);
    CHECK(run.output == "sudoku-cli: cannot write the results to standard output: File too large\n");
    std::filesystem::remove(file);
    std::filesystem::remove(out);
}
