// The Killer solver and counter are exact on every board the parser accepts: Killer puzzles cut
// from known valid grids, with cages of every size from 1 to n cells (single-cell cages mixed
// with larger ones, some cells in no cage), solved and counted against a plain backtracker, and
// every answer checked by a rule checker written here, not by the engine's own.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdlib>
#include <string>
#include <vector>

#include "engine/constraints/shape.hpp"
#include "engine/generate/generator.hpp"
#include "engine/model/random.hpp"
#include "engine/solve/exact.hpp"
#include "engine/solve/reference.hpp"

using namespace sudoku;

namespace {

// Whether `grid` is full, keeps `puzzle`'s givens, holds each symbol once in every house and cage,
// and makes every cage's sum: read from the shape's house and cage lists alone.
bool obeys_killer_rules(const Shape& shape, const ShapeDigits& puzzle, const ShapeDigits& grid) {
    const int n = shape.side();
    if (int(grid.size()) != shape.cell_count()) return false;
    for (int cell = 0; cell < shape.cell_count(); ++cell) {
        if (grid[std::size_t(cell)] < 1 || grid[std::size_t(cell)] > n) return false;
        if (puzzle[std::size_t(cell)] && puzzle[std::size_t(cell)] != grid[std::size_t(cell)]) return false;
    }
    for (int house = 0; house < shape.house_count(); ++house) {
        std::vector<bool> seen(std::size_t(n) + 1);
        for (int cell : shape.house_cells(house)) {
            if (seen[grid[std::size_t(cell)]]) return false;
            seen[grid[std::size_t(cell)]] = true;
        }
    }
    for (const Cage& cage : shape.cages()) {
        std::vector<bool> seen(std::size_t(n) + 1);
        int total = 0;
        for (int cell : cage.cells) {
            if (seen[grid[std::size_t(cell)]]) return false;
            seen[grid[std::size_t(cell)]] = true;
            total += grid[std::size_t(cell)];
        }
        if (total != cage.sum) return false;
    }
    return true;
}

// Cages cut from `grid`: each cell not yet in a cage starts one (or, one time in 20, stays in no
// cage) whose size is 1 with probability `single_percent`, otherwise drawn from 2..max_size; it
// grows through random orthogonal neighbours whose symbols it does not hold yet.
std::vector<Cage> cut_cages(const Shape& plain, const ShapeDigits& grid, Random& random, int single_percent,
                            int max_size) {
    const int n = plain.side();
    std::vector<int> order(std::size_t(plain.cell_count()));
    for (int cell = 0; cell < plain.cell_count(); ++cell) order[std::size_t(cell)] = cell;
    random.shuffle(std::span<int>(order));
    std::vector<bool> used(order.size());
    std::vector<Cage> cages;
    for (int start : order) {
        if (used[std::size_t(start)]) continue;
        used[std::size_t(start)] = true;
        if (random.below(20) == 0) continue;  // a cell in no cage
        const int size =
            int(random.below(100)) < single_percent ? 1 : 2 + int(random.below(std::uint32_t(max_size - 1)));
        std::vector<int> cells = {start};
        DigitMask held = DigitMask(1u << (grid[std::size_t(start)] - 1));
        while (int(cells.size()) < size) {
            std::vector<int> frontier;
            for (int cell : cells) {
                const int r = cell / n, c = cell % n;
                const int next[4][2] = {{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}};
                for (const auto& rc : next) {
                    if (rc[0] < 0 || rc[0] >= n || rc[1] < 0 || rc[1] >= n) continue;
                    const int to = rc[0] * n + rc[1];
                    if (used[std::size_t(to)] || (held & (1u << (grid[std::size_t(to)] - 1)))) continue;
                    frontier.push_back(to);
                }
            }
            if (frontier.empty()) break;
            const int to = frontier[random.below(std::uint32_t(frontier.size()))];
            used[std::size_t(to)] = true;
            held = DigitMask(held | (1u << (grid[std::size_t(to)] - 1)));
            cells.push_back(to);
        }
        Cage cage;
        for (int cell : cells) {
            cage.cells.push_back(std::uint8_t(cell));
            cage.sum += grid[std::size_t(cell)];
        }
        std::sort(cage.cells.begin(), cage.cells.end());
        cages.push_back(cage);
    }
    return cages;
}

struct Tally {
    int boards = 0, unique = 0, several = 0;
};

// One shape: `boards` Killer puzzles cut from random grids, blank and with givens revealed.
// Boards above 9x9 (built through the engine's API: the readers refuse them) are counted blank
// only on the layouts of mostly single cells: with larger cages a blank one can take minutes.
void check_shape(const std::string& params, int boards, int reveal_percent, Tally& tally) {
    const auto plain_params = parse_shape_params(params).value();
    auto killer_params = plain_params;
    killer_params.killer = true;
    for (int seed = 1; seed <= boards; ++seed) {
        Random random(std::uint64_t(seed) * 7919 + std::uint64_t(params.size()));
        std::vector<std::uint8_t> regions;
        if (plain_params.jigsaw_side) regions = random_jigsaw_regions(plain_params.jigsaw_side, random);
        auto plain = Shape::from_params(plain_params, regions).value();
        const int n = plain->side();
        const ShapeDigits blank(std::size_t(plain->cell_count()), 0);
        const auto grid = random_solution(*plain, blank, random);
        if (!grid) continue;  // some jigsaw regions admit no grid
        // Three kinds of layout in turn: mostly single cells with a few cages of 2..n; cages of
        // 2..n alone; an even mix.
        const int single_percent = seed % 3 == 0 ? 85 : seed % 3 == 1 ? 0 : 40;
        const int max_size = seed % 2 ? n : std::min(n, 5);
        const auto cages = cut_cages(*plain, *grid, random, single_percent, max_size);
        auto made = Shape::from_params(killer_params, regions, cages);
        INFO(params << "k seed " << seed << (made.ok() ? "" : " " + made.error().message));
        REQUIRE(made.ok());
        const Shape& shape = *made.value();

        // Blank: the grid it was cut from is a solution, so there is one; the one found obeys the rules.
        if (n <= kMaxKillerSide || single_percent >= 85) {
            ShapeDigits found;
            REQUIRE(count_solutions(shape, blank, 1, &found) == 1);
            CHECK(obeys_killer_rules(shape, blank, found));
            const auto solved = solve(shape, blank);
            REQUIRE(solved.has_value());
            CHECK(obeys_killer_rules(shape, blank, *solved));
        }

        // With some of the grid's cells given, counted up to 2 against the plain backtracker.
        ShapeDigits puzzle = blank;
        for (int cell = 0; cell < shape.cell_count(); ++cell)
            if (int(random.below(100)) < reveal_percent) puzzle[std::size_t(cell)] = (*grid)[std::size_t(cell)];
        ShapeDigits fast_first;
        const int fast = count_solutions(shape, puzzle, 2, &fast_first);
        const int slow = reference::count_solutions(shape, puzzle, 2);
        INFO("givens " << std::count_if(puzzle.begin(), puzzle.end(), [](auto d) { return d != 0; }));
        REQUIRE(fast == slow);
        REQUIRE(fast >= 1);
        CHECK(obeys_killer_rules(shape, puzzle, fast_first));
        if (fast == 1) CHECK(fast_first == *grid);
        ++tally.boards;
        tally.unique += fast == 1;
        tally.several += fast == 2;
    }
}

}  // namespace

TEST_CASE("Killer boards cut from valid grids are solved and counted exactly on every shape", "[killer][exact]") {
    // Boards per shape and the share of cells given for the reference count (it backtracks plainly,
    // so the larger boards get more givens to stay quick).
    struct Case {
        const char* params;
        int boards;
        int reveal_percent;
    };
    const Case cases[] = {
        {"2x2", 40, 0},  {"2x2x", 20, 0},  {"2x3", 40, 0},   {"3x2", 20, 0}, {"2x4", 20, 10},
        {"3x3", 30, 35}, {"3x3x", 20, 35}, {"3x3w", 20, 35}, {"9j", 20, 35}, {"3x4", 30, 50},
        {"4x3", 15, 50}, {"4x4", 30, 60},  {"4x4x", 10, 60},
    };
    // SUDOKU_KILLER_EXACT_SCALE=N runs N times as many boards per shape (a longer run by hand).
    const char* scale_text = std::getenv("SUDOKU_KILLER_EXACT_SCALE");
    const int scale = scale_text ? std::max(1, std::atoi(scale_text)) : 1;
    Tally tally;
    for (const Case& c : cases) {
        const Tally before = tally;
        check_shape(c.params, c.boards * scale, c.reveal_percent, tally);
        if (scale > 1)
            WARN(c.params << "k: " << tally.boards - before.boards << " boards, " << tally.unique - before.unique
                          << " unique, " << tally.several - before.several << " with several solutions");
    }
    CHECK(tally.boards > 250);
    CHECK(tally.unique > 50);
    CHECK(tally.several > 20);
}

TEST_CASE("Killer boards above 9x9 are refused by every reader and the generator, with a sentence", "[killer][exact]") {
    const std::string why =
        "Killer boards go up to 9x9, as in Solo; on a 12x12 board the solver cannot prove a "
        "Killer unique in good time";
    CHECK(parse_shape_params("3x4k").error().message == "'3x4k': " + why);
    CHECK(parse_shape_params("4x4k").error().message.find("Killer boards go up to 9x9") != std::string::npos);
    CHECK(parse_shape_params("12jk").error().message.find("Killer boards go up to 9x9") != std::string::npos);
    CHECK(parse_shape_params("3x3k").ok());
    CHECK(parse_shape_params("9jk").ok());
    CHECK(parse_shape_params("3x4").ok());
    ShapeGenerateOptions options;
    options.params = parse_shape_params("3x4").value();
    options.params.killer = true;
    CHECK(generate_shape(options).error().message == "cannot generate a 12x12 Killer: Killer boards go up to 9x9");
}

TEST_CASE("Three open cells of a Killer cage or a house's innies may add up to more than 32", "[killer][exact]") {
    // The engine stays exact on larger Killer boards built through its API (the readers refuse
    // them): a 12x12 of single-cell cages but three 2-cell cages, whose column 5's and column 6's
    // innies are three cells each, adding up on this grid to more than twice the largest symbol.
    // (The case an adversarial run found: count said 0.)
    auto plain = Shape::from_params(parse_shape_params("3x4").value()).value();
    Random random(11);
    const ShapeDigits blank(144, 0);
    ShapeDigits grid = random_solution(*plain, blank, random).value();
    // Swap symbols so that r8c5, r10c5 and r11c5 hold 12, 11 and 10: a relabelling keeps it valid.
    const int want[3] = {12, 11, 10};
    const int cells[3] = {7 * 12 + 4, 9 * 12 + 4, 10 * 12 + 4};
    for (int i = 0; i < 3; ++i) {
        const int from = grid[std::size_t(cells[i])], to = want[i];
        for (auto& d : grid) d = std::uint8_t(d == from ? to : d == to ? from : d);
    }
    std::vector<Cage> cages;
    std::vector<bool> paired(144);
    for (int cell : cells) {
        cages.push_back(
            {{std::uint8_t(cell), std::uint8_t(cell + 1)}, grid[std::size_t(cell)] + grid[std::size_t(cell) + 1]});
        paired[std::size_t(cell)] = paired[std::size_t(cell) + 1] = true;
    }
    for (int cell = 0; cell < 144; ++cell)
        if (!paired[std::size_t(cell)]) cages.push_back({{std::uint8_t(cell)}, grid[std::size_t(cell)]});
    auto params = parse_shape_params("3x4").value();
    params.killer = true;
    auto shape = Shape::from_params(params, {}, cages).value();
    ShapeDigits first;
    CHECK(count_solutions(*shape, blank, 2, &first) == reference::count_solutions(*shape, blank, 2));
    CHECK(count_solutions(*shape, blank, 1) == 1);
    CHECK(obeys_killer_rules(*shape, blank, first));
}

TEST_CASE("A Killer cage of seven to nine open cells keeps every solution", "[killer][exact]") {
    // One cage on a blank 9x9 (the exact-matching path takes at most six open cells; larger cages
    // go the combination path): counted against the plain backtracker, up to 2.
    auto plain = Shape::classic();
    for (int size = 7; size <= 9; ++size) {
        for (int sum : {min_cage_sum(size), min_cage_sum(size) + 2, 30, max_cage_sum(size, 9) - 1}) {
            if (sum < min_cage_sum(size) || sum > max_cage_sum(size, 9)) continue;
            // A snake through rows 1 and 2: r1c1..r1c5, then r2c5, r2c4...
            Cage cage;
            const int path[9] = {0, 1, 2, 3, 4, 13, 12, 11, 10};
            for (int i = 0; i < size; ++i) cage.cells.push_back(std::uint8_t(path[i]));
            std::sort(cage.cells.begin(), cage.cells.end());
            cage.sum = sum;
            auto made = Shape::from_params(parse_shape_params("3x3k").value(), {}, {cage});
            if (!made.ok()) continue;  // a sum no set of different symbols makes
            const ShapeDigits blank(81, 0);
            ShapeDigits first;
            INFO("cage of " << size << " cells, sum " << sum);
            const int fast = count_solutions(*made.value(), blank, 2, &first);
            CHECK(fast == reference::count_solutions(*made.value(), blank, 2));
            CHECK(fast == 2);
            CHECK(obeys_killer_rules(*made.value(), blank, first));
        }
    }
}

namespace {

// Grows a cage of exactly `size` cells from `start` through orthogonal neighbours not in `used`
// whose symbols in `grid` it does not hold yet; empty when it gets stuck first.
std::vector<int> grow_cage(const ShapeDigits& grid, int n, int start, int size, const std::vector<bool>& used,
                           Random& random) {
    std::vector<int> cells = {start};
    std::vector<bool> taken = used;
    taken[std::size_t(start)] = true;
    DigitMask held = DigitMask(1u << (grid[std::size_t(start)] - 1));
    while (int(cells.size()) < size) {
        std::vector<int> frontier;
        for (int cell : cells) {
            const int r = cell / n, c = cell % n;
            const int next[4][2] = {{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}};
            for (const auto& rc : next) {
                if (rc[0] < 0 || rc[0] >= n || rc[1] < 0 || rc[1] >= n) continue;
                const int to = rc[0] * n + rc[1];
                if (taken[std::size_t(to)] || (held & (1u << (grid[std::size_t(to)] - 1)))) continue;
                frontier.push_back(to);
            }
        }
        if (frontier.empty()) return {};
        const int to = frontier[random.below(std::uint32_t(frontier.size()))];
        taken[std::size_t(to)] = true;
        held = DigitMask(held | (1u << (grid[std::size_t(to)] - 1)));
        cells.push_back(to);
    }
    return cells;
}

}  // namespace

TEST_CASE("Killer puzzles with a cage of 7, 8 and 9 cells count the same in the exact solver and the reference",
          "[killer][exact][oracle]") {
    // A 9x9 Killer cut from a valid grid: one cage each of 9, 8 and 7 cells, the other cells in
    // cages of 1 to 4 or in none; with 20 to 50% of the grid's cells given (the plain backtracker
    // needs that many to stay quick), as cut and with one given changed (often no solution),
    // counted up to 3 by count_solutions and the plain backtracker alike.
    auto plain = Shape::classic();
    auto killer_params = parse_shape_params("3x3").value();
    killer_params.killer = true;
    const ShapeDigits blank(81, 0);
    int boards = 0, none = 0, unique = 0, several = 0;
    for (int seed = 1; seed <= 60; ++seed) {
        Random random(std::uint64_t(seed) * 104729);
        const auto grid = random_solution(*plain, blank, random);
        REQUIRE(grid);
        std::vector<bool> used(81);
        std::vector<Cage> cages;
        auto add = [&](const std::vector<int>& cells) {
            Cage cage;
            for (int cell : cells) {
                used[std::size_t(cell)] = true;
                cage.cells.push_back(std::uint8_t(cell));
                cage.sum += (*grid)[std::size_t(cell)];
            }
            std::sort(cage.cells.begin(), cage.cells.end());
            cages.push_back(cage);
        };
        for (int size : {9, 8, 7}) {
            std::vector<int> cells;
            for (int attempt = 0; attempt < 200 && cells.empty(); ++attempt) {
                const int start = int(random.below(81));
                if (!used[std::size_t(start)]) cells = grow_cage(*grid, 9, start, size, used, random);
            }
            REQUIRE(int(cells.size()) == size);
            add(cells);
        }
        for (int cell = 0; cell < 81; ++cell) {
            if (used[std::size_t(cell)] || random.below(6) == 0) continue;  // some cells in no cage
            std::vector<int> cells;
            for (int size = 1 + int(random.below(4)); cells.empty(); --size)
                cells = grow_cage(*grid, 9, cell, size, used, random);
            add(cells);
        }
        auto made = Shape::from_params(killer_params, {}, cages);
        INFO("seed " << seed << (made.ok() ? "" : " " + made.error().message));
        REQUIRE(made.ok());
        const Shape& shape = *made.value();
        int sizes = 0;
        for (const Cage& cage : shape.cages()) sizes |= cage.cells.size() >= 7 ? 1 << (cage.cells.size() - 7) : 0;
        REQUIRE(sizes == 7);

        for (int reveal : {20, 30, 40, 50}) {
            ShapeDigits puzzle = blank;
            for (int cell = 0; cell < 81; ++cell)
                if (int(random.below(100)) < reveal) puzzle[std::size_t(cell)] = (*grid)[std::size_t(cell)];
            for (bool changed : {false, true}) {
                if (changed && reveal < 30) continue;
                if (changed) {  // one given another symbol, breaking no house
                    for (int tries = 0; tries < 100; ++tries) {
                        const int cell = int(random.below(81));
                        if (!puzzle[std::size_t(cell)]) continue;
                        const auto other = std::uint8_t(1 + random.below(9));
                        bool clash = other == puzzle[std::size_t(cell)];
                        for (int peer : plain->peers(cell)) clash = clash || puzzle[std::size_t(peer)] == other;
                        if (clash) continue;
                        puzzle[std::size_t(cell)] = other;
                        break;
                    }
                }
                INFO("reveal " << reveal << (changed ? ", one given changed" : ""));
                ShapeDigits fast_first, slow_first;
                const int fast = count_solutions(shape, puzzle, 3, &fast_first);
                const int slow = reference::count_solutions(shape, puzzle, 3, &slow_first);
                REQUIRE(fast == slow);
                if (fast >= 1) {
                    CHECK(obeys_killer_rules(shape, puzzle, fast_first));
                    CHECK(obeys_killer_rules(shape, puzzle, slow_first));
                }
                if (!changed) CHECK(fast >= 1);
                ++boards;
                none += fast == 0;
                unique += fast == 1;
                several += fast >= 2;
            }
        }
    }
    CHECK(boards == 60 * 7);
    CHECK(none > 100);  // 176, 156 and 88 when written
    CHECK(unique > 100);
    CHECK(several > 50);
}
