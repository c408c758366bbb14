// Game: the mid-end. A puzzle and its solution, the player's board (digits and notes), the
// history, the timer and the state machine, behind one door for changes: apply(Move).
//
// State machine (every transition is a member function; anything else is refused with an Error):
//
//   start / new_game ----------------------------> Playing
//   Playing  --pause-->   Paused  --resume--> Playing
//   Playing  --apply/redo completes the solution--> Won
//   Playing  --apply reaches the mistake limit-->   Lost   (only with MistakesMode::Highlight)
//   Playing or Paused --give_up-->                  GivenUp (the player asked for the solution)
//   any state --restart / new_game--> Playing (history, marks, time, mistakes, hints reset)
//
// Won, Lost and GivenUp are final: moves, undo, redo, marks, rewind and hints are accepted only
// while Playing (so a won game's time and board are the ones the statistics recorded). The timer runs
// exactly while Playing. The history holds at most kMaxHistoryMoves moves, kMaxHistoryBytes of
// move texts and kMaxMarks marks (history.hpp): what a save file holds and the loader accepts, so
// every game can be saved and loaded again. A move that would pass the moves or the bytes
// compacts the history first: its oldest moves, up to where half of each limit is left, become
// the few moves that rebuild the board they reached (moves_to_rebuild). The recent moves undo one
// by one as before; undo goes on back to the start over the compacted part in larger steps.
//
// A Game is only made from a puzzle with exactly one solution (start refuses the rest with an
// Error), so mistakes can always be checked against the solution.
//
// A Game plays on a board of any shape (engine/constraints/shape.hpp): classic 9x9 goes to the classic
// solver and logical solver, every other shape to the shape engine (game/core/shape_engine.hpp).
// Moves are read and written with the shape's side (move.hpp).
//
// Time comes from the Clock passed in (milliseconds, any origin); the core never reads a real
// clock. Hint steps come from the StepFinder passed in (the engine's logical solver).
#pragma once

#include <array>
#include <bitset>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "engine/logic/difficulty.hpp"
#include "engine/model/grid.hpp"
#include "engine/model/result.hpp"
#include "game/core/board.hpp"
#include "game/core/hint.hpp"
#include "game/core/history.hpp"
#include "game/core/move.hpp"
#include "game/core/settings.hpp"
#include "game/core/timer.hpp"

namespace sudoku::game {

enum class GameState : std::uint8_t { Playing, Paused, Won, Lost, GivenUp };
std::string_view state_name(GameState state);

/// Milliseconds from any fixed origin (SDL_GetTicks64 in the game, a variable in tests).
using Clock = std::function<std::int64_t()>;

/// Success or an Error saying why an action was refused.
using Status = Result<std::monostate>;

/// What an accepted move did.
struct Applied {
    int cells_changed = 0;
    int wrong_digits = 0;                  // digits placed that differ from the solution (counted as mistakes)
    int moves_compacted = 0;               // the history's oldest moves, compacted to make room (see above)
    GameState state = GameState::Playing;  // after the move: Won or Lost when it ended the game
};

/// The facts of a game that are not in the history (undo gives none of them back); a save stores
/// them beside the moves.
struct Counters {
    std::int64_t elapsed_ms = 0;
    int mistakes_made = 0;  // wrong digits placed, including ones since undone
    int hints_used = 0;
    bool operator==(const Counters&) const = default;
};

/// Where a game came from: facts the core does not use but a save keeps and a load dialog shows.
/// Set by whoever starts the game (the generator's level, rating and seed; the wall-clock time);
/// new_game forgets them, restart keeps them.
struct GameInfo {
    std::optional<Level> level;         // as rated when the puzzle was made
    std::optional<double> rating;       // Sudoku Explainer's scale, as rated when the puzzle was made
    std::optional<std::uint64_t> seed;  // the generator's seed, when the puzzle was generated
    std::int64_t created_at = 0;        // Unix time in seconds (UTC) when the game started; 0 = unknown
    std::optional<Technique> practice;  // a practice puzzle for this technique (Game > Practice)
    bool operator==(const GameInfo&) const = default;
};

class Game {
public:
    /// Starts a game (state Playing, timer running). Errors: a digit outside 0-9, or a puzzle with
    /// no solution or more than one.
    static Result<Game> start(const Digits& givens, Clock clock, Rules rules = {});
    /// The same on a board of any shape: `givens` holds the shape's cell count of symbols 0..n.
    static Result<Game> start(ShapePtr shape, const ShapeDigits& givens, Clock clock, Rules rules = {});
    /// The same for a puzzle whose only solution is known already (a generator's, made unique):
    /// the solutions are not counted again (a Killer Extreme count can take a fifth of a second).
    /// `solution` must be that only solution; one that does not solve the givens by the rules
    /// falls back to start, which counts.
    static Result<Game> start_solved(ShapePtr shape, const ShapeDigits& givens, const ShapeDigits& solution,
                                     Clock clock, Rules rules = {});
    /// The same from a Grid: only its givens are used.
    static Result<Game> start(const Grid& puzzle, Clock clock, Rules rules = {});

    /// Rebuilds a game from saved move texts: applies them all through apply(), then undoes back to
    /// `position` (the rest stays as the redo tail). The mistake limit is off while replaying.
    /// Errors name the move: "move 3 (P7 r1c1): r1c1 is a given".
    static Result<Game> replay(const Digits& givens, const std::vector<std::string>& move_texts, int position,
                               Clock clock, Rules rules = {});
    static Result<Game> replay(ShapePtr shape, const ShapeDigits& givens, const std::vector<std::string>& move_texts,
                               int position, Clock clock, Rules rules = {});

    // --- State machine ---------------------------------------------------------------------
    GameState state() const { return state_; }
    Status pause();                         // Playing -> Paused
    Status resume();                        // Paused -> Playing
    void restart();                         // any -> Playing, same puzzle, everything reset
    Status new_game(const Digits& givens);  // any -> Playing with another puzzle (unchanged on error)
    Status new_game(ShapePtr shape, const ShapeDigits& givens);
    /// Playing or Paused -> GivenUp: the player gives up and is shown the solution (the board
    /// keeps the player's digits; solution() fills the rest). Refused once the game has ended.
    Status give_up();

    // --- Moves and history -----------------------------------------------------------------
    /// The one door for changes. Refused when not Playing, or by the rules (execute.hpp).
    Result<Applied> apply(const Move& move);
    /// parse_move (with the board's side) then apply.
    Result<Applied> apply_text(std::string_view text);
    /// A move's text on this board (to_text with the board's side).
    std::string move_text(const Move& move) const { return to_text(move, shape().side()); }
    Status undo();  // Playing only
    Status redo();  // Playing; may complete the solution
    /// Whether undo()/redo() would be accepted now (false once the game is won or lost).
    bool can_undo() const { return state_ == GameState::Playing && history_.can_undo(); }
    bool can_redo() const { return state_ == GameState::Playing && history_.can_redo(); }
    /// The player has done something in this game (a move, or a hint asked): leaving it unfinished
    /// loses something, so the UI asks first.
    bool has_progress() const { return !history_.entries().empty() || hints_used_ > 0 || mistakes_made_ > 0; }
    const History& history() const { return history_; }

    // --- Branch points ---------------------------------------------------------------------
    /// "I am about to guess": marks the current position. Marks nest.
    Status mark();
    /// Back to the innermost mark in one action, discarding the moves since (no redo) and the mark.
    Status return_to_mark();
    /// History positions of the marks, innermost last.
    const std::vector<int>& marks() const { return history_.marks(); }
    int moves_since_mark(int index) const { return history_.moves_since_mark(index); }
    /// Undoes back to the latest position with no wrong digit on the board (the redo tail stays).
    Status rewind_to_before_first_mistake();

    // --- The board -------------------------------------------------------------------------
    const Board& board() const { return board_; }
    /// The puzzle's givens (the shape's cell count of symbols, 0 for blanks).
    const ShapeDigits& givens() const { return givens_; }
    const PlayGrid& grid() const { return board_.grid; }
    const Shape& shape() const { return board_.grid.shape(); }
    const ShapePtr& shape_ptr() const { return board_.grid.shape_ptr(); }
    int cell_count() const { return board_.grid.cell_count(); }
    DigitMask notes(int cell) const { return board_.notes[std::size_t(cell)]; }
    CornerMarks corner(int cell) const { return board_.corner[std::size_t(cell)]; }
    DigitMask centre(int cell) const { return board_.centre[std::size_t(cell)]; }
    CellColours colours(int cell) const { return board_.colours[std::size_t(cell)]; }
    CandidateColours candidate_colours(int cell) const { return board_.candidate_colours[std::size_t(cell)]; }
    const ShapeDigits& solution() const { return solution_; }
    /// Digits no peer holds (what auto-notes writes).
    DigitMask candidates(int cell) const { return candidates_of(board_.grid, cell); }

    // --- Checks ----------------------------------------------------------------------------
    CellBits conflicts() const;  // rule conflicts, every cell involved
    CellBits mistakes() const;   // digits that differ from the solution
    /// What the player is shown per the rules: conflicts if show_conflicts, plus mistakes in
    /// MistakesMode::Highlight.
    CellBits flagged_cells() const;
    int mistakes_made() const { return mistakes_made_; }
    /// Per cell, the notes a peer's digit contradicts (note d where a peer holds d): empty for a
    /// cell holding a digit. Rules only, never the solution; the UI flags them with show_conflicts.
    Notes note_clashes() const;

    // --- Timer -----------------------------------------------------------------------------
    std::int64_t elapsed_ms() const { return timer_.elapsed_ms(clock_()); }

    // --- Hints -----------------------------------------------------------------------------
    void set_step_finder(StepFinder finder) { finder_ = std::move(finder); }
    void set_shape_step_finder(ShapeStepFinder finder) { shape_finder_ = std::move(finder); }
    /// A hint at a level (hint.hpp). The first hint asked at a position counts as one used;
    /// asking again at the same position (a deeper level) is free. Refused when not Playing or
    /// when a counted hint would pass the hint limit. Level 3 applies the hint's move.
    Result<Hint> hint(HintLevel level);
    /// Applies a step the player chose among every step of the position (all_hint_steps) as a
    /// level-3 hint applies its own: one "H" move (one undo step), counted as a hint like hint().
    /// Refused when not Playing, past the hint limit, or when the step does not fit the solution.
    Result<Hint> apply_step(const Step& step);
    int hints_used() const { return hints_used_; }

    // --- Rules and saved facts ------------------------------------------------------------
    const Rules& rules() const { return rules_; }
    void set_rules(const Rules& rules) { rules_ = rules; }
    Counters counters() const { return {elapsed_ms(), mistakes_made_, hints_used_}; }
    /// Loading a save: puts back what replay cannot rebuild.
    void restore_counters(const Counters& counters);
    /// Loading a save: puts back the branch marks (history positions, innermost last). Refused
    /// unless they are non-decreasing and none is past the history position.
    Status restore_marks(const std::vector<int>& marks);
    /// Loading a save: puts back the state the game was saved in, after replay and
    /// restore_counters. Playing stays; Paused pauses; Won only when the board is solved (replay
    /// has already made it Won); Lost only from Playing, with the mistake limit it reached
    /// (`lost_limit`, at least 1: a game without a limit cannot be lost) and at least that many
    /// mistakes made. The limit may differ from today's rules. GivenUp only from Playing.
    Status restore_state(GameState state, int lost_limit = 0);
    /// Lost -> Playing by taking back the move that placed the last wrong digit (the mistake that
    /// reached the limit), when Rules::undo_last_mistake allows it. The mistake still counts:
    /// the next one loses again. Refused otherwise.
    Status undo_last_mistake();
    /// The mistake limit that ended a Lost game (0 otherwise).
    int lost_limit() const { return state_ == GameState::Lost ? lost_limit_ : 0; }

    // --- Where the game came from ----------------------------------------------------------
    const GameInfo& info() const { return info_; }
    void set_info(const GameInfo& info) { info_ = info; }

private:
    /// Refused when a hint asked now would be counted and the hint limit is reached.
    Status refuse_past_hint_limit() const;
    /// Plays a level-3 hint's move, and counts the first hint asked at a position.
    Result<Hint> deliver_hint(Hint hint);
    Game(ShapePtr shape, const ShapeDigits& givens, const ShapeDigits& solution, Clock clock, Rules rules);
    Status refuse_unless_playing() const;
    /// Makes room in the history for a move of `text_bytes` (see the top of the file); returns how
    /// many old moves were compacted, or an Error when no room could be made.
    Result<int> make_room(std::size_t text_bytes);
    void finish_change();  // after any change of the board: bump the revision, detect a win

    ShapeDigits givens_;
    ShapeDigits solution_;
    Board board_;
    History history_;
    GameState state_ = GameState::Playing;
    Timer timer_;
    Clock clock_;
    Rules rules_;
    GameInfo info_;
    StepFinder finder_ = logical_step_finder();
    ShapeStepFinder shape_finder_ = shape_step_finder();
    int mistakes_made_ = 0;
    int hints_used_ = 0;
    int lost_limit_ = 0;                     // the mistake limit in force when the game was lost
    bool replaying_ = false;                 // replay(): the moves stay as the file has them
    std::uint64_t revision_ = 0;             // bumped by every change of the board
    std::uint64_t hinted_revision_ = ~0ull;  // the revision the last counted hint was asked at
};

}  // namespace sudoku::game
