#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>

#include "save_test_support.hpp"
#include "saves/json_guard.hpp"
#include "saves/save_format.hpp"

using namespace sudoku;
using namespace sudoku::game;
using namespace sudoku::game::testing;
using namespace sudoku::saves;
using namespace sudoku::saves::testing;

namespace {

constexpr std::int64_t kSavedAt = 1714597392;  // 2024-05-01T21:03:12Z

LoadedGame load(const std::string& text, const FakeClock& clock, Rules settings = {}) {
    auto loaded = load_from_json(text, "test.json", clock.clock(), settings);
    INFO((loaded.ok() ? std::string("ok") : loaded.error().message));
    REQUIRE(loaded.ok());
    return std::move(loaded).value();
}

std::string load_error(const std::string& text, const std::string& source = "test.json") {
    FakeClock clock;
    auto loaded = load_from_json(text, source, clock.clock());
    REQUIRE_FALSE(loaded.ok());
    return loaded.error().message;
}

}  // namespace

TEST_CASE("A saved game comes back with every field", "[save][format]") {
    FakeClock clock;
    Game game = sample_game(clock);
    game.set_info(GameInfo{Level::Hard, 4.2, 18446744073709551615ull, 1714594500, Technique::HiddenSingleRow});
    Rules settings;
    settings.hint_limit = 3;

    SECTION("while playing") {
        std::string text = save_to_json(game, kSavedAt);
        clock.advance(5000);  // time passes between saving and loading: none of it counts
        LoadedGame loaded = load(text, clock, settings);
        const Game& back = loaded.game;
        CHECK(back.board() == game.board());
        CHECK(back.grid().givens() == game.grid().givens());
        CHECK(back.solution() == game.solution());
        CHECK(back.history().entries() == game.history().entries());
        CHECK(back.history().position() == game.history().position());
        CHECK(back.marks() == game.marks());
        CHECK(back.mistakes_made() == 1);
        CHECK(back.hints_used() == game.hints_used());
        CHECK(back.elapsed_ms() == 90500);
        CHECK(back.state() == GameState::Playing);
        CHECK(back.info() == game.info());
        CHECK(back.rules() == settings);
        CHECK(loaded.saved_at == kSavedAt);
        CHECK(loaded.created_at == 1714594500);
        CHECK(loaded.app_version == app_version());
        CHECK(loaded.format_version == kSaveFormatVersion);
        CHECK(save_to_json(back, kSavedAt) == text);  // the loaded game writes the same file

        clock.advance(1000);  // the timer runs on from the saved time
        CHECK(loaded.game.elapsed_ms() == 91500);
    }
    SECTION("undo and redo survive a reload") {
        LoadedGame loaded = load(save_to_json(game, kSavedAt), clock);
        REQUIRE(loaded.game.redo().ok());
        CHECK(loaded.game.grid().digit(cell_at(0, 3)) == 0);  // the redone "E r1c4"
        REQUIRE(loaded.game.return_to_mark().ok());
        CHECK(loaded.game.history().position() == 4);
        CHECK(loaded.game.notes(cell_at(8, 0)) == digit_bit(1));
    }
    SECTION("paused") {
        REQUIRE(game.pause().ok());
        LoadedGame loaded = load(save_to_json(game, kSavedAt), clock);
        CHECK(loaded.game.state() == GameState::Paused);
        clock.advance(1000);
        CHECK(loaded.game.elapsed_ms() == 90500);
        REQUIRE(loaded.game.resume().ok());
    }
    SECTION("won") {
        Game won = start_game(kAlmostSolved, clock);
        for (const char* move : {"P5 r1c1", "P3 r1c2", "P9 r9c9"}) REQUIRE(won.apply_text(move).ok());
        REQUIRE(won.state() == GameState::Won);
        LoadedGame loaded = load(save_to_json(won, kSavedAt), clock);
        CHECK(loaded.game.state() == GameState::Won);
        CHECK(loaded.game.board() == won.board());
    }
    SECTION("lost") {
        Rules strict;
        strict.mistakes_mode = MistakesMode::Highlight;
        strict.mistake_limit = 1;
        Game lost = start_game(kPuzzle, clock, strict);
        REQUIRE(lost.apply_text("P1 r1c3").ok());
        REQUIRE(lost.state() == GameState::Lost);
        LoadedGame loaded = load(save_to_json(lost, kSavedAt), clock, strict);
        CHECK(loaded.game.state() == GameState::Lost);
        CHECK(loaded.game.mistakes_made() == 1);
    }
    SECTION("unknown origin") {
        game.set_info(GameInfo{});
        std::string text = save_to_json(game, kSavedAt);
        CHECK(text.find("\"level\": null") != std::string::npos);
        CHECK(text.find("\"seed\": null") != std::string::npos);
        LoadedGame loaded = load(text, clock);
        CHECK(loaded.game.info().level == std::nullopt);
        CHECK(loaded.game.info().rating == std::nullopt);
        CHECK(loaded.game.info().seed == std::nullopt);
        CHECK(loaded.game.info().practice == std::nullopt);
        CHECK(save_to_json(loaded.game, kSavedAt).find("\"practice\"") == std::string::npos);  // only when set
        CHECK(loaded.created_at == kSavedAt);  // unknown creation time is written as the save time
    }
    SECTION("hints used") {
        REQUIRE(game.undo().ok());  // back before the wrong digit, so the hint is a step
        REQUIRE(game.hint(HintLevel::Apply).ok());
        LoadedGame loaded = load(save_to_json(game, kSavedAt), clock);
        CHECK(loaded.game.hints_used() == 1);
        CHECK(loaded.game.history().entries() == game.history().entries());
    }
}

TEST_CASE("The fixture save loads with the values written in it", "[save][format]") {
    FakeClock clock;
    std::string text = read_text(kFixtures / "v1-expert-paused.json");
    LoadedGame loaded = load(text, clock);
    const Game& game = loaded.game;
    CHECK(format_line(game.grid().classic_grid().givens()) ==
          "5.2.7..9..9.....818..6....4...7..9.....253.....3..1...4....7..527.....3..5..1.8.7");
    CHECK(game.info().level == Level::Expert);
    CHECK(game.info().rating == 7.3);
    CHECK(game.info().seed == 20240501u);
    CHECK(game.state() == GameState::Paused);
    CHECK(game.elapsed_ms() == 814321);
    CHECK(game.mistakes_made() == 1);
    CHECK(game.history().entries().size() == 7);
    CHECK(game.history().position() == 6);
    CHECK(game.marks() == std::vector<int>{5});
    CHECK(game.notes(cell_at(0, 8)) == (digit_bit(3) | digit_bit(6)));
    CHECK(loaded.created_at == *parse_timestamp("2024-05-01T20:15:00Z"));
    CHECK(loaded.saved_at == kSavedAt);
    // Writing it again gives the same bytes but for what v2, v3, v4 and v5 add: the format is stable.
    std::string v3 = text;
    v3.replace(v3.find("\"format_version\": 1"), 19, "\"format_version\": 3");
    const std::string mistakes = "\"mistakes\": 1,\n";
    v3.insert(v3.find(mistakes) + mistakes.size(), "  \"mistake_limit\": 0,\n");
    const std::string puzzle = "\"puzzle\": {\n";
    v3.insert(v3.find(puzzle) + puzzle.size(), "    \"shape\": \"3x3\",\n    \"regions\": null,\n");
    CHECK(save_to_json(game, kSavedAt) == as_v5(v3));
    CHECK(loaded.format_version == 1);

    auto summary = summarize_json(text, "v1-expert-paused.json");
    REQUIRE(summary.ok());
    CHECK(summary.value().level == Level::Expert);
    CHECK(summary.value().cells_to_fill == 81 - 27);
    CHECK(summary.value().cells_filled == 4);
    CHECK(summary.value().progress_percent == 4 * 100 / 54);
    CHECK(summary.value().elapsed_ms == 814321);
    CHECK(summary.value().state == GameState::Paused);
    CHECK(summary.value().saved_at == kSavedAt);
}

TEST_CASE("Every bad fixture file is refused with a message naming the file and the problem", "[save][format][bad]") {
    std::ifstream index(kFixtures / "bad" / "expected.tsv");
    REQUIRE(index.good());
    std::string line;
    int cases = 0;
    while (std::getline(index, line)) {
        if (line.empty() || line[0] == '#') continue;
        auto tab = line.find('\t');
        REQUIRE(tab != std::string::npos);
        std::string file = line.substr(0, tab), expected = line.substr(tab + 1);
        CAPTURE(file, expected);
        std::filesystem::path path = kFixtures / "bad" / file;
        std::string before = read_text(path);
        std::string message = load_error(before, file);
        CAPTURE(message);
        CHECK(message.rfind(file + ": ", 0) == 0);
        CHECK(message.find(expected) != std::string::npos);
        CHECK(read_text(path) == before);  // never touched
        ++cases;
    }
    CHECK(cases >= 40);
    CHECK(std::distance(std::filesystem::directory_iterator(kFixtures / "bad"), {}) == cases + 1);
}

TEST_CASE("Hostile sizes are refused before any work is done", "[save][format][bad]") {
    SECTION("a file over 4 MiB") {
        std::string text = "{\"format\": \"sudoku-save\", \"pad\": \"";
        text.append(kMaxFileBytes, 'x');
        text += "\"}";
        CHECK(load_error(text) ==
              "test.json: the file is too large (" + std::to_string(text.size()) + " bytes; the limit is 4194304)");
    }
    SECTION("more than 100000 moves") {
        auto document = Json::parse(read_text(kFixtures / "v1-expert-paused.json"));
        document["history"]["moves"] = Json::array();
        for (int i = 0; i < 100001; ++i) document["history"]["moves"].push_back("A");
        CHECK(load_error(document.dump()) ==
              "test.json: field \"history.moves\": too many moves (100001; at most 100000)");
    }
    SECTION("nesting deep enough to overflow a recursive parser") {
        std::string text(100000, '[');
        CHECK(load_error(text) == "test.json: refused: nested deeper than 32 levels");
    }
    SECTION("nothing") {
        CHECK(load_error("") == "test.json: the file is empty");
        CHECK(load_error(std::string("\0\0\0", 3)).rfind("test.json: not valid JSON", 0) == 0);
    }
}

TEST_CASE("A listing summary reads the fields without replaying", "[save][format]") {
    FakeClock clock;
    Game game = sample_game(clock);
    auto summary = summarize_json(save_to_json(game, kSavedAt), "x.json");
    REQUIRE(summary.ok());
    CHECK(summary.value().level == std::nullopt);
    CHECK(summary.value().cells_filled == 2);  // r1c3 and the wrong r1c4
    CHECK(summary.value().cells_to_fill == 51);
    CHECK(summary.value().progress_percent == 3);
    CHECK(summary.value().state == GameState::Playing);
    CHECK(summary.value().elapsed_ms == 90500);
    CHECK_FALSE(summarize_json("{", "x.json").ok());
}

TEST_CASE("Timestamps are written and read in one UTC form", "[save][format]") {
    CHECK(format_timestamp(0) == "1970-01-01T00:00:00Z");
    CHECK(format_timestamp(kSavedAt) == "2024-05-01T21:03:12Z");
    CHECK(format_timestamp(951782400) == "2000-02-29T00:00:00Z");
    for (std::int64_t t : {std::int64_t(0), kSavedAt, std::int64_t(951782400), std::int64_t(253402300799)})
        CHECK(parse_timestamp(format_timestamp(t)) == t);
    CHECK(parse_timestamp("2024-05-01 21:03:12Z") == std::nullopt);
    CHECK(parse_timestamp("2024-05-01T21:03:12+02:00") == std::nullopt);
    CHECK(parse_timestamp("1969-12-31T23:59:59Z") == std::nullopt);
    CHECK(parse_timestamp("2024-13-01T00:00:00Z") == std::nullopt);
    CHECK(parse_timestamp("2100-02-29T00:00:00Z") == std::nullopt);
    CHECK(parse_timestamp("2024-05-01T24:00:00Z") == std::nullopt);
}

TEST_CASE("The JSON guard refuses repeated keys and deep nesting and keeps the rest", "[save][format]") {
    auto ok = parse_json_guarded(R"({"a": [1, {"b": [true, null, "x"]}], "c": 2.5})", "f");
    REQUIRE(ok.ok());
    CHECK(ok.value() == Json::parse(R"({"a": [1, {"b": [true, null, "x"]}], "c": 2.5})"));
    CHECK(parse_json_guarded(std::string(32, '[') + std::string(32, ']'), "f").ok());
    CHECK(parse_json_guarded(std::string(33, '[') + std::string(33, ']'), "f").error().message ==
          "f: refused: nested deeper than 32 levels");
    CHECK(parse_json_guarded(R"({"a": {"x": 1, "x": 2}})", "f").error().message ==
          "f: refused: the key \"x\" appears twice in one object");
    CHECK(parse_json_guarded("{} {}", "f").error().message.rfind("f: not valid JSON: parse error", 0) == 0);
}

TEST_CASE("Replaying a saved history reports the failing move with its index", "[save][format][bad]") {
    FakeClock clock;
    Game game = sample_game(clock);
    auto document = Json::parse(save_to_json(game, kSavedAt));
    SECTION("a move the rules refuse") {
        document["history"]["moves"][1] = "P9 r1c1";
        CHECK(load_error(document.dump(), "slot-3.json") ==
              "slot-3.json: field \"history.moves\"[1]: move 2 (P9 r1c1): r1c1 is a given");
    }
    SECTION("a move after the game was won") {
        Game won = start_game(kAlmostSolved, clock);
        for (const char* move : {"P5 r1c1", "P3 r1c2", "P9 r9c9"}) REQUIRE(won.apply_text(move).ok());
        auto doc = Json::parse(save_to_json(won, kSavedAt));
        doc["history"]["moves"].push_back("E r9c9");
        CHECK(load_error(doc.dump()) == "test.json: field \"history.moves\"[3]: move 4 (E r9c9): the game is won");
    }
}
