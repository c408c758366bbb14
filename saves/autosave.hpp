// Autosaver: when to autosave, as a small state machine driven by a clock passed in
// (milliseconds, the UI's SDL_GetTicks64; a variable in tests). It decides; the UI saves.
//
//   after each accepted move:      changed(now)
//   every frame:                   if (autosaver.due(now)) { status = store.save("autosave", game);
//                                                            autosaver.saved(now, status.ok()); }
//   on pause and on quit:          if (autosaver.dirty()) save now, whatever due() says
//
// Debounced: a save is due once no change has come for `quiet_ms`, or `max_delay_ms` after the
// first unsaved change even while the player keeps moving. A failed save (full disk) is retried
// after `retry_ms`, not every frame.
#pragma once

#include <cstdint>
#include <optional>

namespace sudoku::saves {

struct AutosaveTiming {
    std::int64_t quiet_ms = 2000;
    std::int64_t max_delay_ms = 15000;
    std::int64_t retry_ms = 10000;
};

class Autosaver {
public:
    explicit Autosaver(AutosaveTiming timing = {}) : timing_(timing) {}

    /// The game changed (a move, undo, redo...).
    void changed(std::int64_t now_ms) {
        if (!first_unsaved_) first_unsaved_ = now_ms;
        last_change_ = now_ms;
    }

    /// Something is not saved yet.
    bool dirty() const { return first_unsaved_.has_value(); }

    /// Time to save (see above).
    bool due(std::int64_t now_ms) const {
        if (!first_unsaved_) return false;
        if (retry_after_ && now_ms < *retry_after_) return false;
        return now_ms - last_change_ >= timing_.quiet_ms || now_ms - *first_unsaved_ >= timing_.max_delay_ms;
    }

    /// A save was attempted at now_ms. On success everything up to now is saved; on failure the
    /// changes stay dirty and the next try waits retry_ms.
    void saved(std::int64_t now_ms, bool ok) {
        if (ok) {
            first_unsaved_.reset();
            retry_after_.reset();
        } else {
            retry_after_ = now_ms + timing_.retry_ms;
        }
    }

    /// A new game or a load: nothing is unsaved.
    void reset() {
        first_unsaved_.reset();
        retry_after_.reset();
    }

private:
    AutosaveTiming timing_;
    std::optional<std::int64_t> first_unsaved_;
    std::int64_t last_change_ = 0;
    std::optional<std::int64_t> retry_after_;
};

}  // namespace sudoku::saves
