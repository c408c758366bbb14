// The technique library's examples and the curated practice puzzles (issue #18): each example
// still makes the solver find its technique next (so a change to a finder cannot silently break
// its page), each curated puzzle still needs its technique and nothing harder, and the copies
// compiled into the engine are the files in assets/techniques/ (read here from the source tree).
#include <catch2/catch.hpp>

#include <fstream>
#include <set>
#include <sstream>
#include <string>

#include "engine/generate/classic.hpp"
#include "engine/generate/technique_positions.hpp"
#include "engine/logic/logical_solver.hpp"
#include "engine/logic/techniques.hpp"
#include "engine/model/notation.hpp"
#include "engine/solve/band.hpp"

using namespace sudoku;

namespace {

std::string read_asset(const std::string& name) {
    std::ifstream in(std::string(SUDOKU_SOURCE_DIR) + "/assets/techniques/" + name);
    REQUIRE(in);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

std::vector<TechniquePosition> asset_positions(const std::string& name) {
    auto parsed = parse_technique_positions(read_asset(name));
    INFO(name << ": " << (parsed ? "" : parsed.error().message));
    REQUIRE(parsed.ok());
    return parsed.value();
}

/// The position's unique solution, and every solution digit still a candidate.
void require_sound(const TechniquePosition& p) {
    Digits solution{};
    REQUIRE(count_solutions(p.digits, 2, &solution) == 1);
    const Candidates grid = p.grid();
    for (int cell = 0; cell < kCells; ++cell)
        if (grid.is_empty(cell)) REQUIRE(grid.has(cell, solution[std::size_t(cell)]));
}

}  // namespace

TEST_CASE("Every library example makes the solver find its technique as the next step", "[positions]") {
    const auto examples = asset_positions("examples.txt");
    REQUIRE(examples == technique_examples());  // the engine's compiled-in copy is the file
    for (const TechniquePosition& p : examples) {
        const std::string line = format_technique_position(p);
        CAPTURE(line);
        if (p.killer) {  // a Killer board: the Killer solver's next step
            CHECK(needs_clues(p.technique));
            CHECK(!p.grid().is_broken());
            const auto step = next_step(p.grid());
            REQUIRE(step.has_value());
            CHECK(technique_list_name(step->technique) == technique_list_name(p.technique));
            CHECK(example_step(p).has_value());
            continue;
        }
        require_sound(p);
        const auto step = next_step(p.grid());
        REQUIRE(step.has_value());
        if (hidden_by_order(p.technique))  // Skyscraper: the next step is a finned X-Wing that is also one
            CHECK(step_is(p.grid(), *step, p.technique));
        else
            CHECK(technique_list_name(step->technique) == technique_list_name(p.technique));
        CHECK(example_step(p).has_value());          // the step the page shows
        CHECK(teaches_next(p.grid(), p.technique));  // and nothing harder afterward
    }
}

TEST_CASE("The library has an example for every technique of the classic table and of Killer", "[positions]") {
    std::set<Technique> with_example;
    for (const TechniquePosition& p : technique_examples()) with_example.insert(p.technique);
    for (const TechniqueInfo& info : technique_order()) {
        // A Clue Deduction is each clue's own step: its pages come with the clue kinds (issue #35;
        // the examples file holds classic and Killer boards only).
        if (info.technique == Technique::ClueDeduction) continue;
        CAPTURE(technique_list_name(info.technique));
        CHECK(with_example.count(info.technique) == 1);
        CHECK(technique_example(info.technique) != nullptr);
    }
    for (Technique t :
         {Technique::CageCombination, Technique::InnieOutie, Technique::CageLocked, Technique::InnieOutieSum}) {
        CAPTURE(technique_list_name(t));
        const TechniquePosition* example = technique_example(t);
        REQUIRE(example != nullptr);
        CHECK(example->killer != nullptr);
    }
}

TEST_CASE("Every curated practice puzzle needs its technique and nothing harder", "[positions][practice]") {
    const auto positions = asset_positions("practice.txt");
    REQUIRE(positions == curated_practice_positions());
    REQUIRE(!positions.empty());
    for (const TechniquePosition& p : positions) {
        const std::string line = format_technique_position(p);
        CAPTURE(line);
        CHECK(p.eliminations.empty());  // a puzzle: givens only
        require_sound(p);
        CHECK(practises_technique(p.digits, p.technique));
        if (!hidden_by_order(p.technique)) CHECK(practises(p.digits, p.technique));
    }
}

TEST_CASE("Practice of a curated technique is one of its puzzles, disguised, the same for a seed",
          "[positions][practice]") {
    for (const TechniquePosition& p : curated_practice_positions()) {
        if (&p != &*std::find_if(curated_practice_positions().begin(), curated_practice_positions().end(),
                                 [&](const TechniquePosition& q) { return q.technique == p.technique; }))
            continue;  // each technique once
        CAPTURE(technique_list_name(p.technique));
        for (std::uint64_t seed : {1u, 2u, 3u}) {
            GenerateOptions options;
            options.seed = seed;
            const auto made = practice_puzzle(p.technique, options);
            REQUIRE(made.has_value());
            CHECK(made->attempts == 0);
            CHECK(practises_technique(made->puzzle, p.technique));
            CHECK(solve(made->puzzle) == std::optional<Digits>(made->solution));
            const auto again = practice_puzzle(p.technique, options);
            REQUIRE(again.has_value());
            CHECK(again->puzzle == made->puzzle);
        }
        // Disguised: six seeds give (almost) six different puzzles, most of them none of the
        // curated ones as written (a technique has few curated puzzles).
        const std::vector<Digits> curated = curated_practice(p.technique);
        std::vector<Digits> seen;
        int verbatim = 0;
        for (std::uint64_t seed = 1; seed <= 6; ++seed) {
            GenerateOptions options;
            options.seed = seed;
            const auto made = practice_puzzle(p.technique, options);
            REQUIRE(made.has_value());
            if (std::find(seen.begin(), seen.end(), made->puzzle) == seen.end()) seen.push_back(made->puzzle);
            verbatim += std::find(curated.begin(), curated.end(), made->puzzle) != curated.end();
        }
        CHECK(seen.size() >= 5);
        CHECK(verbatim <= 2);
    }
}

TEST_CASE("Technique positions are read and written in one format, and bad lines are named", "[positions]") {
    const std::string digits = ".5..83.17...1..4..3.4..56.8....3...9.9.8245....6....7...9....5...729..861.36.72.4";
    SECTION("a line round-trips") {
        const std::string text = "# comment\n\nx-wing\t" + digits + "\tr1c1<>2 r9c9<>5\r\n";
        auto parsed = parse_technique_positions(text);
        REQUIRE(parsed.ok());
        REQUIRE(parsed.value().size() == 1);
        const TechniquePosition& p = parsed.value().front();
        CHECK(p.technique == Technique::XWing);
        CHECK(p.eliminations == std::vector<Candidate>{{0, 2}, {80, 5}});
        CHECK(format_technique_position(p) == "X-Wing\t" + digits + "\tr1c1<>2 r9c9<>5");
        CHECK(!p.grid().has(0, 2));
    }
    SECTION("errors name the line") {
        auto bad_name = parse_technique_positions("\nNo Such Wing\t" + digits);
        REQUIRE(!bad_name.ok());
        CHECK(bad_name.error().message == "line 2: 'No Such Wing' is not a technique's name");
        auto bad_digits = parse_technique_positions("X-Wing\t" + digits.substr(1));
        REQUIRE(!bad_digits.ok());
        CHECK_THAT(bad_digits.error().message, Catch::StartsWith("line 1: the digits: "));
        auto bad_elimination = parse_technique_positions("X-Wing\t" + digits + "\tr1c1=2");
        REQUIRE(!bad_elimination.ok());
        CHECK(bad_elimination.error().message == "line 1: 'r1c1=2' is not an elimination such as r4c6<>7");
        auto no_tab = parse_technique_positions("X-Wing " + digits);
        REQUIRE(!no_tab.ok());
        CHECK_THAT(no_tab.error().message, Catch::StartsWith("line 1: expected NAME<TAB>DIGITS"));
    }
}

TEST_CASE("The search finds a technique next on a path, with only the eliminations it needs", "[positions]") {
    // A Hard puzzle of the README (generate --level hard --seed 7): its path has a Finned X-Wing.
    const auto puzzle = parse_line("9..1...5...1..9..36...47.1.1...8...6..2...4..4...9...5.2.75...15..9..2...1...6..4");
    REQUIRE(puzzle.ok());
    const auto found = teaching_positions(TechniquePosition{Technique::FullHouse, puzzle.value().digits(), {}, nullptr},
                                          [](Technique t) { return t == Technique::FinnedXWing; });
    REQUIRE(!found.empty());
    const TechniquePosition trimmed = minimise_eliminations(found.front());
    CHECK(trimmed.eliminations.size() <= found.front().eliminations.size());
    CHECK(teaches_next(trimmed.grid(), Technique::FinnedXWing));
    CHECK(next_step(trimmed.grid())->technique == Technique::FinnedXWing);
    // Every elimination left is needed: bringing any one back loses the technique.
    for (std::size_t i = 0; i < trimmed.eliminations.size(); ++i) {
        TechniquePosition fewer = trimmed;
        fewer.eliminations.erase(fewer.eliminations.begin() + std::ptrdiff_t(i));
        CHECK(!teaches_next(fewer.grid(), Technique::FinnedXWing));
    }
}

TEST_CASE("Practice of a Skyscraper names it: a Finned X-Wing that is also one is shown as the Skyscraper",
          "[positions][practice][skyscraper]") {
    // The same score for the three (the rating does not change, only the name shown).
    CHECK(difficulty_of(Technique::Skyscraper).score == difficulty_of(Technique::FinnedXWing).score);
    CHECK(difficulty_of(Technique::TwoStringKite).score == difficulty_of(Technique::FinnedXWing).score);
    CHECK(difficulty_of(Technique::Skyscraper).level == difficulty_of(Technique::FinnedXWing).level);
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
        GenerateOptions options;
        options.seed = seed;
        const auto practice = practice_puzzle(Technique::Skyscraper, options);
        REQUIRE(practice);
        CAPTURE(seed, format_line(practice->puzzle));
        Candidates g = Candidates::from_digits(practice->puzzle);
        int skyscrapers = 0;
        for (int guard = 0; guard < 1000 && !g.is_solved(); ++guard) {
            const auto step = next_step(g);
            REQUIRE(step);
            CAPTURE(step->explanation);
            if (step->technique == Technique::Skyscraper) {
                ++skyscrapers;
                CHECK(step->explanation.starts_with("Skyscraper: "));
                CHECK(step->explanation.find("Finned") == std::string::npos);
            }
            // A Finned X-Wing left as such is no Skyscraper or Kite with the same effect.
            if (step->technique == Technique::FinnedXWing)
                for (Technique t : {Technique::Skyscraper, Technique::TwoStringKite})
                    for (const Step& other : find_all(t, g))
                        CHECK_FALSE((other.placements == step->placements && [&] {
                            auto a = other.eliminations, b = step->eliminations;
                            auto less = [](Candidate x, Candidate y) {
                                return std::pair(x.cell, x.digit) < std::pair(y.cell, y.digit);
                            };
                            std::sort(a.begin(), a.end(), less), std::sort(b.begin(), b.end(), less);
                            return a == b;
                        }()));
            g.apply(*step);
        }
        CHECK(g.is_solved());
        CHECK(skyscrapers > 0);  // the hints say the word the player practises
        // The rating reads the same path (its hardest step may now be named Skyscraper), scores unchanged.
        const Rating rating = rate(practice->puzzle);
        CHECK(rating.level == Level::Hard);
        CHECK(rating.score == rate_path(solve_logically(practice->puzzle)).score);
        CHECK(rating.technique_counts[int(Technique::Skyscraper)] > 0);
    }
}
