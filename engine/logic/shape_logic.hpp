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

/// A shaped board's symbols plus the candidates still open in every empty cell. Holds a pointer to
/// its Shape: the shape must outlive it (shapes are shared as shared_ptr<const Shape> and immutable).
///
/// Fixed capacity (a 16x16 board's 256 cells and 54 houses), so a copy (a guess, a forcing
/// chain's branch) touches no heap; a copy copies only the part the shape uses.
class ShapeCandidates {
public:
    ShapeCandidates() : digits_{}, masks_{}, positions_{} {}
    /// Copies the part the shape uses only (the rest is never read): no 2.5 KB cleared first.
    ShapeCandidates(const ShapeCandidates& other) { *this = other; }
    ShapeCandidates& operator=(const ShapeCandidates& other);

    /// Every candidate the rules allow: for each empty cell, the symbols none of its peers holds.
    /// Precondition: digits.size() == shape.cell_count() and every symbol is 0..n.
    static ShapeCandidates from_digits(const Shape& shape, std::span<const std::uint8_t> digits);
    /// The symbols with the player's notes as candidates (a filled cell's notes are ignored);
    /// candidates the rules forbid are dropped from the notes. notes.size() == shape.cell_count().
    static ShapeCandidates from_player_notes(const Shape& shape, std::span<const std::uint8_t> digits,
                                             std::span<const DigitMask> notes);

    const Shape& shape() const { return *shape_; }
    int side() const { return shape_->side(); }
    int cell_count() const { return shape_->cell_count(); }

    int digit(int cell) const { return digits_[std::size_t(cell)]; }
    bool is_empty(int cell) const { return digits_[std::size_t(cell)] == 0; }
    DigitMask candidates(int cell) const { return masks_[std::size_t(cell)]; }
    bool has(int cell, int digit) const { return (masks_[std::size_t(cell)] >> (digit - 1)) & 1; }
    /// The symbols, one per cell (0: empty).
    std::span<const std::uint8_t> digits() const { return {digits_.data(), std::size_t(cell_count())}; }
    ShapeDigits digit_vector() const { return ShapeDigits(digits_.begin(), digits_.begin() + cell_count()); }
    /// The candidates, one mask per cell (0 for a filled cell).
    std::span<const DigitMask> masks() const { return {masks_.data(), std::size_t(cell_count())}; }
    /// Positions of `digit` in `house`: bit i set when shape().house_cells(house)[i] has it.
    std::uint16_t positions(int house, int digit) const {
        return positions_[std::size_t(house) * kMaxSide + std::size_t(digit - 1)];
    }

    int empty_count() const;
    bool is_solved() const { return empty_count() == 0; }
    /// True when some empty cell has no candidate left, or some house has no place for a symbol it
    /// still needs (on a Killer board also: some cage can no longer make its sum).
    bool is_broken() const;

    /// Puts a symbol and removes it from the candidates of every peer.
    void place(int cell, int digit);
    void eliminate(int cell, int digit);
    /// Applies a step's placements and eliminations.
    void apply(const Step& step);
    /// Places every naked and hidden single, again and again until none is left. Returns false
    /// when that runs into a contradiction (a cell without candidates, a symbol without a place in
    /// a house). Cages' sums are not looked at. The result does not depend on the order.
    bool apply_singles();

    bool operator==(const ShapeCandidates& other) const;

private:
    void rebuild_positions();
    /// apply_singles on a board of side N (0: any side, read from the shape).
    template <int N>
    bool apply_singles_of_side();

    const Shape* shape_ = nullptr;
    // Cleared by the default constructor, not by the copy constructor (which copies what is used).
    std::array<std::uint8_t, kMaxCells> digits_;
    std::array<DigitMask, kMaxCells> masks_;
    std::array<std::uint16_t, std::size_t(kMaxHouses) * kMaxSide> positions_;  // [house * kMaxSide + digit - 1]
};

/// A classic CandidateGrid as ShapeCandidates on Shape::classic() (the same digits and candidates).
ShapeCandidates classic_candidates(const CandidateGrid& grid);

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
