// Killer games save their cages as clues (puzzle.constraints, format v5) and load them back; a v4
// file's puzzle.cages migrate; damaged clues are refused with the field named, and nothing else
// changes.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <fstream>

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

using Json = nlohmann::json;

constexpr std::int64_t kSavedAt = 1714597392;
// Made by sgt-solo --generate 1 2x2k: no givens, seven cages.
constexpr const char* kKiller = "2x2k:p,_a________babaaa,5_5a4a7_5a5b9d";

Game killer_game(const FakeClock& clock) {
    auto puzzle = formats::parse_solo_id(kKiller).value();
    auto started = Game::start(puzzle.shape, puzzle.givens, clock.clock());
    REQUIRE(started.ok());
    return std::move(started).value();
}

// The game of tests/data/saves/v4-killer.json (written by the v4 code of ed2e5fb with these moves)
// and v5-killer.json (written by this code; regenerate with
//   SUDOKU_WRITE_V5_KILLER=tests/data/saves/v5-killer.json build/bin/sudoku_tests "[generate]"):
// a wrong 1 at r1c1, a note, a 4 at r4c4, a branch mark, a 2 at r3c3 taken back; paused after 61 s.
Game killer_fixture_game(const FakeClock& clock) {
    Game game = killer_game(clock);
    for (const char* move : {"P1 r1c1", "N2 r1c2", "N3 r1c2", "P4 r4c4"}) REQUIRE(game.apply_text(move).ok());
    REQUIRE(game.mark().ok());
    REQUIRE(game.apply_text("P2 r3c3").ok());
    REQUIRE(game.undo().ok());
    clock.advance(61000);
    REQUIRE(game.pause().ok());
    return game;
}

std::string load_message(const std::string& text, const FakeClock& clock) {
    auto loaded = load_from_json(text, "slot-2.json", clock.clock());
    return loaded.ok() ? std::string("loaded") : loaded.error().message;
}

}  // namespace

TEST_CASE("Write the v5 Killer fixture (hidden, run by hand to regenerate it)", "[.generate]") {
    FakeClock clock;
    const char* path = std::getenv("SUDOKU_WRITE_V5_KILLER");
    if (path != nullptr) std::ofstream(path, std::ios::binary) << save_to_json(killer_fixture_game(clock), kSavedAt);
    CHECK(path != nullptr);
}

TEST_CASE("A killer game saves its cages as clues and loads them back", "[save][format][killer]") {
    FakeClock clock;
    Game game = killer_game(clock);
    const std::string text = save_to_json(game, kSavedAt);
    auto document = Json::parse(text);
    CHECK(document["format_version"] == 5);
    CHECK(document["puzzle"]["shape"] == "2x2k");
    CHECK_FALSE(document["puzzle"].contains("cages"));
    const Json& clues = document["puzzle"]["constraints"];
    REQUIRE(clues.is_array());
    CHECK(clues.size() == std::size_t(game.shape().cage_count()));
    CHECK(clues[0] == Json::parse(R"({"kind": "killer cage", "cells": ["r1c1 r2c1"], "sum": 5})"));
    // Key order as written: kind, cells, then the numbers; after the regions.
    CHECK(text.find("\"regions\"") < text.find("\"constraints\""));
    CHECK(text.find("\"kind\"") < text.find("\"cells\""));
    CHECK(text.find("\"cells\"") < text.find("\"sum\""));
    auto loaded = load_from_json(text, "slot-1.json", clock.clock());
    INFO((loaded.ok() ? std::string() : loaded.error().message));
    REQUIRE(loaded.ok());
    CHECK(loaded.value().game.shape() == game.shape());
    CHECK(loaded.value().game.shape().cages() == game.shape().cages());
    CHECK(save_to_json(loaded.value().game, kSavedAt) == text);
    // A plain board writes an empty list: the key is always there.
    auto plain =
        Json::parse(save_to_json(Game::start(Shape::from_params(parse_shape_params("2x2").value()).value(),
                                             formats::parse_solo_id("2x2:b2b3d1b2b").value().givens, clock.clock())
                                     .value(),
                                 kSavedAt));
    CHECK(plain["puzzle"]["constraints"] == Json::array());
    CHECK_FALSE(plain["puzzle"].contains("cages"));
}

TEST_CASE("The v4 and v5 Killer fixtures load as the same game", "[save][format][killer][migration]") {
    FakeClock clock;
    const std::string v4 = read_text(kFixtures / "v4-killer.json");
    const std::string v5 = read_text(kFixtures / "v5-killer.json");
    const Game game = killer_fixture_game(clock);
    // v5-killer.json is what this code writes for the game.
    CHECK(save_to_json(game, kSavedAt) == v5);
    for (const std::string* text : {&v4, &v5}) {
        auto loaded = load_from_json(*text, "fixture.json", clock.clock());
        INFO((loaded.ok() ? std::string() : loaded.error().message));
        REQUIRE(loaded.ok());
        CHECK(loaded.value().format_version == (text == &v4 ? 4 : 5));
        const Game& back = loaded.value().game;
        CHECK(back.shape() == game.shape());
        CHECK(back.shape().cage_count() == 7);
        CHECK(back.shape().cage(3) == Cage{{5, 9, 13}, 7});  // r2c2 r3c2 r4c2
        CHECK(back.board() == game.board());
        CHECK(back.history().entries() == game.history().entries());
        CHECK(back.history().position() == 4);
        CHECK(back.marks() == std::vector<int>{4});
        CHECK(back.mistakes_made() == 2);
        CHECK(back.state() == GameState::Paused);
        CHECK(back.elapsed_ms() == 61000);
        // Written again, the v4 file is the v5 one: the cages became the clues, nothing else moved.
        CHECK(save_to_json(back, kSavedAt) == v5);
    }
    auto summary = summarize_json(v4, "v4-killer.json");
    REQUIRE(summary.ok());
    CHECK(summary.value().shape->is_killer());
    CHECK(summary.value().cells_filled == 2);
}

TEST_CASE("A v4 file's cages migrate to killer cage clues, and damage in them is still refused",
          "[save][format][killer][migration]") {
    FakeClock clock;
    const Json v4 = Json::parse(read_text(kFixtures / "v4-killer.json"));
    auto changed = [&](auto change) {
        Json document = v4;
        change(document);
        return load_message(document.dump(), clock);
    };
    CHECK(changed([](Json&) {}) == "loaded");
    CHECK(changed([](Json& d) { d["puzzle"]["cages"][1]["cells"] = "r1c2 r9c9"; }) ==
          "slot-2.json: field \"puzzle.constraints[1].cells\"[0]: 'r9c9' is not a cell of the board (r1c1 to r4c4)");
    CHECK(changed([](Json& d) { d["puzzle"]["cages"][0]["sum"] = 2; }) ==
          "slot-2.json: field \"puzzle.constraints[0].sum\": cage r1c1+r2c1 (sum 2): 2 different symbols add up to 3 "
          "to 7");
    CHECK(changed([](Json& d) { d["puzzle"]["cages"][0].erase("sum"); }) ==
          "slot-2.json: field \"puzzle.constraints[0].sum\": a killer cage needs its sum");
    // A key v4 did not have is refused, as v4 refused it; "kind" is not taken over.
    CHECK(changed([](Json& d) { d["puzzle"]["cages"][0]["kind"] = "killer cage"; }) ==
          "slot-2.json: field \"puzzle.cages[0]\": unknown field \"kind\"");
    CHECK(changed([](Json& d) { d["puzzle"]["constraints"] = Json::array(); }) ==
          "slot-2.json: field \"puzzle\": unknown field \"constraints\"");
    // No cages on a Killer board, cages on a plain one.
    CHECK(changed([](Json& d) { d["puzzle"].erase("cages"); }) ==
          "slot-2.json: field \"puzzle.constraints\": a Killer board needs its cages");
    CHECK(changed([](Json& d) { d["puzzle"]["shape"] = "2x2"; }) ==
          "slot-2.json: field \"puzzle.constraints\": only a Killer board has cages");
    // A v4 plain file with "cages": null (v4 read it) loads with no clues.
    Json plain = Json::parse(read_text(kFixtures / "v4-marks.json"));
    plain["puzzle"]["cages"] = nullptr;
    CHECK(load_message(plain.dump(), clock) == "loaded");
}

TEST_CASE("Damaged clues are refused with the field named", "[save][format][killer][bad]") {
    FakeClock clock;
    const std::string good = save_to_json(killer_game(clock), kSavedAt);
    auto refused = [&](auto change) {
        auto document = Json::parse(good);
        change(document);
        auto loaded = load_from_json(document.dump(), "slot-2.json", clock.clock());
        REQUIRE_FALSE(loaded.ok());
        return loaded.error().message;
    };
    const std::string c = "constraints";
    CHECK(refused([&](auto& d) { d["puzzle"].erase(c); }) == "slot-2.json: field \"puzzle.constraints\": missing");
    CHECK(refused([&](auto& d) {
              d["puzzle"][c] = nullptr;
          }).rfind("slot-2.json: field \"puzzle.constraints\": expected a list of at most 16 clues", 0) == 0);
    CHECK(refused([&](auto& d) { d["puzzle"]["cages"] = Json::array(); }) ==
          "slot-2.json: field \"puzzle\": unknown field \"cages\"");
    CHECK(refused([&](auto& d) { d["puzzle"][c][2]["kind"] = "thermo"; }) ==
          "slot-2.json: field \"puzzle.constraints[2].kind\": unknown clue kind \"thermo\"");
    CHECK(refused([&](auto& d) { d["puzzle"][c][2].erase("kind"); }) ==
          "slot-2.json: field \"puzzle.constraints[2].kind\": missing");
    CHECK(refused([&](auto& d) { d["puzzle"][c][2]["kind"] = 3; }) ==
          "slot-2.json: field \"puzzle.constraints[2].kind\": expected a string, found an integer");
    CHECK(refused([&](auto& d) { d["puzzle"][c][1]["cells"] = Json::array({"r1c2 r9c9"}); }) ==
          "slot-2.json: field \"puzzle.constraints[1].cells\"[0]: 'r9c9' is not a cell of the board (r1c1 to r4c4)");
    CHECK(refused([&](auto& d) { d["puzzle"][c][1]["cells"] = "r1c2 r1c3"; }) ==
          "slot-2.json: field \"puzzle.constraints[1].cells\": expected an array, found a string");
    CHECK(refused([&](auto& d) {
              d["puzzle"][c][1]["cells"] = Json::array({"r1c2", "r1c3"});
          }) == "slot-2.json: field \"puzzle.constraints[1].cells\": a killer cage takes one list of cells, found 2");
    CHECK(refused([&](auto& d) { d["puzzle"][c][2].erase("sum"); }) ==
          "slot-2.json: field \"puzzle.constraints[2].sum\": a killer cage needs its sum");
    CHECK(refused([&](auto& d) { d["puzzle"][c][2]["sum"] = "4"; }) ==
          "slot-2.json: field \"puzzle.constraints[2].sum\": expected an integer, found a string");
    CHECK(refused([&](auto& d) { d["puzzle"][c][0]["weight"] = 2; }) ==
          "slot-2.json: field \"puzzle.constraints[0].weight\": a killer cage has no value \"weight\"");
    // Not connected (r1c4 and r2c3 touch at a corner only): the one clue's own fault.
    CHECK(refused([&](auto& d) {
              d["puzzle"][c][2]["cells"] = Json::array({"r1c4 r2c3"});
              d["puzzle"][c][4]["cells"] = Json::array({"r2c4 r3c3"});
          }) ==
          "slot-2.json: field \"puzzle.constraints[2].cells\": cage r1c4+r2c3 (sum 4) is in more than one piece; "
          "a cage must be connected");
    // What spans several clues is the list's: two cages sharing a cell.
    CHECK(refused([&](auto& d) { d["puzzle"][c][1]["cells"] = Json::array({"r1c1 r1c2"}); }) ==
          "slot-2.json: field \"puzzle.constraints\": r1c1 is in two cages: cage r1c1+r2c1 (sum 5) and cage "
          "r1c1+r1c2 (sum 5)");
    CHECK(refused([&](auto& d) { d["puzzle"]["shape"] = "2x2"; }) ==
          "slot-2.json: field \"puzzle.constraints\": only a Killer board has cages");
    // And nothing was lost: the good text still loads.
    CHECK(load_message(good, clock) == "loaded");
}
