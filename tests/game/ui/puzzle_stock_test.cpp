// Puzzles made ahead of time (game/ui/puzzle_stock.hpp, issue #33): a seedless new game takes a
// ready puzzle of its shape and level (unique, made by its seed), the stock is kept in the save
// folder across sessions, an unreadable stock file is set aside untouched and never stops the
// game, and a game with a seed asked for never comes from the stock.
#include <catch2/catch.hpp>

#include <filesystem>

#include "engine/formats/solo_id.hpp"
#include "engine/generate/classic.hpp"
#include "engine/logic/logical_solver.hpp"
#include "engine/solve/exact.hpp"
#include "game/core/game.hpp"
#include "game/ui/app.hpp"
#include "game/ui/puzzle_stock.hpp"
#include "saves/atomic_file.hpp"
#include "saves/puzzle_stock_file.hpp"
#include "tests/game/ui/headless_support.hpp"

using namespace sudoku;
using namespace sudoku::ui;
using sudoku::test::TempDir;

namespace {

ShapeParams params_of(const char* text) {
    return parse_shape_params(text).value();
}

constexpr int kWaitMs = 60000;

// Fast shapes and levels: a 6x6 Easy, a classic Medium and a Killer Easy.
std::vector<std::pair<ShapeParams, Level>> fast_keys() {
    return {{params_of("2x3"), Level::Easy}, {ShapeParams{}, Level::Medium}, {params_of("3x3k"), Level::Easy}};
}

// A stock of one puzzle per key, filled and stopped (so that nothing changes under the test).
void fill(PuzzleStock& stock) {
    stock.start();
    REQUIRE(stock.wait_idle(kWaitMs));
    stock.stop();
}

std::vector<std::filesystem::path> set_aside_in(const std::filesystem::path& dir) {
    std::vector<std::filesystem::path> out;
    for (const auto& e : std::filesystem::directory_iterator(dir))
        if (saves::is_set_aside_name(e.path().filename().string())) out.push_back(e.path());
    return out;
}

}  // namespace

TEST_CASE("The stock hands out a unique puzzle of the shape and level that its seed makes again", "[ui][stock]") {
    TempDir dir;
    PuzzleStock stock(dir.path / "puzzle-stock.json", fast_keys(), 1);
    fill(stock);
    for (const auto& [params, level] : fast_keys()) {
        CAPTURE(shape_params_name(params), std::string(level_name(level)));
        REQUIRE(stock.ready(params, level) == 1);
        auto taken = stock.take(params, level);
        REQUIRE(taken);
        CHECK(stock.ready(params, level) == 0);
        CHECK_FALSE(stock.take(params, level));  // none left: the caller makes one
        const GeneratedShapePuzzle& g = taken->made;
        CHECK(g.shape->params() == params);
        CHECK(count_solutions(*g.shape, g.puzzle, 2) == 1);
        const Rating rating = rate(*g.shape, g.puzzle);
        CHECK(rating.valid);
        CHECK(rating.level == level);
        CHECK(taken->score.has_value() == g.shape->is_classic());
        // The seed shown with the game makes the same puzzle again.
        auto again = generate_shape({params, level, Symmetry::Rotate180, false, taken->seed});
        REQUIRE(again);
        CHECK(again.value().puzzle == g.puzzle);
        if (params.killer) CHECK(again.value().shape->cages() == g.shape->cages());
    }
}

TEST_CASE("The stock is kept in its file and read back in the next session", "[ui][stock]") {
    TempDir dir;
    const auto file = dir.path / "puzzle-stock.json";
    {
        PuzzleStock stock(file, fast_keys(), 1);
        fill(stock);
    }
    auto loaded = saves::load_stock(file);
    REQUIRE(loaded);
    REQUIRE(loaded.value().entries.size() == 3);
    CHECK(loaded.value().skipped == 0);
    // The next session: the stock is full from the file, so its puzzles are the file's.
    PuzzleStock next(file, fast_keys(), 1);
    next.start();
    for (const auto& [params, level] : fast_keys()) REQUIRE(next.wait_ready(params, level, 1, kWaitMs));
    next.stop();
    for (const saves::StockEntry& e : loaded.value().entries) {
        auto taken = next.take(parse_shape_params(e.shape).value(), e.level);
        REQUIRE(taken);
        CHECK(taken->seed == e.seed);
    }
    CHECK(set_aside_in(dir.path).empty());
}

TEST_CASE("An unreadable stock file is set aside as it was and the stock fills afresh", "[ui][stock]") {
    TempDir dir;
    const auto file = dir.path / "puzzle-stock.json";
    const std::string garbage = "{\"format\": \"sudoku-puzzle-stock\", \"puzzles\": [tru";
    sudoku::test::write_file(file, garbage);
    PuzzleStock stock(file, fast_keys(), 1);
    fill(stock);
    CHECK_FALSE(stock.notice().empty());
    const auto aside = set_aside_in(dir.path);
    REQUIRE(aside.size() == 1);
    CHECK(sudoku::test::read_file(aside[0]) == garbage);  // nothing lost
    for (const auto& [params, level] : fast_keys()) CHECK(stock.ready(params, level) == 1);
    auto rewritten = saves::load_stock(file);
    REQUIRE(rewritten);
    CHECK(rewritten.value().entries.size() == 3);
}

TEST_CASE("A stock entry that is not a good puzzle of its shape and level is never handed out", "[ui][stock]") {
    TempDir dir;
    const auto file = dir.path / "puzzle-stock.json";
    // A 6x6 puzzle with two solutions (one given), one labelled with the wrong level, one with
    // another shape's ID, and one whose fields have the wrong types.
    std::vector<saves::StockEntry> entries = {
        {"2x3", Level::Easy, 1, "2x3:1zi"},
        {"2x3", Level::Easy, 2, "2x3:1_2zh"},
    };
    // A real Medium classic puzzle filed as Easy.
    const GeneratedPuzzle medium = generate({Level::Medium, Symmetry::Rotate180, false, 3});
    ShapeDigits digits(medium.puzzle.begin(), medium.puzzle.end());
    entries.push_back({"3x3", Level::Easy, 3, formats::format_solo_id(*Shape::classic(), digits)});
    REQUIRE(saves::save_stock(file, entries));
    std::string text = sudoku::test::read_file(file);
    text.insert(text.find("[") + 1, "{\"shape\": 7, \"level\": \"Easy\", \"seed\": 1, \"id\": \"x\"},");
    sudoku::test::write_file(file, text);
    auto parsed = saves::load_stock(file);
    REQUIRE(parsed);
    CHECK(parsed.value().skipped == 1);
    CHECK(parsed.value().entries.size() == 3);

    PuzzleStock stock(file, {{params_of("2x3"), Level::Easy}, {ShapeParams{}, Level::Easy}}, 1);
    fill(stock);  // the bad entries are dropped; new puzzles fill their places
    for (Level level : {Level::Easy}) {
        auto six = stock.take(params_of("2x3"), level);
        REQUIRE(six);
        CHECK(six->seed != 1);
        CHECK(six->seed != 2);
        auto classic = stock.take(ShapeParams{}, level);
        REQUIRE(classic);
        CHECK(classic->seed != 3);
        CHECK(rate(*classic->made.shape, classic->made.puzzle).level == Level::Easy);
    }
}

TEST_CASE("A seedless new game takes a stocked puzzle, and a seeded one never does", "[ui][stock]") {
    TempDir dir;
    App app;
    app.clock = [] { return std::int64_t(0); };
    app.wait_for_puzzles = true;
    app.puzzle_stock = std::make_shared<PuzzleStock>(dir.path / "puzzle-stock.json", fast_keys(), 1);
    fill(*app.puzzle_stock);
    for (const auto& [params, level] : fast_keys()) {
        CAPTURE(shape_params_name(params), std::string(level_name(level)));
        app.session.shape_params = params;
        // A seed asked for: that seed's puzzle, and the stock keeps its own.
        app.start_new_game(level, 77);
        REQUIRE(app.session.game.has_value());
        CHECK(app.session.game->info().seed == 77);
        auto made = generate_shape({params, level, Symmetry::Rotate180, false, 77});
        REQUIRE(made);
        CHECK(app.session.game->grid().givens() == ShapeDigits(made.value().puzzle.begin(), made.value().puzzle.end()));
        CHECK(app.puzzle_stock->ready(params, level) == 1);
        // Seedless: the stocked puzzle, at once, with its seed.
        app.start_new_game(level);
        REQUIRE(app.session.game.has_value());
        CHECK(app.puzzle_stock->ready(params, level) == 0);
        CHECK_FALSE(app.pending.has_value());
        CHECK(app.session.game->shape().params() == params);
        CHECK(app.session.game->info().level == level);
        const std::uint64_t seed = *app.session.game->info().seed;
        auto again = generate_shape({params, level, Symmetry::Rotate180, false, seed});
        REQUIRE(again);
        CHECK(app.session.game->grid().givens() ==
              ShapeDigits(again.value().puzzle.begin(), again.value().puzzle.end()));
        CHECK(app.session.game->info().rating.has_value() == (params == ShapeParams{}));
    }
    app.join_workers();
}

TEST_CASE("A symmetry other than the stock's half turn makes its own puzzle, except on Killer",
          "[ui][stock][symmetry]") {
    TempDir dir;
    App app;
    app.clock = [] { return std::int64_t(0); };
    app.wait_for_puzzles = true;
    app.puzzle_stock = std::make_shared<PuzzleStock>(dir.path / "puzzle-stock.json", fast_keys(), 1);
    fill(*app.puzzle_stock);
    app.settings.symmetry = Symmetry::Mirror;
    for (const auto& [params, level] : fast_keys()) {
        CAPTURE(shape_params_name(params), std::string(level_name(level)));
        app.session.shape_params = params;
        const int before = app.puzzle_stock->ready(params, level);
        app.start_new_game(level);
        REQUIRE(app.session.game.has_value());
        // A Killer shows no givens, so its stocked puzzle serves any symmetry.
        CHECK(app.puzzle_stock->ready(params, level) == (params.killer ? before - 1 : before));
        if (params.killer) continue;
        const std::uint64_t seed = *app.session.game->info().seed;
        auto mirrored = generate_shape({params, level, Symmetry::Mirror, false, seed});
        REQUIRE(mirrored);
        CHECK(app.session.game->grid().givens() ==
              ShapeDigits(mirrored.value().puzzle.begin(), mirrored.value().puzzle.end()));
    }
    app.join_workers();
}

TEST_CASE("A game started with its known solution skips the count but not the check that it fits", "[ui][stock]") {
    const auto clock = [] { return std::int64_t(0); };
    auto made = generate_shape({params_of("3x3k"), Level::Easy, Symmetry::Rotate180, false, 5});
    REQUIRE(made);
    const GeneratedShapePuzzle& g = made.value();
    auto solved = game::Game::start_solved(g.shape, g.puzzle, g.solution, clock);
    REQUIRE(solved);
    CHECK(solved.value().solution() == g.solution);
    CHECK(solved.value().givens() == g.puzzle);
    // A "solution" that does not solve the puzzle is not trusted: the solutions are counted, as
    // start does (here: a 6x6 puzzle of one given has many).
    auto open = formats::parse_solo_id("2x3:1zi");
    REQUIRE(open);
    ShapeDigits wrong = g.solution;  // a 9x9 grid: not even the right size
    CHECK_FALSE(game::Game::start_solved(open.value().shape, open.value().givens, wrong, clock));
    ShapeDigits other;
    REQUIRE(count_solutions(*open.value().shape, open.value().givens, 1, &other) == 1);
    ShapeDigits broken = other;
    std::swap(broken[1], broken[2]);  // two symbols of a row swapped: a box or column repeats
    CHECK_FALSE(game::Game::start_solved(open.value().shape, open.value().givens, broken, clock));
    // The right solution of a unique puzzle with a wrong one given: still the right game.
    ShapeDigits off = g.solution;
    std::swap(off[0], off[1]);
    auto fallback = game::Game::start_solved(g.shape, g.puzzle, off, clock);
    REQUIRE(fallback);
    CHECK(fallback.value().solution() == g.solution);
}
