#include <catch2/catch.hpp>

#include "save_test_support.hpp"
#include "saves/statistics_file.hpp"

using namespace sudoku;
using namespace sudoku::game;
using namespace sudoku::saves;
using namespace sudoku::saves::testing;

TEST_CASE("Statistics survive a round trip through the statistics file", "[save][statistics]") {
    Statistics stats;
    stats.record_start(Level::Expert);
    stats.record_start(Level::Expert);
    stats.record_win(Level::Expert, 1234567);
    stats.record_loss(Level::Expert);
    stats.record_start(Level::Easy);
    stats.record_win(Level::Easy, 99999);
    stats.record_hint(Level::Expert, Technique::XWing);
    stats.record_hint(Level::Easy, std::nullopt);
    auto back = statistics_from_json(statistics_to_json(stats), "statistics.json");
    REQUIRE(back.ok());
    CHECK(back.value().warnings.empty());
    CHECK(back.value().statistics == stats);

    ScratchDir dir;
    REQUIRE(save_statistics(dir / "statistics.json", stats).ok());
    auto loaded = load_statistics(dir / "statistics.json");
    REQUIRE(loaded.ok());
    CHECK(loaded.value().statistics == stats);
    auto missing = load_statistics(dir / "nothing.json");
    REQUIRE(missing.ok());
    CHECK(missing.value().statistics == Statistics{});
}

TEST_CASE("A statistics file that cannot be trusted is an error and one bad key is a warning", "[save][statistics]") {
    CHECK(statistics_from_json("{", "statistics.json").error().message.rfind("statistics.json: not valid JSON", 0) ==
          0);
    CHECK(statistics_from_json("{\"format\": \"sudoku-save\"}", "statistics.json").error().message ==
          "statistics.json: not a statistics file (field \"format\" is not \"sudoku-statistics\")");
    CHECK(statistics_from_json(R"({"format": "sudoku-statistics", "format_version": 2})", "statistics.json")
              .error()
              .message ==
          "statistics.json: written by a newer version of the game (format version 2): update the game to read it");

    auto read = statistics_from_json(
        R"({"format": "sudoku-statistics", "format_version": 1,
            "levels": {"Easy": {"games_started": 4, "games_won": "three", "best_ms": -1}, "Legendary": {}, "Hard": 7},
            "taught": {"X-Wing": 2, "Nonsense": 5}})",
        "statistics.json");
    REQUIRE(read.ok());
    CHECK(read.value().statistics.at(Level::Easy).games_started == 4);
    CHECK(read.value().statistics.at(Level::Easy).games_won == 0);
    CHECK(read.value().statistics.times_taught(Technique::XWing) == 2);
    CHECK(read.value().warnings.size() == 3);
}
