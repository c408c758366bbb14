// The application as Dear ImGui sees it: the game, the UI state around it, the actions a player
// can take, and one function that emits every widget of a frame. The same code serves the real
// window and the headless renderer.
//
// Ask the undo question: the board lives in game::Game (it comes back on undo); the cursor, notes
// mode, the hint being shown and the open windows are UI state here (they do not).
#pragma once

#include <cstdint>
#include <filesystem>
#include <vector>
#include <optional>
#include <string>

#include "engine/grid.hpp"
#include "engine/logic/difficulty.hpp"
#include "game/core/game.hpp"
#include "game/core/statistics.hpp"
#include "engine/formats/formats.hpp"
#include "game/ui/board_view.hpp"
#include "game/ui/layout.hpp"
#include "saves/autosave.hpp"
#include "saves/slot_store.hpp"

struct ImFont;
union SDL_Event;

namespace sudoku::ui {

struct Fonts {
    ImFont* ui = nullptr;      // menus and panels
    ImFont* large = nullptr;   // titles, the timer and the pad's digits
    ImFont* digits = nullptr;  // large digits on the board (may be null: falls back to ui)
    ImFont* bar = nullptr;     // the menu bar (not enlarged by the UI scale)
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

struct App {
    // --- The game (state that undo brings back lives inside it) ---
    std::optional<game::Game> game;
    Level level = Level::Medium;  // of the current game
    std::uint64_t seed = 0;       // of the current game, when generated
    std::string puzzle_origin;    // "Medium #1234", "Daily 2026-11-22", "Imported"
    game::Statistics stats;
    game::Settings settings;
    game::Clock clock;

    // --- Saves (null store: no save folder could be found; the game still plays) ---
    std::optional<saves::SlotStore> store;
    std::filesystem::path settings_file, statistics_file;
    bool statistics_writable = true;  // false after a damaged statistics file: never save over it
    saves::Autosaver autosaver;
    std::vector<saves::SlotInfo> slots;           // for the load dialog, read when it opens
    std::optional<saves::SlotInfo> resumable;     // offered at start

    // --- UI state ---
    int selected = 40;
    bool notes_mode = false;
    std::optional<game::Hint> hint;  // shown until the board changes
    int hint_level = 0;
    std::string message;             // the last refusal or note, shown under the board
    bool show_settings = false, show_statistics = false, show_help = false, show_about = false;
    bool show_win = false;
    bool show_load = false;
    bool show_resume = false;
    bool show_import = false;
    bool show_share = false;
    std::string import_text;       // what the player pasted or typed into the import dialog
    std::optional<Grid> editor;    // entering a custom puzzle on the board (its digits are givens)
    bool win_recorded = false;  // the end of this game (won or lost) is in the statistics
    bool quit_requested = false;
    bool fonts_dirty = false;  // the UI scale changed: rebuild the font atlas before the next frame

    // --- Presentation ---
    float display_scale = 1.0f;  // HiDPI factor of the window (drawable pixels per window point)
    float dpi_scale = 1.0f;      // the display's DPI / 96: the UI scale when the player has set none
    float ui_scale_override = 0; // --ui-scale for this session, instead of settings.ui_scale (0: none)
    float type_scale = 1.0f;     // panel text size / 17 px, what dialogs multiply their sizes by
    Fonts fonts;
    BoardLayout last_layout;     // where the board was drawn last frame (for clicks and tests)
    struct Rect { float x0 = 0, y0 = 0, x1 = 0, y1 = 0; };
    Rect clock_rect;             // where the clock was drawn last frame (redrawn alone each second)
    Box panel_rect;              // where the side panel was laid out last frame (for tests)

    /// Whether the clock on screen changes by itself (so the UI must wake once a second).
    bool clock_running() const {
        return game && settings.show_timer && game->state() == game::GameState::Playing;
    }

    float scale() const { return type_scale; }

    // --- Actions: what keys, clicks and menus do ---
    void new_game(Level level, std::optional<std::uint64_t> seed = std::nullopt);
    void new_daily(Level level, int year, int month, int day);
    void start_puzzle(const Grid& puzzle, std::string origin, game::GameInfo info);
    void restart();
    void select(int cell);
    void move_selection(int rows, int cols);
    void press_digit(int digit, bool as_note);  // place, or toggle a note in notes mode / as_note
    void erase();
    void undo();
    void redo();
    void toggle_pause();
    void ask_hint();  // each press goes one level deeper: technique, evidence, apply
    void mark();
    void return_to_mark();
    void auto_notes();
    void check();
    void rewind_to_first_mistake();
    // --- Saves ---
    /// Finds the save folder (--save-dir, $SUDOKU_SAVE_DIR, XDG) and reads settings and statistics.
    void open_saves(const std::optional<std::filesystem::path>& save_dir);
    void save_to(std::string_view slot);
    void load_from(std::string_view slot);
    void delete_slot(std::string_view slot);
    void open_load_dialog();
    /// Saves to the autosave slot when the debounce says so (every frame), or now if `force`.
    void autosave(bool force);
    void save_settings();
    void save_statistics();

    // --- Puzzles in and out (exchange.cpp) ---
    /// Starts an imported puzzle, with the player's digits and notes when the format carries them.
    void start_imported(const formats::PuzzleState& state, std::string origin);
    /// Ctrl+V: a puzzle in any known format from the clipboard, or the import dialog to fix it.
    void paste();
    void begin_custom_entry();
    void editor_key(int digit);  // 1-9 puts a given, 0 erases
    void finish_custom_entry();  // checks uniqueness, rates and starts it
    /// The current game (givens, digits, notes) for the share dialog.
    formats::PuzzleState current_state() const;

    /// The puzzle line of the current game (givens only), for copying.
    std::string puzzle_line() const;

    /// After any change of the board: drop a stale hint, notice a win.
    void after_change();
};

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

}  // namespace sudoku::ui
