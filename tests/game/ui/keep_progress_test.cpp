// The game never loses a player's progress (issues 14 and 23), end to end: the game runs
// headlessly in its own process with a script, as a player would play it, and the test reads the
// files it leaves (the dumped state, the saves, settings and statistics).
#include <catch2/catch.hpp>

#include <sys/stat.h>

#include "tests/game/ui/headless_support.hpp"
#include "tests/support/set_aside_files.hpp"

using namespace sudoku::test;

namespace {

const std::string kPuzzle = "1.3..6.89.5.7.9..3......4..2..3.5..736...72..89..1.3.5.3..4.9.86.2.7...19..5.1.42";
const std::string kSolution = "123456789456789123789123456214365897365897214897214365531642978642978531978531642";

/// Runs the game on kPuzzle (or `puzzle`) with a script and returns the dumped state.
struct Played {
    ProgramRun run;
    nlohmann::json state;
};

Played play(const TempDir& dir, const std::string& text, const std::string& extra = "",
            const std::string& puzzle = kPuzzle) {
    auto dump = dir.path / "dump.json";
    std::filesystem::remove(dump);
    Played p;
    p.run = run_program(game("--puzzle " + puzzle + " " + extra + " --script " + script(dir, text) + " --dump-state " +
                             shell_quote(dump.string())));
    if (std::filesystem::exists(dump)) p.state = read_json(dump);
    return p;
}

int total(const nlohmann::json& statistics, const char* key) {
    int sum = 0;
    for (const auto& [level, entry] : statistics["levels"].items()) sum += entry[key].get<int>();
    return sum;
}

}  // namespace

TEST_CASE("A game in progress survives Ctrl+N until the player confirms", "[ui][progress]") {
    TempDir dir;
    const std::string saves = "--save-dir " + shell_quote((dir.path / "saves").string());
    SECTION("the question holds the game, and Enter keeps playing") {
        auto p = play(dir, "cell 1 2\nkey 2\nkey Ctrl+N\n", saves);
        INFO(p.run.output);
        REQUIRE(p.run.exit_code == 0);
        CHECK(p.state["puzzle"]["givens"] == kPuzzle);
        CHECK(p.state["history"]["moves"] == nlohmann::json::array({"P2* r1c2"}));
        auto kept = play(dir, "cell 1 2\nkey 2\nkey Ctrl+N\nkey Return\ncell 1 4\nkey 4\n", saves);
        CHECK(kept.state["puzzle"]["givens"] == kPuzzle);
        CHECK(kept.state["history"]["moves"] == nlohmann::json::array({"P2* r1c2", "P4* r1c4"}));
    }
    SECTION("Y starts the new game and the old one counts as abandoned, not won or lost") {
        auto p = play(dir, "cell 1 2\nkey 2\nkey Ctrl+N\nkey y\n", saves);
        INFO(p.run.output);
        REQUIRE(p.run.exit_code == 0);
        CHECK(p.state["puzzle"]["givens"] != kPuzzle);
        CHECK(p.state["history"]["moves"].empty());
        auto statistics = read_json(dir.path / "saves" / "statistics.json");
        CHECK(total(statistics, "games_started") == 1);  // the new game has no move yet
        CHECK(total(statistics, "games_abandoned") == 1);
        CHECK(total(statistics, "games_won") == 0);
    }
    SECTION("a game with nothing done in it is replaced without a question") {
        auto p = play(dir, "key Ctrl+N\n", saves);
        CHECK(p.state["puzzle"]["givens"] != kPuzzle);
        // Nothing was started, so nothing was counted (the file need not even exist).
        const auto file = dir.path / "saves" / "statistics.json";
        CHECK((!std::filesystem::exists(file) || total(read_json(file), "games_started") == 0));
    }
    SECTION("Restart asks too, from the menu opened with F10 and the arrow keys") {
        // Game menu: New, Daily, Restart. The arrows move in the menu, not on the board. (Only
        // keys: the pointer stays off the menu, which it would otherwise steer.) The selection
        // starts at r5c5.
        auto asked = play(dir, "key 9\nkey F10\nkey Down\nkey Down\nkey Return\nkey Return\n", saves);
        INFO(asked.run.output);
        CHECK(asked.state["history"]["moves"] == nlohmann::json::array({"P9* r5c5"}));
        auto restarted = play(dir, "key 9\nkey F10\nkey Down\nkey Down\nkey Return\nkey y\nkey 7\n", saves);
        INFO(restarted.run.output);
        CHECK(restarted.state["puzzle"]["givens"] == kPuzzle);
        CHECK(restarted.state["history"]["moves"] == nlohmann::json::array({"P7* r5c5"}));
    }
}

TEST_CASE("A won game stays won: undo is refused and the time is the one the statistics keep", "[ui][progress]") {
    TempDir dir;
    const std::string saves = "--save-dir " + shell_quote((dir.path / "saves").string());
    std::string almost = kSolution;
    almost[0] = '.';
    auto p = play(dir, "wait 7\ncell 1 1\nkey 1\nkey Ctrl+Z\nwait 5\nkey Ctrl+Z\nkey Ctrl+Shift+Z\n", saves, almost);
    INFO(p.run.output);
    REQUIRE(p.run.exit_code == 0);
    CHECK(p.state["state"] == "Won");
    CHECK(p.state["board"]["digits"] == kSolution);
    CHECK(p.state["elapsed_ms"] == 7000);
    auto statistics = read_json(dir.path / "saves" / "statistics.json");
    CHECK(total(statistics, "games_won") == 1);
    CHECK(total(statistics, "best_ms") == 7000);
    auto autosave = read_json(dir.path / "saves" / "autosave.json");
    CHECK(autosave["state"] == "Won");
    CHECK(autosave["elapsed_ms"] == 7000);
}

TEST_CASE("Reaching the mistake limit ends the game until the player restarts or starts anew", "[ui][progress]") {
    TempDir dir;
    std::filesystem::create_directories(dir.path / "saves");
    write_file(
        dir.path / "saves" / "settings.json",
        R"({"format": "sudoku-settings", "format_version": 1, "mistakes_mode": "highlight", "mistake_limit": 1})");
    const std::string saves = "--save-dir " + shell_quote((dir.path / "saves").string());
    auto lost = play(dir, "cell 1 2\nkey 5\nkey Ctrl+Z\ncell 1 4\nkey 4\n", saves);
    INFO(lost.run.output);
    CHECK(lost.state["state"] == "Lost");
    CHECK(lost.state["board"]["digits"].get<std::string>().substr(0, 4) == "153.");  // nothing moved after the loss
    auto restarted = play(dir, "cell 1 2\nkey 5\nkey r\n", saves);
    CHECK(restarted.state["state"] == "Playing");
    CHECK(restarted.state["board"]["digits"] == kPuzzle);
    auto renewed = play(dir, "cell 1 2\nkey 5\nkey n\n", saves);
    CHECK(renewed.state["state"] == "Playing");
    CHECK(renewed.state["puzzle"]["givens"] != kPuzzle);
}

TEST_CASE("Typing the digit a cell already holds leaves it, and costs no second mistake", "[ui][progress]") {
    TempDir dir;
    auto p = play(dir, "cell 1 2\nkey 5\nkey 5\nkey 5\n");
    CHECK(p.state["board"]["digits"].get<std::string>().substr(0, 3) == "153");
    CHECK(p.state["mistakes"] == 1);
    CHECK(p.state["history"]["moves"].size() == 1);
}

TEST_CASE("Damaged files at start are set aside byte for byte and the player is told", "[ui][progress][durability]") {
    TempDir dir;
    const auto saves_dir = dir.path / "saves";
    std::filesystem::create_directories(saves_dir);
    const std::string truncated_autosave = R"({"format": "sudoku-save", "format_version": 1, "app_ver)";
    const std::string bad_settings =
        R"({"format": "sudoku-settings", "format_version": 1, "theme": "purple", "ui_scale": 55, "show_timer": false})";
    const std::string bad_statistics =
        R"({"format": "sudoku-statistics", "format_version": 1, "levels": {"Easy": {"games_started": 98, "games_won": "97"}}})";
    write_file(saves_dir / "autosave.json", truncated_autosave);
    write_file(saves_dir / "settings.json", bad_settings);
    write_file(saves_dir / "statistics.json", bad_statistics);

    auto p =
        play(dir, "key Return\ncell 1 2\nkey 2\nwait 3\nkey Ctrl+Q\n", "--save-dir " + shell_quote(saves_dir.string()));
    INFO(p.run.output);
    REQUIRE(p.run.exit_code == 0);
    CHECK_THAT(p.run.output,
               Catch::Contains("autosave.json could not be read, so it was moved to autosave.unreadable-"));
    CHECK_THAT(p.run.output, Catch::Contains("settings.json had problems"));
    CHECK_THAT(p.run.output, Catch::Contains("key \"theme\""));
    CHECK_THAT(p.run.output, Catch::Contains("statistics.json had values of the wrong kind"));

    auto autosaves = set_aside_copies(saves_dir, "autosave", "unreadable");
    REQUIRE(autosaves.size() == 1);
    CHECK(read_file(autosaves[0]) == truncated_autosave);
    auto settings_copies = set_aside_copies(saves_dir, "settings", "damaged");
    REQUIRE(settings_copies.size() == 1);
    CHECK(read_file(settings_copies[0]) == bad_settings);
    auto statistics_copies = set_aside_copies(saves_dir, "statistics", "damaged");
    REQUIRE(statistics_copies.size() == 1);
    CHECK(read_file(statistics_copies[0]) == bad_statistics);

    // The good setting is kept, the bad ones are back to their defaults.
    auto settings = read_json(saves_dir / "settings.json");
    CHECK(settings["show_timer"] == false);
    CHECK(settings["theme"] == "light");
    CHECK(settings["ui_scale"] == 1.0);
    // The good count is kept; the game just played counts as started.
    auto statistics = read_json(saves_dir / "statistics.json");
    CHECK(total(statistics, "games_started") == 98 + 1);
    // The new autosave is this session's game.
    CHECK(read_json(saves_dir / "autosave.json")["history"]["moves"] == nlohmann::json::array({"P2* r1c2"}));
}

TEST_CASE("An autosave that parses but does not replay is set aside, never rotated into the .bak",
          "[ui][progress][durability]") {
    TempDir dir;
    const auto saves_dir = dir.path / "saves";
    std::filesystem::create_directories(saves_dir);
    const std::string saves = "--save-dir " + shell_quote((saves_dir).string());
    // A real autosave with one move, then its move changed to one the puzzle refuses (r1c1 is a
    // given): the file is well-formed JSON with a good summary, and only replaying finds it broken.
    auto first = play(dir, "cell 1 2\nkey 2\nkey Ctrl+Q\n", saves);
    REQUIRE(first.run.exit_code == 0);
    std::string text = read_file(saves_dir / "autosave.json");
    const auto at = text.find("\"P2* r1c2\"");
    REQUIRE(at != std::string::npos);
    text.replace(at, 10, "\"P5* r1c1\"");
    write_file(saves_dir / "autosave.json", text);
    std::filesystem::remove(saves_dir / "autosave.json.bak");
    // Next start: no game is offered from it; it is set aside byte for byte and the player told;
    // the new game's autosaves never hold it (neither the file nor its .bak).
    auto p = play(dir, "key Return\ncell 1 2\nkey 2\nwait 3\ncell 1 4\nkey 4\nwait 3\nkey Ctrl+Q\n", saves);
    INFO(p.run.output);
    REQUIRE(p.run.exit_code == 0);
    CHECK_THAT(p.run.output,
               Catch::Contains("autosave.json could not be read, so it was moved to autosave.unreadable-"));
    auto copies = set_aside_copies(saves_dir, "autosave", "unreadable");
    REQUIRE(copies.size() == 1);
    CHECK(read_file(copies[0]) == text);
    CHECK(read_file(saves_dir / "autosave.json").find("P5* r1c1") == std::string::npos);
    if (std::filesystem::exists(saves_dir / "autosave.json.bak"))
        CHECK(read_file(saves_dir / "autosave.json.bak").find("P5* r1c1") == std::string::npos);
}

TEST_CASE("A newer version's autosave and a truncated quick-save survive moves autosaves and Ctrl+S",
          "[ui][progress][durability]") {
    TempDir dir;
    const auto saves_dir = dir.path / "saves";
    const std::string saves = "--save-dir " + shell_quote(saves_dir.string());
    // A real save to start from: the quick-save of one move.
    auto first = play(dir, "cell 1 2\nkey 2\nkey Ctrl+S\n", saves);
    REQUIRE(first.run.exit_code == 0);
    std::string newer = read_file(saves_dir / "quicksave.json");
    newer.replace(newer.find("\"format_version\": 5"), 19, "\"format_version\": 6");
    const std::string truncated = read_file(saves_dir / "quicksave.json").substr(0, 300);
    write_file(saves_dir / "autosave.json", newer);
    write_file(saves_dir / "quicksave.json", truncated);

    auto p = play(dir,
                  "key Return\n"                           // the notice about the autosave, at start
                  "cell 1 4\nkey 4\nwait 3\n"              // an autosave
                  "key Ctrl+S\nkey Return\n"               // sets the quick-save aside: a notice
                  "cell 1 5\nkey 5\nwait 3\nkey Ctrl+S\n"  // more moves, autosave, quick-save
                  "cell 1 7\nkey 7\nwait 20\nkey Ctrl+S\n",
                  saves);
    INFO(p.run.output);
    REQUIRE(p.run.exit_code == 0);
    CHECK_THAT(p.run.output, Catch::Contains("autosave.json could not be read"));
    CHECK_THAT(p.run.output, Catch::Contains("newer version of the game"));
    CHECK_THAT(p.run.output, Catch::Contains("quicksave.json could not be read"));
    auto autosaves = set_aside_copies(saves_dir, "autosave", "unreadable");
    REQUIRE(autosaves.size() == 1);
    CHECK(read_file(autosaves[0]) == newer);
    auto quicksaves = set_aside_copies(saves_dir, "quicksave", "unreadable");
    REQUIRE(quicksaves.size() == 1);
    CHECK(read_file(quicksaves[0]) == truncated);
    CHECK(read_json(saves_dir / "quicksave.json")["history"]["moves"].size() == 3);
}

TEST_CASE("Headless runs autosave on the game clock like the window", "[ui][progress]") {
    TempDir dir;
    const auto saves_dir = dir.path / "saves";
    // A move, 3 s of quiet (the autosave is due after 2 s), then a long wait with nothing new.
    auto p = play(dir, "cell 1 2\nkey 2\nwait 3\nwait 100\n", "--save-dir " + shell_quote(saves_dir.string()));
    REQUIRE(p.run.exit_code == 0);
    auto autosave = read_json(saves_dir / "autosave.json");
    CHECK(autosave["history"]["moves"] == nlohmann::json::array({"P2* r1c2"}));
    // Written at 3 s (kept as the .bak), and again at the end for the clock alone (103 s).
    CHECK(read_json(saves_dir / "autosave.json.bak")["elapsed_ms"] == 3000);
    CHECK(autosave["elapsed_ms"] == 103000);
    CHECK(p.state["elapsed_ms"] == 103000);

    SECTION("and read it at start: the next run offers to resume it") {
        auto dump = dir.path / "resumed.json";
        auto resumed = run_program(game("--save-dir " + shell_quote(saves_dir.string()) + " --script " +
                                        script(dir, "key Return\n", "resume.txt") + " --dump-state " +
                                        shell_quote(dump.string())));
        INFO(resumed.output);
        REQUIRE(resumed.exit_code == 0);
        CHECK(read_json(dump)["history"]["moves"] == nlohmann::json::array({"P2* r1c2"}));
    }
}

TEST_CASE("Esc at the start-up question keeps the unfinished game and N counts it as abandoned",
          "[ui][progress][resume]") {
    TempDir dir;
    const auto saves_dir = dir.path / "saves";
    const std::string saves = "--save-dir " + shell_quote(saves_dir.string());
    auto first = play(dir, "cell 1 2\nkey 2\nwait 3\n", saves);
    REQUIRE(first.run.exit_code == 0);
    auto second = [&](const std::string& text) {
        auto dump = dir.path / "second.json";
        auto run = run_program(game(saves + " --script " + script(dir, text, "second.txt") + " --dump-state " +
                                    shell_quote(dump.string())));
        INFO(run.output);
        REQUIRE(run.exit_code == 0);
        return read_json(dump);
    };
    SECTION("Esc resumes it, as Enter does: the autosaves after hold its moves") {
        auto state = second("key Escape\ncell 1 4\nkey 4\nwait 3\ncell 1 5\nkey 8\nwait 3\n");
        CHECK(state["puzzle"]["givens"] == kPuzzle);
        const auto moves = nlohmann::json::array({"P2* r1c2", "P4* r1c4", "P8* r1c5"});
        CHECK(state["history"]["moves"] == moves);
        auto autosave = read_json(saves_dir / "autosave.json");
        CHECK(autosave["puzzle"]["givens"] == kPuzzle);
        CHECK(autosave["history"]["moves"] == moves);
        CHECK(read_json(saves_dir / "autosave.json.bak")["puzzle"]["givens"] == kPuzzle);
        auto statistics = read_json(saves_dir / "statistics.json");
        CHECK(total(statistics, "games_abandoned") == 0);
    }
    SECTION("N starts another game and the one offered counts as abandoned") {
        auto state = second("key n\n");
        CHECK(state["puzzle"]["givens"] != kPuzzle);
        auto statistics = read_json(saves_dir / "statistics.json");
        CHECK(total(statistics, "games_started") == 1);
        CHECK(total(statistics, "games_abandoned") == 1);
    }
}

TEST_CASE("When the autosave is unreadable its good .bak is offered by name and kept", "[ui][progress][resume]") {
    TempDir dir;
    const auto saves_dir = dir.path / "saves";
    const std::string saves = "--save-dir " + shell_quote(saves_dir.string());
    // An older quick-save of another puzzle, then two autosaves of kPuzzle (the first is the .bak).
    const std::string other = std::string(kSolution).replace(0, 3, "...");
    REQUIRE(play(dir, "cell 1 1\nkey 1\nkey Ctrl+S\n", saves, other).run.exit_code == 0);
    REQUIRE(play(dir, "cell 1 2\nkey 2\nwait 3\ncell 1 4\nkey 4\nwait 3\n", saves).run.exit_code == 0);
    REQUIRE(read_json(saves_dir / "autosave.json.bak")["history"]["moves"] == nlohmann::json::array({"P2* r1c2"}));
    write_file(saves_dir / "autosave.json", read_file(saves_dir / "autosave.json").substr(0, 200));
    auto second = [&](const std::string& text) {
        auto dump = dir.path / "second.json";
        auto run = run_program(game(saves + " --script " + script(dir, text, "second.txt") + " --dump-state " +
                                    shell_quote(dump.string())));
        INFO(run.output);
        REQUIRE(run.exit_code == 0);
        CHECK_THAT(run.output, Catch::Contains("autosave.json could not be read"));
        CHECK_THAT(run.output, Catch::Contains("autosave.json.bak (saved "));
        return read_json(dump);
    };
    SECTION("Enter (after the notice) resumes it, and the autosaves after keep its moves") {
        auto state = second("key Return\nkey Return\ncell 1 5\nkey 5\nwait 3\ncell 1 7\nkey 7\nwait 3\n");
        CHECK(state["puzzle"]["givens"] == kPuzzle);
        const auto moves = nlohmann::json::array({"P2* r1c2", "P5* r1c5", "P7* r1c7"});
        CHECK(state["history"]["moves"] == moves);
        CHECK(read_json(saves_dir / "autosave.json")["history"]["moves"] == moves);
    }
    SECTION("N starts another game and counts it as abandoned") {
        auto state = second("key Return\nkey n\n");
        CHECK(state["puzzle"]["givens"] != kPuzzle);
        CHECK(total(read_json(saves_dir / "statistics.json"), "games_abandoned") == 1);
    }
}

TEST_CASE("Quit pause and the end of a headless run save the clock as it stands", "[ui][progress][clock]") {
    TempDir dir;
    const auto saves_dir = dir.path / "saves";
    const std::string saves = "--save-dir " + shell_quote(saves_dir.string());
    SECTION("Ctrl+Q after 20 s with no move saves those 20 s") {
        auto p = play(dir, "cell 1 2\nkey 2\nwait 3\nwait 20\nkey Ctrl+Q\n", saves);
        INFO(p.run.output);
        REQUIRE(p.run.exit_code == 0);
        auto autosave = read_json(saves_dir / "autosave.json");
        CHECK(autosave["history"]["moves"] == nlohmann::json::array({"P2* r1c2"}));
        CHECK(autosave["elapsed_ms"].get<std::int64_t>() >= 23000);
    }
    SECTION("pausing saves the clock, and the state paused") {
        // Paused at 23 s, played on 10 s: the autosave at the pause is the .bak of the last one.
        auto p = play(dir, "cell 1 2\nkey 2\nwait 3\nwait 20\nkey Space\nwait 5\nkey Space\nwait 10\n", saves);
        INFO(p.run.output);
        REQUIRE(p.run.exit_code == 0);
        auto at_pause = read_json(saves_dir / "autosave.json.bak");
        CHECK(at_pause["elapsed_ms"] == 23000);
        CHECK(at_pause["state"] == "Paused");
        CHECK(read_json(saves_dir / "autosave.json")["elapsed_ms"] == 33000);
    }
    SECTION("a game with nothing done in it is not autosaved over the last one") {
        auto p = play(dir, "cell 1 2\nkey 2\nwait 3\n", saves);
        REQUIRE(p.run.exit_code == 0);
        auto fresh = play(dir, "wait 20\nkey Ctrl+Q\n", saves, std::string(kSolution).replace(0, 3, "..."));
        REQUIRE(fresh.run.exit_code == 0);
        CHECK(read_json(saves_dir / "autosave.json")["puzzle"]["givens"] == kPuzzle);
    }
}

TEST_CASE("When the autosave fails New and Quit ask first and the moves stay", "[ui][progress][durability]") {
    TempDir dir;
    // A save folder that cannot be created (its parent is a file): every save fails.
    write_file(dir.path / "not-a-folder", "");
    const std::string saves = "--save-dir " + shell_quote((dir.path / "not-a-folder" / "saves").string());
    auto p = play(dir,
                  "cell 1 2\nkey 2\nwait 3\n"  // the autosave fails
                  "key Ctrl+N\nkey Return\n"   // asks; Enter keeps playing
                  "key Ctrl+Q\nkey Escape\n"   // asks; Esc keeps playing
                  "cell 1 4\nkey 4\n",         // still here
                  saves);
    INFO(p.run.output);
    CHECK(p.state["puzzle"]["givens"] == kPuzzle);
    CHECK(p.state["history"]["moves"] == nlohmann::json::array({"P2* r1c2", "P4* r1c4"}));

    SECTION("Y discards them and goes ahead") {
        auto discarded = play(dir, "cell 1 2\nkey 2\nwait 3\nkey Ctrl+N\nkey y\n", saves);
        CHECK(discarded.state["puzzle"]["givens"] != kPuzzle);
    }
}

TEST_CASE("Scripts refuse numbers that are not finite", "[ui][progress]") {
    TempDir dir;
    for (const char* bad : {"wait nan", "wait inf", "wait -inf", "click nan 3", "cell 1 nan"}) {
        CAPTURE(bad);
        auto run = run_program(game("--puzzle " + kPuzzle + " --script " + script(dir, std::string(bad).append("\n"))));
        CHECK(run.exit_code == 2);
        CHECK_THAT(run.output, Catch::Contains("line 1:"));
    }
}

TEST_CASE("Digit first: G then a digit, then clicks or Enter put it in cells", "[ui][keys]") {
    TempDir dir;
    // kPuzzle's solution has 2 at r1c2, r5c8 (and elsewhere); r5c5 is where the selection starts.
    auto p = play(dir, "key g\nkey 2\ncell 1 2\ncell 5 8\nkey 9\nkey Up\nkey Return\n");
    INFO(p.run.output);
    CHECK(p.state["history"]["moves"] == nlohmann::json::array({"P2* r1c2", "P2* r5c8", "P9* r4c8"}));
    auto back = play(dir, "key g\nkey g\nkey 2\n");  // G again: cell first, the 2 goes to r5c5
    CHECK(back.state["history"]["moves"] == nlohmann::json::array({"P2* r5c5"}));
}

TEST_CASE("FIFOs named like saves settings or statistics never block the game", "[ui][progress][durability]") {
    TempDir dir;
    const auto saves_dir = dir.path / "saves";
    std::filesystem::create_directories(saves_dir);
    for (const char* name : {"settings.json", "statistics.json", "slot-1.json", "autosave.json"})
        REQUIRE(::mkfifo((saves_dir / name).c_str(), 0644) == 0);
    const std::string saves = "--save-dir " + shell_quote(saves_dir.string());
    // `timeout` ends a blocked game (exit 124); the game itself must finish long before.
    auto load = run_program("timeout 60 " + game("--headless " + saves + " --load 1"));
    INFO(load.output);
    CHECK(load.exit_code == 1);
    CHECK_THAT(load.output, Catch::Contains("slot-1.json: not a regular file (a FIFO)"));
    CHECK_THAT(load.output, Catch::Contains("settings.unreadable-"));  // set aside, never read
    // Set aside at the first start: make them again for a start without --load.
    for (const char* name : {"settings.json", "statistics.json", "autosave.json"}) {
        std::filesystem::remove(saves_dir / name);  // the settings were written back, repaired
        REQUIRE(::mkfifo((saves_dir / name).c_str(), 0644) == 0);
    }
    auto start = run_program("timeout 60 " + game("--headless " + saves + " --puzzle " + kPuzzle));
    INFO(start.output);
    CHECK(start.exit_code == 0);
    CHECK_THAT(start.output, Catch::Contains("settings.json"));
    CHECK_THAT(start.output, Catch::Contains("statistics.json"));
}

TEST_CASE("A newer version's statistics file is left alone and not written this session",
          "[ui][progress][durability]") {
    TempDir dir;
    const auto saves_dir = dir.path / "saves";
    std::filesystem::create_directories(saves_dir);
    const std::string newer = R"({"format": "sudoku-statistics", "format_version": 2, "levels": {}})";
    write_file(saves_dir / "statistics.json", newer);
    auto p = play(dir, "key Return\ncell 1 2\nkey 2\nkey h\n", "--save-dir " + shell_quote(saves_dir.string()));
    INFO(p.run.output);
    CHECK_THAT(p.run.output, Catch::Contains("statistics.json: written by a newer version of the game"));
    CHECK(read_file(saves_dir / "statistics.json") == newer);
    CHECK(set_aside_copies(saves_dir, "statistics", "unreadable").empty());
    CHECK_FALSE(std::filesystem::exists(saves_dir / "statistics.json.bak"));
}

TEST_CASE("A newer version's settings file is used for what this version knows and never written over",
          "[ui][progress][durability]") {
    TempDir dir;
    const auto saves_dir = dir.path / "saves";
    std::filesystem::create_directories(saves_dir);
    // A theme this version does not have: before, that reset it, set the file aside and wrote
    // version 1 in its place, losing "haptics" (and a later change rotated it out of the .bak).
    const std::string newer = R"({"format": "sudoku-settings", "format_version": 2, "theme": "sepia",
        "show_timer": false, "haptics": "strong"})";
    write_file(saves_dir / "settings.json", newer);
    auto p =
        play(dir, "key Return\ncell 1 2\nkey 2\nwait 3\nkey Ctrl+Q\n", "--save-dir " + shell_quote(saves_dir.string()));
    INFO(p.run.output);
    REQUIRE(p.run.exit_code == 0);
    CHECK_THAT(p.run.output,
               Catch::Contains("settings.json: written by a newer version of the game (format version 2)"));
    CHECK_THAT(p.run.output, Catch::Contains("settings will not be saved this session"));
    CHECK_THAT(p.run.output, Catch::Contains("key \"theme\""));
    CHECK(read_file(saves_dir / "settings.json") == newer);
    CHECK(set_aside_copies(saves_dir, "settings", "damaged").empty());
    CHECK_FALSE(std::filesystem::exists(saves_dir / "settings.json.bak"));
}

TEST_CASE("A setting changed in the Settings window is not saved over a newer version's file",
          "[ui][progress][durability]") {
    TempDir dir;
    const auto saves_dir = dir.path / "saves";
    std::filesystem::create_directories(saves_dir);
    // Ctrl+, opens Settings at its Play tab; Down and Up come back to its first row, "Show
    // conflicts", and Enter unticks it. (A click at fixed pixels moved with the window, which now
    // fits the screen.)
    const std::string script = "key Return\nkey Ctrl+,\nkey Down\nkey Up\nkey Return\nwait 1\nkey Escape\nkey Ctrl+Q\n";
    const std::string saves = "--save-dir " + shell_quote(saves_dir.string());
    SECTION("a file of this version is written with the change (the click does change it)") {
        write_file(saves_dir / "settings.json", R"({"format": "sudoku-settings", "format_version": 1})");
        auto p = play(dir, script, saves);
        INFO(p.run.output);
        REQUIRE(p.run.exit_code == 0);
        CHECK(read_json(saves_dir / "settings.json")["show_conflicts"] == false);
    }
    SECTION("a newer version's file stays as it was, and so does its backup") {
        const std::string newer =
            R"({"format": "sudoku-settings", "format_version": 2, "show_timer": false, "haptics": "strong"})";
        write_file(saves_dir / "settings.json", newer);
        auto p = play(dir, script, saves);
        INFO(p.run.output);
        REQUIRE(p.run.exit_code == 0);
        CHECK_THAT(p.run.output, Catch::Contains("settings will not be saved this session"));
        CHECK(read_file(saves_dir / "settings.json") == newer);
        CHECK_FALSE(std::filesystem::exists(saves_dir / "settings.json.bak"));
    }
}

TEST_CASE("Statistics this version does not know survive the game's writes", "[ui][progress][durability]") {
    TempDir dir;
    const auto saves_dir = dir.path / "saves";
    std::filesystem::create_directories(saves_dir);
    write_file(saves_dir / "statistics.json",
               R"({"format": "sudoku-statistics", "format_version": 1,
                   "levels": {"Legendary": {"games_started": 9, "games_won": 1}},
                   "taught": {"Quantum Fish": 5}, "techniques": {"Quantum Fish": {"needed": 2}}})");
    auto p = play(dir, "key Return\ncell 1 2\nkey 2\nkey h\nwait 3\nkey Ctrl+Q\n",
                  "--save-dir " + shell_quote(saves_dir.string()));
    INFO(p.run.output);
    REQUIRE(p.run.exit_code == 0);
    auto statistics = read_json(saves_dir / "statistics.json");
    CHECK(total(statistics, "games_started") == 9 + 1);  // written: this game counts
    CHECK(statistics["levels"]["Legendary"] == nlohmann::json{{"games_started", 9}, {"games_won", 1}});
    CHECK(statistics["taught"]["Quantum Fish"] == 5);
    CHECK(statistics["techniques"]["Quantum Fish"] == nlohmann::json{{"needed", 2}});
    CHECK(set_aside_copies(saves_dir, "statistics", "damaged").empty());
}

TEST_CASE("The subtitle names the level and the whole seed, which gives the same puzzle again", "[ui][texts]") {
    TempDir dir;
    auto layout_of = [&](const std::string& args) {
        auto layout = dir.path / "layout.json", dump = dir.path / "state.json";
        auto run = run_program(game(args + " --dump-layout " + shell_quote(layout.string()) + " --dump-state " +
                                    shell_quote(dump.string())));
        INFO(run.output);
        REQUIRE(run.exit_code == 0);
        return std::make_pair(read_json(layout)["subtitle"].get<std::string>(), read_json(dump));
    };
    auto [subtitle, state] = layout_of("--level easy");  // a random seed
    REQUIRE(subtitle.rfind("Easy #", 0) == 0);
    const std::string seed = subtitle.substr(6);
    CHECK(seed == state["puzzle"]["seed"].get<std::string>());  // all of it, not its last digits
    auto [again, same] = layout_of("--level easy --seed " + seed);
    CHECK(again == subtitle);
    CHECK(same["puzzle"]["givens"] == state["puzzle"]["givens"]);
}

TEST_CASE("The subtitle names the shape in the player's language", "[ui][texts][i18n]") {
    // Shape words come from the catalogue (Killer, Windoku, jigsaw, X), read from the subtitle as
    // drawn with LANGUAGE=zh_CN; the level and seed stay.
    TempDir dir;
    struct Case {
        const char* shape;
        const char* word;  // the English word that must not show
        const char* zh;    // its translation, which must
    };
    for (const Case& c :
         {Case{"3x3k", "Killer", "杀手数独"}, Case{"3x3w", "Windoku", "窗口"}, Case{"9j", "jigsaw", "锯齿"}}) {
        CAPTURE(c.shape);
        auto layout = dir.path / "layout.json";
        auto run = run_program("LANGUAGE=zh_CN LC_ALL=C.UTF-8 " +
                               game(std::string("--shape ") + c.shape + " --level easy --seed 4 --dump-layout " +
                                    shell_quote(layout.string())));
        INFO(run.output);
        REQUIRE(run.exit_code == 0);
        const std::string shown = read_json(layout)["subtitle_shown"].get<std::string>();
        CAPTURE(shown);
        CHECK(shown.find(c.word) == std::string::npos);
        CHECK(shown.find(c.zh) != std::string::npos);
        CHECK(shown.find("简单") != std::string::npos);  // Easy
        CHECK(shown.find("#4") != std::string::npos);
    }
}

TEST_CASE("A resumed game keeps its puzzle's name, on every shape", "[ui][texts][resume]") {
    for (const char* shape : {"3x3", "3x3k", "2x3"}) {
        CAPTURE(shape);
        TempDir dir;
        std::filesystem::create_directories(dir.path / "saves");
        const std::string saves = "--save-dir " + shell_quote((dir.path / "saves").string());
        auto layout = dir.path / "layout.json";
        // A game with a move in it, left by quitting (the autosave holds it)...
        auto first =
            run_program(game(saves + " --shape " + shape + " --level easy --seed 4242 --script " +
                             script(dir, "key f\nkey Ctrl+q\n") + " --dump-layout " + shell_quote(layout.string())));
        INFO(first.output);
        REQUIRE(first.exit_code == 0);
        const std::string name = read_json(layout)["subtitle"].get<std::string>();
        CHECK(name.find("#4242") != std::string::npos);
        // ...resumed at start with Enter: named as it was, not "Easy · the autosave".
        auto second = run_program(game(saves + " --script " + script(dir, "key Return\n", "resume.txt") +
                                       " --dump-layout " + shell_quote(layout.string())));
        INFO(second.output);
        REQUIRE(second.exit_code == 0);
        CHECK(read_json(layout)["subtitle"] == name);
    }
}

TEST_CASE("Entering a puzzle on the board: the givens typed start a game", "[ui][editor]") {
    TempDir dir;
    // A click on the first given of each run; the rest of the run is typed alone, because the
    // selection moves on after each given (the setting advance_after_digit, on by default).
    std::string text = "key Ctrl+Shift+E\n";
    for (int cell = 0; cell < 81; ++cell) {
        if (kPuzzle[std::size_t(cell)] == '.') continue;
        if (cell == 0 || kPuzzle[std::size_t(cell - 1)] == '.')
            text += "cell " + std::to_string(cell / 9 + 1) + " " + std::to_string(cell % 9 + 1) + "\n";
        text += std::string("key ") + kPuzzle[std::size_t(cell)] + "\n";
    }
    text += "key Return\n";
    auto dump = dir.path / "state.json";
    auto run = run_program(
        game("--level hard --seed 7 --script " + script(dir, text) + " --dump-state " + shell_quote(dump.string())));
    INFO(run.output);
    REQUIRE(run.exit_code == 0);
    CHECK(read_json(dump)["puzzle"]["givens"] == kPuzzle);
}

TEST_CASE("Entering a puzzle: a whole 81-character line is typed, 0 and . as blanks that move on", "[ui][editor]") {
    TempDir dir;
    // Every character of the line from r1c1, blanks written alternately as '0' and '.'; then a
    // cell's given is erased in place with Delete and typed again (the selection stays).
    std::string text = "key Ctrl+Shift+E\ncell 1 1\n";
    int blanks = 0;
    for (char ch : kPuzzle) text += std::string("key ") + (ch != '.' ? ch : blanks++ % 2 ? '.' : '0') + "\n";
    text += "cell 1 1\nkey Delete\nkey " + std::string(1, kPuzzle[0]) + "\nkey Return\n";
    REQUIRE(kPuzzle[0] != '.');
    auto dump = dir.path / "state.json";
    auto run = run_program(
        game("--level hard --seed 7 --script " + script(dir, text) + " --dump-state " + shell_quote(dump.string())));
    INFO(run.output);
    REQUIRE(run.exit_code == 0);
    CHECK(read_json(dump)["puzzle"]["givens"] == kPuzzle);
}

TEST_CASE("At the limit the game-over dialog takes back the last mistake when the setting allows it",
          "[ui][progress]") {
    TempDir dir;
    std::filesystem::create_directories(dir.path / "saves");
    write_file(dir.path / "saves" / "settings.json",
               R"({"format": "sudoku-settings", "format_version": 1, "mistakes_mode": "highlight", "mistake_limit": 1,
                   "undo_last_mistake": true})");
    const std::string saves = "--save-dir " + shell_quote((dir.path / "saves").string());
    auto p = play(dir, "cell 1 2\nkey 5\nkey u\nkey 2\n", saves);
    INFO(p.run.output);
    CHECK(p.state["state"] == "Playing");
    CHECK(p.state["board"]["digits"].get<std::string>().substr(0, 3) == "123");
    CHECK(p.state["mistakes"] == 1);
    CHECK(p.state["history"]["moves"] == nlohmann::json::array({"P2* r1c2"}));  // the 5 is gone, no redo
}

TEST_CASE("Keys typed into a dialog never reach the board or the game's shortcuts behind it", "[ui][keys]") {
    TempDir dir;
    std::filesystem::create_directories(dir.path / "saves");
    const std::string saves = "--save-dir " + shell_quote((dir.path / "saves").string());
    // Import (a Solo ID typed: digits, x, letters), Print / Export (a path: p pauses, x and m
    // change modes, f fills notes, b sets a branch mark, c checks), Load (Down moves the cursor):
    // none of it plays. Closed with Esc, the next digit plays in the cell chosen before.
    std::string text = "cell 1 2\nkey Ctrl+I\n";
    for (const char* k : {"3", "x", "3", "a", "2", "c", "b", "b", "z", "5", "Return", "space"})
        text += std::string("key ") + k + "\n";
    text += "key Escape\nkey Ctrl+P\n";
    for (const char* k : {"7", "p", "x", "m", "f", "b", "c", "Shift+c", "r", "g", "0", "Delete"})
        text += std::string("key ") + k + "\n";
    text += "key Escape\nkey Ctrl+S\nkey Ctrl+O\nkey Down\nkey Down\nkey 4\nkey Escape\nkey 2\n";
    auto p = play(dir, text, saves);
    INFO(p.run.output);
    REQUIRE(p.run.exit_code == 0);
    CHECK(p.state["state"] == "Playing");
    CHECK(p.state["history"]["moves"] == nlohmann::json::array({"P2* r1c2"}));
    CHECK(p.state["history"]["marks"].empty());
    CHECK(p.state["board"]["notes"].empty());
}

TEST_CASE("Esc closes the window a key opened, leaving the frame as it was", "[ui][keys]") {
    TempDir dir;
    for (const char* key : {"F1", "Ctrl+,", "Ctrl+E", "Ctrl+I", "Ctrl+P"}) {
        CAPTURE(key);
        const auto before = dir.path / "before.png", open = dir.path / "open.png", after = dir.path / "after.png";
        auto run = run_program(game("--puzzle " + kPuzzle + " --script " +
                                    script(dir, "shot " + before.string() + "\nkey " + key + "\nshot " + open.string() +
                                                    "\nkey Escape\nshot " + after.string() + "\n")));
        INFO(run.output);
        REQUIRE(run.exit_code == 0);
        CHECK(read_file(open) != read_file(before));   // the window showed
        CHECK(read_file(after) == read_file(before));  // and is gone, nothing else changed
    }
}

TEST_CASE("When the autosave keeps failing the question offers to save to a free slot", "[ui][progress][durability]") {
    TempDir dir;
    const auto saves_dir = dir.path / "saves";
    // autosave.json.bak is a folder that is not empty: the first autosave works (nothing to back
    // up yet), every later one fails to keep its backup, so the moves after it are not saved.
    std::filesystem::create_directories(saves_dir / "autosave.json.bak" / "in-the-way");
    write_file(saves_dir / "slot-1.json", "taken");  // slot 1 is in use: the free one is 2
    const std::string saves = "--save-dir " + shell_quote(saves_dir.string());
    auto p = play(dir,
                  "cell 1 2\nkey 2\nwait 3\n"  // autosaved
                  "cell 1 4\nkey 4\nwait 3\n"  // this autosave fails
                  "key Ctrl+N\nkey s\n"        // save to a free slot; then the usual question
                  "key y\n",                   // and go ahead
                  saves);
    INFO(p.run.output);
    CHECK(p.state["puzzle"]["givens"] != kPuzzle);  // the new game started
    REQUIRE(std::filesystem::exists(saves_dir / "slot-2.json"));
    auto kept = read_json(saves_dir / "slot-2.json");
    CHECK(kept["puzzle"]["givens"] == kPuzzle);
    CHECK(kept["history"]["moves"] == nlohmann::json::array({"P2* r1c2", "P4* r1c4"}));
    CHECK(read_file(saves_dir / "slot-1.json") == "taken");
}
