#include <catch2/catch.hpp>

#include "game/core/timer.hpp"

using namespace sudoku::game;

TEST_CASE("The timer counts only while running and resumes where it stopped", "[game][timer]") {
    Timer timer;
    CHECK_FALSE(timer.running());
    CHECK(timer.elapsed_ms(5000) == 0);
    timer.start(1000);
    CHECK(timer.running());
    CHECK(timer.elapsed_ms(1500) == 500);
    timer.stop(2000);
    CHECK(timer.elapsed_ms(9000) == 1000);
    timer.start(10000);
    CHECK(timer.elapsed_ms(10250) == 1250);

    SECTION("starting twice does not restart the run") {
        timer.start(10200);
        CHECK(timer.elapsed_ms(10250) == 1250);
    }
    SECTION("stopping twice banks the time once") {
        timer.stop(11000);
        timer.stop(12000);
        CHECK(timer.elapsed_ms(13000) == 2000);
    }
    SECTION("reset sets the time so far and stops") {
        timer.reset(42);
        CHECK_FALSE(timer.running());
        CHECK(timer.elapsed_ms(20000) == 42);
    }
}

TEST_CASE("A clock stepping backwards adds no time", "[game][timer]") {
    Timer timer;
    timer.start(1000);
    CHECK(timer.elapsed_ms(900) == 0);
    timer.stop(800);
    CHECK(timer.elapsed_ms(2000) == 0);
}
