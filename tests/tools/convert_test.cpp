// sudoku-cli convert as a user runs it: any exchange format in, one format out, clear errors.
#include <catch2/catch.hpp>

#include <unistd.h>

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
std::string data(const std::string& name) {
    return std::string(SUDOKU_TEST_DATA_DIR) + "/formats/" + name;
}

std::string write_temp(const std::string& name, const std::string& content) {
    auto path =
        std::filesystem::temp_directory_path() / ("sudoku-convert-test-" + std::to_string(::getpid()) + "-" + name);
    std::ofstream(path, std::ios::binary) << content;
    return path.string();
}

const std::string kSnake = "7.6..2....4...9.3.....732.62...8...515....7...68.....1....17..3..15....46.94.....";
const std::string kSadman = ".234..8..6....7......53.62...5......84.....36......1...52.96......1....7..8..521.";

}  // namespace

TEST_CASE("convert reads a file of lines as one puzzle per line", "[cli][formats]") {
    auto run = run_program(cli("convert " + shell_quote(data("sadman_paste_lines.txt"))));
    CHECK(run.exit_code == 0);
    CHECK(run.output == kSadman + "\n" + kSadman + "\n" + kSadman + "\n");
}

TEST_CASE("convert recognises links and codes and writes the chosen format", "[cli][formats]") {
    auto run = run_program(cli("convert --to sencode-url " + shell_quote(data("sencode_jonasgeiler.txt"))));
    CHECK(run.exit_code == 0);
    CHECK(run.output == "https://sudoku.jonasgeiler.com/#o6DZ2hbDBoCZT-3pwX9CkdOTG69r\n");
    auto detect = run_program(
        "cat " + shell_quote(data("sencode_jonasgeiler_url.txt")) + " " + shell_quote(data("s9b_easiest_sudoku.txt")) +
        " " + shell_quote(data("sudokuwiki_string_definitions_162.txt")) + " | " + cli("convert --detect"));
    CHECK(detect.exit_code == 0);
    CHECK(detect.output == "sencode-url\nsudokuwiki-s9b\nsudokuwiki-marks\n");
}

TEST_CASE("convert reads an sdk or ss file as one puzzle and writes grids apart", "[cli][formats]") {
    auto sdk = run_program(cli("convert --to line " + shell_quote(data("sudocue_example.sdk"))));
    CHECK(sdk.exit_code == 0);
    CHECK(sdk.output == "2..1.5..3.54...71..1.2.3.8.6.28.73.4.........1.53.98.6.2.7.1.6..81...24.7..4.2..1\n");
    std::string two_grids = write_temp(
        "grids.txt", "# two grids\n" + run_program("cat " + shell_quote(data("sudokusnake_grid.txt"))).output + "\n\n" +
                         run_program("cat " + shell_quote(data("sadman_paste_grid.txt"))).output);
    auto grids = run_program(cli("convert --to sdk " + shell_quote(two_grids)));
    std::filesystem::remove(two_grids);
    CHECK(grids.exit_code == 0);
    auto rows = [](const std::string& line) {
        std::string out;
        for (int r = 0; r < 9; ++r) out += line.substr(std::size_t(r) * 9, 9) + "\n";
        return out;
    };
    CHECK(grids.output == rows(kSnake) + "\n" + rows(kSadman));
    auto ss = run_program(cli("convert --to sudokuwiki " + shell_quote(data("simple_sudoku_clipboard.ss"))));
    CHECK(ss.output ==
          "https://www.sudokuwiki.org/sudoku.htm?bd="
          "030400000902806301000000020800060700060205090003040008070000000408902506000008030\n");
}

TEST_CASE("convert round-trips through every format", "[cli][formats]") {
    for (std::string format : {"line", "grid", "sdk", "ss", "sudokuwiki", "sudokuwiki-marks", "sudokuwiki-s9b",
                               "sencode", "sencode-url", "share", "share-url"}) {
        CAPTURE(format);
        auto there = run_program("printf '%s\\n' " + shell_quote(kSnake) + " | " + cli("convert --to " + format));
        REQUIRE(there.exit_code == 0);
        std::string file = write_temp("round-trip.txt", there.output);
        auto back = run_program(cli("convert --from " + format + " " + shell_quote(file)));
        auto detected = run_program(cli("convert " + shell_quote(file)));
        std::filesystem::remove(file);
        CHECK(back.output == kSnake + "\n");
        CHECK(detected.output == kSnake + "\n");
    }
}

TEST_CASE("convert names the file and line of input it cannot read and goes on", "[cli][formats]") {
    std::string file = write_temp(
        "bad.txt", kSnake + "\nhttps://sudoku.jonasgeiler.com/#3-9\n" + kSadman.substr(0, 40) + "?\n" + kSadman + "\n");
    auto out = run_program(cli("convert " + shell_quote(file) + " 2>/dev/null"));
    auto err = run_program(cli("convert " + shell_quote(file) + " 2>&1 >/dev/null"));
    std::filesystem::remove(file);
    CHECK(out.exit_code == 1);
    CHECK(out.output == kSnake + "\n" + kSadman + "\n");
    CHECK(err.output ==
          file +
              ":2: column 35: not a valid sencode URL: the numbers (the part after the separator) store a 9 "
              "for given 2 (givens are stored as digit - 1, 0-8)\n" +
              file +
              ":3: column 41: not a valid 81-character line: '?' is not a digit or a blank (expected "
              "1-9, or 0 . X * _ or a space for an empty cell)\n");
    std::string grid = write_temp("bad-grid.txt", "\n\n+---+\n|12x|\n");
    auto bad_grid = run_program(cli("convert --from grid " + shell_quote(grid) + " 2>&1"));
    std::filesystem::remove(grid);
    CHECK(bad_grid.exit_code == 1);
    CHECK(bad_grid.output ==
          grid + ": line 4, column 4: 'x' is not a digit, a blank (0 . _ X) or a separator (| + - , space)\n");
}

TEST_CASE("convert explains usage errors with status 2", "[cli][formats]") {
    auto unknown = run_program(cli("convert --to csv 2>&1 </dev/null"));
    CHECK(unknown.exit_code == 2);
    CHECK_THAT(unknown.output, Catch::Contains("unknown format 'csv' for --to (expected line, grid, sdk"));
    auto missing = run_program(cli("convert --from 2>&1 </dev/null"));
    CHECK(missing.exit_code == 2);
    CHECK_THAT(missing.output, Catch::Contains("--from needs a format"));
    auto help = run_program(cli("convert --help"));
    CHECK(help.exit_code == 0);
    CHECK_THAT(help.output, Catch::Contains("How the input is split into puzzles"));
    CHECK_THAT(run_program(cli("--help")).output, Catch::Contains("convert"));
}
