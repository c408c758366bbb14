// Rules over a Shape: the row, column, box or region, diagonal and window rules as objects.
//
// Each rule knows which shapes it applies to (and refuses the others with a sentence naming
// itself) and checks a board, reporting every broken instance by name and cells:
// "diagonal rule: 5 appears twice on the main diagonal, r1c1 and r4c4". The rules of a shape are
// rules_for(shape); a board follows the shape's rules when none reports a break. Killer cages are
// one more rule (different symbols adding up to the cage's sum), and the other clues of a board
// (engine/constraints/) one more: each clue checks itself.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "engine/constraints/constraint.hpp"
#include "engine/constraints/shape.hpp"
#include "engine/model/result.hpp"

namespace sudoku {

class Rule {
public:
    virtual ~Rule() = default;
    /// "row rule", "Windoku rule", ...
    virtual std::string_view name() const = 0;
    /// Whether the rule can apply to the shape; an error naming the rule and the shape otherwise
    /// ("the Windoku rule needs a 9x9 board with 3x3 boxes; this board is 6x6").
    virtual Result<bool> applies_to(const Shape& shape) const = 0;
    /// Every break on the board (symbols 0..n; 0 is empty). Precondition: applies_to(shape).
    virtual std::vector<RuleBreak> check(const Shape& shape, const ShapeDigits& digits) const = 0;
};

enum class RuleKind { Row, Column, Box, Region, Diagonal, Window, Cage, Clue };
std::unique_ptr<Rule> make_rule(RuleKind kind);

/// The rules a shape plays by: row, column, box or region, and diagonal, window, cage and clue
/// (its other constraints) when it has them.
std::vector<std::unique_ptr<Rule>> rules_for(const Shape& shape);

/// Every break of every rule of the shape, rule by rule, houses and symbols ascending.
std::vector<RuleBreak> find_breaks(const Shape& shape, const ShapeDigits& digits);

/// The cells in at least one break (for highlighting).
BigCellSet broken_cells(const Shape& shape, const ShapeDigits& digits);

/// Whether `grid` is full, follows the shape's rules and keeps every given of `puzzle`.
bool is_solution_of(const Shape& shape, const ShapeDigits& puzzle, const ShapeDigits& grid);

/// Symbols no peer holds (what auto-notes writes), for an empty or filled cell alike.
DigitMask candidates_of(const Shape& shape, const ShapeDigits& digits, int cell);

}  // namespace sudoku
