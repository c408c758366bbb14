// Fuzzes the save loader (saves/save_format): whatever the bytes, loading returns a Game or an
// Error, never crashes, hangs or leaks. When a file loads, writing the game and loading that
// again must give the same game (digits, notes, history, marks, counters, state). The settings
// and statistics readers get the same bytes: they must never crash either.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "saves/save_format.hpp"
#include "saves/settings_file.hpp"
#include "saves/statistics_file.hpp"

namespace {

[[noreturn]] void fail(const char* what, const std::string& detail) {
    std::fprintf(stderr, "save round trip failed: %s: %s\n", what, detail.c_str());
    std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace sudoku;
    std::string_view text(reinterpret_cast<const char*>(data), size);
    std::int64_t now = 1000;
    game::Clock clock = [&now] { return now; };

    auto summary = saves::summarize_json(text, "fuzz.json");
    auto loaded = saves::load_from_json(text, "fuzz.json", clock);
    if (loaded && !summary) fail("loads but does not summarise", summary.error().message);
    if (loaded) {
        const game::Game& game = loaded.value().game;
        std::string again = saves::save_to_json(game, loaded.value().saved_at);
        auto reloaded = saves::load_from_json(again, "again.json", clock);
        if (!reloaded) fail("written file does not load", reloaded.error().message + "\n" + again);
        const game::Game& back = reloaded.value().game;
        if (!(back.board() == game.board())) fail("board differs", again);
        if (!(back.history().entries() == game.history().entries())) fail("history differs", again);
        if (back.history().position() != game.history().position()) fail("position differs", again);
        if (back.marks() != game.marks()) fail("marks differ", again);
        if (!(back.counters() == game.counters())) fail("counters differ", again);
        if (back.state() != game.state()) fail("state differs", again);
        if (!(back.info() == game.info())) fail("info differs", again);
        if (saves::save_to_json(back, reloaded.value().saved_at) != again) fail("not idempotent", again);
    }

    (void)saves::settings_from_json(text, "settings.json");
    (void)saves::statistics_from_json(text, "statistics.json");
    return 0;
}
