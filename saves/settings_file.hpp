// The settings file (settings.json beside the saves): game::Settings as flat JSON, one key per
// field, read tolerantly so that a settings file can never stop the game from starting:
// unknown keys are ignored, missing keys keep their defaults, a key of the wrong type or out of
// range keeps its default and is reported in `warnings` (one message per key). A file that is not
// JSON at all gives the defaults and one warning; the file is not changed by reading.
//
// A file from a newer version of the game (a "format_version" above kSettingsFormatVersion) is
// read the same way, for the keys this version knows, and says so in `newer_version`: the caller
// must then not write the file this session, which would drop the keys this version does not know
// (and a later change would rotate them out of the .bak too).
//
// Adding a setting: a field in the struct, one read line in settings_from_json and one write line
// in settings_to_json (settings_file.cpp), and a row in saves/README.md.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "game/core/settings.hpp"
#include "saves/atomic_file.hpp"

namespace sudoku::saves {

inline constexpr std::string_view kSettingsFileName = "settings.json";
inline constexpr int kSettingsFormatVersion = 1;

struct SettingsLoad {
    game::Settings settings;
    std::vector<std::string> warnings;  // for a log or a notice; never fatal
    /// The same warnings as phrases, one for each in the same order, for the UI to show in the
    /// player's language (issue #33; ui::tr_warnings).
    std::vector<Phrase> warning_phrases;
    bool unreadable = false;  // the whole file could not be used (not JSON, not an object, ...)
    /// Empty, or the file is from a newer version of the game and must not be written over:
    /// "settings.json: written by a newer version of the game (format version 2)".
    std::string newer_version;
    Phrase newer_version_phrase;  // the same as a phrase, for the UI to translate (issue #33)
};

SettingsLoad settings_from_json(std::string_view text, std::string_view source);
std::string settings_to_json(const game::Settings& settings);

/// Reads the file; a missing file is the defaults without a warning.
SettingsLoad load_settings(const std::filesystem::path& file);
/// Writes atomically, keeping the previous file as settings.json.bak.
Status save_settings(const std::filesystem::path& file, const game::Settings& settings);

}  // namespace sudoku::saves
