// Settings: the player's choices, in two plain structs with defaults, one home each.
//
// - Rules: what changes the rules of play (mistakes, the limits, hints, auto-remove notes). The
//   game core reads them: game::Game holds a copy and nothing else of the settings.
// - Preferences: everything else (highlights, marks and keys, timer, theme, scale, language,
//   symmetry of new puzzles). Only the UI reads them.
// - Settings: both, as settings.json holds them (saves/settings_file.hpp reads and writes it; the
//   UI keeps the player's Settings and hands the Game its Rules).
//
// Ask the undo question: none of these come back on undo, so none of them live in the history.
#pragma once

#include <cstdint>

#include "engine/generate/classic.hpp"

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

/// The rules of play the game core reads (game::Game, its hints and moves).
struct Rules {
    // Checks.
    bool show_conflicts = true;  // same digit twice in a house (rules only, never the solution)
    MistakesMode mistakes_mode = MistakesMode::Off;
    int mistake_limit = 0;           // with MistakesMode::Highlight: the game is lost at this many; 0 = unlimited
    bool undo_last_mistake = false;  // a game lost at the limit may take back the mistake that ended it

    // Hints.
    int hint_limit = 0;             // hints per game; 0 = unlimited
    bool hints_check_notes = true;  // a hint first says what is wrong with the player's notes (hint.hpp)

    // Notes helpers. Auto-notes itself is a move ("A"), not a setting.
    bool auto_remove_notes = true;  // placing a digit removes it from the notes of the cell's peers

    bool operator==(const Rules&) const = default;
};

/// The UI's preferences: nothing in the game core reads them.
struct Preferences {
    // Highlights.
    bool highlight_row_column_box = true;  // the selected cell's row, column and box
    bool highlight_equal_digits = true;    // every cell holding the selected digit

    bool check_marks_wrong = true;  // Check marks the wrong digits on the board (until it changes)

    // Marks (which layer a key writes; the marks themselves are moves).
    NotesLayer notes_layer = NotesLayer::Pencil;
    bool centre_is_pencil = true;  // centre marks and pencil notes are one layer: centre mode writes notes
    KeyScheme key_scheme = KeyScheme::Classic;
    bool filter_by_marks = false;  // the digit filter also needs the digit in the cell's notes or marks

    // Presentation.
    bool show_timer = true;
    bool pause_when_unfocused = true;  // the window losing focus pauses the game
    bool advance_after_digit = true;   // entering a puzzle: the selection moves on after each given
    Theme theme = Theme::Light;
    float ui_scale = 1.0f;
    BoardLabels board_labels = BoardLabels::None;
    bool letters_above_nine = true;  // symbols 10-16 on boards above 9x9 shown as A-G (else 10-16)
    UiLanguage language = UiLanguage::System;
    Symmetry symmetry = Symmetry::Rotate180;  // of the givens of Game > New's puzzles (and Ctrl+N's)

    bool operator==(const Preferences&) const = default;
};

/// The whole of settings.json: the rules and the preferences (each field has its home in one of
/// them; `settings.show_timer` reads the preference, `Rules(settings)` is what a Game gets).
struct Settings : Rules, Preferences {
    const Rules& rules() const { return *this; }
    const Preferences& preferences() const { return *this; }
    bool operator==(const Settings&) const = default;
};

}  // namespace sudoku::game
