// Save format v4: corner and centre marks, cell colours and candidate colours (board.corner,
// board.centre, board.colours, board.candidate_colours) are written, loaded and checked against
// what the history makes; damaged layers are refused with the field named; older files load with
// no marks and play on.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <fstream>

#include "../game/core/shape_fixtures.hpp"
#include "save_test_support.hpp"
#include "saves/json_guard.hpp"
#include "saves/save_format.hpp"

using namespace sudoku;
using namespace sudoku::game;
using namespace sudoku::game::testing;
using namespace sudoku::saves;
using namespace sudoku::saves::testing;

namespace {

constexpr std::int64_t kSavedAt = 1714597392;    // 2024-05-01T21:03:12Z
constexpr std::int64_t kCreatedAt = 1714594500;  // 2024-05-01T20:15:00Z

// The game of tests/data/saves/v4-marks.json: the Wikipedia puzzle with every kind of mark made by
// moves, one of them taken back (the redo tail), paused. The fixture was written by the v4 code with
//   SUDOKU_WRITE_V4_FIXTURE=tests/data/saves/v4-marks.json build/bin/sudoku_tests "[generate]"
// (which now writes the current format: do not regenerate the v4 fixture with it).
Game marked_game(const FakeClock& clock) {
    Game game = start_game(kPuzzle, clock);
    game.set_info(GameInfo{Level::Medium, std::nullopt, std::nullopt, kCreatedAt, std::nullopt});
    for (const char* move : {
             "P4* r1c3",      // a digit
             "X7 r1c7,r1c9",  // corner marks: 7 in both
             "X2 r1c9",       //   then 2 and 9 in r1c9: "729", in the order typed
             "X9 r1c9",       //
             "X1 r1c7",       //   r1c7: "71"
             "X7 r1c7",       //   the 7 toggled off again: "1"
             "M7 r2c2,r2c3",  // centre marks: 7 in both
             "M2 r2c2",       //   r2c2: "27"
             "T1 r3c1",       // a pencil note beside them
             "V3 r1c1,r5c5",  // colours, givens too
             "V6 r1c1",       //   r1c1: "36"
             "V2 r1c3",       //   a placed digit's cell
             "V2/4 r3c1",     // candidate colours: 4 in colour 2,
             "V7/9 r3c1",     //   9 in colour 7,
             "V5/1 r3c1",     //   1 in colour 5,
             "V0/1 r3c1",     //   and 1 uncoloured again
         })
        REQUIRE(game.apply_text(move).ok());
    REQUIRE(game.mark().ok());
    REQUIRE(game.apply_text("X5 r9c1").ok());
    REQUIRE(game.undo().ok());  // the corner mark at r9c1 is the redo tail
    clock.advance(123000);
    REQUIRE(game.pause().ok());
    return game;
}

// A 16x16 game with every layer on r16c15: symbols as letters, in candidate colours' keys too.
// The fuzz seed tests/fuzz/corpus/save_load/v4-marks-16x16.json is this game (written as above with
// SUDOKU_WRITE_V4_SEED_16X16=<path>).
Game marked_16x16(const FakeClock& clock) {
    const ShapeFixture& f = shape_fixtures()[2];
    REQUIRE(std::string(f.name) == "16x16");
    auto started = Game::start(fixture_shape(f), fixture_givens(f), clock.clock());
    REQUIRE(started.ok());
    Game big = std::move(started).value();
    REQUIRE(big.grid().is_empty(15 * 16 + 14));  // r16c15
    for (const char* move : {"XG r16c15", "XA r16c15", "MB r16c15", "V9 r16c15", "V4/G r16c15"})
        REQUIRE(big.apply_text(move).ok());
    return big;
}

LoadedGame load(const std::string& text, const FakeClock& clock, const std::string& source = "test.json") {
    auto loaded = load_from_json(text, source, clock.clock());
    INFO((loaded.ok() ? std::string("ok") : loaded.error().message));
    REQUIRE(loaded.ok());
    return std::move(loaded).value();
}

std::string corner_text(CornerMarks marks) {
    std::string out;
    for (int i = 0; i < corner_count(marks); ++i) out += symbol_char(corner_at(marks, i));
    return out;
}

}  // namespace

TEST_CASE("Write the v4 marks fixture (hidden, run by hand to regenerate it)", "[.generate]") {
    FakeClock clock;
    const char* path = std::getenv("SUDOKU_WRITE_V4_FIXTURE");
    if (path != nullptr) std::ofstream(path, std::ios::binary) << save_to_json(marked_game(clock), kSavedAt);
    const char* seed = std::getenv("SUDOKU_WRITE_V4_SEED_16X16");
    if (seed != nullptr) std::ofstream(seed, std::ios::binary) << save_to_json(marked_16x16(clock), kSavedAt);
    CHECK((path != nullptr || seed != nullptr));
}

TEST_CASE("A v4 save writes every mark layer as an object of cells", "[save][format][marks]") {
    FakeClock clock;
    const std::string text = save_to_json(marked_game(clock), kSavedAt);
    auto document = Json::parse(text);
    CHECK(document["format_version"] == kSaveFormatVersion);
    const Json& board = document["board"];
    CHECK(board["corner"] == Json::parse(R"({"r1c7": "1", "r1c9": "729"})"));
    CHECK(board["centre"] == Json::parse(R"({"r2c2": "27", "r2c3": "7"})"));
    CHECK(board["colours"] == Json::parse(R"({"r1c1": "36", "r1c3": "2", "r5c5": "3"})"));
    CHECK(board["candidate_colours"] == Json::parse(R"({"r3c1": {"4": 2, "9": 7}})"));
    CHECK(board["notes"] == Json::parse(R"({"r3c1": "1"})"));
    // In this order, after the notes; an unmarked game writes them empty.
    CHECK(text.find("\"notes\"") < text.find("\"corner\""));
    CHECK(text.find("\"corner\"") < text.find("\"centre\""));
    CHECK(text.find("\"centre\"") < text.find("\"colours\""));
    CHECK(text.find("\"colours\"") < text.find("\"candidate_colours\""));
    auto plain = Json::parse(save_to_json(start_game(kPuzzle, clock), kSavedAt));
    for (const char* layer : {"corner", "centre", "colours", "candidate_colours"})
        CHECK(plain["board"][layer] == Json::object());
}

TEST_CASE("A game with marks survives save, load and save byte for byte", "[save][format][marks]") {
    FakeClock clock;
    const Game game = marked_game(clock);
    const std::string text = save_to_json(game, kSavedAt);
    LoadedGame loaded = load(text, clock);
    const Game& back = loaded.game;
    CHECK(back.board() == game.board());
    CHECK(back.history().entries() == game.history().entries());
    CHECK(back.history().position() == game.history().position());
    CHECK(back.marks() == game.marks());
    CHECK(back.state() == GameState::Paused);
    CHECK(loaded.format_version == kSaveFormatVersion);
    CHECK(save_to_json(back, kSavedAt) == text);

    // The redo tail brings back the corner mark; undo takes the marks off one move at a time.
    LoadedGame playing = load(text, clock);
    REQUIRE(playing.game.resume().ok());
    REQUIRE(playing.game.redo().ok());
    CHECK(corner_text(playing.game.corner(c(9, 1))) == "5");
    REQUIRE(playing.game.undo().ok());
    REQUIRE(playing.game.undo().ok());  // V0/1 r3c1
    CHECK(candidate_colour(playing.game.candidate_colours(c(3, 1)), 1) == 5);

    // Marks on a 16x16 board: symbols as letters, in the keys of candidate colours too.
    const Game big = marked_16x16(clock);
    const std::string big_text = save_to_json(big, kSavedAt);
    auto big_document = Json::parse(big_text);
    CHECK(big_document["board"]["corner"]["r16c15"] == "GA");
    CHECK(big_document["board"]["centre"]["r16c15"] == "B");
    CHECK(big_document["board"]["colours"]["r16c15"] == "9");
    CHECK(big_document["board"]["candidate_colours"]["r16c15"] == Json::parse(R"({"G": 4})"));
    LoadedGame big_back = load(big_text, clock);
    CHECK(big_back.game.board() == big.board());
    CHECK(save_to_json(big_back.game, kSavedAt) == big_text);
}

TEST_CASE("The v4 fixture loads with the marks written in it", "[save][format][marks]") {
    FakeClock clock;
    const std::string text = read_text(kFixtures / "v4-marks.json");
    LoadedGame loaded = load(text, clock, "v4-marks.json");
    const Game& game = loaded.game;
    CHECK(loaded.format_version == 4);
    CHECK(game.state() == GameState::Paused);
    CHECK(game.elapsed_ms() == 123000);
    CHECK(game.info().level == Level::Medium);
    CHECK(game.grid().digit(c(1, 3)) == 4);
    CHECK(corner_text(game.corner(c(1, 9))) == "729");  // the order typed, not sorted
    CHECK(corner_text(game.corner(c(1, 7))) == "1");
    CHECK(corner_text(game.corner(c(9, 1))).empty());  // in the redo tail only
    CHECK(game.centre(c(2, 2)) == (digit_bit(2) | digit_bit(7)));
    CHECK(game.centre(c(2, 3)) == digit_bit(7));
    CHECK(game.notes(c(3, 1)) == digit_bit(1));
    CHECK(game.colours(c(1, 1)) == CellColours((1u << 2) | (1u << 5)));  // colours 3 and 6
    CHECK(game.colours(c(5, 5)) == CellColours(1u << 2));
    CHECK(game.colours(c(1, 3)) == CellColours(1u << 1));
    CHECK(candidate_colour(game.candidate_colours(c(3, 1)), 4) == 2);
    CHECK(candidate_colour(game.candidate_colours(c(3, 1)), 9) == 7);
    CHECK(candidate_colour(game.candidate_colours(c(3, 1)), 1) == 0);
    int marked_cells = 0;
    for (int cell = 0; cell < game.cell_count(); ++cell)
        marked_cells += game.corner(cell) != 0 || game.centre(cell) != 0 || game.colours(cell) != 0 ||
                        game.candidate_colours(cell) != 0;
    CHECK(marked_cells == 8);
    CHECK(game.history().entries().size() == 17);
    CHECK(game.history().position() == 16);
    CHECK(game.marks() == std::vector<int>{16});
    CHECK(save_to_json(game, loaded.saved_at) == as_v5(text));  // the fixture is what v4 wrote

    // And it is what the moves in marked_game make.
    FakeClock fresh;
    CHECK(game.board() == marked_game(fresh).board());
    auto summary = summarize_json(text, "v4-marks.json");
    REQUIRE(summary.ok());
    CHECK(summary.value().cells_filled == 1);
}

TEST_CASE("Older saves load without marks and play on", "[save][format][marks]") {
    FakeClock clock;
    LoadedGame loaded = load(read_text(kFixtures / "v1-expert-paused.json"), clock, "v1-expert-paused.json");
    Game& game = loaded.game;
    CHECK(loaded.format_version == 1);
    for (int cell = 0; cell < game.cell_count(); ++cell) {
        CHECK(game.corner(cell) == 0);
        CHECK(game.centre(cell) == 0);
        CHECK(game.colours(cell) == 0);
        CHECK(game.candidate_colours(cell) == 0);
    }
    REQUIRE(game.resume().ok());
    REQUIRE(game.grid().is_empty(c(1, 9)));
    REQUIRE(game.apply_text("P6 r1c9").ok());  // the solution's 6
    CHECK(game.grid().digit(c(1, 9)) == 6);
    REQUIRE(game.apply_text("X3 r2c1").ok());
    REQUIRE(game.apply_text("V4 r1c9").ok());
    // Saved again it is a v4 file with the new marks, and it loads.
    const std::string text = save_to_json(game, kSavedAt);
    auto document = Json::parse(text);
    CHECK(document["format_version"] == kSaveFormatVersion);
    CHECK(document["board"]["corner"] == Json::parse(R"({"r2c1": "3"})"));
    CHECK(document["board"]["colours"] == Json::parse(R"({"r1c9": "4"})"));
    LoadedGame again = load(text, clock);
    CHECK(again.game.board() == game.board());

    // The v3 fixtures load too, with no marks.
    for (const char* name : {"v3-16x16-paused.json", "v3-jigsaw-playing.json"}) {
        CAPTURE(name);
        LoadedGame v3 = load(read_text(kFixtures / name), clock, name);
        CHECK(v3.format_version == 3);
        const game::Board& board = v3.game.board();
        CHECK(board.corner == decltype(board.corner){});
        CHECK(board.centre == Notes{});
        CHECK(board.colours == decltype(board.colours){});
        CHECK(board.candidate_colours == decltype(board.candidate_colours){});
    }
}

TEST_CASE("Damaged mark layers are refused with the field named", "[save][format][marks][bad]") {
    FakeClock clock;
    const std::string good = save_to_json(marked_game(clock), kSavedAt);
    REQUIRE(load_from_json(good, "slot-2.json", clock.clock()).ok());
    auto refused = [&](auto change) {
        auto document = Json::parse(good);
        change(document);
        auto loaded = load_from_json(document.dump(), "slot-2.json", clock.clock());
        REQUIRE_FALSE(loaded.ok());
        return loaded.error().message;
    };
    const std::string field = "slot-2.json: field ";

    SECTION("the layers are required objects, and nothing else is allowed in the board") {
        for (const char* layer : {"corner", "centre", "colours", "candidate_colours"}) {
            CAPTURE(layer);
            CHECK(refused([&](Json& d) { d["board"].erase(layer); }) == field + "\"board." + layer + "\": missing");
            CHECK(refused([&](Json& d) { d["board"][layer] = Json::array(); }) ==
                  field + "\"board." + layer + "\": expected an object, found an array");
            CHECK(refused([&](Json& d) { d["board"][layer]["r0c1"] = "1"; }) ==
                  field + "\"board." + layer + ".r0c1\": not a cell name like r4c6");
        }
        CHECK(refused([](Json& d) { d["board"]["strokes"] = Json::object(); }) ==
              field + "\"board\": unknown field \"strokes\"");
    }
    SECTION("corner marks: symbols on the board, each once, at most 9, on empty cells") {
        CHECK(refused([](Json& d) { d["board"]["corner"]["r1c9"] = "7297"; }) ==
              field + "\"board.corner.r1c9\": expected digits 1-9 in the order typed, each at most once, at least one");
        CHECK(refused([](Json& d) { d["board"]["corner"]["r1c9"] = ""; }).find("at least one") != std::string::npos);
        CHECK(refused([](Json& d) { d["board"]["corner"]["r1c9"] = "70"; }).find("expected digits 1-9") !=
              std::string::npos);
        CHECK(refused([](Json& d) { d["board"]["corner"]["r1c9"] = "7A"; }).find("expected digits 1-9") !=
              std::string::npos);
        CHECK(refused([](Json& d) { d["board"]["corner"]["r1c9"] = "1234567891"; }) ==
              field + "\"board.corner.r1c9\": too long (10 characters; at most 9)");
        CHECK(refused([](Json& d) { d["board"]["corner"]["r1c9"] = 729; }) ==
              field + "\"board.corner.r1c9\": expected a string, found an integer");
        CHECK(refused([](Json& d) { d["board"]["corner"]["r1c3"] = "1"; }) ==
              field + "\"board.corner.r1c3\": the cell holds a digit, so it cannot have corner marks");
        CHECK(refused([](Json& d) { d["board"]["corner"]["r1c1"] = "1"; }) ==
              field + "\"board.corner.r1c1\": the cell holds a digit, so it cannot have corner marks");
    }
    SECTION("centre marks: ascending symbols on empty cells") {
        CHECK(refused([](Json& d) { d["board"]["centre"]["r2c2"] = "72"; }) ==
              field + "\"board.centre.r2c2\": expected digits 1-9 in ascending order, at least one");
        CHECK(refused([](Json& d) { d["board"]["centre"]["r2c2"] = "G"; }).find("expected digits 1-9") !=
              std::string::npos);
        CHECK(refused([](Json& d) { d["board"]["centre"]["r1c2"] = "1"; }) ==
              field + "\"board.centre.r1c2\": the cell holds a digit, so it cannot have centre marks");
    }
    SECTION("colours: 1-9 ascending, on any cell") {
        CHECK(refused([](Json& d) { d["board"]["colours"]["r1c1"] = "63"; }) ==
              field + "\"board.colours.r1c1\": expected colours 1-9 in ascending order, at least one");
        CHECK(refused([](Json& d) { d["board"]["colours"]["r1c1"] = "0"; }).find("expected colours 1-9") !=
              std::string::npos);
        CHECK(refused([](Json& d) { d["board"]["colours"]["r1c1"] = ""; }).find("expected colours 1-9") !=
              std::string::npos);
    }
    SECTION("candidate colours: symbol to colour 1-9, on empty cells") {
        CHECK(refused([](Json& d) { d["board"]["candidate_colours"]["r3c1"]["4"] = 10; }) ==
              field + "\"board.candidate_colours.r3c1.4\": expected an integer from 1 to 9, found 10");
        CHECK(refused([](Json& d) { d["board"]["candidate_colours"]["r3c1"]["4"] = 0; }) ==
              field + "\"board.candidate_colours.r3c1.4\": expected an integer from 1 to 9, found 0");
        CHECK(refused([](Json& d) { d["board"]["candidate_colours"]["r3c1"]["4"] = "2"; }) ==
              field + "\"board.candidate_colours.r3c1.4\": expected an integer, found a string");
        CHECK(refused([](Json& d) { d["board"]["candidate_colours"]["r3c1"]["A"] = 2; }) ==
              field + "\"board.candidate_colours.r3c1.A\": not a symbol 1-9");
        CHECK(refused([](Json& d) { d["board"]["candidate_colours"]["r3c1"]["45"] = 2; }) ==
              field + "\"board.candidate_colours.r3c1.45\": not a symbol 1-9");
        CHECK(refused([](Json& d) { d["board"]["candidate_colours"]["r3c1"] = Json::object(); }) ==
              field + "\"board.candidate_colours.r3c1\": expected at least one symbol");
        CHECK(refused([](Json& d) { d["board"]["candidate_colours"]["r3c1"] = "4:2 9:7"; }) ==
              field + "\"board.candidate_colours.r3c1\": expected an object like {\"4\": 2}, found a string");
        CHECK(refused([](Json& d) { d["board"]["candidate_colours"]["r1c3"] = Json::parse(R"({"4": 2})"); }) ==
              field + "\"board.candidate_colours.r1c3\": the cell holds a digit, so it cannot have candidate colours");
    }
    SECTION("marks that the moves do not make") {
        CHECK(refused([](Json& d) { d["board"]["corner"]["r1c9"] = "72"; }) ==
              field +
                  "\"board.corner\": r1c9 has corner marks \"72\" in the file but \"729\" after replaying the moves");
        CHECK(refused([](Json& d) { d["board"]["corner"]["r1c9"] = "279"; }) ==
              field +
                  "\"board.corner\": r1c9 has corner marks \"279\" in the file but \"729\" after replaying the moves");
        CHECK(refused([](Json& d) { d["board"]["corner"].erase("r1c7"); }) ==
              field + "\"board.corner\": r1c7 has corner marks \"\" in the file but \"1\" after replaying the moves");
        CHECK(refused([](Json& d) { d["board"]["centre"]["r2c3"] = "27"; }) ==
              field + "\"board.centre\": r2c3 has centre marks \"27\" in the file but \"7\" after replaying the moves");
        CHECK(refused([](Json& d) { d["board"]["colours"]["r9c9"] = "1"; }) ==
              field + "\"board.colours\": r9c9 has colours \"1\" in the file but \"\" after replaying the moves");
        CHECK(refused([](Json& d) { d["board"]["candidate_colours"]["r3c1"]["9"] = 6; }) ==
              field +
                  "\"board.candidate_colours\": r3c1 has candidate colours \"4:2 9:6\" in the file but \"4:2 9:7\" "
                  "after replaying the moves");
        CHECK(refused([](Json& d) {
                  REQUIRE(d["history"]["moves"][13] == "V7/9 r3c1");
                  d["history"]["moves"][13] = "V8/9 r3c1";
              }) == field +
                        "\"board.candidate_colours\": r3c1 has candidate colours \"4:2 9:7\" in the file but \"4:2 "
                        "9:8\" after replaying the moves");
    }
    SECTION("a v3 file knows no mark layers") {
        CHECK(refused([](Json& d) { d["format_version"] = 3; }) == field + "\"board\": unknown field \"corner\"");
        CHECK(refused([](Json& d) {
                  d["format_version"] = 3;
                  d["board"].erase("corner");
              }) == field + "\"board\": unknown field \"centre\"");
    }
}
