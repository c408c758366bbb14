// Killer games save their cages (puzzle.cages) and load them back; damaged cages are refused with
// the field named, and nothing else changes.
#include <catch2/catch.hpp>

#include "../game/core/shape_fixtures.hpp"
#include "engine/formats/solo_id.hpp"
#include "save_test_support.hpp"
#include "saves/json_guard.hpp"
#include "saves/save_format.hpp"

using namespace sudoku;
using namespace sudoku::game;
using namespace sudoku::game::testing;
using namespace sudoku::saves;
using namespace sudoku::saves::testing;

namespace {

constexpr std::int64_t kSavedAt = 1714597392;
// Made by sgt-solo --generate 1 2x2k: no givens, eight cages.
constexpr const char* kKiller = "2x2k:p,_a________babaaa,5_5a4a7_5a5b9d";

Game killer_game(const FakeClock& clock) {
    auto puzzle = formats::parse_solo_id(kKiller).value();
    auto started = Game::start(puzzle.shape, puzzle.givens, clock.clock());
    REQUIRE(started.ok());
    return std::move(started).value();
}

}  // namespace

TEST_CASE("A killer game saves its cages and loads them back", "[save][format][killer]") {
    FakeClock clock;
    Game game = killer_game(clock);
    const std::string text = save_to_json(game, kSavedAt);
    auto document = nlohmann::json::parse(text);
    CHECK(document["puzzle"]["shape"] == "2x2k");
    REQUIRE(document["puzzle"]["cages"].is_array());
    CHECK(document["puzzle"]["cages"].size() == std::size_t(game.shape().cage_count()));
    CHECK(document["puzzle"]["cages"][0]["sum"] == game.shape().cage(0).sum);
    CHECK(document["puzzle"]["cages"][0]["cells"] == "r1c1 r2c1");
    auto loaded = load_from_json(text, "slot-1.json", clock.clock());
    INFO((loaded.ok() ? std::string() : loaded.error().message));
    REQUIRE(loaded.ok());
    CHECK(loaded.value().game.shape() == game.shape());
    CHECK(loaded.value().game.shape().cages() == game.shape().cages());
    CHECK(save_to_json(loaded.value().game, kSavedAt) == text);
    // A plain board writes no cages (files of other shapes are as before).
    auto plain = nlohmann::json::parse(
        save_to_json(Game::start(Shape::from_params(parse_shape_params("2x2").value()).value(),
                                 formats::parse_solo_id("2x2:b2b3d1b2b").value().givens, clock.clock())
                         .value(),
                     kSavedAt));
    CHECK_FALSE(plain["puzzle"].contains("cages"));
}

TEST_CASE("Damaged cages are refused with the field named", "[save][format][killer][bad]") {
    FakeClock clock;
    const std::string good = save_to_json(killer_game(clock), kSavedAt);
    auto refused = [&](auto change) {
        auto document = nlohmann::json::parse(good);
        change(document);
        auto loaded = load_from_json(document.dump(), "slot-2.json", clock.clock());
        REQUIRE_FALSE(loaded.ok());
        return loaded.error().message;
    };
    CHECK(refused([](auto& d) {
              d["puzzle"].erase("cages");
          }).rfind("slot-2.json: field \"puzzle.cages\": expected a list", 0) == 0);
    CHECK(refused([](auto& d) { d["puzzle"]["cages"][1]["cells"] = "r1c2 r9c9"; }) ==
          "slot-2.json: field \"puzzle.cages[1].cells\": 'r9c9' is not a cell of the board (r1c1 to r4c4)");
    CHECK(refused([](auto& d) { d["puzzle"]["cages"][0]["sum"] = 2; }) ==
          "slot-2.json: field \"puzzle.cages\": cage r1c1+r2c1 (sum 2): 2 different symbols add up to 3 to 7");
    CHECK(refused([](auto& d) { d["puzzle"]["cages"][0]["weight"] = 2; }).find("unknown field \"weight\"") !=
          std::string::npos);
    CHECK(refused([](auto& d) { d["puzzle"]["shape"] = "2x2"; }) ==
          "slot-2.json: field \"puzzle.cages\": expected null: only a Killer board has cages");
}
