// sudoku-cli with puzzles of other shapes: Solo game IDs and shape text, mixed with 81-character
// lines, answered in the form they came in.
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

std::string write_temp(const std::string& name, const std::string& content) {
    auto path =
        std::filesystem::temp_directory_path() / ("sudoku-shape-cli-test-" + std::to_string(::getpid()) + "-" + name);
    std::ofstream(path) << content;
    return path.string();
}

// sgt-solo --generate: a 6x6 puzzle of 2x3 boxes and a 9x9 jigsaw.
const std::string kSix = "2x3:3_4c2b6b3_1b3d5b4_5b4b4c3_1";
const std::string kSixSolved = "2x3:3_4_1_6_5_2_2_5_6_1_4_3_1_2_4_3_6_5_6_3_5_2_1_4_5_1_3_4_2_6_4_6_2_5_3_1";
const std::string kJigsaw =
    "9j:a1_5b8a2b8b3_1j1a4a6b7_9_5d1a5d3_7_5b8a6a6j9_2b3b7a8b2_6a,abe_aba_aaa_a_aa____bb_baacb_ffbebbc__dababa_daab_"
    "aab_acb__";
const std::string kSixText =
    "shape: 2x3\n"
    "3 4 . | . . 2\n"
    ". . 6 | . . 3\n"
    "------+------\n"
    "1 . . | 3 . .\n"
    ". . 5 | . . 4\n"
    "------+------\n"
    "5 . . | 4 . .\n"
    "4 . . | . 3 1\n";
const std::string kClassic = ".5..83.17...1..4..3.4..56.8....3...9.9.8245....6....7...9....5...729..861.36.72.4";
const std::string kClassicSolved = "652483917978162435314975628825736149791824563436519872269348751547291386183657294";

}  // namespace

TEST_CASE("solve answers a Solo game ID with a Solo game ID, shape text with shape text", "[cli][shape]") {
    std::string file = write_temp("solve.txt", kSix + "\n" + kClassic + "\n" + kSixText + kJigsaw + "\tnote\n");
    auto run = run_program(cli("solve " + shell_quote(file)));
    std::filesystem::remove(file);
    CHECK(run.exit_code == 0);
    CHECK(run.output ==
          kSixSolved + "\n" + kClassicSolved + "\n" +
              "shape: 2x3\n"
              "3 4 1 | 6 5 2\n"
              "2 5 6 | 1 4 3\n"
              "------+------\n"
              "1 2 4 | 3 6 5\n"
              "6 3 5 | 2 1 4\n"
              "------+------\n"
              "5 1 3 | 4 2 6\n"
              "4 6 2 | 5 3 1\n"
              "9j:7_1_5_6_9_8_4_2_3_9_8_4_2_3_1_6_7_5_8_5_3_4_6_2_7_1_9_4_2_6_3_8_7_9_5_1_6_9_2_1_7_5_3_4_8_"
              "2_3_7_5_1_4_8_9_6_3_6_1_7_4_9_5_8_2_5_4_8_9_2_6_1_3_7_1_7_9_8_5_3_2_6_4,abe_aba_aaa_a_aa____bb_"
              "baacb_ffbebbc__dababa_daab_aab_acb__\n");
}

TEST_CASE("count and validate take every shape", "[cli][shape]") {
    // The 4x4 has many solutions; X adds the diagonals; the last breaks the box rule.
    std::string input = kSix + "\n2x2:p\n2x2x:a1n\n2x2:1d1j\n";
    // Checked by a brute-force count: 288 4x4 grids, 48 with both diagonals, 12 with a 1 in r1c2.
    auto count = run_program("printf '%s' " + shell_quote(input) + " | " + cli("count --limit 1000 2>/dev/null"));
    CHECK(count.exit_code == 1);
    CHECK(count.output == "1\n288\n12\n0\n");
    auto err = run_program("printf '%s' " + shell_quote(input) + " | " + cli("count 2>&1 >/dev/null"));
    CHECK(err.output == "<stdin>:4: the givens break the rules: box rule: 1 appears twice in box 1, r1c1 and r2c2\n");
    auto validate = run_program("printf '%s' " + shell_quote(input) + " | " + cli("validate"));
    CHECK(validate.exit_code == 1);
    CHECK(validate.output == "ok\nok\nok\nconflicts: box rule: 1 appears twice in box 1, r1c1 and r2c2\n");
}

TEST_CASE("Bad Solo IDs and shape text are named by file, line and column, and the rest still read", "[cli][shape]") {
    std::string file = write_temp("bad.txt", kSix.substr(0, kSix.size() - 1) + "9\n" + "3x3k:zzzc,a\n" +
                                                 "shape: 2x2\n12..\n..x.\n....\n....\n" + kSix + "\n");
    auto out = run_program(cli("solve " + shell_quote(file) + " 2>/dev/null"));
    auto err = run_program(cli("solve " + shell_quote(file) + " 2>&1 >/dev/null"));
    std::filesystem::remove(file);
    CHECK(out.exit_code == 1);
    CHECK(out.output == kSixSolved + "\n");
    CHECK(err.output == file + ":1: column 31: '9' is not a symbol of a 6x6 board (1 to 6)\n" + file +
                            ":2: column 12: a Killer ID needs its cage sums after the cage walls: ',' and the sums\n" +
                            file +
                            ": line 5, column 3: 'x' is not a symbol of a 4x4 board (1 to 4, '.' for a blank)\n");
}

TEST_CASE("convert writes any shape as a Solo ID or shape text and 9x9 formats refuse other shapes",
          "[cli][shape][formats]") {
    auto text = run_program("echo " + kSix + " | " + cli("convert --to text"));
    CHECK(text.exit_code == 0);
    CHECK(text.output == kSixText);
    auto back =
        run_program("printf '%s' " + shell_quote(kSixText + "\n" + kSixText) + " | " + cli("convert --to solo"));
    CHECK(back.output == kSix + "\n" + kSix + "\n");
    auto classic = run_program("echo " + kClassic + " | " + cli("convert --to solo"));
    CHECK(classic.output == "3x3:a5b8_3a1_7c1b4b3a4b5_6a8d3c9a9a8_2_4_5d6d7c9d5c7_2_9b8_6_1a3_6a7_2a4\n");
    auto line = run_program("echo " + classic.output.substr(0, classic.output.size() - 1) + " | " + cli("convert"));
    CHECK(line.output == kClassic + "\n");
    auto detect =
        run_program("printf '%s' " + shell_quote(kSix + "\n" + kJigsaw + "\n") + " | " + cli("convert --detect"));
    CHECK(detect.output == "solo\nsolo\n");
    auto refused = run_program("echo " + kSix + " | " + cli("convert --to sdk 2>&1"));
    CHECK(refused.exit_code == 1);
    CHECK(refused.output ==
          "<stdin>:1: a SadMan Sudoku .sdk file holds classic 9x9 puzzles only; this puzzle is 6x6 (write it as a "
          "Solo game ID or as shape text)\n");
}

TEST_CASE("Killer shape text: convert writes the cages and sums, and solve, count and convert read it back",
          "[cli][shape][killer]") {
    // sgt-solo --generate: a 4x4 and a 6x6 killer with no givens.
    const std::string four = "2x2k:p,_a________babaaa,5_5a4a7_5a5b9d";
    const std::string six = "2x3k:zj,a__a___a______________a_baaaabaca__aaaa_,9a9_9_5a7c15b11_5a5a6b8a3a9_7a18g";
    const std::string four_text =
        "shape: 2x2k\n"
        "cages:\n"
        "A B | B C\n"
        "A D | E C\n"
        "----+----\n"
        "F D | E G\n"
        "F D | G G\n"
        "sums:\n"
        "A = 5\nB = 5\nC = 4\nD = 7\nE = 5\nF = 5\nG = 9\n"
        "grid:\n"
        ". . | . .\n"
        ". . | . .\n"
        "----+----\n"
        ". . | . .\n"
        ". . | . .\n";
    auto text =
        run_program("printf '%s\\n' " + shell_quote(four) + " " + shell_quote(six) + " | " + cli("convert --to text"));
    CHECK(text.exit_code == 0);
    REQUIRE(text.output.rfind(four_text + "\nshape: 2x3k\ncages:\n", 0) == 0);
    // Several killer blocks in one file, with a Solo ID between them: every block is found whole.
    std::string file = write_temp("killer.txt", text.output + kSix + "\n" + four_text);
    auto back = run_program(cli("convert --to solo " + shell_quote(file)));
    auto count = run_program(cli("count " + shell_quote(file)));
    auto solved = run_program(cli("solve " + shell_quote(file)));
    std::filesystem::remove(file);
    CHECK(back.exit_code == 0);
    CHECK(back.output == four + "\n" + six + "\n" + kSix + "\n" + four + "\n");
    CHECK(count.exit_code == 0);
    CHECK(count.output == "1\n1\n1\n1\n");
    CHECK(solved.exit_code == 0);
    CHECK(solved.output.rfind(four_text.substr(0, four_text.find("grid:\n") + 6) +
                                  "4 3 | 2 1\n1 2 | 4 3\n----+----\n3 4 | 1 2\n2 1 | 3 4\n",
                              0) == 0);
}

TEST_CASE("rate, hint and explain take a Solo game ID of a classic puzzle", "[cli][shape][logic]") {
    const std::string id = "3x3:a5b8_3a1_7c1b4b3a4b5_6a8d3c9a9a8_2_4_5d6d7c9d5c7_2_9b8_6_1a3_6a7_2a4";
    auto rate = run_program("echo " + id + " | " + cli("rate"));
    CHECK(rate.output == id + "\tEasy\t2.3\tNaked Single\tno-guess\n");
    auto hint = run_program(cli("hint " + id));
    auto classic_hint = run_program(cli("hint " + kClassic));
    CHECK(hint.exit_code == 0);
    CHECK(hint.output == classic_hint.output);
}

TEST_CASE("generate --shape prints Solo game IDs or shape text", "[cli][shape][generator]") {
    auto plain = run_program(cli("generate --level easy --seed 3"));
    auto solo = run_program(cli("generate --shape 3x3 --level easy --seed 3"));
    REQUIRE(plain.exit_code == 0);
    REQUIRE(solo.exit_code == 0);
    auto back = run_program("echo " + solo.output.substr(0, solo.output.size() - 1) + " | " + cli("convert --to line"));
    CHECK(back.output == plain.output);
    auto text = run_program(cli("generate --shape 3x3 --level easy --seed 3 --format text --rate"));
    CHECK(text.output.rfind("shape: 3x3\n", 0) == 0);
    CHECK(text.output.find("\n# rating:\tEasy\t") != std::string::npos);
    // Other shapes: Solo IDs that read back, with one solution; the same seed, the same puzzles.
    auto six = run_program(cli("generate --shape 2x3 --level easy --seed 3 --count 2 --rate"));
    REQUIRE(six.exit_code == 0);
    CHECK(six.output == run_program(cli("generate --shape 2x3 --level easy --seed 3 --count 2 --rate")).output);
    CHECK(six.output.rfind("2x3:", 0) == 0);
    CHECK(six.output.find("\tEasy\t3\n2x3:") != std::string::npos);
    auto jigsaw = run_program(cli("generate --shape 6j --level easy --seed 5 --count 2 | ") + cli("count"));
    CHECK(jigsaw.output == "1\n1\n");
    auto bad = run_program(cli("generate --shape 3x3q --level easy 2>&1"));
    CHECK(bad.exit_code == 2);
    CHECK(bad.output.find("--shape: '3x3q': 'q' is not a shape option") != std::string::npos);
}

TEST_CASE("rate, hint and explain read every shape through the shape rater", "[cli][shape]") {
    auto rated = run_program("printf '%s\\n' " + shell_quote(kSix) + " | " + cli("rate -"));
    CHECK(rated.exit_code == 0);
    CHECK(rated.output == kSix + "\tEasy\t1.2\tHidden Single\tno-guess\n");

    auto hint = run_program(cli("hint " + shell_quote(kSix)));
    CHECK(hint.exit_code == 0);
    CHECK(hint.output ==
          "Hidden Single: in box 1, 5 fits only r2c2: the 5s in r4c3 and r5c1 rule out the rest of box 1.\n"
          "r2c2=5\n");

    auto explain = run_program(cli("explain " + shell_quote(kJigsaw)));
    CHECK(explain.exit_code == 0);
    CHECK(explain.output.find("1. ") == 0);
    CHECK(explain.output.find("Rating: ") != std::string::npos);

    auto broken = run_program(cli("hint 2x2:1_1n 2>&1"));
    CHECK(broken.exit_code == 1);
    CHECK(broken.output.find("row rule: 1 appears twice in row 1, r1c1 and r1c2") != std::string::npos);
}
