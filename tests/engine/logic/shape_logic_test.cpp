// The logical solver on every shape (engine/logic/logical_solver.hpp): every step of every path is
// sound against the unique solution, each technique family fires on a hand-built position of a
// non-classic shape with the expected sentence, and the classic shape gives exactly the classic
// results.
#include <catch2/catch.hpp>

#include <algorithm>
#include <fstream>
#include <initializer_list>
#include <sstream>
#include <string>
#include <vector>

#include "engine/constraints/rules.hpp"
#include "engine/formats/solo_id.hpp"
#include "engine/logic/finders.hpp"
#include "engine/logic/logical_solver.hpp"
#include "engine/model/notation.hpp"
#include "engine/solve/band.hpp"
#include "engine/solve/exact.hpp"
#include "tests/engine/logic/finder_fixtures.hpp"

namespace sudoku {
namespace {

struct ShapeSet {
    std::string name;
    std::shared_ptr<const Shape> shape;
    std::vector<ShapeDigits> puzzles;
};

// tests/data/shapes/logic_*.txt: '#' comments; "boxes R C" or "regions <n*n region digits/letters>";
// optional "diagonals" and "windows"; then one puzzle a line, n*n symbols ('.' empty, 1-9, A-G).
ShapeSet load(const std::string& name) {
    std::ifstream in(std::string(SUDOKU_TEST_DATA_DIR) + "/shapes/logic_" + name + ".txt");
    REQUIRE(in.good());
    ShapeSpec spec;
    ShapeSet set{name, nullptr, {}};
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#') continue;
        std::istringstream words(line);
        std::string word;
        words >> word;
        if (word == "boxes") {
            words >> spec.box_rows >> spec.box_cols;
        } else if (word == "regions") {
            std::string regions;
            words >> regions;
            spec.box_rows = spec.box_cols = 0;
            spec.jigsaw_side = 9;
            for (char c : regions) spec.regions.push_back(std::uint8_t(c - '0'));
        } else if (word == "diagonals") {
            spec.diagonals = true;
        } else if (word == "windows") {
            spec.windows = true;
        } else {
            if (!set.shape) {
                auto made = Shape::make(spec);
                REQUIRE(made.ok());
                set.shape = made.value();
            }
            REQUIRE(int(word.size()) == set.shape->cell_count());
            ShapeDigits digits;
            for (char c : word) digits.push_back(std::uint8_t(parse_symbol_char(c)));
            set.puzzles.push_back(digits);
        }
    }
    return set;
}

const char* const kSets[] = {"4x4",  "6x6",  "6x6_tall", "8x8",     "8x8_tall", "12x12",   "16x16",
                             "6x6x", "4x4x", "9x9x",     "windoku", "jigsaw",   "jigsaw_x"};

TEST_CASE("Every step on every shape agrees with the unique solution", "[shape-logic]") {
    std::array<int, kTechniqueCount> seen{};
    for (const char* name : kSets) {
        ShapeSet set = load(name);
        CAPTURE(name);
        REQUIRE(set.puzzles.size() >= 5);
        for (const ShapeDigits& puzzle : set.puzzles) {
            // The path's end is a solution (checked by the rules), and the only one (the rating is
            // valid only with exactly one), so every step is checked against the unique solution.
            const Rating rating = rate(*set.shape, puzzle);
            REQUIRE(rating.valid);
            const SolvePath path = solve_logically(*set.shape, puzzle);
            REQUIRE(path.solved);
            ShapeDigits solution = Candidates::from_digits(*set.shape, puzzle).digit_vector();
            for (const Step& step : path.steps)
                for (auto c : step.placements) solution[c.cell] = c.digit;
            REQUIRE(is_solution_of(*set.shape, puzzle, solution));
            Candidates grid = Candidates::from_digits(*set.shape, puzzle);
            for (const Step& step : path.steps) {
                CAPTURE(step.explanation);
                ++seen[int(step.technique)];
                CHECK(!step.explanation.empty());
                CHECK((step.placements.size() + step.eliminations.size()) > 0);
                for (auto c : step.placements) REQUIRE(int(solution[c.cell]) == int(c.digit));
                for (auto c : step.eliminations) {
                    REQUIRE(int(solution[c.cell]) != int(c.digit));
                    REQUIRE(grid.has(c.cell, c.digit));  // it removes a candidate that was there
                }
                grid.apply(step);
            }
            CHECK(grid.digit_vector() == solution);
            CHECK(rating.steps == int(path.steps.size()));
            CHECK(rating.guesses == path.guesses);
        }
    }
    // The sets reach beyond singles: subsets, locked candidates and something harder show up.
    CHECK(seen[int(Technique::Pointing)] + seen[int(Technique::Claiming)] > 0);
    CHECK(seen[int(Technique::NakedPair)] + seen[int(Technique::HiddenPair)] > 0);
    int hard = 0;
    for (int t = int(Technique::XWing); t < kTechniqueCount; ++t)
        if (difficulty_of(Technique(t)).level >= Level::Hard && Technique(t) != Technique::Guess) hard += seen[t];
    CHECK(hard > 0);
}

TEST_CASE("Along a path, the step cache finds the steps found without it", "[shape-logic][shape]") {
    // The generator follows its paths with a StepCache, which lets finders skip the houses
    // and symbols where nothing changed since they last found nothing: at every step the step must
    // be the one found without the cache, and the path must end (solved or stuck) where it does.
    int compared = 0;
    for (const char* name : kSets) {
        const ShapeSet set = load(name);
        CAPTURE(name);
        for (const ShapeDigits& puzzle : set.puzzles) {
            for (Level cap : {Level::Hard, Level::Expert}) {
                Candidates grid = Candidates::from_digits(*set.shape, puzzle);
                StepCache cache;
                for (;;) {
                    const std::optional<Step> next = next_step(grid, cap);
                    if (next && difficulty_of(next->technique).level == Level::Easy) {
                        grid.apply(*next);  // singles come before, as the generator places them
                        continue;
                    }
                    if (grid.is_solved()) break;
                    const std::optional<Step> plain = next_step_after_singles(grid, cap);
                    const std::optional<Step> cached = next_step_after_singles(grid, cap, cache);
                    REQUIRE(plain.has_value() == cached.has_value());
                    if (!plain) break;
                    CAPTURE(plain->explanation);
                    CHECK(plain->technique == cached->technique);
                    CHECK(plain->placements == cached->placements);
                    CHECK(plain->eliminations == cached->eliminations);
                    CHECK(cached->explanation.empty());  // the cache's steps have no sentence
                    ++compared;
                    grid.apply(*plain);
                }
            }
        }
    }
    CHECK(compared > 200);
}

TEST_CASE("A puzzle without a unique solution on a shape is not rated", "[shape-logic]") {
    ShapeSet set = load("6x6");
    ShapeDigits puzzle = set.puzzles.front();
    // Emptying every clue leaves many solutions.
    std::fill(puzzle.begin(), puzzle.end(), 0);
    CHECK_FALSE(rate(*set.shape, puzzle).valid);
    // Two equal symbols in a row: no solution.
    puzzle[0] = puzzle[1] = 1;
    CHECK_FALSE(rate(*set.shape, puzzle).valid);
}

TEST_CASE("The shape technique order never steps down a level", "[shape-logic]") {
    Level last = Level::Easy;
    for (const auto& info : technique_order()) {
        CAPTURE(technique_name(info.technique));
        CHECK(difficulty_of(info.technique).level >= last);
        last = difficulty_of(info.technique).level;
    }
}

TEST_CASE("Rating stops at max_level on a shape", "[shape-logic]") {
    ShapeSet set = load("9x9x");
    int above = 0;
    for (const ShapeDigits& puzzle : set.puzzles) {
        const Rating full = rate(*set.shape, puzzle);
        const Rating easy = rate(*set.shape, puzzle, Level::Easy);
        REQUIRE(full.valid);
        CHECK(easy.above_limit == (full.level > Level::Easy));
        above += easy.above_limit;
    }
    CHECK(above > 0);
}

TEST_CASE("A puzzle of the wrong size gives no path and no rating", "[shape-logic]") {
    CHECK_FALSE(rate(*Shape::classic(), ShapeDigits(80, 0)).valid);
    CHECK(solve_logically(*Shape::classic(), ShapeDigits(16, 0)).steps.empty());
}

// ---- hand-built positions ----

using logic_test::boxes;
using Notes = logic_test::BoardNotes;

int house_of_kind(const Shape& s, ShapeHouseKind kind, int index = 0) {
    for (int h = 0; h < s.house_count(); ++h)
        if (s.house_kind(h) == kind && s.house_index(h) == index) return h;
    FAIL("no such house");
    return -1;
}

TEST_CASE("Hidden single in a diagonal names the diagonal", "[shape-logic]") {
    auto shape = boxes(3, 3, true);
    Notes notes(*shape);
    const int diagonal = house_of_kind(*shape, ShapeHouseKind::Diagonal);
    notes.only(diagonal, 5, {notes.rc(4, 4)});
    auto step = next_step(notes.grid());
    REQUIRE(step);
    CHECK(step->technique == Technique::HiddenSingleBox);
    CHECK(step->explanation == "Hidden Single: in the main diagonal, 5 fits only r4c4.");
    CHECK(step->houses == std::vector<int>{diagonal});
    CHECK(effect_text(*shape, *step) == "r4c4=5");
}

TEST_CASE("Hidden single with its blockers on 6x6", "[shape-logic]") {
    auto shape = boxes(2, 3);
    Notes notes(*shape);
    // Row 1 needs a 6: the 6 in r2c1 rules out box 1's cells, those in r5c4 and r3c5 columns 4 and 5.
    notes.digits[std::size_t(notes.rc(2, 1))] = 6;
    notes.digits[std::size_t(notes.rc(3, 5))] = 6;
    notes.digits[std::size_t(notes.rc(5, 4))] = 6;
    auto all = find_all(Technique::HiddenSingleRow, notes.grid());
    REQUIRE(!all.empty());
    const Step& step = all.front();
    CHECK(effect_text(*shape, step) == "r1c6=6");
    CHECK(step.explanation ==
          "Hidden Single: in row 1, 6 fits only r1c6: the 6s in r2c1, r3c5 and r5c4 rule out the rest of row 1.");
    REQUIRE(step.blockers.size() == 3);
}

TEST_CASE("Naked single on 16x16 writes symbols above 9 as letters", "[shape-logic]") {
    auto shape = boxes(4, 4);
    Notes notes(*shape);
    notes.set(notes.rc(10, 12), {10});
    auto all = find_all(Technique::NakedSingle, notes.grid());
    REQUIRE(all.size() == 1);
    CHECK(all[0].explanation == "Naked Single: r10c12 can only be A.");
    CHECK(effect_text(*shape, all[0]) == "r10c12=A");
}

TEST_CASE("Naked single names the houses holding the other symbols", "[shape-logic]") {
    auto shape = boxes(2, 2, true);
    Notes notes(*shape);
    notes.digits[std::size_t(notes.rc(1, 2))] = 2;
    notes.digits[std::size_t(notes.rc(1, 3))] = 3;
    notes.digits[std::size_t(notes.rc(3, 3))] = 4;  // on the main diagonal with r1c1
    auto all = find_all(Technique::NakedSingle, notes.grid());
    REQUIRE(!all.empty());
    CHECK(effect_text(*shape, all[0]) == "r1c1=1");
    CHECK(all[0].explanation ==
          "Naked Single: r1c1 can only be 1: its row, column, box and main diagonal hold the other three digits.");
    CHECK(all[0].blockers.size() == 3);
}

TEST_CASE("Locked candidates between a box and a diagonal, both ways", "[shape-logic]") {
    auto shape = boxes(3, 3, true);
    const int diagonal = house_of_kind(*shape, ShapeHouseKind::Diagonal);
    SECTION("box to diagonal (pointing)") {
        Notes notes(*shape);
        notes.only(shape->region_house(0), 5, {notes.rc(1, 1), notes.rc(3, 3)});
        auto step = next_step(notes.grid());
        REQUIRE(step);
        CHECK(step->technique == Technique::Pointing);
        CHECK(step->houses == std::vector<int>{shape->region_house(0), diagonal});
        CHECK(step->explanation ==
              "Pointing: in box 1, 5 lies only in the main diagonal (r1c1, r3c3), so 5 is removed from the rest of "
              "the main diagonal: r4c4<>5, r5c5<>5, r6c6<>5, r7c7<>5, r8c8<>5, r9c9<>5.");
    }
    SECTION("diagonal to box (claiming)") {
        Notes notes(*shape);
        notes.only(diagonal, 7, {notes.rc(1, 1), notes.rc(2, 2)});
        auto step = next_step(notes.grid());
        REQUIRE(step);
        CHECK(step->technique == Technique::Claiming);
        CHECK(step->explanation ==
              "Claiming: in the main diagonal, 7 lies only in box 1 (r1c1, r2c2), so 7 is removed from the rest of "
              "box 1: r1c2<>7, r1c3<>7, r2c1<>7, r2c3<>7, r3c1<>7, r3c2<>7.");
        CHECK(step->evidence.size() == 2);
    }
}

TEST_CASE("Locked candidates between a jigsaw region and a row", "[shape-logic]") {
    ShapeSpec spec;
    spec.box_rows = spec.box_cols = 0;
    spec.jigsaw_side = 9;
    // Region 1 (index 0) spans r1c1-r1c4, r2c1-r2c3, r3c1-r3c2.
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
    auto made = Shape::make(spec);
    REQUIRE(made.ok());
    auto shape = made.value();
    Notes notes(*shape);
    notes.only(shape->region_house(0), 4, {notes.rc(1, 3), notes.rc(1, 4)});
    auto step = next_step(notes.grid());
    REQUIRE(step);
    CHECK(step->technique == Technique::Pointing);
    CHECK(step->explanation ==
          "Pointing: in region 1, 4 lies only in row 1 (r1c3, r1c4), so 4 is removed from the rest of row 1: "
          "r1c5<>4, r1c6<>4, r1c7<>4, r1c8<>4, r1c9<>4.");
    // And the other way: row 9's 2 only in region 7 (r9c1, r9c2) leaves the rest of region 7.
    Notes other(*shape);
    other.only(shape->row_house(8), 2, {other.rc(9, 1), other.rc(9, 2)});
    auto claim = next_step(other.grid());
    REQUIRE(claim);
    CHECK(claim->technique == Technique::Claiming);
    CHECK(claim->houses == std::vector<int>{shape->row_house(8), shape->region_house(6)});
    CHECK(claim->eliminations.size() == 7);
}

TEST_CASE("Locked candidates between a window and a row", "[shape-logic]") {
    auto shape = boxes(3, 3, false, true);
    const int window = house_of_kind(*shape, ShapeHouseKind::Window, 0);
    Notes notes(*shape);
    notes.only(window, 3, {notes.rc(2, 2), notes.rc(2, 3)});
    auto all = find_all(Technique::Pointing, notes.grid());
    REQUIRE(!all.empty());
    CHECK(all[0].explanation ==
          "Pointing: in window 1, 3 lies only in row 2 (r2c2, r2c3), so 3 is removed from the rest of row 2: "
          "r2c1<>3, r2c5<>3, r2c6<>3, r2c7<>3, r2c8<>3, r2c9<>3.");
}

TEST_CASE("Naked pair in the anti-diagonal of 6x6 X", "[shape-logic]") {
    auto shape = boxes(2, 3, true);
    Notes notes(*shape);
    notes.set(notes.rc(1, 6), {1, 2}).set(notes.rc(3, 4), {1, 2});
    auto all = find_all(Technique::NakedPair, notes.grid());
    REQUIRE(!all.empty());
    CHECK(all[0].explanation ==
          "Naked Pair: r1c6, r3c4 hold only 1,2 in the anti-diagonal, so 1,2 leave the other cells of the "
          "anti-diagonal: r2c5<>1, r4c3<>1, r5c2<>1, r6c1<>1, r2c5<>2, r4c3<>2, r5c2<>2, r6c1<>2.");
}

TEST_CASE("Hidden pair in a Windoku window", "[shape-logic]") {
    auto shape = boxes(3, 3, false, true);
    const int window = house_of_kind(*shape, ShapeHouseKind::Window, 1);
    Notes notes(*shape);
    notes.only(window, 1, {notes.rc(2, 6), notes.rc(4, 8)}).only(window, 2, {notes.rc(2, 6), notes.rc(4, 8)});
    auto all = find_all(Technique::HiddenPair, notes.grid());
    REQUIRE(!all.empty());
    CHECK(all[0].houses == std::vector<int>{window});
    CHECK(all[0].explanation.starts_with(
        "Hidden Pair: in window 2, 1,2 fit only r2c6, r4c8, so those cells keep only 1,2: r2c6<>3, "));
    CHECK(all[0].eliminations.size() == 14);
}

TEST_CASE("X-Wing on 8x8 and XY-Wing through a diagonal", "[shape-logic]") {
    SECTION("X-Wing") {
        auto shape = boxes(2, 4);
        Notes notes(*shape);
        notes.only(shape->row_house(1), 3, {notes.rc(2, 1), notes.rc(2, 5)});
        notes.only(shape->row_house(5), 3, {notes.rc(6, 1), notes.rc(6, 5)});
        auto all = find_all(Technique::XWing, notes.grid());
        REQUIRE(!all.empty());
        CHECK(all[0].explanation ==
              "X-Wing: in rows 2,6, 3 lies only in columns 1,5, so 3 is removed from the rest of those columns: "
              "r1c1<>3, r3c1<>3, r4c1<>3, r5c1<>3, r7c1<>3, r8c1<>3, r1c5<>3, r3c5<>3, r4c5<>3, r5c5<>3, r7c5<>3, "
              "r8c5<>3.");
        CHECK(all[0].cover_houses == std::vector<int>{shape->col_house(0), shape->col_house(4)});
    }
    SECTION("XY-Wing whose pincer sees the pivot only along the diagonal") {
        auto shape = boxes(3, 3, true);
        Notes notes(*shape);
        notes.set(notes.rc(1, 1), {1, 2}).set(notes.rc(5, 5), {1, 3}).set(notes.rc(1, 9), {2, 3});
        auto all = find_all(Technique::XYWing, notes.grid());
        REQUIRE(!all.empty());
        const Step& step = all[0];
        CHECK(step.explanation.starts_with("XY-Wing: pivot r1c1 (1,2) with pincers r5c5 (1,3) and r1c9 (2,3): "));
        auto removes = [&](int cell) {
            return std::find(step.eliminations.begin(), step.eliminations.end(), Candidate{std::uint8_t(cell), 3}) !=
                   step.eliminations.end();
        };
        CHECK(removes(notes.rc(1, 5)));
        CHECK(removes(notes.rc(9, 1)));  // on the anti-diagonal with both pincers
        CHECK_FALSE(removes(notes.rc(2, 2)));
    }
}

TEST_CASE("Skyscraper and W-Wing on 6x6", "[shape-logic]") {
    auto shape = boxes(2, 3);
    SECTION("Skyscraper") {
        Notes notes(*shape);
        notes.only(shape->row_house(0), 4, {notes.rc(1, 1), notes.rc(1, 5)});
        notes.only(shape->row_house(3), 4, {notes.rc(4, 1), notes.rc(4, 6)});
        auto all = find_all(Technique::Skyscraper, notes.grid());
        REQUIRE(!all.empty());
        CHECK(all[0].explanation ==
              "Skyscraper: in row 1, 4 lies only in r1c1 and r1c5, and in row 4 only in r4c1 and r4c6; r1c1 and "
              "r4c1 share column 1, so one of r1c5 and r4c6 is 4, and 4 is removed from the cells seeing both: "
              "r2c6, r3c5.");
    }
    SECTION("W-Wing") {
        Notes notes(*shape);
        notes.set(notes.rc(1, 1), {5, 6}).set(notes.rc(6, 2), {5, 6});
        notes.only(shape->row_house(3), 5, {notes.rc(4, 1), notes.rc(4, 2)});
        auto all = find_all(Technique::WWing, notes.grid());
        REQUIRE(!all.empty());
        CHECK(
            all[0].explanation.starts_with("W-Wing: r1c1 and r6c2 both hold only 5,6, and in row 4, 5 lies only in "
                                           "r4c1 (seeing r1c1) and r4c2 (seeing r6c2)"));
    }
}

TEST_CASE("Simple colouring on 6x6", "[shape-logic]") {
    auto shape = boxes(2, 3);
    Notes notes(*shape);
    notes.only(shape->row_house(0), 2, {notes.rc(1, 1), notes.rc(1, 4)});
    notes.only(shape->col_house(3), 2, {notes.rc(1, 4), notes.rc(5, 4)});
    notes.only(shape->row_house(4), 2, {notes.rc(5, 4), notes.rc(5, 2)});
    auto all = find_all(Technique::SimpleColouring, notes.grid());
    REQUIRE(!all.empty());
    CHECK(
        all[0].explanation.starts_with("Simple Colouring (colour trap): chaining the strong links of 2 colours r1c1, "
                                       "r5c4 one way and r1c4, r5c2 the other, and one colour is true, so 2 is "
                                       "removed from the cells seeing both colours: "));
    CHECK(std::find(all[0].eliminations.begin(), all[0].eliminations.end(),
                    Candidate{std::uint8_t(notes.rc(2, 2)), 2}) != all[0].eliminations.end());
    CHECK(all[0].links.size() == 3);
}

TEST_CASE("An X-Chain on a 16x16 board", "[shape-logic]") {
    auto shape = boxes(4, 4);
    Notes notes(*shape);
    // 7's conjugate pairs: row 1 (r1c2, r1c9), column 9 (r1c9, r3c9), row 3 (r3c9, r3c3).
    notes.only(shape->row_house(0), 7, {notes.rc(1, 2), notes.rc(1, 9)});
    notes.only(shape->col_house(8), 7, {notes.rc(1, 9), notes.rc(3, 9)});
    notes.only(shape->row_house(2), 7, {notes.rc(3, 9), notes.rc(3, 3)});
    auto all = find_all(Technique::XChain, notes.grid());
    REQUIRE(!all.empty());
    // r1c2 or r3c3 is 7: r2c2 sees both (box 1).
    bool found = false;
    for (const Step& step : all)
        found = found || std::find(step.eliminations.begin(), step.eliminations.end(),
                                   Candidate{std::uint8_t(notes.rc(2, 2)), 7}) != step.eliminations.end();
    CHECK(found);
    CHECK(all[0].explanation.starts_with("X-Chain: 7r"));
}

// ---- classic delegation ----

TEST_CASE("On the classic shape the shape solver is the classic solver", "[shape-logic]") {
    std::ifstream in(std::string(SUDOKU_TEST_DATA_DIR) + "/logic/sample_puzzles.txt");
    std::string line;
    int checked = 0;
    const Shape& classic = *Shape::classic();
    while (std::getline(in, line) && checked < 40) {
        auto parsed = parse_line(line);
        if (!parsed) continue;
        const Digits digits = parsed.value().digits();
        const ShapeDigits shaped(digits.begin(), digits.end());
        const Rating a = rate(digits), b = rate(classic, shaped);
        CHECK(a.valid == b.valid);
        CHECK(a.level == b.level);
        CHECK(a.score == b.score);
        CHECK(a.hardest == b.hardest);
        CHECK(a.technique_counts == b.technique_counts);
        CHECK(a.steps == b.steps);
        const auto step_a = next_step(Candidates::from_digits(digits));
        const auto step_b = next_step(Candidates::from_digits(classic, shaped));
        REQUIRE(step_a.has_value() == step_b.has_value());
        if (step_a) CHECK(step_a->explanation == step_b->explanation);
        ++checked;
    }
    CHECK(checked == 40);
}

}  // namespace
}  // namespace sudoku

namespace sudoku {

TEST_CASE("Rating a shape walks the path's singles without building them, to the same rating",
          "[shape][logic][rating]") {
    // rate counts the singles its own way: the rating must be the full path's, field by
    // field, on Solo's puzzles of every shape (killer included) and at each level limit.
    int compared = 0;
    for (const char* file : {"/shapes/solo_generated.txt", "/shapes/solo_ids.txt", "/killer/solo-killer-ids.txt"}) {
        std::ifstream in(std::string(SUDOKU_TEST_DATA_DIR) + file);
        REQUIRE(in);
        for (std::string line; std::getline(in, line);) {
            if (line.empty() || line[0] == '#') continue;
            auto parsed = formats::parse_solo_id(line);
            REQUIRE(parsed.ok());
            const Shape& shape = *parsed.value().shape;
            const ShapeDigits& puzzle = parsed.value().givens;
            if (shape.is_classic() || count_solutions(shape, puzzle, 2) != 1) continue;
            CAPTURE(line);
            CHECK(rate(shape, puzzle) == rate_path(solve_logically(shape, puzzle)));
            for (int l = 0; l < kLevelCount - 1; ++l) {
                const SolvePath path = solve_logically(shape, puzzle, false, Level(l));
                const Rating limited = rate(shape, puzzle, Level(l));
                if (path.stuck)
                    CHECK((limited.above_limit && limited.level == Level(l + 1)));
                else
                    CHECK(limited == rate_path(path));
            }
            ++compared;
        }
    }
    CHECK(compared > 60);
}

}  // namespace sudoku
