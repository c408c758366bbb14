#include <catch2/catch.hpp>

#include <set>

#include "engine/constraints/rules.hpp"
#include "engine/constraints/shape.hpp"
#include "engine/generate/classic.hpp"
#include "engine/model/notation.hpp"
#include "engine/model/random.hpp"
#include "engine/solve/band.hpp"

using namespace sudoku;

TEST_CASE("The random generator follows xoshiro256** seeded by SplitMix64", "[generator][random]") {
    // Values of the published algorithms for seed 42 (checked against an independent
    // transcription of the reference C code). Any change here changes every generated puzzle.
    Random r(42);
    CHECK(r.next() == 1546998764402558742ull);
    CHECK(r.next() == 6990951692964543102ull);
    CHECK(r.next() == 12544586762248559009ull);
    Random q(42);
    std::vector<std::uint32_t> drawn;
    for (int i = 0; i < 5; ++i) drawn.push_back(q.below(81));
    CHECK(drawn == std::vector<std::uint32_t>{6, 30, 55, 74, 80});
}

TEST_CASE("Bounded draws stay in range and cover it evenly", "[generator][random]") {
    Random r(1);
    std::array<int, 9> counts{};
    for (int i = 0; i < 90000; ++i) {
        auto v = r.below(9);
        REQUIRE(v < 9);
        ++counts[v];
    }
    for (int c : counts) CHECK((c > 9400 && c < 10600));  // 10000 expected; 6 sigma is about 570
    CHECK(r.below(1) == 0);
}

TEST_CASE("Random solutions are valid complete grids and differ by seed", "[generator]") {
    Random a(5), b(5), c(6);
    Digits ga = random_solution(a), gb = random_solution(b), gc = random_solution(c);
    CHECK(ga == gb);
    CHECK(ga != gc);
    for (const auto& g : {ga, gc}) {
        CHECK(std::count(g.begin(), g.end(), 0) == 0);
        CHECK(find_breaks(*Shape::classic(), ShapeDigits(g.begin(), g.end())).empty());
    }
}

TEST_CASE("Symmetry orbits have the expected shapes", "[generator]") {
    CHECK(symmetry_orbit(0, Symmetry::None) == std::vector<int>{0});
    CHECK(symmetry_orbit(0, Symmetry::Rotate180) == std::vector<int>{0, 80});
    CHECK(symmetry_orbit(40, Symmetry::Rotate180) == std::vector<int>{40});
    CHECK(symmetry_orbit(0, Symmetry::Rotate90) == std::vector<int>{0, 8, 72, 80});
    CHECK(symmetry_orbit(1, Symmetry::Mirror) == std::vector<int>{1, 7});
    CHECK(symmetry_orbit(4, Symmetry::Mirror) == std::vector<int>{4});
    CHECK(symmetry_orbit(1, Symmetry::Diagonal) == std::vector<int>{1, 9});
    CHECK(symmetry_orbit(10, Symmetry::Diagonal) == std::vector<int>{10});
    for (int i = 0; i < kSymmetryCount; ++i) CHECK(parse_symmetry(symmetry_name(Symmetry(i))) == Symmetry(i));
    CHECK_FALSE(parse_symmetry("sideways").has_value());
}

namespace {

void check_generated(const GeneratedPuzzle& g, const GenerateOptions& options) {
    CAPTURE(format_line(g.puzzle), int(options.level), int(options.symmetry), options.seed);
    // A unique solution, which is the one reported, and the givens agree with it.
    Digits solution{};
    REQUIRE(count_solutions(g.puzzle, 2, &solution) == 1);
    CHECK(solution == g.solution);
    for (int cell = 0; cell < kCells; ++cell)
        if (g.puzzle[cell]) CHECK(g.puzzle[cell] == g.solution[cell]);
    // The requested level, as the rater sees it afresh.
    Rating r = rate(g.puzzle);
    CHECK(r.valid);
    CHECK(r.level == options.level);
    CHECK(g.rating.level == options.level);
    // The givens keep the symmetry.
    for (int cell = 0; cell < kCells; ++cell)
        for (int image : symmetry_orbit(cell, options.symmetry)) CHECK((g.puzzle[cell] != 0) == (g.puzzle[image] != 0));
}

}  // namespace

TEST_CASE("Generated puzzles are unique at the requested level and keep their symmetry", "[generator]") {
    auto level = GENERATE(Level::Easy, Level::Medium, Level::Hard, Level::Expert);
    auto symmetry =
        GENERATE(Symmetry::None, Symmetry::Rotate180, Symmetry::Rotate90, Symmetry::Mirror, Symmetry::Diagonal);
    GenerateOptions options{level, symmetry, false, 11};
    check_generated(generate(options), options);
}

TEST_CASE("An Extreme puzzle can be generated", "[generator]") {
    GenerateOptions options{Level::Extreme, Symmetry::Rotate180, false, 3};
    auto g = generate(options);
    check_generated(g, options);
    CHECK(g.rating.score >= 8.0);
}

TEST_CASE("The same seed gives the same puzzle and other seeds other puzzles", "[generator]") {
    GenerateOptions options{Level::Medium, Symmetry::Rotate180, false, 99};
    auto first = generate(options);
    auto again = generate(options);
    CHECK(first.puzzle == again.puzzle);
    std::set<std::string> seen{format_line(first.puzzle)};
    for (std::uint64_t seed = 100; seed < 105; ++seed) {
        options.seed = seed;
        seen.insert(format_line(generate(options).puzzle));
    }
    CHECK(seen.size() == 6);
}

TEST_CASE("Minimal puzzles lose uniqueness when any given is removed", "[generator]") {
    auto symmetry = GENERATE(Symmetry::None, Symmetry::Rotate180);
    GenerateOptions options{Level::Easy, symmetry, true, 21};
    auto g = generate(options);
    check_generated(g, options);
    Digits p = g.puzzle;
    for (int cell = 0; cell < kCells; ++cell) {
        if (!p[cell]) continue;
        auto keep = p[cell];
        p[cell] = 0;
        CHECK(count_solutions(p, 2) == 2);
        p[cell] = keep;
    }
}

TEST_CASE("Easy puzzles keep more givens than the harder levels need", "[generator]") {
    // The clue floor shapes Easy puzzles toward comfortable play: at least 30 givens.
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
        auto g = generate({Level::Easy, Symmetry::Rotate180, false, seed});
        CHECK(std::count_if(g.puzzle.begin(), g.puzzle.end(), [](auto d) { return d != 0; }) >= 30);
    }
}

TEST_CASE("Daily seeds depend on the date and the level only", "[generator]") {
    CHECK(daily_seed(2026, 11, 22, Level::Hard) == daily_seed(2026, 11, 22, Level::Hard));
    CHECK(daily_seed(2026, 11, 22, Level::Hard) != daily_seed(2026, 11, 23, Level::Hard));
    CHECK(daily_seed(2026, 11, 22, Level::Hard) != daily_seed(2026, 11, 22, Level::Easy));
}
