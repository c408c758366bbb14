// Clues beyond houses and cages (ShapeSpec::constraints) enter every layer through the Constraint
// interface alone: the exact solver narrows through propagate, peers come from add_peers, the
// rules report check's breaks, and the reference backtracker holds them to the same answers. The
// clues here are written in the test, as a variant clue will be written in the engine: nothing
// else knows them.
#include <catch2/catch.hpp>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "engine/constraints/constraint.hpp"
#include "engine/constraints/rules.hpp"
#include "engine/constraints/shape.hpp"
#include "engine/logic/difficulty.hpp"
#include "engine/logic/logical_solver.hpp"
#include "engine/model/random.hpp"
#include "engine/solve/exact.hpp"
#include "engine/solve/reference.hpp"
#include "tests/support/even_cells.hpp"

using namespace sudoku;

namespace {

using test::EvenCells;

// Two cells that differ (as anti-king or anti-knight make cells differ): peers only, no propagation
// of its own.
class Differ final : public Constraint {
public:
    Differ(int a, int b) : cells_{std::uint8_t(std::min(a, b)), std::uint8_t(std::max(a, b))} {}
    std::string_view kind() const override { return "differ"; }
    Phrase name(const Board& board) const override {
        return Phrase::text(board.cell_name(cells_[0]) + "/" + board.cell_name(cells_[1]));
    }
    std::span<const std::uint8_t> cells() const override { return cells_; }
    void check(const Board& board, const ShapeDigits& digits, std::vector<RuleBreak>& out) const override {
        if (digits[cells_[0]] && digits[cells_[0]] == digits[cells_[1]])
            out.push_back({"differ rule", 0, digits[cells_[0]], {cells_[0], cells_[1]}, "same", render(name(board))});
    }
    bool propagate(Domains&) const override { return true; }
    void add_peers(std::span<BigCellSet> peers) const override {
        peers[cells_[0]].insert(cells_[1]);
        peers[cells_[1]].insert(cells_[0]);
    }
    ConstraintRecord record() const override { return {"differ", {{cells_[0], cells_[1]}}, {}}; }

private:
    std::array<std::uint8_t, 2> cells_;
};

std::shared_ptr<const Shape> with_clues(const std::string& params,
                                        std::vector<std::shared_ptr<const Constraint>> clues) {
    auto plain = Shape::from_params(parse_shape_params(params).value()).value();
    ShapeSpec spec = plain->spec();
    spec.constraints = std::move(clues);
    auto made = Shape::make(std::move(spec));
    REQUIRE(made.ok());
    return made.value();
}

}  // namespace

TEST_CASE("A board's clues narrow the exact solver and the reference alike", "[constraints]") {
    // The exact solver counts what the reference backtracker counts on the board with the clues,
    // fewer than on the plain board: on a blank 4x4, and on 6x6 puzzles with some givens of a
    // grid that keeps the clues.
    struct Case {
        std::string params;
        std::vector<std::shared_ptr<const Constraint>> clues;
        int every = 1;  // givens: every such cell of a solution (1: none)
    };
    std::vector<Case> cases;
    cases.push_back({"2x2", {std::make_shared<EvenCells>(std::vector<std::uint8_t>{0, 5})}});
    cases.push_back({"2x2", {std::make_shared<Differ>(0, 10), std::make_shared<Differ>(1, 11)}});
    cases.push_back(
        {"2x2", {std::make_shared<EvenCells>(std::vector<std::uint8_t>{0}), std::make_shared<Differ>(0, 15)}});
    for (int every : {3, 4, 5})
        cases.push_back({"2x3",
                         {std::make_shared<EvenCells>(std::vector<std::uint8_t>{0, 7, 14, 21}),
                          std::make_shared<Differ>(2, 15), std::make_shared<Differ>(20, 35)},
                         every});
    for (const Case& c : cases) {
        CAPTURE(c.params, c.clues.size(), c.every);
        auto shape = with_clues(c.params, c.clues);
        auto plain = Shape::from_params(parse_shape_params(c.params).value()).value();
        REQUIRE(shape->constraints() != nullptr);
        ShapeDigits puzzle(std::size_t(shape->cell_count()), 0);
        if (c.every > 1) {
            ShapeDigits grid;
            REQUIRE(count_solutions(*shape, puzzle, 1, &grid) == 1);
            CHECK(find_breaks(*shape, grid).empty());
            for (std::size_t cell = 0; cell < puzzle.size(); cell += std::size_t(c.every)) puzzle[cell] = grid[cell];
        }
        const int reference = reference::count_solutions(*shape, puzzle, 100000);
        CHECK(reference > 0);
        CHECK(reference < reference::count_solutions(*plain, puzzle, 100000));
        ShapeDigits first;
        CHECK(count_solutions(*shape, puzzle, 100000, &first) == reference);
        CHECK(find_breaks(*shape, first).empty());
    }
}

TEST_CASE("A clue's peers join the shape's, and its breaks are the rules'", "[constraints]") {
    // r1c1 and r3c3 share no house.
    auto shape = with_clues(
        "2x2", {std::make_shared<Differ>(0, 10), std::make_shared<EvenCells>(std::vector<std::uint8_t>{15})});
    CHECK(shape->sees(0, 10));
    CHECK(shape->sees(10, 0));
    CHECK_FALSE(shape->sees(0, 15));
    ShapeDigits digits(16, 0);
    digits[0] = 3;
    digits[10] = 3;
    digits[15] = 1;
    std::vector<std::string> said;
    for (const RuleBreak& b : find_breaks(*shape, digits)) said.push_back(b.describe(*shape));
    CHECK(said == std::vector<std::string>{"r1c1/r3c3: same", "even r4c4: odd"});
    // Two shapes with the same clues are the same shape; another clue makes another.
    CHECK(*shape == *with_clues("2x2", {std::make_shared<Differ>(10, 0),
                                        std::make_shared<EvenCells>(std::vector<std::uint8_t>{15})}));
    CHECK_FALSE(*shape == *with_clues("2x2", {std::make_shared<Differ>(0, 10)}));
}

TEST_CASE("A clue off the board is refused with a sentence", "[constraints]") {
    auto plain = Shape::from_params(parse_shape_params("2x2").value()).value();
    ShapeSpec spec = plain->spec();
    spec.constraints = {std::make_shared<Differ>(0, 5), std::make_shared<EvenCells>(std::vector<std::uint8_t>{16})};
    auto made = Shape::make(spec);
    REQUIRE_FALSE(made.ok());
    CHECK(made.error().message == "clue 2 has a cell off the 4x4 board");
}

TEST_CASE("A clue's own deduction is a hint step that names it, and a path takes it", "[constraints][logic]") {
    // On a blank 4x4 with r1c1 and r2c2 even, nothing but the clue says anything: the first step
    // is the clue's, one Clue Deduction naming it, with its score.
    auto shape = with_clues("2x2", {std::make_shared<EvenCells>(std::vector<std::uint8_t>{0, 5})});
    const Candidates blank = Candidates::from_digits(*shape, ShapeDigits(16, 0));
    const std::optional<Step> step = next_step(blank);
    REQUIRE(step.has_value());
    CHECK(step->technique == Technique::ClueDeduction);
    CHECK(effect_text(*shape, *step) == "r1c1<>1 r1c1<>3 r2c2<>1 r2c2<>3");
    CHECK(step->explanation == "even r1c1 rules out r1c1<>1 r1c1<>3 r2c2<>1 r2c2<>3");
    CHECK(step_score(*step) == 2.0);
    // A 6x6 puzzle unique only with its clue: the logic solves it without a guess, through the
    // clue's deductions, to the one solution; without the clue the same givens are not unique.
    auto clued = with_clues("2x3", {std::make_shared<EvenCells>(std::vector<std::uint8_t>{0, 7, 14, 21, 28, 35})});
    auto plain = Shape::from_params(parse_shape_params("2x3").value()).value();
    ShapeDigits grid;
    REQUIRE(count_solutions(*clued, ShapeDigits(36, 0), 1, &grid) == 1);
    ShapeDigits puzzle = grid;
    for (std::size_t cell = 0; cell < puzzle.size(); ++cell) {
        // Dig every cell the clued board stays unique without.
        const std::uint8_t kept = puzzle[cell];
        puzzle[cell] = 0;
        if (count_solutions(*clued, puzzle, 2) != 1) puzzle[cell] = kept;
    }
    CHECK(count_solutions(*plain, puzzle, 2) == 2);
    const SolvePath path = solve_logically(*clued, puzzle, false);
    CHECK(path.solved);
    CHECK(path.guesses == 0);
    CHECK(std::any_of(path.steps.begin(), path.steps.end(),
                      [](const Step& s) { return s.technique == Technique::ClueDeduction; }));
    ShapeDigits end = puzzle;
    for (const Step& s : path.steps)
        for (const Candidate& p : s.placements) end[p.cell] = p.digit;
    CHECK(end == grid);
}
