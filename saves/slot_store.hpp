// SlotStore: the save slots in one folder. Slots are "1".."99", "autosave" and "quicksave",
// stored as slot-<n>.json, autosave.json and quicksave.json; no other name is accepted, so a slot
// can never name a file outside the folder. Every write is atomic and keeps the previous version
// as "<file>.bak" (atomic_file.hpp); a load that fails leaves the files as they are.
#pragma once

#include <cstdint>
#include <filesystem>
#include <functional>
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
    std::string error;                   // otherwise: why not (a load dialog shows it)
    bool has_backup = false;             // "<file>.bak" exists (load_backup)
};

class SlotStore {
public:
    explicit SlotStore(std::filesystem::path dir, WallClock wall_clock = system_wall_clock());

    const std::filesystem::path& dir() const { return dir_; }
    Result<std::filesystem::path> path_of(std::string_view slot) const;

    /// Writes the game to the slot (creating the folder if needed), stamped with the wall clock.
    Status save(std::string_view slot, const game::Game& game) const;
    /// Reads, checks and replays the slot (save_format.hpp). The files are never changed.
    Result<LoadedGame> load(std::string_view slot, const game::Clock& clock, const game::Settings& settings = {}) const;
    /// The same from "<file>.bak", the version before the latest save.
    Result<LoadedGame> load_backup(std::string_view slot, const game::Clock& clock,
                                   const game::Settings& settings = {}) const;
    /// Deletes the slot's file and its backup. Deleting an empty slot is not an error.
    Status remove(std::string_view slot) const;

    /// Every slot that has a file, for a load dialog: autosave, quicksave, then 1..99. Reads each
    /// file's summary without replaying; a damaged file is listed with its error.
    std::vector<SlotInfo> list() const;
    /// The game to offer at start: the most recently saved slot whose game is Playing or Paused
    /// (autosave wins a tie), if any.
    std::optional<SlotInfo> latest_resumable() const;

private:
    Result<LoadedGame> load_file(const std::filesystem::path& path, const game::Clock& clock,
                                 const game::Settings& settings) const;

    std::filesystem::path dir_;
    WallClock wall_clock_;
};

}  // namespace sudoku::saves
