// Atomic files: the only way the saves layer writes to disk.
//
// write_file_atomic writes a temporary file beside the target ("<name>.tmp-<pid>-<n>"), flushes
// and fsyncs it, keeps the old target as "<name>.bak" (a hard link, so the old bytes never move),
// renames the temporary over the target and fsyncs the folder. rename() replaces a name in one
// step, so a crash or a kill at any instant leaves the target either old and complete or new and
// complete; a failure (full disk, no permission) removes the temporary and leaves the target as it
// was.
//
// A target that is a symbolic link stays a link: the write goes through it to the file at the end
// of its links (the temporary beside that file, renamed onto it, that folder fsynced), and the
// backup is "<name>.bak" beside the link, where the game looks for it (a hard link to the old
// file, or a copy when the two are on different file systems). A loop of links is an error.
//
// read_file_capped refuses files over a size limit before reading them, so a hostile or damaged
// file cannot make the game allocate without bound.
#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>
#include <variant>

#include "engine/model/result.hpp"

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

/// The whole file, or an Error naming it: missing, unreadable, larger than max_bytes, or not a
/// regular file. Only regular files are opened, and never in a way that can block: a FIFO, a
/// device, a socket or a folder named like a save is refused ("autosave.json: not a regular file
/// (a FIFO)") without waiting for a writer that never comes.
Result<std::string> read_file_capped(const std::filesystem::path& path, std::size_t max_bytes = kMaxFileBytes);

/// Moves a file the game cannot use out of its way, bytes untouched, before anything is written
/// in its place: "autosave.json" -> "autosave.unreadable-20261123-074501.json" (local time; "-2",
/// "-3", ... when that name is taken: nothing set aside is ever replaced). `tag` says why:
/// "unreadable" (the game cannot read the file at all) or "damaged" (some of it was unusable).
/// Returns the new path.
Result<std::filesystem::path> set_aside(const std::filesystem::path& path, std::string_view tag,
                                        std::int64_t unix_seconds);

/// True for names set_aside makes ("<stem>.unreadable-..." or "<stem>.damaged-...").
bool is_set_aside_name(std::string_view file_name);

/// "<name>.bak" beside the file.
std::filesystem::path backup_path(const std::filesystem::path& path);

/// True for the temporaries write_file_atomic makes ("<name>.tmp-..."), which a crash can leave.
bool is_temporary_name(std::string_view file_name);

/// Removes temporaries left beside `path` by earlier crashed writes that are older than
/// `min_age_s` seconds (a younger one may belong to a write still in progress elsewhere).
void remove_stale_temporaries(const std::filesystem::path& path, int min_age_s = 60);

}  // namespace sudoku::saves
