// Every finder of the one technique table runs on every board (issue #34: "a test that every
// general finder runs on every shape"): 4x4 to 16x16, boxes of every proportion, X, Windoku,
// jigsaw, jigsaw X and Killer (Solo game IDs from tests/data). On positions along each puzzle's logical path every
// finder is called, and every step it reports is sound against the unique solution: each placement is the solution's
// symbol, each elimination removes a candidate that is there and is not the solution's.
#include <catch2/catch.hpp>

#include <array>
#include <fstream>
#include <map>
#include <string>
#include <vector>

#include "engine/formats/solo_id.hpp"
#include "engine/logic/candidates.hpp"
#include "engine/logic/logical_solver.hpp"
#include "engine/logic/techniques.hpp"
#include "engine/solve/exact.hpp"

namespace sudoku {
namespace {

std::vector<Puzzle> puzzles_from(const std::string& file, std::size_t per_kind) {
    std::ifstream in(std::string(SUDOKU_TEST_DATA_DIR) + "/" + file);
    REQUIRE(in.good());
    std::map<std::string, std::size_t> taken;
    std::vector<Puzzle> out;
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#') continue;
        const std::string kind = line.substr(0, line.find(':'));
        if (taken[kind]++ >= per_kind) continue;
        auto parsed = formats::parse_solo_id(line);
        REQUIRE(parsed.ok());
        out.push_back(parsed.value());
    }
    return out;
}

}  // namespace

TEST_CASE("Every finder runs on every board, and what it finds is sound", "[shape-logic][finders]") {
    std::vector<Puzzle> puzzles = puzzles_from("shapes/solo_ids.txt", 2);
    for (auto& p : puzzles_from("killer/solo-killer-ids.txt", 1)) puzzles.push_back(p);
    for (auto& p : puzzles_from("shapes/generated_pinned.txt", 1)) puzzles.push_back(p);  // Windoku
    for (auto& p : puzzles_from("shapes/solo_generated.txt", 1)) puzzles.push_back(p);    // 6x6 X, 5j, 4x3...
    std::map<std::string, int> boards;
    std::array<int, kTechniqueCount> found{};
    for (const Puzzle& p : puzzles) {
        const Shape& shape = *p.shape;
        CAPTURE(shape.params_name());
        ShapeDigits solution;
        REQUIRE(count_solutions(shape, p.givens, 2, &solution) == 1);
        const SolvePath path = solve_logically(shape, p.givens);
        // The start, and positions a quarter, half and three quarters along the path.
        std::vector<Candidates> positions{Candidates::from_digits(shape, p.givens)};
        Candidates walk = positions.front();
        const std::size_t steps = path.steps.size();
        for (std::size_t i = 0; i < steps; ++i) {
            walk.apply(path.steps[i]);
            if (i + 1 == steps / 4 || i + 1 == steps / 2 || i + 1 == 3 * steps / 4) positions.push_back(walk);
        }
        int calls = 0;
        for (const Candidates& grid : positions) {
            for (const TechniqueInfo& info : technique_order()) {
                if (!info.finder) continue;
                CAPTURE(technique_name(info.technique));
                StepCollector out(50);
                info.finder(grid, out);
                ++calls;
                for (const Step& step : out.steps()) {
                    ++found[std::size_t(step.technique)];
                    CHECK(step.placements.size() + step.eliminations.size() > 0);
                    for (auto c : step.placements) REQUIRE(int(solution[c.cell]) == int(c.digit));
                    for (auto c : step.eliminations) {
                        REQUIRE(grid.has(c.cell, c.digit));
                        REQUIRE(int(solution[c.cell]) != int(c.digit));
                    }
                }
            }
        }
        int finders = 0;
        for (const TechniqueInfo& info : technique_order()) finders += info.finder ? 1 : 0;
        CHECK(calls == finders * int(positions.size()));
        ++boards[shape.params_name()];
    }
    // Every kind of board was there: boxes of four sizes and proportions, X, jigsaw, jigsaw X, Killer.
    for (const char* kind : {"2x2", "2x3", "3x2", "2x3x", "3x3", "3x3x", "3x3w", "3x4", "4x4", "9j", "9jx"})
        CHECK(boards[kind] >= 1);
    int killer = 0;
    for (const auto& [name, count] : boards) killer += name.back() == 'k' ? count : 0;
    CHECK(killer >= 3);
    // And the finders found more than singles among them.
    int beyond = 0;
    for (int t = int(Technique::Pointing); t < kTechniqueCount; ++t) beyond += found[std::size_t(t)] > 0 ? 1 : 0;
    CHECK(beyond >= 10);
}

}  // namespace sudoku
