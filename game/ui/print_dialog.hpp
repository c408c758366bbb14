// Game > Print / Export... (Ctrl+P): the current puzzle, blank or with the player's progress and
// notes, as PDF, PNG or SVG; or a booklet of new puzzles at the current level as PDF. The drawing is
// print/'s, the same as sudoku-cli print and export. Exporting reads the game and never changes it.
#pragma once

#include <string>

#include "game/core/game.hpp"
#include "print/board_drawing.hpp"
#include "print/export.hpp"

namespace sudoku::ui {

struct App;

/// The dialog's choices and its last result: UI state, kept in the App.
struct PrintDialog {
    enum class What { Blank, Progress, Booklet };
    What what = What::Progress;
    print::Format format = print::Format::Pdf;
    int count = 6;     // booklet: new puzzles
    int per_page = 6;  // booklet: puzzles a page (1, 2, 4, 6)
    bool solutions = true;
    std::string path;    // empty until the dialog first opens: then the default
    std::string result;  // "Saved to PATH", or what went wrong
    bool failed = false;
};

/// The folder exports go to by default: $XDG_DOCUMENTS_DIR, else the XDG_DOCUMENTS_DIR line of
/// $XDG_CONFIG_HOME/user-dirs.dirs (~/.config/user-dirs.dirs), else ~/Documents; whichever of these
/// exists first, else the home folder (never created).
std::string documents_folder();

/// The board of a game as print/ draws it: the givens and, with `progress`, the player's digits
/// and pencil notes (and centre marks).
print::BoardPicture board_picture(const game::Game& game, bool progress);

/// Does what the dialog's Export button does with its choices and path; sets `result` and
/// `failed`. The game is only read.
void run_export(App& app, PrintDialog& dialog);

/// Draws the dialog while it is open.
void print_dialog(App& app);

}  // namespace sudoku::ui
