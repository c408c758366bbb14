// Cells that hold even symbols: a clue written in the tests, as a variant clue will be written in
// the engine (nothing else knows it). With `own_steps` false it makes no Clue Deduction of its own,
// so that only the forcing chains' branches read it.
#pragma once

#include <vector>

#include "engine/constraints/constraint.hpp"

namespace sudoku::test {

class EvenCells final : public Constraint {
public:
    explicit EvenCells(std::vector<std::uint8_t> cells, bool own_steps = true)
        : cells_(std::move(cells)), own_steps_(own_steps) {}
    std::string_view kind() const override { return "even"; }
    Phrase name(const Board& board) const override { return Phrase::text("even " + board.cell_name(cells_[0])); }
    std::span<const std::uint8_t> cells() const override { return cells_; }
    void check(const Board& board, const ShapeDigits& digits, std::vector<RuleBreak>& out) const override {
        for (std::uint8_t c : cells_)
            if (digits[c] % 2) out.push_back({"even rule", 0, digits[c], {c}, "odd", render(name(board))});
    }
    bool propagate(Domains& d) const override {
        for (std::uint8_t c : cells_)
            if (!d.narrow(c, DigitMask(0xAAAA))) return false;
        return true;
    }
    bool idempotent() const override { return true; }
    void deductions(const Domains& domains, std::vector<ClueDeduction>& out) const override {
        if (own_steps_) Constraint::deductions(domains, out);
    }
    ConstraintRecord record() const override { return {"even", {std::vector<int>(cells_.begin(), cells_.end())}, {}}; }

private:
    std::vector<std::uint8_t> cells_;
    bool own_steps_;
};

}  // namespace sudoku::test
