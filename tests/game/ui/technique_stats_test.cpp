// Per-technique statistics end to end (issue #18): a practice game started from the menu and won
// with hints counts as practice of its technique and as a puzzle that needed it, and a won game of
// any kind counts the techniques its solving path needed.
#include <catch2/catch.hpp>

#include <map>

#include "tests/game/ui/headless_support.hpp"
#include "tests/support/png_image.hpp"

using namespace sudoku::test;

TEST_CASE("A won practice game counts for its technique in the statistics file", "[ui][statistics]") {
    TempDir dir;
    const auto saves = dir.path / "saves";
    // Game > Practice > Full House (the first technique), then hints at level 3 until it is solved.
    std::string text = "key F10\nkey Down\nkey Down\nkey Down\nkey Right\nkey Return\nwait 30\n";
    for (int i = 0; i < 81; ++i) text += "key h\nkey h\nkey h\n";
    auto dump = dir.path / "dump.json";
    auto run = run_program(game("--size 400x300 --level Easy --seed 1 --save-dir " + shell_quote(saves.string()) +
                                " --script " + script(dir, text) + " --dump-state " + shell_quote(dump.string())));
    INFO(run.output);
    REQUIRE(run.exit_code == 0);
    auto state = read_json(dump);
    REQUIRE(state["state"] == "Won");
    auto statistics = read_json(saves / "statistics.json");
    INFO(statistics.dump(2));
    const auto& full_house = statistics["techniques"]["Full House"];
    CHECK(full_house["practice_won"] == 1);
    CHECK(full_house["practice_ms"] == nlohmann::json::array({30000}));
    CHECK(full_house["needed"] == 1);
    CHECK(statistics["taught"]["Full House"].get<int>() >= 1);
    // A practice puzzle needs nothing above its technique's level: Easy techniques only.
    for (const auto& [name, entry] : statistics["techniques"].items()) {
        CAPTURE(name);
        CHECK((name == "Full House" || name.starts_with("Hidden Single") || name == "Naked Single"));
        if (name != "Full House") CHECK(entry["practice_won"] == 0);
    }
}

TEST_CASE("A practice game saved and loaded again still counts as practice", "[ui][statistics]") {
    TempDir dir;
    const auto saves = dir.path / "saves";
    const std::string save_dir = " --save-dir " + shell_quote(saves.string());
    // Start Game > Practice > Full House and quick-save it; solve it in another run, loaded.
    auto saved = run_program(game("--size 400x300 --level Easy --seed 1" + save_dir + " --script " +
                                  script(dir,
                                         "key F10\nkey Down\nkey Down\nkey Down\nkey Right\nkey Return\n"
                                         "key Ctrl+S\n")));
    INFO(saved.output);
    REQUIRE(saved.exit_code == 0);
    auto quicksave = read_json(saves / "quicksave.json");
    CHECK(quicksave["puzzle"]["practice"] == "Full House");
    std::string text = "wait 20\n";
    for (int i = 0; i < 81; ++i) text += "key h\nkey h\nkey h\n";
    auto dump = dir.path / "dump.json";
    auto solved = run_program(game("--size 400x300 --load quicksave" + save_dir + " --script " + script(dir, text) +
                                   " --dump-state " + shell_quote(dump.string())));
    INFO(solved.output);
    REQUIRE(solved.exit_code == 0);
    REQUIRE(read_json(dump)["state"] == "Won");
    auto statistics = read_json(saves / "statistics.json");
    INFO(statistics.dump(2));
    CHECK(statistics["techniques"]["Full House"]["practice_won"] == 1);
}

TEST_CASE("A won game counts the techniques its puzzle needed", "[ui][statistics]") {
    TempDir dir;
    const auto saves = dir.path / "saves";
    // One blank: the path is one Full House.
    const std::string solution = "123456789456789123789123456214365897365897214897214365531642978642978531978531642";
    std::string almost = solution;
    almost[0] = '.';
    auto run = run_program(game("--size 400x300 --puzzle " + almost + " --save-dir " + shell_quote(saves.string()) +
                                " --script " + script(dir, "cell 1 1\nkey 1\n")));
    INFO(run.output);
    REQUIRE(run.exit_code == 0);
    auto statistics = read_json(saves / "statistics.json");
    INFO(statistics.dump(2));
    CHECK(statistics["techniques"] == nlohmann::json::parse(R"({"Full House": {"needed": 1, "practice_won": 0,
                                                                "practice_ms": []}})"));
}

TEST_CASE("The statistics tables' row lines run straight across every column", "[ui][statistics]") {
    // They were drawn two pixels thick on the left half of a table and one on the right (a textured
    // anti-aliased line under SDL's software renderer), breaking in the Given up column.
    TempDir dir;
    std::filesystem::create_directories(dir.path / "saves");
    write_file(dir.path / "saves" / "statistics.json",
               R"({"format": "sudoku-statistics", "format_version": 1, "levels": {"Easy": {"games_started": 12, )"
               R"("games_won": 10, "games_abandoned": 1, "games_given_up": 1, "best_ms": 301000, "total_won_ms": )"
               R"(4210000, "current_streak": 4, "best_streak": 6}}})");
    const auto layout = dir.path / "layout.json", png = dir.path / "statistics.png";
    const ProgramRun run = run_program(
        game("--headless --size 1000x700 --seed 2026 --save-dir " + shell_quote((dir.path / "saves").string()) +
             " --script " + script(dir, "key F10\nkey Up\nkey Up\nkey Return\n") + " --screenshot " +
             shell_quote(png.string()) + " --dump-layout " + shell_quote(layout.string())));
    INFO(run.output);
    REQUIRE(run.exit_code == 0);
    const nlohmann::json l = read_json(layout);
    REQUIRE(l["open"] == nlohmann::json::array({"statistics"}));
    nlohmann::json window;
    for (const auto& w : l["windows"])
        if (w["name"] == "Statistics") window = w;
    REQUIRE(window.is_object());
    const Image image = load_png(png);
    const int x0 = int(double(window["x"])) + 10, x1 = int(double(window["x"]) + double(window["w"])) - 10;
    const int y0 = int(double(window["y"])), y1 = int(double(window["y"]) + double(window["h"]));
    const int mid = (x0 + x1) / 2;
    // A pixel row is a line in [from, to) when one colour covers 90 % of it and at most a tenth of
    // the rows two pixels above and below (a thin line, not a band such as the header row's).
    auto share = [&](int y, int from, int to, std::uint32_t colour) {
        int n = 0;
        for (int x = from; x < to; ++x) n += image.at(x, y) == colour;
        return double(n) / double(to - from);
    };
    auto line = [&](int y, int from, int to) {
        std::map<std::uint32_t, int> colours;
        for (int x = from; x < to; ++x) ++colours[image.at(x, y)];
        for (const auto& [colour, n] : colours)
            if (n * 10 >= (to - from) * 9 && share(y - 2, from, to, colour) <= 0.1 &&
                share(y + 2, from, to, colour) <= 0.1)
                return true;
        return false;
    };
    int lines = 0;
    for (int y = y0 + 1; y < y1 - 30; ++y) {  // above the resize grip in the bottom right corner
        INFO("y = " << y);
        // The left half from past the Level column (keyboard focus frames its header).
        const bool left = line(y, x0 + (x1 - x0) / 6, mid), right = line(y, mid, x1);
        CHECK(left == right);
        lines += left && right;
    }
    CHECK(lines >= 5);  // the row lines of the five levels
}
