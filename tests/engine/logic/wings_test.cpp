// XY-Wing, XYZ-Wing and W-Wing on hand-made candidate grids: every cell holds all nine candidates
// except the few a test sets, so the pattern under test is the only one of its kind.
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

TEST_CASE("XY-Wing: pivot and two pincers remove the shared digit", "[logic][wings]") {
    Notes notes;
    notes.set(rc(5, 5), {1, 6}).set(rc(5, 1), {1, 9}).set(rc(2, 5), {6, 9});
    auto steps = find_all(Technique::XYWing, notes.grid());
    REQUIRE(steps.size() == 1);
    const Step& s = steps[0];
    CHECK(s.effect_text() == "r2c1<>9");
    CHECK(s.explanation ==
          "XY-Wing: pivot r5c5 (1,6) with pincers r5c1 (1,9) and r2c5 (6,9): if the pivot is 1, r5c1 is 9, and if it "
          "is 6, r2c5 is 9, so 9 is removed from the cells seeing both pincers: r2c1.");
    CHECK(s.evidence == std::vector<Evidence>{ev(rc(5, 5), 1, Role::Pivot), ev(rc(5, 5), 6, Role::Pivot),
                                              ev(rc(5, 1), 1, Role::Pincer), ev(rc(5, 1), 9, Role::Pincer),
                                              ev(rc(2, 5), 6, Role::Pincer), ev(rc(2, 5), 9, Role::Pincer)});
    CHECK(s.houses == std::vector<int>{row_house(4), col_house(4)});
    CHECK(s.links.empty());

    SECTION("nothing to remove: no step") {
        notes.remove(rc(2, 1), 9);
        CHECK(find_all(Technique::XYWing, notes.grid()).empty());
    }
    SECTION("pincers that do not share the third digit: no step") {
        notes.set(rc(2, 5), {6, 8});
        CHECK(find_all(Technique::XYWing, notes.grid()).empty());
    }
}

TEST_CASE("XYZ-Wing: the digit of all three cells leaves the cells seeing all three", "[logic][wings]") {
    Notes notes;
    notes.set(rc(5, 5), {1, 6, 9}).set(rc(4, 4), {1, 9}).set(rc(5, 8), {6, 9});
    auto steps = find_all(Technique::XYZWing, notes.grid());
    REQUIRE(steps.size() == 1);
    const Step& s = steps[0];
    CHECK(s.effect_text() == "r5c4<>9 r5c6<>9");
    CHECK(s.explanation ==
          "XYZ-Wing: pivot r5c5 (1,6,9) with pincers r4c4 (1,9) and r5c8 (6,9): whichever digit the pivot takes, 9 is "
          "in the pivot or in a pincer, so 9 is removed from the cells seeing all three: r5c4, r5c6.");
    CHECK(s.evidence == std::vector<Evidence>{ev(rc(5, 5), 1, Role::Pivot), ev(rc(5, 5), 6, Role::Pivot),
                                              ev(rc(5, 5), 9, Role::Pivot), ev(rc(4, 4), 1, Role::Pincer),
                                              ev(rc(4, 4), 9, Role::Pincer), ev(rc(5, 8), 6, Role::Pincer),
                                              ev(rc(5, 8), 9, Role::Pincer)});
    CHECK(s.houses == std::vector<int>{box_house(4), row_house(4)});
    // The same cells with a bivalue pivot are no XYZ-Wing.
    CHECK(find_all(Technique::XYWing, notes.grid()).empty());

    SECTION("nothing to remove: no step") {
        notes.remove(rc(5, 4), 9).remove(rc(5, 6), 9);
        CHECK(find_all(Technique::XYZWing, notes.grid()).empty());
    }
    SECTION("a pincer outside the pivot's digits: no step") {
        notes.set(rc(4, 4), {2, 9});
        CHECK(find_all(Technique::XYZWing, notes.grid()).empty());
    }
}

TEST_CASE("W-Wing: two equal bivalue cells joined by a strong link", "[logic][wings]") {
    Notes notes;
    notes.set(rc(1, 9), {1, 4}).set(rc(8, 7), {1, 4}).only(col_house(2), 1, {rc(1, 3), rc(8, 3)});
    auto steps = find_all(Technique::WWing, notes.grid());
    REQUIRE(steps.size() == 1);
    const Step& s = steps[0];
    CHECK(s.effect_text() == "r1c7<>4 r2c7<>4 r3c7<>4 r7c9<>4 r8c9<>4 r9c9<>4");
    CHECK(s.explanation ==
          "W-Wing: r1c9 and r8c7 both hold only 1,4, and in column 3, 1 lies only in r1c3 (seeing r1c9) and r8c3 "
          "(seeing r8c7), so r1c9 and r8c7 cannot both be 1; one of them is 4, so 4 is removed from the cells seeing "
          "both: r1c7, r2c7, r3c7, r7c9, r8c9, r9c9.");
    CHECK(s.evidence == std::vector<Evidence>{ev(rc(1, 9), 1, Role::Pincer), ev(rc(1, 9), 4, Role::Pincer),
                                              ev(rc(8, 7), 1, Role::Pincer), ev(rc(8, 7), 4, Role::Pincer),
                                              ev(rc(1, 3), 1, Role::LinkOff), ev(rc(8, 3), 1, Role::LinkOn)});
    REQUIRE(s.links.size() == 1);
    CHECK(s.links[0] == ChainLink{{std::uint8_t(rc(1, 3)), 1}, {std::uint8_t(rc(8, 3)), 1}, true});
    CHECK(s.houses == std::vector<int>{col_house(2), row_house(0), row_house(7)});

    SECTION("nothing to remove: no step") {
        for (int cell : {rc(1, 7), rc(2, 7), rc(3, 7), rc(7, 9), rc(8, 9), rc(9, 9)}) notes.remove(cell, 4);
        CHECK(find_all(Technique::WWing, notes.grid()).empty());
    }
    SECTION("a link whose ends do not see the two cells: no step") {
        Notes apart;
        apart.set(rc(1, 9), {1, 4}).set(rc(8, 7), {1, 4}).only(col_house(2), 1, {rc(2, 3), rc(8, 3)});
        CHECK(find_all(Technique::WWing, apart.grid()).empty());
    }
}

TEST_CASE("Every wing instance on the sample puzzles agrees with the solution", "[logic][wings]") {
    auto found = check_every_instance({Technique::XYWing, Technique::XYZWing, Technique::WWing});
    CHECK(found[0] > 0);
    CHECK(found[1] > 0);
    CHECK(found[2] > 0);
}
