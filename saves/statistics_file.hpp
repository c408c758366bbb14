// The statistics file (statistics.json beside the saves): game::Statistics per level (by level
// name) and per technique (by technique name).
//
// Statistics are a record the player cannot rebuild, so reading is careful in both directions:
// a file that is not JSON, not a statistics file, or from a newer version is an Error (the caller
// keeps playing with empty statistics and should not save over the file); within a good file, a
// key of the wrong type or out of range is reported in `warnings` and left at zero, and unknown
// keys (a level or technique this version does not know) are ignored.
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
};

Result<StatisticsLoad> statistics_from_json(std::string_view text, std::string_view source);
std::string statistics_to_json(const game::Statistics& statistics);

/// Whether a load error says the file is from a newer version of the game (to be left alone, not
/// set aside as damaged).
bool is_newer_version(const Error& error);

/// Reads the file; a missing file is empty statistics.
Result<StatisticsLoad> load_statistics(const std::filesystem::path& file);
/// Writes atomically, keeping the previous file as statistics.json.bak.
Status save_statistics(const std::filesystem::path& file, const game::Statistics& statistics);

}  // namespace sudoku::saves
