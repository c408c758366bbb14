// Unique Rectangle type 1 on hand-made candidate grids, and BUG+1 on a real grid state.
#include <catch2/catch.hpp>

#include <algorithm>
#include <fstream>
#include <string>

#include "engine/logic/techniques.hpp"
#include "engine/model/notation.hpp"
#include "engine/solve/band.hpp"
#include "tests/engine/logic/finder_fixtures.hpp"

using namespace sudoku;

using namespace sudoku::logic_test;

TEST_CASE("Unique Rectangle type 1: the fourth corner loses both digits", "[logic][uniqueness]") {
    Notes notes;
    notes.set(rc(1, 1), {2, 3}).set(rc(1, 4), {2, 3}).set(rc(2, 1), {2, 3}).set(rc(2, 4), {2, 3, 5, 8});
    auto steps = find_all(Technique::UniqueRectangle1, notes.grid());
    REQUIRE(steps.size() == 1);
    const Step& s = steps[0];
    CHECK(s.effect_text() == "r2c4<>2 r2c4<>3");
    CHECK(s.explanation ==
          "Unique Rectangle Type 1: r1c1, r1c4, r2c1 hold only 2,3; if r2c4 were 2 or 3 too, the 2s and 3s of the "
          "rectangle could be swapped and the puzzle would have two solutions, so 2,3 are removed from r2c4.");
    std::vector<Evidence> corners;
    for (int cell : {rc(1, 1), rc(1, 4), rc(2, 1), rc(2, 4)})
        for (int d : {2, 3}) corners.push_back(ev(cell, d, Role::Corner));
    CHECK(s.evidence == corners);
    CHECK(s.houses == std::vector<int>{row_house(0), row_house(1), col_house(0), col_house(3)});

    SECTION("a rectangle over four boxes proves nothing: no step") {
        Notes four;
        four.set(rc(1, 1), {2, 3}).set(rc(1, 4), {2, 3}).set(rc(4, 1), {2, 3}).set(rc(4, 4), {2, 3, 5, 8});
        CHECK(find_all(Technique::UniqueRectangle1, four.grid()).empty());
    }
    SECTION("a rectangle inside one box is no rectangle: no step") {
        Notes one;
        one.set(rc(1, 1), {2, 3}).set(rc(1, 2), {2, 3}).set(rc(2, 1), {2, 3}).set(rc(2, 2), {2, 3, 5, 8});
        CHECK(find_all(Technique::UniqueRectangle1, one.grid()).empty());
    }
    SECTION("four bivalue corners (a deadly pattern already): nothing to remove, no step") {
        notes.set(rc(2, 4), {2, 3});
        CHECK(find_all(Technique::UniqueRectangle1, notes.grid()).empty());
    }
    SECTION("a given in a corner: no step") {
        Digits digits{};
        digits[rc(2, 4)] = 5;
        CHECK(find_all(Technique::UniqueRectangle1, Candidates::from_player_notes(digits, notes.masks)).empty());
    }
}

TEST_CASE("BUG+1: the three-candidate cell takes the digit with three places", "[logic][uniqueness]") {
    // HoDoKu's first BUG+1 example: every unsolved cell is bivalue except r6c5.
    const auto puzzle = parse_line("8493256177328..9455617..328493278561157.3.892286...473978..2134314987256625..3789");
    REQUIRE(puzzle.ok());
    const Candidates grid = Candidates::from_digits(puzzle.value().digits());
    auto steps = find_all(Technique::BugPlusOne, grid);
    REQUIRE(steps.size() == 1);
    const Step& s = steps[0];
    CHECK(s.effect_text() == "r6c5<>5 r6c5<>9");
    CHECK(s.explanation ==
          "BUG+1: every unsolved cell but r6c5 holds two candidates, and 1 has three places in each of row 6, column 5 "
          "and box 5; unless r6c5 is 1 the puzzle would not have a single solution, so 5,9 are removed from r6c5.");
    CHECK(s.evidence == std::vector<Evidence>{ev(rc(6, 5), 1, Role::Cause)});
    CHECK(s.houses == std::vector<int>{row_house(5), col_house(4), box_house(4)});

    SECTION("every cell bivalue (a grave with no way out): no step") {
        Candidates all_two = grid;
        all_two.eliminate(rc(6, 5), 5);
        CHECK(find_all(Technique::BugPlusOne, all_two).empty());
    }
    SECTION("a digit with one place in a house is no grave: no step") {
        Candidates single = grid;
        for (int cell = 0; cell < kCells; ++cell)
            if (cell != rc(6, 5) && single.is_empty(cell)) {
                single.eliminate(cell, first_digit(single.candidates(cell)));
                break;
            }
        CHECK(find_all(Technique::BugPlusOne, single).empty());
    }
}

TEST_CASE("Every uniqueness step on the sample puzzles agrees with the solution", "[logic][uniqueness]") {
    auto found = check_every_instance({Technique::UniqueRectangle1, Technique::BugPlusOne});
    CHECK(found[0] > 0);
    CHECK(found[1] > 0);
}
