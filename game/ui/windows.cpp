// The windows' table: names and Esc rules.
#include "game/ui/windows.hpp"

#include <algorithm>

namespace sudoku::ui {

namespace {

// In the order of WindowId (and of --dump-layout's "open" list).
constexpr WindowInfo kWindows[] = {
    {"keys", OnEscape::Close},          {"settings", OnEscape::Close},  {"statistics", OnEscape::Close},
    {"about", OnEscape::Close},         {"load", OnEscape::Close},      {"import", OnEscape::Close},
    {"share", OnEscape::Close},         {"win", OnEscape::Close},       {"lost", OnEscape::Close},
    {"resume", OnEscape::Blocks},       {"print", OnEscape::Close},     {"techniques", OnEscape::Close},
    {"how-to-play", OnEscape::Answers}, {"welcome", OnEscape::Answers},
};
static_assert(std::size(kWindows) == kWindowCount, "one row per WindowId");

}  // namespace

const WindowInfo& window_info(WindowId window) {
    return kWindows[std::size_t(window)];
}

bool Windows::any_open() const {
    return std::find(open_.begin(), open_.end(), true) != open_.end();
}

void Windows::escape() {
    for (std::size_t i = 0; i < kWindowCount; ++i)
        if (open_[i] && kWindows[i].escape == OnEscape::Blocks) return;
    for (std::size_t i = 0; i < kWindowCount; ++i)
        if (kWindows[i].escape == OnEscape::Close) open_[i] = false;
}

}  // namespace sudoku::ui
