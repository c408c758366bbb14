// The actions of the App (what keys, clicks and menus do) and the keyboard map.
#include "game/ui/app.hpp"

#include "game/ui/translate.hpp"

#include <SDL.h>

#include <chrono>
#include <cstdio>
#include <ctime>
#include <thread>

#include "engine/formats/solo_id.hpp"
#include "engine/generator.hpp"
#include "engine/logic/logical_solver.hpp"
#include "engine/notation.hpp"
#include "engine/shape_generator.hpp"

namespace sudoku::ui {

std::string sentence(std::string text) {
    // A refusal of the game core the catalogue knows: its translation is a whole sentence already.
    if (i18n::has_translation(text)) return i18n::tr(std::string_view(text));
    if (text.empty()) return text;
    if (text[0] >= 'a' && text[0] <= 'z') text[0] = char(text[0] - 'a' + 'A');
    const char last = text.back();
    if (last != '.' && last != '!' && last != '?') text += '.';
    return text;
}

Level App::game_level() const {
    return game && game->info().level ? *game->info().level : level;
}

std::string App::game_shape_key() const {
    return game ? game->shape().params_name() : shape_params_name(shape_params);
}

bool App::game_unfinished() const {
    if (!game) return false;
    const auto state = game->state();
    return (state == game::GameState::Playing || state == game::GameState::Paused) && game->has_progress();
}

void App::notify(std::string text) {
    std::fprintf(stderr, "sudoku: %s\n", text.c_str());
    notices.push_back(std::move(text));
}

void App::guarded(std::string title, std::string confirm_label, std::function<void()> action) {
    // Try the autosave first: a game it holds can come back from Load > autosave until the new
    // game's first autosave, but the question is asked anyway (that is soon).
    autosave(true);
    const bool save_failed = autosaver.dirty() && !autosave_error.empty();
    if (!game_unfinished() && !save_failed) return action();
    Confirmation c;
    c.title = std::move(title);
    c.confirm_label = std::move(confirm_label);
    c.action = std::move(action);
    c.save_failed = save_failed;
    if (game_unfinished()) {
        char summary[160];
        const int filled = [&] {
            int n = 0;
            for (int cell = 0; cell < game->cell_count(); ++cell)
                n += !game->grid().is_given(cell) && game->grid().digit(cell) != 0;
            return n;
        }();
        const std::int64_t seconds = game->elapsed_ms() / 1000;
        // "Your Hard game", "Your 9x9 Killer Hard game": the shape too, on other boards.
        std::string level_words = tr_level(game_level());
        if (!game->shape().is_classic())
            level_words = i18n::format(
                _("{shape} {level}"),
                {{"shape", tr_phrase(tr_shape_name(game->shape().display_name()))}, {"level", level_words}});
        std::snprintf(summary, sizeof summary, "%lld:%02lld", static_cast<long long>(seconds / 60),
                      static_cast<long long>(seconds % 60));
        c.text = i18n::format(filled == 1 ? _("Your {level} game ({n} cell filled, {time} played) is not finished. It "
                                              "will count as abandoned.")
                                          : _("Your {level} game ({n} cells filled, {time} played) is not finished. "
                                              "It will count as abandoned."),
                              {{"level", level_words}, {"n", std::to_string(filled)}, {"time", summary}});
    }
    if (save_failed) {
        if (!c.text.empty()) c.text += "\n";
        c.text += i18n::format(_("Your last moves could not be saved ({error}). Retry the save, save to a slot from "
                                 "the Game menu, or discard them."),
                               {{"error", autosave_error}});
    }
    confirmation = std::move(c);
}

void App::request_quit() {
    guarded(_("Quit without saving?"), _("Quit"), [this] { quit_requested = true; });
    // An unfinished game is safe in the autosave: only a failed save makes quitting ask.
    if (confirmation && !confirmation->save_failed) {
        confirmation.reset();
        quit_requested = true;
    }
}

void App::leave_game() {
    if (game_unfinished() && start_recorded) {
        stats.record_abandon(game_level(), game_shape_key());
        save_statistics();
    }
}

void App::reset_ui_for_new_game() {
    hint.reset();
    steps.clear();
    hint_level = 0;
    show_win = false;
    show_lost = false;
    confirmation.reset();
    notes_mode = false;
    filter = 0;
    dragging = false;
    selected = game ? game->cell_count() / 2 : 40;  // the centre (r5c5 on 9x9)
    if (game && game->shape().side() % 2 == 0)
        selected = game->shape().cell_at(game->shape().side() / 2 - 1, game->shape().side() / 2 - 1);
    selection.reset();
    selection.set(std::size_t(selected));
    win_recorded = game && (game->state() == game::GameState::Won || game->state() == game::GameState::Lost);
    start_recorded = game && game->has_progress();  // a loaded game was counted when it was started
}

void App::note_progress() {
    if (!game || start_recorded || !game->has_progress()) return;
    start_recorded = true;
    stats.record_start(game_level(), game_shape_key());
    save_statistics();
}

void App::start_puzzle(const Grid& puzzle, std::string origin, game::GameInfo info) {
    start_shaped_puzzle(Shape::classic(), game::to_shape_digits(puzzle.givens()), std::move(origin), info);
}

void App::start_shaped_puzzle(game::ShapePtr shape, const ShapeDigits& givens, std::string origin,
                              game::GameInfo info) {
    auto started = game::Game::start(std::move(shape), givens, clock, settings);
    if (!started) {
        message = i18n::format(_("Cannot start this puzzle: {error}"), {{"error", tr_error(started.error())}});
        return;
    }
    autosave(true);  // the game being left stays resumable from the autosave until this one moves
    leave_game();
    game = std::move(started).value();
    info.created_at = std::int64_t(std::time(nullptr));
    if (info.level) level = *info.level;
    shape_params = game->shape().params();
    game->set_info(info);
    autosaver.reset();
    autosaved_clock.reset();
    autosave_error.clear();
    puzzle_origin = std::move(origin);
    origin_phrase = Phrase::text(puzzle_origin);
    reset_ui_for_new_game();
    message.clear();
}

void App::new_game(Level new_level, std::optional<std::uint64_t> new_seed) {
    guarded(_("Start a new game?"), _("New game"),
            [this, new_level, new_seed] { start_new_game(new_level, new_seed); });
}

void App::new_shape_game(const ShapeParams& params, Level new_level) {
    guarded(_("Start a new game?"), _("New game"), [this, params, new_level] {
        shape_params = params;
        start_new_game(new_level);
    });
}

void App::new_daily(Level new_level, int year, int month, int day) {
    guarded(_("Start the daily puzzle?"), _("Daily puzzle"),
            [this, new_level, year, month, day] { start_daily(new_level, year, month, day); });
}

void App::restart() {
    guarded(_("Restart this puzzle?"), _("Restart"), [this] { restart_now(); });
}

void App::start_new_game(Level new_level, std::optional<std::uint64_t> new_seed) {
    const std::uint64_t seed = new_seed ? *new_seed : std::uint64_t(SDL_GetPerformanceCounter());
    if (shape_params != ShapeParams{}) {  // any shape but classic 9x9: made on a worker thread
        const ShapeGenerateOptions options{shape_params, new_level, Symmetry::Rotate180, false, seed};
        auto shared = std::make_shared<PendingPuzzle::Shared>();
        std::thread([shared, options] {
            auto made = generate_shape(options);
            std::lock_guard lock(shared->mutex);
            shared->result.emplace(std::move(made));
            shared->done.notify_all();
        }).detach();
        workers.push_back(shared);
        pending = PendingPuzzle{shared, options, clock ? clock() : 0};
        // Most puzzles arrive within a blink, and then the game starts in this very frame.
        poll_pending(wait_for_puzzles ? -1 : pending_blink_ms);
        return;
    }
    level = new_level;
    GeneratedPuzzle generated = generate({level, Symmetry::Rotate180, false, seed});
    // The whole seed: `sudoku --level L --seed S` gives this puzzle again.
    start_puzzle(Grid::from_givens(generated.puzzle), std::string(level_name(level)) + " #" + std::to_string(seed),
                 {level, generated.rating.score, seed, 0, std::nullopt});
    origin_phrase =
        Phrase(N_("{level} #{seed}"), {{"level", Phrase(level_name(level).data())}, {"seed", std::to_string(seed)}});
}

bool App::poll_pending(int wait_ms) {
    if (!pending) return false;
    std::optional<Result<GeneratedShapePuzzle>> made;
    {
        PendingPuzzle::Shared& shared = *pending->shared;
        std::unique_lock lock(shared.mutex);
        const auto arrived = [&shared] { return shared.result.has_value(); };
        if (wait_ms < 0)
            shared.done.wait(lock, arrived);
        else if (wait_ms > 0)
            shared.done.wait_for(lock, std::chrono::milliseconds(wait_ms), arrived);
        if (!shared.result) return false;
        made = std::move(shared.result);
    }
    const ShapeGenerateOptions options = pending->options;
    pending.reset();
    std::erase_if(workers, [](const auto& w) {
        std::lock_guard lock(w->mutex);
        return w->result.has_value();
    });
    if (!*made) {
        message = sentence(made->error().message);
        return true;
    }
    const Level new_level = options.level;
    const std::uint64_t seed = options.seed;
    {
        level = new_level;
        const GeneratedShapePuzzle& g = made->value();
        std::string origin = g.shape->display_name();
        origin += " \u00b7 ";
        origin += level_name(level);
        origin += " #";
        origin += std::to_string(seed);
        start_shaped_puzzle(g.shape, g.puzzle, std::move(origin), {level, std::nullopt, seed, 0, std::nullopt});
        origin_phrase = Phrase(N_("{shape} \u00b7 {level} #{seed}"), {{"shape", tr_shape_name(g.shape->display_name())},
                                                                      {"level", Phrase(level_name(level).data())},
                                                                      {"seed", std::to_string(seed)}});
    }
    return true;
}

void App::cancel_pending() {
    pending.reset();  // the worker ends on its own; join_workers waits for it at exit
}

void App::join_workers() {
    pending.reset();
    for (const auto& w : workers) {
        std::unique_lock lock(w->mutex);
        w->done.wait(lock, [&w] { return w->result.has_value(); });
    }
    workers.clear();
}

void App::start_daily(Level new_level, int year, int month, int day) {
    level = new_level;
    shape_params = ShapeParams{};  // the daily puzzle is classic 9x9
    const std::uint64_t seed = daily_seed(year, month, day, level);
    GeneratedPuzzle generated = generate({level, Symmetry::Rotate180, false, seed});
    char date[16];
    std::snprintf(date, sizeof date, "%04d-%02d-%02d", year, month, day);
    start_puzzle(Grid::from_givens(generated.puzzle), "Daily " + std::string(level_name(level)) + " " + date,
                 {level, generated.rating.score, seed, 0, std::nullopt});
    origin_phrase = Phrase(N_("Daily {level} {date}"), {{"level", Phrase(level_name(level).data())}, {"date", date}});
}

void App::restart_now() {
    if (!game) return;
    game->restart();
    autosaver.changed(clock());
    const bool counted = start_recorded;
    reset_ui_for_new_game();
    start_recorded = counted;  // the same game: still counted as started once
    message = _("Restarted.");
}

void App::select(int cell) {
    const int cells = game && !editor ? game->cell_count() : kCells;
    if (cell < 0 || cell >= cells) return;
    selected = cell;
    selection.reset();
    selection.set(std::size_t(cell));
    // Digit first: a click on a cell puts the chosen digit there (or toggles it as a note).
    if (digit_first && chosen_digit && !editor) press_digit(chosen_digit, false);
}

void App::move_selection(int rows, int cols) {
    const int side = board_shape().side();
    int row = (selected / side + rows + side) % side;
    int col = (selected % side + cols + side) % side;
    selected = row * side + col;
    selection.reset();
    selection.set(std::size_t(selected));
}

namespace {

bool on_board(const App& app, int cell) {
    return app.game && !app.editor && cell >= 0 && cell < app.game->cell_count();
}

// The selection as it stands: it counts only while it holds the cursor (code that moves the
// cursor alone, a hint pointing at a wrong digit, leaves a stale set behind).
game::CellBits current_selection(const App& app) {
    game::CellBits out;
    if (app.selected >= 0 && app.selection[std::size_t(app.selected)]) out = app.selection;
    if (app.selected >= 0) out.set(std::size_t(app.selected));
    return out;
}

}  // namespace

void App::select_toggle(int cell) {
    if (!on_board(*this, cell)) return select(cell);
    game::CellBits now = current_selection(*this);
    if (now[std::size_t(cell)] && now.count() > 1) {
        now.reset(std::size_t(cell));
        selection = now;
        if (cell == selected)  // the cursor goes to another selected cell
            for (int c = 0; c < game->cell_count(); ++c)
                if (now[std::size_t(c)]) selected = c;
        return;
    }
    now.set(std::size_t(cell));
    selection = now;
    selected = cell;
}

void App::select_rectangle(int cell) {
    if (!on_board(*this, cell) || selected < 0) return select(cell);
    const int side = game->shape().side();
    const int r0 = std::min(selected / side, cell / side), r1 = std::max(selected / side, cell / side);
    const int c0 = std::min(selected % side, cell % side), c1 = std::max(selected % side, cell % side);
    selection.reset();
    for (int r = r0; r <= r1; ++r)
        for (int c = c0; c <= c1; ++c) selection.set(std::size_t(r * side + c));
    selected = cell;
}

void App::select_add(int cell) {
    if (!on_board(*this, cell)) return;
    selection = current_selection(*this);
    selection.set(std::size_t(cell));
    selected = cell;
}

void App::extend_selection(int rows, int cols) {
    if (!game || editor) return move_selection(rows, cols);
    const int side = game->shape().side();
    const int row = selected / side + rows, col = selected % side + cols;
    if (row < 0 || row >= side || col < 0 || col >= side) return;  // no wrap while extending
    select_add(row * side + col);
}

void App::select_all_empty() {
    if (!game || editor) return;
    selection.reset();
    int first = -1;
    for (int cell = 0; cell < game->cell_count(); ++cell)
        if (game->grid().is_empty(cell)) {
            selection.set(std::size_t(cell));
            if (first < 0 || cell == selected) first = cell;
        }
    if (first < 0) return select(selected);  // a full board: nothing empty to select
    selected = first;
    message = i18n::format(_("{n} empty cells selected (Esc: just one)."), {{"n", std::to_string(selection.count())}});
}

std::vector<int> App::selected_cells() const {
    std::vector<int> out;
    if (!game || editor) {
        if (selected >= 0) out.push_back(selected);
        return out;
    }
    const game::CellBits now = current_selection(*this);
    for (int cell = 0; cell < game->cell_count(); ++cell)
        if (now[std::size_t(cell)]) out.push_back(cell);
    return out;
}

namespace {

// Applies a move and reports a refusal in the message line.
bool apply(App& app, const game::Move& move) {
    if (!app.game) return false;
    auto applied = app.game->apply(move);
    if (!applied) {
        app.message = sentence(applied.error().message);
        return false;
    }
    app.after_change();  // clears the message (unless the game just ended): what follows is about this move
    if (app.message.empty() && applied.value().wrong_digits > 0 &&
        app.game->settings().mistakes_mode == game::MistakesMode::Highlight)
        app.message = _("That digit is wrong.");
    if (app.message.empty() && applied.value().moves_compacted > 0)
        app.message = i18n::format(_("The oldest {n} moves were compacted so that the game still fits in a save file: "
                                     "undo now takes them back in larger steps."),
                                   {{"n", std::to_string(applied.value().moves_compacted)}});
    return true;
}

}  // namespace

App::Target App::target_for(bool as_note) const {
    if (input_mode == InputMode::Colour) return as_note ? Target::CandidateColour : Target::Colour;
    auto centre = [this] { return settings.centre_is_pencil ? Target::Pencil : Target::Centre; };
    if (as_note || notes_mode) {
        switch (settings.notes_layer) {
            case game::NotesLayer::Pencil:
                return Target::Pencil;
            case game::NotesLayer::Corner:
                return Target::Corner;
            case game::NotesLayer::Centre:
                return centre();
        }
    }
    if (input_mode == InputMode::Corner) return Target::Corner;
    if (input_mode == InputMode::Centre) return centre();
    return Target::Digit;
}

void App::press_digit(int digit, bool as_note) {
    input(digit, target_for(as_note));
}

void App::input(int digit, Target target) {
    if (!game || selected < 0) return;
    const bool colour = target == Target::Colour;
    if (colour && (digit < 0 || digit > game::kColours)) {
        message = _("Colours are 1-9 (0 clears them).");
        return;
    }
    if (!colour && (digit < 1 || digit > game->shape().side())) {
        message = i18n::format(_("{symbol} is not a symbol of a {shape} board ({range})."),
                               {{"symbol", symbol_label(digit)},
                                {"shape", tr_phrase(tr_shape_name(game->shape().display_name()))},
                                {"range", game::symbol_range(game->shape().side())}});
        return;
    }
    const std::vector<int> chosen = selected_cells();
    if (colour) {  // colours go on any cell, givens too
        if (digit) active_colour = digit;
        apply(*this, game::Move::colour_cells(chosen, digit));
        return;
    }
    // Digits skip givens; marks go in empty cells only.
    std::vector<int> cells;
    for (int cell : chosen)
        if (!game->grid().is_given(cell) && (target == Target::Digit || game->grid().is_empty(cell)))
            cells.push_back(cell);
    if (cells.empty()) {
        if (chosen.size() == 1)
            message =
                game->shape().cell_name(chosen[0]) +
                (game->grid().is_given(chosen[0]) ? " is a given." : " holds a digit: erase it first to mark it.");
        else
            message = target == Target::Digit ? _("Every selected cell is a given.") : _("No selected cell is empty.");
        return;
    }
    switch (target) {
        case Target::Digit: {
            bool all_hold = true;
            for (int cell : cells) all_hold = all_hold && game->grid().digit(cell) == digit;
            if (all_hold) return;  // typing the digit again changes nothing (and is no new mistake)
            apply(*this, game::Move::place(cells, digit, game->settings().auto_remove_notes));
            return;
        }
        case Target::Pencil:
            apply(*this, game::Move::toggle_note(cells, digit));
            return;
        case Target::Corner:
            apply(*this, game::Move::corner_mark(cells, digit));
            return;
        case Target::Centre:
            apply(*this, game::Move::centre_mark(cells, digit));
            return;
        case Target::CandidateColour:
            apply(*this, game::Move::colour_candidate(cells, digit, active_colour));
            return;
        case Target::Colour:
            return;
    }
}

void App::set_input_mode(InputMode mode) {
    input_mode = mode;
    static constexpr const char* kSaid[] = {
        N_("Digit mode: keys place digits."), N_("Corner mode: keys toggle corner marks."),
        N_("Centre mode: keys toggle centre marks."),
        N_("Colour mode: 1-9 colour the selected cells, 0 clears; Shift+digit colours that candidate.")};
    message = _(kSaid[int(mode)]);
    if (mode == InputMode::Centre && settings.centre_is_pencil)
        message = _("Centre mode: keys toggle the pencil notes (Settings: centre marks apart).");
}

void App::toggle_filter(int digit) {
    filter = filter == digit ? 0 : digit;
    if (filter == 0)
        message = _("Filter off.");
    else if (filter < 0)
        message = _("Filter: the cells with two candidates.");
    else
        message = i18n::format(_("Filter: where {symbol} can go."), {{"symbol", symbol_label(filter)}});
}

void App::erase() {
    if (!game || selected < 0) return;
    const std::vector<int> chosen = selected_cells();
    if (input_mode == InputMode::Colour) {
        bool any = false;
        for (int cell : chosen) any = any || game->colours(cell) || game->candidate_colours(cell);
        if (any) apply(*this, game::Move::colour_cells(chosen, 0));
        return;
    }
    std::vector<int> cells;
    for (int cell : chosen)
        if (!game->grid().is_given(cell)) cells.push_back(cell);
    if (cells.empty()) {
        message = chosen.size() == 1
                      ? i18n::format(_("{cell} is a given."), {{"cell", game->shape().cell_name(selected)}})
                      : std::string(_("Every selected cell is a given."));
        return;
    }
    apply(*this, game::Move::erase(cells));
}

void App::undo() {
    if (!game) return;
    auto done = game->undo();
    message = done ? "" : sentence(done.error().message);
    if (!done && game->state() == game::GameState::Won) message = _("The puzzle is solved: start a new game (Ctrl+N).");
    if (done) after_change();
}

void App::undo_last_mistake() {
    if (!game) return;
    auto done = game->undo_last_mistake();
    if (!done) {
        message = sentence(done.error().message);
        return;
    }
    win_recorded = false;  // the loss broke the streak; playing on may still win
    after_change();
    message = _("The last mistake is taken back; the next one ends the game.");
}

void App::redo() {
    if (!game) return;
    auto done = game->redo();
    message = done ? "" : sentence(done.error().message);
    if (done) after_change();
}

void App::toggle_pause() {
    if (!game) return;
    const bool pausing = game->state() != game::GameState::Paused;
    auto done = pausing ? game->pause() : game->resume();
    if (!done) message = sentence(done.error().message);
    if (done && pausing) autosave(true);
}

void App::ask_hint() {
    if (!game) return;
    hint_level = hint && hint_level < 3 ? hint_level + 1 : 1;
    auto found = game->hint(game::HintLevel(hint_level));
    if (!found) {
        message = sentence(found.error().message);
        hint.reset();
        hint_level = 0;
        return;
    }
    if (found.value().counted) {
        std::optional<Technique> technique;
        if (found.value().step) technique = found.value().step->technique;
        note_progress();
        stats.record_hint(game_level(), technique, game_shape_key());
        save_statistics();
    }
    // In the player's language: the line keeps it after the hint's box closes (issue #33).
    message = hint_text(found.value(), hint_level, game->shape());
    if (found.value().applied) {
        hint.reset();
        hint_level = 0;
        after_change();
        return;
    }
    hint = std::move(found).value();
    if (hint->wrong_digit) selected = hint->wrong_digit->cell;
    if (hint->notes) selected = hint->notes->candidate.cell;
}

void App::mark() {
    if (!game) return;
    auto done = game->mark();
    message = done ? _("Branch point marked: explore, then Return to go back here.") : sentence(done.error().message);
}

void App::return_to_mark() {
    if (!game) return;
    auto done = game->return_to_mark();
    if (done) after_change();
    message = done ? _("Back at the branch point.") : sentence(done.error().message);
}

void App::auto_notes() {
    apply(*this, game::Move::auto_notes());
}

void App::check() {
    if (!game) return;
    if (game->state() == game::GameState::Paused) {
        message = _("The game is paused: press Space to resume.");
        return;
    }
    const auto mistakes = game->mistakes();
    const int wrong = int(mistakes.count());
    const bool mark = settings.check_marks_wrong && wrong > 0;
    const char* format = wrong == 0 ? N_("No mistakes so far.")
                         : wrong == 1
                             ? (mark ? N_("{n} digit is wrong (marked on the board).") : N_("{n} digit is wrong."))
                         : mark ? N_("{n} digits are wrong (marked on the board).")
                                : N_("{n} digits are wrong.");
    message = i18n::format(_(format), {{"n", std::to_string(wrong)}});
    check_marks.reset();
    if (mark) check_marks = CheckMarks{mistakes, game->board()};
}

void App::rewind_to_first_mistake() {
    if (!game) return;
    auto done = game->rewind_to_before_first_mistake();
    if (done) after_change();
    message = done ? _("Rewound to before the first mistake.") : sentence(done.error().message);
}

std::string App::puzzle_line() const {
    if (!game) return std::string();
    if (!game->shape().is_classic()) return formats::format_solo_id(game->shape(), game->grid().givens());
    std::string line;
    for (std::uint8_t d : game->grid().givens()) line += symbol_char(d);
    return line;
}

void App::after_change() {
    hint.reset();
    check_marks.reset();
    hint_level = 0;
    message.clear();  // what was said was about the position before (a hint's "r5c5 is not 7")
    autosaver.changed(clock());
    note_progress();
    if (game && game->state() == game::GameState::Lost && !win_recorded) {
        // The mistake limit ended the game. (A game left unfinished for another is counted as
        // abandoned by leave_game, not as lost.)
        stats.record_loss(game_level(), game_shape_key());
        save_statistics();
        autosave(true);
        win_recorded = true;
        show_lost = true;
        message = _("Too many mistakes: the game is over.");
    }
    if (game && game->state() == game::GameState::Won && !win_recorded) {
        stats.record_win(game_level(), game->elapsed_ms(), game_shape_key());
        stats.record_needed(game::techniques_needed(game->shape(), game->givens()));
        if (const auto practised = game->info().practice) stats.record_practice_win(*practised, game->elapsed_ms());
        save_statistics();
        autosave(true);  // a won game is no longer offered for resuming
        win_recorded = true;
        show_win = true;
    }
}

void handle_event(App& app, const SDL_Event& event) {
    // Alt alone opens the Game menu when it is released with no key pressed meanwhile, so that
    // Alt+digit (the filter) does not open it.
    if (event.type == SDL_KEYUP && (event.key.keysym.sym == SDLK_LALT || event.key.keysym.sym == SDLK_RALT)) {
        if (app.alt_pending) app.open_menu = true;
        app.alt_pending = false;
        return;
    }
    if (event.type != SDL_KEYDOWN) return;
    app.alt_pending = false;
    const SDL_Keycode key = event.key.keysym.sym;
    const Uint16 mod = event.key.keysym.mod;
    if (app.pending) {  // a new puzzle on its way: Esc abandons it, Ctrl+Q quits, nothing else plays
        if (key == SDLK_ESCAPE) app.cancel_pending();
        if (key == SDLK_q && (mod & KMOD_CTRL)) app.request_quit();
        return;
    }
    const bool ctrl = mod & KMOD_CTRL, shift = mod & KMOD_SHIFT, alt = mod & KMOD_ALT;
    if (app.dialog_open()) {
        // The dialog owns the keyboard: its own keys reach it through ImGui; here only Esc (which
        // closes a window; a question answers Esc itself), Ctrl+Q and the import dialog's
        // Ctrl+Enter, so that nothing typed into a dialog plays on the board behind it.
        if (key == SDLK_ESCAPE && !app.confirmation && !app.show_resume) {
            app.show_help = app.show_settings = app.show_statistics = app.show_about = app.print.open = false;
            app.library.open = false;
            app.show_load = app.show_import = app.show_share = app.show_win = app.show_lost = false;
        }
        if (ctrl && key == SDLK_q) app.request_quit();
        if (ctrl && (key == SDLK_RETURN || key == SDLK_KP_ENTER) && app.show_import) app.start_import_text();
        return;
    }
    const bool sudokupad = app.settings.key_scheme == game::KeyScheme::SudokuPad;
    // The symbol a key types: 1-9 from the number row and the keypad; above 9x9, A-G for 10-16.
    // Shift+digit arrives as the digit key with the Shift modifier (SDL keycodes are layout keys).
    int digit = 0;
    if (key >= SDLK_1 && key <= SDLK_9) digit = int(key - SDLK_1) + 1;
    if (key >= SDLK_KP_1 && key <= SDLK_KP_9) digit = int(key - SDLK_KP_1) + 1;
    const int side = app.board_shape().side();
    if (side > 9 && key >= SDLK_a && key < SDLK_a + (side - 9) && !app.editor) digit = int(key - SDLK_a) + 10;
    if (alt && !ctrl && app.game && !app.editor) {  // Alt+digit: the digit filter; Alt+0 or Alt+B: bivalue cells
        if (digit) return app.toggle_filter(digit);
        if (key == SDLK_0 || key == SDLK_KP_0 || key == SDLK_b) return app.toggle_filter(-1);
    }
    // SudokuPad's one-shot shortcut: Ctrl+digit writes a centre mark.
    if (ctrl && sudokupad && digit && app.game && !app.editor && key < SDLK_a)
        return app.input(digit, app.input_mode == App::InputMode::Colour
                                    ? App::Target::CandidateColour
                                    : (app.settings.centre_is_pencil ? App::Target::Pencil : App::Target::Centre));
    if (ctrl) {
        switch (key) {
            case SDLK_a:
                app.select_all_empty();
                return;
            case SDLK_q:
                app.request_quit();
                return;
            case SDLK_z:
                shift ? app.redo() : app.undo();
                return;
            case SDLK_y:
                app.redo();
                return;
            case SDLK_n:
                app.new_game(app.level);
                return;
            case SDLK_s:
                app.save_to(saves::kQuicksaveSlot);
                return;
            case SDLK_o:
                app.open_load_dialog();
                return;
            case SDLK_c:
                SDL_SetClipboardText(app.puzzle_line().c_str());
                app.message = _("Puzzle copied.");
                return;
            case SDLK_v:
                app.paste();
                return;
            case SDLK_i:
                app.show_import = true;
                return;
            case SDLK_e:
                if (shift) return app.begin_custom_entry();
                app.show_share = app.game.has_value();
                return;
            case SDLK_r:
                app.restart();
                return;
            case SDLK_p:
                app.print.open = app.game.has_value();
                return;
            case SDLK_COMMA:
                app.show_settings = true;
                return;
            case SDLK_RETURN:
            case SDLK_KP_ENTER:
                if (app.show_import) app.start_import_text();  // the import dialog's Start
                return;
            default:
                // Ctrl+1 .. Ctrl+5: a new game at Easy .. Extreme.
                if (key >= SDLK_1 && key < SDLK_1 + kLevelCount) app.new_game(Level(key - SDLK_1));
                return;
        }
    }
    // Boards above 9x9: the letters A-G are the symbols 10-16 (their other keys wait; the menu and
    // the panel have every action).
    if (app.editor) {  // entering a custom puzzle: digits are givens
        if (digit) return app.editor_key(digit);
        // 0 and '.' are a blank typed in a line of givens (it moves on, as a digit does); Delete
        // and Backspace erase the selected cell where it is.
        if (key == SDLK_0 || key == SDLK_KP_0 || key == SDLK_PERIOD || key == SDLK_KP_PERIOD)
            return app.editor_key(0, true);
        if (key == SDLK_DELETE || key == SDLK_BACKSPACE) return app.editor_key(0, false);
        if (key == SDLK_RETURN) return app.finish_custom_entry();
        if (key == SDLK_ESCAPE) return app.cancel_custom_entry();
        // Only moving the selection works too; the game's other keys wait for the puzzle.
        if (key != SDLK_UP && key != SDLK_DOWN && key != SDLK_LEFT && key != SDLK_RIGHT) return;
    }
    if (digit && app.digit_first && !shift) {  // digit-first: choose the digit, then the cells
        app.chosen_digit = app.chosen_digit == digit ? 0 : digit;
        return;
    }
    if (digit) {
        // Shift+digit: a note in the classic scheme (the notes layer), a corner mark in SudokuPad's;
        // in colour mode it colours that candidate.
        if (shift && sudokupad && app.input_mode != App::InputMode::Colour)
            return app.input(digit, App::Target::Corner);
        return app.press_digit(digit, shift);
    }
    if (shift && !app.editor) {  // Shift+arrows extend the selection
        switch (key) {
            case SDLK_UP:
                return app.extend_selection(-1, 0);
            case SDLK_DOWN:
                return app.extend_selection(1, 0);
            case SDLK_LEFT:
                return app.extend_selection(0, -1);
            case SDLK_RIGHT:
                return app.extend_selection(0, 1);
            case SDLK_c:  // Check, in both schemes
                return app.check();
            default:
                break;
        }
    }
    switch (key) {
        case SDLK_z:
            app.set_input_mode(App::InputMode::Digit);
            return;
        case SDLK_x:
            app.set_input_mode(App::InputMode::Corner);
            return;
        case SDLK_m:
            app.set_input_mode(App::InputMode::Centre);
            return;
        case SDLK_v:
            app.set_input_mode(App::InputMode::Colour);
            return;
        case SDLK_RETURN:
        case SDLK_KP_ENTER:
            if (app.digit_first && app.chosen_digit) app.press_digit(app.chosen_digit, false);
            return;
        case SDLK_g:
            app.digit_first = !app.digit_first;
            app.chosen_digit = 0;
            app.message = app.digit_first ? _("Digit first: choose a digit (1-9), then click cells or press Enter.")
                                          : _("Cell first: select a cell, then type its digit.");
            return;
        case SDLK_c:  // Check in the classic scheme; centre marks in SudokuPad's
            if (sudokupad) return app.set_input_mode(App::InputMode::Centre);
            app.check();
            return;
        case SDLK_b:
            app.mark();
            return;
        case SDLK_r:
            shift ? app.rewind_to_first_mistake() : app.return_to_mark();
            return;
        case SDLK_f:
            app.auto_notes();
            return;
        case SDLK_UP:
        case SDLK_w:
        case SDLK_k:
            app.move_selection(-1, 0);
            return;
        case SDLK_DOWN:
        case SDLK_s:
        case SDLK_j:
            app.move_selection(1, 0);
            return;
        case SDLK_LEFT:
        case SDLK_a:
            app.move_selection(0, -1);
            return;
        case SDLK_RIGHT:
        case SDLK_d:
        case SDLK_l:
            app.move_selection(0, 1);
            return;
        case SDLK_0:
        case SDLK_KP_0:
        case SDLK_DELETE:
        case SDLK_BACKSPACE:
            app.erase();
            return;
        case SDLK_n:
            app.notes_mode = !app.notes_mode;
            return;
        case SDLK_h:
            app.ask_hint();
            return;
        case SDLK_t:  // the steps panel; Shift+T applies its chosen step
            if (app.game && shift && app.steps.open) return apply_selected_step(app);
            if (app.game && !shift) toggle_steps_panel(app);
            return;
        case SDLK_RIGHTBRACKET:
        case SDLK_LEFTBRACKET:
            if (app.steps.open) choose_adjacent_step(app, key == SDLK_RIGHTBRACKET ? 1 : -1);
            return;
        case SDLK_SPACE:
        case SDLK_p:
            app.toggle_pause();
            return;
        case SDLK_F1:
            app.show_help = !app.show_help;
            return;
        case SDLK_F10:
            app.open_menu = true;
            return;
        case SDLK_LALT:
        case SDLK_RALT:
            app.alt_pending = !event.key.repeat;
            return;
        case SDLK_ESCAPE:                           // (an open window is closed above) the selection, then the hint
            if (app.selected_cells().size() > 1) {  // then the selection, back to the cursor alone
                app.selection.reset();
                app.selection.set(std::size_t(app.selected));
                return;
            }
            if (app.filter) return app.toggle_filter(app.filter);  // the filter
            if (app.steps.open) return toggle_steps_panel(app);    // the steps panel
            app.hint.reset(), app.hint_level = 0;
            return;
        default:
            return;
    }
}

}  // namespace sudoku::ui
