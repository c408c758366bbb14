// Every shape end to end (Killer too: the save holds its cages), as a player would, in separate processes: `--shape`
// starts a generated game, a script places a symbol (a letter key above 9x9) and a note by clicking cells named up to
// r16c16, asks a hint down to its third level, quick-saves; a second process loads the save and
// finds the same board and history.
#include <catch2/catch.hpp>

#include <filesystem>
#include <string>

#include "engine/constraints/shape.hpp"
#include "tests/game/ui/headless_support.hpp"

using namespace sudoku::test;

namespace {

// The key that types a symbol: 1-9, then A-G.
std::string key_of(char symbol) {
    return std::string(1, symbol);
}

}  // namespace

TEST_CASE("Every shape starts from --shape, plays, hints, saves and loads again", "[ui][shape]") {
    struct Case {
        const char* params;
        const char* level;
        int side;
        const char* name;  // in the subtitle
    };
    const Case cases[] = {
        {"2x2", "easy", 4, "4x4"},         {"2x3", "easy", 6, "6x6"},
        {"3x4", "easy", 12, "12x12"},      {"4x4", "medium", 16, "16x16"},
        {"3x3x", "easy", 9, "9x9 X"},      {"3x3w", "easy", 9, "9x9 Windoku"},
        {"9j", "easy", 9, "9x9 jigsaw"},   {"3x3k", "easy", 9, "9x9 Killer"},
        {"2x3k", "easy", 6, "6x6 Killer"}, {"9jk", "easy", 9, "9x9 jigsaw Killer"},
    };
    for (const Case& c : cases) {
        CAPTURE(c.params);
        TempDir dir;
        const std::string saves = "--save-dir " + shell_quote((dir.path / "saves").string());
        const std::string start = std::string("--shape ") + c.params + " --level " + c.level + " --seed 7 ";
        // The puzzle the seed gives, to write the script against.
        auto first_dump = dir.path / "first.json";
        auto first = run_program(game(start + "--headless --dump-state " + shell_quote(first_dump.string())));
        INFO(first.output);
        REQUIRE(first.exit_code == 0);
        const auto puzzle = read_json(first_dump)["puzzle"];
        CHECK(puzzle["shape"] == c.params);
        const std::string givens = puzzle["givens"], solution = puzzle["solution"];
        REQUIRE(int(givens.size()) == c.side * c.side);

        // The last empty cell gets its symbol, the first empty one a note of its own symbol (a sound
        // note: a wrong one would make the hint mend the notes first).
        int last = -1, first_empty = -1;
        for (int cell = 0; cell < c.side * c.side; ++cell)
            if (givens[std::size_t(cell)] == '.') {
                last = cell;
                if (first_empty < 0) first_empty = cell;
            }
        REQUIRE(first_empty != last);
        const char noted = solution[std::size_t(first_empty)];
        std::string text = "cell " + std::to_string(last / c.side + 1) + " " + std::to_string(last % c.side + 1) + "\n";
        text += "key " + key_of(solution[std::size_t(last)]) + "\n";
        text += "cell " + sudoku::cell_name(first_empty, c.side) + "\n";
        text += "key Shift+" + key_of(noted) + "\n";
        text += "key H\nkey H\nkey H\n";  // technique, evidence, apply
        text += "shot " + (dir.path / "shot.png").string() + "\n";
        text += "key Ctrl+S\n";
        auto played_dump = dir.path / "played.json";
        auto played = run_program(game(start + saves + " --script " + script(dir, text) + " --dump-state " +
                                       shell_quote(played_dump.string()) + " --dump-layout " +
                                       shell_quote((dir.path / "layout.json").string())));
        INFO(played.output);
        REQUIRE(played.exit_code == 0);
        const auto state = read_json(played_dump);
        const auto moves = state["history"]["moves"];
        REQUIRE(moves.size() == 3);
        std::string place = "P";
        place += solution[std::size_t(last)];
        place += "* ";
        place += sudoku::cell_name(last, c.side);
        std::string note = "T";
        note += noted;
        note += ' ';
        note += sudoku::cell_name(first_empty, c.side);
        CHECK(moves[0] == place);
        CHECK(moves[1] == note);
        CHECK(moves[2].get<std::string>().rfind("H", 0) == 0);
        CHECK(state["hints_used"] == 1);
        CHECK(state["mistakes"] == 0);
        const auto layout = read_json(dir.path / "layout.json");
        CHECK_THAT(layout["subtitle"].get<std::string>(), Catch::Contains(std::string(c.name) + " \u00b7 "));
        CHECK(std::filesystem::exists(dir.path / "shot.png"));

        auto loaded_dump = dir.path / "loaded.json";
        auto loaded =
            run_program(game(saves + " --headless --load quicksave --dump-state " + shell_quote(loaded_dump.string())));
        INFO(loaded.output);
        REQUIRE(loaded.exit_code == 0);
        const auto back = read_json(loaded_dump);
        CHECK(back["puzzle"] == state["puzzle"]);
        CHECK(back["board"] == state["board"]);
        CHECK(back["history"] == state["history"]);
    }
}

TEST_CASE("A cell off a small board is a script error naming the line", "[ui][shape]") {
    TempDir dir;
    auto run = run_program(game("--shape 2x2 --level easy --seed 3 --script " + script(dir, "cell r5c1\n")));
    CHECK(run.exit_code == 1);
    CHECK_THAT(run.output, Catch::Contains("line 1: r5c1 is off the 4x4 board"));
    auto bad = run_program(game("--shape 2x2q"));
    CHECK(bad.exit_code == 2);
    CHECK_THAT(bad.output, Catch::Contains("--shape: "));
}

TEST_CASE("A Solo game ID or shape text imports and plays and the share dialog and Ctrl+C give the Solo ID",
          "[ui][shape][import]") {
    TempDir dir;
    const std::string solo = "2x3:d5a4g4a6_5_1_5a4g1a2d";  // from sgt-solo --generate 1 2x3
    auto dump = dir.path / "solo.json";
    auto run =
        run_program(game("--import " + shell_quote(solo) + " --script " + script(dir, "key Ctrl+Return\nkey Ctrl+E\n") +
                         " --dump-state " + shell_quote(dump.string()) + " --dump-layout " +
                         shell_quote((dir.path / "layout.json").string())));
    INFO(run.output);
    REQUIRE(run.exit_code == 0);
    const auto state = read_json(dump);
    CHECK(state["puzzle"]["shape"] == "2x3");
    CHECK(state["puzzle"]["givens"] == "....5.4.......4.6515.4.......1.2....");
    CHECK_THAT(read_json(dir.path / "layout.json")["subtitle"].get<std::string>(),
               Catch::Contains("6x6 \u00b7 Imported Solo game ID"));

    const std::string text = "shape: 2x2\n. 1 | . .\n. 4 | . .\n----+----\n. . | 4 .\n. . | 3 .\n";
    auto dump_text = dir.path / "text.json";
    auto from_text =
        run_program(game("--import " + shell_quote(text) + " --script " + script(dir, "key Ctrl+Return\n", "text.txt") +
                         " --dump-state " + shell_quote(dump_text.string())));
    INFO(from_text.output);
    REQUIRE(from_text.exit_code == 0);
    CHECK(read_json(dump_text)["puzzle"]["shape"] == "2x2");
    CHECK(read_json(dump_text)["puzzle"]["givens"] == ".1...4....4...3.");
}
