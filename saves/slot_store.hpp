// SlotStore: the save slots in one folder. Slots are "1".."99", "autosave" and "quicksave",
// stored as slot-<n>.json, autosave.json and quicksave.json; no other name is accepted, so a slot
// can never name a file outside the folder. Every write is atomic and keeps the previous version
// as "<file>.bak" (atomic_file.hpp); a load that fails leaves the files as they are.
//
// Two promises on top of that:
//   - A file the game cannot read is never written over or rotated away: before a save replaces
//     a slot's file, the file is loaded (replayed) unless this store wrote it itself; if it does
//     not load (damaged, truncated, from a newer version, not a regular file) it is set aside as
//     "<name>.unreadable-YYYYMMDD-HHMMSS.json" and the save reports that, so the UI can tell the
//     player once. The ".bak" is left alone in that case (it holds the last good save).
//   - Every save it writes, it can load: a document the loader would refuse (over kMaxFileBytes)
//     is not written; the game's own limits (moves, marks) are the loader's (game/core/history.hpp).
//
// Listing is cheap: list_files() only looks at the folder (stat), and summaries are read on
// demand and cached by the file's identity (device, inode, size, modification time), so a load
// dialog can show a hundred large slots at once and fill in their details frame by frame.
// A SlotStore is not thread-safe (the caches are mutable).
#pragma once

#include <cstdint>
#include <filesystem>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "saves/atomic_file.hpp"
#include "saves/save_format.hpp"

namespace sudoku::saves {

inline constexpr int kNumberedSlots = 99;
inline constexpr std::string_view kAutosaveSlot = "autosave";
inline constexpr std::string_view kQuicksaveSlot = "quicksave";

/// Wall-clock time in Unix seconds (UTC). Read only here, at the edge, and injectable for tests.
using WallClock = std::function<std::int64_t()>;
WallClock system_wall_clock();

/// The file name of a slot ("slot-3.json"), or an Error for any other name.
Result<std::string> slot_file_name(std::string_view slot);

struct SlotInfo {
    std::string slot;  // "autosave", "quicksave", "1", ...
    std::filesystem::path path;
    std::optional<SaveSummary> summary;  // set when the file reads
    std::string error;                   // otherwise: why not (a load dialog shows it; capped in length)
    Phrase error_phrase = {};            // the same as a phrase, for the UI to translate (issue #33)
    bool summary_read = false;           // false: list_files() has not read the file yet
    bool has_backup = false;             // "<file>.bak" exists (load_backup)
    std::int64_t modified_at = 0;        // the file's modification time, Unix seconds
};

/// A file moved out of the way because the game could not read it (atomic_file.hpp, set_aside).
struct SetAside {
    std::filesystem::path original;  // ".../quicksave.json"
    std::filesystem::path moved_to;  // ".../quicksave.unreadable-20261123-074501.json"
    std::string reason;              // why it could not be read (capped in length)
    Phrase why;                      // the same as a phrase, for the UI to translate (issue #33)
};

/// What a successful save did besides writing.
struct SaveReport {
    std::optional<SetAside> set_aside;  // the old file could not be read and was moved aside
};

class SlotStore {
public:
    explicit SlotStore(std::filesystem::path dir, WallClock wall_clock = system_wall_clock());

    const std::filesystem::path& dir() const { return dir_; }
    Result<std::filesystem::path> path_of(std::string_view slot) const;

    /// Writes the game to the slot (creating the folder if needed), stamped with the wall clock.
    /// An existing file that does not load is set aside first (see above).
    Result<SaveReport> save(std::string_view slot, const game::Game& game) const;
    /// Reads, checks and replays the slot (save_format.hpp). The files are never changed.
    Result<LoadedGame> load(std::string_view slot, const game::Clock& clock, const game::Rules& rules = {}) const;
    /// The same from "<file>.bak", the version before the latest save.
    Result<LoadedGame> load_backup(std::string_view slot, const game::Clock& clock,
                                   const game::Rules& rules = {}) const;
    /// Deletes the slot's file and its backup. Deleting an empty slot is not an error.
    Status remove(std::string_view slot) const;

    /// Every slot that has a file, for a load dialog: autosave, quicksave, then 1..99. Reads each
    /// file's summary without replaying; a damaged file is listed with its error.
    std::vector<SlotInfo> list() const;
    /// The same without reading the files (only their names and times; summaries already cached
    /// are filled in). read_summary() completes an entry.
    std::vector<SlotInfo> list_files() const;
    /// Reads (or takes from the cache) the entry's summary or error.
    void read_summary(SlotInfo& info) const;
    /// The game to offer at start: the most recently saved slot whose game is Playing or Paused
    /// (autosave wins a tie), if any. A save's time counts only up to its file's modification
    /// time, so a "saved_at" in the future cannot win forever.
    std::optional<SlotInfo> latest_resumable() const;
    /// The slot's "<file>.bak" as an entry (its path is the .bak) when it holds a Playing or Paused
    /// game: what to offer when the slot's own file could not be read and was set aside.
    std::optional<SlotInfo> resumable_backup(std::string_view slot) const;
    /// Files set aside in the folder (by this or an earlier session), oldest name first.
    std::vector<std::filesystem::path> set_aside_files() const;
    /// Checks the slot's file as save() would before writing over it, and sets it aside if it
    /// does not load. For the start of a session (the autosave). Nothing happens to a missing or
    /// good file.
    Result<std::optional<SetAside>> set_aside_if_unreadable(std::string_view slot) const;

    /// The identity a file is cached by.
    struct FileStamp {
        std::uint64_t device = 0, inode = 0, size = 0;
        std::int64_t modified_ns = 0;
        bool operator==(const FileStamp&) const = default;
    };

private:
    Result<LoadedGame> load_file(const std::filesystem::path& path, const game::Clock& clock,
                                 const game::Rules& rules) const;
    Result<std::optional<SetAside>> protect(const std::filesystem::path& path) const;

    struct CachedSummary {
        FileStamp stamp;
        std::optional<SaveSummary> summary;
        std::string error;
        Phrase error_phrase = {};
    };

    std::filesystem::path dir_;
    WallClock wall_clock_;
    mutable std::map<std::string, FileStamp> written_;        // by file name: what this store wrote last
    mutable std::map<std::string, CachedSummary> summaries_;  // by file name
};

}  // namespace sudoku::saves
