// Tests for the fast solver (engine/solve/band.hpp) and the reference backtracker it is checked against
// (engine/solve/reference.hpp on Shape::classic()).
//
// Data files live in tests/data/solver (SUDOKU_TEST_DATA_DIR is the absolute path of tests/data):
//  * tdoku_test_puzzles: tdoku's own fixture, puzzles with 0, 1 and up to 847 solutions.
//  * sample_puzzles.txt: ~2,500 puzzles sampled from the public benchmark sets (17-clue, top1465,
//    forum hardest, serg's multi-solution set), annotated by the reference solver.
// Both use the format puzzle:count:solution (solution only when count is 1).
#include <catch2/catch.hpp>

#include <algorithm>
#include <fstream>
#include <optional>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "engine/constraints/rules.hpp"
#include "engine/constraints/shape.hpp"
#include "engine/generate/classic.hpp"
#include "engine/solve/band.hpp"
#include "engine/solve/reference.hpp"

#ifndef SUDOKU_TEST_DATA_DIR
#error "SUDOKU_TEST_DATA_DIR must be defined as the absolute path of tests/data"
#endif

namespace {

using sudoku::Digits;

Digits parse_grid(const std::string& text) {
    REQUIRE(text.size() >= 81);
    Digits d{};
    for (std::size_t i = 0; i < 81; ++i) {
        char c = text[i];
        d[i] = (c >= '1' && c <= '9') ? std::uint8_t(c - '0') : std::uint8_t(0);
    }
    return d;
}

std::string to_string(const Digits& d) {
    std::string s;
    for (auto v : d) s += v ? char('0' + v) : '.';
    return s;
}

struct Case {
    Digits puzzle{};
    int count = 0;
    std::optional<Digits> solution;  // present when count == 1
    std::string section;             // the "# section:" comment the case appears under
};

std::vector<Case> load_cases(const std::string& name) {
    std::ifstream in(std::string(SUDOKU_TEST_DATA_DIR) + "/solver/" + name);
    REQUIRE(in.good());
    std::vector<Case> cases;
    std::string line, section;
    while (std::getline(in, line)) {
        if (line.empty()) continue;
        if (line[0] == '#') {
            if (line.rfind("# section: ", 0) == 0) section = line.substr(11);
            continue;
        }
        auto colon1 = line.find(':');
        auto colon2 = line.find(':', colon1 + 1);  // absent when there is no solution part
        REQUIRE(colon1 == 81);
        Case c;
        c.puzzle = parse_grid(line);
        c.count = std::stoi(line.substr(colon1 + 1, colon2 == std::string::npos ? colon2 : colon2 - colon1 - 1));
        if (c.count == 1) {
            REQUIRE(colon2 != std::string::npos);
            c.solution = parse_grid(line.substr(colon2 + 1));
        }
        c.section = section;
        cases.push_back(c);
    }
    return cases;
}

// Whether `grid` is a complete grid that follows the rules and keeps every given of `puzzle`.
bool is_solution_of(const Digits& puzzle, const Digits& grid) {
    return sudoku::is_solution_of(*sudoku::Shape::classic(), sudoku::ShapeDigits(puzzle.begin(), puzzle.end()),
                                  sudoku::ShapeDigits(grid.begin(), grid.end()));
}

// The reference backtracker (engine/solve/reference.hpp) on the classic board.
int reference_count(const Digits& puzzle, int limit, Digits* first = nullptr) {
    sudoku::ShapeDigits found;
    const int count = sudoku::reference::count_solutions(
        *sudoku::Shape::classic(), sudoku::ShapeDigits(puzzle.begin(), puzzle.end()), limit, &found);
    if (count > 0 && first) std::copy(found.begin(), found.end(), first->begin());
    return count;
}

const char* const kSolvedGrid = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

}  // namespace

TEST_CASE("The fast solver gives the exact solution counts of the tdoku test puzzles", "[solver]") {
    auto cases = load_cases("tdoku_test_puzzles");
    REQUIRE(cases.size() == 43);
    for (const Case& c : cases) {
        INFO("puzzle " << to_string(c.puzzle) << " expected count " << c.count);
        Digits first{};
        // A limit above the known count makes the count exact.
        CHECK(sudoku::count_solutions(c.puzzle, c.count + 1, &first) == c.count);
        auto solved = sudoku::solve(c.puzzle);
        CHECK(solved.has_value() == (c.count > 0));
        if (c.count > 0) {
            CHECK(is_solution_of(c.puzzle, first));
            REQUIRE(solved);
            CHECK(is_solution_of(c.puzzle, *solved));
        }
        if (c.count == 1) {
            CHECK(first == *c.solution);
            CHECK(*solved == *c.solution);
        }
    }
}

namespace {

// The fast solver and the reference backtracker: the same count up to `limit` (the expected one
// when known), a valid first solution from each, and the same one when it is the only one.
void check_against_reference(const Digits& puzzle, int limit, int expected = -1) {
    INFO("puzzle " << to_string(puzzle) << " limit " << limit);
    Digits fast_first{}, ref_first{};
    const int fast = sudoku::count_solutions(puzzle, limit, &fast_first);
    const int ref = reference_count(puzzle, limit, &ref_first);
    REQUIRE(fast == ref);
    if (expected >= 0) REQUIRE(ref == expected);
    if (ref > 0) {
        REQUIRE(is_solution_of(puzzle, fast_first));
        REQUIRE(is_solution_of(puzzle, ref_first));
    }
    if (ref == 1 && limit > 1) REQUIRE(fast_first == ref_first);  // the one solution
}

}  // namespace

TEST_CASE("The fast solver and the reference backtracker agree on puzzles with none, one and many solutions",
          "[solver][oracle]") {
    // The tdoku puzzles, counted exactly (up to 847 solutions); the unique ones to their known solution.
    for (const Case& c : load_cases("tdoku_test_puzzles")) {
        check_against_reference(c.puzzle, c.count + 1, c.count);
        Digits first{};
        if (c.count == 1 && reference_count(c.puzzle, 2, &first) == 1) CHECK(first == *c.solution);
    }
    // The benchmark sample: every multi-solution puzzle and a stride of the unique ones, with a
    // limit of 2, and again with a limit of 1 (the count stops at the first solution).
    int unique_seen = 0;
    for (const Case& c : load_cases("sample_puzzles.txt")) {
        if (c.count == 1 && unique_seen++ % 50 != 0) continue;
        check_against_reference(c.puzzle, 2, std::min(c.count, 2));
        check_against_reference(c.puzzle, 1, 1);
    }
    // Givens that clash in a row, a column and a box, a clash-free dead end, the empty grid, a
    // full grid and a full grid with two cells swapped.
    const Digits solved = parse_grid(kSolvedGrid);
    std::vector<std::pair<Digits, int>> made;
    for (auto [a, b] : {std::pair{sudoku::cell_at(4, 0), sudoku::cell_at(4, 8)},
                        std::pair{sudoku::cell_at(0, 3), sudoku::cell_at(8, 3)},
                        std::pair{sudoku::cell_at(6, 6), sudoku::cell_at(8, 8)}}) {
        Digits p{};
        p[a] = p[b] = 7;
        made.push_back({p, 0});
    }
    Digits dead_end{};
    for (int c = 0; c < 8; ++c) dead_end[sudoku::cell_at(0, c)] = std::uint8_t(c + 1);
    dead_end[sudoku::cell_at(5, 8)] = 9;
    made.push_back({dead_end, 0});
    made.push_back({Digits{}, 50});
    made.push_back({solved, 1});
    Digits swapped = solved;
    std::swap(swapped[0], swapped[1]);
    made.push_back({swapped, 0});
    for (const auto& [puzzle, count] : made) check_against_reference(puzzle, 50, count);
}

TEST_CASE("The fast solver matches the annotated sample of benchmark puzzles", "[solver]") {
    auto cases = load_cases("sample_puzzles.txt");
    REQUIRE(cases.size() > 2000);
    int multi = 0;
    for (const Case& c : cases) {
        INFO("puzzle " << to_string(c.puzzle) << " expected count " << c.count);
        Digits first{};
        if (c.count == 1) {
            REQUIRE(sudoku::count_solutions(c.puzzle, 2, &first) == 1);
            REQUIRE(is_solution_of(c.puzzle, first));
            REQUIRE(first == *c.solution);
            auto solved = sudoku::solve(c.puzzle);
            REQUIRE(solved);
            REQUIRE(*solved == *c.solution);
            continue;
        }
        // Multi-solution puzzles have up to ~1,500 solutions: count every fourth one exactly (a
        // limit above the known count), and check that lower limits stop the count on all.
        if (multi++ % 4 == 0) REQUIRE(sudoku::count_solutions(c.puzzle, c.count + 1) == c.count);
        REQUIRE(sudoku::count_solutions(c.puzzle, 2, &first) == 2);
        REQUIRE(is_solution_of(c.puzzle, first));
        auto solved = sudoku::solve(c.puzzle);
        REQUIRE(solved);
        REQUIRE(is_solution_of(c.puzzle, *solved));
    }
    CHECK(multi > 500);
}

TEST_CASE("The fast solver agrees with the reference solver on sampled puzzles", "[solver]") {
    // The reference backtracker needs tens of milliseconds on some 17-clue puzzles (far more under
    // sanitizers). So it sees every multi-solution puzzle, a stride of the unique puzzles as they
    // are, and every unique puzzle with 12 more of its solution's cells given, which keeps the
    // backtracker fast while still giving the fast solver a distinct puzzle to solve.
    auto cases = load_cases("sample_puzzles.txt");
    int compared = 0;
    int unique_seen = 0;
    auto compare = [&](const Digits& puzzle) {
        INFO("puzzle " << to_string(puzzle));
        Digits fast{}, ref{};
        int n_fast = sudoku::count_solutions(puzzle, 2, &fast);
        int n_ref = reference_count(puzzle, 2, &ref);
        REQUIRE(n_fast == n_ref);
        REQUIRE(n_fast >= 1);
        REQUIRE(is_solution_of(puzzle, fast));
        REQUIRE(is_solution_of(puzzle, ref));
        if (n_fast == 1) REQUIRE(fast == ref);
        ++compared;
    };
    for (const Case& c : cases) {
        if (c.count != 1) {
            compare(c.puzzle);
            continue;
        }
        const bool is_17_clue = c.section.rfind("puzzles2_17_clue", 0) == 0;
        if (unique_seen++ % (is_17_clue ? 410 : 50) == 0) compare(c.puzzle);
        Digits more = c.puzzle;
        int added = 0;
        for (int k = 0; k < sudoku::kCells && added < 12; ++k) {
            int cell = (k * 37 + unique_seen) % sudoku::kCells;  // a scattered, puzzle-dependent order
            if (more[cell] == 0) {
                more[cell] = (*c.solution)[cell];
                ++added;
            }
        }
        compare(more);
    }
    CHECK(compared > 2500);
}

TEST_CASE("Givens that repeat a digit in a house have no solution", "[solver]") {
    Digits empty{};
    SECTION("same row") {
        Digits p = empty;
        p[sudoku::cell_at(4, 0)] = 7;
        p[sudoku::cell_at(4, 8)] = 7;
        CHECK(sudoku::count_solutions(p, 2) == 0);
        CHECK_FALSE(sudoku::solve(p));
        CHECK(reference_count(p, 2) == 0);
    }
    SECTION("same column") {
        Digits p = empty;
        p[sudoku::cell_at(0, 3)] = 1;
        p[sudoku::cell_at(8, 3)] = 1;
        CHECK(sudoku::count_solutions(p, 2) == 0);
        CHECK_FALSE(sudoku::solve(p));
        CHECK(reference_count(p, 2) == 0);
    }
    SECTION("same box") {
        Digits p = empty;
        p[sudoku::cell_at(6, 6)] = 9;
        p[sudoku::cell_at(8, 8)] = 9;
        CHECK(sudoku::count_solutions(p, 2) == 0);
        CHECK_FALSE(sudoku::solve(p));
        CHECK(reference_count(p, 2) == 0);
    }
    SECTION("a full grid with two cells swapped") {
        Digits p = parse_grid(kSolvedGrid);
        std::swap(p[0], p[1]);
        CHECK(sudoku::count_solutions(p, 2) == 0);
        CHECK_FALSE(sudoku::solve(p));
    }
}

TEST_CASE("Givens without a direct clash can still leave no solution", "[solver]") {
    // Row 0 holds 1..8 in its first eight cells and a 9 sits in column 8 below: the last cell of
    // row 0 has no candidate although no house repeats a digit.
    Digits p{};
    for (int c = 0; c < 8; ++c) p[sudoku::cell_at(0, c)] = std::uint8_t(c + 1);
    p[sudoku::cell_at(5, 8)] = 9;
    CHECK(sudoku::count_solutions(p, 2) == 0);
    CHECK_FALSE(sudoku::solve(p));
    CHECK(reference_count(p, 2) == 0);
}

TEST_CASE("The empty grid has many solutions", "[solver]") {
    Digits empty{};
    sudoku::SearchStats stats;
    Digits first{};
    CHECK(sudoku::count_solutions(empty, 2, &first, &stats) == 2);
    CHECK(is_solution_of(empty, first));
    CHECK(sudoku::count_solutions(empty, 1) == 1);
    CHECK(sudoku::count_solutions(empty, 50) == 50);
    auto solved = sudoku::solve(empty);
    REQUIRE(solved);
    CHECK(is_solution_of(empty, *solved));
    CHECK(reference_count(empty, 2) == 2);
}

TEST_CASE("A grid with only one row given is counted without a long search", "[solver]") {
    // Branching on configurations alone takes hundreds of thousands of nodes here (its choices
    // clash only at the level of cells); the search must give up on it and branch on cells.
    Digits puzzle{};
    const char* row = "214936587";
    for (int i = 0; i < 9; ++i) puzzle[std::size_t(i)] = std::uint8_t(row[i] - '0');
    sudoku::SearchStats stats;
    Digits first{};
    CHECK(sudoku::count_solutions(puzzle, 5, &first, &stats) == 5);
    CHECK(is_solution_of(puzzle, first));
    CHECK(stats.nodes < 20000);
    auto solved = sudoku::solve(puzzle);
    REQUIRE(solved);
    CHECK(*solved == first);
}

TEST_CASE("A full valid grid has exactly one solution which is itself", "[solver]") {
    Digits grid = parse_grid(kSolvedGrid);
    REQUIRE(is_solution_of(grid, grid));
    Digits first{};
    CHECK(sudoku::count_solutions(grid, 2, &first) == 1);
    CHECK(first == grid);
    CHECK(sudoku::solve(grid) == grid);
    CHECK(reference_count(grid, 2) == 1);

    // Emptying one cell, or a whole box, keeps the solution unique.
    Digits one_hole = grid;
    one_hole[40] = 0;
    CHECK(sudoku::solve(one_hole) == grid);
    CHECK(sudoku::count_solutions(one_hole, 2) == 1);
    Digits box_hole = grid;
    for (int cell : sudoku::house_cells(sudoku::box_house(4))) box_hole[cell] = 0;
    CHECK(sudoku::count_solutions(box_hole, 2, &first) == 1);
    CHECK(first == grid);
}

TEST_CASE("Search statistics accumulate across calls", "[solver]") {
    // A hard puzzle (forum hardest list) that needs guessing.
    Digits hard = parse_grid("........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3");
    sudoku::SearchStats stats;
    REQUIRE(sudoku::solve(hard, &stats));
    CHECK(stats.guesses > 0);
    CHECK(stats.nodes > stats.guesses);
    sudoku::SearchStats once = stats;
    REQUIRE(sudoku::count_solutions(hard, 2, nullptr, &stats) == 1);
    CHECK(stats.guesses > once.guesses);
    CHECK(stats.nodes > once.nodes);

    // A full grid needs no guess and a single propagation.
    sudoku::SearchStats easy;
    REQUIRE(sudoku::solve(parse_grid(kSolvedGrid), &easy));
    CHECK(easy.guesses == 0);
    CHECK(easy.nodes == 1);
}

TEST_CASE("Branching on configurations keeps the search small on the sampled puzzles", "[solver]") {
    // The search's size is the solver's speed on hard puzzles: what propagation finds and what
    // the branch chooses (the band or stack with the fewest configurations left) decide it. On
    // the sample's 1,719 puzzles with one solution, solve() took 28.04 guesses per puzzle when
    // this test was written, about as many as tdoku; a wrong count of configurations, or weaker
    // propagation, gives correct answers after a far larger search.
    sudoku::SearchStats stats;
    int n = 0;
    for (const Case& c : load_cases("sample_puzzles.txt")) {
        if (c.count != 1) continue;
        ++n;
        REQUIRE(sudoku::solve(c.puzzle, &stats) == c.solution);
    }
    REQUIRE(n == 1719);
    const double per_puzzle = double(stats.guesses) / n;
    INFO("guesses per puzzle " << per_puzzle << ", nodes per puzzle " << double(stats.nodes) / n);
    CHECK(per_puzzle < 31.0);
}

TEST_CASE("A watched count is the same search and stops when its watch says so", "[solver]") {
    // The empty grid with a high limit: a long search, so the watch is called many times.
    Digits empty{};
    sudoku::SearchStats plain_stats, watched_stats;
    Digits plain_first{}, watched_first{};
    int calls = 0, last = 0;
    bool stopped = true;
    const int plain = sudoku::count_solutions(empty, 200000, &plain_first, &plain_stats);
    const int watched = sudoku::count_solutions_watched(
        empty, 200000,
        [&](int so_far) {
            ++calls;
            CHECK(so_far >= last);
            last = so_far;
            return true;
        },
        &stopped, &watched_first, &watched_stats);
    CHECK(plain == 200000);
    CHECK(watched == plain);
    CHECK_FALSE(stopped);
    CHECK(watched_first == plain_first);
    CHECK(watched_stats.nodes == plain_stats.nodes);
    CHECK(calls == int(watched_stats.nodes / sudoku::kCountWatchNodes));
    CHECK(calls > 2);

    // Told to stop at its third call, it stops there with the count so far.
    calls = 0;
    sudoku::SearchStats stopped_stats;
    const int partial = sudoku::count_solutions_watched(
        empty, 200000, [&](int) { return ++calls < 3; }, &stopped, nullptr, &stopped_stats);
    CHECK(stopped);
    CHECK(calls == 3);
    CHECK(partial > 0);
    CHECK(partial < 200000);
    CHECK(stopped_stats.nodes == 3 * sudoku::kCountWatchNodes);
}

TEST_CASE("The solver gives the same answers when run from several threads at once", "[solver]") {
    auto cases = load_cases("sample_puzzles.txt");
    std::vector<int> mismatches(2, 0);
    std::vector<std::thread> threads;
    for (int t = 0; t < 2; ++t) {
        threads.emplace_back([&, t] {
            for (std::size_t i = std::size_t(t); i < cases.size(); i += 5) {
                Digits first{};
                int n = sudoku::count_solutions(cases[i].puzzle, 2, &first);
                if (n != std::min(cases[i].count, 2) || !is_solution_of(cases[i].puzzle, first)) ++mismatches[t];
            }
        });
    }
    for (auto& th : threads) th.join();
    CHECK(mismatches[0] == 0);
    CHECK(mismatches[1] == 0);
}

TEST_CASE("Digging's uniqueness test says what counting to two says", "[solver][generator]") {
    // Every step of a dig, on both symmetries: empty an orbit of a puzzle known to be unique, and
    // ask both questions. Removals that break uniqueness are put back, as the generator does.
    int unique = 0, broken = 0;
    for (auto symmetry : {sudoku::Symmetry::Rotate180, sudoku::Symmetry::None}) {
        for (std::uint64_t seed = 1; seed <= 40; ++seed) {
            sudoku::Random random(seed);
            const Digits solution = sudoku::random_solution(random);
            Digits puzzle = solution;
            for (int start = 0; start < sudoku::kCells; ++start) {
                const int cell = int((std::uint64_t(start) * 37 + seed) % sudoku::kCells);  // a scattered order
                if (!puzzle[cell]) continue;
                const auto orbit = sudoku::symmetry_orbit(cell, symmetry);
                for (int c : orbit) puzzle[c] = 0;
                const bool other = sudoku::has_other_solution(puzzle, solution, orbit);
                CAPTURE(seed, to_string(puzzle));
                REQUIRE(other == (sudoku::count_solutions(puzzle, 2) != 1));
                if (other) {
                    ++broken;
                    for (int c : orbit) puzzle[c] = solution[c];
                } else {
                    ++unique;
                }
            }
        }
    }
    CHECK(unique > 1000);
    CHECK(broken > 500);
}

TEST_CASE("A puzzle with many solutions has one that differs from any of them", "[solver][generator]") {
    for (const Case& c : load_cases("sample_puzzles.txt")) {
        if (c.count < 2) continue;
        Digits first{};
        REQUIRE(sudoku::count_solutions(c.puzzle, 1, &first) == 1);
        std::vector<int> empty;
        for (int cell = 0; cell < sudoku::kCells; ++cell)
            if (!c.puzzle[cell]) empty.push_back(cell);
        CAPTURE(to_string(c.puzzle));
        CHECK(sudoku::has_other_solution(c.puzzle, first, empty));
    }
    // And a unique puzzle has none.
    const Digits solved = parse_grid(kSolvedGrid);
    Digits one_blank = solved;
    one_blank[40] = 0;
    const int cells[] = {40};
    CHECK_FALSE(sudoku::has_other_solution(one_blank, solved, cells));
}
