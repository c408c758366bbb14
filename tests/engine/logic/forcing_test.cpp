// Forcing chains on every shape (engine/logic/forcing.cpp, dynamic.cpp): on X, jigsaw
// and Killer boards puzzles that needed a guess are solved by them, every step checked against the
// unique solution; the steps name cells and symbols the shape's way. (Until the classic twins were
// deleted, this file also held the general finders to the classic ones' steps on the classic board.)
#include <catch2/catch.hpp>

#include <fstream>
#include <regex>
#include <string>
#include <vector>

#include "engine/formats/solo_id.hpp"
#include "engine/logic/finders.hpp"
#include "engine/logic/logical_solver.hpp"
#include "engine/model/notation.hpp"
#include "engine/solve/band.hpp"
#include "engine/solve/exact.hpp"

namespace sudoku {
namespace {

// tests/data/logic/shape_forcing.txt: Solo game IDs of X, jigsaw and Killer puzzles from the shape
// generator at Extreme, which rated them with a guess before the forcing chains came to shapes.
std::vector<Puzzle> shaped_file() {
    std::ifstream in(std::string(SUDOKU_TEST_DATA_DIR) + "/logic/shape_forcing.txt");
    REQUIRE(in.good());
    std::vector<Puzzle> out;
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#') continue;
        auto parsed = formats::parse_solo_id(line);
        REQUIRE(parsed.ok());
        out.push_back(parsed.value());
    }
    return out;
}

}  // namespace

TEST_CASE("Forcing chains solve X, jigsaw and Killer puzzles that needed a guess, every step sound",
          "[shape-logic][forcing]") {
    bool x = false, jigsaw = false, killer = false;
    for (const auto& [shape_ptr, puzzle] : shaped_file()) {
        const Shape& shape = *shape_ptr;
        CAPTURE(shape.display_name(), formats::format_solo_id(shape, puzzle));
        x |= shape.has_diagonals();
        jigsaw |= shape.is_jigsaw();
        killer |= shape.is_killer();
        ShapeDigits solution;
        REQUIRE(count_solutions(shape, puzzle, 2, &solution) == 1);
        // Below Extreme (every technique but the forcing chains) the path gets stuck: before the
        // forcing chains came to shapes, it guessed there.
        const Rating below = rate(shape, puzzle, Level::Expert);
        CHECK_FALSE(below.solved_logically);
        const Rating rating = rate(shape, puzzle);
        CHECK(rating.valid);
        CHECK(rating.solved_logically);
        CHECK(rating.guesses == 0);
        CHECK(rating.level == Level::Extreme);
        const SolvePath path = solve_logically(shape, puzzle, false);
        REQUIRE(path.solved);
        CHECK(path.guesses == 0);
        int forcing = 0;
        Candidates grid = Candidates::from_digits(shape, puzzle);
        for (const Step& step : path.steps) {
            CAPTURE(step.explanation);
            forcing += difficulty_of(step.technique).level == Level::Extreme;
            for (const Candidate& c : step.placements) REQUIRE(solution[c.cell] == c.digit);
            for (const Candidate& c : step.eliminations) {
                REQUIRE(grid.has(c.cell, c.digit));
                REQUIRE(solution[c.cell] != c.digit);
            }
            grid.apply(step);
        }
        CHECK(forcing > 0);
        CHECK(grid.is_solved());
    }
    CHECK(x);
    CHECK(jigsaw);
    CHECK(killer);
}

TEST_CASE("Forcing chains on a 16x16 board name cells and symbols the shape's way", "[shape-logic][forcing]") {
    auto made = Shape::make(ShapeSpec{{4, 4, 0, {}, false, false}, {}});
    REQUIRE(made.ok());
    const Shape& shape = *made.value();
    // A 16x16 grid with two thirds of a solution removed (many solutions: each step holds in all of
    // them): the simple forcing chain finds cell forcings there.
    ShapeDigits full(std::size_t(shape.cell_count()), 0);
    REQUIRE(count_solutions(shape, full, 1, &full) >= 1);
    ShapeDigits puzzle = full;
    for (int cell = 0; cell < shape.cell_count(); ++cell)
        if ((cell * 7 + cell / 16) % 3 != 0) puzzle[std::size_t(cell)] = 0;
    const Candidates grid = Candidates::from_digits(shape, puzzle);
    StepCollector out(2000);
    forcing_chain(grid, out);
    REQUIRE_FALSE(out.steps().empty());
    const std::regex classic_digit("(=|<>|were )1[0-6]\\b");
    bool letter = false, far_cell = false;
    for (const Step& step : out.steps()) {
        CAPTURE(step.explanation);
        REQUIRE(step.technique == Technique::ForcingChain);
        CHECK_FALSE(std::regex_search(step.explanation, classic_digit));
        for (const Candidate& c : step.eliminations) {
            CHECK(full[c.cell] != c.digit);  // sound
            letter |= c.digit >= 10;
            far_cell |= shape.row_of(c.cell) >= 9 && shape.col_of(c.cell) >= 9;
        }
        for (const Candidate& c : step.placements) {
            CHECK(full[c.cell] == c.digit);
            letter |= c.digit >= 10;
            far_cell |= shape.row_of(c.cell) >= 9 && shape.col_of(c.cell) >= 9;
        }
    }
    // A contradiction says "if r13c9 were A"; a cell forcing names its cell and ends "Either way"
    // with its effect in the shape's names.
    for (const Step& step : out.steps()) {
        CAPTURE(step.explanation);
        if (step.placements.empty() && step.eliminations.size() == 1 &&
            step.explanation.find(" were ") != std::string::npos) {
            const Candidate c = step.eliminations.front();
            CHECK(step.explanation.find("if " + shape.cell_name(c.cell) + " were " + sym(c.digit)) !=
                  std::string::npos);
        } else {
            CHECK(step.explanation.find("Either way " + effect_text(shape, step) + ".") != std::string::npos);
        }
    }
    CHECK(letter);
    CHECK(far_cell);
}

}  // namespace sudoku
