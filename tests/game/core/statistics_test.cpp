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

TEST_CASE("Each technique counts the won puzzles that needed it once per puzzle", "[game][statistics][techniques]") {
    Statistics stats;
    const Technique first[] = {Technique::HiddenSingleBox, Technique::XWing, Technique::HiddenSingleBox};
    const Technique second[] = {Technique::HiddenSingleBox};
    stats.record_needed(first);
    stats.record_needed(second);
    CHECK(stats.of(Technique::HiddenSingleBox).needed == 2);
    CHECK(stats.of(Technique::XWing).needed == 1);
    CHECK(stats.of(Technique::Swordfish).needed == 0);
}

TEST_CASE("Practice results keep the count and the median of the latest times", "[game][statistics][techniques]") {
    Statistics stats;
    CHECK(stats.of(Technique::XWing).practice_median_ms() == 0);
    stats.record_practice_win(Technique::XWing, 90000);
    stats.record_practice_win(Technique::XWing, 30000);
    stats.record_practice_win(Technique::XWing, 60000);
    CHECK(stats.of(Technique::XWing).practice_won == 3);
    CHECK(stats.of(Technique::XWing).practice_median_ms() == 60000);
    stats.record_practice_win(Technique::XWing, 10000);
    CHECK(stats.of(Technique::XWing).practice_median_ms() == 30000);  // the lower middle of four
    for (int i = 0; i < 60; ++i) stats.record_practice_win(Technique::XWing, 1000 + i);
    CHECK(stats.of(Technique::XWing).practice_won == 64);
    REQUIRE(stats.of(Technique::XWing).practice_ms.size() == kPracticeTimesKept);
    CHECK(stats.of(Technique::XWing).practice_ms.front() == 1010);  // the oldest dropped first
    CHECK(stats.of(Technique::XWing).practice_ms.back() == 1059);
}

TEST_CASE("The practice suggestion is the technique hints taught most beyond practice",
          "[game][statistics][techniques]") {
    Statistics stats;
    const Technique practicable[] = {Technique::NakedPair, Technique::XWing, Technique::Swordfish};
    CHECK_FALSE(stats.practice_suggestion(practicable));
    stats.record_hint(Level::Hard, Technique::XWing);
    stats.record_hint(Level::Hard, Technique::XWing);
    stats.record_hint(Level::Hard, Technique::NakedPair);
    stats.record_hint(Level::Hard, Technique::CageCombination);  // taught, but not practicable
    stats.record_hint(Level::Hard, Technique::CageCombination);
    stats.record_hint(Level::Hard, Technique::CageCombination);
    CHECK(stats.practice_suggestion(practicable) == Technique::XWing);
    stats.record_practice_win(Technique::XWing, 5000);
    CHECK(stats.practice_suggestion(practicable) == Technique::XWing);  // a tie: the harder
    stats.record_practice_win(Technique::XWing, 5000);
    CHECK(stats.practice_suggestion(practicable) == Technique::NakedPair);
    stats.record_practice_win(Technique::NakedPair, 5000);
    CHECK_FALSE(stats.practice_suggestion(practicable));
}

TEST_CASE("A game given up is counted and breaks the streak", "[game][statistics][give-up]") {
    Statistics stats;
    stats.record_start(Level::Hard);
    stats.record_win(Level::Hard, 300000);
    stats.record_start(Level::Hard);
    stats.record_give_up(Level::Hard);
    stats.record_start(Level::Easy, "9j");
    stats.record_give_up(Level::Easy, "9j");
    CHECK(stats.at(Level::Hard).games_given_up == 1);
    CHECK(stats.at(Level::Hard).games_won == 1);
    CHECK(stats.at(Level::Hard).current_streak == 0);
    CHECK(stats.at(Level::Hard).best_streak == 1);
    CHECK(stats.at(Level::Easy, "9j").games_given_up == 1);
    CHECK(stats.at(Level::Easy).games_given_up == 0);
}
