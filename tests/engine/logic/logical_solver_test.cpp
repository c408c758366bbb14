// The logical solver as a whole: soundness of every step against the solution, solving paths,
// next_step and the rating.
#include <catch2/catch.hpp>

#include <fstream>
#include <string>
#include <vector>

#include "engine/logic/logical_solver.hpp"
#include "engine/logic/techniques.hpp"
#include "engine/model/notation.hpp"
#include "engine/solve/band.hpp"

using namespace sudoku;

namespace {

std::vector<Digits> load_sample() {
    std::ifstream in(std::string(SUDOKU_TEST_DATA_DIR) + "/logic/sample_puzzles.txt");
    std::vector<Digits> out;
    std::string line;
    while (std::getline(in, line)) {
        auto parsed = parse_line(line);
        if (parsed) out.push_back(parsed.value().digits());
    }
    return out;
}

}  // namespace

TEST_CASE("No step ever contradicts the solution on hundreds of puzzles", "[logic][solver]") {
    auto puzzles = load_sample();
    REQUIRE(puzzles.size() == 633);
    int solved_without_guessing = 0;
    for (const auto& puzzle : puzzles) {
        CAPTURE(format_line(puzzle));
        Digits solution{};
        REQUIRE(count_solutions(puzzle, 2, &solution) == 1);
        SolvePath path = solve_logically(puzzle, true);
        REQUIRE(path.solved);
        solved_without_guessing += path.guesses == 0;
        for (const Step& step : path.steps) {
            CAPTURE(step.explanation);
            for (auto c : step.placements) CHECK(solution[c.cell] == c.digit);
            for (auto c : step.eliminations) CHECK(solution[c.cell] != c.digit);
            CHECK((step.placements.size() + step.eliminations.size()) > 0);
        }
    }
    WARN("solved without guessing: " << solved_without_guessing << " of " << puzzles.size());
}

TEST_CASE("next_step gives the easiest step and nothing on a solved grid", "[logic][solver]") {
    const std::string solved = "123456789456789123789123456214365897365897214897214365531642978642978531978531642";
    auto grid = Candidates::from_digits(parse_line(solved).value().digits());
    CHECK_FALSE(next_step(grid).has_value());

    std::string one_missing = solved;
    one_missing[40] = '.';
    auto step = next_step(Candidates::from_digits(parse_line(one_missing).value().digits()));
    REQUIRE(step);
    CHECK(step->technique == Technique::FullHouse);
    CHECK(step->effect_text() == "r5c5=9");
}

TEST_CASE("A broken grid yields no step", "[logic][solver]") {
    // r1c9 cannot be anything: its row holds 1-8 and its column holds 9.
    std::string line = "12345678." + std::string(8 * 9, '.');
    line[9 * 5 + 8] = '9';
    auto grid = Candidates::from_digits(parse_line(line).value().digits());
    CHECK(grid.is_broken());
    CHECK_FALSE(next_step(grid).has_value());
}

TEST_CASE("Player notes missing a solution candidate are reported", "[logic][candidates]") {
    const std::string puzzle = "1.3..6.89.5.7.9..3......4..2..3.5..736...72..89..1.3.5.3..4.9.86.2.7...19..5.1.42";
    Digits digits = parse_line(puzzle).value().digits();
    Digits solution{};
    REQUIRE(count_solutions(digits, 2, &solution) == 1);
    CandidateMasks notes{};
    for (auto& n : notes) n = kAllDigits;
    Candidates full = Candidates::from_player_notes(digits, notes);
    CHECK(full == Candidates::from_digits(digits));
    CHECK(missing_solution_candidates(full, solution).empty());

    notes[1] &= DigitMask(~digit_bit(solution[1]));
    auto missing = missing_solution_candidates(Candidates::from_player_notes(digits, notes), solution);
    REQUIRE(missing.size() == 1);
    CHECK(missing[0] == Candidate{1, solution[1]});
}

TEST_CASE("The rating follows the hardest technique on the path", "[logic][rating]") {
    const std::string easy = "1.3..6.89.5.7.9..3......4..2..3.5..736...72..89..1.3.5.3..4.9.86.2.7...19..5.1.42";
    Grid grid = parse_line(easy).value();
    Rating r = rate(grid.digits());
    REQUIRE(r.valid);
    CHECK(r.solved_logically);
    CHECK(r.level == Level::Easy);
    CHECK(r.score <= 2.3);
    CHECK(r.steps == kCells - grid.given_count());  // singles only: one placement per step

    SECTION("a puzzle with several solutions is not rated") {
        Rating none = rate(Digits{});
        CHECK_FALSE(none.valid);
    }
    SECTION("levels parse by name") {
        CHECK(parse_level("expert") == Level::Expert);
        CHECK(level_name(Level::Medium) == "Medium");
        CHECK_FALSE(parse_level("impossible").has_value());
    }
}

TEST_CASE("The technique order never steps down a level", "[logic][rating]") {
    // The level of a puzzle is the hardest class on its easiest-first path, so the solver must try
    // every technique of a level before any technique of a harder one.
    Level previous = Level::Easy;
    int with_finder = 0;
    for (const auto& info : technique_order()) {
        CAPTURE(technique_name(info.technique));
        Level level = difficulty_of(info.technique).level;
        CHECK(level >= previous);
        previous = level;
        with_finder += info.finder != nullptr;
    }
    // One table for every board: every technique but Guess; every one with a finder but the two
    // hidden single kinds sharing the box finder.
    CHECK(int(technique_order().size()) == kTechniqueCount - 1);
    CHECK(with_finder == kTechniqueCount - 3);
}

TEST_CASE("Chains score more as they grow and other steps do not", "[logic][rating]") {
    auto chain_of = [](Technique technique, int links) {
        Step step;
        step.technique = technique;
        step.links.resize(std::size_t(links));
        return step;
    };
    CHECK(step_score(chain_of(Technique::XChain, 4)) == Approx(6.6));
    CHECK(step_score(chain_of(Technique::XChain, 5)) == Approx(6.7));
    CHECK(step_score(chain_of(Technique::XChain, 7)) == Approx(6.8));
    CHECK(step_score(chain_of(Technique::XChain, 9)) == Approx(6.9));
    CHECK(step_score(chain_of(Technique::XChain, 13)) == Approx(7.0));
    CHECK(step_score(chain_of(Technique::AlternatingChain, 17)) == Approx(7.5));
    CHECK(step_score(chain_of(Technique::Skyscraper, 2)) == Approx(6.6));
    CHECK(step_score(chain_of(Technique::SimpleColouring, 12)) == Approx(6.6));
}

TEST_CASE("digits_of lists a mask's digits in increasing order", "[logic][candidates]") {
    const DigitMask mask = DigitMask(digit_bit(2) | digit_bit(5) | digit_bit(9));
    auto list = digits_of(mask);
    CHECK(list.size() == 3);
    CHECK(list[0] == 2);
    CHECK(list[1] == 5);
    CHECK(list[2] == 9);
    CHECK(std::vector<int>(list) == std::vector<int>{2, 5, 9});
    std::vector<int> walked;
    for (int d : list) walked.push_back(d);
    CHECK(walked == std::vector<int>{2, 5, 9});
    CHECK(digits_of(0).size() == 0);
    CHECK(digits_of(0).begin() == digits_of(0).end());
    CHECK(std::vector<int>(digits_of(kAllDigits)) == std::vector<int>{1, 2, 3, 4, 5, 6, 7, 8, 9});
}

TEST_CASE("positions are the cells of a house holding a digit as a candidate", "[logic][candidates]") {
    // Row 1 holds 1-8 in its first eight cells: only r1c9 can still be 9 there.
    auto parsed = parse_line("12345678." + std::string(72, '.'));
    REQUIRE(parsed.ok());
    const Candidates grid = Candidates::from_digits(parsed.value().digits());
    for (int house = 0; house < kHouses; ++house)
        for (int d = 1; d <= kDigits; ++d) {
            CAPTURE(house, d);
            for (int i = 0; i < kSide; ++i)
                CHECK(bool((grid.positions(house, d) >> i) & 1) == grid.has(house_cells(house)[i], d));
        }
    CHECK(grid.positions(row_house(0), 9) == 1u << 8);
    CHECK(grid.positions(row_house(0), 1) == 0);  // a given holds no candidate
}

TEST_CASE("Rating walks the solving path's singles without building them, to the same rating", "[logic][rating]") {
    // rate() counts the singles its own way (not through the finders' steps): the rating must be
    // the one the full easiest-first path gives, field by field, on every sample puzzle (all
    // levels, guesses included) and at each level limit.
    int compared = 0, above = 0;
    for (const Digits& puzzle : load_sample()) {
        if (count_solutions(puzzle, 2) != 1) continue;
        CAPTURE(format_line(puzzle));
        const Rating fast = rate(puzzle);
        REQUIRE(fast.valid);
        CHECK(fast == rate_path(solve_logically(puzzle)));
        ++compared;
        for (int l = 0; l < kLevelCount - 1; ++l) {
            const Level limit = Level(l);
            const SolvePath path = solve_logically(puzzle, false, limit);
            const Rating limited = rate(puzzle, limit);
            if (path.stuck) {
                CHECK(limited.above_limit);
                CHECK(limited.level == Level(l + 1));
                ++above;
            } else {
                CHECK(limited == rate_path(path));
            }
        }
    }
    CHECK(compared > 500);
    CHECK(above > 500);
}
