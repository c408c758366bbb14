// A clue written outside the grid, as a little killer's sum or a sandwich total is: "12" left of
// row 3 and "7" below column 2. Only its picture matters: the board view's and print's tests use
// it to see clues outside the grid get room and are drawn there.
#pragma once

#include <array>

#include "engine/constraints/constraint.hpp"
#include "engine/picture/board_picture.hpp"

namespace sudoku::test {

class OutsideClue final : public Constraint {
public:
    std::string_view kind() const override { return "outside"; }
    Phrase name(const Board&) const override { return Phrase::text("outside"); }
    std::span<const std::uint8_t> cells() const override { return cells_; }
    void check(const Board&, const ShapeDigits&, std::vector<RuleBreak>&) const override {}
    bool propagate(Domains&) const override { return true; }
    ConstraintRecord record() const override { return {"outside", {{0}}, {}}; }
    void picture(const Board& board, BoardPicture& out) const override {
        out.labels.push_back({"12", {-0.5, 2.5}});
        out.labels.push_back({"7", {1.5, board.side() + 0.5}});
    }

private:
    std::array<std::uint8_t, 1> cells_{0};
};

}  // namespace sudoku::test
