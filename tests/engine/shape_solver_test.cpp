// Tests for the exact solver over every shape (engine/solve/exact.hpp), held to the plain
// reference backtracker (engine/solve/reference.hpp), and for the shape generator.
//
// tests/data/shapes/solo_ids.txt holds game IDs printed by Simon Tatham's Solo
// (`sgt-solo --generate 5 PARAMS`); solo_decoded.txt is the same puzzles decoded once by a
// throwaway script (PARAMS, then the grid as n*n symbols with '.' for blanks, then for a jigsaw
// the region of each cell as a base-36 digit): parsing Solo's IDs is engine/formats' job.
#include <catch2/catch.hpp>

#include <algorithm>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "engine/constraints/rules.hpp"
#include "engine/constraints/shape.hpp"
#include "engine/formats/solo_id.hpp"
#include "engine/generate/generator.hpp"
#include "engine/logic/logical_solver.hpp"
#include "engine/model/random.hpp"
#include "engine/solve/exact.hpp"
#include "engine/solve/reference.hpp"

#ifndef SUDOKU_TEST_DATA_DIR
#error "SUDOKU_TEST_DATA_DIR must be defined as the absolute path of tests/data"
#endif

using namespace sudoku;

namespace {

std::shared_ptr<const Shape> shape_of(const std::string& params, std::vector<std::uint8_t> regions = {}) {
    auto p = parse_shape_params(params);
    REQUIRE(p.ok());
    auto s = Shape::from_params(p.value(), std::move(regions));
    INFO(params << ": " << (s.ok() ? "" : s.error().message));
    REQUIRE(s.ok());
    return s.value();
}

// A shape of these parameters with one of its complete grids; a jigsaw gets seeded random regions
// (the first seed from `seed` on whose regions a grid exists).
struct Sample {
    std::shared_ptr<const Shape> shape;
    ShapeDigits solution;
};

Sample board_of(const std::string& params, std::uint64_t seed) {
    const auto p = parse_shape_params(params).value();
    for (;; ++seed) {
        Random random(seed);
        auto shape = p.jigsaw_side ? shape_of(params, random_jigsaw_regions(p.jigsaw_side, random)) : shape_of(params);
        const ShapeDigits empty(std::size_t(shape->cell_count()), 0);
        auto grid = random_solution(*shape, empty, random);
        if (!grid) continue;
        REQUIRE(is_solution_of(*shape, empty, *grid));
        return {shape, *grid};
    }
}

// Removes random givens while the fast solver still finds one solution.
ShapeDigits dig_unique(const Shape& shape, const ShapeDigits& solution, Random& random) {
    std::vector<int> order(solution.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = int(i);
    random.shuffle(std::span(order));
    ShapeDigits puzzle = solution;
    for (int cell : order) {
        puzzle[std::size_t(cell)] = 0;
        if (count_solutions(shape, puzzle, 2) != 1) puzzle[std::size_t(cell)] = solution[std::size_t(cell)];
    }
    return puzzle;
}

// The fast solver and the reference agree on the count (up to `limit`), and every solution found
// solves the puzzle.
void agree(const Shape& shape, const ShapeDigits& puzzle, int limit) {
    ShapeDigits fast_first, ref_first;
    const int fast = count_solutions(shape, puzzle, limit, &fast_first);
    const int ref = reference::count_solutions(shape, puzzle, limit, &ref_first);
    REQUIRE(fast == ref);
    const auto solved = solve(shape, puzzle);
    REQUIRE(solved.has_value() == (fast > 0));
    if (fast > 0) {
        CHECK(is_solution_of(shape, puzzle, fast_first));
        CHECK(is_solution_of(shape, puzzle, ref_first));
        CHECK(is_solution_of(shape, puzzle, *solved));
    }
    if (fast == 1) CHECK(fast_first == ref_first);
}

const char* const kKinds[] = {"2x2", "2x3", "3x2", "2x4", "3x3", "3x3x", "3x3w", "2x5",  "3x4",
                              "4x3", "3x5", "4x4", "4j",  "5j",  "6j",   "7j",   "8j",   "9j",
                              "4jx", "5jx", "6jx", "7jx", "8jx", "9jx",  "2x2x", "2x3x", "4x4x"};

/// The shape generator's puzzle for a shape, level and seed, its other options left as they are.
Result<GeneratedShapePuzzle> generate_at(const char* params, Level level, std::uint64_t seed) {
    ShapeGenerateOptions options;
    options.params = parse_shape_params(params).value();
    options.level = level;
    options.seed = seed;
    return generate_shape(options);
}

/// A generated puzzle rates exactly `level` and has one solution.
void check_rates_exactly(const GeneratedShapePuzzle& g, Level level) {
    const Rating rating = rate(*g.shape, g.puzzle);
    CHECK(rating.valid);
    CHECK(rating.level == level);
    CHECK(count_solutions(*g.shape, g.puzzle, 2) == 1);
}

}  // namespace

TEST_CASE("The shape solver agrees with the reference on every shape", "[shape-solver]") {
    for (const char* kind : kKinds) {
        INFO("shape " << kind);
        const Sample board = board_of(kind, 1);
        const Shape& shape = *board.shape;
        const int cells = shape.cell_count();
        const bool big = shape.side() >= 12;
        // The plain reference is slow on sparse big boards and on sparse jigsaws.
        const bool dense = big || shape.is_jigsaw();
        Random random(7);

        // Unique puzzles. Where the reference is too slow for sparse puzzles it gets denser ones:
        // three in four dug cells given back.
        const ShapeDigits unique = dig_unique(shape, board.solution, random);
        ShapeDigits base = unique;
        if (dense) {
            ShapeDigits first;
            CHECK(count_solutions(shape, unique, 2, &first) == 1);
            CHECK(first == board.solution);
            int blank = 0;
            for (int cell = 0; cell < cells; ++cell)
                if (!base[std::size_t(cell)] && blank++ % 4 != 0)
                    base[std::size_t(cell)] = board.solution[std::size_t(cell)];
        }
        CHECK(reference::count_solutions(shape, base, 2) == 1);
        agree(shape, base, 2);

        // Multiple solutions: fewer givens, counted up to a limit.
        for (int trial = 0; trial < 6; ++trial) {
            ShapeDigits puzzle = base;
            int removed = 0;
            for (int cell = int(random.below(std::uint32_t(cells))); removed < 1 + trial / 2; cell = (cell + 1) % cells)
                if (puzzle[std::size_t(cell)]) puzzle[std::size_t(cell)] = 0, ++removed;
            agree(shape, puzzle, big ? 3 : 20);
        }
        // A board with boxes and one given row has many solutions (a small jigsaw X may have few, and
        // the reference takes long to prove it).
        if (!big && !shape.is_jigsaw() && !shape.has_diagonals()) {
            ShapeDigits sparse(std::size_t(cells), 0);
            for (int cell = 0; cell < shape.side(); ++cell)
                sparse[std::size_t(cell)] = board.solution[std::size_t(cell)];
            CHECK(count_solutions(shape, sparse, 5) == 5);
            agree(shape, sparse, 5);
        }

        // No solution, although no two givens clash: one given changed to a symbol its peers lack
        // (from the sparser unique puzzle too, when every given of the dense one is its cell's
        // only possible symbol, as on some small jigsaws).
        int impossible = 0, tries = 0;
        for (int at = 0; at < 2 * cells && impossible < 3 && tries < 40; ++at) {
            const ShapeDigits& from = at < cells ? base : unique;
            const int cell = at % cells;
            if (!from[std::size_t(cell)]) continue;
            ShapeDigits puzzle = from;
            puzzle[std::size_t(cell)] = 0;
            const DigitMask free = candidates_of(shape, puzzle, cell);
            for (int symbol = 1; symbol <= shape.side(); ++symbol) {
                if (!(free & (1u << (symbol - 1))) || symbol == from[std::size_t(cell)]) continue;
                puzzle[std::size_t(cell)] = std::uint8_t(symbol);
                ++tries;
                const int ref = reference::count_solutions(shape, puzzle, 1);
                CHECK(count_solutions(shape, puzzle, 1) == ref);
                if (ref == 0) {
                    CHECK_FALSE(solve(shape, puzzle).has_value());
                    ++impossible;
                }
            }
        }
        CHECK(impossible > 0);

        // Givens that break a rule: a symbol copied to another cell of each kind of house.
        for (int house = 0; house < shape.house_count(); ++house) {
            const auto cells_of = shape.house_cells(house);
            ShapeDigits puzzle = base;
            puzzle[cells_of[0]] = board.solution[cells_of[0]];
            puzzle[cells_of[1]] = board.solution[cells_of[0]];
            INFO(shape.house_name(house));
            CHECK(count_solutions(shape, puzzle, 2) == 0);
            CHECK(reference::count_solutions(shape, puzzle, 2) == 0);
            CHECK_FALSE(solve(shape, puzzle).has_value());
        }
    }
}

TEST_CASE("The shape solver refuses puzzles outside its preconditions", "[shape-solver]") {
    for (const char* kind : {"2x3", "3x3", "9j"}) {
        INFO(kind);
        const Sample board = board_of(kind, 3);
        const Shape& shape = *board.shape;
        ShapeDigits longer = board.solution;
        longer.push_back(0);
        CHECK(count_solutions(shape, longer, 2) == 0);
        CHECK(reference::count_solutions(shape, longer, 2) == 0);
        ShapeDigits shorter(board.solution.begin(), board.solution.end() - 1);
        CHECK_FALSE(solve(shape, shorter).has_value());
        ShapeDigits too_big(board.solution.size(), 0);
        too_big[5] = std::uint8_t(shape.side() + 1);
        CHECK(count_solutions(shape, too_big, 2) == 0);
        CHECK(reference::count_solutions(shape, too_big, 2) == 0);
        CHECK(count_solutions(shape, board.solution, 2) == 1);  // a full grid is its own solution
    }
}

TEST_CASE("The watched shape count is the plain count until the watch stops it", "[shape-solver]") {
    for (const char* kind : {"3x3", "3x3x", "2x4"}) {
        INFO(kind);
        const auto shape = shape_of(kind);
        const ShapeDigits empty(std::size_t(shape->cell_count()), 0);
        ShapeDigits plain_first, watched_first;
        const int plain = count_solutions(*shape, empty, 50, &plain_first);
        bool stopped = true;
        int calls = 0;
        const int watched = count_solutions_watched(
            *shape, empty, 50, [&](int) { return ++calls, true; }, &stopped, &watched_first);
        CHECK(plain == 50);
        CHECK(watched == plain);
        CHECK(watched_first == plain_first);
        CHECK_FALSE(stopped);
        // A count too big to finish: the watch is asked, says stop, and a lower bound comes back.
        calls = 0;
        const int partial = count_solutions_watched(
            *shape, empty, 1 << 30, [&](int) { return ++calls < 2; }, &stopped);
        CHECK(stopped);
        CHECK(calls == 2);
        CHECK(partial > 0);
    }
}

TEST_CASE("Solo's own puzzles have exactly one solution under every rule", "[shape-solver]") {
    std::ifstream ids(std::string(SUDOKU_TEST_DATA_DIR) + "/shapes/solo_ids.txt");
    std::ifstream decoded(std::string(SUDOKU_TEST_DATA_DIR) + "/shapes/solo_decoded.txt");
    REQUIRE(ids.good());
    REQUIRE(decoded.good());
    std::string id_line, line;
    int puzzles = 0, transposed_fail = 0, transposed_tried = 0;
    while (std::getline(decoded, line)) {
        REQUIRE(std::getline(ids, id_line));
        std::istringstream fields(line);
        std::string params, grid, region_text;
        fields >> params >> grid >> region_text;
        INFO(id_line);
        REQUIRE(id_line.substr(0, id_line.find(':')) == params);
        std::vector<std::uint8_t> regions;
        for (char c : region_text) regions.push_back(std::uint8_t(c <= '9' ? c - '0' : c - 'a' + 10));
        const auto shape = shape_of(params, regions);
        REQUIRE(int(grid.size()) == shape->cell_count());
        ShapeDigits puzzle;
        for (char c : grid) puzzle.push_back(std::uint8_t(c == '.' ? 0 : parse_symbol_char(c)));
        CHECK(find_breaks(*shape, puzzle).empty());
        ShapeDigits fast, ref;
        CHECK(count_solutions(*shape, puzzle, 2, &fast) == 1);
        if (shape->side() <= 9) {  // the plain reference takes seconds on Solo's 16x16 ones
            CHECK(reference::count_solutions(*shape, puzzle, 2, &ref) == 1);
            CHECK(fast == ref);
        }
        CHECK(is_solution_of(*shape, puzzle, fast));
        ++puzzles;
        // Solo's "AxB" boxes are A rows high and B wide: read the other way round, the givens of
        // its non-square puzzles clash or stop having one solution.
        const auto p = parse_shape_params(params).value();
        if (!p.jigsaw_side && p.box_rows != p.box_cols) {
            ShapeParams swapped = p;
            std::swap(swapped.box_rows, swapped.box_cols);
            const auto other = Shape::from_params(swapped).value();
            ++transposed_tried;
            if (count_solutions(*other, puzzle, 2) != 1) ++transposed_fail;
        }
    }
    CHECK(puzzles == 40);
    CHECK(transposed_tried == 10);
    CHECK(transposed_fail == transposed_tried);
}

TEST_CASE("Random jigsaw regions are n connected regions of n cells, the same for the same seed", "[shape-generator]") {
    for (int n = kMinSide; n <= kMaxSide; ++n) {
        INFO("side " << n);
        Random a(n), b(n), c(n + 100);
        const auto regions = random_jigsaw_regions(n, a);
        CHECK(regions == random_jigsaw_regions(n, b));
        CHECK(regions != random_jigsaw_regions(n, c));
        ShapeSpec spec;
        spec.box_rows = spec.box_cols = 0;
        spec.jigsaw_side = n;
        spec.regions = regions;
        const auto shape = Shape::make(spec);
        INFO((shape.ok() ? "" : shape.error().message));
        CHECK(shape.ok());
    }
}

TEST_CASE("Generated shape puzzles are unique, reproducible and symmetric", "[shape-generator]") {
    for (const char* kind :
         {"2x2", "2x3", "3x2", "2x4", "3x3", "3x3x", "3x3w", "2x5", "3x4", "6j", "9j", "9jx", "5j"}) {
        INFO(kind);
        for (Symmetry symmetry : {Symmetry::Rotate180, Symmetry::Mirror, Symmetry::None}) {
            ShapeGenerateOptions options;
            options.params = parse_shape_params(kind).value();
            options.level = Level::Easy;
            options.symmetry = symmetry;
            options.seed = 42;
            const auto made = generate_shape(options);
            INFO((made.ok() ? "" : made.error().message));
            REQUIRE(made.ok());
            const auto& g = made.value();
            const Shape& shape = *g.shape;
            CHECK(shape.params() == options.params);
            CHECK(g.level == Level::Easy);
            CHECK(count_solutions(shape, g.puzzle, 2) == 1);
            CHECK(is_solution_of(shape, g.puzzle, g.solution));
            CHECK(g.puzzle != g.solution);
            for (int cell = 0; cell < shape.cell_count(); ++cell)
                for (int other : symmetry_orbit(cell, symmetry, shape.side()))
                    CHECK((g.puzzle[std::size_t(cell)] != 0) == (g.puzzle[std::size_t(other)] != 0));
            const auto again = generate_shape(options).value();
            CHECK(again.puzzle == g.puzzle);
            CHECK(*again.shape == shape);
            options.seed = 43;
            CHECK(generate_shape(options).value().puzzle != g.puzzle);
        }
    }
}

TEST_CASE("Minimal shape puzzles lose uniqueness with any given removed", "[shape-generator]") {
    ShapeGenerateOptions options;
    options.params = parse_shape_params("2x3").value();
    options.level = Level::Easy;
    options.minimal = true;
    options.seed = 5;
    const auto g = generate_shape(options).value();
    ShapeDigits p = g.puzzle;
    for (std::size_t cell = 0; cell < p.size(); ++cell) {
        if (!p[cell]) continue;
        const auto keep = p[cell];
        p[cell] = 0;
        CHECK(count_solutions(*g.shape, p, 2) == 2);
        p[cell] = keep;
    }
}

TEST_CASE("The shape generator says when it cannot make a puzzle", "[shape-generator]") {
    ShapeGenerateOptions options;
    options.params = parse_shape_params("2x2").value();
    options.level = Level::Extreme;
    const auto none = generate_shape(options);
    REQUIRE_FALSE(none.ok());
    CHECK(none.error().message.find("2x2") != std::string::npos);
    CHECK(none.error().message.find("Extreme") != std::string::npos);
}

TEST_CASE("Singles alone fill exactly the puzzles the shape rater calls Easy", "[shape-solver]") {
    for (const char* params : {"2x3", "3x3x", "3x3w", "9j", "3x4"}) {
        INFO(params);
        for (Level level : {Level::Easy, Level::Hard}) {
            for (std::uint64_t seed = 1; seed <= 4; ++seed) {
                auto made = generate_at(params, level, seed);
                if (!made) continue;  // 6x6 may not reach a level
                const auto& g = made.value();
                const Rating rating = rate(*g.shape, g.puzzle);
                CHECK(solves_by_singles(*g.shape, g.puzzle) == (rating.level == Level::Easy));
                CHECK(solves_by_singles(*g.shape, g.puzzle) == (level == Level::Easy));
            }
        }
    }
    // A board with too few givens for a unique solution is not filled by singles.
    auto six = Shape::from_params(parse_shape_params("2x3").value()).value();
    ShapeDigits sparse(36, 0);
    sparse[0] = 1;
    CHECK_FALSE(solves_by_singles(*six, sparse));
    // Nor is one whose givens break a rule.
    sparse[1] = 1;
    CHECK_FALSE(solves_by_singles(*six, sparse));
}

TEST_CASE("Digging's uniqueness test on every shape says what counting to two says", "[shape][solver]") {
    int unique = 0, broken = 0;
    for (const char* params : {"2x2", "2x3", "3x3", "3x3x", "3x3w", "3x4", "9j", "6jx"}) {
        for (std::uint64_t seed = 1; seed <= 4; ++seed) {
            const Sample board = board_of(params, seed * 7);
            const Shape& shape = *board.shape;
            ShapeDigits puzzle = board.solution;
            const int cells = shape.cell_count();
            for (int start = 0; start < cells; ++start) {
                const int cell = int((std::uint64_t(start) * 37 + seed) % std::uint64_t(cells));  // scattered
                if (!puzzle[std::size_t(cell)]) continue;
                const auto orbit = symmetry_orbit(cell, Symmetry::Rotate180, shape.side());
                for (int c : orbit) puzzle[std::size_t(c)] = 0;
                const bool other = has_other_solution(shape, puzzle, board.solution, orbit);
                CAPTURE(params, seed, cell);
                REQUIRE(other == (count_solutions(shape, puzzle, 2) != 1));
                if (other) {
                    ++broken;
                    for (int c : orbit) puzzle[std::size_t(c)] = board.solution[std::size_t(c)];
                } else {
                    ++unique;
                }
            }
        }
    }
    CHECK(unique > 300);
    CHECK(broken > 100);
}

TEST_CASE("Singles from the givens place the dug cells exactly when the logical singles do", "[shape][solver]") {
    int back = 0, not_back = 0;
    for (const char* params : {"2x2", "2x3", "3x3x", "3x3w", "3x4", "4x4", "9j", "6jx"}) {
        const Sample board = board_of(params, 11);
        const Shape& shape = *board.shape;
        ShapeDigits puzzle = board.solution;
        const int cells = shape.cell_count();
        for (int start = 0; start < cells; ++start) {
            const int cell = int((std::uint64_t(start) * 37 + 5) % std::uint64_t(cells));  // scattered
            if (!puzzle[std::size_t(cell)]) continue;
            const auto orbit = symmetry_orbit(cell, Symmetry::Rotate180, shape.side());
            for (int c : orbit) puzzle[std::size_t(c)] = 0;
            // The reference: the logical solver's singles (Easy is singles only on these boards),
            // one step at a time until none applies.
            Candidates grid = Candidates::from_digits(shape, puzzle);
            while (const auto step = next_step(grid, Level::Easy)) grid.apply(*step);
            const bool all_back = std::all_of(orbit.begin(), orbit.end(), [&](int c) { return !grid.is_empty(c); });
            ShapeDigits closure;
            CAPTURE(params, cell);
            REQUIRE(singles_place(shape, puzzle, orbit, &closure) == all_back);
            if (all_back) {
                ++back;
            } else {
                ++not_back;
                CHECK(closure == grid.digit_vector());
                // Kept only while singles still fill the grid, so later orbits are tested on
                // puzzles of every density.
                for (int c : orbit) puzzle[std::size_t(c)] = board.solution[std::size_t(c)];
            }
        }
    }
    CHECK(back > 200);
    CHECK(not_back > 100);
}

TEST_CASE("Generated Hard and Expert 9x9 shape puzzles rate their level and stay the same for a seed",
          "[shape-generator]") {
    // The dig takes shortcuts a rating does not (paths that meet a state met before stop there,
    // refusals by unavoidable sets, finders looking only where something changed): seed after
    // seed the puzzle must be unique, rate exactly the level asked for, and be the one recorded
    // (tests/data/shapes/generated_pinned.txt: a shortcut that got a level wrong changes some).
    std::ifstream in(std::string(SUDOKU_TEST_DATA_DIR) + "/shapes/generated_pinned.txt");
    REQUIRE(in);
    std::vector<std::string> pinned;
    for (std::string line; std::getline(in, line);)
        if (!line.empty() && line[0] != '#') pinned.push_back(line);
    REQUIRE(pinned.size() == 72);
    std::size_t next = 0;
    for (const char* params : {"3x3x", "3x3w", "9j"}) {
        for (Level level : {Level::Hard, Level::Expert}) {
            for (std::uint64_t seed = 1; seed <= 12; ++seed) {
                const auto made = generate_at(params, level, seed);
                REQUIRE(made.ok());
                const auto& g = made.value();
                CAPTURE(params, int(level), seed);
                check_rates_exactly(g, level);
                CHECK(formats::format_solo_id(*g.shape, g.puzzle) == pinned[next++]);
            }
        }
    }
}

TEST_CASE("Generated shape puzzles rate exactly the level asked for", "[shape-generator]") {
    int made_count = 0;
    for (const char* params : {"2x3", "3x3x", "3x3w", "3x4", "6j", "9j"}) {
        for (Level level : {Level::Easy, Level::Medium, Level::Hard, Level::Expert}) {
            for (std::uint64_t seed = 1; seed <= 2; ++seed) {
                const auto made = generate_at(params, level, seed);
                if (!made) continue;  // 6x6 boxes reach neither Medium nor Expert
                ++made_count;
                const auto& g = made.value();
                CAPTURE(params, int(level), seed);
                check_rates_exactly(g, level);
            }
        }
    }
    CHECK(made_count >= 40);
}

TEST_CASE("The X rule holds on the anti-diagonal as on the main diagonal, on every X board", "[shape][solver]") {
    // The same symbol at the two ends of a diagonal: the cells share no row, column or box, so
    // only the diagonal forbids it. Cells computed here, not asked of the shape.
    for (const char* params : {"2x2x", "2x3x", "3x2x", "3x3x", "3x4x", "4x4x"}) {
        auto shape = Shape::from_params(parse_shape_params(params).value()).value();
        const int n = shape->side();
        for (bool anti : {false, true}) {
            ShapeDigits puzzle(std::size_t(n * n), 0);
            const int top = anti ? n - 1 : 0, bottom = anti ? (n - 1) * n : n * n - 1;
            puzzle[std::size_t(top)] = puzzle[std::size_t(bottom)] = 1;
            INFO(params << (anti ? " anti-diagonal" : " main diagonal"));
            CHECK(count_solutions(*shape, puzzle, 1) == 0);
            const auto breaks = find_breaks(*shape, puzzle);
            REQUIRE(breaks.size() == 1);
            CHECK(breaks[0].describe(*shape).find(anti ? "on the anti-diagonal" : "on the main diagonal") !=
                  std::string::npos);
            // The same two cells on a board without X: allowed.
            auto plain = parse_shape_params(params).value();
            plain.diagonals = false;
            CHECK(count_solutions(*Shape::from_params(plain).value(), puzzle, 1) == 1);
        }
    }
}
