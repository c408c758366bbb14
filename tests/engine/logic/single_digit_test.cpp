// Skyscraper, 2-String Kite and Simple Colouring on hand-made candidate grids: every cell holds all
// nine candidates except where a test removes some, so the strong links are exactly the ones set up.
#include <catch2/catch.hpp>

#include <algorithm>
#include <fstream>
#include <string>

#include "engine/logic/difficulty.hpp"
#include "engine/logic/techniques.hpp"
#include "engine/model/notation.hpp"
#include "engine/solve/band.hpp"
#include "tests/engine/logic/finder_fixtures.hpp"

using namespace sudoku;

using namespace sudoku::logic_test;

TEST_CASE("Skyscraper: two row links meeting in a column", "[logic][single_digit]") {
    Notes notes;
    notes.only(row_house(0), 4, {rc(1, 2), rc(1, 7)}).only(row_house(4), 4, {rc(5, 2), rc(5, 8)});
    auto steps = find_all(Technique::Skyscraper, notes.grid());
    REQUIRE(steps.size() == 1);
    const Step& s = steps[0];
    CHECK(s.effect_text() == "r2c8<>4 r3c8<>4 r4c7<>4 r6c7<>4");
    CHECK(
        s.explanation ==
        "Skyscraper: in row 1, 4 lies only in r1c2 and r1c7, and in row 5 only in r5c2 and r5c8; r1c2 and r5c2 share "
        "column 2, so one of r1c7 and r5c8 is 4, and 4 is removed from the cells seeing both: r2c8, r3c8, r4c7, r6c7.");
    CHECK(s.evidence == std::vector<Evidence>{ev(rc(1, 2), 4, Role::LinkOff), ev(rc(1, 7), 4, Role::LinkOn),
                                              ev(rc(5, 2), 4, Role::LinkOff), ev(rc(5, 8), 4, Role::LinkOn)});
    CHECK(s.links == std::vector<ChainLink>{{{std::uint8_t(rc(1, 2)), 4}, {std::uint8_t(rc(1, 7)), 4}, true},
                                            {{std::uint8_t(rc(5, 2)), 4}, {std::uint8_t(rc(5, 8)), 4}, true}});
    CHECK(s.houses == std::vector<int>{row_house(0), row_house(4), col_house(1)});
    CHECK(find_all(Technique::TwoStringKite, notes.grid()).empty());

    SECTION("nothing to remove: no step") {
        for (int cell : {rc(2, 8), rc(3, 8), rc(4, 7), rc(6, 7)}) notes.remove(cell, 4);
        CHECK(find_all(Technique::Skyscraper, notes.grid()).empty());
    }
    SECTION("both ends in common columns is an X-Wing, not a Skyscraper") {
        Notes x_wing;
        x_wing.only(row_house(0), 4, {rc(1, 2), rc(1, 7)}).only(row_house(4), 4, {rc(5, 2), rc(5, 7)});
        CHECK(find_all(Technique::Skyscraper, x_wing.grid()).empty());
    }
    SECTION("the same in columns") {
        Notes columns;
        columns.only(col_house(0), 4, {rc(2, 1), rc(7, 1)}).only(col_house(4), 4, {rc(2, 5), rc(8, 5)});
        auto found = find_all(Technique::Skyscraper, columns.grid());
        REQUIRE(found.size() == 1);
        CHECK(found[0].effect_text() == "r7c4<>4 r7c6<>4 r8c2<>4 r8c3<>4");
        CHECK(found[0].houses == std::vector<int>{col_house(0), col_house(4), row_house(1)});
    }
}

TEST_CASE("2-String Kite: a row link and a column link meeting in a box", "[logic][single_digit]") {
    Notes notes;
    notes.only(row_house(0), 5, {rc(1, 2), rc(1, 7)}).only(col_house(0), 5, {rc(3, 1), rc(8, 1)});
    auto steps = find_all(Technique::TwoStringKite, notes.grid());
    REQUIRE(steps.size() == 1);
    const Step& s = steps[0];
    CHECK(s.effect_text() == "r8c7<>5");
    CHECK(s.explanation ==
          "2-String Kite: in row 1, 5 lies only in r1c2 and r1c7, and in column 1 only in r3c1 and r8c1; r1c2 and r3c1 "
          "share box 1, so one of r1c7 and r8c1 is 5, and 5 is removed from the cells seeing both: r8c7.");
    CHECK(s.evidence == std::vector<Evidence>{ev(rc(1, 2), 5, Role::LinkOff), ev(rc(1, 7), 5, Role::LinkOn),
                                              ev(rc(3, 1), 5, Role::LinkOff), ev(rc(8, 1), 5, Role::LinkOn)});
    CHECK(s.links.size() == 2);
    CHECK(s.houses == std::vector<int>{row_house(0), col_house(0), box_house(0)});
    CHECK(find_all(Technique::Skyscraper, notes.grid()).empty());

    SECTION("nothing to remove: no step") {
        notes.remove(rc(8, 7), 5);
        CHECK(find_all(Technique::TwoStringKite, notes.grid()).empty());
    }
    SECTION("links not sharing a box: no step") {
        Notes apart;
        apart.only(row_house(0), 5, {rc(1, 2), rc(1, 7)}).only(col_house(0), 5, {rc(5, 1), rc(8, 1)});
        CHECK(find_all(Technique::TwoStringKite, apart.grid()).empty());
    }
}

TEST_CASE("Simple Colouring: colour trap", "[logic][single_digit]") {
    Notes notes;
    notes.only(row_house(0), 7, {rc(1, 1), rc(1, 5)})
        .only(col_house(4), 7, {rc(1, 5), rc(6, 5)})
        .only(box_house(4), 7, {rc(4, 4), rc(6, 5)});
    auto steps = find_all(Technique::SimpleColouring, notes.grid());
    REQUIRE(steps.size() == 1);
    const Step& s = steps[0];
    CHECK(s.effect_text() == "r4c1<>7");
    CHECK(
        s.explanation ==
        "Simple Colouring (colour trap): chaining the strong links of 7 colours r1c1, r6c5 one way and r1c5, r4c4 the "
        "other, and one colour is true, so 7 is removed from the cells seeing both colours: r4c1.");
    CHECK(s.evidence == std::vector<Evidence>{ev(rc(1, 1), 7, Role::LinkOn), ev(rc(6, 5), 7, Role::LinkOn),
                                              ev(rc(1, 5), 7, Role::LinkOff), ev(rc(4, 4), 7, Role::LinkOff)});
    CHECK(s.houses == std::vector<int>{row_house(0), col_house(4), box_house(4)});
    // The cluster's strong links, in house order, for the board to draw.
    auto link = [](int a, int b) { return ChainLink{{std::uint8_t(a), 7}, {std::uint8_t(b), 7}, true}; };
    CHECK(s.links ==
          std::vector<ChainLink>{link(rc(1, 1), rc(1, 5)), link(rc(1, 5), rc(6, 5)), link(rc(4, 4), rc(6, 5))});
    CHECK(step_score(s) == Approx(difficulty_of(Technique::SimpleColouring).score));  // links add no score

    SECTION("nothing to remove: no step") {
        notes.remove(rc(4, 1), 7);
        CHECK(find_all(Technique::SimpleColouring, notes.grid()).empty());
    }
    SECTION("a single strong link colours nothing useful") {
        Notes one;
        one.only(box_house(0), 7, {rc(1, 1), rc(2, 2)});
        CHECK(find_all(Technique::SimpleColouring, one.grid()).empty());
    }
}

TEST_CASE("Simple Colouring: colour wrap removes a whole colour", "[logic][single_digit]") {
    Notes notes;
    notes.only(row_house(0), 7, {rc(1, 1), rc(1, 6)})
        .only(col_house(5), 7, {rc(1, 6), rc(5, 6)})
        .only(row_house(4), 7, {rc(5, 6), rc(5, 3)})
        .only(col_house(2), 7, {rc(5, 3), rc(2, 3)});
    auto steps = find_all(Technique::SimpleColouring, notes.grid());
    REQUIRE(steps.size() == 2);
    const Step& wrap = steps[0];
    CHECK(wrap.effect_text() == "r1c1<>7 r2c3<>7 r5c6<>7");
    CHECK(
        wrap.explanation ==
        "Simple Colouring (colour wrap): chaining the strong links of 7 colours r1c1, r2c3, r5c6 one way and r1c6, "
        "r5c3 the other, and one colour is true; r1c1 and r2c3 have the same colour in box 1, so that colour is false "
        "and 7 is removed from r1c1, r2c3, r5c6.");
    CHECK(wrap.evidence == std::vector<Evidence>{ev(rc(1, 1), 7, Role::LinkOn), ev(rc(2, 3), 7, Role::LinkOn),
                                                 ev(rc(5, 6), 7, Role::LinkOn), ev(rc(1, 6), 7, Role::LinkOff),
                                                 ev(rc(5, 3), 7, Role::LinkOff)});
    CHECK(wrap.houses == std::vector<int>{box_house(0), row_house(0), row_house(4), col_house(2), col_house(5)});
    // The same cluster also traps four cells.
    CHECK(steps[1].effect_text() == "r2c4<>7 r2c5<>7 r4c1<>7 r6c1<>7");
    CHECK(steps[1].houses == std::vector<int>{row_house(0), row_house(4), col_house(2), col_house(5)});
}

TEST_CASE("Every single-digit pattern on the sample puzzles agrees with the solution", "[logic][single_digit]") {
    auto found = check_every_instance({Technique::Skyscraper, Technique::TwoStringKite, Technique::SimpleColouring});
    CHECK(found[0] > 0);
    CHECK(found[1] > 0);
    CHECK(found[2] > 0);
}
