// Dynamic forcing chains (plain, (+) and nested): the forum's hardest puzzles solved without
// guessing, every step of the path checked candidate by candidate against the unique solution, and
// single steps of each kind checked against the grid by code that shares nothing with the finder.
#include <catch2/catch.hpp>

#include <algorithm>
#include <array>
#include <fstream>
#include <string>
#include <vector>

#include "engine/logic/finders.hpp"
#include "engine/logic/logical_solver.hpp"
#include "engine/logic/techniques.hpp"
#include "engine/model/notation.hpp"
#include "engine/solve/band.hpp"

using namespace sudoku;

namespace {

std::vector<Digits> hardest() {
    std::ifstream in(std::string(SUDOKU_TEST_DATA_DIR) + "/logic/hardest_forcing.txt");
    std::vector<Digits> out;
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#') continue;
        auto parsed = parse_line(line);
        REQUIRE(parsed.ok());
        out.push_back(parsed.value().digits());
    }
    REQUIRE(out.size() == 3);
    return out;
}

Digits solution_of(const Digits& puzzle) {
    Digits solution{};
    REQUIRE(count_solutions(puzzle, 2, &solution) == 1);
    return solution;
}

// The grid just before the first step of `technique` on the puzzle's path, and that step.
std::pair<Candidates, Step> first_step_of(const Digits& puzzle, Technique technique) {
    Candidates grid = Candidates::from_digits(puzzle);
    for (const Step& step : solve_logically(puzzle, false).steps) {
        if (step.technique == technique) return {grid, step};
        grid.apply(step);
    }
    FAIL("no " << technique_name(technique) << " on the path of " << format_line(puzzle));
    return {grid, Step{}};
}

bool starts_with(const std::string& text, const std::string& prefix) {
    return text.rfind(prefix, 0) == 0;
}

}  // namespace

TEST_CASE("Dynamic forcing chains solve the forum's hardest without guessing, every step sound",
          "[logic][chains][dynamic]") {
    std::array<int, kTechniqueCount> seen{};
    for (const Digits& puzzle : hardest()) {
        CAPTURE(format_line(puzzle));
        const Digits solution = solution_of(puzzle);
        const SolvePath path = solve_logically(puzzle, false);
        CHECK(path.solved);
        CHECK(path.guesses == 0);
        Candidates grid = Candidates::from_digits(puzzle);
        for (const Step& step : path.steps) {
            CAPTURE(step.explanation);
            ++seen[int(step.technique)];
            CHECK((step.placements.size() + step.eliminations.size()) > 0);
            for (Candidate c : step.placements) {
                CHECK(grid.is_empty(c.cell));
                CHECK(solution[c.cell] == c.digit);
            }
            for (Candidate c : step.eliminations) {
                CHECK(grid.has(c.cell, c.digit));
                CHECK(solution[c.cell] != c.digit);
            }
            grid.apply(step);
            // Candidate by candidate: the solution's digit is never lost.
            CHECK(missing_solution_candidates(grid, solution).empty());
        }
        CHECK(std::ranges::equal(grid.digits(), solution));
        const Rating rating = rate(puzzle);
        CHECK(rating.solved_logically);
        CHECK(rating.hardest == Technique::NestedForcingChain);
        CHECK(rating.score >= 9.5);
    }
    // The three kinds all occur on these paths.
    CHECK(seen[int(Technique::DynamicForcingChain)] >= 1);
    CHECK(seen[int(Technique::DynamicForcingChainPlus)] >= 5);
    CHECK(seen[int(Technique::NestedForcingChain)] >= 3);
    CHECK(seen[int(Technique::Guess)] == 0);
}

TEST_CASE("Dynamic Forcing Chain: checked by singles alone, branch by branch", "[logic][chains][dynamic]") {
    // Puzzle 21 of the hardest: one step on its path needs the dynamic chain (singles only).
    const Digits puzzle = hardest()[1];
    const auto [grid, path_step] = first_step_of(puzzle, Technique::DynamicForcingChain);
    StepCollector out(1);
    dynamic_forcing_chain(grid, out);
    REQUIRE(out.steps().size() == 1);
    const Step& step = out.steps()[0];
    CHECK(step.effect_text() == path_step.effect_text());
    CHECK(starts_with(step.explanation, "Dynamic Forcing Chain: "));
    CHECK(step_score(step) >= 8.5);
    // The simple forcing chain saw nothing here.
    CHECK(find_all(Technique::ForcingChain, grid).empty());
    // Rebuild the branches without the finder: assume each Cause candidate (on, and for a single
    // Cause also off), follow singles, and every surviving branch must agree with the effect.
    std::vector<Candidate> causes;
    for (const Evidence& e : step.evidence)
        if (e.role == Role::Cause) causes.push_back(e.candidate);
    REQUIRE(!causes.empty());
    auto holds = [&](const Candidates& b) {
        for (Candidate c : step.placements)
            if (b.digit(c.cell) != c.digit) return false;
        for (Candidate c : step.eliminations)
            if (b.has(c.cell, c.digit) || b.digit(c.cell) == c.digit) return false;
        return true;
    };
    int whole = 0;
    for (Candidate c : causes) {
        Candidates on = grid;
        on.place(c.cell, c.digit);
        const bool ok = on.apply_singles() && !on.is_broken();
        if (ok) {
            ++whole;
            CHECK(holds(on));
        }
        if (causes.size() == 1) {
            Candidates off = grid;
            off.eliminate(c.cell, c.digit);
            if (off.apply_singles() && !off.is_broken()) {
                ++whole;
                CHECK(holds(off));
            }
        }
    }
    // A contradiction leaves one branch; forcing keeps them all.
    CHECK(whole >= 1);
}

TEST_CASE("Dynamic Forcing Chain (+) and Nested Forcing Chain: sound and told", "[logic][chains][dynamic]") {
    const Digits puzzle = hardest()[0];
    const Digits solution = solution_of(puzzle);
    for (Technique technique : {Technique::DynamicForcingChainPlus, Technique::NestedForcingChain}) {
        CAPTURE(technique_name(technique));
        const auto [grid, path_step] = first_step_of(puzzle, technique);
        // Nothing cheaper applied.
        CHECK(find_all(Technique::ForcingChain, grid).empty());
        CHECK(find_all(Technique::DynamicForcingChain, grid, 1).empty());
        if (technique == Technique::NestedForcingChain)
            CHECK(find_all(Technique::DynamicForcingChainPlus, grid, 1).empty());
        const auto steps = find_all(technique, grid, 3);
        REQUIRE(!steps.empty());
        CHECK(steps[0].effect_text() == path_step.effect_text());
        for (const Step& step : steps) {
            CAPTURE(step.explanation);
            CHECK(starts_with(step.explanation, std::string(technique_name(technique)) + ": "));
            CHECK(step_score(step) >= difficulty_of(technique).score);
            // What a forcing chain inside the branch took out is marked, and the sentence says so.
            const bool marked = step.explanation.find('*') != std::string::npos;
            CHECK(marked == (step.explanation.find("Eliminations marked * follow from a forcing chain inside the "
                                                   "branch.") != std::string::npos));
            if (technique != Technique::NestedForcingChain) CHECK_FALSE(marked);
            for (Candidate c : step.placements) CHECK(solution[c.cell] == c.digit);
            for (Candidate c : step.eliminations) CHECK(solution[c.cell] != c.digit);
            // The chain is shown: the facts the branch used are drawn.
            CHECK(std::count_if(step.evidence.begin(), step.evidence.end(), [](const Evidence& e) {
                      return e.role == Role::LinkOn || e.role == Role::LinkOff;
                  }) >= 1);
        }
    }
}

TEST_CASE("Every dynamic forcing step of a position is sound, not only the solver's", "[logic][chains][dynamic]") {
    // The solver takes the first step; lists of all steps (sudoku-cli steps, the steps panel) show
    // the others too: cell, region and double forcing among them. Every state where the path takes
    // a dynamic step, on two of the hardest and on top1465 #2 (whose 24th step is region forcing).
    std::vector<Digits> puzzles = {hardest()[0], hardest()[2]};
    auto top = parse_line("7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........");
    REQUIRE(top.ok());
    puzzles.push_back(top.value().digits());
    int checked = 0, forcing = 0;
    for (const Digits& puzzle : puzzles) {
        const Digits solution = solution_of(puzzle);
        Candidates grid = Candidates::from_digits(puzzle);
        for (const Step& path_step : solve_logically(puzzle, false).steps) {
            if (path_step.technique == Technique::DynamicForcingChain ||
                path_step.technique == Technique::DynamicForcingChainPlus ||
                path_step.technique == Technique::NestedForcingChain)
                for (const Step& step : find_all(path_step.technique, grid, 30)) {
                    CAPTURE(step.explanation);
                    ++checked;
                    forcing += step.explanation.find("Either way") != std::string::npos ||
                               step.explanation.find("whether") != std::string::npos;
                    for (Candidate c : step.placements) CHECK(solution[c.cell] == c.digit);
                    for (Candidate c : step.eliminations) CHECK(solution[c.cell] != c.digit);
                }
            grid.apply(path_step);
        }
    }
    CHECK(checked >= 100);
    CHECK(forcing >= 1);
}
