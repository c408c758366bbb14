// Durability in ordinary use (issue 23): no file the game cannot read is ever written over or
// rotated away, every save the game writes loads again, only regular files are opened, and
// messages that quote a file are capped.
#include <catch2/catch.hpp>

#include <sys/stat.h>
#include <unistd.h>

#include <set>

#include "../game/core/shape_fixtures.hpp"
#include "save_test_support.hpp"
#include "saves/json_guard.hpp"
#include "saves/save_format.hpp"
#include "saves/settings_file.hpp"
#include "saves/slot_store.hpp"
#include "saves/statistics_file.hpp"
#include "tests/support/set_aside_files.hpp"

using namespace sudoku;
using namespace sudoku::game;
using namespace sudoku::game::testing;
using namespace sudoku::saves;
using namespace sudoku::saves::testing;
using sudoku::test::set_aside_copies;

namespace {

WallClock fixed_wall_clock(std::int64_t now = 1763883901) {
    return [now] { return now; };
}

/// Fails the test (the whole process, loudly) instead of hanging when a call blocks.
struct Watchdog {
    explicit Watchdog(unsigned seconds) { ::alarm(seconds); }
    ~Watchdog() { ::alarm(0); }
};

}  // namespace

TEST_CASE("A save the game cannot read is set aside byte for byte before a save replaces it", "[save][durability]") {
    ScratchDir dir;
    SlotStore store(dir.path(), fixed_wall_clock());
    FakeClock clock;
    Game game = sample_game(clock);

    // R1: a newer version's autosave and a truncated quick-save.
    std::string newer = read_text(kFixtures / "v1-expert-paused.json");
    newer.replace(newer.find("\"format_version\": 1"), 19, "\"format_version\": 6");  // newer than v5
    write_text(dir / "autosave.json", newer);
    REQUIRE(store.save("quicksave", game).ok());
    const std::string good = read_text(dir / "quicksave.json");
    const std::string truncated = good.substr(0, good.size() / 2);
    write_text(dir / "quicksave.json", truncated);

    auto first = store.save("autosave", game);
    REQUIRE(first.ok());
    REQUIRE(first.value().set_aside);
    CHECK(first.value().set_aside->original == dir / "autosave.json");
    CHECK(first.value().set_aside->reason.find("newer version of the game") != std::string::npos);
    auto autosave_copies = set_aside_copies(dir.path(), "autosave");
    REQUIRE(autosave_copies.size() == 1);
    CHECK(autosave_copies[0] == first.value().set_aside->moved_to);
    CHECK(autosave_copies[0].filename().string().find("autosave.unreadable-") == 0);
    CHECK(read_text(autosave_copies[0]) == newer);
    CHECK_FALSE(std::filesystem::exists(dir / "autosave.json.bak"));  // nothing rotated

    // Three quick-saves in a row: the first sets the truncated file aside, the others replace
    // only what this game wrote. Neither set-aside file changes.
    for (int i = 0; i < 3; ++i) {
        auto saved = store.save("quicksave", game);
        REQUIRE(saved.ok());
        CHECK(saved.value().set_aside.has_value() == (i == 0));
        REQUIRE(store.save("autosave", game).ok());
    }
    auto quick_copies = set_aside_copies(dir.path(), "quicksave");
    REQUIRE(quick_copies.size() == 1);
    CHECK(read_text(quick_copies[0]) == truncated);
    CHECK(read_text(autosave_copies[0]) == newer);
    CHECK(set_aside_copies(dir.path(), "autosave").size() == 1);
    // The backup of the quick-save is still the good save from before the damage, not the
    // truncated bytes (the set-aside took the damaged file out before the rotation).
    CHECK(read_text(dir / "quicksave.json.bak") == good);
    CHECK(store.set_aside_files().size() == 2);
    CHECK(store.load("quicksave", clock.clock()).ok());
}

TEST_CASE("A save replaced by another program is checked again before it is written over", "[save][durability]") {
    ScratchDir dir;
    SlotStore store(dir.path(), fixed_wall_clock());
    FakeClock clock;
    Game game = sample_game(clock);
    REQUIRE(store.save("4", game).ok());
    write_text(dir / "slot-4.json", "{\"format\": \"sudoku-save\"}");  // not what the store wrote
    auto saved = store.save("4", game);
    REQUIRE(saved.ok());
    REQUIRE(saved.value().set_aside);
    CHECK(saved.value().set_aside->reason == "slot-4.json: field \"format_version\": missing");
    CHECK(read_text(saved.value().set_aside->moved_to) == "{\"format\": \"sudoku-save\"}");

    SECTION("a good file from another session is left in place and becomes the backup") {
        SlotStore later(dir.path(), fixed_wall_clock());
        auto again = later.save("4", game);
        REQUIRE(again.ok());
        CHECK_FALSE(again.value().set_aside);
        CHECK(set_aside_copies(dir.path(), "slot-4").size() == 1);
    }
}

TEST_CASE("At start a damaged autosave can be set aside without saving anything", "[save][durability]") {
    ScratchDir dir;
    SlotStore store(dir.path(), fixed_wall_clock());
    SECTION("a missing autosave is fine") {
        auto checked = store.set_aside_if_unreadable("autosave");
        REQUIRE(checked.ok());
        CHECK_FALSE(checked.value());
    }
    SECTION("a truncated one is moved aside, bytes intact") {
        write_text(dir / "autosave.json", "{\"format\": \"sudoku-save\", \"form");
        auto checked = store.set_aside_if_unreadable("autosave");
        REQUIRE(checked.ok());
        REQUIRE(checked.value());
        CHECK_FALSE(std::filesystem::exists(dir / "autosave.json"));
        CHECK(read_text(checked.value()->moved_to) == "{\"format\": \"sudoku-save\", \"form");
    }
    SECTION("two set-asides in the same second never replace each other") {
        write_text(dir / "autosave.json", "one");
        REQUIRE(store.set_aside_if_unreadable("autosave").value());
        write_text(dir / "autosave.json", "two");
        REQUIRE(store.set_aside_if_unreadable("autosave").value());
        auto copies = set_aside_copies(dir.path(), "autosave");
        REQUIRE(copies.size() == 2);
        std::set<std::string> contents{read_text(copies[0]), read_text(copies[1])};
        CHECK(contents == std::set<std::string>{"one", "two"});
    }
}

TEST_CASE("Only regular files are opened and a FIFO named like a save never blocks", "[save][durability]") {
    ScratchDir dir;
    SlotStore store(dir.path(), fixed_wall_clock());
    for (const char* name : {"slot-2.json", "settings.json", "statistics.json", "quicksave.json"})
        REQUIRE(::mkfifo((dir / name).c_str(), 0644) == 0);
    std::filesystem::create_directories(dir / "slot-5.json");
    Watchdog watchdog(20);  // R3: open() on a FIFO used to wait for a writer forever

    auto read = read_file_capped(dir / "slot-2.json");
    REQUIRE_FALSE(read.ok());
    CHECK(read.error().message == "slot-2.json: not a regular file (a FIFO)");
    CHECK(read_file_capped(dir / "slot-5.json").error().message == "slot-5.json: not a regular file (a folder)");

    auto listed = store.list();
    REQUIRE(listed.size() == 3);
    CHECK(listed[0].slot == "quicksave");
    CHECK(listed[0].error == "quicksave.json: not a regular file (a FIFO)");
    CHECK(listed[2].error == "slot-5.json: not a regular file (a folder)");
    FakeClock clock;
    CHECK_FALSE(store.load("2", clock.clock()).ok());
    CHECK_FALSE(store.latest_resumable());

    auto settings = load_settings(dir / "settings.json");
    REQUIRE(settings.warnings.size() == 1);
    CHECK(settings.warnings[0].find("not a regular file (a FIFO)") != std::string::npos);
    auto statistics = load_statistics(dir / "statistics.json");
    REQUIRE_FALSE(statistics.ok());
    CHECK(statistics.error().message == "statistics.json: not a regular file (a FIFO)");

    // Saving over the FIFO sets it aside (it cannot be read) and writes a real file.
    Game game = sample_game(clock);
    auto saved = store.save("2", game);
    REQUIRE(saved.ok());
    REQUIRE(saved.value().set_aside);
    CHECK(store.load("2", clock.clock()).ok());
}

TEST_CASE("Messages that quote a damaged file are capped", "[save][durability]") {
    // R2: a 1 MB number used to come back whole in the parse error.
    std::string text = "{\"format\": \"sudoku-save\", \"format_version\": 1" + std::string(1 << 20, '7') + "x}";
    auto parsed = parse_json_guarded(text, "slot-1.json");
    REQUIRE_FALSE(parsed.ok());
    CHECK(parsed.error().message.size() <= 250);
    CHECK(parsed.error().message.rfind("slot-1.json: not valid JSON: ", 0) == 0);
    CHECK(parsed.error().message.substr(parsed.error().message.size() - 3) == "\u2026");

    ScratchDir dir;
    write_text(dir / "slot-1.json", text);
    SlotStore store(dir.path(), fixed_wall_clock());
    auto listed = store.list();
    REQUIRE(listed.size() == 1);
    CHECK(listed[0].error.size() <= 250);

    CHECK(capped_message("short") == "short");
    CHECK(capped_message(std::string(300, 'a'), 200) == std::string(200, 'a') + "\u2026");
    // Never half a character: "é" is two bytes, cut before it rather than in it.
    CHECK(capped_message(std::string(199, 'a') + "\u00e9\u00e9", 200) == std::string(199, 'a') + "\u2026");
}

TEST_CASE("Anything after the JSON document is refused, a NUL byte included", "[save][durability]") {
    const std::string good = read_text(kFixtures / "v1-expert-paused.json");
    FakeClock clock;
    REQUIRE(load_from_json(good, "slot-1.json", clock.clock()).ok());
    for (const std::string& tail :
         {std::string("\0", 1), std::string("\0garbage", 8), std::string("x"), std::string("{}")}) {
        CAPTURE(tail);
        auto loaded = load_from_json(good + tail, "slot-1.json", clock.clock());
        REQUIRE_FALSE(loaded.ok());
        CHECK(loaded.error().message.rfind("slot-1.json: not valid JSON", 0) == 0);
    }
    auto nul = load_from_json(good + std::string("\0", 1), "slot-1.json", clock.clock());
    CHECK(nul.error().message == "slot-1.json: not valid JSON: a NUL byte at offset " + std::to_string(good.size()));
}

TEST_CASE("A save time in the future does not win the resume offer over a newer file", "[save][durability]") {
    ScratchDir dir;
    FakeClock clock;
    Game game = sample_game(clock);
    SlotStore future(dir.path(), fixed_wall_clock(253402300000));  // year 9999
    REQUIRE(future.save("5", game).ok());
    // Its file is an hour old; the autosave is written now (with a true time).
    auto old_time = std::filesystem::last_write_time(dir / "slot-5.json") - std::chrono::hours(1);
    std::filesystem::last_write_time(dir / "slot-5.json", old_time);
    SlotStore store(dir.path());
    REQUIRE(store.save("autosave", game).ok());
    auto latest = store.latest_resumable();
    REQUIRE(latest);
    CHECK(latest->slot == "autosave");
}

TEST_CASE("Every save the game writes loads again, at the limits of moves and marks", "[save][durability]") {
    ScratchDir dir;
    SlotStore store(dir.path(), fixed_wall_clock());
    FakeClock clock;
    Game game = start_game(kPuzzle, clock);
    // R9: marks up to the limit, then a refusal (the loader allows no more).
    for (int i = 0; i < kMaxMarks; ++i) REQUIRE(game.mark().ok());
    auto refused_mark = game.mark();
    REQUIRE_FALSE(refused_mark.ok());
    CHECK(refused_mark.error().message == "there are already 1000 branch marks: return to one first");
    // R10: moves up to the limit; the next one compacts the oldest half of the history.
    for (int i = 1; i < kMaxHistoryMoves; ++i) REQUIRE(game.apply_text("T1 r1c3").ok());
    REQUIRE(game.apply_text("T2 r1c3").ok());
    CHECK(game.history().entries().size() == std::size_t(kMaxHistoryMoves));

    SECTION("a save at the limit loads") {
        REQUIRE(store.save("1", game).ok());
        auto loaded = store.load("1", clock.clock());
        INFO((loaded.ok() ? std::string() : loaded.error().message));
        REQUIRE(loaded.ok());
        CHECK(loaded.value().game.board() == game.board());
        CHECK(loaded.value().game.marks().size() == std::size_t(kMaxMarks));
        CHECK(loaded.value().game.history().entries().size() == std::size_t(kMaxHistoryMoves));
    }
    SECTION("the next move compacts the oldest moves, and the game still saves and loads") {
        const game::Board before = game.board();
        auto applied = game.apply_text("T3 r1c3");
        REQUIRE(applied.ok());
        CHECK(applied.value().moves_compacted == kMaxHistoryMoves / 2);
        CHECK(game.history().entries().size() <= std::size_t(kMaxHistoryMoves / 2 + 2));
        CHECK(game.history().entries().back().move == Move::toggle_note({2}, 3));
        CHECK(game.marks() == std::vector<int>(std::size_t(kMaxMarks), 0));  // position 0 is still the start
        REQUIRE(game.undo().ok());
        CHECK(game.board() == before);
        REQUIRE(game.redo().ok());
        REQUIRE(store.save("1", game).ok());
        auto loaded = store.load("1", clock.clock());
        INFO((loaded.ok() ? std::string() : loaded.error().message));
        REQUIRE(loaded.ok());
        CHECK(loaded.value().game.board() == game.board());
        CHECK(loaded.value().game.history().entries() == game.history().entries());
    }
}

namespace {

// Toggles note `digit` on every empty cell of the board: the largest note move there is.
Move whole_board_toggle(const Game& game, int digit) {
    std::vector<int> cells;
    for (int cell = 0; cell < game.cell_count(); ++cell)
        if (game.grid().is_empty(cell)) cells.push_back(cell);
    return Move::toggle_note(std::move(cells), digit);
}

}  // namespace

TEST_CASE("Whole-board note toggles past what a save file holds compact the history and the game still saves",
          "[save][durability][compact]") {
    // Issue #40: about 4,800 such toggles on 16x16 (16,000 on 9x9) made a history no save file
    // could hold; every save failed from then on while play went on.
    ScratchDir dir;
    SlotStore store(dir.path(), fixed_wall_clock());
    FakeClock clock;
    const auto& sixteen = shape_fixtures()[2];
    REQUIRE(std::string(sixteen.name) == "16x16");
    struct Case {
        const char* name;
        ShapePtr shape;
        ShapeDigits givens;
        int toggles;
    };
    for (const Case& c : {Case{"16x16", fixture_shape(sixteen), fixture_givens(sixteen), 5000},
                          Case{"9x9", Shape::classic(), to_shape_digits(digits_of(kPuzzle)), 16500}}) {
        CAPTURE(c.name);
        auto started = Game::start(c.shape, c.givens, clock.clock());
        REQUIRE(started.ok());
        Game game = std::move(started).value();
        const int first_empty = whole_board_toggle(game, 1).cells.front();
        REQUIRE(game.apply(Move::place({first_empty}, game.solution()[std::size_t(first_empty)], false)).ok());
        REQUIRE(game.mark().ok());
        int compacted = 0;
        for (int i = 0; i < c.toggles; ++i) {
            auto applied = game.apply(whole_board_toggle(game, 1 + i % 3));
            REQUIRE(applied.ok());
            compacted += applied.value().moves_compacted;
        }
        CHECK(compacted > 0);
        CHECK(game.history().text_bytes() <= kMaxHistoryBytes);
        const game::Board before_last = [&] {
            Game copy = game;
            REQUIRE(copy.undo().ok());
            return copy.board();
        }();
        CHECK(game.history().entries().back().move == whole_board_toggle(game, 1 + (c.toggles - 1) % 3));

        REQUIRE(store.save("1", game).ok());
        REQUIRE(store.save("autosave", game).ok());
        REQUIRE(store.save("quicksave", game).ok());
        auto loaded = store.load("1", clock.clock());
        INFO((loaded.ok() ? std::string() : loaded.error().message));
        REQUIRE(loaded.ok());
        Game back = std::move(loaded).value().game;
        CHECK(back.board() == game.board());
        CHECK(back.history().entries() == game.history().entries());
        CHECK(back.history().position() == game.history().position());
        CHECK(back.marks() == game.marks());
        // The recent moves undo one at a time; all of them undo back to the givens.
        REQUIRE(back.undo().ok());
        CHECK(back.board() == before_last);
        while (back.can_undo()) REQUIRE(back.undo().ok());
        CHECK(back.board() == game::Board{PlayGrid::from_givens(c.shape, c.givens), Notes{}});
    }
}

TEST_CASE("A save whose redo tail holds the winning move still loads, as a game in play", "[save][durability]") {
    // Written before won games became final: the player won, undid the last move and saved. The
    // replay reaches the win and must step back off it (undo() itself refuses a won game now).
    FakeClock clock;
    Game game = start_game(kAlmostSolved, clock);
    REQUIRE(game.apply_text("P5 r1c1").ok());
    REQUIRE(game.apply_text("P3 r1c2").ok());
    std::string text = save_to_json(game, 1714597392);
    const std::string last = "\"P3 r1c2\"";
    REQUIRE(text.find(last) != std::string::npos);
    text.replace(text.find(last), last.size(), last + ", \"P9 r9c9\"");
    auto loaded = load_from_json(text, "old.json", clock.clock());
    INFO((loaded.ok() ? std::string() : loaded.error().message));
    REQUIRE(loaded.ok());
    Game back = std::move(loaded).value().game;
    CHECK(back.state() == GameState::Playing);
    CHECK(back.history().position() == 2);
    REQUIRE(back.redo().ok());
    CHECK(back.state() == GameState::Won);
}

TEST_CASE("Lost is accepted only with the mistake limit the game reached", "[save][durability]") {
    FakeClock clock;
    Rules strict;
    strict.mistakes_mode = MistakesMode::Highlight;
    strict.mistake_limit = 2;
    Game lost = start_game(kPuzzle, clock, strict);
    REQUIRE(lost.apply_text("P1 r1c3").ok());
    REQUIRE(lost.apply_text("P2 r1c4").ok());
    REQUIRE(lost.state() == GameState::Lost);
    const std::string text = save_to_json(lost, 1714597392);
    REQUIRE(text.find("\"mistake_limit\": 2,") != std::string::npos);

    SECTION("it loads as lost under any settings of today, with its limit") {
        auto loaded = load_from_json(text, "slot-1.json", clock.clock());  // today: no limit at all
        REQUIRE(loaded.ok());
        CHECK(loaded.value().game.state() == GameState::Lost);
        CHECK(loaded.value().game.lost_limit() == 2);
    }
    SECTION("a lost game without a limit, or with fewer mistakes than its limit, is refused") {
        for (const auto& [limit, why] : {std::pair<std::string, std::string>{"0", "without a mistake limit"},
                                         {"3", "2 mistakes are fewer than its limit of 3"}}) {
            std::string bad = text;
            bad.replace(bad.find("\"mistake_limit\": 2"), 18, "\"mistake_limit\": " + limit);
            auto loaded = load_from_json(bad, "slot-1.json", clock.clock());
            REQUIRE_FALSE(loaded.ok());
            CHECK(loaded.error().message == "slot-1.json: field \"state\": the game cannot be lost" +
                                                std::string(limit == "0" ? " " : ": ") + why);
        }
    }
    SECTION("a format 1 save of a lost game still loads: its mistakes stand for the limit") {
        std::string v1 = text;
        v1.replace(v1.find("\"format_version\": 5"), 19, "\"format_version\": 1");
        v1.erase(v1.find("    \"constraints\": [],\n"), 24);  // v5's
        v1.erase(v1.find("  \"mistake_limit\": 2,\n"), 22);
        const std::string shape = "    \"shape\": \"3x3\",\n    \"regions\": null,\n";  // v3's
        REQUIRE(v1.find(shape) != std::string::npos);
        v1.erase(v1.find(shape), shape.size());
        for (const std::string layer : {"corner", "centre", "colours", "candidate_colours"}) {  // v4's
            const std::string line = ",\n    \"" + layer + "\": {}";
            REQUIRE(v1.find(line) != std::string::npos);
            v1.erase(v1.find(line), line.size());
        }
        auto loaded = load_from_json(v1, "slot-1.json", clock.clock());
        INFO((loaded.ok() ? std::string() : loaded.error().message));
        REQUIRE(loaded.ok());
        CHECK(loaded.value().format_version == 1);
        CHECK(loaded.value().game.state() == GameState::Lost);
        CHECK(loaded.value().game.lost_limit() == 2);
    }
}

TEST_CASE("A game given up saves as given up, loads so, and is not offered for resuming",
          "[save][durability][give-up]") {
    FakeClock clock;
    Game game = start_game(kPuzzle, clock);
    REQUIRE(game.apply_text("P4 r1c3").ok());
    clock.advance(2000);
    REQUIRE(game.give_up().ok());
    const std::string text = save_to_json(game, 1714597392);
    REQUIRE(text.find("\"state\": \"GivenUp\"") != std::string::npos);
    auto loaded = load_from_json(text, "autosave.json", clock.clock());
    REQUIRE(loaded.ok());
    CHECK(loaded.value().game.state() == GameState::GivenUp);
    CHECK(loaded.value().game.elapsed_ms() == 2000);
    CHECK(loaded.value().game.grid().digit(c(1, 3)) == 4);

    ScratchDir dir;
    SlotStore store(dir.path(), fixed_wall_clock());
    REQUIRE(store.save(kAutosaveSlot, game).ok());
    CHECK_FALSE(store.latest_resumable().has_value());
}
