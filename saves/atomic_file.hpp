// Atomic files: the only way the saves layer writes to disk.
//
// write_file_atomic writes a temporary file beside the target ("<name>.tmp-<pid>-<n>"), flushes
// and fsyncs it, keeps the old target as "<name>.bak" (a hard link, so the old bytes never move),
// renames the temporary over the target and fsyncs the folder. rename() replaces a name in one
// step, so a crash or a kill at any instant leaves the target either old and complete or new and
// complete; a failure (full disk, no permission) removes the temporary and leaves the target as it
// was.
//
// read_file_capped refuses files over a size limit before reading them, so a hostile or damaged
// file cannot make the game allocate without bound.
#pragma once

#include <cstddef>
#include <filesystem>
#include <string>
#include <string_view>
#include <variant>

#include "engine/result.hpp"

namespace sudoku::saves {

using Status = Result<std::monostate>;

/// 4 MiB: far more than any real save (a long game is tens of kilobytes).
inline constexpr std::size_t kMaxFileBytes = std::size_t(4) << 20;

struct AtomicWriteOptions {
    bool keep_backup = true;  // keep the replaced file as "<name>.bak"
};

/// Replaces `path` with `contents` atomically (see above). Errors name the file and the system's
/// reason: "slot-3.json: cannot write: No space left on device".
Status write_file_atomic(const std::filesystem::path& path, std::string_view contents, AtomicWriteOptions options = {});

/// The whole file, or an Error naming it: missing, unreadable, or larger than max_bytes.
Result<std::string> read_file_capped(const std::filesystem::path& path, std::size_t max_bytes = kMaxFileBytes);

/// "<name>.bak" beside the file.
std::filesystem::path backup_path(const std::filesystem::path& path);

/// True for the temporaries write_file_atomic makes ("<name>.tmp-..."), which a crash can leave.
bool is_temporary_name(std::string_view file_name);

/// Removes temporaries left beside `path` by earlier crashed writes that are older than
/// `min_age_s` seconds (a younger one may belong to a write still in progress elsewhere).
void remove_stale_temporaries(const std::filesystem::path& path, int min_age_s = 60);

}  // namespace sudoku::saves
