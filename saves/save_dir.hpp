// Where saves, settings and statistics live: one per-user folder, never the working directory by
// accident. In order of precedence:
//
//   1. --save-dir DIR (the game's command line; the UI passes the path here)
//   2. $SUDOKU_SAVE_DIR
//   3. $XDG_DATA_HOME/sudoku (only an absolute XDG_DATA_HOME counts, per the XDG spec)
//   4. $HOME/.local/share/sudoku (only an absolute HOME counts)
//   5. a platform folder the UI passes (SDL_GetPrefPath), when none of the above is set
//
// 1 and 2 are the player's explicit choice, so a relative path is taken relative to the working
// directory (and made absolute); 3-5 must be absolute. With none of them, it is an error.
#pragma once

#include <filesystem>
#include <functional>
#include <optional>
#include <string>

#include "engine/model/result.hpp"

namespace sudoku::saves {

/// Reads an environment variable (std::getenv in the game, a table in tests).
using Environment = std::function<std::optional<std::string>(const char* name)>;
Environment process_environment();

struct SaveDirOptions {
    std::optional<std::filesystem::path> command_line;  // --save-dir
    std::optional<std::filesystem::path> platform;      // SDL_GetPrefPath("", "sudoku"), if any
};

/// The folder (absolute), or an Error when nothing says where. Does not create it.
Result<std::filesystem::path> resolve_save_dir(const SaveDirOptions& options = {},
                                               const Environment& environment = process_environment());

}  // namespace sudoku::saves
