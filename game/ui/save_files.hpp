// The save folder as the UI uses it (#33 point 9): the slot store, the settings and statistics
// files and whether they may be written, and what the load dialog and the start-up question list.
// The App decides when to save and says what happened (persistence.cpp); the files themselves
// are the saves layer's.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "saves/slot_store.hpp"

namespace sudoku::ui {

struct SaveFiles {
    std::optional<saves::SlotStore> store;  // null: no save folder could be found (the game still plays)
    std::filesystem::path settings_file, statistics_file;
    bool first_run = false;              // the save folder had no settings file (open_saves): no game played here yet
    bool statistics_writable = true;     // false after a newer version's statistics file: never save over it
    bool settings_writable = true;       // the same for a newer version's settings file
    std::string statistics_unknown;      // what statistics.json holds that this version does not know: written back
    std::vector<saves::SlotInfo> slots;  // for the load dialog, listed when it opens
    std::vector<std::string> set_aside_files;  // for the load dialog: files moved out of the way
    std::optional<saves::SlotInfo> resumable;  // offered at start
    bool resumable_backup = false;             // ... from the slot's .bak (the autosave was unreadable)

    /// Lists the slots and the files set aside, for the load dialog (the slots' summaries are read
    /// a few per frame by the dialog). Needs the store.
    void list() {
        slots = store->list_files();
        set_aside_files.clear();
        for (const auto& path : store->set_aside_files()) set_aside_files.push_back(path.filename().string());
    }
    /// Whether a slot's summary is still to be read.
    bool reading_summaries() const {
        for (const auto& info : slots)
            if (!info.summary_read) return true;
        return false;
    }
};

}  // namespace sudoku::ui
