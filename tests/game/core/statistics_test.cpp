#include <catch2/catch.hpp>

#include "game/core/statistics.hpp"

using namespace sudoku;
using namespace sudoku::game;

TEST_CASE("Statistics count games wins times and streaks per level", "[game][statistics]") {
    Statistics stats;
    CHECK(stats.at(Level::Hard) == LevelStats{});
    CHECK(stats.at(Level::Hard).average_ms() == 0);

    stats.record_start(Level::Hard);
    stats.record_win(Level::Hard, 300000);
    stats.record_start(Level::Hard);
    stats.record_win(Level::Hard, 200000);
    stats.record_start(Level::Hard);
    stats.record_loss(Level::Hard);
    stats.record_start(Level::Hard);
    stats.record_win(Level::Hard, 400000);

    const LevelStats& hard = stats.at(Level::Hard);
    CHECK(hard.games_started == 4);
    CHECK(hard.games_won == 3);
    CHECK(hard.best_ms == 200000);
    CHECK(hard.average_ms() == 300000);
    CHECK(hard.current_streak == 1);
    CHECK(hard.best_streak == 2);
    CHECK(stats.at(Level::Easy) == LevelStats{});
}

TEST_CASE("Statistics count hints per level and what each hint taught", "[game][statistics]") {
    Statistics stats;
    stats.record_hint(Level::Easy, Technique::NakedSingle);
    stats.record_hint(Level::Easy, Technique::NakedSingle);
    stats.record_hint(Level::Expert, Technique::XWing);
    stats.record_hint(Level::Expert, std::nullopt);  // "r3c4 is not 5" teaches no technique
    CHECK(stats.at(Level::Easy).hints_used == 2);
    CHECK(stats.at(Level::Expert).hints_used == 2);
    CHECK(stats.times_taught(Technique::NakedSingle) == 2);
    CHECK(stats.times_taught(Technique::XWing) == 1);
    CHECK(stats.times_taught(Technique::Swordfish) == 0);
}
