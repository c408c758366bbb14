// The actions of the App (what keys, clicks and menus do) and the keyboard map.
#include "game/ui/app.hpp"

#include <SDL.h>

#include <ctime>

#include "engine/generator.hpp"
#include "engine/logic/logical_solver.hpp"
#include "engine/notation.hpp"

namespace sudoku::ui {

namespace {

std::string seed_text(std::uint64_t seed) { return std::to_string(seed % 100000); }

}  // namespace

void App::start_puzzle(const Grid& puzzle, std::string origin, game::GameInfo info) {
    auto started = game::Game::start(puzzle, clock, settings);
    if (!started) {
        message = "Cannot start this puzzle: " + started.error().message;
        return;
    }
    autosave(true);  // the game being left stays resumable from the autosave until this one moves
    game = std::move(started).value();
    info.created_at = std::int64_t(std::time(nullptr));
    level = info.level.value_or(Level::Medium);
    game->set_info(info);
    autosaver.reset();
    stats.record_start(level);
    save_statistics();
    puzzle_origin = std::move(origin);
    hint.reset();
    hint_level = 0;
    show_win = false;
    win_recorded = false;
    notes_mode = false;
    message.clear();
    selected = 40;
}

void App::new_game(Level new_level, std::optional<std::uint64_t> new_seed) {
    level = new_level;
    seed = new_seed ? *new_seed : std::uint64_t(SDL_GetPerformanceCounter());
    GeneratedPuzzle generated = generate({level, Symmetry::Rotate180, false, seed});
    start_puzzle(Grid::from_givens(generated.puzzle), std::string(level_name(level)) + " #" + seed_text(seed),
                 {level, generated.rating.score, seed, 0});
}

void App::new_daily(Level new_level, int year, int month, int day) {
    level = new_level;
    seed = daily_seed(year, month, day, level);
    GeneratedPuzzle generated = generate({level, Symmetry::Rotate180, false, seed});
    char date[16];
    std::snprintf(date, sizeof date, "%04d-%02d-%02d", year, month, day);
    start_puzzle(Grid::from_givens(generated.puzzle), "Daily " + std::string(level_name(level)) + " " + date,
                 {level, generated.rating.score, seed, 0});
}

void App::restart() {
    if (!game) return;
    game->restart();
    autosaver.changed(clock());
    hint.reset();
    hint_level = 0;
    show_win = false;
    win_recorded = false;
    message = "Restarted.";
}

void App::select(int cell) {
    if (cell >= 0 && cell < kCells) selected = cell;
}

void App::move_selection(int rows, int cols) {
    int row = (row_of(selected) + rows + kSide) % kSide;
    int col = (col_of(selected) + cols + kSide) % kSide;
    selected = cell_at(row, col);
}

namespace {

// Applies a move and reports a refusal in the message line.
bool apply(App& app, const game::Move& move) {
    if (!app.game) return false;
    auto applied = app.game->apply(move);
    if (!applied) {
        app.message = applied.error().message;
        return false;
    }
    app.message.clear();
    if (applied.value().wrong_digits > 0 && app.game->settings().mistakes_mode == game::MistakesMode::Highlight)
        app.message = "That digit is wrong.";
    app.after_change();
    return true;
}

}  // namespace

void App::press_digit(int digit, bool as_note) {
    if (!game || selected < 0) return;
    if (game->grid().is_given(selected)) {
        message = cell_name(selected) + " is a given.";
        return;
    }
    if (as_note || notes_mode) {
        apply(*this, game::Move::toggle_note({selected}, digit));
    } else if (game->grid().digit(selected) == digit) {
        apply(*this, game::Move::erase({selected}));  // pressing the same digit again takes it out
    } else {
        apply(*this, game::Move::place({selected}, digit, game->settings().auto_remove_notes));
    }
}

void App::erase() {
    if (!game || selected < 0) return;
    if (game->grid().is_given(selected)) {
        message = cell_name(selected) + " is a given.";
        return;
    }
    apply(*this, game::Move::erase({selected}));
}

void App::undo() {
    if (!game) return;
    auto done = game->undo();
    message = done ? "" : done.error().message;
    if (done) after_change();
}

void App::redo() {
    if (!game) return;
    auto done = game->redo();
    message = done ? "" : done.error().message;
    if (done) after_change();
}

void App::toggle_pause() {
    if (!game) return;
    const bool pausing = game->state() != game::GameState::Paused;
    auto done = pausing ? game->pause() : game->resume();
    if (!done) message = done.error().message;
    if (done && pausing) autosave(true);
}

void App::ask_hint() {
    if (!game) return;
    hint_level = hint && hint_level < 3 ? hint_level + 1 : 1;
    auto found = game->hint(game::HintLevel(hint_level));
    if (!found) {
        message = found.error().message;
        hint.reset();
        hint_level = 0;
        return;
    }
    if (found.value().counted) {
        std::optional<Technique> technique;
        if (found.value().step) technique = found.value().step->technique;
        stats.record_hint(level, technique);
        save_statistics();
    }
    message = found.value().text;
    if (found.value().applied) {
        hint.reset();
        hint_level = 0;
        after_change();
        return;
    }
    hint = std::move(found).value();
    if (hint->wrong_digit) selected = hint->wrong_digit->cell;
}

void App::mark() {
    if (!game) return;
    auto done = game->mark();
    message = done ? "Branch point marked: explore, then Return to go back here." : done.error().message;
}

void App::return_to_mark() {
    if (!game) return;
    auto done = game->return_to_mark();
    message = done ? "Back at the branch point." : done.error().message;
    if (done) after_change();
}

void App::auto_notes() { apply(*this, game::Move::auto_notes()); }

void App::check() {
    if (!game) return;
    const int wrong = int(game->mistakes().count());
    message = wrong == 0 ? "No mistakes so far."
                         : std::to_string(wrong) + (wrong == 1 ? " digit is wrong." : " digits are wrong.");
}

void App::rewind_to_first_mistake() {
    if (!game) return;
    auto done = game->rewind_to_before_first_mistake();
    message = done ? "Rewound to before the first mistake." : done.error().message;
    if (done) after_change();
}

std::string App::puzzle_line() const { return game ? format_line(game->grid().givens()) : std::string(); }

void App::after_change() {
    hint.reset();
    hint_level = 0;
    autosaver.changed(clock());
    if (game && game->state() == game::GameState::Lost && !win_recorded) {
        // The mistake limit ended the game. (A game merely left for another stays resumable from
        // its autosave, so it is not counted as lost.)
        stats.record_loss(level);
        save_statistics();
        autosave(true);
        win_recorded = true;
        message = "Too many mistakes: the game is over. Restart or start a new one.";
    }
    if (game && game->state() == game::GameState::Won && !win_recorded) {
        stats.record_win(level, game->elapsed_ms());
        save_statistics();
        autosave(true);  // a won game is no longer offered for resuming
        win_recorded = true;
        show_win = true;
    }
}

void handle_event(App& app, const SDL_Event& event) {
    if (event.type != SDL_KEYDOWN) return;
    const SDL_Keycode key = event.key.keysym.sym;
    const Uint16 mod = event.key.keysym.mod;
    const bool ctrl = mod & KMOD_CTRL, shift = mod & KMOD_SHIFT;
    if (ctrl) {
        switch (key) {
            case SDLK_q: app.quit_requested = true; return;
            case SDLK_z: shift ? app.redo() : app.undo(); return;
            case SDLK_y: app.redo(); return;
            case SDLK_n: app.new_game(app.level); return;
            case SDLK_s: app.save_to(saves::kQuicksaveSlot); return;
            case SDLK_o: app.open_load_dialog(); return;
            case SDLK_c:
                SDL_SetClipboardText(app.puzzle_line().c_str());
                app.message = "Puzzle copied.";
                return;
            case SDLK_v: app.paste(); return;
            case SDLK_i: app.show_import = true; return;
            case SDLK_e: app.show_share = app.game.has_value(); return;
            default: return;
        }
    }
    // Digits from the number row and the keypad; Shift+digit toggles a note. Shift+digit arrives
    // as the digit key with the Shift modifier (SDL keycodes are layout keys, not characters).
    int digit = 0;
    if (key >= SDLK_1 && key <= SDLK_9) digit = int(key - SDLK_1) + 1;
    if (key >= SDLK_KP_1 && key <= SDLK_KP_9) digit = int(key - SDLK_KP_1) + 1;
    if (app.editor) {  // entering a custom puzzle: digits are givens
        if (digit) return app.editor_key(digit);
        if (key == SDLK_0 || key == SDLK_KP_0 || key == SDLK_DELETE || key == SDLK_BACKSPACE) return app.editor_key(0);
        if (key == SDLK_RETURN) return app.finish_custom_entry();
        if (key == SDLK_ESCAPE) return app.editor.reset();
        // Only moving the selection works too; the game's other keys wait for the puzzle.
        if (key != SDLK_UP && key != SDLK_DOWN && key != SDLK_LEFT && key != SDLK_RIGHT) return;
    }
    if (digit) return app.press_digit(digit, shift);
    switch (key) {
        case SDLK_UP: case SDLK_w: case SDLK_k: app.move_selection(-1, 0); return;
        case SDLK_DOWN: case SDLK_s: case SDLK_j: app.move_selection(1, 0); return;
        case SDLK_LEFT: case SDLK_a: app.move_selection(0, -1); return;
        case SDLK_RIGHT: case SDLK_d: case SDLK_l: app.move_selection(0, 1); return;
        case SDLK_0: case SDLK_KP_0: case SDLK_DELETE: case SDLK_BACKSPACE: app.erase(); return;
        case SDLK_n: app.notes_mode = !app.notes_mode; return;
        case SDLK_h: app.ask_hint(); return;
        case SDLK_SPACE: case SDLK_p: app.toggle_pause(); return;
        case SDLK_F1: app.show_help = !app.show_help; return;
        case SDLK_ESCAPE: app.hint.reset(), app.hint_level = 0, app.show_win = false; return;
        default: return;
    }
}

}  // namespace sudoku::ui
