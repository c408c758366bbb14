// Killer cages as constraints (docs/engine-design.md): a cage's cells hold different symbols adding
// up to its sum. Its propagation in the exact solver lives here, not in the solver: each cage keeps
// exactly the symbols its combinations allow (a matching over the open cells for cages of up to six
// open cells), and a cage whose open cells need all the symbols they can take confines them in
// every house holding those cells. A house's innies (its cells outside the cages it holds whole,
// one to three of them) make a known sum too: the rule of 45 as one more constraint, implied by
// the cages and the houses, so it reports no breaks of its own.
#pragma once

#include <memory>

#include "engine/constraints/constraint.hpp"

namespace sudoku {

/// Cells holding different symbols that add up to a sum: the cage and the innies share it.
class SumGroup : public Constraint {
public:
    SumGroup(int side, std::vector<std::uint8_t> cells, int sum);
    std::span<const std::uint8_t> cells() const override { return cells_; }
    int sum() const { return sum_; }
    /// The sets of different symbols that make the sum (cage_combinations).
    std::span<const DigitMask> combinations() const { return combinations_; }

protected:
    std::vector<std::uint8_t> cells_;
    int sum_;
    std::span<const DigitMask> combinations_;
};

/// A Killer cage: Shape::cage(index).
class KillerCage final : public SumGroup {
public:
    KillerCage(const Shape& shape, int index);
    std::string_view kind() const override { return "killer cage"; }
    Phrase name(const Shape& shape) const override;
    void check(const Shape& shape, const ShapeDigits& digits, std::vector<RuleBreak>& out) const override;
    bool propagate(Domains& domains) const override;
    bool idempotent() const override;
    int index() const { return index_; }

private:
    int index_;
    BigCellSet set_;  // its cells
};

/// A house's innies on a Killer board: one to three cells whose symbols make the house's total
/// less the sums of the cages it holds whole.
class HouseInnies final : public SumGroup {
public:
    HouseInnies(const Shape& shape, int house, std::vector<std::uint8_t> cells, int sum);
    std::string_view kind() const override { return "innies"; }
    Phrase name(const Shape& shape) const override;
    void check(const Shape&, const ShapeDigits&, std::vector<RuleBreak>&) const override {}
    bool propagate(Domains& domains) const override;
    bool idempotent() const override { return true; }

private:
    int house_;
};

/// The constraints of a Killer board: its cages, in the shape's order, then the innies of each
/// house that has one to three. Null for a board without cages.
std::shared_ptr<const ConstraintSet> killer_constraints(const Shape& shape);

}  // namespace sudoku
