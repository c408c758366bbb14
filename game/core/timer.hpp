// Timer: game time from a clock passed in (milliseconds), never from a real clock.
//
// Runs only while started; stop banks the time so far and start resumes from it. A clock that
// steps backwards adds nothing rather than going negative.
#pragma once

#include <algorithm>
#include <cstdint>

namespace sudoku::game {

class Timer {
public:
    bool running() const { return running_; }

    void start(std::int64_t now_ms) {
        if (running_) return;
        running_ = true;
        since_ms_ = now_ms;
    }

    void stop(std::int64_t now_ms) {
        if (!running_) return;
        banked_ms_ += std::max<std::int64_t>(0, now_ms - since_ms_);
        running_ = false;
    }

    std::int64_t elapsed_ms(std::int64_t now_ms) const {
        return banked_ms_ + (running_ ? std::max<std::int64_t>(0, now_ms - since_ms_) : 0);
    }

    /// Stops the timer and sets the time so far (0 for a new game; a saved time when loading).
    void reset(std::int64_t elapsed_ms = 0) {
        banked_ms_ = elapsed_ms;
        running_ = false;
    }

private:
    std::int64_t banked_ms_ = 0;  // time from earlier runs
    std::int64_t since_ms_ = 0;   // when the current run started
    bool running_ = false;
};

}  // namespace sudoku::game
