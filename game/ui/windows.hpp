// The UI's windows (#33 point 9): one list of every window and dialog that can be open, each with
// its name (as --dump-layout's "open" list prints it), its open flag, and one Esc rule.
//
// The open flags live here, one per window, and nowhere else: a panel that draws a window
// (PrintDialog, TechniqueLibrary, HowToPlay, Welcome) keeps the rest of its state (the page, the
// choices, the path) and asks App::windows whether it is open. The question before an action that
// would lose something (App::confirmation) is not in this list: it is open while it holds its
// question, so App::dialog_open() adds it to Windows::any_open().
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

namespace sudoku::ui {

enum class WindowId : std::uint8_t {
    Keys,        // Help > Keys (F1)
    Settings,    // Ctrl+,
    Statistics,  // Game > Statistics
    About,       // Help > About
    Load,        // Ctrl+O
    Import,      // Ctrl+I
    Share,       // Ctrl+E
    Win,         // the puzzle is solved
    Lost,        // the mistake limit ended the game
    Resume,      // at start: resume the last game?
    Print,       // Ctrl+P (print_dialog.hpp)
    Techniques,  // Help > Techniques (technique_library.hpp)
    HowToPlay,   // Help > How to play (how_to_play.hpp)
    Welcome,     // the first start's welcome (welcome.hpp)
    Count
};
inline constexpr std::size_t kWindowCount = std::size_t(WindowId::Count);

/// What Esc does to a window while it is open.
enum class OnEscape : std::uint8_t {
    Close,    // the key handler closes it (Windows::escape)
    Answers,  // the window takes Esc itself as it draws (How to play closes, the welcome starts its game)
    Blocks,   // a question Esc answers (Resume: keep playing); while it is open Esc closes nothing else
};

struct WindowInfo {
    const char* name;  // "keys", "how-to-play": --dump-layout's name (tests read it)
    OnEscape escape;
};

/// The name and Esc rule of a window (one table, windows.cpp).
const WindowInfo& window_info(WindowId window);

class Windows {
public:
    /// The window's open flag, to read, set, or hand to ImGui::Begin as its close button's.
    bool& operator[](WindowId window) { return open_[std::size_t(window)]; }
    bool operator[](WindowId window) const { return open_[std::size_t(window)]; }
    /// Whether any window is open (what owns the keyboard, with App::confirmation).
    bool any_open() const;
    /// The one Esc rule: unless a window that blocks Esc is open (it answers Esc itself), Esc
    /// closes every window whose rule is Close, all at once; the others take Esc themselves.
    void escape();

private:
    std::array<bool, kWindowCount> open_{};
};

}  // namespace sudoku::ui
