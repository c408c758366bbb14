// The statistics file (statistics.json beside the saves): game::Statistics per level (by level
// name) and per technique (by technique name).
//
// Statistics are a record the player cannot rebuild, so reading is careful in both directions:
// a file that is not JSON, not a statistics file, or from a newer version is an Error (the caller
// keeps playing with empty statistics and should not save over the file); within a good file, a
// key of the wrong type or out of range is reported in `warnings` and left at zero.
//
// What this version does not know (a level, shape or technique by a name it does not have, a key
// inside an entry, a key at the top) is not counted but kept: `unknown` holds it as read, and
// writing with it puts it back untouched beside what this version writes, so that a file that went
// through this version loses nothing another version recorded.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "game/core/statistics.hpp"
#include "saves/atomic_file.hpp"

namespace sudoku::saves {

inline constexpr std::string_view kStatisticsFileName = "statistics.json";
inline constexpr int kStatisticsFormatVersion = 1;

struct StatisticsLoad {
    game::Statistics statistics;
    std::vector<std::string> warnings;
    /// The same warnings as phrases, one for each in the same order, for the UI to show in the
    /// player's language (issue #33; ui::tr_warnings).
    std::vector<Phrase> warning_phrases;
    /// What the file holds that this version does not know, as a JSON object in the file's shape
    /// (`{"levels": {"Legendary": {...}}, "taught": {"Skyscraper 2": 3}}`); empty when nothing.
    std::string unknown;
};

Result<StatisticsLoad> statistics_from_json(std::string_view text, std::string_view source);
/// `unknown` (a StatisticsLoad's) is written back too: each of its keys where this version writes
/// none, objects merged key by key.
std::string statistics_to_json(const game::Statistics& statistics, std::string_view unknown = {});

/// Whether a load error says the file is from a newer version of the game (to be left alone, not
/// set aside as damaged).
bool is_newer_version(const Error& error);

/// Reads the file; a missing file is empty statistics.
Result<StatisticsLoad> load_statistics(const std::filesystem::path& file);
/// Writes atomically, keeping the previous file as statistics.json.bak.
Status save_statistics(const std::filesystem::path& file, const game::Statistics& statistics,
                       std::string_view unknown = {});

}  // namespace sudoku::saves
