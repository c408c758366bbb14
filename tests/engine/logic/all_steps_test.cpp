// all_steps(): every step that applies in a position, grouped by technique (issue #18, "every step
// now"). On the shared technique examples (tests/data/logic/technique_examples.tsv, HoDoKu's grid
// states) every step listed must be sound against the unique solution, the groups must follow the
// solver's order, and the first group must hold the step next_step() gives.
#include <catch2/catch.hpp>

#include <algorithm>
#include <fstream>
#include <sstream>
#include <string>

#include "engine/formats/solo_id.hpp"
#include "engine/logic/difficulty.hpp"
#include "engine/logic/logical_solver.hpp"
#include "engine/logic/techniques.hpp"
#include "engine/model/notation.hpp"
#include "engine/solve/band.hpp"
#include "engine/solve/exact.hpp"

using namespace sudoku;

namespace {

struct State {
    std::string label, puzzle, effect;
};

std::vector<State> load_states() {
    std::ifstream in(std::string(SUDOKU_TEST_DATA_DIR) + "/logic/technique_examples.tsv");
    std::vector<State> out;
    std::string line;
    std::getline(in, line);  // header
    while (std::getline(in, line)) {
        std::stringstream fields(line);
        State s;
        std::getline(fields, s.label, '\t');
        std::getline(fields, s.puzzle, '\t');
        std::getline(fields, s.effect, '\t');
        out.push_back(s);
    }
    return out;
}

/// The grid state with the candidates the example removed beforehand ("candidates removed
/// beforehand: r1c1<>6 r1c2<>6 |").
Candidates grid_of(const State& state) {
    auto parsed = parse_line(state.puzzle);
    REQUIRE(parsed.ok());
    Candidates grid = Candidates::from_digits(parsed.value().digits());
    const std::string label = "candidates removed beforehand:";
    auto at = state.effect.find(label);
    if (at == std::string::npos) return grid;
    auto end = state.effect.find('|', at);
    std::stringstream tokens(state.effect.substr(at + label.size(), end - at - label.size()));
    std::string token;
    while (tokens >> token) grid.eliminate(cell_at(token[1] - '1', token[3] - '1'), token.back() - '0');
    return grid;
}

/// "r1c2=5 r3c4<>6": placements then eliminations, each sorted, so equal effects compare equal.
std::string sorted_effect(const Step& step) {
    auto by = [](Candidate a, Candidate b) { return a.cell != b.cell ? a.cell < b.cell : a.digit < b.digit; };
    Step sorted;
    sorted.placements = step.placements;
    sorted.eliminations = step.eliminations;
    std::sort(sorted.placements.begin(), sorted.placements.end(), by);
    std::sort(sorted.eliminations.begin(), sorted.eliminations.end(), by);
    return sorted.effect_text();
}

/// The order of the technique table: index of `technique` in technique_order().
int rank_of(Technique technique) {
    const auto order = technique_order();
    for (std::size_t i = 0; i < order.size(); ++i)
        if (order[i].technique == technique) return int(i);
    return -1;
}

}  // namespace

TEST_CASE("Every step listed in a position is sound against the solution", "[logic][all_steps]") {
    const auto states = load_states();
    REQUIRE(states.size() == 66);
    int total = 0;
    for (const State& state : states) {
        CAPTURE(state.label, state.puzzle);
        const Candidates grid = grid_of(state);
        auto parsed = parse_line(state.puzzle);
        Digits solution{};
        REQUIRE(count_solutions(parsed.value().digits(), 2, &solution) == 1);
        const auto groups = all_steps(grid);
        REQUIRE_FALSE(groups.empty());

        // The first group holds the solver's next step; groups follow the table, each non-empty, once.
        auto next = next_step(grid);
        REQUIRE(next);
        auto holds_next = [&](const StepGroup& group) {
            return std::any_of(group.steps.begin(), group.steps.end(),
                               [&](const Step& s) { return sorted_effect(s) == sorted_effect(*next); });
        };
        // A Finned X-Wing that is also a Skyscraper or a 2-String Kite is shown under that name: the
        // first group is still the Finned X-Wing's, and the pattern's own group lists the step too.
        if (groups.front().technique == Technique::FinnedXWing && next->technique != Technique::FinnedXWing) {
            CHECK((next->technique == Technique::Skyscraper || next->technique == Technique::TwoStringKite));
            const auto own = std::find_if(groups.begin(), groups.end(),
                                          [&](const StepGroup& g) { return g.technique == next->technique; });
            REQUIRE(own != groups.end());
            CHECK(holds_next(*own));
        } else {
            CHECK(groups.front().technique == next->technique);
        }
        CHECK(holds_next(groups.front()));
        for (std::size_t i = 1; i < groups.size(); ++i)
            CHECK(rank_of(groups[i - 1].technique) < rank_of(groups[i].technique));

        for (const StepGroup& group : groups) {
            REQUIRE_FALSE(group.steps.empty());
            std::vector<std::string> effects;
            for (const Step& step : group.steps) {
                CAPTURE(step.explanation);
                CHECK(step.technique == group.technique);
                CHECK_FALSE(step.explanation.empty());
                CHECK((step.placements.size() + step.eliminations.size()) > 0);
                for (Candidate c : step.placements) {
                    CHECK(grid.is_empty(c.cell));
                    CHECK(solution[c.cell] == c.digit);
                }
                for (Candidate c : step.eliminations) {
                    CHECK(grid.has(c.cell, c.digit));
                    CHECK(solution[c.cell] != c.digit);
                }
                effects.push_back(sorted_effect(step));
                ++total;
            }
            // Lowest score first, and no effect twice in a group.
            for (std::size_t i = 1; i < group.steps.size(); ++i)
                CHECK(step_score(group.steps[i - 1]) <= step_score(group.steps[i]));
            std::sort(effects.begin(), effects.end());
            CHECK(std::adjacent_find(effects.begin(), effects.end()) == effects.end());
        }
    }
    CHECK(total > 66 * 3);  // positions have more than the one step each example names
}

TEST_CASE("all_steps lists every instance find_all sees and stops at a level", "[logic][all_steps]") {
    const auto states = load_states();
    for (const State& state : states) {
        CAPTURE(state.label, state.puzzle);
        const Candidates grid = grid_of(state);
        const auto groups = all_steps(grid);
        for (const StepGroup& group : groups) {
            // Distinct effects of find_all are exactly the group's.
            std::vector<std::string> found, listed;
            for (const Step& step : find_all(group.technique, grid)) found.push_back(sorted_effect(step));
            for (const Step& step : group.steps) listed.push_back(sorted_effect(step));
            std::sort(found.begin(), found.end());
            found.erase(std::unique(found.begin(), found.end()), found.end());
            std::sort(listed.begin(), listed.end());
            CHECK(found == listed);
        }
        for (const StepGroup& group : all_steps(grid, Level::Medium))
            CHECK(difficulty_of(group.technique).level <= Level::Medium);
    }
}

TEST_CASE("all_steps is empty on a solved or broken grid", "[logic][all_steps]") {
    auto solved = parse_line("123456789456789123789123456214365897365897214897214365531642978642978531978531642");
    REQUIRE(solved.ok());
    CHECK(all_steps(Candidates::from_digits(solved.value().digits())).empty());
    // r1c9 has no candidate left: row 1 holds 1-8 and column 9 holds 9.
    auto broken = parse_line("12345678." + std::string(8, '.') + "9" + std::string(63, '.'));
    REQUIRE(broken.ok());
    CHECK(all_steps(Candidates::from_digits(broken.value().digits())).empty());
}

TEST_CASE("all_steps lists sound steps on a 6x6 board", "[logic][all_steps]") {
    // sudoku-cli generate --level easy --shape 2x3 --seed 3
    auto puzzle = formats::parse_solo_id("2x3:b6_1b2_4e1a4a2_4a2a1e6_3b3_2b");
    REQUIRE(puzzle.ok());
    const Shape& shape = *puzzle.value().shape;
    const ShapeDigits& givens = puzzle.value().givens;
    ShapeDigits solution;
    REQUIRE(count_solutions(shape, givens, 2, &solution) == 1);
    const Candidates grid = Candidates::from_digits(shape, givens);
    const auto groups = all_steps(grid);
    REQUIRE(groups.size() > 5);
    for (const StepGroup& group : groups)
        for (const Step& step : group.steps) {
            CAPTURE(step.explanation);
            for (Candidate c : step.placements) CHECK(solution[c.cell] == c.digit);
            for (Candidate c : step.eliminations) CHECK(solution[c.cell] != c.digit);
        }
    auto next = next_step(grid);
    REQUIRE(next);
    CHECK(groups.front().technique == next->technique);
}
