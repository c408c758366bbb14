// The application as Dear ImGui sees it, and one function that emits every widget of a frame.
// The same code serves the real window and the headless renderer.
//
// App is a few owners (#33 point 9), each with one home:
// - session (session.hpp): the game, its name, what Ctrl+N starts, what the statistics counted of
//   it, its autosave;
// - saves (save_files.hpp): the save folder: slot store, settings and statistics files, slots;
// - settings (game/core/settings.hpp): the player's Rules (the Game gets a copy) and Preferences;
// - windows (windows.hpp): which windows are open, their names and the one Esc rule;
// - panels that own their state: PrintDialog, StepsPanel, TechniqueLibrary, HowToPlay, Welcome;
// - the key table (key_bindings.hpp), from which the key handler, Help > Keys, the menus'
//   shortcuts and the README's key table are made;
// and the UI state around the board (cursor, selection, modes, hint, message) with the actions a
// player can take.
//
// Ask the undo question: the board lives in game::Game (it comes back on undo); the cursor, notes
// mode, the hint being shown and the open windows are UI state here (they do not).
#pragma once

#include <bitset>
#include <condition_variable>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/formats/formats.hpp"
#include "engine/formats/solo_id.hpp"
#include "engine/generate/generator.hpp"
#include "engine/logic/difficulty.hpp"
#include "engine/logic/step.hpp"
#include "engine/model/grid.hpp"
#include "engine/model/text.hpp"
#include "game/core/game.hpp"
#include "game/core/statistics.hpp"
#include "game/ui/board_view.hpp"
#include "game/ui/how_to_play.hpp"
#include "game/ui/layout.hpp"
#include "game/ui/print_dialog.hpp"
#include "game/ui/save_files.hpp"
#include "game/ui/session.hpp"
#include "game/ui/steps_panel.hpp"
#include "game/ui/technique_library.hpp"
#include "game/ui/welcome.hpp"
#include "game/ui/windows.hpp"
#include "saves/autosave.hpp"
#include "saves/slot_store.hpp"

struct ImFont;
union SDL_Event;

namespace sudoku::ui {

struct Fonts {
    ImFont* ui = nullptr;      // menus and panels
    ImFont* large = nullptr;   // titles, the timer and the pad's digits
    ImFont* digits = nullptr;  // large digits on the board (may be null: falls back to ui)
    ImFont* bar = nullptr;     // row and column labels (not enlarged by the UI scale)
    ImFont* small = nullptr;   // the counts under the pad's digits
    ImFont* notes = nullptr;   // notes on the board
    FontSizes sizes;           // what the atlas was built for
};

/// Loads DejaVu Sans from the system (fonts-dejavu-core) at the sizes given, falling back to ImGui's
/// built-in font when the file is missing. Call before the first frame (or after clearing the
/// atlas, to change the sizes).
Fonts load_fonts(const FontSizes& sizes);

/// Colours and sizes applied to ImGui's style for a theme and scale.
void apply_style(game::Theme theme, float scale);

/// A question before an action that would lose something (an unfinished game, or moves the
/// autosave could not write). Enter and Esc choose the safe answer: keep playing.
struct Confirmation {
    std::string title;                            // "Start a new game?"
    std::string text;                             // what would be lost
    std::string confirm_label;                    // "New game": the button (and Y) that goes ahead
    std::string keep_label = N_("Keep playing");  // the safe answer (Enter, Esc), shown translated
    std::function<void()> action;
    bool save_failed = false;  // the last autosave failed: also offer to retry it
};

/// How long a new game waits for its puzzle before the window shows "Making a puzzle..." and
/// goes on drawing (most puzzles take a few milliseconds).
inline constexpr int kPendingBlinkMs = 150;

class PuzzleStock;

/// A puzzle being made on a worker thread, so that the window keeps drawing while a slow level is
/// made (Killer Hard, 16x16 Expert: a second or more). The worker shares nothing with the App but
/// `Shared`, which it fills before it ends; an abandoned one finishes unseen.
struct PendingPuzzle {
    struct Shared {
        std::mutex mutex;
        std::condition_variable done;
        std::optional<Result<GeneratedShapePuzzle>> result;
    };
    std::shared_ptr<Shared> shared;
    ShapeGenerateOptions options;
    std::int64_t started_ms = 0;
};

struct App {
    // --- The game (state that undo brings back lives inside it) ---
    GameSession session;  // the game, its name, what Ctrl+N starts, its autosave (session.hpp)
    game::Statistics stats;
    /// The player's settings as settings.json holds them: the rules (the Game gets a copy of them
    /// alone, through change_settings) and the UI's preferences (game/core/settings.hpp).
    game::Settings settings;
    game::Clock clock;

    // --- Saves ---
    SaveFiles saves;  // the save folder: store, settings and statistics files, slots (save_files.hpp)

    // --- UI state ---
    int selected = 40;  // the cursor: the cell arrows move and the last one clicked
    /// Multi-select: the cells every input applies to (as one move). Always holds `selected`
    /// while playing; Ctrl+click, Shift+click, dragging, Ctrl+A and Shift+arrows grow it, and
    /// Esc or a plain click brings it back to the cursor alone.
    game::CellBits selection;
    /// What a digit key writes: the digit, a corner mark, a centre mark, or a colour (the pad
    /// shows the mode; Z X C V choose it and it stays until another is chosen).
    enum class InputMode : std::uint8_t { Digit, Corner, Centre, Colour };
    InputMode input_mode = InputMode::Digit;
    int active_colour = 1;    // the colour Shift+digit paints a candidate with in colour mode
    bool dragging = false;    // the mouse went down on the board and is held: cells passed over join
    int drag_cell = -1;       // the cell the held mouse was last over
    bool notes_mode = false;  // N: digits write the notes layer (Settings: pencil, corner or centre)
    /// The digit filter (Alt+digit): the cells where that digit can still go are lit, the rest
    /// dimmed; Alt+0 (or Alt+B) the bivalue cells. 0: off; -1: bivalue.
    int filter = 0;
    bool digit_first = false;        // G: choose a digit first, then the cells it goes in
    int chosen_digit = 0;            // in digit-first mode (0: none chosen yet)
    std::optional<game::Hint> hint;  // shown until the board changes
    int hint_level = 0;
    std::string message;  // the last refusal or note; cleared when the board changes
    /// The wrong digits the last Check found, marked on the board until it changes. UI state: undo
    /// does not bring a Check back. `board` is the board they were found on (the marks show only
    /// while the game's board still equals it, so a new or loaded game never shows them).
    struct CheckMarks {
        game::CellBits wrong;
        game::Board board;
    };
    std::optional<CheckMarks> check_marks;
    /// Things the player must see once (a damaged file set aside, settings reset): shown in a
    /// dialog until dismissed, and printed on stderr.
    std::vector<std::string> notices;
    std::optional<Confirmation> confirmation;  // a question waiting for an answer
    /// The windows and dialogs, each open or not (windows.hpp: their names and the Esc rule).
    Windows windows;
    int load_cursor = 0;               // the load dialog's row that Up, Down, Enter and Delete act on
    Welcome welcome;                   // the first start's welcome (welcome.hpp): the first game's board and level
    PrintDialog print;                 // Game > Print / Export... (Ctrl+P)
    StepsPanel steps;                  // T: every step of the position (steps_panel.hpp)
    TechniqueLibrary library;          // Help > Techniques (technique_library.hpp)
    HowToPlay how_to_play;             // Help > How to play (how_to_play.hpp)
    bool share_with_progress = false;  // the share dialog's choice
    bool settings_unsaved = false;     // changed in the Settings window, not yet written
    std::string import_text;           // what the player pasted or typed into the import dialog
    std::optional<Grid> editor;        // entering a custom puzzle on the board (its digits are givens)
    bool quit_requested = false;
    bool open_menu = false;    // F10 or Alt: open the Game menu on the next frame
    int open_menu_index = 0;   // ... or another of the menu bar (0 Game, 1 Help): Left and Right walk them
    bool alt_pending = false;  // Alt is down and no other key came since: its release opens the menu
    bool fonts_dirty = false;  // the UI scale changed: rebuild the font atlas before the next frame

    // --- Presentation ---
    float display_scale = 1.0f;   // HiDPI factor of the window (drawable pixels per window point)
    float dpi_scale = 1.0f;       // the display's DPI / 96: the UI scale when the player has set none
    float ui_scale_override = 0;  // --ui-scale for this session, instead of settings.ui_scale (0: none)
    float type_scale = 1.0f;      // panel text size / 17 px, what dialogs multiply their sizes by
    Fonts fonts;
    BoardLayout last_layout;  // where the board was drawn last frame (for clicks and tests)
    struct Rect {
        float x0 = 0, y0 = 0, x1 = 0, y1 = 0;
    };
    Rect clock_rect;            // where the clock was drawn last frame (redrawn alone each second)
    Box panel_rect;             // where the side panel was laid out last frame (for tests)
    float panel_content_h = 0;  // the height of the panel's contents last frame (more than panel_rect.h: it scrolls)

    /// Whether the clock on screen changes by itself (so the UI must wake once a second).
    bool clock_running() const {
        return session.game && settings.show_timer && session.game->state() == game::GameState::Playing;
    }
    /// Whether a window, dialog or question is open: it owns the keyboard (its keys reach it
    /// through ImGui), and no key reaches the board or the game's shortcuts behind it.
    bool dialog_open() const { return windows.any_open() || confirmation.has_value(); }

    float scale() const { return type_scale; }

    // --- A new puzzle on its way (see PendingPuzzle) ---
    std::optional<PendingPuzzle> pending;
    std::vector<std::shared_ptr<PendingPuzzle::Shared>> workers;  // every worker not yet known to be done
    bool wait_for_puzzles = false;  // headless: make each puzzle before going on, as a script expects
    int pending_blink_ms = kPendingBlinkMs;
    /// Ready puzzles for seedless new games (puzzle_stock.hpp); null: none (headless without
    /// --puzzle-stock). Stopped by join_workers.
    std::shared_ptr<PuzzleStock> puzzle_stock;
    /// Starts the stock's worker, kept in the save folder (in memory only without one), filling
    /// the current shape and level first.
    void open_puzzle_stock();
    /// Starts a generated puzzle of the current shape (poll_pending's arrival, or the stock's).
    void start_generated(const GeneratedShapePuzzle& made, Level new_level, std::uint64_t seed,
                         std::optional<double> score = std::nullopt);
    /// Starts the pending puzzle's game once it has arrived, waiting up to `wait_ms` for it (-1:
    /// as long as it takes). True when it arrived (the game started, or a message says why not).
    bool poll_pending(int wait_ms = 0);
    /// Abandons the puzzle on its way (Esc): the game on screen stays.
    void cancel_pending();
    /// Waits for every worker to end (at exit, so none outlives the program's static data).
    void join_workers();

    /// Work is spread over frames (the load dialog reading summaries): keep drawing, don't sleep.
    bool busy() const { return windows[WindowId::Load] && saves.reading_summaries(); }

    /// The shape on screen: the current game's (classic while entering a puzzle or with no game).
    const Shape& board_shape() const { return session.game && !editor ? session.game->shape() : *Shape::classic(); }

    // --- Actions: what keys, clicks and menus do ---
    /// Runs `action` now, or first asks (App::confirmation) when it would end an unfinished game
    /// or when the last autosave failed. `title` and `confirm_label` word the question.
    void guarded(std::string title, std::string confirm_label, std::function<void()> action);
    /// Quit, unless moves could not be saved (then ask first).
    void request_quit();
    /// Adds a notice (see `notices`).
    void notify(std::string text);
    // These replace or reset the current game, so they ask first when it is unfinished (guarded).
    void new_game(Level level, std::optional<std::uint64_t> seed = std::nullopt);
    /// A new game of another shape (Game > New > shape > level); Ctrl+N then starts that shape.
    void new_shape_game(const ShapeParams& params, Level level);
    void new_daily(Level level, int year, int month, int day);
    void restart();
    // ... and these do it at once (after the question, or when there is nothing to lose).
    void start_new_game(Level level, std::optional<std::uint64_t> seed = std::nullopt);
    void start_daily(Level level, int year, int month, int day);
    void restart_now();
    void start_puzzle(const Grid& puzzle, std::string origin, game::GameInfo info);
    /// `solution`: the puzzle's only solution when known (a generator's): not counted again.
    void start_shaped_puzzle(game::ShapePtr shape, const ShapeDigits& givens, std::string origin, game::GameInfo info,
                             const ShapeDigits* solution = nullptr);
    /// Symbols 1..n of the current game as a player types and reads them ("A" or "10").
    std::string symbol_label(int symbol) const { return symbol_text(symbol, settings.letters_above_nine); }
    void select(int cell);  // the cursor and the selection become this cell
    void move_selection(int rows, int cols);
    /// Multi-select: Ctrl+click adds or removes a cell; Shift+click selects the rectangle from the
    /// cursor; dragging and Shift+arrows add cells; Ctrl+A selects every empty cell.
    void select_toggle(int cell);
    void select_rectangle(int cell);
    void select_add(int cell);
    void extend_selection(int rows, int cols);
    void select_all_empty();
    /// The cells inputs apply to, ascending: the selection when it holds the cursor, else the cursor.
    std::vector<int> selected_cells() const;
    /// What a digit writes now, by the mode, notes mode and the settings.
    enum class Target : std::uint8_t { Digit, Pencil, Corner, Centre, Colour, CandidateColour };
    Target target_for(bool as_note) const;
    /// Writes `digit` (or colour) to every selected cell it can go in, as one move.
    void input(int digit, Target target);
    void press_digit(int digit, bool as_note);  // input(digit, target_for(as_note))
    void set_input_mode(InputMode mode);
    void toggle_filter(int digit);  // 1..n a digit, -1 bivalue cells; the same again turns it off
    void erase();
    void undo();
    void redo();
    void undo_last_mistake();  // the game-over dialog's "Take back the mistake"
    void toggle_pause();
    void ask_hint();  // each press goes one level deeper: technique, evidence, apply
    void mark();
    void return_to_mark();
    void auto_notes();
    void check();
    void rewind_to_first_mistake();
    /// Game > Give up: asks first (Keep playing is the safe answer), then ends the game as given
    /// up (counted so in the statistics) and shows the solution on the board.
    void give_up();
    void give_up_now();
    // --- Saves ---
    /// Finds the save folder (--save-dir, $SUDOKU_SAVE_DIR, XDG) and reads settings and statistics.
    void open_saves(const std::optional<std::filesystem::path>& save_dir);
    void save_to(std::string_view slot);
    /// Saves to the first numbered slot that has no file; false when none is free or it failed
    /// (the message says why).
    bool save_to_free_slot();
    void load_from(std::string_view slot);
    /// Plays the slot's previous save ("<file>.bak").
    void restore_backup(std::string_view slot);
    void load_now(const std::string& slot, bool backup);
    void delete_slot(std::string_view slot);
    void open_load_dialog();
    /// Saves to the autosave slot when the debounce says so (every frame), or now if `force`.
    void autosave(bool force);
    void save_settings();
    /// The one way settings change while playing: the App's, the Game's copy of the rules, and a
    /// save soon.
    void change_settings(const game::Settings& changed);
    void save_statistics();

    // --- Puzzles in and out (exchange.cpp) ---
    /// Starts an imported puzzle, with the player's digits and notes when the format carries them
    /// (asks first when the current game is unfinished).
    /// `origin` is the English line kept with the game ("Imported SudokuWiki URL"), `phrase` the
    /// same as a template for the screen.
    void start_imported(const formats::PuzzleState& state, std::string origin, Phrase phrase);
    void start_imported_now(const formats::PuzzleState& state, std::string origin, Phrase phrase);
    /// A puzzle of another shape (a Solo game ID or shape text); asks first like start_imported.
    void start_shaped_import(const Puzzle& puzzle, std::string origin, Phrase phrase);
    /// The import dialog's Start (Ctrl+Enter): the text, when it holds a playable puzzle.
    void start_import_text();
    /// Ctrl+V: a puzzle in any known format from the clipboard, or the import dialog to fix it.
    void paste();
    void begin_custom_entry();  // asks first when the current game is unfinished
    void begin_custom_entry_now();
    // 1-9 puts a given, 0 erases; a digit, or a blank typed as such (0 or '.'), then moves on, per
    // the setting, so that a whole line of givens and blanks can be typed.
    void editor_key(int digit, bool typed_blank = false);
    void cancel_custom_entry();  // Esc or Cancel: the givens typed and what was said of them go
    void clear_custom_entry();   // asks first when there are givens
    void finish_custom_entry();  // checks uniqueness, rates and starts it
    /// The current game (givens, digits, notes) for the share dialog.
    formats::PuzzleState current_state() const;

    /// The puzzle line of the current game (givens only), for copying.
    std::string puzzle_line() const;

    /// After any change of the board: drop a stale hint and message, notice a win. A message about
    /// the change itself is set after calling it.
    void after_change();
    /// The statistics count the game as started once the player does something in it.
    void note_progress();
    /// Before the current game is replaced: an unfinished one is counted as abandoned.
    void leave_game();
    /// The start-up question declined: the game it offered, if unfinished, counts as abandoned.
    void abandon_resumable();
    /// The UI state of a game just installed (load, start): hint, dialogs, flags.
    void reset_ui_for_new_game();
};

/// A refusal from the game core ("the game is paused") as the message line shows it: "The game
/// is paused."
std::string sentence(std::string text);
std::string sentence(const Error& error);

/// Game-level keyboard shortcuts. Called for every key event that ImGui did not claim.
void handle_event(App& app, const SDL_Event& event);

/// Emits the whole UI for one frame: menu bar, board, side panel, dialogs.
void draw_frame(App& app);

/// The UI scale in effect: --ui-scale, else the player's setting, else the display's DPI.
float ui_scale(const App& app);
/// The font sizes a width x height window needs (the atlas is rebuilt when they change).
FontSizes wanted_font_sizes(const App& app, float width, float height);
/// Where the board, panel and menu bar were last drawn, as JSON (headless --dump-layout).
std::string layout_json(const App& app, int width, int height);

/// Begins a dialog window centred on the screen when it appears: `width` pixels wide (already
/// scaled), or sized to its contents when width is 0. The caller ends it with ImGui::End().
void centred_window(const char* title, bool* open, float width = 0);

/// The body of a window of pages (How to play, the technique library): `list` draws the pages'
/// titles in a framed column on the left, as wide as `widest_title` plus padding (and a scroll
/// bar's width when `scrolls`), at most a third of the window; `page` draws the page beside it.
void pages_beside_list(float widest_title, bool scrolls, const std::function<void()>& list,
                       const std::function<void()>& page);
/// The page alone, where the titles are elsewhere (the library's compact combo box).
void page_child(const std::function<void()>& page);

}  // namespace sudoku::ui
