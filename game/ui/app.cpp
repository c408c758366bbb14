// The actions of the App (what keys, clicks and menus do) and the keyboard map.
#include "game/ui/app.hpp"

#include "game/ui/key_bindings.hpp"
#include "game/ui/puzzle_stock.hpp"
#include "game/ui/translate.hpp"

#include <SDL.h>

#include <chrono>
#include <cstdio>
#include <ctime>
#include <thread>

#include "engine/formats/solo_id.hpp"
#include "engine/generate/classic.hpp"
#include "engine/generate/generator.hpp"
#include "engine/logic/logical_solver.hpp"
#include "engine/model/notation.hpp"

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

std::string sentence(const Error& error) {
    // A refusal with its arguments (issue #33): its translated template is a whole sentence too.
    if (!error.phrase.format) return sentence(error.message);
    if (i18n::has_translation(error.phrase.format)) return tr_phrase(error.phrase);
    return sentence(tr_phrase(error.phrase));
}

void App::notify(std::string text) {
    std::fprintf(stderr, "sudoku: %s\n", text.c_str());
    notices.push_back(std::move(text));
}

void App::guarded(std::string title, std::string confirm_label, std::function<void()> action) {
    // Try the autosave first: a game it holds can come back from Load > autosave until the new
    // game's first autosave, but the question is asked anyway (that is soon).
    autosave(true);
    const bool save_failed = session.autosaver.dirty() && !session.autosave_error.empty();
    if (!session.game_unfinished() && !save_failed) return action();
    Confirmation c;
    c.title = std::move(title);
    c.confirm_label = std::move(confirm_label);
    c.action = std::move(action);
    c.save_failed = save_failed;
    if (session.game_unfinished()) {
        char summary[160];
        const int filled = [&] {
            int n = 0;
            for (int cell = 0; cell < session.game->cell_count(); ++cell)
                n += !session.game->grid().is_given(cell) && session.game->grid().digit(cell) != 0;
            return n;
        }();
        const std::int64_t seconds = session.game->elapsed_ms() / 1000;
        // "Your Hard game", "Your 9x9 Killer Hard game": the shape too, on other boards.
        std::string level_words = tr_level(session.game_level());
        if (!session.game->shape().is_classic())
            level_words = i18n::format(
                _("{shape} {level}"),
                {{"shape", tr_phrase(tr_shape_name(session.game->shape().display_name()))}, {"level", level_words}});
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
                               {{"error", session.autosave_error}});
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
    if (session.game_unfinished() && session.start_recorded) {
        stats.record_abandon(session.game_level(), session.game_shape_key());
        save_statistics();
    }
}

void App::reset_ui_for_new_game() {
    hint.reset();
    steps.clear();
    hint_level = 0;
    windows[WindowId::Win] = false;
    windows[WindowId::Lost] = false;
    confirmation.reset();
    notes_mode = false;
    filter = 0;
    dragging = false;
    selected = session.game ? session.game->cell_count() / 2 : 40;  // the centre (r5c5 on 9x9)
    if (session.game && session.game->shape().side() % 2 == 0)
        selected =
            session.game->shape().cell_at(session.game->shape().side() / 2 - 1, session.game->shape().side() / 2 - 1);
    selection.reset();
    selection.set(std::size_t(selected));
    session.win_recorded = session.game && (session.game->state() == game::GameState::Won ||
                                            session.game->state() == game::GameState::Lost ||
                                            session.game->state() == game::GameState::GivenUp);
    session.start_recorded =
        session.game && session.game->has_progress();  // a loaded game was counted when it was started
}

void App::note_progress() {
    if (!session.game || session.start_recorded || !session.game->has_progress()) return;
    session.start_recorded = true;
    stats.record_start(session.game_level(), session.game_shape_key());
    save_statistics();
}

void App::start_puzzle(const Grid& puzzle, std::string origin, game::GameInfo info) {
    start_shaped_puzzle(Shape::classic(), game::to_shape_digits(puzzle.givens()), std::move(origin), info);
}

void App::start_shaped_puzzle(game::ShapePtr shape, const ShapeDigits& givens, std::string origin, game::GameInfo info,
                              const ShapeDigits* solution) {
    auto started = solution ? game::Game::start_solved(std::move(shape), givens, *solution, clock, settings.rules())
                            : game::Game::start(std::move(shape), givens, clock, settings.rules());
    if (!started) {
        message = i18n::format(_("Cannot start this puzzle: {error}"), {{"error", tr_error(started.error())}});
        return;
    }
    autosave(true);  // the game being left stays resumable from the autosave until this one moves
    leave_game();
    session.game = std::move(started).value();
    info.created_at = std::int64_t(std::time(nullptr));
    if (info.level) session.level = *info.level;
    session.shape_params = session.game->shape().params();
    session.game->set_info(info);
    session.autosaver.reset();
    session.autosaved_clock.reset();
    session.autosave_error.clear();
    session.puzzle_origin = std::move(origin);
    session.origin_phrase = Phrase::text(session.puzzle_origin);
    reset_ui_for_new_game();
    message.clear();
}

void App::new_game(Level new_level, std::optional<std::uint64_t> new_seed) {
    guarded(_("Start a new game?"), _("New game"),
            [this, new_level, new_seed] { start_new_game(new_level, new_seed); });
}

void App::new_shape_game(const ShapeParams& params, Level new_level) {
    guarded(_("Start a new game?"), _("New game"), [this, params, new_level] {
        session.shape_params = params;
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
    // A seedless new game takes a ready puzzle when there is one (puzzle_stock.hpp); a seed asked
    // for is always that seed's puzzle. The stock's puzzles have the default symmetry, a half
    // turn: another symmetry chosen in Game > New makes its puzzle here (a Killer has no givens, so
    // any symmetry takes from the stock).
    const bool stock_fits = settings.symmetry == Symmetry::Rotate180 || session.shape_params.killer;
    if (!new_seed && puzzle_stock && stock_fits)
        if (auto stocked = puzzle_stock->take(session.shape_params, new_level)) {
            cancel_pending();
            start_generated(stocked->made, new_level, stocked->seed, stocked->score);
            return;
        }
    const std::uint64_t seed = new_seed ? *new_seed : std::uint64_t(SDL_GetPerformanceCounter());
    if (session.shape_params != ShapeParams{}) {  // any shape but classic 9x9: made on a worker thread
        const ShapeGenerateOptions options{session.shape_params, new_level, settings.symmetry, false, seed};
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
    session.level = new_level;
    GeneratedPuzzle generated = generate({session.level, settings.symmetry, false, seed});
    // The whole seed: `sudoku --level L --seed S` gives this puzzle again.
    start_puzzle(Grid::from_givens(generated.puzzle),
                 std::string(level_name(session.level)) + " #" + std::to_string(seed),
                 {session.level, generated.rating.score, seed, 0, std::nullopt});
    session.origin_phrase = Phrase(
        N_("{level} #{seed}"), {{"level", Phrase(level_name(session.level).data())}, {"seed", std::to_string(seed)}});
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
        message = sentence(made->error());
        return true;
    }
    start_generated(made->value(), options.level, options.seed);
    return true;
}

void App::start_generated(const GeneratedShapePuzzle& g, Level new_level, std::uint64_t seed,
                          std::optional<double> score) {
    if (g.shape->is_classic()) {  // as the classic branch of start_new_game starts it
        session.level = new_level;
        Digits digits{};
        std::copy(g.puzzle.begin(), g.puzzle.end(), digits.begin());
        start_puzzle(Grid::from_givens(digits), std::string(level_name(session.level)) + " #" + std::to_string(seed),
                     {session.level, score, seed, 0, std::nullopt});
        session.origin_phrase = Phrase(N_("{level} #{seed}"), {{"level", Phrase(level_name(session.level).data())},
                                                               {"seed", std::to_string(seed)}});
        return;
    }
    {
        session.level = new_level;
        std::string origin = g.shape->display_name();
        origin += " \u00b7 ";
        origin += level_name(session.level);
        origin += " #";
        origin += std::to_string(seed);
        start_shaped_puzzle(g.shape, g.puzzle, std::move(origin), {session.level, std::nullopt, seed, 0, std::nullopt},
                            &g.solution);
        session.origin_phrase =
            Phrase(N_("{shape} \u00b7 {level} #{seed}"), {{"shape", tr_shape_name(g.shape->display_name())},
                                                          {"level", Phrase(level_name(session.level).data())},
                                                          {"seed", std::to_string(seed)}});
    }
}

void App::cancel_pending() {
    pending.reset();  // the worker ends on its own; join_workers waits for it at exit
}

void App::join_workers() {
    pending.reset();
    if (puzzle_stock) puzzle_stock->stop();
    for (const auto& w : workers) {
        std::unique_lock lock(w->mutex);
        w->done.wait(lock, [&w] { return w->result.has_value(); });
    }
    workers.clear();
}

void App::start_daily(Level new_level, int year, int month, int day) {
    session.level = new_level;
    session.shape_params = ShapeParams{};  // the daily puzzle is classic 9x9
    const std::uint64_t seed = daily_seed(year, month, day, session.level);
    GeneratedPuzzle generated = generate({session.level, Symmetry::Rotate180, false, seed});
    char date[16];
    std::snprintf(date, sizeof date, "%04d-%02d-%02d", year, month, day);
    start_puzzle(Grid::from_givens(generated.puzzle), "Daily " + std::string(level_name(session.level)) + " " + date,
                 {session.level, generated.rating.score, seed, 0, std::nullopt});
    session.origin_phrase =
        Phrase(N_("Daily {level} {date}"), {{"level", Phrase(level_name(session.level).data())}, {"date", date}});
}

void App::restart_now() {
    if (!session.game) return;
    session.game->restart();
    session.autosaver.changed(clock());
    const bool counted = session.start_recorded;
    reset_ui_for_new_game();
    session.start_recorded = counted;  // the same game: still counted as started once
    message = _("Restarted.");
}

void App::select(int cell) {
    const int cells = session.game && !editor ? session.game->cell_count() : kCells;
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
    return app.session.game && !app.editor && cell >= 0 && cell < app.session.game->cell_count();
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
            for (int c = 0; c < session.game->cell_count(); ++c)
                if (now[std::size_t(c)]) selected = c;
        return;
    }
    now.set(std::size_t(cell));
    selection = now;
    selected = cell;
}

void App::select_rectangle(int cell) {
    if (!on_board(*this, cell) || selected < 0) return select(cell);
    const int side = session.game->shape().side();
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
    if (!session.game || editor) return move_selection(rows, cols);
    const int side = session.game->shape().side();
    const int row = selected / side + rows, col = selected % side + cols;
    if (row < 0 || row >= side || col < 0 || col >= side) return;  // no wrap while extending
    select_add(row * side + col);
}

void App::select_all_empty() {
    if (!session.game || editor) return;
    selection.reset();
    int first = -1;
    for (int cell = 0; cell < session.game->cell_count(); ++cell)
        if (session.game->grid().is_empty(cell)) {
            selection.set(std::size_t(cell));
            if (first < 0 || cell == selected) first = cell;
        }
    if (first < 0) return select(selected);  // a full board: nothing empty to select
    selected = first;
    message = i18n::format(_("{n} empty cells selected (Esc: just one)."), {{"n", std::to_string(selection.count())}});
}

std::vector<int> App::selected_cells() const {
    std::vector<int> out;
    if (!session.game || editor) {
        if (selected >= 0) out.push_back(selected);
        return out;
    }
    const game::CellBits now = current_selection(*this);
    for (int cell = 0; cell < session.game->cell_count(); ++cell)
        if (now[std::size_t(cell)]) out.push_back(cell);
    return out;
}

namespace {

// Applies a move and reports a refusal in the message line.
bool apply(App& app, const game::Move& move) {
    if (!app.session.game) return false;
    auto applied = app.session.game->apply(move);
    if (!applied) {
        app.message = sentence(applied.error());
        return false;
    }
    app.after_change();  // clears the message (unless the game just ended): what follows is about this move
    if (app.message.empty() && applied.value().wrong_digits > 0 &&
        app.session.game->rules().mistakes_mode == game::MistakesMode::Highlight)
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
    if (!session.game || selected < 0) return;
    const bool colour = target == Target::Colour;
    if (colour && (digit < 0 || digit > game::kColours)) {
        message = _("Colours are 1-9 (0 clears them).");
        return;
    }
    if (!colour && (digit < 1 || digit > session.game->shape().side())) {
        message = i18n::format(_("{symbol} is not a symbol of a {shape} board ({range})."),
                               {{"symbol", symbol_label(digit)},
                                {"shape", tr_phrase(tr_shape_name(session.game->shape().display_name()))},
                                {"range", game::symbol_range(session.game->shape().side())}});
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
        if (!session.game->grid().is_given(cell) && (target == Target::Digit || session.game->grid().is_empty(cell)))
            cells.push_back(cell);
    if (cells.empty()) {
        if (chosen.size() == 1)
            message = session.game->shape().cell_name(chosen[0]) + (session.game->grid().is_given(chosen[0])
                                                                        ? " is a given."
                                                                        : " holds a digit: erase it first to mark it.");
        else
            message = target == Target::Digit ? _("Every selected cell is a given.") : _("No selected cell is empty.");
        return;
    }
    switch (target) {
        case Target::Digit: {
            bool all_hold = true;
            for (int cell : cells) all_hold = all_hold && session.game->grid().digit(cell) == digit;
            if (all_hold) return;  // typing the digit again changes nothing (and is no new mistake)
            apply(*this, game::Move::place(cells, digit, session.game->rules().auto_remove_notes));
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
    if (!session.game || selected < 0) return;
    const std::vector<int> chosen = selected_cells();
    if (input_mode == InputMode::Colour) {
        bool any = false;
        for (int cell : chosen) any = any || session.game->colours(cell) || session.game->candidate_colours(cell);
        if (any) apply(*this, game::Move::colour_cells(chosen, 0));
        return;
    }
    std::vector<int> cells;
    for (int cell : chosen)
        if (!session.game->grid().is_given(cell)) cells.push_back(cell);
    if (cells.empty()) {
        message = chosen.size() == 1
                      ? i18n::format(_("{cell} is a given."), {{"cell", session.game->shape().cell_name(selected)}})
                      : std::string(_("Every selected cell is a given."));
        return;
    }
    apply(*this, game::Move::erase(cells));
}

void App::undo() {
    if (!session.game) return;
    auto done = session.game->undo();
    message = done ? "" : sentence(done.error());
    if (!done && session.game->state() == game::GameState::Won)
        message = _("The puzzle is solved: start a new game (Ctrl+N).");
    if (done) after_change();
}

void App::undo_last_mistake() {
    if (!session.game) return;
    auto done = session.game->undo_last_mistake();
    if (!done) {
        message = sentence(done.error());
        return;
    }
    session.win_recorded = false;  // the loss broke the streak; playing on may still win
    after_change();
    message = _("The last mistake is taken back; the next one ends the game.");
}

void App::redo() {
    if (!session.game) return;
    auto done = session.game->redo();
    message = done ? "" : sentence(done.error());
    if (done) after_change();
}

void App::toggle_pause() {
    if (!session.game) return;
    const bool pausing = session.game->state() != game::GameState::Paused;
    auto done = pausing ? session.game->pause() : session.game->resume();
    if (!done) message = sentence(done.error());
    if (done && pausing) autosave(true);
}

void App::ask_hint() {
    if (!session.game) return;
    hint_level = hint && hint_level < 3 ? hint_level + 1 : 1;
    auto found = session.game->hint(game::HintLevel(hint_level));
    if (!found) {
        message = sentence(found.error());
        hint.reset();
        hint_level = 0;
        return;
    }
    if (found.value().counted) {
        std::optional<Technique> technique;
        if (found.value().step) technique = found.value().step->technique;
        note_progress();
        stats.record_hint(session.game_level(), technique, session.game_shape_key());
        save_statistics();
    }
    // In the player's language: the line keeps it after the hint's box closes (issue #33).
    message = hint_text(found.value(), hint_level, session.game->shape());
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
    if (!session.game) return;
    auto done = session.game->mark();
    message = done ? _("Branch point marked: explore, then Return to go back here.") : sentence(done.error());
}

void App::return_to_mark() {
    if (!session.game) return;
    auto done = session.game->return_to_mark();
    if (done) after_change();
    message = done ? _("Back at the branch point.") : sentence(done.error());
}

void App::auto_notes() {
    apply(*this, game::Move::auto_notes());
}

void App::check() {
    if (!session.game) return;
    if (session.game->state() == game::GameState::Paused) {
        message = _("The game is paused: press Space to resume.");
        return;
    }
    const auto mistakes = session.game->mistakes();
    const int wrong = int(mistakes.count());
    const bool mark = settings.check_marks_wrong && wrong > 0;
    const char* format = wrong == 0 ? N_("No mistakes so far.")
                         : wrong == 1
                             ? (mark ? N_("{n} digit is wrong (marked on the board).") : N_("{n} digit is wrong."))
                         : mark ? N_("{n} digits are wrong (marked on the board).")
                                : N_("{n} digits are wrong.");
    message = i18n::format(_(format), {{"n", std::to_string(wrong)}});
    check_marks.reset();
    if (mark) check_marks = CheckMarks{mistakes, session.game->board()};
}

void App::rewind_to_first_mistake() {
    if (!session.game) return;
    auto done = session.game->rewind_to_before_first_mistake();
    if (done) after_change();
    message = done ? _("Rewound to before the first mistake.") : sentence(done.error());
}

void App::give_up() {
    if (!session.game || editor) return;
    const auto state = session.game->state();
    if (state != game::GameState::Playing && state != game::GameState::Paused) {
        message = sentence(session.game->give_up().error());
        return;
    }
    Confirmation c;
    c.title = _("Give up and show the solution?");
    c.text = _("The game ends and counts as given up in the statistics.");
    c.confirm_label = _("Show the solution");
    c.action = [this] { give_up_now(); };
    confirmation = std::move(c);
}

void App::give_up_now() {
    if (!session.game || !session.game->give_up()) return;
    if (!session.start_recorded)
        stats.record_start(session.game_level(), session.game_shape_key());  // even before a first move
    session.start_recorded = true;
    stats.record_give_up(session.game_level(), session.game_shape_key());
    save_statistics();
    session.win_recorded = true;
    hint.reset();
    check_marks.reset();
    steps.open = false;  // the steps of a position no one will play
    autosave(true);      // a game given up is no longer offered for resuming
    message = _("Given up: the solution is shown. Start a new game with Ctrl+N.");
}

std::string App::puzzle_line() const {
    if (!session.game) return std::string();
    if (!session.game->shape().is_classic())
        return formats::format_solo_id(session.game->shape(), session.game->grid().givens());
    std::string line;
    for (std::uint8_t d : session.game->grid().givens()) line += symbol_char(d);
    return line;
}

void App::after_change() {
    hint.reset();
    check_marks.reset();
    hint_level = 0;
    message.clear();  // what was said was about the position before (a hint's "r5c5 is not 7")
    session.autosaver.changed(clock());
    note_progress();
    if (session.game && session.game->state() == game::GameState::Lost && !session.win_recorded) {
        // The mistake limit ended the game. (A game left unfinished for another is counted as
        // abandoned by leave_game, not as lost.)
        stats.record_loss(session.game_level(), session.game_shape_key());
        save_statistics();
        autosave(true);
        session.win_recorded = true;
        windows[WindowId::Lost] = true;
        message = _("Too many mistakes: the game is over.");
    }
    if (session.game && session.game->state() == game::GameState::Won && !session.win_recorded) {
        stats.record_win(session.game_level(), session.game->elapsed_ms(), session.game_shape_key());
        stats.record_needed(game::techniques_needed(session.game->shape(), session.game->givens()));
        if (const auto practised = session.game->info().practice)
            stats.record_practice_win(*practised, session.game->elapsed_ms());
        save_statistics();
        autosave(true);  // a won game is no longer offered for resuming
        session.win_recorded = true;
        windows[WindowId::Win] = true;
    }
}

namespace {

// While a dialog is open it owns the keyboard: its own keys reach it through ImGui; here only Esc
// (the windows' one Esc rule, windows.hpp; a question answers Esc itself), Ctrl+Q and the import
// dialog's Ctrl+Enter, so that nothing typed into a dialog plays on the board behind it.
void dialog_key(App& app, SDL_Keycode key, bool ctrl) {
    if (key == SDLK_ESCAPE && !app.confirmation) app.windows.escape();
    if (ctrl && key == SDLK_q) app.request_quit();
    if (ctrl && (key == SDLK_RETURN || key == SDLK_KP_ENTER) && app.windows[WindowId::Import]) app.start_import_text();
}

// The symbol a key types: 1-9 from the number row and the keypad; above 9x9, A-G for 10-16 (their
// other keys wait). Shift+digit arrives as the digit key with the Shift modifier (SDL keycodes are
// layout keys). 0: not a symbol key.
int symbol_of_key(const App& app, SDL_Keycode key) {
    if (key >= SDLK_1 && key <= SDLK_9) return int(key - SDLK_1) + 1;
    if (key >= SDLK_KP_1 && key <= SDLK_KP_9) return int(key - SDLK_KP_1) + 1;
    const int side = app.board_shape().side();
    if (side > 9 && key >= SDLK_a && key < SDLK_a + (side - 9) && !app.editor) return int(key - SDLK_a) + 10;
    return 0;
}

// The symbol keys as a family (the rows "1-9", "Shift+1-9", "Ctrl+1-9", "Alt+1-9" of the key
// table): true when the key was one of them and did its work.
bool symbol_key(App& app, SDL_Keycode key, int digit, unsigned mods) {
    const bool ctrl = mods & kCtrl, shift = mods & kShift, alt = mods & kAlt;
    const bool sudokupad = app.settings.key_scheme == game::KeyScheme::SudokuPad;
    const bool playing = app.session.game && !app.editor;
    if (alt && !ctrl && playing) {  // Alt+digit: the digit filter
        app.toggle_filter(digit);
        return true;
    }
    if (ctrl && sudokupad && playing && key < SDLK_a) {  // SudokuPad's one-shot centre mark (number row)
        app.input(digit, app.input_mode == App::InputMode::Colour
                             ? App::Target::CandidateColour
                             : (app.settings.centre_is_pencil ? App::Target::Pencil : App::Target::Centre));
        return true;
    }
    if (ctrl) return false;  // Ctrl+1 .. Ctrl+5: the table's new games
    if (app.editor) {        // entering a custom puzzle: digits are givens
        app.editor_key(digit);
        return true;
    }
    if (app.digit_first && !shift) {  // digit-first: choose the digit, then the cells
        app.chosen_digit = app.chosen_digit == digit ? 0 : digit;
        return true;
    }
    // Shift+digit: a note in the classic scheme (the notes layer), a corner mark in SudokuPad's;
    // in colour mode it colours that candidate.
    if (shift && sudokupad && app.input_mode != App::InputMode::Colour)
        app.input(digit, App::Target::Corner);
    else
        app.press_digit(digit, shift);
    return true;
}

}  // namespace

void handle_event(App& app, const SDL_Event& event) {
    // Alt alone opens the Game menu when it is released with no key pressed meanwhile, so that
    // Alt+digit (the filter) does not open it.
    if (event.type == SDL_KEYUP && (event.key.keysym.sym == SDLK_LALT || event.key.keysym.sym == SDLK_RALT)) {
        if (app.alt_pending) app.open_menu = true, app.open_menu_index = 0;
        app.alt_pending = false;
        return;
    }
    if (event.type != SDL_KEYDOWN) return;
    app.alt_pending = false;
    const SDL_Keycode key = event.key.keysym.sym;
    const Uint16 mod = event.key.keysym.mod;
    const unsigned mods =
        (mod & KMOD_CTRL ? kCtrl : 0u) | (mod & KMOD_SHIFT ? kShift : 0u) | (mod & KMOD_ALT ? kAlt : 0u);
    if (app.pending) {  // a new puzzle on its way: Esc abandons it, Ctrl+Q quits, nothing else plays
        if (key == SDLK_ESCAPE) app.cancel_pending();
        if (key == SDLK_q && (mods & kCtrl)) app.request_quit();
        return;
    }
    if (app.dialog_open()) return dialog_key(app, key, mods & kCtrl);
    if (const int digit = symbol_of_key(app, key); digit && symbol_key(app, key, digit, mods)) return;
    if (key == SDLK_LALT || key == SDLK_RALT) {  // (while entering a puzzle too)
        app.alt_pending = !event.key.repeat;
        return;
    }
    if (const KeyBinding* binding = find_binding(key, mods, app.editor.has_value())) perform(app, binding->action);
}

}  // namespace sudoku::ui
