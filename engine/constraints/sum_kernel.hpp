// A board's sum constraints (Killer cages, a house's innies: cells holding different symbols that
// add up to a sum) as flat data: SumView, what the propagation reads of one, and SumTable, those
// of a board's ConstraintSet in contiguous arrays, built once with the shape, that the exact solver
// runs in one inlined pass (engine/solve/exact.cpp). The propagation itself, one template for the
// constraints' own propagate and the solver, is in engine/constraints/sum_propagate.hpp.
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <vector>

#include "engine/model/board.hpp"

namespace sudoku {

class ConstraintSet;

/// A sum constraint as the kernel reads it: cells holding different symbols adding up to `sum`.
struct SumView {
    const std::uint8_t* cells = nullptr;  // ascending
    int count = 0;
    int sum = 0;
    const DigitMask* combinations = nullptr;  // cage_combinations(side, count, sum)
    int combination_count = 0;
    /// A cage's own cells: when set, a cage whose open cells need all the symbols they can take
    /// confines them in every house holding those cells (confine). Null for the innies.
    const BigCellSet* own = nullptr;
};

/// The sum constraints that open a board's ConstraintSet (the cages, then the innies), as flat
/// arrays: constraint k < count() is (*this)[k]. Built once with the shape; not copied (the views
/// point into it).
class SumTable {
public:
    SumTable() = default;
    SumTable(const SumTable&) = delete;
    SumTable& operator=(const SumTable&) = delete;
    int count() const { return int(views_.size()); }
    const SumView& operator[](int k) const { return views_[std::size_t(k)]; }
    /// Appends a constraint (before finish).
    void add(std::span<const std::uint8_t> cells, int sum, std::span<const DigitMask> combinations,
             const BigCellSet* own);
    /// Points the views into the arrays, once every constraint is added.
    void finish();

private:
    struct Entry {
        std::uint32_t cells, count, combinations, combination_count;
        int sum;
        int own;  // index in owns_, or -1
    };
    std::vector<Entry> entries_;
    std::vector<SumView> views_;
    std::vector<std::uint8_t> cells_;
    std::vector<DigitMask> combinations_;
    std::vector<BigCellSet> owns_;
};

/// The table of the sum constraints (SumGroup, engine/constraints/cage.hpp) that open `set`, up
/// to the first other constraint; null when it opens with none.
std::shared_ptr<const SumTable> make_sum_table(const ConstraintSet& set);

}  // namespace sudoku
