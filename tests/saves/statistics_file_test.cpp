#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

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
    stats.record_hint(Level::Easy, Technique::HiddenSingleBox);
    stats.record_hint(Level::Easy, Technique::HiddenSingleBox);
    stats.record_hint(Level::Easy, Technique::HiddenSingleRow);
    const Technique path[] = {Technique::NakedSingle, Technique::HiddenSingleColumn, Technique::XWing,
                              Technique::NakedSingle};
    stats.record_needed(path);
    stats.record_practice_win(Technique::XWing, 61000);
    stats.record_practice_win(Technique::XWing, 45000);
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

TEST_CASE("Per-technique statistics are read with their own warnings", "[save][statistics]") {
    auto read = statistics_from_json(
        R"json({"format": "sudoku-statistics", "format_version": 1,
            "techniques": {"X-Wing": {"needed": 3, "practice_won": 2, "practice_ms": [5000, 7000]},
                           "Swordfish": {"needed": "many", "practice_ms": [1, -2]},
                           "Skyscraper": 4, "Nonsense": {"needed": 1},
                           "Hidden Single (row)": {"needed": 5}}})json",
        "statistics.json");
    REQUIRE(read.ok());
    const Statistics& stats = read.value().statistics;
    CHECK(stats.of(Technique::XWing).needed == 3);
    CHECK(stats.of(Technique::XWing).practice_won == 2);
    CHECK(stats.of(Technique::XWing).practice_ms == std::vector<std::int64_t>{5000, 7000});
    CHECK(stats.of(Technique::Swordfish) == TechniqueStats{});
    CHECK(stats.of(Technique::Skyscraper) == TechniqueStats{});
    CHECK(stats.of(Technique::HiddenSingleRow).needed == 5);  // the hidden singles are told apart
    CHECK(stats.of(Technique::HiddenSingleBox).needed == 0);
    REQUIRE(read.value().warnings.size() == 3);
    CHECK_THAT(read.value().warnings[0], Catch::Contains("techniques.Swordfish") && Catch::Contains("needed"));
    CHECK_THAT(read.value().warnings[1], Catch::Contains("practice_ms"));
    CHECK_THAT(read.value().warnings[2], Catch::Contains("Skyscraper"));
}

TEST_CASE("Hints taught before the hidden singles were told apart count for the box kind", "[save][statistics]") {
    auto read = statistics_from_json(
        R"json({"format": "sudoku-statistics", "format_version": 1, "taught": {"Hidden Single": 3, "X-Wing": 1}})json",
        "statistics.json");
    REQUIRE(read.ok());
    CHECK(read.value().warnings.empty());
    CHECK(read.value().statistics.times_taught(Technique::HiddenSingleBox) == 3);
    CHECK(read.value().statistics.times_taught(Technique::HiddenSingleRow) == 0);
    CHECK(read.value().statistics.times_taught(Technique::XWing) == 1);
}

TEST_CASE("Levels, shapes, techniques and keys this version does not know are kept on write",
          "[save][statistics][unknown]") {
    // As another version might write it: a level, a shape and techniques this one does not have,
    // a key inside a known level and a known technique, a key at the top.
    const auto file = nlohmann::json::parse(R"json({
        "format": "sudoku-statistics", "format_version": 1,
        "levels": {"Easy": {"games_started": 4, "games_won": 2, "fastest_moves": 31},
                   "Legendary": {"games_started": 9, "games_won": 1}},
        "shapes": {"2x3": {"Easy": {"games_started": 1}, "Diabolic": {"games_won": 5}},
                   "5x5": {"Hard": {"games_started": 2}}},
        "taught": {"X-Wing": 2, "Quantum Fish": 5},
        "techniques": {"X-Wing": {"needed": 3, "practice_won": 0, "practice_ms": [], "seen": 8},
                       "Quantum Fish": {"needed": 1, "practice_won": 1, "practice_ms": [9000]}},
        "streaks_by_week": [1, 2, 3]
    })json");
    auto read = statistics_from_json(file.dump(), "statistics.json");
    REQUIRE(read.ok());
    CHECK(read.value().warnings.empty());
    Statistics stats = read.value().statistics;
    CHECK(stats.at(Level::Easy).games_started == 4);
    CHECK(stats.at(Level::Easy, "2x3").games_started == 1);
    CHECK(stats.shapes.count("5x5") == 0);
    CHECK(stats.times_taught(Technique::XWing) == 2);
    REQUIRE_FALSE(read.value().unknown.empty());

    SECTION("written back untouched, beside this version's figures") {
        stats.record_start(Level::Easy);
        stats.record_start(Level::Easy, "2x3");
        auto written = nlohmann::json::parse(statistics_to_json(stats, read.value().unknown));
        CHECK(written["levels"]["Easy"]["games_started"] == 5);
        CHECK(written["levels"]["Easy"]["fastest_moves"] == 31);
        CHECK(written["levels"]["Legendary"] == file["levels"]["Legendary"]);
        CHECK(written["shapes"]["2x3"]["Easy"]["games_started"] == 2);
        CHECK(written["shapes"]["2x3"]["Diabolic"] == file["shapes"]["2x3"]["Diabolic"]);
        CHECK(written["shapes"]["5x5"] == file["shapes"]["5x5"]);
        CHECK(written["taught"]["Quantum Fish"] == 5);
        CHECK(written["taught"]["X-Wing"] == 2);
        CHECK(written["techniques"]["Quantum Fish"] == file["techniques"]["Quantum Fish"]);
        CHECK(written["techniques"]["X-Wing"]["seen"] == 8);
        CHECK(written["techniques"]["X-Wing"]["needed"] == 3);
        CHECK(written["streaks_by_week"] == file["streaks_by_week"]);
    }
    SECTION("through the file, twice, as the game saves after each game") {
        ScratchDir dir;
        const auto path = dir / "statistics.json";
        write_text(path, file.dump(2));
        for (int round = 0; round < 2; ++round) {
            auto loaded = load_statistics(path);
            REQUIRE(loaded.ok());
            Statistics now = loaded.value().statistics;
            now.record_start(Level::Hard);
            REQUIRE(save_statistics(path, now, loaded.value().unknown).ok());
        }
        auto written = nlohmann::json::parse(read_text(path));
        CHECK(written["levels"]["Hard"]["games_started"] == 2);
        CHECK(written["levels"]["Legendary"] == file["levels"]["Legendary"]);
        CHECK(written["shapes"]["5x5"] == file["shapes"]["5x5"]);
        CHECK(written["techniques"]["Quantum Fish"] == file["techniques"]["Quantum Fish"]);
        CHECK(written["streaks_by_week"] == file["streaks_by_week"]);
        auto backup = nlohmann::json::parse(read_text(backup_path(path)));
        CHECK(backup["levels"]["Legendary"] == file["levels"]["Legendary"]);
    }
    SECTION("a file with nothing unknown has nothing to keep") {
        auto plain = statistics_from_json(statistics_to_json(stats), "statistics.json");
        REQUIRE(plain.ok());
        CHECK(plain.value().unknown.empty());
        CHECK(statistics_to_json(stats, plain.value().unknown) == statistics_to_json(stats));
    }
}

TEST_CASE("Games given up survive the statistics file, and older files read as none", "[save][statistics][give-up]") {
    Statistics stats;
    stats.record_start(Level::Hard);
    stats.record_give_up(Level::Hard);
    const std::string text = statistics_to_json(stats);
    CHECK(nlohmann::json::parse(text)["levels"]["Hard"]["games_given_up"] == 1);
    auto back = statistics_from_json(text, "statistics.json");
    REQUIRE(back.ok());
    CHECK(back.value().statistics.at(Level::Hard).games_given_up == 1);

    auto old = nlohmann::json::parse(text);
    old["levels"]["Hard"].erase("games_given_up");  // a file from before Give up
    auto older = statistics_from_json(old.dump(), "statistics.json");
    REQUIRE(older.ok());
    CHECK(older.value().warnings.empty());
    CHECK(older.value().statistics.at(Level::Hard).games_given_up == 0);
    CHECK(older.value().statistics.at(Level::Hard).games_started == 1);
    CHECK(older.value().unknown.empty());
}
