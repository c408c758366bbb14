// Settings: the player's preferences, a plain struct with defaults.
//
// Ask the undo question: none of these come back on undo, so none of them live in the history.
// The game core reads the few that change the rules of play (mistakes, hints); the UI reads the
// rest (highlights, timer, theme, scale). Saving them is the saves layer's job (issue 7).
#pragma once

#include <cstdint>

#include "engine/generator.hpp"

namespace sudoku::game {

/// Whether the player is told about digits that differ from the solution.
enum class MistakesMode : std::uint8_t {
    Off,        // never compare with the solution; no mistake limit
    Highlight,  // mark wrong digits as soon as they are placed; the mistake limit applies
};

enum class Theme : std::uint8_t { Light, Dark };

/// Labels drawn around the board, outside the grid.
enum class BoardLabels : std::uint8_t {
    None,
    RowColumn,  // r1-r9 left of the rows, c1-c9 above the columns (the hints' notation)
};

/// Which mark layer notes mode (N, or Shift+digit in the classic key scheme) writes.
enum class NotesLayer : std::uint8_t { Pencil, Corner, Centre };

/// One-shot shortcuts for marks. Both schemes have the modes Z digit, X corner, C centre, V colour.
enum class KeyScheme : std::uint8_t {
    Classic,    // Shift+digit toggles a pencil note (or the notes layer's mark); N is notes mode
    SudokuPad,  // Shift+digit a corner mark, Ctrl+digit a centre mark
};

/// The language of the UI (issue #19): the environment's (LANGUAGE, LC_ALL, LC_MESSAGES, LANG), or
/// one the player picked in Settings > Language.
enum class UiLanguage : std::uint8_t { System, English, SimplifiedChinese, TraditionalChinese };

struct Settings {
    // Highlights (UI only).
    bool highlight_row_column_box = true;  // the selected cell's row, column and box
    bool highlight_equal_digits = true;    // every cell holding the selected digit

    // Checks.
    bool show_conflicts = true;  // same digit twice in a house (rules only, never the solution)
    MistakesMode mistakes_mode = MistakesMode::Off;
    int mistake_limit = 0;           // with MistakesMode::Highlight: the game is lost at this many; 0 = unlimited
    bool undo_last_mistake = false;  // a game lost at the limit may take back the mistake that ended it
    bool check_marks_wrong = true;   // Check marks the wrong digits on the board (until it changes)

    // Hints.
    int hint_limit = 0;             // hints per game; 0 = unlimited
    bool hints_check_notes = true;  // a hint first says what is wrong with the player's notes (hint.hpp)

    // Notes helpers. Auto-notes itself is a move ("A"), not a setting.
    bool auto_remove_notes = true;  // placing a digit removes it from the notes of the cell's peers

    // Marks (UI only: which layer a key writes; the marks themselves are moves).
    NotesLayer notes_layer = NotesLayer::Pencil;
    bool centre_is_pencil = true;  // centre marks and pencil notes are one layer: centre mode writes notes
    KeyScheme key_scheme = KeyScheme::Classic;
    bool filter_by_marks = false;  // the digit filter also needs the digit in the cell's notes or marks

    // Presentation (UI only).
    bool show_timer = true;
    bool pause_when_unfocused = true;  // the window losing focus pauses the game
    bool advance_after_digit = true;   // entering a puzzle: the selection moves on after each given
    Theme theme = Theme::Light;
    float ui_scale = 1.0f;
    BoardLabels board_labels = BoardLabels::None;
    bool letters_above_nine = true;  // symbols 10-16 on boards above 9x9 shown as A-G (else 10-16)
    UiLanguage language = UiLanguage::System;
    Symmetry symmetry = Symmetry::Rotate180;  // of the givens of Game > New's puzzles (and Ctrl+N's)

    bool operator==(const Settings&) const = default;
};

}  // namespace sudoku::game
