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

/// The easiest logical step that applies, or nothing (when the grid is solved, broken, or beyond
/// every technique). Never a guess.
std::optional<Step> next_step(const CandidateGrid& grid);

struct SolvePath {
    std::vector<Step> steps;
    bool solved = false;  // the path reaches a full grid
    int guesses = 0;      // Guess steps on the path
};

/// Solves by always taking the easiest step. When no technique applies and `allow_guesses` is set,
/// places the cell with the fewest candidates from the puzzle's solution (a Guess step) and goes
/// on; without a unique solution it stops there.
SolvePath solve_logically(const Digits& puzzle, bool allow_guesses = true);

struct Rating {
    bool valid = false;     // false when the puzzle has no unique solution: nothing else is set
    bool solved_logically = false;  // no guess was needed
    Level level = Level::Easy;
    double score = 0.0;     // highest step score on the path (Sudoku Explainer's scale)
    Technique hardest = Technique::FullHouse;
    std::array<int, kTechniqueCount> technique_counts{};
    int steps = 0;
    int guesses = 0;
    double estimated_minutes = 0.0;  // a rough estimate for a practised player
};

/// Rates a puzzle by its easiest-first solving path.
Rating rate(const Digits& puzzle);

}  // namespace sudoku
