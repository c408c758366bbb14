// Shared helpers for the saves tests: a scratch folder, the fixture files and a sample game.
#pragma once

#include <catch2/catch.hpp>

#include <filesystem>
#include <random>
#include <string>

#include "../game/core/fixtures.hpp"
#include "saves/atomic_file.hpp"

namespace sudoku::saves::testing {

inline const std::filesystem::path kFixtures = std::filesystem::path(SUDOKU_TEST_DATA_DIR) / "saves";

/// A fresh empty folder under the system's temporary folder, removed when the test ends.
class ScratchDir {
public:
    ScratchDir() {
        std::random_device random;
        path_ = std::filesystem::temp_directory_path() /
                ("sudoku-saves-test-" + std::to_string(random()) + "-" + std::to_string(random()));
        std::filesystem::create_directories(path_);
    }
    ~ScratchDir() {
        std::error_code ec;
        std::filesystem::remove_all(path_, ec);
    }
    ScratchDir(const ScratchDir&) = delete;
    ScratchDir& operator=(const ScratchDir&) = delete;
    const std::filesystem::path& path() const { return path_; }
    std::filesystem::path operator/(const std::string& name) const { return path_ / name; }

private:
    std::filesystem::path path_;
};

inline std::string read_text(const std::filesystem::path& path) {
    auto text = read_file_capped(path);
    INFO(path.string());
    REQUIRE(text.ok());
    return text.value();
}

inline void write_text(const std::filesystem::path& path, const std::string& text) {
    auto written = write_file_atomic(path, text, {false});
    REQUIRE(written.ok());
}

/// A v3 file's text as this version writes the same game again: format 4, with the four mark
/// layers that v4 adds written empty after the notes (tests of the older fixtures compare bytes).
inline std::string as_v4(std::string text) {
    const std::string version = "\"format_version\": 3";
    REQUIRE(text.find(version) != std::string::npos);
    text.replace(text.find(version), version.size(), "\"format_version\": 4");
    const std::string board_end = "\n  },\n  \"history\"";
    REQUIRE(text.find(board_end) != std::string::npos);
    text.insert(text.find(board_end),
                ",\n    \"corner\": {},\n    \"centre\": {},\n    \"colours\": {},\n    \"candidate_colours\": {}");
    return text;
}

/// A v3 or v4 file's text as this version writes the same game again: format 5, with the
/// puzzle's clues (puzzle.constraints, none for these boards) written empty after puzzle.regions.
inline std::string as_v5(std::string text) {
    if (text.find("\"format_version\": 3") != std::string::npos) text = as_v4(std::move(text));
    const std::string version = "\"format_version\": 4";
    REQUIRE(text.find(version) != std::string::npos);
    text.replace(text.find(version), version.size(), "\"format_version\": 5");
    const std::string regions = "\n    \"regions\": ";
    REQUIRE(text.find(regions) != std::string::npos);
    text.insert(text.find('\n', text.find(regions) + 1) + 1, "    \"constraints\": [],\n");
    return text;
}

/// The Wikipedia puzzle with a little of everything: digits, notes, a wrong digit, a mark, an undo.
inline game::Game sample_game(const game::testing::FakeClock& clock) {
    game::Game game = game::testing::start_game(game::testing::kPuzzle, clock);
    for (const char* move : {"P4* r1c3", "A", "T2 r1c4", "N1 r9c1"}) REQUIRE(game.apply_text(move).ok());
    REQUIRE(game.mark().ok());
    REQUIRE(game.apply_text("P2 r1c4").ok());  // wrong: r1c4 is 6
    REQUIRE(game.apply_text("E r1c4").ok());
    REQUIRE(game.undo().ok());
    clock.advance(90500);
    return game;
}

}  // namespace sudoku::saves::testing
