// Positions that teach one technique (issue #18): the technique library's examples and the curated
// practice puzzles for the techniques the generator rarely makes. Both are text files in
// assets/techniques/ (examples.txt, practice.txt), compiled into the engine at build time
// (engine/CMakeLists.txt), so the game and sudoku-cli need no data files at run time.
//
// The format, one position per line (blank lines and lines starting with # are skipped):
//
//     NAME <TAB> DIGITS [<TAB> ELIMINATIONS]
//
//     Skyscraper	..3.9.5...9...  (81 characters)  ...	r1c2<>4 r3c5<>4
//
// NAME is a technique as technique_list_name() writes it ("Hidden Single (row)", "X-Wing"; any
// case); DIGITS are the 81 digits placed in the position ('.' or '0' empty); ELIMINATIONS, space
// separated in the community's notation r#c#<>d, are the candidates removed beyond what the digits
// rule out. The position's candidates are then every digit the rules allow in an empty cell minus
// those. A practice position has no eliminations: it is a puzzle, its digits the givens. A Killer
// technique's position is a 9x9 Killer board: DIGITS is then its Solo game ID (3x3k:...), the
// digits placed written as givens.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/generate/classic.hpp"
#include "engine/logic/candidates.hpp"
#include "engine/logic/logical_solver.hpp"
#include "engine/logic/step.hpp"
#include "engine/model/result.hpp"

namespace sudoku {

struct TechniquePosition {
    Technique technique = Technique::FullHouse;
    Digits digits{};                      // the digits placed (a practice position: the givens)
    std::vector<Candidate> eliminations;  // candidates removed beyond those the digits rule out
    std::shared_ptr<const Shape> killer;  // a Killer position's board and cages; null: classic

    /// The position's candidates: the digits' own (on the Killer board for a Killer position, which
    /// must then outlive them), minus the eliminations.
    Candidates grid() const;
    bool operator==(const TechniquePosition& other) const;
};

/// Reads positions in the format above. Errors name the line: "line 4: ...".
Result<std::vector<TechniquePosition>> parse_technique_positions(std::string_view text);
/// One line of the format (no newline).
std::string format_technique_position(const TechniquePosition& position);

/// Techniques the solver's order hides behind another: every Skyscraper that removes something is
/// also a (sashimi) Finned X-Wing, which the solver tries first. next_step() shows such a step as
/// the Skyscraper (or 2-String Kite) with the same effect, under its name; for these a step of
/// another technique also counts as theirs when one of theirs has the same effect (step_is()).
bool hidden_by_order(Technique technique);
/// Whether `step`, found in `grid`, is an instance of `technique`: its own technique, or, for a
/// technique hidden by the order, a step with the same placements and eliminations as one of its.
bool step_is(const Candidates& grid, const Step& step, Technique technique);
/// The step a library page shows for a position: the easiest next step when it is the position's
/// technique, else the technique's own step with the same effect as it (hidden_by_order), else none.
/// On a Killer position, the Killer solver's easiest next step when it is the technique.
std::optional<Step> example_step(const TechniquePosition& position);
/// practises() with step_is(): for the techniques hidden by the order, a puzzle whose easiest-first
/// path has a step that is also theirs, and nothing scored above their own score.
bool practises_technique(const Digits& puzzle, Technique technique);

/// Whether `technique` is the easiest next step in `grid` (step_is) and nothing harder is needed afterward:
/// the easiest-first path from there solves it without guessing, needs no technique of a higher
/// level and, above Easy, no step scored higher than the technique's own highest step on it (as
/// practises() asks of a whole puzzle).
bool teaches_next(const Candidates& grid, Technique technique);

/// The technique library's examples (assets/techniques/examples.txt), in the file's order.
const std::vector<TechniquePosition>& technique_examples();
/// The example of a technique, or null when it has none.
const TechniquePosition* technique_example(Technique technique);
/// The curated practice puzzles (assets/techniques/practice.txt), in the file's order.
const std::vector<TechniquePosition>& curated_practice_positions();
/// The practice puzzles curated for a technique: listed for the techniques the generator cannot
/// make quickly (empty for the others).
std::vector<Digits> curated_practice(Technique technique);

/// A puzzle that practises `technique` (practises()): for a technique with curated positions one
/// of them, chosen by the options' seed and shown in a random disguise from it (digits relabelled,
/// rows, columns, bands and stacks shuffled, maybe transposed; only a disguise that still practises
/// the technique, else the position as it is), with attempts 0; for the others
/// generate_for_technique(). Nothing when the generator gives up.
std::optional<GeneratedPuzzle> practice_puzzle(Technique technique, const GenerateOptions& options,
                                               int max_attempts = 20000);

/// The search behind the assets (`sudoku-cli positions`). Follows the easiest-first path from
/// `start` (its grid()) and returns each position on it where a technique that `wanted` accepts is
/// next and nothing harder is needed afterward (teaches_next), with every elimination made on the
/// way that is still open (minimise_eliminations trims them).
/// With `nothing_harder` false, every position where the technique is next, whatever follows. On a
/// Killer board (start.killer, 9x9) only the Killer techniques, and nothing is asked of what follows
/// (the Killer solver has no levels to keep below).
std::vector<TechniquePosition> teaching_positions(const TechniquePosition& start,
                                                  const std::function<bool(Technique)>& wanted,
                                                  bool nothing_harder = true);
/// The eliminations of `position` that `technique` needs: drops each one whose candidate can come
/// back while the position still teaches it (teaches_next; on a Killer board, example_step), first
/// to last.
TechniquePosition minimise_eliminations(TechniquePosition position);
/// For a position where `technique` is next but something harder follows (rare techniques, such
/// as Skyscraper, are nearly always followed by harder steps): places digits of the solution, one
/// cell at a time in random order, away from the step's own cells and keeping the technique next,
/// until nothing harder is needed afterward. Nothing when no order of the cells tried gets there.
std::optional<TechniquePosition> fill_until_teaching(const TechniquePosition& position, Random& random);
/// The same for a practice puzzle: places digits of the solution among `digits` (keeping the
/// technique on the path) until the puzzle practises it.
std::optional<Digits> fill_until_practising(const Digits& digits, Technique technique, Random& random);
/// A practice start from a puzzle: the puzzle itself when it practises `technique`, else the
/// digits placed at some point of its easiest-first path (as givens) that do, the fewest first.
std::optional<Digits> practice_start(const Digits& puzzle, Technique technique);

}  // namespace sudoku
