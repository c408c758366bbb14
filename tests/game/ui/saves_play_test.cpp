// Saving and loading through the game itself, in separate processes, as a player would.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <string>

#include "engine/model/notation.hpp"
#include "game/core/game.hpp"
#include "saves/atomic_file.hpp"
#include "saves/save_format.hpp"
#include "tests/game/ui/headless_support.hpp"

using namespace sudoku::test;
namespace core = sudoku::game;
namespace saves = sudoku::saves;

namespace {

const std::string kPuzzle = "1.3..6.89.5.7.9..3......4..2..3.5..736...72..89..1.3.5.3..4.9.86.2.7...19..5.1.42";
const std::string kSolution = "123456789456789123789123456214365897365897214897214365531642978642978531978531642";

std::string write_script(const TempDir& dir, const std::string& text) {
    auto path = dir.path / "script.txt";
    write_file(path, text);
    return path.string();
}

}  // namespace

TEST_CASE("A game saved to a slot loads in a new process with its digits history and time", "[ui][save]") {
    TempDir dir;
    const std::string save_dir = shell_quote(dir.path.string());
    auto script =
        write_script(dir, "cell 1 2\nkey 2\nkey Right\nkey Right\nkey Right\nkey Shift+4\nwait 12\nkey Ctrl+S\n");
    auto first =
        run_program(game("--save-dir " + save_dir + " --puzzle " + kPuzzle + " --script " + shell_quote(script)));
    INFO(first.output);
    REQUIRE(first.exit_code == 0);
    REQUIRE(std::filesystem::exists(dir.path / "quicksave.json"));

    auto dump = dir.path / "dump.json";
    auto second =
        run_program(game("--save-dir " + save_dir + " --load quicksave --dump-state " + shell_quote(dump.string())));
    INFO(second.output);
    REQUIRE(second.exit_code == 0);
    auto state = read_json(dump);
    CHECK(state["board"]["digits"].get<std::string>().substr(0, 9) == "123..6.89");
    CHECK(state["board"]["notes"]["r1c5"] == "4");
    CHECK(state["history"]["moves"] == nlohmann::json::array({"P2* r1c2", "T4 r1c5"}));
    CHECK(state["elapsed_ms"] == 12000);
    CHECK(state["state"] == "Playing");
}

TEST_CASE("Completing the puzzle wins the game and pausing is kept", "[ui][save]") {
    TempDir dir;
    // Fill every empty cell with its solution digit, row by row.
    std::string text;
    for (int cell = 0; cell < 81; ++cell)
        if (kPuzzle[cell] == '.')
            text += "cell " + std::to_string(cell / 9 + 1) + " " + std::to_string(cell % 9 + 1) + "\nkey " +
                    kSolution[cell] + "\n";
    auto dump = dir.path / "won.json";
    auto won = run_program(game("--puzzle " + kPuzzle + " --script " + shell_quote(write_script(dir, text)) +
                                " --dump-state " + shell_quote(dump.string())));
    INFO(won.output);
    REQUIRE(won.exit_code == 0);
    CHECK(read_json(dump)["state"] == "Won");
    CHECK(read_json(dump)["board"]["digits"] == kSolution);

    auto paused_dump = dir.path / "paused.json";
    auto paused = run_program(game("--puzzle " + kPuzzle + " --script " +
                                   shell_quote(write_script(dir, "wait 3\nkey P\nwait 5\n")) + " --dump-state " +
                                   shell_quote(paused_dump.string())));
    REQUIRE(paused.exit_code == 0);
    CHECK(read_json(paused_dump)["state"] == "Paused");
    CHECK(read_json(paused_dump)["elapsed_ms"] == 3000);  // the clock stops while paused
}

TEST_CASE("Loading a missing or damaged slot is an error and leaves the file alone", "[ui][save]") {
    TempDir dir;
    const std::string save_dir = shell_quote(dir.path.string());
    auto missing = run_program(game("--headless --save-dir " + save_dir + " --load 3"));
    CHECK(missing.exit_code == 1);
    CHECK_THAT(missing.output, Catch::Contains("Not loaded"));

    std::ofstream(dir.path / "slot-4.json") << "{\"format\": \"sudoku-save\", \"format_version\": 1, ";
    auto damaged = run_program(game("--headless --save-dir " + save_dir + " --load 4"));
    CHECK(damaged.exit_code == 1);
    CHECK_THAT(damaged.output, Catch::Contains("slot-4.json"));
    std::ifstream in(dir.path / "slot-4.json");
    std::string content((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    CHECK(content == "{\"format\": \"sudoku-save\", \"format_version\": 1, ");
}

TEST_CASE("Under a file-size limit a save fails and the game plays on instead of dying of SIGXFSZ", "[ui][save]") {
    TempDir dir;
    const std::string save_dir = shell_quote(dir.path.string());
    // Ctrl+S writes the quicksave (about 2 KB), then the autosave on the way out: both pass the
    // 1-block limit. The game must report them and end normally, not be killed by the kernel.
    auto script = write_script(dir, "cell 1 2\nkey 2\nkey Ctrl+S\ncell 1 4\nkey 4\n");
    auto dump = dir.path / "dump.json";
    auto run =
        run_program("ulimit -f 1 && " + game("--save-dir " + save_dir + " --puzzle " + kPuzzle + " --script " +
                                             shell_quote(script) + " --dump-state " + shell_quote(dump.string())));
    INFO(run.output);
    CHECK(run.exit_code != -1);
    CHECK(run.exit_code < 128);  // a shell reports a process killed by a signal as 128 + the signal
    CHECK_FALSE(std::filesystem::exists(dir.path / "quicksave.json"));
    // Play went on after the failed save: the digit typed after it is on the board. The dump is
    // written past the limit too, so only its first block can be there; what counts is that the
    // game got that far.
    CHECK(std::filesystem::exists(dump));
}

TEST_CASE("A game whose history is near what a save file holds plays on and saves in the window too",
          "[ui][save][compact]") {
    // Issue #40: past that limit every save failed while play went on. A game at the history's
    // limit is made with the core, then grown in its file (as a version before the limit wrote it)
    // to a few hundred bytes under the file cap; three note toggles in the game must compact its
    // history rather than make a game no save can hold.
    TempDir dir;
    const std::string save_dir = shell_quote(dir.path.string());
    auto givens = sudoku::parse_line(kPuzzle);
    REQUIRE(givens.ok());
    auto started = core::Game::start(givens.value(), [] { return std::int64_t(0); });
    REQUIRE(started.ok());
    core::Game brink = std::move(started).value();
    std::vector<int> empty;
    for (int cell = 0; cell < 81; ++cell)
        if (kPuzzle[std::size_t(cell)] == '.') empty.push_back(cell);
    const auto toggle = core::Move::toggle_note(empty, 1);
    const std::string toggle_text = brink.move_text(toggle);
    while (brink.history().text_bytes() + toggle_text.size() + core::kHistoryBytesPerMove <= core::kMaxHistoryBytes) {
        auto applied = brink.apply(toggle);
        REQUIRE(applied.ok());
        REQUIRE(applied.value().moves_compacted == 0);
    }
    const std::string text = saves::save_to_json(brink, 1714597392);
    auto document = nlohmann::ordered_json::parse(text);
    REQUIRE(document.dump(2) + "\n" == text);
    // Pairs of the same toggle leave the notes as they were; each line costs the text, its
    // quotes, a comma, a newline and six spaces.
    const std::size_t pair_bytes = 2 * (toggle_text.size() + 10);
    const std::size_t pairs = (saves::kMaxFileBytes - 100 - text.size()) / pair_bytes;
    for (std::size_t i = 0; i < 2 * pairs; ++i) document["history"]["moves"].push_back(toggle_text);
    document["history"]["position"] = document["history"]["moves"].size();
    const std::string grown = document.dump(2) + "\n";
    REQUIRE(grown.size() <= saves::kMaxFileBytes);
    REQUIRE(grown.size() + 3 * 240 > saves::kMaxFileBytes);  // three more toggles would not fit
    write_file(dir.path / "slot-1.json", grown);
    const std::size_t moves_at_brink = document["history"]["moves"].size();

    auto script = write_script(dir, "cell 1 2\ncell Shift 9 9\nkey Shift+2\nkey Shift+2\nkey Shift+2\nkey Ctrl+S\n");
    auto dump = dir.path / "dump.json";
    auto run = run_program(game("--save-dir " + save_dir + " --load 1 --script " + shell_quote(script) +
                                " --dump-state " + shell_quote(dump.string())));
    INFO(run.output);
    REQUIRE(run.exit_code == 0);
    REQUIRE(std::filesystem::exists(dir.path / "quicksave.json"));
    auto loaded =
        saves::load_from_json(read_file(dir.path / "quicksave.json"), "quicksave.json", [] { return std::int64_t(0); });
    INFO((loaded.ok() ? std::string() : loaded.error().message));
    REQUIRE(loaded.ok());
    const core::Game& back = loaded.value().game;
    CHECK(back.history().entries().size() < moves_at_brink);
    CHECK(back.history().text_bytes() <= core::kMaxHistoryBytes);
    CHECK(back.history().entries().back().move.kind == core::MoveKind::ToggleNote);
    CHECK(back.notes(empty[1]) == (brink.notes(empty[1]) | sudoku::digit_bit(2)));  // three toggles of 2: on
    auto state = read_json(dump);
    CHECK(state["history"]["moves"].size() == back.history().entries().size());
    CHECK(state["board"]["notes"] == read_json(dir.path / "quicksave.json")["board"]["notes"]);
}
