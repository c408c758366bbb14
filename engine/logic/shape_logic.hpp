// The logical solver on every shape: hints, solving paths and ratings for 4x4 to 16x16, X, Windoku
// and jigsaw boards, with the same Technique, Step, Level and Rating as the classic solver.
//
// Every board, classic 9x9 included, goes to the one set of finders over the shape's houses
// (shape_techniques.hpp; next_step, solve_logically and rate are these on Shape::classic()): singles in any house,
// locked candidates between any two intersecting houses, subsets, fish on rows and columns (finned X-Wing and Swordfish
// too, their fins seen through any house), skyscrapers and kites, wings, Unique Rectangle type 1 (where swapping its
// symbols keeps every house and cage), BUG+1 (not on Killer boards), simple colouring, X- and XY-chains, alternating
// inference chains, and at Extreme forcing chains (simple, dynamic, dynamic (+) and nested: forcing.cpp, dynamic.cpp),
// so a path guesses only when even those fail.
//
// Steps name cells 0..n*n-1 and the shape's house numbers; Step::explanation is written with the
// shape's names ("r10c12", "the main diagonal", "region 4") and symbols above 9 as letters (A..G).
// Step::effect_text() knows only classic names: use shape_effect_text().
#pragma once

#include <array>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "engine/logic/logical_solver.hpp"
#include "engine/shape.hpp"

namespace sudoku {

/// The easiest logical step that applies, or nothing (solved, broken, or beyond every technique up
/// to `max_level`). Never a guess.
std::optional<Step> next_shape_step(const ShapeCandidates& grid, Level max_level = Level::Extreme);

/// Every step that applies, grouped by technique easiest first (all_steps() on the classic board).
std::vector<StepGroup> all_shape_steps(const ShapeCandidates& grid, Level max_level = Level::Extreme, int limit = 1000);

/// next_shape_step on a grid that is neither solved nor broken and on which no naked or hidden
/// single applies (the generator's path, which places them all in bulk first): the same step,
/// without trying the singles again. Killer boards: exactly next_shape_step.
std::optional<Step> next_shape_step_after_singles(const ShapeCandidates& grid, Level max_level);

/// next_shape_step_after_singles on a grid that keeps every symbol of some solution among its
/// candidates (a puzzle with a solution, after sound steps): such a grid is never broken, so the
/// check for that (the most of a Killer step's time: every cage's sums) is skipped. The same step.
std::optional<Step> next_shape_step_solvable(const ShapeCandidates& grid, Level max_level);

/// For next_shape_step_after_singles along one path (each grid reached from the one before by
/// steps and singles): which finders found nothing last time, and where candidates have changed
/// since. A finder that looks at houses or symbols one by one then looks again only where something
/// changed: a house none of whose cells changed gives pointing, claiming or a subset nothing again
/// (locked candidates: per symbol, and the houses sharing two cells with it), nor does a symbol with
/// no candidate changed give fish, Skyscraper, Two-String Kite, Simple Colouring or X-Chain
/// anything (each looks at one symbol's candidates alone). The step found is the same.
class ShapeStepCache {
public:
    ShapeStepCache() = default;

private:
    friend std::optional<Step> next_shape_step_after_singles(const ShapeCandidates&, Level, ShapeStepCache&);
    static constexpr std::size_t kRows = 48;  // rows of the technique order, at most
    std::vector<DigitMask> last_;             // the candidates at the last call
    std::vector<std::uint64_t> reach_;        // per house: the houses sharing two cells with it
    // Per row of the technique order, what changed since its finder last found nothing: houses
    // (subsets), symbols (the one-symbol finders), and for pointing and claiming, per symbol, houses.
    std::array<std::uint64_t, kRows> dirty_houses_{};
    std::array<unsigned, kRows> dirty_digits_{};
    std::array<std::array<std::uint64_t, kMaxSide>, 2> dirty_locked_{};
};

/// next_shape_step_after_singles, the house finders looking only where `cache` says something
/// changed. The same step as without the cache.
std::optional<Step> next_shape_step_after_singles(const ShapeCandidates& grid, Level max_level, ShapeStepCache& cache);

/// Solves by always taking the easiest step, as solve_logically() does (Guess steps from the
/// unique solution when nothing applies and `allow_guesses` is set; `stuck` below Extreme).
SolvePath solve_shape_logically(const Shape& shape, const ShapeDigits& puzzle, bool allow_guesses = true,
                                Level max_level = Level::Extreme);

/// Rates a puzzle by its easiest-first path: valid only with exactly one solution.
Rating rate_shape(const Shape& shape, const ShapeDigits& puzzle, Level max_level = Level::Extreme);

/// "r10c12=A r1c2<>5": the step's placements then eliminations, with the shape's names.
std::string shape_effect_text(const Shape& shape, const Step& step);

/// Every instance of one technique on a board (tests, "show me all").
std::vector<Step> find_all_shape(Technique technique, const ShapeCandidates& grid, int limit = 1000);

}  // namespace sudoku
