// Killer cages as constraints (docs/engine-design.md): a cage's cells hold different symbols adding
// up to its sum. Its propagation in the exact solver lives here, not in the solver: each cage keeps
// exactly the symbols its combinations allow (a matching over the open cells for cages of up to six
// open cells), and a cage whose open cells need all the symbols they can take confines them in
// every house holding those cells. A house's innies (its cells outside the cages it holds whole,
// one to three of them) make a known sum too: the rule of 45 as one more constraint, implied by
// the cages and the houses, so it reports no breaks of its own.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "engine/constraints/constraint.hpp"
#include "engine/constraints/sum_kernel.hpp"

namespace sudoku {

/// A Killer cage: orthogonally connected cells whose symbols are all different and add up to `sum`.
/// A cage is not a house (it holds fewer than n cells), but its cells are peers of each other.
struct Cage {
    std::vector<std::uint8_t> cells;  // ascending, 1 to n cells
    int sum = 0;
    bool operator==(const Cage&) const = default;
};

/// The smallest and largest sum of `size` different symbols from 1..n.
inline int min_cage_sum(int size) {
    return size * (size + 1) / 2;
}
inline int max_cage_sum(int size, int n) {
    return size * (2 * n - size + 1) / 2;
}
/// The sums `size` different symbols from 1..n make, for messages: "3 to 17", or "45" when there
/// is one (nine cells of a 9x9 board); as a phrase (issue #33) and in English.
inline Phrase cage_sum_range_phrase(int size, int n) {
    const int low = min_cage_sum(size), high = max_cage_sum(size, n);
    if (low == high) return Phrase::text(std::to_string(low));
    return Phrase(N_("{low} to {high}"), {{"low", std::to_string(low)}, {"high", std::to_string(high)}});
}
/// "2 different symbols add up to 3 to 17", "a cell holds 1 to 9": what a cage of `size` can sum to.
inline Phrase cage_sum_rule_phrase(int size, int n) {
    if (size == 1) return Phrase(N_("a cell holds {range}"), {{"range", cage_sum_range_phrase(size, n)}});
    return Phrase(N_("{size} different symbols add up to {range}"),
                  {{"size", std::to_string(size)}, {"range", cage_sum_range_phrase(size, n)}});
}

/// "cage r1c1+r1c2 (sum 17)", "cage at r1c1 (4 cells, sum 17)": a cage's name on a board of side n.
Phrase cage_name_phrase(const Cage& cage, int side);

/// Cells holding different symbols that add up to a sum: the cage and the innies share it. Its
/// propagate is propagate_sum (engine/constraints/sum_kernel.hpp), which the exact solver also runs
/// from a board's SumTable.
class SumGroup : public Constraint {
public:
    /// `confines`: a cage whose open cells need all the symbols they can take confines them in
    /// the houses holding them (a cage's propagate; not the innies').
    SumGroup(int side, std::vector<std::uint8_t> cells, int sum, bool confines);
    std::span<const std::uint8_t> cells() const override { return cells_; }
    /// Its cells hold different symbols: they see each other.
    void add_peers(std::span<BigCellSet> peers) const override;
    bool propagate(Domains& domains) const override;
    int sum() const { return sum_; }
    /// The sets of different symbols that make the sum (cage_combinations).
    std::span<const DigitMask> combinations() const { return combinations_; }
    /// Whether its propagate confines its open cells' symbols in their houses.
    bool confines() const { return confines_; }
    /// Its cells as a set.
    const BigCellSet& cell_set() const { return set_; }

protected:
    std::vector<std::uint8_t> cells_;
    int sum_;
    std::span<const DigitMask> combinations_;
    BigCellSet set_;  // its cells
    bool confines_;
};

/// A Killer cage as a constraint (its cells sorted).
class KillerCage final : public SumGroup {
public:
    KillerCage(int side, Cage cage);
    std::string_view kind() const override { return "killer cage"; }
    Phrase name(const Board& board) const override;
    void check(const Board& board, const ShapeDigits& digits, std::vector<RuleBreak>& out) const override;
    bool idempotent() const override;
    ConstraintRecord record() const override;
    /// Its outline, BoardPicture::cage_inset inside its border, and its sum at its first cell.
    void picture(const Board& board, BoardPicture& out) const override;
    /// Its cells and sum as a Cage.
    Cage cage() const { return {cells_, sum_}; }
};

/// A house's innies on a Killer board: one to three cells whose symbols make the house's total
/// less the sums of the cages it holds whole.
class HouseInnies final : public SumGroup {
public:
    HouseInnies(int side, int house, std::vector<std::uint8_t> cells, int sum);
    std::string_view kind() const override { return "innies"; }
    Phrase name(const Board& board) const override;
    void check(const Board&, const ShapeDigits&, std::vector<RuleBreak>&) const override {}
    bool idempotent() const override { return true; }
    bool implied() const override { return true; }
    ConstraintRecord record() const override;

private:
    int house_;
};

}  // namespace sudoku
