// Finned fish, Unique Rectangle type 1 and BUG+1 on every shape (engine/logic/fins.cpp and
// uniqueness.cpp): on other boards fins are seen through any house, a rectangle counts only where
// swapping its two symbols keeps every house and cage, and BUG+1 is not used on Killer boards.
#include <catch2/catch.hpp>

#include <algorithm>
#include <array>
#include <fstream>
#include <initializer_list>
#include <memory>
#include <string>
#include <vector>

#include "engine/constraints/constraint.hpp"
#include "engine/generate/generator.hpp"
#include "engine/logic/finders.hpp"
#include "engine/logic/logical_solver.hpp"
#include "engine/model/notation.hpp"
#include "engine/solve/exact.hpp"
#include "tests/engine/logic/finder_fixtures.hpp"

namespace sudoku {
namespace {

// ---- hand-built positions ----

using logic_test::boxes;
using logic_test::make_shape;
using Notes = logic_test::BoardNotes;

std::vector<Step> run(Finder finder, const Candidates& grid) {
    StepCollector out(1000);
    finder(grid, out);
    return std::move(out.steps());
}

const Step* with_base(const std::vector<Step>& steps, std::vector<int> base) {
    for (const Step& s : steps)
        if (s.houses == base) return &s;
    return nullptr;
}

TEST_CASE("A finned X-Wing on 6x6 removes what shares the fin's box", "[shape-logic][fins]") {
    auto shape = boxes(2, 3);
    Notes notes(*shape);
    // 1 in row 1 only in r1c1, r1c4 and the fin r1c2; in row 4 only in r4c1, r4c4.
    notes.only(shape->row_house(0), 1, {notes.rc(1, 1), notes.rc(1, 2), notes.rc(1, 4)});
    notes.only(shape->row_house(3), 1, {notes.rc(4, 1), notes.rc(4, 4)});
    const auto steps = run(finned_x_wing, notes.grid());
    const Step* step = with_base(steps, {shape->row_house(0), shape->row_house(3)});
    REQUIRE(step);
    CHECK(step->technique == Technique::FinnedXWing);
    CHECK(effect_text(*shape, *step) == "r2c1<>1");
    CHECK(step->cover_houses == std::vector<int>{shape->col_house(0), shape->col_house(3)});
    CHECK(step->explanation ==
          "Finned X-Wing: in rows 1,4, 1 lies only in columns 1,4 apart from the fin r1c2, so 1 is removed from the "
          "rest of those columns that share box 1 with the fin: r2c1<>1.");
    CHECK(std::count_if(step->evidence.begin(), step->evidence.end(),
                        [](const Evidence& e) { return e.role == Role::Fin; }) == 1);
    // The step is also the solver's: nothing easier applies.
    const auto next = next_step(notes.grid());
    REQUIRE(next);
    CHECK(next->technique == Technique::FinnedXWing);
}

TEST_CASE("A finned X-Wing on 9x9 X whose fin is seen through the main diagonal", "[shape-logic][fins]") {
    auto shape = boxes(3, 3, true);
    Notes notes(*shape);
    // 5 in row 2 only in r2c3, r2c7 and the fin r2c2 (on the main diagonal); in row 8 only in
    // r8c3, r8c7. The fin's box holds no 5 in column 3 outside the base rows, so only r7c7, which
    // sees r2c2 along the main diagonal, loses 5.
    notes.only(shape->row_house(1), 5, {notes.rc(2, 2), notes.rc(2, 3), notes.rc(2, 7)});
    notes.only(shape->row_house(7), 5, {notes.rc(8, 3), notes.rc(8, 7)});
    notes.remove(notes.rc(1, 3), 5).remove(notes.rc(3, 3), 5);
    const auto steps = run(finned_x_wing, notes.grid());
    const Step* step = with_base(steps, {shape->row_house(1), shape->row_house(7)});
    REQUIRE(step);
    CHECK(effect_text(*shape, *step) == "r7c7<>5");
    CHECK(step->explanation ==
          "Finned X-Wing: in rows 2,8, 5 lies only in columns 3,7 apart from the fin r2c2, so 5 is removed from the "
          "rest of those columns that share the main diagonal with the fin: r7c7<>5.");
    SECTION("with the box's cells too, the sentence says which cells: those seeing every fin") {
        Notes more(*shape);
        more.only(shape->row_house(1), 5, {more.rc(2, 2), more.rc(2, 3), more.rc(2, 7)});
        more.only(shape->row_house(7), 5, {more.rc(8, 3), more.rc(8, 7)});
        const auto all = run(finned_x_wing, more.grid());
        const Step* s = with_base(all, {shape->row_house(1), shape->row_house(7)});
        REQUIRE(s);
        CHECK(effect_text(*shape, *s) == "r1c3<>5 r3c3<>5 r7c7<>5");
        CHECK(
            s->explanation.ends_with("so 5 is removed from the rest of those columns that see every fin: r1c3<>5, "
                                     "r3c3<>5, r7c7<>5."));
    }
    SECTION("without the diagonals the fin sees nothing there") {
        auto plain = boxes(3, 3);
        Notes same(*plain);
        same.masks = notes.masks;
        CHECK_FALSE(with_base(run(finned_x_wing, same.grid()), {plain->row_house(1), plain->row_house(7)}));
    }
}

TEST_CASE("A finned Swordfish on a jigsaw board", "[shape-logic][fins]") {
    ShapeSpec spec;
    spec.box_rows = spec.box_cols = 0;
    spec.jigsaw_side = 9;
    const std::string regions =
        "000011222"
        "000111222"
        "001111222"
        "333444555"
        "333444555"
        "333444555"
        "666677888"
        "666777888"
        "667777888";
    for (char c : regions) spec.regions.push_back(std::uint8_t(c - '0'));
    auto shape = make_shape(spec);
    Notes notes(*shape);
    // 4 in rows 1, 5, 9 only in columns 1, 5, 9, with the fin r1c6 (in region 2 with r2c5, r3c5).
    notes.only(shape->row_house(0), 4, {notes.rc(1, 1), notes.rc(1, 5), notes.rc(1, 6)});
    notes.only(shape->row_house(4), 4, {notes.rc(5, 5), notes.rc(5, 9)});
    notes.only(shape->row_house(8), 4, {notes.rc(9, 1), notes.rc(9, 9)});
    const auto steps = run(finned_swordfish, notes.grid());
    const Step* step = with_base(steps, {shape->row_house(0), shape->row_house(4), shape->row_house(8)});
    REQUIRE(step);
    // Column 5's cells of the fin's region outside the base rows: r2c5, r3c5.
    CHECK(effect_text(*shape, *step) == "r2c5<>4 r3c5<>4");
    CHECK(step->explanation ==
          "Finned Swordfish: in rows 1,5,9, 4 lies only in columns 1,5,9 apart from the fin r1c6, so 4 is removed "
          "from the rest of those columns that share region 2 with the fin: r2c5<>4, r3c5<>4.");
}

TEST_CASE("Unique Rectangle type 1 on 6x6", "[shape-logic][uniqueness]") {
    auto shape = boxes(2, 3);
    Notes notes(*shape);
    notes.set(notes.rc(1, 1), {1, 2}).set(notes.rc(1, 4), {1, 2}).set(notes.rc(2, 1), {1, 2});
    notes.set(notes.rc(2, 4), {1, 2, 5});
    const auto steps = run(unique_rectangle_1, notes.grid());
    REQUIRE(steps.size() == 1);
    CHECK(effect_text(*shape, steps[0]) == "r2c4<>1 r2c4<>2");
    CHECK(steps[0].explanation ==
          "Unique Rectangle Type 1: r1c1, r1c4, r2c1 hold only 1,2; if r2c4 were 1 or 2 too, the 1s and 2s of the "
          "rectangle could be swapped and the puzzle would have two solutions, so 1,2 are removed from r2c4.");
    CHECK(steps[0].houses ==
          std::vector<int>{shape->row_house(0), shape->row_house(1), shape->col_house(0), shape->col_house(3)});
    SECTION("a rectangle over four boxes: none") {
        Notes four(*shape);
        four.set(four.rc(1, 1), {1, 2}).set(four.rc(1, 4), {1, 2}).set(four.rc(3, 1), {1, 2});
        four.set(four.rc(3, 4), {1, 2, 5});
        CHECK(run(unique_rectangle_1, four.grid()).empty());
    }
}

TEST_CASE("A rectangle a diagonal meets in one cell is no deadly pattern", "[shape-logic][uniqueness]") {
    // r1c1, r1c4, r3c1, r3c4 span two boxes; the main diagonal holds r1c1 alone, so swapping 1 and
    // 2 would put a second 1 or 2 in it: no Unique Rectangle on 9x9 X, one on plain 9x9.
    auto set = [](Notes& n) {
        n.set(n.rc(1, 1), {1, 2}).set(n.rc(1, 4), {1, 2}).set(n.rc(3, 1), {1, 2}).set(n.rc(3, 4), {1, 2, 7});
    };
    auto x = boxes(3, 3, true);
    Notes on_x(*x);
    set(on_x);
    CHECK(run(unique_rectangle_1, on_x.grid()).empty());
    auto plain = boxes(3, 3);
    Notes on_plain(*plain);
    set(on_plain);
    CHECK(run(unique_rectangle_1, on_plain.grid()).size() == 1);
    SECTION("away from the diagonals the rectangle counts on 9x9 X") {
        Notes away(*x);
        away.set(away.rc(1, 2), {1, 2}).set(away.rc(1, 4), {1, 2}).set(away.rc(3, 2), {1, 2});
        away.set(away.rc(3, 4), {1, 2, 7});
        const auto steps = run(unique_rectangle_1, away.grid());
        REQUIRE(steps.size() == 1);
        CHECK(effect_text(*x, steps[0]) == "r3c4<>1 r3c4<>2");
    }
}

TEST_CASE("A Killer cage meeting a rectangle in one cell refuses it", "[shape-logic][uniqueness]") {
    auto set = [](Notes& n) {
        n.set(n.rc(1, 1), {5, 6}).set(n.rc(1, 4), {5, 6}).set(n.rc(2, 1), {5, 6}).set(n.rc(2, 4), {3, 5, 6});
    };
    // Cage r1c1+r1c2 holds one corner: swapping 5 and 6 would change its sum.
    auto one = boxes(3, 3, false, false, {Cage{{0, 1}, 11}});
    Notes in_one(*one);
    set(in_one);
    CHECK(run(unique_rectangle_1, in_one.grid()).empty());
    // Cage r1c1+r2c1 holds two corners of a column: they swap, the sum stays.
    auto two = boxes(3, 3, false, false, {Cage{{0, 9}, 11}});
    Notes in_two(*two);
    set(in_two);
    CHECK(run(unique_rectangle_1, in_two.grid()).size() == 1);
}

// Every cell empty; a cell holding symbol s in `solution` gets {s, s ^ 1's partner} (1-2, 3-4,
// ...), so every symbol has two places in every house (a BUG); `odd` also keeps `extra`.
Notes bug_notes(const Shape& shape, const std::vector<int>& solution, int odd, int extra) {
    Notes notes(shape);
    for (int cell = 0; cell < shape.cell_count(); ++cell) {
        const int s = solution[std::size_t(cell)];
        const int partner = s % 2 ? s + 1 : s - 1;
        notes.set(cell, {s, partner});
    }
    notes.masks[std::size_t(odd)] |= DigitMask(1u << (extra - 1));
    return notes;
}

// A 4x4 X solution: rows, columns, boxes and both diagonals hold 1-4.
const std::vector<int> kSolution4x = {1, 2, 3, 4, 3, 4, 1, 2, 4, 3, 2, 1, 2, 1, 4, 3};

TEST_CASE("BUG+1 on 4x4 X counts the diagonal as a house, and none on Killer", "[shape-logic][uniqueness]") {
    auto shape = boxes(2, 2, true);
    const Notes notes = bug_notes(*shape, kSolution4x, 0, 3);
    const auto steps = run(bug_plus_one, notes.grid());
    REQUIRE(steps.size() == 1);
    CHECK(effect_text(*shape, steps[0]) == "r1c1<>1 r1c1<>2");
    CHECK(steps[0].explanation ==
          "BUG+1: every unsolved cell but r1c1 holds two candidates, and 3 has three places in each of row 1, column "
          "1, box 1 and the main diagonal; unless r1c1 is 3 the puzzle would not have a single solution, so 1,2 are "
          "removed from r1c1.");
    CHECK(steps[0].houses.size() == 4);
    SECTION("a symbol with one place in the diagonal is no grave: none") {
        Notes spoilt = notes;
        spoilt.set(spoilt.rc(4, 4), {1, 3});  // r4c4 no longer holds 4: the main diagonal has one 4
        CHECK(run(bug_plus_one, spoilt.grid()).empty());
    }
    SECTION("the same candidates on a Killer board: none") {
        auto killer = boxes(2, 2, true, false, {Cage{{0, 1}, 3}});
        Notes same(*killer);
        same.masks = notes.masks;
        CHECK(run(bug_plus_one, same.grid()).empty());
    }
}

// A clue written in the test: the first cell holds a smaller symbol than the second (a
// thermometer of two cells). Swapping the symbols of two such cells breaks it.
class Less final : public Constraint {
public:
    Less(int a, int b)
        : cells_{std::uint8_t(a), std::uint8_t(b)},
          sorted_{std::uint8_t(std::min(a, b)), std::uint8_t(std::max(a, b))} {}
    std::string_view kind() const override { return "less"; }
    Phrase name(const Board& board) const override {
        return Phrase::text(board.cell_name(cells_[0]) + "<" + board.cell_name(cells_[1]));
    }
    std::span<const std::uint8_t> cells() const override { return sorted_; }
    void check(const Board&, const ShapeDigits&, std::vector<RuleBreak>&) const override {}
    bool propagate(Domains& d) const override {
        const DigitMask a = d[cells_[0]], b = d[cells_[1]];
        if (!a || !b) return false;
        const int lowest = __builtin_ctz(a), highest = 31 - __builtin_clz(b);  // 0-based
        return d.narrow(cells_[0], DigitMask((1u << highest) - 1)) &&
               d.narrow(cells_[1], DigitMask(~0u << (lowest + 1)));
    }
    ConstraintRecord record() const override { return {"less", {{cells_[0], cells_[1]}}, {}}; }

private:
    std::array<std::uint8_t, 2> cells_, sorted_;
};

std::shared_ptr<const Shape> with_clue(int rows, int cols, std::shared_ptr<const Constraint> clue) {
    ShapeSpec spec = boxes(rows, cols)->spec();
    spec.constraints.push_back(std::move(clue));
    return make_shape(spec);
}

TEST_CASE("No uniqueness step on a board with a clue beyond houses and cages", "[shape-logic][uniqueness]") {
    // The 6x6 rectangle of "Unique Rectangle type 1 on 6x6", with r1c1 < r2c1: r1c1 is 1 and r2c1
    // is 2, which no swap keeps, so r2c4 may well be 1 (r1c4 2, r2c4 1): removing 1,2 from r2c4
    // would be wrong.
    auto shape = with_clue(2, 3, std::make_shared<Less>(0, 6));
    Notes notes(*shape);
    notes.set(notes.rc(1, 1), {1, 2}).set(notes.rc(1, 4), {1, 2}).set(notes.rc(2, 1), {1, 2});
    notes.set(notes.rc(2, 4), {1, 2, 5});
    CHECK(run(unique_rectangle_1, notes.grid()).empty());
    auto plain_shape = boxes(2, 3);
    Notes plain(*plain_shape);
    plain.masks = notes.masks;
    CHECK(run(unique_rectangle_1, plain.grid()).size() == 1);
    // BUG+1 as on 4x4 X in the test above, with a clue the grave's flip breaks: none.
    ShapeSpec spec = boxes(2, 2, true)->spec();
    spec.constraints.push_back(std::make_shared<Less>(4, 5));
    auto x = make_shape(spec);
    CHECK(run(bug_plus_one, bug_notes(*x, kSolution4x, 0, 3).grid()).empty());
    CHECK(run(bug_plus_one, bug_notes(*boxes(2, 2, true), kSolution4x, 0, 3).grid()).size() == 1);
}

TEST_CASE("A logical path through a uniqueness step proves no uniqueness to the generator",
          "[shape-logic][uniqueness][generator]") {
    // A 6x6 puzzle with three solutions that the easiest-first path fills all the same: its Unique
    // Rectangle or BUG+1 steps assume one solution and cut the others away. The generator's path
    // levels, which otherwise take a filled grid as proof of one solution, must refuse it.
    auto shape = boxes(2, 3);
    ShapeDigits puzzle;
    for (char c : std::string("..2...4....15.6.3.....1..2.......5.."))
        puzzle.push_back(std::uint8_t(c == '.' ? 0 : c - '0'));
    REQUIRE(count_solutions(*shape, puzzle, 3) == 3);
    const SolvePath path = solve_logically(*shape, puzzle, false);
    CHECK(path.solved);
    CHECK(std::any_of(path.steps.begin(), path.steps.end(), [](const Step& s) {
        return s.technique == Technique::UniqueRectangle1 || s.technique == Technique::BugPlusOne;
    }));
    CHECK_FALSE(path_level(*shape, puzzle, Level::Expert).has_value());
    CHECK_FALSE(solvable_path_level(*shape, puzzle, Level::Expert).has_value());
    CHECK_FALSE(keeps_level(*shape, puzzle, Level::Expert));
}

}  // namespace
}  // namespace sudoku
