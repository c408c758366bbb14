// The first start's welcome (issue #33): on a first run (the save folder has no settings file)
// with nothing to resume, a window asks for the first game's board and level instead of always
// starting a Medium 9x9, and points to Help > How to play and the keys. Choosing (Enter, or Esc
// for the choice shown) starts the game and writes the settings file, so it never shows again.
// A window shows it by itself unless the command line says what to start; a headless run only
// with --welcome (so that scripted tests, which start in empty folders, are not held up).
#pragma once

#include <span>

#include "engine/logic/difficulty.hpp"

namespace sudoku::ui {

struct App;

/// A board Game > New offers, in Solo's parameters, and the levels (bit l for Level l) the
/// generator reaches on it (panels.cpp has the table and how it was measured).
struct NewShape {
    const char* label;
    const char* params;
    unsigned levels;
};
std::span<const NewShape> new_shapes();

/// UI state only: whether the welcome is shown, and the choice in it.
struct Welcome {
    int shape = 2;  // an index into new_shapes() (9x9)
    Level level = Level::Medium;
};

/// Opens the welcome at the App's shape and level (the command line's, or 9x9 Medium).
void open_welcome(App& app);
/// Draws the welcome when it is open.
void welcome_window(App& app);

}  // namespace sudoku::ui
