#include "game/core/game.hpp"

#include <cassert>

#include "engine/constraints/rules.hpp"
#include "engine/model/text.hpp"
#include "engine/solve/band.hpp"
#include "game/core/execute.hpp"
#include "game/core/shape_engine.hpp"

namespace sudoku::game {

namespace {

const Status kOk = std::monostate{};

Error refusal(const char* message, std::vector<PhraseArg> args = {}) {
    return Error::say(0, Phrase(message, std::move(args)));
}

}  // namespace

std::string_view state_name(GameState state) {
    switch (state) {
        case GameState::Playing:
            return "Playing";
        case GameState::Paused:
            return "Paused";
        case GameState::Won:
            return "Won";
        case GameState::Lost:
            return "Lost";
        case GameState::GivenUp:
            return "GivenUp";
    }
    return "?";
}

Game::Game(ShapePtr shape, const ShapeDigits& givens, const ShapeDigits& solution, Clock clock, Rules rules)
    : givens_(givens), solution_(solution), clock_(std::move(clock)), rules_(rules) {
    board_.grid = PlayGrid::from_givens(std::move(shape), givens_);
    timer_.start(clock_());
}

Result<Game> Game::start(const Digits& givens, Clock clock, Rules rules) {
    return start(Shape::classic(), to_shape_digits(givens), std::move(clock), rules);
}

Result<Game> Game::start(ShapePtr shape, const ShapeDigits& givens, Clock clock, Rules rules) {
    assert(clock);
    if (!shape) return refusal(N_("the game has no shape"));
    if (int(givens.size()) != shape->cell_count()) {
        return refusal(N_("the puzzle has {count} cells; a {board} board has {cells}"),
                       {{"count", std::to_string(givens.size())},
                        {"board", shape_display_parts(shape->params()), PhraseArg::kNone},
                        {"cells", std::to_string(shape->cell_count())}});
    }
    for (std::uint8_t symbol : givens) {
        if (symbol <= shape->side()) continue;
        if (shape->is_classic()) return refusal(N_("the puzzle holds a value that is not a digit 0-9"));
        return refusal(N_("the puzzle holds a value that is not a symbol of a {board} board ({range})"),
                       {{"board", shape_display_parts(shape->params()), PhraseArg::kNone},
                        {"range", symbol_range_phrase(shape->side())}});
    }
    ShapeDigits solution;
    int count = 0;
    if (shape->is_classic()) {
        Digits classic{};
        count = count_solutions(to_classic_digits(givens), 2, &classic);
        solution = to_shape_digits(classic);
    } else {
        count = count_shape_solutions(*shape, givens, 2, &solution);
    }
    if (count == 0) return refusal(N_("the puzzle has no solution"));
    if (count > 1) return refusal(N_("the puzzle has more than one solution"));
    return Game(std::move(shape), givens, solution, std::move(clock), rules);
}

Result<Game> Game::start_solved(ShapePtr shape, const ShapeDigits& givens, const ShapeDigits& solution, Clock clock,
                                Rules rules) {
    if (!shape || int(givens.size()) != shape->cell_count() || !is_solution_of(*shape, givens, solution))
        return start(std::move(shape), givens, std::move(clock), rules);
    assert(clock);
    return Game(std::move(shape), givens, solution, std::move(clock), rules);
}

Result<Game> Game::start(const Grid& puzzle, Clock clock, Rules rules) {
    return start(puzzle.givens(), std::move(clock), rules);
}

Result<Game> Game::replay(const Digits& givens, const std::vector<std::string>& move_texts, int position, Clock clock,
                          Rules rules) {
    return replay(Shape::classic(), to_shape_digits(givens), move_texts, position, std::move(clock), rules);
}

Result<Game> Game::replay(ShapePtr shape, const ShapeDigits& givens, const std::vector<std::string>& move_texts,
                          int position, Clock clock, Rules rules) {
    if (position < 0 || position > int(move_texts.size())) return refusal(N_("the history position is out of range"));
    Rules replaying = rules;
    replaying.mistake_limit = 0;
    auto started = start(std::move(shape), givens, std::move(clock), replaying);
    if (!started) return started.error();
    Game game = std::move(started).value();
    game.replaying_ = true;  // a file written before the bytes limit may pass it: the next move compacts
    for (std::size_t i = 0; i < move_texts.size(); ++i) {
        auto applied = game.apply_text(move_texts[i]);
        if (applied) continue;
        return refusal(N_("move {n} ({move}): {error}"), {{"n", std::to_string(i + 1)},
                                                          {"move", move_texts[i]},
                                                          {"error", applied.error().as_phrase_with_column()}});
    }
    // Back to the position through the history itself, not undo(): the redo tail of a save
    // written before won games became final may hold the winning move, and undo() refuses a won
    // game. Stepping back off a solved board plays on.
    while (game.history_.position() > position) {
        revert_changes(game.board_, game.history_.undo().changes);
        ++game.revision_;
        if (game.state_ == GameState::Won) {
            game.state_ = GameState::Playing;
            game.timer_.start(game.clock_());
        }
    }
    game.rules_ = rules;
    game.replaying_ = false;
    return game;
}

// --- State machine ---------------------------------------------------------------------------

Status Game::refuse_unless_playing() const {
    switch (state_) {
        case GameState::Playing:
            return kOk;
        case GameState::Paused:
            return refusal(N_("the game is paused"));
        case GameState::Won:
            return refusal(N_("the game is won"));
        case GameState::Lost:
            return refusal(N_("the game is lost (mistake limit reached)"));
        case GameState::GivenUp:
            return refusal(N_("the game was given up"));
    }
    return kOk;
}

Status Game::pause() {
    if (auto ok = refuse_unless_playing(); !ok) return ok;
    timer_.stop(clock_());
    state_ = GameState::Paused;
    return kOk;
}

Status Game::resume() {
    if (state_ != GameState::Paused) return refusal(N_("the game is not paused"));
    timer_.start(clock_());
    state_ = GameState::Playing;
    return kOk;
}

void Game::restart() {
    board_ = Board{PlayGrid::from_givens(shape_ptr(), givens_), Notes{}};
    history_.clear();
    mistakes_made_ = 0;
    hints_used_ = 0;
    timer_.reset();
    timer_.start(clock_());
    state_ = GameState::Playing;
    ++revision_;
}

Status Game::new_game(const Digits& givens) {
    return new_game(Shape::classic(), to_shape_digits(givens));
}

Status Game::new_game(ShapePtr shape, const ShapeDigits& givens) {
    auto started = start(std::move(shape), givens, clock_, rules_);
    if (!started) return started.error();
    StepFinder finder = std::move(finder_);
    ShapeStepFinder shape_finder = std::move(shape_finder_);
    std::uint64_t revision = revision_;
    *this = std::move(started).value();
    finder_ = std::move(finder);
    shape_finder_ = std::move(shape_finder);
    revision_ = revision + 1;  // never repeat a revision, so a hint counted before never carries over
    return kOk;
}

void Game::finish_change() {
    ++revision_;
    if (board_.grid.digits() == solution_) {
        timer_.stop(clock_());
        state_ = GameState::Won;
    }
}

// --- Moves and history -----------------------------------------------------------------------

Result<Applied> Game::apply(const Move& move) {
    if (auto ok = refuse_unless_playing(); !ok) return ok.error();
    auto next = execute_move(board_, move);
    if (!next) return next.error();
    const std::size_t text_bytes = move_text(move).size() + kHistoryBytesPerMove;
    auto compacted = make_room(text_bytes);
    if (!compacted) return compacted.error();

    Applied applied;
    applied.moves_compacted = compacted.value();
    HistoryEntry entry{move, diff_boards(board_, next.value()), std::uint32_t(text_bytes)};
    for (const CellChange& c : entry.changes)
        if (c.digit_after != 0 && c.digit_after != c.digit_before && c.digit_after != solution_[c.cell])
            ++applied.wrong_digits;
    applied.cells_changed = int(entry.changes.size());
    board_ = std::move(next).value();
    history_.push(std::move(entry));
    mistakes_made_ += applied.wrong_digits;
    finish_change();
    // Only a move that places a wrong digit can reach the limit (after a mistake taken back, the
    // count stands at the limit and the next right move plays on).
    if (state_ == GameState::Playing && applied.wrong_digits > 0 && rules_.mistakes_mode == MistakesMode::Highlight &&
        rules_.mistake_limit > 0 && mistakes_made_ >= rules_.mistake_limit) {
        timer_.stop(clock_());
        state_ = GameState::Lost;
        lost_limit_ = rules_.mistake_limit;
    }
    applied.state = state_;
    return applied;
}

Result<int> Game::make_room(std::size_t text_bytes) {
    auto fits = [&] {
        return history_.position() < kMaxHistoryMoves && history_.text_bytes() + text_bytes <= kMaxHistoryBytes;
    };
    if (replaying_ || fits()) return 0;
    history_.drop_redo_tail();  // the move about to be pushed drops it anyway
    if (fits()) return 0;
    // The oldest moves up to where half of each limit is left, so compacting is rare.
    const auto& entries = history_.entries();
    const int count = int(entries.size());
    std::size_t bytes = history_.text_bytes();
    int oldest = 0;
    while (oldest < count && (bytes > kMaxHistoryBytes / 2 || count - oldest > kMaxHistoryMoves / 2))
        bytes -= entries[std::size_t(oldest++)].text_bytes;
    Board reached{PlayGrid::from_givens(shape_ptr(), givens_), Notes{}};
    for (int i = 0; i < oldest; ++i) reapply_changes(reached, entries[std::size_t(i)].changes);
    Board rebuilt{PlayGrid::from_givens(shape_ptr(), givens_), Notes{}};
    std::vector<HistoryEntry> replacement;
    for (Move& m : moves_to_rebuild(reached)) {
        auto after = execute_move(rebuilt, m);
        if (!after) break;
        const auto bytes_of_move = std::uint32_t(move_text(m).size() + kHistoryBytesPerMove);
        replacement.push_back({std::move(m), diff_boards(rebuilt, after.value()), bytes_of_move});
        rebuilt = std::move(after).value();
    }
    // Never expected to fail: the rebuilding moves are a few per digit, mark and colour.
    if (rebuilt != reached) return refusal(N_("the history is full and cannot be compacted: restart to go on"));
    history_.replace_oldest(oldest, std::move(replacement));
    if (!fits()) return refusal(N_("the history is full and cannot be compacted: restart to go on"));
    return oldest;
}

Result<Applied> Game::apply_text(std::string_view text) {
    auto move = parse_move(text, shape().side());
    if (!move) return move.error();
    return apply(move.value());
}

Status Game::undo() {
    if (auto ok = refuse_unless_playing(); !ok) return ok;
    if (!history_.can_undo()) return refusal(N_("there is nothing to undo"));
    revert_changes(board_, history_.undo().changes);
    finish_change();
    return kOk;
}

Status Game::redo() {
    if (auto ok = refuse_unless_playing(); !ok) return ok;
    if (!history_.can_redo()) return refusal(N_("there is nothing to redo"));
    reapply_changes(board_, history_.redo().changes);
    finish_change();
    return kOk;
}

// --- Branch points ---------------------------------------------------------------------------

Status Game::mark() {
    if (auto ok = refuse_unless_playing(); !ok) return ok;
    if (int(history_.marks().size()) >= kMaxMarks)
        return refusal(N_("there are already {n} branch marks: return to one first"),
                       {{"n", std::to_string(kMaxMarks)}});
    history_.push_mark();
    return kOk;
}

Status Game::return_to_mark() {
    if (auto ok = refuse_unless_playing(); !ok) return ok;
    if (history_.marks().empty()) return refusal(N_("there is no branch mark to return to"));
    int target = history_.marks().back();
    while (history_.position() > target) revert_changes(board_, history_.undo().changes);
    history_.drop_redo_tail();
    history_.pop_mark();
    finish_change();
    return kOk;
}

Status Game::rewind_to_before_first_mistake() {
    if (auto ok = refuse_unless_playing(); !ok) return ok;
    if (mistakes().none()) return refusal(N_("there is no wrong digit on the board"));
    // Position 0 holds only givens, so this ends.
    while (mistakes().any()) revert_changes(board_, history_.undo().changes);
    finish_change();
    return kOk;
}

// --- Checks ----------------------------------------------------------------------------------

CellBits Game::conflicts() const {
    CellBits out;
    for (const RuleBreak& b : find_breaks(shape(), board_.grid.digits()))
        for (int cell : b.cells) out.set(std::size_t(cell));
    return out;
}

CellBits Game::mistakes() const {
    return wrong_cells(board_.grid.digits(), solution_);
}

CellBits Game::flagged_cells() const {
    CellBits out;
    if (rules_.show_conflicts) out |= conflicts();
    if (rules_.mistakes_mode == MistakesMode::Highlight) out |= mistakes();
    return out;
}

Notes Game::note_clashes() const {
    Notes out{};
    for (int cell = 0; cell < cell_count(); ++cell)
        if (board_.grid.is_empty(cell))
            out[std::size_t(cell)] = DigitMask(board_.notes[std::size_t(cell)] & ~candidates(cell));
    return out;
}

// --- Hints -----------------------------------------------------------------------------------

Status Game::refuse_past_hint_limit() const {
    if (revision_ != hinted_revision_ && rules_.hint_limit > 0 && hints_used_ >= rules_.hint_limit)
        return refusal(N_("no hints left in this game"));
    return kOk;
}

Result<Hint> Game::deliver_hint(Hint hint) {
    const bool counts = revision_ != hinted_revision_;  // the first hint asked at this position
    const std::uint64_t asked_at = revision_;
    if (hint.level == HintLevel::Apply) {
        auto applied = apply(hint.move);
        if (!applied) return applied.error();  // a step that changes nothing costs no hint
        hint.applied = true;
    }
    if (counts) {
        ++hints_used_;
        hinted_revision_ = asked_at;
    }
    hint.counted = counts;
    return hint;
}

Result<Hint> Game::hint(HintLevel level) {
    if (auto ok = refuse_unless_playing(); !ok) return ok.error();
    if (auto ok = refuse_past_hint_limit(); !ok) return ok.error();
    auto made =
        make_hint(board_, solution_, finder_, shape_finder_, level, rules_.auto_remove_notes, rules_.hints_check_notes);
    if (!made) return made.error();
    return deliver_hint(std::move(made).value());
}

Result<Hint> Game::apply_step(const Step& step) {
    if (auto ok = refuse_unless_playing(); !ok) return ok.error();
    for (const Candidate& c : step.placements)
        if (std::size_t(c.cell) >= solution_.size() || solution_[c.cell] != c.digit)
            return refusal(N_("that step does not fit this puzzle"));
    for (const Candidate& c : step.eliminations)
        if (std::size_t(c.cell) >= solution_.size() || solution_[c.cell] == c.digit)
            return refusal(N_("that step does not fit this puzzle"));
    if (auto ok = refuse_past_hint_limit(); !ok) return ok.error();
    Hint hint;
    hint.level = HintLevel::Apply;
    hint.step = step;
    hint.text = hint_text(step, HintLevel::Apply, shape());
    hint.move = Move::apply_step(step, rules_.auto_remove_notes);
    return deliver_hint(std::move(hint));
}

void Game::restore_counters(const Counters& counters) {
    bool running = timer_.running();
    timer_.reset(counters.elapsed_ms);
    if (running) timer_.start(clock_());
    mistakes_made_ = counters.mistakes_made;
    hints_used_ = counters.hints_used;
}

Status Game::restore_marks(const std::vector<int>& marks) {
    int previous = 0;
    for (int mark : marks) {
        if (mark < previous) return refusal(N_("the branch marks are not in order"));
        if (mark > history_.position()) return refusal(N_("a branch mark is past the history position"));
        previous = mark;
    }
    history_.set_marks(marks);
    return kOk;
}

Status Game::give_up() {
    if (state_ == GameState::Playing)
        timer_.stop(clock_());
    else if (state_ != GameState::Paused)
        return refuse_unless_playing();
    state_ = GameState::GivenUp;
    return kOk;
}

Status Game::undo_last_mistake() {
    if (state_ != GameState::Lost) return refusal(N_("the game is not lost"));
    if (!rules_.undo_last_mistake) return refusal(N_("the settings do not allow taking back the last mistake"));
    if (!history_.can_undo()) return refusal(N_("there is nothing to undo"));
    revert_changes(board_, history_.undo().changes);
    history_.drop_redo_tail();  // no redo puts the mistake back without counting it
    ++revision_;
    state_ = GameState::Playing;
    lost_limit_ = 0;
    timer_.start(clock_());
    return kOk;
}

Status Game::restore_state(GameState state, int lost_limit) {
    switch (state) {
        case GameState::Playing:
            if (state_ != GameState::Playing) return refusal(N_("the game cannot be playing: the board is solved"));
            return kOk;
        case GameState::Paused:
            if (state_ != GameState::Playing) return refusal(N_("the game cannot be paused: the board is solved"));
            return pause();
        case GameState::Won:
            if (state_ != GameState::Won) return refusal(N_("the game cannot be won: the board is not solved"));
            return kOk;
        case GameState::Lost:
            if (state_ != GameState::Playing) return refusal(N_("the game cannot be lost: the board is solved"));
            if (mistakes_made_ == 0) return refusal(N_("the game cannot be lost without a mistake"));
            if (lost_limit < 1) return refusal(N_("the game cannot be lost without a mistake limit"));
            if (mistakes_made_ < lost_limit)
                return refusal(N_("the game cannot be lost: {made} mistakes are fewer than its limit of {limit}"),
                               {{"made", std::to_string(mistakes_made_)}, {"limit", std::to_string(lost_limit)}});
            timer_.stop(clock_());
            state_ = GameState::Lost;
            lost_limit_ = lost_limit;
            return kOk;
        case GameState::GivenUp:
            if (state_ != GameState::Playing) return refusal(N_("the game cannot be given up: the board is solved"));
            return give_up();
    }
    return refusal(N_("unknown game state"));
}

}  // namespace sudoku::game
