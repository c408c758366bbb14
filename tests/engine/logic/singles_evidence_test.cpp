// The proof a single carries (Step::blockers): the placed digits that rule out the other cells of
// a Hidden Single's house, or the other eight digits of a Naked Single's cell. Hand-checked grids,
// then every single on the solving paths of the sample puzzles.
#include <catch2/catch.hpp>

#include <algorithm>
#include <fstream>
#include <string>
#include <vector>

#include "engine/logic/logical_solver.hpp"
#include "engine/logic/techniques.hpp"
#include "engine/model/notation.hpp"

using namespace sudoku;

namespace {

constexpr int rc(int row, int col) {
    return cell_at(row - 1, col - 1);
}

bool sees(int a, int b) {
    return a != b && (row_of(a) == row_of(b) || col_of(a) == col_of(b) || box_of(a) == box_of(b));
}

bool in_house(int house, int cell) {
    const auto& cells = house_cells(house);
    return std::find(cells.begin(), cells.end(), cell) != cells.end();
}

Candidates grid_of(const std::string& line) {
    auto parsed = parse_line(line);
    REQUIRE(parsed.ok());
    return Candidates::from_digits(parsed.value().digits());
}

// The step of `technique` placing `digit` in `cell`.
Step find_single(const Candidates& grid, Technique technique, int cell, int digit) {
    for (Step& step : find_all(technique, grid))
        if (step.placements == std::vector<Candidate>{{std::uint8_t(cell), std::uint8_t(digit)}}) return step;
    FAIL("no " << technique_name(technique) << " placing " << cell_name(cell) << "=" << digit);
    return {};
}

// A Hidden Single's or Full House's blockers: each holds the digit outside the house and sees the
// cells it covers, which are empty cells of the house other than the single's; no cell is covered
// twice; and every other empty cell is covered, unless no placed copy of the digit sees it (its
// candidate went in an earlier step). Returns how many cells were left uncovered that way.
int check_house_proof(const Candidates& grid, const Step& step) {
    REQUIRE(step.placements.size() == 1);
    REQUIRE(step.houses.size() == 1);
    const int target = step.placements[0].cell, digit = step.placements[0].digit, house = step.houses[0];
    std::vector<int> covered;
    for (const Blocker& b : step.blockers) {
        CAPTURE(cell_name(b.placed.cell));
        CHECK(b.placed.digit == digit);
        CHECK(grid.digit(b.placed.cell) == digit);
        CHECK_FALSE(in_house(house, b.placed.cell));
        CHECK_FALSE(b.covers.empty());
        CHECK(std::is_sorted(b.covers.begin(), b.covers.end()));
        for (int cell : b.covers) {
            CAPTURE(cell_name(cell));
            CHECK(in_house(house, cell));
            CHECK(cell != target);
            CHECK(grid.is_empty(cell));
            CHECK(sees(b.placed.cell, cell));
            CHECK(std::find(covered.begin(), covered.end(), cell) == covered.end());
            covered.push_back(cell);
        }
    }
    int uncovered = 0;
    for (int cell : house_cells(house)) {
        if (cell == target || !grid.is_empty(cell)) continue;
        if (std::find(covered.begin(), covered.end(), cell) != covered.end()) continue;
        CAPTURE(cell_name(cell));
        CHECK_FALSE(grid.has(cell, digit));
        for (int other = 0; other < kCells; ++other) CHECK_FALSE((grid.digit(other) == digit && sees(other, cell)));
        ++uncovered;
    }
    return uncovered;
}

// A Naked Single's blockers: one per other digit, each placed in a cell that sees the single's;
// a digit is left out only when no peer holds it (its candidate went in an earlier step).
// Returns how many digits were left out that way.
int check_cell_proof(const Candidates& grid, const Step& step) {
    REQUIRE(step.placements.size() == 1);
    const int target = step.placements[0].cell, digit = step.placements[0].digit;
    DigitMask shown = 0;
    for (const Blocker& b : step.blockers) {
        CAPTURE(cell_name(b.placed.cell), int(b.placed.digit));
        CHECK(b.placed.digit != digit);
        CHECK(grid.digit(b.placed.cell) == b.placed.digit);
        CHECK(sees(b.placed.cell, target));
        CHECK(b.covers == std::vector<std::uint8_t>{std::uint8_t(target)});
        CHECK_FALSE((shown & digit_bit(b.placed.digit)));
        shown |= digit_bit(b.placed.digit);
    }
    int missing = 0;
    for (int d = 1; d <= kDigits; ++d) {
        if (d == digit || (shown & digit_bit(d))) continue;
        CAPTURE(d);
        for (int peer : peers_of(target)) CHECK(grid.digit(peer) != d);
        ++missing;
    }
    return missing;
}

// The blocker in `cell` holding `digit`, ruling out `covers`.
Blocker blocker(int cell, int digit, std::initializer_list<int> covers) {
    return {{std::uint8_t(cell), std::uint8_t(digit)}, {covers.begin(), covers.end()}};
}

}  // namespace

TEST_CASE("A hidden single in a row shows the column digits that rule out its other cells", "[logic][singles]") {
    // Row 1 holds 1-6; the 9s in r4c7 and r7c8 leave r1c9 the only place for 9 in row 1.
    const Candidates grid = grid_of(
        "123456..."
        "........."
        "........."
        "......9.."
        "........."
        "........."
        ".......9."
        "........."
        ".........");
    const Step step = find_single(grid, Technique::HiddenSingleRow, rc(1, 9), 9);
    CHECK(check_house_proof(grid, step) == 0);
    CHECK(step.blockers == std::vector<Blocker>{blocker(rc(4, 7), 9, {rc(1, 7)}), blocker(rc(7, 8), 9, {rc(1, 8)})});
    CHECK(step.explanation ==
          "Hidden Single: in row 1, 9 fits only r1c9: the 9s in r4c7 and r7c8 rule out the rest of row 1.");
}

TEST_CASE("A hidden single in a box is proved by as few lines as cover the box", "[logic][singles]") {
    // Box 1 is empty; the 7s in rows 1 and 2 and in columns 1 and 3 leave it only r3c2.
    std::string line =
        "....7...."
        ".......7."
        "........."
        "7........"
        "........."
        "........."
        "........."
        "..7......"
        ".........";
    SECTION("every other cell of the box is empty: four lines") {
        const Candidates grid = grid_of(line);
        const Step step = find_single(grid, Technique::HiddenSingleBox, rc(3, 2), 7);
        CHECK(check_house_proof(grid, step) == 0);
        // All four rule out three cells at first; the nearest, r4c1, is taken first. Then r8c3
        // (three cells still open), then the rows' 7s for one cell each. Listed in cell order.
        CHECK(step.blockers == std::vector<Blocker>{blocker(rc(1, 5), 7, {rc(1, 2)}), blocker(rc(2, 8), 7, {rc(2, 2)}),
                                                    blocker(rc(4, 1), 7, {rc(1, 1), rc(2, 1), rc(3, 1)}),
                                                    blocker(rc(8, 3), 7, {rc(1, 3), rc(2, 3), rc(3, 3)})});
        CHECK(step.explanation ==
              "Hidden Single: in box 1, 7 fits only r3c2: the 7s in r1c5, r2c8, r4c1 and r8c3 rule out the rest "
              "of box 1.");
    }
    SECTION("a cell holding a digit needs no blocker") {
        line[rc(3, 1)] = '5';
        line[rc(1, 2)] = '4';
        const Candidates grid = grid_of(line);
        const Step step = find_single(grid, Technique::HiddenSingleBox, rc(3, 2), 7);
        CHECK(check_house_proof(grid, step) == 0);
        CHECK(step.blockers == std::vector<Blocker>{blocker(rc(1, 5), 7, {rc(1, 1), rc(1, 3)}),
                                                    blocker(rc(2, 8), 7, {rc(2, 1), rc(2, 2), rc(2, 3)}),
                                                    blocker(rc(8, 3), 7, {rc(3, 3)})});
    }
    SECTION("a candidate removed earlier leaves its cell without a blocker, and the sentence says nothing of them") {
        line[rc(8, 3)] = '.';
        Candidates grid = grid_of(line);
        grid.eliminate(rc(3, 3), 7);
        const Step step = find_single(grid, Technique::HiddenSingleBox, rc(3, 2), 7);
        CHECK(check_house_proof(grid, step) == 1);
        CHECK(step.blockers.size() == 3);
        CHECK(step.explanation == "Hidden Single: in box 1, 7 fits only r3c2.");
    }
}

TEST_CASE("A hidden single in a column may be proved by a box's digit", "[logic][singles]") {
    // Column 1 holds 1-5 in r2, r3 and r7-r9; the 9 in r5c2 rules out r4c1, r5c1 and r6c1 (box 4),
    // which covers more than the 9 in r6c7 (row 6, one cell), so it alone proves r1c1.
    const Candidates grid = grid_of(
        "........."
        "1........"
        "2........"
        "........."
        ".9......."
        "......9.."
        "3........"
        "4........"
        "5........");
    const Step step = find_single(grid, Technique::HiddenSingleColumn, rc(1, 1), 9);
    CHECK(check_house_proof(grid, step) == 0);
    CHECK(step.blockers == std::vector<Blocker>{blocker(rc(5, 2), 9, {rc(4, 1), rc(5, 1), rc(6, 1)})});
    CHECK(step.explanation ==
          "Hidden Single: in column 1, 9 fits only r1c1: the 9 in r5c2 rules out the rest of column 1.");
}

TEST_CASE("A naked single shows the eight digits its row, column and box hold", "[logic][singles]") {
    // r1c1 sees 2, 3, 4 in row 1; 5, 6, 7 in column 1; 8 and 9 in box 1. 8 is also in r1c9: a
    // straight line is preferred to the box's diagonal. 5 is also in r1c7, farther than r4c1.
    const Candidates grid = grid_of(
        ".234..5.8"
        ".8......."
        "..9......"
        "5........"
        "6........"
        "7........"
        "........."
        "........."
        ".........");
    const Step step = find_single(grid, Technique::NakedSingle, rc(1, 1), 1);
    CHECK(check_cell_proof(grid, step) == 0);
    const int target = rc(1, 1);
    CHECK(step.blockers == std::vector<Blocker>{blocker(rc(1, 2), 2, {target}), blocker(rc(1, 3), 3, {target}),
                                                blocker(rc(1, 4), 4, {target}), blocker(rc(4, 1), 5, {target}),
                                                blocker(rc(5, 1), 6, {target}), blocker(rc(6, 1), 7, {target}),
                                                blocker(rc(1, 9), 8, {target}), blocker(rc(3, 3), 9, {target})});
    CHECK(step.explanation == "Naked Single: r1c1 can only be 1: its row, column and box hold the other eight digits.");
}

TEST_CASE("A full house needs no blocker", "[logic][singles]") {
    const Candidates grid = grid_of("12345678." + std::string(72, '.'));
    const Step step = find_single(grid, Technique::FullHouse, rc(1, 9), 9);
    CHECK(step.blockers.empty());
    CHECK(check_house_proof(grid, step) == 0);
}

TEST_CASE("Every single on the sample puzzles' solving paths shows a sound and complete proof", "[logic][singles]") {
    std::ifstream in(std::string(SUDOKU_TEST_DATA_DIR) + "/logic/sample_puzzles.txt");
    std::string line;
    int puzzles = 0, house_singles = 0, naked_singles = 0, fully_shown = 0, blockers = 0, covered = 0;
    while (std::getline(in, line)) {
        auto parsed = parse_line(line);
        if (!parsed) continue;
        ++puzzles;
        CAPTURE(line);
        const Digits puzzle = parsed.value().digits();
        const SolvePath path = solve_logically(puzzle, true);
        Candidates grid = Candidates::from_digits(puzzle);
        for (const Step& step : path.steps) {
            CAPTURE(step.explanation);
            switch (step.technique) {
                case Technique::FullHouse:
                case Technique::HiddenSingleBox:
                case Technique::HiddenSingleRow:
                case Technique::HiddenSingleColumn:
                    ++house_singles;
                    fully_shown += check_house_proof(grid, step) == 0;
                    blockers += int(step.blockers.size());
                    for (const Blocker& b : step.blockers) covered += int(b.covers.size());
                    break;
                case Technique::NakedSingle:
                    ++naked_singles;
                    fully_shown += check_cell_proof(grid, step) == 0;
                    break;
                default:
                    CHECK(step.blockers.empty());
            }
            grid.apply(step);
        }
    }
    REQUIRE(puzzles == 633);
    CHECK(house_singles > 10000);
    CHECK(naked_singles > 1000);
    // Most singles come straight from the placed digits; the others follow eliminations.
    CHECK(fully_shown > (house_singles + naked_singles) * 85 / 100);  // 89% when written
    WARN(house_singles << " house singles, " << naked_singles << " naked singles, " << fully_shown << " fully shown; "
                       << blockers << " blockers cover " << covered << " cells");
}
