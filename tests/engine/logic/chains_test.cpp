// Chains (X-Chain, XY-Chain, AIC), forcing chains and finned Swordfish: the steps the solver takes
// on real puzzles, checked link by link against the grid by code that shares nothing with the
// finders, plus a few pinned steps.
#include <catch2/catch.hpp>

#include <algorithm>
#include <fstream>
#include <string>
#include <vector>

#include "engine/logic/finders.hpp"
#include "engine/logic/logical_solver.hpp"
#include "engine/logic/techniques.hpp"
#include "engine/model/notation.hpp"
#include "engine/solve/band.hpp"
#include "tests/engine/logic/finder_fixtures.hpp"

using namespace sudoku;
using namespace sudoku::logic_test;

namespace {

Digits puzzle_of(const std::string& line) {
    auto parsed = parse_line(line);
    REQUIRE(parsed.ok());
    return parsed.value().digits();
}

bool same_house(int a, int b) {
    return row_of(a) == row_of(b) || col_of(a) == col_of(b) || box_of(a) == box_of(b);
}

// Strong: at least one is true. Two digits of a bivalue cell, or the only two places of a digit in
// some house.
bool strong_link(const Candidates& g, Candidate a, Candidate b) {
    if (!g.has(a.cell, a.digit) || !g.has(b.cell, b.digit)) return false;
    if (a.cell == b.cell)
        return a.digit != b.digit && g.candidates(a.cell) == (digit_bit(a.digit) | digit_bit(b.digit));
    if (a.digit != b.digit) return false;
    for (int house = 0; house < kHouses; ++house) {
        const auto& cells = house_cells(house);
        int places = 0;
        for (int cell : cells) places += g.has(cell, a.digit);
        const bool both = std::find(cells.begin(), cells.end(), a.cell) != cells.end() &&
                          std::find(cells.begin(), cells.end(), b.cell) != cells.end();
        if (both && places == 2) return true;
    }
    return false;
}

// Weak: at most one is true. Two digits of one cell, or one digit in two cells sharing a house.
bool weak_link(const Candidates& g, Candidate a, Candidate b) {
    if (!g.has(a.cell, a.digit) || !g.has(b.cell, b.digit) || a == b) return false;
    if (a.cell == b.cell) return true;
    return a.digit == b.digit && same_house(a.cell, b.cell);
}

// Checks an alternating chain step: the links alternate strong, weak, ..., strong and join end to
// end; its effect is exactly what the two ends prove.
void check_chain(const Candidates& g, const Step& step) {
    INFO(step.explanation);
    REQUIRE(step.links.size() % 2 == 1);
    for (std::size_t i = 0; i < step.links.size(); ++i) {
        const ChainLink& link = step.links[i];
        CHECK(link.strong == (i % 2 == 0));
        CHECK((link.strong ? strong_link(g, link.from, link.to) : weak_link(g, link.from, link.to)));
        if (i > 0) CHECK(step.links[i - 1].to == link.from);
        if (step.technique == Technique::XChain) CHECK((link.from.digit == link.to.digit));
        if (step.technique == Technique::XYChain && link.strong) CHECK(link.from.cell == link.to.cell);
    }
    const Candidate a = step.links.front().from, b = step.links.back().to;
    if (a == b) {
        // A is false => ... => A is true: A is true.
        CHECK(step.placements == std::vector<Candidate>{a});
        CHECK(step.eliminations.empty());
        return;
    }
    // A or B is true: whatever sees both goes.
    std::vector<Candidate> expected;
    for (int cell = 0; cell < kCells; ++cell)
        for (int d = 1; d <= kDigits; ++d) {
            Candidate x{std::uint8_t(cell), std::uint8_t(d)};
            if (g.has(cell, d) && !(x == a) && !(x == b) && weak_link(g, x, a) && weak_link(g, x, b))
                expected.push_back(x);
        }
    auto got = step.eliminations;
    auto by_cell = [](Candidate p, Candidate q) { return p.cell != q.cell ? p.cell < q.cell : p.digit < q.digit; };
    std::sort(got.begin(), got.end(), by_cell);
    CHECK(got == expected);
    CHECK_FALSE(expected.empty());
}

// Whether `digit` in `cell` is a single: the cell's only candidate, or the digit's only place in
// one of the cell's houses.
bool is_single(const Candidates& g, int cell, int digit) {
    if (!g.is_empty(cell) || !g.has(cell, digit)) return false;
    if (g.candidates(cell) == digit_bit(digit)) return true;
    for (int house : houses_of(cell))
        if (symbol_count(g.positions(house, digit)) == 1) return true;
    return false;
}

// Checks a forcing chain by contradiction: from the grid, the assumption and then each placement
// the step shows is a single in turn, and after the last one the grid is broken.
void check_contradiction(const Candidates& grid, const Step& step) {
    INFO(step.explanation);
    REQUIRE(step.eliminations.size() == 1);
    REQUIRE(step.evidence.size() >= 1);
    CHECK(step.evidence[0] == Evidence{step.eliminations[0], Role::Cause});
    Candidates g = grid;
    g.place(step.eliminations[0].cell, step.eliminations[0].digit);
    for (std::size_t i = 1; i < step.evidence.size(); ++i) {
        const Evidence& e = step.evidence[i];
        if (e.role != Role::LinkOn) continue;
        CHECK(is_single(g, e.candidate.cell, e.candidate.digit));
        g.place(e.candidate.cell, e.candidate.digit);
    }
    CHECK(g.is_broken());
}

struct Seen {
    int chains = 0, contradictions = 0;
};

// Every chain and forcing step on the solving paths of the first `count` sample puzzles.
Seen check_sample_paths(int count) {
    std::ifstream in(std::string(SUDOKU_TEST_DATA_DIR) + "/logic/sample_puzzles.txt");
    std::string line;
    Seen seen;
    for (int n = 0; n < count && std::getline(in, line); ++n) {
        const Digits puzzle = puzzle_of(line);
        Candidates grid = Candidates::from_digits(puzzle);
        for (const Step& step : solve_logically(puzzle).steps) {
            CAPTURE(line);
            switch (step.technique) {
                case Technique::XChain:
                case Technique::XYChain:
                case Technique::AlternatingChain:
                    check_chain(grid, step);
                    ++seen.chains;
                    break;
                case Technique::ForcingChain:
                    if (step.eliminations.size() == 1 && step.placements.empty() &&
                        step.explanation.rfind("Forcing Chain: if ", 0) == 0) {
                        check_contradiction(grid, step);
                        ++seen.contradictions;
                    }
                    break;
                default:
                    break;
            }
            grid.apply(step);
        }
    }
    return seen;
}

// The grid just before the first step of `technique` on the puzzle's solving path (whose sentence
// starts with `opening`).
Candidates state_before(const std::string& puzzle_line, Technique technique, const std::string& opening = "") {
    const Digits puzzle = puzzle_of(puzzle_line);
    Candidates grid = Candidates::from_digits(puzzle);
    for (const Step& step : solve_logically(puzzle).steps) {
        if (step.technique == technique && step.explanation.rfind(opening, 0) == 0) return grid;
        grid.apply(step);
    }
    FAIL("no " << technique_name(technique) << " on the path of " << puzzle_line);
    return grid;
}

}  // namespace

TEST_CASE("Every chain on the sample paths holds link by link", "[logic][chains]") {
    const Seen seen = check_sample_paths(150);
    // The sample's hard puzzles need plenty of both: the sweep is not vacuous.
    CHECK(seen.chains >= 20);
    CHECK(seen.contradictions >= 20);
}

TEST_CASE("AIC: a chain through bivalue cells and conjugate pairs", "[logic][chains]") {
    // A top1465 puzzle needs this AIC at its 32nd step.
    const std::string puzzle = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
    const Candidates grid = state_before(puzzle, Technique::AlternatingChain, "Alternating Inference Chain: 5r1c7");
    StepCollector out(1);
    alternating_chain(grid, out);
    REQUIRE(out.steps().size() == 1);
    const Step& step = out.steps()[0];
    check_chain(grid, step);
    CHECK(step.effect_text() == "r1c6<>5");
    CHECK(
        step.explanation ==
        "Alternating Inference Chain: 5r1c7 = 2r1c7 - 2r4c7 = 3r4c7 - 3r4c4 = 3r9c4 - 5r9c4 = 5r9c6. Either r1c7 is 5 "
        "or r9c6 is 5, so: r1c6<>5.");
    // Nothing shorter of a simpler kind was there: the solver took this chain.
    CHECK(find_all(Technique::XChain, grid).empty());
    CHECK(find_all(Technique::XYChain, grid).empty());
    // Every link's candidates are drawn, alternately on and off.
    CHECK(step.evidence.size() == step.links.size() + 1);
    for (std::size_t i = 0; i < step.evidence.size(); ++i)
        CHECK(step.evidence[i].role == (i % 2 ? Role::LinkOn : Role::LinkOff));
}

TEST_CASE("Forcing Chain: an assumption that breaks the grid is false", "[logic][chains]") {
    const std::string puzzle = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
    const Candidates grid = state_before(puzzle, Technique::ForcingChain);
    const std::vector<Step> all = find_all(Technique::ForcingChain, grid);
    auto found = std::find_if(all.begin(), all.end(), [](const Step& s) { return s.effect_text() == "r1c3<>2"; });
    REQUIRE(found != all.end());
    const Step& step = *found;
    check_contradiction(grid, step);
    CHECK(step.explanation ==
          "Forcing Chain: if r1c3 were 2, singles would give r1c7=5, r2c3=1, r1c6=1, r1c4=8, r4c1=1, r8c4=7, r4c7=2, "
          "r5c1=2, r4c4=3, r6c1=3, r2c1=7, r3c7=3, r2c5=2, and then r2c8 would have no candidate left, so r1c3<>2.");
    // The cell left empty-handed is shown too.
    CHECK(step.evidence.back() == Evidence{{std::uint8_t(rc(2, 8)), 0}, Role::LinkOff});
    // Longer stories score more: 13 placements pass the thresholds 4, 6, 8 and 12.
    CHECK(step_score(step) == Approx(8.4));
}

TEST_CASE("Forcing Chain: the shortest chain comes first, as Sudoku Explainer takes it", "[logic][chains]") {
    // The same position: assuming r1c3=2 breaks the grid after 13 placements (8.4), r1c6=9 after
    // three (8.0). The solver, asking for one step, gets the one that breaks after the fewest
    // rounds of singles: here the shortest of all.
    const std::string puzzle = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
    const Candidates grid = state_before(puzzle, Technique::ForcingChain);
    const std::vector<Step> all = find_all(Technique::ForcingChain, grid);
    REQUIRE(all.size() > 1);
    StepCollector out(1);
    forcing_chain(grid, out);
    REQUIRE(out.steps().size() == 1);
    const Step& step = out.steps()[0];
    check_contradiction(grid, step);
    CHECK(step.effect_text() == "r1c6<>9");
    CHECK(step.explanation ==
          "Forcing Chain: if r1c6 were 9, singles would give r5c4=9, r2c9=9, r2c6=4, and then row 5 would have no "
          "place for 4, so r1c6<>9.");
    CHECK(step_score(step) == Approx(8.0));
    CHECK(all.front().explanation == step.explanation);
    for (const Step& other : all) CHECK(step_score(step) <= step_score(other));
}

TEST_CASE("Forcing Chain: every candidate of a cell leads to the same conclusion", "[logic][chains]") {
    // The first of the forum's hardest 1106 with r5c9=6 (its first step) and r7c4=4, r4c4=8 (the
    // solution's digits) filled in: no assumption breaks the grid at its third step, but each
    // candidate of r3c9 removes 9 from r9c1.
    const std::string puzzle = "12.3.....3...4......5..23..5..8.61.........96..67....8.5.4.16.....9...4.....8...7";
    const Candidates grid = state_before(puzzle, Technique::ForcingChain, "Forcing Chain: r3c9 is");
    StepCollector out(1);
    forcing_chain(grid, out);
    REQUIRE(out.steps().size() == 1);
    const Step& step = out.steps()[0];
    CHECK(step.effect_text() == "r9c1<>9");
    CHECK(step.explanation ==
          "Forcing Chain: r3c9 is 1, 4 or 9. If 1, singles give r3c4=6, r2c2=6, r9c1=6; if 4, singles give r1c3=4, "
          "r4c2=4, r9c1=4; if 9, singles give r9c7=9. Either way r9c1<>9.");
    // Checked without the finder: each branch, followed by singles, loses 9 in r9c1.
    REQUIRE(grid.candidates(rc(3, 9)) == mask({1, 4, 9}));
    for (int d : {1, 4, 9}) {
        CAPTURE(d);
        Candidates branch = grid;
        branch.place(rc(3, 9), d);
        REQUIRE(branch.apply_singles());
        CHECK_FALSE(branch.has(rc(9, 1), 9));
        CHECK(branch.digit(rc(9, 1)) != 9);
    }
    for (int d : {1, 4, 9})
        CHECK(std::count(step.evidence.begin(), step.evidence.end(), ev(rc(3, 9), d, Role::Cause)) == 1);
}

TEST_CASE("Finned Swordfish: three rows, a fin in the box where it removes", "[logic][fish]") {
    // 5 in row 1 only in c1, c4; row 4 in c1, c7; row 7 in c4, c7 and the fin r7c8.
    Notes notes;
    notes.only(row_house(0), 5, {rc(1, 1), rc(1, 4)})
        .only(row_house(3), 5, {rc(4, 1), rc(4, 7)})
        .only(row_house(6), 5, {rc(7, 4), rc(7, 7), rc(7, 8)});
    auto steps = find_all(Technique::FinnedSwordfish, notes.grid());
    REQUIRE(steps.size() == 1);
    const Step& s = steps[0];
    // Either the fin is true (and sees box 9's cells) or the Swordfish is (and covers column 7).
    CHECK(s.effect_text() == "r8c7<>5 r9c7<>5");
    CHECK(s.explanation ==
          "Finned Swordfish: in rows 1,4,7, 5 lies only in columns 1,4,7 apart from the fin r7c8, so 5 is removed from "
          "the rest of those columns that share box 9 with the fin: r8c7<>5, r9c7<>5.");
    CHECK(s.houses == std::vector<int>{row_house(0), row_house(3), row_house(6)});
    CHECK(s.cover_houses == std::vector<int>{col_house(0), col_house(3), col_house(6)});
    CHECK(s.evidence == std::vector<Evidence>{ev(rc(1, 1), 5, Role::Base), ev(rc(1, 4), 5, Role::Base),
                                              ev(rc(4, 1), 5, Role::Base), ev(rc(4, 7), 5, Role::Base),
                                              ev(rc(7, 4), 5, Role::Base), ev(rc(7, 7), 5, Role::Base),
                                              ev(rc(7, 8), 5, Role::Fin)});
    CHECK(find_all(Technique::FinnedXWing, notes.grid()).empty());
    CHECK(find_all(Technique::Swordfish, notes.grid()).empty());

    SECTION("nothing to remove: no step") {
        notes.remove(rc(8, 7), 5).remove(rc(9, 7), 5);
        CHECK(find_all(Technique::FinnedSwordfish, notes.grid()).empty());
    }
    SECTION("fins in two boxes: no fish") {
        notes.masks[rc(1, 9)] = kAllDigits;  // 5 back in r1c9: a second fin, in box 3
        CHECK(find_all(Technique::FinnedSwordfish, notes.grid()).empty());
    }
    SECTION("without the fin it is a plain Swordfish") {
        notes.remove(rc(7, 8), 5);
        CHECK(find_all(Technique::FinnedSwordfish, notes.grid()).empty());
        auto plain = find_all(Technique::Swordfish, notes.grid());
        REQUIRE(plain.size() == 1);
        CHECK(plain[0].eliminations.size() == 18);  // columns 1, 4, 7 outside rows 1, 4, 7
    }
}
