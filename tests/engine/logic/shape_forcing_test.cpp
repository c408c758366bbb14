// Forcing chains on every shape (engine/logic/shape_forcing.cpp, shape_dynamic.cpp): on the
// classic shape the general finders give exactly the classic finders' steps along paths that need
// them; on X, jigsaw and Killer boards puzzles that needed a guess are solved by them, every step
// checked against the unique solution; the steps name cells and symbols the shape's way.
#include <catch2/catch.hpp>

#include <fstream>
#include <regex>
#include <string>
#include <vector>

#include "engine/formats/solo_id.hpp"
#include "engine/logic/logical_solver.hpp"
#include "engine/logic/shape_logic.hpp"
#include "engine/logic/shape_techniques.hpp"
#include "engine/notation.hpp"
#include "engine/shape_solver.hpp"
#include "engine/solver.hpp"

namespace sudoku {
namespace {

std::vector<Digits> classic_file(const std::string& name) {
    std::ifstream in(std::string(SUDOKU_TEST_DATA_DIR) + "/logic/" + name);
    REQUIRE(in.good());
    std::vector<Digits> out;
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#') continue;
        auto parsed = parse_line(line);
        REQUIRE(parsed.ok());
        out.push_back(parsed.value().digits());
    }
    return out;
}

struct ForcingPair {
    Technique technique;
    Finder classic;
    ShapeFinder general;
};
const ForcingPair kPairs[] = {
    {Technique::ForcingChain, find_forcing_chain, shape_forcing_chain},
    {Technique::DynamicForcingChain, find_dynamic_forcing_chain, shape_dynamic_forcing_chain},
    {Technique::DynamicForcingChainPlus, find_dynamic_forcing_chain_plus, shape_dynamic_forcing_chain_plus},
    {Technique::NestedForcingChain, find_nested_forcing_chain, shape_nested_forcing_chain},
};

bool is_forcing(Technique t) {
    for (const auto& pair : kPairs)
        if (pair.technique == t) return true;
    return false;
}

void require_same_steps(const std::vector<Step>& classic, const std::vector<Step>& general) {
    REQUIRE(general.size() == classic.size());
    for (std::size_t i = 0; i < classic.size(); ++i) {
        CAPTURE(i, classic[i].explanation, general[i].explanation);
        CHECK(general[i].technique == classic[i].technique);
        CHECK(general[i].placements == classic[i].placements);
        CHECK(general[i].eliminations == classic[i].eliminations);
        CHECK(general[i].evidence == classic[i].evidence);
        CHECK(general[i].houses == classic[i].houses);
        CHECK(general[i].explanation == classic[i].explanation);
    }
}

// Walks the classic path of `puzzle`; at each position where it takes a forcing chain, every
// forcing finder up to that step's (the solver tries them in that order) gives the same steps,
// all of them (up to `limit`) and in the same order, on the classic grid and on the shape's.
int check_twins(const Digits& puzzle, int limit) {
    const Shape& shape = *Shape::classic();
    CandidateGrid grid = CandidateGrid::from_digits(puzzle);
    int positions = 0;
    for (const Step& step : solve_logically(puzzle, false).steps) {
        if (is_forcing(step.technique)) {
            ++positions;
            const ShapeCandidates general =
                ShapeCandidates::from_player_notes(shape, std::span<const std::uint8_t>(grid.digits().data(), kCells),
                                                   std::span<const DigitMask>(grid.masks().data(), kCells));
            for (const auto& pair : kPairs) {
                CAPTURE(format_line(grid.digits()), technique_name(pair.technique));
                StepCollector a(limit), b(limit);
                pair.classic(grid, a);
                pair.general(general, b);
                require_same_steps(a.steps(), b.steps());
                if (pair.technique == step.technique) break;
            }
        }
        grid.apply(step);
    }
    return positions;
}

}  // namespace

TEST_CASE("On the classic shape the general forcing finders give the classic steps on the forum's hardest",
          "[shape-logic][forcing]") {
    int positions = 0;
    for (const Digits& puzzle : classic_file("hardest_forcing.txt")) positions += check_twins(puzzle, 40);
    CHECK(positions >= 3);
}

TEST_CASE("On the classic shape the general forcing finders give the classic steps on sample puzzles",
          "[shape-logic][forcing]") {
    int puzzles = 0, positions = 0;
    const auto samples = classic_file("sample_puzzles.txt");
    // Every 7th sample whose path reaches Extreme, 12 of them.
    for (std::size_t i = 0; i < samples.size() && puzzles < 12; i += 7) {
        if (rate(samples[i]).level != Level::Extreme) continue;
        ++puzzles;
        positions += check_twins(samples[i], 1000);
    }
    CHECK(puzzles == 12);
    CHECK(positions >= 12);
}

namespace {

// tests/data/logic/shape_forcing.txt: Solo game IDs of X, jigsaw and Killer puzzles from the shape
// generator at Extreme, which rated them with a guess before the forcing chains came to shapes.
std::vector<formats::ShapedPuzzle> shaped_file() {
    std::ifstream in(std::string(SUDOKU_TEST_DATA_DIR) + "/logic/shape_forcing.txt");
    REQUIRE(in.good());
    std::vector<formats::ShapedPuzzle> out;
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
        const Rating below = rate_shape(shape, puzzle, Level::Expert);
        CHECK_FALSE(below.solved_logically);
        const Rating rating = rate_shape(shape, puzzle);
        CHECK(rating.valid);
        CHECK(rating.solved_logically);
        CHECK(rating.guesses == 0);
        CHECK(rating.level == Level::Extreme);
        const SolvePath path = solve_shape_logically(shape, puzzle, false);
        REQUIRE(path.solved);
        CHECK(path.guesses == 0);
        int forcing = 0;
        ShapeCandidates grid = ShapeCandidates::from_digits(shape, puzzle);
        for (const Step& step : path.steps) {
            CAPTURE(step.explanation);
            forcing += is_forcing(step.technique);
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
    auto made = Shape::make(ShapeSpec{4, 4, 0, {}, false, false, {}});
    REQUIRE(made.ok());
    const Shape& shape = *made.value();
    // A 16x16 grid with two thirds of a solution removed (many solutions: each step holds in all of
    // them): the simple forcing chain finds cell forcings there.
    ShapeDigits full(std::size_t(shape.cell_count()), 0);
    REQUIRE(count_solutions(shape, full, 1, &full) >= 1);
    ShapeDigits puzzle = full;
    for (int cell = 0; cell < shape.cell_count(); ++cell)
        if ((cell * 7 + cell / 16) % 3 != 0) puzzle[std::size_t(cell)] = 0;
    const ShapeCandidates grid = ShapeCandidates::from_digits(shape, puzzle);
    StepCollector out(2000);
    shape_forcing_chain(grid, out);
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
            CHECK(step.explanation.find("Either way " + shape_effect_text(shape, step) + ".") != std::string::npos);
        }
    }
    CHECK(letter);
    CHECK(far_cell);
}

}  // namespace sudoku
