// Save format v3 on every shape (written as v4 now): a game with digits, notes, a wrong digit, a
// branch mark, an undo (a redo tail) and a hint comes back equal; the file names its shape (and a
// jigsaw's regions), its cells as r10c12 and its symbols as letters; damaged shape fields are
// refused by name.
#include <catch2/catch.hpp>

#include "../game/core/shape_fixtures.hpp"
#include "save_test_support.hpp"
#include "saves/json_guard.hpp"
#include "saves/save_format.hpp"
#include "saves/statistics_file.hpp"

using namespace sudoku;
using namespace sudoku::game;
using namespace sudoku::game::testing;
using namespace sudoku::saves;
using namespace sudoku::saves::testing;

namespace {

constexpr std::int64_t kSavedAt = 1714597392;

std::string cell_text(const Shape& shape, int cell) {
    return shape.cell_name(cell);
}

// A game of the fixture's shape with a little of everything.
Game played(const ShapeFixture& f, const FakeClock& clock) {
    auto started = Game::start(fixture_shape(f), fixture_givens(f), clock.clock());
    REQUIRE(started.ok());
    Game game = std::move(started).value();
    const Shape& shape = game.shape();
    std::vector<int> empty;
    for (int cell = 0; cell < game.cell_count(); ++cell)
        if (game.grid().is_empty(cell)) empty.push_back(cell);
    REQUIRE(empty.size() >= 4);
    const int a = empty.back(), b = empty[empty.size() - 2], c = empty.front();
    std::string first = "P";
    first += symbol_char(game.solution()[std::size_t(a)]);
    first += "* ";
    first += cell_text(shape, a);
    REQUIRE(game.apply_text(first).ok());
    REQUIRE(game.apply_text("A").ok());
    std::string toggle = "T";
    toggle += symbol_char(shape.side());
    REQUIRE(game.apply_text(toggle + " " + cell_text(shape, c)).ok());
    REQUIRE(game.mark().ok());
    int wrong = game.solution()[std::size_t(b)] % shape.side() + 1;  // any other symbol
    std::string place = "P";
    place += symbol_char(wrong);
    REQUIRE(game.apply_text(place + " " + cell_text(shape, b)).ok());
    REQUIRE(game.apply_text("E " + cell_text(shape, b)).ok());
    REQUIRE(game.undo().ok());                      // the erase is the redo tail
    REQUIRE(game.hint(HintLevel::Technique).ok());  // names the wrong digit: still a counted hint
    clock.advance(61000);
    return game;
}

}  // namespace

TEST_CASE("A game of every shape saves and loads with its shape, notes, history and marks", "[save][format][shape]") {
    for (const ShapeFixture& f : shape_fixtures()) {
        CAPTURE(f.name);
        FakeClock clock;
        Game game = played(f, clock);
        game.set_info(GameInfo{Level::Easy, std::nullopt, 42, 1714594500, std::nullopt});
        const std::string text = save_to_json(game, kSavedAt);
        auto document = nlohmann::json::parse(text);
        CHECK(document["format_version"] == kSaveFormatVersion);
        CHECK(document["puzzle"]["shape"] == f.params);
        if (*f.regions)
            CHECK(document["puzzle"]["regions"] == f.regions);
        else
            CHECK(document["puzzle"]["regions"].is_null());
        CHECK(document["puzzle"]["givens"] == f.givens);
        CHECK(document["board"]["digits"].get<std::string>().size() == std::size_t(game.cell_count()));

        auto loaded = load_from_json(text, "slot-1.json", clock.clock());
        INFO((loaded.ok() ? std::string() : loaded.error().message));
        REQUIRE(loaded.ok());
        const Game& back = loaded.value().game;
        CHECK(back.shape() == game.shape());
        CHECK(back.board() == game.board());
        CHECK(back.solution() == game.solution());
        CHECK(back.history().entries() == game.history().entries());
        CHECK(back.history().position() == game.history().position());
        CHECK(back.marks() == game.marks());
        CHECK(back.counters() == game.counters());
        CHECK(back.mistakes_made() == 1);
        CHECK(back.info() == game.info());
        CHECK(save_to_json(back, kSavedAt) == text);  // stable

        auto summary = summarize_json(text, "slot-1.json");
        REQUIRE(summary.ok());
        CHECK(*summary.value().shape == game.shape());
    }
}

TEST_CASE("A 16x16 save writes cells as r10c12 and symbols as letters", "[save][format][shape]") {
    const ShapeFixture& f = shape_fixtures()[2];
    REQUIRE(std::string(f.name) == "16x16");
    FakeClock clock;
    auto started = Game::start(fixture_shape(f), fixture_givens(f), clock.clock());
    REQUIRE(started.ok());
    Game game = std::move(started).value();
    const int cell = 15 * 16 + 14;  // r16c15
    REQUIRE(game.grid().is_empty(cell));
    REQUIRE(game.apply_text("N1AG r16c15").ok());
    REQUIRE(game.apply_text("PB r10c11").ok());
    auto document = nlohmann::json::parse(save_to_json(game, kSavedAt));
    CHECK(document["board"]["notes"]["r16c15"] == "1AG");
    CHECK(document["history"]["moves"][0] == "N1AG r16c15");
    CHECK(document["history"]["moves"][1] == "PB r10c11");
    CHECK(document["board"]["digits"].get<std::string>()[9 * 16 + 10] == 'B');
}

TEST_CASE("Damaged shape fields are refused with the field named", "[save][format][shape][bad]") {
    FakeClock clock;
    const ShapeFixture& jigsaw = shape_fixtures()[5];
    REQUIRE(std::string(jigsaw.name) == "Jigsaw");
    auto started = Game::start(fixture_shape(jigsaw), fixture_givens(jigsaw), clock.clock());
    REQUIRE(started.ok());
    const std::string good = save_to_json(started.value(), kSavedAt);
    auto refused = [&](auto change) {
        auto document = nlohmann::json::parse(good);
        change(document);
        auto loaded = load_from_json(document.dump(), "slot-2.json", clock.clock());
        REQUIRE_FALSE(loaded.ok());
        return loaded.error().message;
    };
    CHECK(refused([](auto& d) { d["puzzle"]["shape"] = "3x3q"; }).rfind("slot-2.json: field \"puzzle.shape\": ", 0) ==
          0);
    CHECK(refused([](auto& d) {
              d["puzzle"]["shape"] = "9jk";
          }).rfind("slot-2.json: field \"puzzle.constraints\": ", 0) == 0);
    CHECK(refused([](auto& d) { d["puzzle"]["regions"] = nullptr; }) ==
          "slot-2.json: field \"puzzle.regions\": expected a string, found null");
    CHECK(refused([](auto& d) { d["puzzle"]["regions"] = "1234"; }) ==
          "slot-2.json: field \"puzzle.regions\": expected 81 characters (the region 1-9 of every cell), found 4");
    CHECK(refused([](auto& d) {
              std::string r = d["puzzle"]["regions"];
              r[0] = 'X';
              d["puzzle"]["regions"] = r;
          }) == "slot-2.json: field \"puzzle.regions\": column 1: 'X' is not a region 1-9");
    CHECK(refused([](auto& d) {
              std::string r = d["puzzle"]["regions"];
              std::swap(r[0], r[80]);  // region 1 loses a cell to region 9: not connected any more
              d["puzzle"]["regions"] = r;
          }).rfind("slot-2.json: field \"puzzle.regions\": ", 0) == 0);
    CHECK(refused([](auto& d) { d["puzzle"]["shape"] = "2x3"; }).find("field \"puzzle.regions\": expected null") !=
          std::string::npos);

    const ShapeFixture& six = shape_fixtures()[1];
    auto six_game = Game::start(fixture_shape(six), fixture_givens(six), clock.clock());
    REQUIRE(six_game.ok());
    auto document = nlohmann::json::parse(save_to_json(six_game.value(), kSavedAt));
    document["board"]["notes"]["r7c1"] = "12";
    auto loaded = load_from_json(document.dump(), "slot-3.json", clock.clock());
    REQUIRE_FALSE(loaded.ok());
    CHECK(loaded.error().message ==
          "slot-3.json: field \"board.notes.r7c1\": not a cell name like r4c6 on a 6x6 board");
    document = nlohmann::json::parse(save_to_json(six_game.value(), kSavedAt));
    document["board"]["notes"]["r1c1"] = "17";
    loaded = load_from_json(document.dump(), "slot-3.json", clock.clock());
    REQUIRE_FALSE(loaded.ok());
    CHECK(loaded.error().message ==
          "slot-3.json: field \"board.notes.r1c1\": expected symbols 1-6 in ascending order, at least one");
    document = nlohmann::json::parse(save_to_json(six_game.value(), kSavedAt));
    document["puzzle"]["givens"] = std::string(document["puzzle"]["givens"]).substr(1);
    loaded = load_from_json(document.dump(), "slot-3.json", clock.clock());
    REQUIRE_FALSE(loaded.ok());
    CHECK(loaded.error().message ==
          "slot-3.json: field \"puzzle.givens\": expected 36 characters for a 6x6 board, found 35");
}

TEST_CASE("The v3 fixtures of a 16x16 and a jigsaw game load with the values written in them",
          "[save][format][shape]") {
    FakeClock clock;
    {
        const std::string text = read_text(kFixtures / "v3-16x16-paused.json");
        auto loaded = load_from_json(text, "v3-16x16-paused.json", clock.clock());
        INFO((loaded.ok() ? std::string() : loaded.error().message));
        REQUIRE(loaded.ok());
        const Game& game = loaded.value().game;
        CHECK(game.shape().side() == 16);
        CHECK(game.shape().params_name() == "4x4");
        CHECK(game.state() == GameState::Paused);
        CHECK(game.elapsed_ms() == 42000);
        CHECK(game.grid().digit(9 * 16 + 10) == 5);                         // r10c11
        CHECK(game.notes(9 * 16 + 12) == (digit_bit(10) | digit_bit(16)));  // r10c13: A and G
        CHECK(game.history().entries().size() == 4);
        CHECK(game.history().position() == 3);
        CHECK(game.move_text(game.history().entries()[3].move) == "PB* r10c13");
        CHECK(game.info().level == Level::Medium);
        CHECK(game.info().seed == 11u);
        CHECK(save_to_json(game, loaded.value().saved_at) == as_v5(text));  // written again as v5
    }
    {
        const std::string text = read_text(kFixtures / "v3-jigsaw-playing.json");
        auto loaded = load_from_json(text, "v3-jigsaw-playing.json", clock.clock());
        INFO((loaded.ok() ? std::string() : loaded.error().message));
        REQUIRE(loaded.ok());
        const Game& game = loaded.value().game;
        CHECK(game.shape().is_jigsaw());
        CHECK(game.shape().region_of(0) == 4);  // the map starts "5555..."
        CHECK(game.marks() == std::vector<int>{2});
        CHECK(game.mistakes_made() == 1);
        CHECK(game.mistakes()[7]);  // r1c8
        // Written again as v5.
        CHECK(save_to_json(game, loaded.value().saved_at) == as_v5(text));
    }
}

TEST_CASE("Statistics keep each shape apart and classic keys as they were", "[save][statistics][shape]") {
    Statistics stats;
    stats.record_start(Level::Easy);
    stats.record_win(Level::Easy, 60000);
    stats.record_start(Level::Easy, "2x3");
    stats.record_win(Level::Easy, 30000, "2x3");
    stats.record_start(Level::Medium, "9j");
    stats.record_abandon(Level::Medium, "9j");
    stats.record_start(Level::Easy, "3x3");  // classic by its own name
    CHECK(stats.at(Level::Easy).games_started == 2);
    CHECK(stats.at(Level::Easy, "2x3").best_ms == 30000);
    CHECK(stats.at(Level::Easy, "2x3").games_won == 1);
    CHECK(stats.at(Level::Medium, "9j").games_abandoned == 1);
    CHECK(stats.at(Level::Easy, "4x4").games_started == 0);  // never played

    const std::string text = statistics_to_json(stats);
    auto document = nlohmann::json::parse(text);
    CHECK(document["levels"]["Easy"]["games_won"] == 1);  // classic, where it always was
    CHECK(document["shapes"]["2x3"]["Easy"]["best_ms"] == 30000);
    CHECK(document["shapes"]["9j"]["Medium"]["games_abandoned"] == 1);
    auto back = statistics_from_json(text, "statistics.json");
    REQUIRE(back.ok());
    CHECK(back.value().statistics == stats);
    CHECK(back.value().warnings.empty());
    // Only classic play: no "shapes" key at all (the file reads as before).
    CHECK(statistics_to_json(Statistics{}).find("shapes") == std::string::npos);
    // A key that is not a shape this version knows is not counted, but kept and written back.
    document["shapes"]["nonsense"] = document["shapes"]["2x3"];
    auto kept = statistics_from_json(document.dump(), "statistics.json");
    REQUIRE(kept.ok());
    CHECK(kept.value().statistics == stats);
    CHECK(kept.value().warnings.empty());
    auto again = nlohmann::json::parse(statistics_to_json(stats, kept.value().unknown));
    CHECK(again["shapes"]["nonsense"] == document["shapes"]["2x3"]);
    CHECK(again == document);
}
