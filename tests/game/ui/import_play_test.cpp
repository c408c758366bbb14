// Importing a puzzle with the player's progress through the game itself, as a player would:
// `--import TEXT` opens the import dialog, Ctrl+Enter (its Start button) starts the game.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <string>

#include "tests/game/ui/headless_support.hpp"

using namespace sudoku::test;

TEST_CASE("A SudokuWiki link with progress imports the givens and the player's digits and notes", "[ui][import]") {
    // SudokuWiki's "Easiest Sudoku" part-solved (tests/data/formats/s9b_easiest_sudoku_progress.txt),
    // as a link. Each cell is two base-36 characters: 1-9 a given, 10-18 a digit the player solved
    // (value - 9), 19 and up pencil marks (mask + 18). Decoded from the code by hand:
    const std::string givens = "3..967..1.4.3.2.8..2.....7..7.....9....873...5...1...3..47.51..9.5...2.78..621..4";
    const std::string digits = "358967..1.4.352.8..2.1...7..7..4..9....873...5..21...3.647.51..9.54.82.7837621.54";
    std::string code = read_file(std::string(SUDOKU_TEST_DATA_DIR) + "/formats/s9b_easiest_sudoku_progress.txt");
    while (!code.empty() && (code.back() == '\n' || code.back() == '\r')) code.pop_back();
    REQUIRE(code.substr(0, 3) == "S9B");
    const std::string link = "https://www.sudokuwiki.org/sudoku.htm?bd=" + code;

    TempDir dir;
    // Ctrl+Enter is the dialog's Start button.
    const auto script = dir.path / "start.txt";
    std::ofstream(script) << "key Ctrl+Return\n";
    const auto dump = dir.path / "state.json";
    auto run =
        run_program(std::string(SUDOKU_GAME_BINARY) + " --size 1280x800 --import " + shell_quote(link) + " --script " +
                    shell_quote(script.string()) + " --dump-state " + shell_quote(dump.string()) + " 2>&1");
    INFO(run.output);
    REQUIRE(run.exit_code == 0);
    auto state = read_json(dump);

    // Without the Start, this is the random game behind the dialog.
    CHECK(state["puzzle"]["givens"] == givens);
    CHECK(state["board"]["digits"] == digits);
    CHECK(state["state"] == "Playing");
    // The progress comes in as moves the player can undo, first the digits (r1c2 = 5 is the first).
    REQUIRE(state["history"]["moves"].size() > 12);
    CHECK(state["history"]["moves"][0] == "P5 r1c2");
    CHECK(state["history"]["moves"][11] == "P5 r9c8");
    // And the pencil marks: "1i" = 54 = 18 + 36, candidates 3 and 6, in r3c1.
    CHECK(state["board"]["notes"]["r3c1"] == "36");
}

TEST_CASE("A plain 9x9 Solo game ID (3x3:...) imports and plays as a classic puzzle", "[ui][import]") {
    // From `sgt-solo --generate 1 3x3`: Solo's own ID for a classic puzzle, which sudoku-cli reads;
    // the game once refused it ("'x' is not a digit or a blank") as it tried only the 9x9 formats.
    const std::string solo = "3x3:9a2a1e7c4b5b1_6c4_2a8d7b2a7a9a3a4b3d2a4_6c2_8b3b8c7e3a2a6";
    const std::string givens = "9.2.1.....7...4..5..16...42.8....7..2.7.9.3.4..3....2.46...28..3..8...7.....3.2.6";
    TempDir dir;
    const auto dump = dir.path / "state.json";
    const auto layout = dir.path / "layout.json";
    auto run = run_program(game("--save-dir " + shell_quote(dir.path.string()) + " --import " + shell_quote(solo) +
                                " --script " + script(dir, "key Ctrl+Return\n") + " --dump-state " +
                                shell_quote(dump.string()) + " --dump-layout " + shell_quote(layout.string())));
    INFO(run.output);
    REQUIRE(run.exit_code == 0);
    const auto state = read_json(dump);
    CHECK(state["puzzle"]["givens"] == givens);
    CHECK(state["state"] == "Playing");
    CHECK_THAT(read_json(layout)["subtitle"].get<std::string>(), Catch::Contains("Imported Solo game ID"));

    // The same puzzle as shape text of the classic shape.
    std::string text = "shape: 3x3\n";
    for (int r = 0; r < 9; ++r) text += givens.substr(std::size_t(9 * r), 9) + "\n";
    const auto dump_text = dir.path / "text.json";
    auto from_text = run_program(game("--save-dir " + shell_quote(dir.path.string()) + " --import " +
                                      shell_quote(text) + " --script " + script(dir, "key Ctrl+Return\n", "text.txt") +
                                      " --dump-state " + shell_quote(dump_text.string())));
    INFO(from_text.output);
    REQUIRE(from_text.exit_code == 0);
    CHECK(read_json(dump_text)["puzzle"]["givens"] == givens);
}
