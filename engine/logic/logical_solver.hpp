// The logical solver, on every board (classic 9x9, 4x4 to 16x16, jigsaw, X, Windoku, Killer): the
// easiest next step, every step that applies, the whole easiest-first solving path, and the rating
// built from it. Hints read next_step(); the rater and the generators read rate().
//
// Every board goes to the one set of finders over the shape's houses (finders.hpp) in the order of
// the one technique table (technique_order()): singles in any house, locked candidates between any
// two intersecting houses, subsets, fish on rows and columns (finned X-Wing and Swordfish too, their
// fins seen through any house), skyscrapers and kites, wings, Unique Rectangle type 1 (where
// swapping its symbols keeps every house and cage), BUG+1 (not on Killer boards), simple colouring,
// X- and XY-chains, alternating inference chains, and at Extreme forcing chains (simple, dynamic,
// dynamic (+) and nested: forcing.cpp, dynamic.cpp), so a path guesses only when even those fail.
// The functions taking classic Digits are these on Shape::classic().
//
// Steps name cells 0..n*n-1 and the shape's house numbers; Step::explanation is written with the
// shape's names ("r10c12", "the main diagonal", "region 4") and symbols above 9 as letters (A..G).
// Step::effect_text() knows only classic names: use effect_text(shape, step).
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "engine/constraints/shape.hpp"
#include "engine/logic/candidates.hpp"
#include "engine/logic/difficulty.hpp"
#include "engine/logic/step.hpp"

namespace sudoku {

/// The steps of one technique that apply in a position (all_steps()).
struct StepGroup {
    Technique technique = Technique::FullHouse;
    std::vector<Step> steps;  // distinct effects, lowest score first (chains: shortest first)
};

/// Every step that applies in `grid` (an analyst's "all steps now"), grouped by technique in the
/// order the solver tries them, easiest first; techniques with no step are left out. Each finder
/// runs to exhaustion (at most `limit` instances), and a step whose placements and eliminations are
/// those of an earlier step of the same technique is dropped. Empty when the grid is solved or
/// broken. Never a guess. The first group is next_step()'s technique, and holds its step (not
/// always first: a group is sorted by score, and next_step() takes the first chain it finds); when
/// next_step() shows a Finned X-Wing as the Skyscraper or 2-String Kite with the same effect, the
/// first group is the Finned X-Wing's, and that pattern's group lists the step too.
std::vector<StepGroup> all_steps(const Candidates& grid, Level max_level = Level::Extreme, int limit = 1000);
/// A group's score as `steps` and the steps panel print it: "2.3", or "6.6-6.9" when its steps
/// score differently (chains grow with their length).
std::string score_range_text(const StepGroup& group);

/// The easiest logical step that applies, or nothing (when the grid is solved, broken, or beyond
/// every technique up to `max_level`). Never a guess. A Finned X-Wing that removes exactly what a
/// Skyscraper or a 2-String Kite removes is that step, under its name (the scores are the same).
std::optional<Step> next_step(const Candidates& grid, Level max_level = Level::Extreme);

struct SolvePath {
    std::vector<Step> steps;
    bool solved = false;  // the path reaches a full grid
    int guesses = 0;      // Guess steps on the path
    bool stuck = false;   // stopped because only techniques above max_level would go on
};

/// Solves by always taking the easiest step. When no technique applies and `allow_guesses` is set,
/// places the cell with the fewest candidates from the puzzle's solution (a Guess step) and goes
/// on; without a unique solution it stops there. With `max_level` below Extreme it uses only
/// techniques up to that level and stops (`stuck`) where they run out, without guessing.
SolvePath solve_logically(const Digits& puzzle, bool allow_guesses = true, Level max_level = Level::Extreme);
/// The same on any board.
SolvePath solve_logically(const Shape& shape, const ShapeDigits& puzzle, bool allow_guesses = true,
                          Level max_level = Level::Extreme);

struct Rating {
    bool valid = false;             // false when the puzzle has no unique solution: nothing else is set
    bool solved_logically = false;  // no guess was needed
    Level level = Level::Easy;
    double score = 0.0;  // highest step score on the path (Sudoku Explainer's scale)
    Technique hardest = Technique::FullHouse;
    std::array<int, kTechniqueCount> technique_counts{};
    int steps = 0;
    int guesses = 0;
    double estimated_minutes = 0.0;  // a rough estimate for a practised player
    bool above_limit = false;        // rate(puzzle, max_level) stopped: the puzzle is harder
    bool operator==(const Rating&) const = default;
};

/// Rates a puzzle by its easiest-first solving path. With `max_level` below Extreme the rater gives
/// up as soon as the path needs a harder technique: the rating is then valid but `above_limit`
/// is set and only says "harder than max_level" (the generator's quick rejection).
Rating rate(const Digits& puzzle, Level max_level = Level::Extreme);
/// The same on any board (valid only with exactly one solution).
Rating rate(const Shape& shape, const ShapeDigits& puzzle, Level max_level = Level::Extreme);

/// next_step on a grid that is neither solved nor broken and on which no naked or hidden
/// single applies (the generator's path, which places them all in bulk first): the same step,
/// without trying the singles again. Killer boards: exactly next_step.
std::optional<Step> next_step_after_singles(const Candidates& grid, Level max_level);

/// next_step_after_singles on a grid that keeps every symbol of some solution among its
/// candidates (a puzzle with a solution, after sound steps): such a grid is never broken, so the
/// check for that (the most of a Killer step's time: every cage's sums) is skipped. The same step.
std::optional<Step> next_step_solvable(const Candidates& grid, Level max_level);

/// For next_step_after_singles along one path (each grid reached from the one before by
/// steps and singles): which finders found nothing last time, and where candidates have changed
/// since. A finder that looks at houses or symbols one by one then looks again only where something
/// changed: a house none of whose cells changed gives pointing, claiming or a subset nothing again
/// (locked candidates: per symbol, and the houses sharing two cells with it), nor does a symbol with
/// no candidate changed give fish, Skyscraper, Two-String Kite, Simple Colouring or X-Chain
/// anything (each looks at one symbol's candidates alone). The step found is the same.
class StepCache {
public:
    StepCache() = default;

private:
    friend std::optional<Step> next_step_after_singles(const Candidates&, Level, StepCache&);
    static constexpr std::size_t kRows = 48;  // rows of the technique order, at most
    std::vector<DigitMask> last_;             // the candidates at the last call
    std::vector<std::uint64_t> reach_;        // per house: the houses sharing two cells with it
    // Per row of the technique order, what changed since its finder last found nothing: houses
    // (subsets), symbols (the one-symbol finders), and for pointing and claiming, per symbol, houses.
    std::array<std::uint64_t, kRows> dirty_houses_{};
    std::array<unsigned, kRows> dirty_digits_{};
    std::array<std::array<std::uint64_t, kMaxSide>, 2> dirty_locked_{};
};

/// next_step_after_singles, the house finders looking only where `cache` says something
/// changed. The same step as without the cache.
std::optional<Step> next_step_after_singles(const Candidates& grid, Level max_level, StepCache& cache);

/// "r10c12=A r1c2<>5": the step's placements then eliminations, with the shape's names.
std::string effect_text(const Shape& shape, const Step& step);

/// The rating of a solving path (valid when it solved the puzzle): rate(puzzle) is
/// rate_path(solve_logically(puzzle)) for a puzzle with one solution, computed without building
/// the singles' steps.
Rating rate_path(const SolvePath& path);

}  // namespace sudoku
