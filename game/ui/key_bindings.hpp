// The one key-binding table (#33 point 9): every key of the game, with what it does. The key
// handler dispatches through it, Help > Keys lists its rows, the menu shows its shortcuts, and
// the README's key table is made from it (a test compares them, so they cannot drift).
#pragma once

#include <cstdint>
#include <initializer_list>
#include <span>
#include <string>
#include <vector>

namespace sudoku::ui {

struct App;

/// Modifiers a binding needs (Ctrl, Shift, Alt). A binding without Shift or Alt also takes the
/// key with them when no binding asks for them (Shift+W moves as W does; Ctrl+Shift+S saves).
enum KeyMod : unsigned { kNoMod = 0, kCtrl = 1, kShift = 2, kAlt = 4 };

/// Where a binding works: while playing, while entering a puzzle on the board, or in both.
enum class KeyWhen : std::uint8_t { Play = 1, Edit = 2, Always = 3 };

/// What a key does (each has one function in key_bindings.cpp).
enum class KeyAction : std::uint8_t {
    MoveUp,
    MoveDown,
    MoveLeft,
    MoveRight,
    ExtendUp,
    ExtendDown,
    ExtendLeft,
    ExtendRight,
    Erase,
    NotesMode,
    ModeDigit,
    ModeCorner,
    ModeCentre,
    ModeColour,
    CheckOrCentre,
    Check,
    FilterBivalue,
    SelectAllEmpty,
    Hint,
    Steps,
    StepNext,
    StepPrevious,
    StepApply,
    Pause,
    Undo,
    Redo,
    AutoNotes,
    Mark,
    ReturnToMark,
    Rewind,
    DigitFirst,
    PlaceChosen,
    NewGame,
    NewEasy,
    NewMedium,
    NewHard,
    NewExpert,
    NewExtreme,
    Restart,
    EnterPuzzle,
    EditorBlank,
    EditorErase,
    EditorFinish,
    EditorCancel,
    Settings,
    Copy,
    Paste,
    Import,
    ImportStart,
    Share,
    QuickSave,
    Load,
    Print,
    Escape,
    Help,
    Menu,
    Quit,
    Count
};

struct KeyBinding {
    int key;  // an SDL keycode (SDLK_*)
    unsigned mods;
    KeyAction action;
    KeyWhen when = KeyWhen::Play;
};

/// A row of Help > Keys and of the README: the keys as written (N_), what they do (N_), and the
/// bindings the handler dispatches. Rows without bindings are keys handled as a family (the
/// symbols 1-9 and A-G with their modifiers) or the mouse.
struct KeyRow {
    const char* keys;
    const char* what;
    std::span<const KeyBinding> bindings;
};

std::span<const KeyRow> key_rows();

/// The binding for this key, Ctrl/Shift/Alt state and place (editor or play), or null: first
/// one whose modifiers match exactly, then one that ignores Shift and Alt.
const KeyBinding* find_binding(int key, unsigned mods, bool editing);

/// Does what the action does.
void perform(App& app, KeyAction action);

/// The first key of an action as a menu shows it ("Ctrl+R", "Shift+R", "F1"); empty when none.
std::string shortcut_label(KeyAction action);

/// Every key of the actions as the side panel's tooltips name them ("Ctrl+Y", "Ctrl+Shift+Z"),
/// in the table's order, without the keypad's twins, Space in the player's language (空格).
std::vector<std::string> shortcut_labels(std::initializer_list<KeyAction> actions);

/// Those keys as one list with the translated "or": "Space or P", "0, Delete or Backspace".
std::string keys_text(std::initializer_list<KeyAction> actions);
/// Keys joined so: "Ctrl+Y or Ctrl+Shift+Z".
std::string join_keys(const std::vector<std::string>& keys);

/// The side panel's tooltips that name keys (#33 point 9), each made from the key table.
enum class PanelTip : std::uint8_t {
    Undo,
    Redo,
    Pause,
    Resume,
    Erase,
    Check,
    ModeDigit,
    ModeCorner,
    ModeCentre,
    ModeColour,
    AutoNotes,
    Mark,
    ReturnToMark,
    Rewind,
    Restart,
    Count
};
/// The tooltip in the player's language; the Centre mode's names C too with SudokuPad's keys.
std::string panel_tooltip(PanelTip tip, bool sudokupad_keys);
/// The actions whose keys the tooltip names, in its order.
std::vector<KeyAction> panel_tip_actions(PanelTip tip, bool sudokupad_keys);

/// The README's key table (Markdown, in English) made from key_rows().
std::string keys_markdown();

}  // namespace sudoku::ui
