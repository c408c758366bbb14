// Killer techniques: cage combinations, the rule of 45 and cage/house locked candidates. Every step
// on the paths of Solo's own killers keeps the one solution; each technique is met, with its sentence.
#include <catch2/catch.hpp>

#include <fstream>
#include <set>
#include <string>
#include <vector>

#include "engine/formats/solo_id.hpp"
#include "engine/logic/difficulty.hpp"
#include "engine/logic/logical_solver.hpp"
#include "engine/logic/techniques.hpp"
#include "engine/solve/exact.hpp"

using namespace sudoku;

namespace {

std::vector<Puzzle> solo_killers() {
    std::ifstream in(std::string(SUDOKU_TEST_DATA_DIR) + "/killer/solo-killer-ids.txt");
    REQUIRE(in);
    std::vector<Puzzle> out;
    for (std::string line; std::getline(in, line);)
        if (!line.empty() && line[0] != '#') out.push_back(formats::parse_solo_id(line).value());
    return out;
}

Candidates killer_grid(std::vector<Cage> cages, const ShapeDigits& digits) {
    static std::vector<std::shared_ptr<const Shape>> keep;  // Candidates points at its shape
    keep.push_back(Shape::from_params(parse_shape_params("3x3k").value(), {}, std::move(cages)).value());
    return Candidates::from_digits(*keep.back(), digits);
}

}  // namespace

TEST_CASE("Killer steps keep the solution, on Solo's killers", "[killer][logic]") {
    std::set<Technique> met;
    for (const auto& puzzle : solo_killers()) {
        const Shape& shape = *puzzle.shape;
        ShapeDigits solution;
        REQUIRE(count_solutions(shape, puzzle.givens, 2, &solution) == 1);
        const SolvePath path = solve_logically(shape, puzzle.givens, false);
        INFO(formats::format_solo_id(shape, puzzle.givens));
        CHECK(path.solved);  // no guess needed on any of them
        for (const Step& step : path.steps) {
            met.insert(step.technique);
            INFO(step.explanation);
            for (const Candidate& p : step.placements) REQUIRE(solution[p.cell] == p.digit);
            for (const Candidate& e : step.eliminations) REQUIRE(solution[e.cell] != e.digit);
            CHECK(step.explanation.rfind(std::string(technique_name(step.technique)) + ": ", 0) == 0);
            // The cage steps say what the cells keep (#33): their eliminations are drawn, not listed.
            if (step.technique == Technique::CageCombination || step.technique == Technique::InnieOutieSum ||
                step.technique == Technique::CageLocked)
                CHECK(step.explanation.find("<>") == std::string::npos);
        }
        const Rating rating = rate(shape, puzzle.givens);
        CHECK(rating.valid);
        CHECK(rating.solved_logically);
    }
    CHECK(met.count(Technique::CageCombination));
    CHECK(met.count(Technique::InnieOutie));
    CHECK(met.count(Technique::CageLocked));
}

TEST_CASE("Killer techniques, one position each, with their sentences", "[killer][logic]") {
    const ShapeDigits empty(81, 0);
    SECTION("cage combinations: a 2-cell 17 is 8+9") {
        auto grid = killer_grid({{{0, 1}, 17}}, empty);
        auto step = next_step(grid);
        REQUIRE(step);
        CHECK(step->technique == Technique::CageCombination);
        std::vector<Candidate> gone;  // 1..7 from both cells, r1c1's first
        for (std::uint8_t cell : {0, 1})
            for (std::uint8_t d = 1; d <= 7; ++d) gone.push_back({cell, d});
        CHECK(step->eliminations == gone);
        // What the cells can hold, as a player says it (#33), not the 14 eliminations one by one.
        CHECK(step->explanation ==
              "Cage Combinations: cage r1c1+r1c2 (sum 17) is 8+9, so r1c1 and r1c2 can only be 8 "
              "or 9.");
    }
    SECTION("cage combinations: cells keeping different symbols are named apart") {
        // 7+8+9 in r1c1..r1c3; the 9 in r4c1 leaves r1c1 only 7 or 8.
        ShapeDigits digits = empty;
        digits[27] = 9;
        auto grid = killer_grid({{{0, 1, 2}, 24}}, digits);
        auto step = next_step(grid);
        REQUIRE(step);
        CHECK(step->technique == Technique::CageCombination);
        CHECK(step->eliminations.size() == 6 + 6 + 6);  // 1..6 from each cell (r1c1's 9 is gone already)
        CHECK(step->explanation ==
              "Cage Combinations: cage r1c1+r1c2+r1c3 (sum 24) is 7+8+9, so r1c1 can only be 7 "
              "or 8; r1c2 and r1c3 can only be 7, 8 or 9.");
    }
    SECTION("cage combinations with a symbol placed: the rest of the sum") {
        ShapeDigits digits = empty;
        digits[0] = 9;
        auto grid = killer_grid({{{0, 1, 2}, 15}}, digits);
        auto step = next_step(grid);
        REQUIRE(step);
        CHECK(step->technique == Technique::CageCombination);
        CHECK(step->explanation.rfind(
                  "Cage Combinations: cage r1c1+r1c2+r1c3 (sum 15) holds 9 already, so its other cells make 6: "
                  "1+5 or 2+4, so r1c2 and r1c3 can only be 1, 2, 4 or 5.",
                  0) == 0);
    }
    SECTION("rule of 45: the one cell of a row outside its cages") {
        // Row 1: cages of 2+2+2+2 cells summing to 38 leave r1c9 = 7; r1c9 is in no cage.
        auto grid = killer_grid({{{0, 1}, 9}, {{2, 3}, 9}, {{4, 5}, 10}, {{6, 7}, 10}}, empty);
        auto step = next_step(grid);
        REQUIRE(step);
        // The cage combinations come first (easier); take them until the rule of 45 is next.
        while (step && step->technique == Technique::CageCombination) {
            grid.apply(*step);
            step = next_step(grid);
        }
        REQUIRE(step);
        CHECK(step->technique == Technique::InnieOutie);
        REQUIRE(step->placements.size() == 1);
        CHECK(step->placements[0] == Candidate{8, 7});
        CHECK(step->explanation ==
              "Rule of 45: row 1 adds up to 45; the cages wholly inside it make 38, so the innie r1c9 is 7.");
    }
    SECTION("cage locked: the 9 of a 2-cell 17 leaves the rest of the row") {
        // r1c1+r1c2 make 17: both 8 and 9 are in it, in row 1 and box 1, so they leave both.
        auto grid = killer_grid({{{0, 1}, 17}}, empty);
        auto first = next_step(grid);  // cage combinations: 8 and 9 only
        REQUIRE(first);
        grid.apply(*first);
        auto step = next_step(grid);
        REQUIRE(step);
        CHECK(step->technique == Technique::CageLocked);
        CHECK(step->eliminations.size() == 7);  // 8 from r1c3..r1c9
        CHECK(step->explanation ==
              "Cage Locked Candidates: cage r1c1+r1c2 (sum 17) is 8+9; each uses 8, which can "
              "only go in r1c1, r1c2, all in row 1, so no other cell of row 1 can be 8.");
    }
    SECTION("nothing on a board without cages") {
        auto plain = Shape::from_params(parse_shape_params("3x3x").value()).value();
        auto grid = Candidates::from_digits(*plain, empty);
        for (Technique t :
             {Technique::CageCombination, Technique::InnieOutie, Technique::CageLocked, Technique::InnieOutieSum})
            CHECK(find_all(t, grid).empty());
    }
}
