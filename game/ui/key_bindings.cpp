// The key-binding table and what each action does.
#include "game/ui/key_bindings.hpp"

#include <SDL.h>

#include <algorithm>
#include <array>

#include "game/ui/app.hpp"
#include "game/ui/translate.hpp"

namespace sudoku::ui {

namespace {

using A = KeyAction;
constexpr KeyWhen kEdit = KeyWhen::Edit, kAlways = KeyWhen::Always;

// The bindings of each row (the rows below point at them).
constexpr KeyBinding kMove[] = {
    {SDLK_UP, kNoMod, A::MoveUp, kAlways},
    {SDLK_w, kNoMod, A::MoveUp},
    {SDLK_k, kNoMod, A::MoveUp},
    {SDLK_DOWN, kNoMod, A::MoveDown, kAlways},
    {SDLK_s, kNoMod, A::MoveDown},
    {SDLK_j, kNoMod, A::MoveDown},
    {SDLK_LEFT, kNoMod, A::MoveLeft, kAlways},
    {SDLK_a, kNoMod, A::MoveLeft},
    {SDLK_RIGHT, kNoMod, A::MoveRight, kAlways},
    {SDLK_d, kNoMod, A::MoveRight},
    {SDLK_l, kNoMod, A::MoveRight},
};
constexpr KeyBinding kErase[] = {
    {SDLK_0, kNoMod, A::Erase},
    {SDLK_KP_0, kNoMod, A::Erase},
    {SDLK_DELETE, kNoMod, A::Erase},
    {SDLK_BACKSPACE, kNoMod, A::Erase},
};
constexpr KeyBinding kNotes[] = {{SDLK_n, kNoMod, A::NotesMode}};
constexpr KeyBinding kModes[] = {
    {SDLK_z, kNoMod, A::ModeDigit},
    {SDLK_x, kNoMod, A::ModeCorner},
    {SDLK_m, kNoMod, A::ModeCentre},
    {SDLK_v, kNoMod, A::ModeColour},
};
constexpr KeyBinding kCheck[] = {{SDLK_c, kNoMod, A::CheckOrCentre}, {SDLK_c, kShift, A::Check}};
constexpr KeyBinding kFilter[] = {
    {SDLK_0, kAlt, A::FilterBivalue},
    {SDLK_KP_0, kAlt, A::FilterBivalue},
    {SDLK_b, kAlt, A::FilterBivalue},
};
constexpr KeyBinding kExtend[] = {
    {SDLK_UP, kShift, A::ExtendUp, kAlways},
    {SDLK_DOWN, kShift, A::ExtendDown, kAlways},
    {SDLK_LEFT, kShift, A::ExtendLeft, kAlways},
    {SDLK_RIGHT, kShift, A::ExtendRight, kAlways},
};
constexpr KeyBinding kSelectAll[] = {{SDLK_a, kCtrl, A::SelectAllEmpty, kAlways}};
constexpr KeyBinding kHint[] = {{SDLK_h, kNoMod, A::Hint}};
constexpr KeyBinding kSteps[] = {{SDLK_t, kNoMod, A::Steps}};
constexpr KeyBinding kStepChoice[] = {
    {SDLK_RIGHTBRACKET, kNoMod, A::StepNext},
    {SDLK_LEFTBRACKET, kNoMod, A::StepPrevious},
    {SDLK_t, kShift, A::StepApply},
};
constexpr KeyBinding kPause[] = {{SDLK_SPACE, kNoMod, A::Pause}, {SDLK_p, kNoMod, A::Pause}};
constexpr KeyBinding kUndo[] = {
    {SDLK_z, kCtrl, A::Undo, kAlways},
    {SDLK_y, kCtrl, A::Redo, kAlways},
    {SDLK_z, kCtrl | kShift, A::Redo, kAlways},
};
constexpr KeyBinding kAutoNotes[] = {{SDLK_f, kNoMod, A::AutoNotes}};
constexpr KeyBinding kMark[] = {{SDLK_b, kNoMod, A::Mark}, {SDLK_r, kNoMod, A::ReturnToMark}};
constexpr KeyBinding kRewind[] = {{SDLK_r, kShift, A::Rewind}};
constexpr KeyBinding kDigitFirst[] = {
    {SDLK_g, kNoMod, A::DigitFirst},
    {SDLK_RETURN, kNoMod, A::PlaceChosen},
    {SDLK_KP_ENTER, kNoMod, A::PlaceChosen},
};
constexpr KeyBinding kNew[] = {{SDLK_n, kCtrl, A::NewGame, kAlways}};
constexpr KeyBinding kNewLevel[] = {
    {SDLK_1, kCtrl, A::NewEasy, kAlways},    {SDLK_2, kCtrl, A::NewMedium, kAlways},
    {SDLK_3, kCtrl, A::NewHard, kAlways},    {SDLK_4, kCtrl, A::NewExpert, kAlways},
    {SDLK_5, kCtrl, A::NewExtreme, kAlways},
};
constexpr KeyBinding kRestart[] = {{SDLK_r, kCtrl, A::Restart, kAlways}};
// Entering a puzzle: digits are givens (the symbol keys), 0 and '.' a blank that moves on,
// Delete and Backspace erase where the cursor is, Enter starts the puzzle, Esc cancels.
constexpr KeyBinding kEnterPuzzle[] = {
    {SDLK_e, kCtrl | kShift, A::EnterPuzzle, kAlways}, {SDLK_0, kNoMod, A::EditorBlank, kEdit},
    {SDLK_KP_0, kNoMod, A::EditorBlank, kEdit},        {SDLK_PERIOD, kNoMod, A::EditorBlank, kEdit},
    {SDLK_KP_PERIOD, kNoMod, A::EditorBlank, kEdit},   {SDLK_DELETE, kNoMod, A::EditorErase, kEdit},
    {SDLK_BACKSPACE, kNoMod, A::EditorErase, kEdit},   {SDLK_RETURN, kNoMod, A::EditorFinish, kEdit},
    {SDLK_ESCAPE, kNoMod, A::EditorCancel, kEdit},
};
constexpr KeyBinding kSettings[] = {{SDLK_COMMA, kCtrl, A::Settings, kAlways}};
constexpr KeyBinding kCopy[] = {{SDLK_c, kCtrl, A::Copy, kAlways}, {SDLK_v, kCtrl, A::Paste, kAlways}};
constexpr KeyBinding kImport[] = {
    {SDLK_i, kCtrl, A::Import, kAlways},
    {SDLK_e, kCtrl, A::Share, kAlways},
    {SDLK_RETURN, kCtrl, A::ImportStart, kAlways},
    {SDLK_KP_ENTER, kCtrl, A::ImportStart, kAlways},
};
constexpr KeyBinding kSaves[] = {{SDLK_s, kCtrl, A::QuickSave, kAlways}, {SDLK_o, kCtrl, A::Load, kAlways}};
constexpr KeyBinding kPrint[] = {{SDLK_p, kCtrl, A::Print, kAlways}};
constexpr KeyBinding kEscape[] = {{SDLK_ESCAPE, kNoMod, A::Escape}};
constexpr KeyBinding kHelp[] = {{SDLK_F1, kNoMod, A::Help, kAlways}};
constexpr KeyBinding kMenu[] = {{SDLK_F10, kNoMod, A::Menu, kAlways}};
constexpr KeyBinding kQuit[] = {{SDLK_q, kCtrl, A::Quit, kAlways}};

constexpr KeyRow kRows[] = {
    {N_("Arrows, WASD, J K L"), N_("move the selection"), kMove},
    {N_("1-9"), N_("place a digit (a note in notes mode)"), {}},
    {N_("Shift+1-9"), N_("toggle a note (SudokuPad keys: a corner mark)"), {}},
    {N_("Ctrl+1-9"), N_("SudokuPad keys: a centre mark"), {}},
    {N_("A-G (12x12, 16x16)"), N_("the symbols 10-16 (Shift: a note); their other keys wait for 9x9"), {}},
    {N_("0, Delete, Backspace"), N_("erase (in colour mode: the colours)"), kErase},
    {N_("N"), N_("notes mode on/off (Settings: which layer it writes)"), kNotes},
    {N_("Z / X / M / V"), N_("mode: digits / corner marks / centre marks / colours (stays until changed)"), kModes},
    {N_("C"), N_("check (SudokuPad keys: centre marks mode; Shift+C checks in both)"), kCheck},
    {N_("V then 1-9, 0"), N_("colour the selected cells, 0 clears; Shift+digit colours that candidate"), {}},
    {N_("Alt+1-9 / Alt+0"), N_("digit filter: where that digit can go / cells with two candidates"), kFilter},
    {N_("Ctrl+click, Shift+click"), N_("add or remove a cell / select the rectangle from the cursor"), {}},
    {N_("Drag, Shift+arrows"), N_("select the cells passed over / extend the selection"), kExtend},
    {N_("Ctrl+A / Esc"), N_("select every empty cell / back to one cell"), kSelectAll},
    {N_("H"), N_("hint: technique, then evidence, then apply"), kHint},
    {N_("T"), N_("every step now: all the steps that apply, by technique; choose one to see it, Apply plays it"),
     kSteps},
    {N_("] / [, Shift+T"), N_("in that list: choose the next / previous step; apply the chosen one"), kStepChoice},
    {N_("Space, P"), N_("pause / resume"), kPause},
    {N_("Ctrl+Z / Ctrl+Y, Ctrl+Shift+Z"), N_("undo / redo"), kUndo},
    {N_("F"), N_("auto-notes: fill every empty cell's notes"), kAutoNotes},
    {N_("B / R"), N_("mark a branch point / return to it"), kMark},
    {N_("Shift+R"), N_("rewind to before the first mistake"), kRewind},
    {N_("G"), N_("digit first: choose a digit, then click cells (or Enter)"), kDigitFirst},
    {N_("Ctrl+N"), N_("new game at the same level"), kNew},
    {N_("Ctrl+1 ... Ctrl+5"), N_("new game: Easy, Medium, Hard, Expert, Extreme"), kNewLevel},
    {N_("Ctrl+R"), N_("restart this puzzle"), kRestart},
    {N_("Ctrl+Shift+E"), N_("enter a puzzle on the board (Enter starts it, Esc cancels)"), kEnterPuzzle},
    {N_("Ctrl+,"), N_("settings"), kSettings},
    {N_("Ctrl+C / Ctrl+V"), N_("copy the puzzle / paste a puzzle (any format)"), kCopy},
    {N_("Ctrl+I / Ctrl+E"), N_("import a puzzle / share this one"), kImport},
    {N_("Ctrl+S / Ctrl+O"), N_("quick-save / load"), kSaves},
    {N_("Ctrl+P"), N_("print or export this puzzle, or a booklet"), kPrint},
    {N_("Esc"), N_("close a window or dialog, else one cell selected, the filter off, the hint hidden"), kEscape},
    {N_("Enter / Esc in a question"), N_("the safe answer (keep playing); Y goes ahead"), {}},
    {N_("F1"), N_("this window"), kHelp},
    {N_("F10, Alt (alone)"), N_("open the Game menu (arrows, Enter, Esc)"), kMenu},
    // Keys ImGui's navigation and the dialogs handle (not the board's): listed, not dispatched here.
    {N_("Left / Right in a menu"), N_("the previous / next menu (Right on an item with a submenu opens it)"), {}},
    {N_("Arrows, Tab, Enter or Space in a window"),
     N_("choose an item / the next text field / press or toggle it"),
     {}},
    {N_("Up / Down, Enter, Delete in Load"), N_("choose a save / load it / delete it (asks first)"), {}},
    {N_("Ctrl+Q"), N_("quit"), kQuit},
    {N_("Mouse"), N_("click a cell to select; click a pad digit to place, right-click for a note"), {}},
};

// Esc while playing: the selection back to the cursor alone, else the filter off, else the steps
// panel closed, else the hint hidden.
void escape(App& app) {
    if (app.selected_cells().size() > 1) {
        app.selection.reset();
        app.selection.set(std::size_t(app.selected));
        return;
    }
    if (app.filter) return app.toggle_filter(app.filter);
    if (app.steps.open) return toggle_steps_panel(app);
    app.hint.reset(), app.hint_level = 0;
}

void toggle_digit_first(App& app) {
    app.digit_first = !app.digit_first;
    app.chosen_digit = 0;
    app.message = app.digit_first ? _("Digit first: choose a digit (1-9), then click cells or press Enter.")
                                  : _("Cell first: select a cell, then type its digit.");
}

void copy_puzzle(App& app) {
    SDL_SetClipboardText(app.puzzle_line().c_str());
    app.message = _("Puzzle copied.");
}

using Run = void (*)(App&);
// One function per action, in the order of KeyAction.
constexpr std::array<Run, std::size_t(KeyAction::Count)> kRun = {
    [](App& a) { a.move_selection(-1, 0); },
    [](App& a) { a.move_selection(1, 0); },
    [](App& a) { a.move_selection(0, -1); },
    [](App& a) { a.move_selection(0, 1); },
    [](App& a) { a.extend_selection(-1, 0); },
    [](App& a) { a.extend_selection(1, 0); },
    [](App& a) { a.extend_selection(0, -1); },
    [](App& a) { a.extend_selection(0, 1); },
    [](App& a) { a.erase(); },
    [](App& a) { a.notes_mode = !a.notes_mode; },
    [](App& a) { a.set_input_mode(App::InputMode::Digit); },
    [](App& a) { a.set_input_mode(App::InputMode::Corner); },
    [](App& a) { a.set_input_mode(App::InputMode::Centre); },
    [](App& a) { a.set_input_mode(App::InputMode::Colour); },
    [](App& a) {  // C: Check in the classic scheme; centre marks in SudokuPad's
        if (a.settings.key_scheme == game::KeyScheme::SudokuPad) return a.set_input_mode(App::InputMode::Centre);
        a.check();
    },
    [](App& a) { a.check(); },
    [](App& a) {
        if (a.session.game) a.toggle_filter(-1);
    },
    [](App& a) { a.select_all_empty(); },
    [](App& a) { a.ask_hint(); },
    [](App& a) {
        if (a.session.game) toggle_steps_panel(a);
    },
    [](App& a) {
        if (a.steps.open) choose_adjacent_step(a, 1);
    },
    [](App& a) {
        if (a.steps.open) choose_adjacent_step(a, -1);
    },
    [](App& a) {
        if (a.session.game && a.steps.open) apply_selected_step(a);
    },
    [](App& a) { a.toggle_pause(); },
    [](App& a) { a.undo(); },
    [](App& a) { a.redo(); },
    [](App& a) { a.auto_notes(); },
    [](App& a) { a.mark(); },
    [](App& a) { a.return_to_mark(); },
    [](App& a) { a.rewind_to_first_mistake(); },
    toggle_digit_first,
    [](App& a) {
        if (a.digit_first && a.chosen_digit) a.press_digit(a.chosen_digit, false);
    },
    [](App& a) { a.new_game(a.session.level); },
    [](App& a) { a.new_game(Level::Easy); },
    [](App& a) { a.new_game(Level::Medium); },
    [](App& a) { a.new_game(Level::Hard); },
    [](App& a) { a.new_game(Level::Expert); },
    [](App& a) { a.new_game(Level::Extreme); },
    [](App& a) { a.restart(); },
    [](App& a) { a.begin_custom_entry(); },
    [](App& a) { a.editor_key(0, true); },
    [](App& a) { a.editor_key(0, false); },
    [](App& a) { a.finish_custom_entry(); },
    [](App& a) { a.cancel_custom_entry(); },
    [](App& a) { a.windows[WindowId::Settings] = true; },
    copy_puzzle,
    [](App& a) { a.paste(); },
    [](App& a) { a.windows[WindowId::Import] = true; },
    [](App& a) {
        if (a.windows[WindowId::Import]) a.start_import_text();
    },
    [](App& a) { a.windows[WindowId::Share] = a.session.game.has_value(); },
    [](App& a) { a.save_to(saves::kQuicksaveSlot); },
    [](App& a) { a.open_load_dialog(); },
    [](App& a) { a.windows[WindowId::Print] = a.session.game.has_value(); },
    escape,
    [](App& a) { a.windows[WindowId::Keys] = !a.windows[WindowId::Keys]; },
    [](App& a) { a.open_menu = true, a.open_menu_index = 0; },
    [](App& a) { a.request_quit(); },
};

bool matches(const KeyBinding& b, int key, unsigned mods, bool editing, bool exact) {
    if (b.key != key || !(unsigned(b.when) & unsigned(editing ? KeyWhen::Edit : KeyWhen::Play))) return false;
    if (exact) return b.mods == mods;
    // Ctrl must agree; Shift and Alt may be held on a binding that does not ask for them.
    return (b.mods & kCtrl) == (mods & kCtrl) && !(b.mods & (kShift | kAlt));
}

std::string key_name(int key) {
    if (key >= SDLK_a && key <= SDLK_z) return std::string(1, char(key - SDLK_a + 'A'));
    if (key >= SDLK_F1 && key <= SDLK_F12) return "F" + std::to_string(key - SDLK_F1 + 1);
    if (key > ' ' && key < 127) return std::string(1, char(key));
    switch (key) {
        case SDLK_SPACE:
            return "Space";
        case SDLK_RETURN:
            return "Enter";
        case SDLK_ESCAPE:
            return "Esc";
        case SDLK_DELETE:
            return "Delete";
        case SDLK_BACKSPACE:
            return "Backspace";
        default:
            return SDL_GetKeyName(key);
    }
}

}  // namespace

std::span<const KeyRow> key_rows() {
    return kRows;
}

const KeyBinding* find_binding(int key, unsigned mods, bool editing) {
    for (const bool exact : {true, false})
        for (const KeyRow& row : kRows)
            for (const KeyBinding& b : row.bindings)
                if (matches(b, key, mods, editing, exact)) return &b;
    return nullptr;
}

void perform(App& app, KeyAction action) {
    if (action < KeyAction::Count) kRun[std::size_t(action)](app);
}

std::string shortcut_label(KeyAction action) {
    for (const KeyRow& row : kRows)
        for (const KeyBinding& b : row.bindings) {
            if (b.action != action) continue;
            std::string label;
            if (b.mods & kCtrl) label += "Ctrl+";
            if (b.mods & kShift) label += "Shift+";
            if (b.mods & kAlt) label += "Alt+";
            return label + key_name(b.key);
        }
    return {};
}

std::vector<std::string> shortcut_labels(std::initializer_list<KeyAction> actions) {
    std::vector<std::string> out;
    for (KeyAction action : actions)
        for (const KeyRow& row : kRows)
            for (const KeyBinding& b : row.bindings) {
                if (b.action != action || (b.key >= SDLK_KP_DIVIDE && b.key <= SDLK_KP_PERIOD)) continue;
                std::string label;
                if (b.mods & kCtrl) label += "Ctrl+";
                if (b.mods & kShift) label += "Shift+";
                if (b.mods & kAlt) label += "Alt+";
                label += b.key == SDLK_SPACE ? std::string(_("Space")) : key_name(b.key);
                if (std::find(out.begin(), out.end(), label) == out.end()) out.push_back(std::move(label));
            }
    return out;
}

std::string keys_text(std::initializer_list<KeyAction> actions) {
    return join_keys(shortcut_labels(actions));
}

std::string join_keys(const std::vector<std::string>& keys) {
    if (keys.empty()) return {};
    std::string out = keys.front();
    for (std::size_t i = 1; i + 1 < keys.size(); ++i)
        out = i18n::format(_("{key}, {other_key}"), {{"key", out}, {"other_key", keys[i]}});
    if (keys.size() > 1) out = i18n::format(_("{key} or {other_key}"), {{"key", out}, {"other_key", keys.back()}});
    return out;
}

std::vector<KeyAction> panel_tip_actions(PanelTip tip, bool sudokupad_keys) {
    switch (tip) {
        case PanelTip::Undo:
            return {KeyAction::Undo};
        case PanelTip::Redo:
            return {KeyAction::Redo};
        case PanelTip::Pause:
        case PanelTip::Resume:
            return {KeyAction::Pause};
        case PanelTip::Erase:
            return {KeyAction::Erase};
        case PanelTip::Check:
            return {KeyAction::CheckOrCentre, KeyAction::Check};
        case PanelTip::ModeDigit:
            return {KeyAction::ModeDigit};
        case PanelTip::ModeCorner:
            return {KeyAction::ModeCorner};
        case PanelTip::ModeCentre:
            if (sudokupad_keys) return {KeyAction::CheckOrCentre, KeyAction::ModeCentre};
            return {KeyAction::ModeCentre};
        case PanelTip::ModeColour:
            return {KeyAction::ModeColour};
        case PanelTip::AutoNotes:
            return {KeyAction::AutoNotes};
        case PanelTip::Mark:
            return {KeyAction::Mark};
        case PanelTip::ReturnToMark:
            return {KeyAction::ReturnToMark};
        case PanelTip::Rewind:
            return {KeyAction::Rewind};
        case PanelTip::Restart:
        case PanelTip::Count:
            break;
    }
    return {KeyAction::Restart};
}

std::string panel_tooltip(PanelTip tip, bool sudokupad_keys) {
    static constexpr const char* kFormats[] = {
        N_("Undo ({keys})"),
        N_("Redo ({keys})"),
        N_("Pause the game and hide the board ({keys})"),
        N_("Resume the game ({keys})"),
        N_("Erase the selected cell ({keys})"),
        N_("Count the wrong digits and mark them on the board ({classic} in the classic key scheme, {keys} in both; "
           "also in the Game menu)"),
        N_("Digits ({keys})"),
        N_("Corner marks along the cell's edges, in the order typed ({keys})"),
        N_("Centre marks in the middle of the cell ({keys})"),
        N_("Colours: 1-9 colour the selected cells, 0 clears; Shift+digit colours that candidate ({keys})"),
        N_("Fill every empty cell's notes with its candidates ({keys})"),
        N_("Remember this position, to come back to it with Return ({keys})"),
        N_("Undo back to the last mark ({keys})"),
        N_("Undo back to just before the first wrong digit ({keys})"),
        N_("Start this puzzle again from its givens ({keys})"),
    };
    static_assert(std::size(kFormats) == std::size_t(PanelTip::Count));
    const char* format = _(kFormats[std::size_t(tip)]);
    if (tip == PanelTip::Check)  // C checks in the classic scheme only; Shift+C in both
        return i18n::format(
            format, {{"classic", keys_text({KeyAction::CheckOrCentre})}, {"keys", keys_text({KeyAction::Check})}});
    const std::vector<KeyAction> actions = panel_tip_actions(tip, sudokupad_keys);
    std::vector<std::string> keys;
    for (KeyAction action : actions)
        for (std::string& key : shortcut_labels({action}))
            if (std::find(keys.begin(), keys.end(), key) == keys.end()) keys.push_back(std::move(key));
    return i18n::format(format, {{"keys", join_keys(keys)}});
}

std::string keys_markdown() {
    std::string out = "| key | action |\n|---|---|\n";
    for (const KeyRow& row : kRows) {
        out += "| ";
        out += row.keys;
        out += " | ";
        out += row.what;
        out += " |\n";
    }
    return out;
}

}  // namespace sudoku::ui
