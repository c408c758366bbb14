// The logical solver: the easiest next step, the whole easiest-first solving path, and the rating
// built from it. Hints read next_step(); the rater and the generator read rate().
#pragma once

#include <array>
#include <optional>
#include <vector>

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
std::vector<StepGroup> all_steps(const ShapeCandidates& grid, Level max_level = Level::Extreme, int limit = 1000);
/// A group's score as `steps` and the steps panel print it: "2.3", or "6.6-6.9" when its steps
/// score differently (chains grow with their length).
std::string score_range_text(const StepGroup& group);

/// The easiest logical step that applies, or nothing (when the grid is solved, broken, or beyond
/// every technique up to `max_level`). Never a guess. A Finned X-Wing that removes exactly what a
/// Skyscraper or a 2-String Kite removes is that step, under its name (the scores are the same).
std::optional<Step> next_step(const ShapeCandidates& grid, Level max_level = Level::Extreme);

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

/// The level of a puzzle's easiest-first path, quickly: singles are applied all at once without
/// building steps (the state each harder step starts from is the same either way), and the search
/// stops as soon as a technique above `max_level` would be needed (then returns max_level + 1,
/// or nullopt if max_level is Extreme and nothing logical applies). For a valid puzzle only.
std::optional<Level> quick_level(const Digits& puzzle, Level max_level);

/// Rates a puzzle by its easiest-first solving path. With `max_level` below Extreme the rater gives
/// up as soon as the path needs a harder technique: the rating is then valid but `above_limit`
/// is set and only says "harder than max_level" (the generator's quick rejection).
Rating rate(const Digits& puzzle, Level max_level = Level::Extreme);

/// Adds the steps of a path to a rating one by one (rate, rate_path, rate_shape).
class RatingTally {
public:
    void add(Technique technique, double score, bool places);
    void add(const Step& step);
    void guessed() { ++rating_.guesses; }
    /// The rating of a path that solved the puzzle.
    Rating solved();

private:
    Rating rating_;
    double seconds_ = 0.0;
};

/// A single found for rate_walk: the technique and the placement, without a Step.
struct FoundSingle {
    Technique technique;
    int cell;
    int digit;
};

/// rate() and rate_shape(): walks the easiest-first path of a puzzle with one solution from its
/// `grid` (classic or shape candidates), taking the singles `next_single(grid)` reports (an
/// optional of {technique, cell, digit}) without building their steps, and otherwise the step of
/// `find_step(grid, max_level)`, or the guess `guess(grid)` when none applies at Extreme. Stops
/// with an above_limit rating where the path needs more than max_level.
template <class Grid, class NextSingle, class FindStep, class Guess>
Rating rate_walk(Grid& grid, Level max_level, NextSingle next_single, FindStep find_step, Guess guess) {
    RatingTally tally;
    while (!grid.is_solved()) {
        if (const auto single = next_single(grid)) {
            tally.add(single->technique, difficulty_of(single->technique).score, true);
            grid.place(single->cell, single->digit);
            continue;
        }
        std::optional<Step> step = find_step(grid, max_level);
        if (!step) {
            if (max_level < Level::Extreme) {
                // Quick rejection: the path needs a technique harder than max_level.
                Rating above;
                above.valid = true;
                above.above_limit = true;
                above.level = Level(int(max_level) + 1);
                return above;
            }
            step = guess(grid);
            tally.guessed();
        }
        tally.add(*step);
        grid.apply(*step);
    }
    return tally.solved();
}

/// The rating of a solving path (valid when it solved the puzzle): rate(puzzle) is
/// rate_path(solve_logically(puzzle)) for a puzzle with one solution, computed without building
/// the singles' steps.
Rating rate_path(const SolvePath& path);

}  // namespace sudoku
