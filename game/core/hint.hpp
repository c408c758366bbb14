// Hints: three levels over the engine's logical steps, found through an injected StepFinder.
//
//   level 1 (Technique): which technique, and in which house   "Hidden Single in box 5"
//   level 2 (Evidence):  plus the evidence cells and candidates (the UI draws Step::evidence)
//   level 3 (Apply):     the step is applied as an "H" move (placements, and eliminations that
//                        remove notes)
//
// A board holding a wrong digit is never reasoned from: the hint names the first wrong digit in
// reading order instead ("r3c4 is not 5"), at every level, and level 3 erases it.
//
// Then, as a teacher would, the hint judges the player's own notes before any technique (issue
// #18; Rules::hints_check_notes, on by default): a cell whose notes leave out the digit the
// solution needs, else a cell whose notes keep a digit a placed peer holds. Level 1 points at the
// cell ("check the notes of r4c6"), level 2 says what is wrong, level 3 mends the notes.
//
// Counting and the hint limit belong to the Game (Game::hint); this file is the pure part.
#pragma once

#include <array>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "engine/logic/logical_solver.hpp"
#include "engine/logic/step.hpp"
#include "engine/model/result.hpp"
#include "game/core/board.hpp"
#include "game/core/move.hpp"

namespace sudoku::game {

/// The engine's logical solver as the hint system sees it: the next step from these digits and
/// candidates (candidates are 0 for filled cells), or nullopt when it finds none.
using StepFinder =
    std::function<std::optional<Step>(const Digits& digits, const std::array<DigitMask, kCells>& candidates)>;

/// The engine's logical solver (next_step) as a StepFinder: what every Game uses unless a test
/// plugs in another.
StepFinder logical_step_finder();

/// The same for boards of other shapes: the next step from these symbols and candidates (0 for
/// filled cells) on the shape, or nullopt.
using ShapeStepFinder =
    std::function<std::optional<Step>(const Shape& shape, const ShapeDigits& digits, const Notes& candidates)>;
/// The shape engine's logical solver as a ShapeStepFinder.
ShapeStepFinder shape_step_finder();

enum class HintLevel : std::uint8_t { Technique = 1, Evidence = 2, Apply = 3 };

/// What is wrong with the player's notes, when something is (check_notes).
struct NotesProblem {
    enum Kind : std::uint8_t {
        Missing,  // the cell's notes leave out `candidate.digit`, the solution's digit
        Stale,    // the cell's notes keep `candidate.digit`, which `peer` holds
    };
    Kind kind = Missing;
    Candidate candidate;
    int peer = -1;  // Stale: a peer cell holding the digit
    /// For the board: the cell and digit as a hint's evidence, a stale note as an elimination
    /// and the peer that rules it out as evidence too.
    Step drawing;
};

/// The first cell, in reading order, whose non-empty notes leave out the solution's digit; else
/// the first whose notes keep a digit a peer holds (placed or given, the lowest such digit). Cells
/// without notes are not judged: a player who keeps no notes has none to check.
std::optional<NotesProblem> check_notes(const Board& board, const ShapeDigits& solution);
/// A notes hint's English template at a level, with the placeholders {cell}, {digit} and {peer}:
/// Hint::text fills it, the UI fills its translation.
const char* notes_hint_format(const NotesProblem& problem, HintLevel level);

struct Hint {
    HintLevel level = HintLevel::Technique;
    std::optional<Candidate> wrong_digit;  // set when the board holds a wrong digit
    std::optional<NotesProblem> notes;     // else set when the player's notes are wrong (check_notes)
    std::optional<Step> step;              // otherwise the step found
    std::string text;                      // what to tell the player at this level
    Move move;                             // what level 3 applies ("E r3c4" or "H ...")
    bool counted = false;                  // Game::hint: this request used up a hint
    bool applied = false;                  // Game::hint: level 3 applied `move`
};

/// The candidates the finder reasons from: for each empty cell, the digits no peer holds,
/// narrowed by the player's notes when the notes are non-empty and still hold the solution's
/// digit (so eliminations the player made count, and wrong notes are ignored).
Notes hint_candidates(const Board& board, const ShapeDigits& solution);

/// Every step that applies to the board now (issue #18, the analyst's "every step now"), from the
/// candidates hints reason from (hint_candidates), grouped by technique easiest first
/// (all_steps). Empty when the board holds a wrong digit (no step is reasoned from one) or
/// when nothing applies.
std::vector<StepGroup> all_hint_steps(const Board& board, const ShapeDigits& solution);

/// Builds the hint for a board: a wrong digit first, then (with `check_player_notes`) a problem
/// with the notes, else the next step: a classic board asks `finder`, any other `shape_finder`.
/// Errors: no finder, or no step found.
Result<Hint> make_hint(const Board& board, const ShapeDigits& solution, const StepFinder& finder,
                       const ShapeStepFinder& shape_finder, HintLevel level, bool clean_peers,
                       bool check_player_notes = true);

/// The techniques the easiest-first solving path of a puzzle uses (engine/logic:
/// solve_logically), each once, in the order of first use;
/// Guess among them when the path guesses. For the per-technique statistics of issue #18.
std::vector<Technique> techniques_needed(const Shape& shape, const ShapeDigits& givens);

/// Texts of each level for a step (exposed for tests and the UI's own wording), with the shape's
/// names for houses, cells and symbols.
std::string hint_text(const Step& step, HintLevel level, const Shape& shape);
/// The same on a classic board.
std::string hint_text(const Step& step, HintLevel level);

}  // namespace sudoku::game
