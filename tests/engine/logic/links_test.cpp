// The link graph (engine/logic/links.hpp) on a hand-built 4x4 position: every strong and weak link
// written out, with the weak link a clue written in the test adds beyond its peers.
#include <catch2/catch.hpp>

#include <array>
#include <memory>
#include <utility>
#include <vector>

#include "engine/constraints/constraint.hpp"
#include "engine/constraints/shape.hpp"
#include "engine/logic/candidates.hpp"
#include "engine/logic/finders.hpp"
#include "engine/logic/links.hpp"

namespace sudoku {
namespace {

// Not both: cell a holding symbol sa and cell b holding sb (a pair rule as a Kropki dot's), its
// weak link derived from its propagate.
class NotBoth final : public Constraint {
public:
    NotBoth(int a, int sa, int b, int sb) : a_(a), sa_(sa), b_(b), sb_(sb), cells_{std::uint8_t(a), std::uint8_t(b)} {}
    std::string_view kind() const override { return "not both"; }
    Phrase name(const Board& board) const override { return Phrase::text("not both " + board.cell_name(a_)); }
    std::span<const std::uint8_t> cells() const override { return cells_; }
    void check(const Board&, const ShapeDigits&, std::vector<RuleBreak>&) const override {}
    bool propagate(Domains& d) const override {
        if (d[a_] == DigitMask(1u << (sa_ - 1)) && !d.narrow(b_, DigitMask(~(1u << (sb_ - 1))))) return false;
        if (d[b_] == DigitMask(1u << (sb_ - 1)) && !d.narrow(a_, DigitMask(~(1u << (sa_ - 1))))) return false;
        return true;
    }
    void weak_links(const Domains& domains, std::vector<WeakLink>& out) const override {
        weak_links_by_propagation(*this, domains, out);
    }
    ConstraintRecord record() const override { return {"not both", {{a_, b_}}, {{"sa", sa_}, {"sb", sb_}}}; }

private:
    int a_, sa_, b_, sb_;
    std::array<std::uint8_t, 2> cells_;
};

std::shared_ptr<const Shape> four_by_four(std::vector<std::shared_ptr<const Constraint>> clues) {
    ShapeSpec spec;
    spec.box_rows = 2;
    spec.box_cols = 2;
    spec.constraints = std::move(clues);
    auto made = Shape::make(std::move(spec));
    REQUIRE(made.ok());
    return made.value();
}

using Links = std::vector<std::pair<int, int>>;

}  // namespace

TEST_CASE("The link graph holds exactly the position's strong and weak links", "[logic][links]") {
    // 1 2 3 4 / 3 4 1 2 / 2 1 4 3 / 4 3 2 1 with r1c1, r1c2, r3c1, r3c2 empty: each holds 1,2 (a
    // deadly pattern). Node = cell * 4 + symbol - 1: r1c1 0,1; r1c2 4,5; r3c1 32,33; r3c2 36,37.
    // The clue forbids r1c1=1 with r3c2=2: cells that do not see each other, two symbols.
    auto shape = four_by_four({std::make_shared<NotBoth>(0, 1, 9, 2)});
    const ShapeDigits digits = {0, 0, 3, 4, 3, 4, 1, 2, 0, 0, 4, 3, 4, 3, 2, 1};
    const Candidates grid = Candidates::from_digits(*shape, digits);
    LinkGraph g;
    g.build(grid);
    // Strong: each bivalue cell; each symbol's two places in rows 1, 3 and columns 1, 2 (boxes 1
    // and 3 repeat rows 1 and 3).
    const Links strong = {{0, 1},  {0, 4},  {0, 32},  {1, 5},   {1, 33},  {4, 5},
                          {4, 36}, {5, 37}, {32, 33}, {32, 36}, {33, 37}, {36, 37}};
    CHECK(g.strong_links() == strong);
    // Weak: the same pairs (two candidates of a cell, a symbol in two cells seeing each other),
    // and the clue's r1c1=1 - r3c2=2.
    Links weak = strong;
    weak.insert(weak.begin() + 3, {0, 37});
    CHECK(g.weak_links() == weak);
    CHECK(g.constraint_weak(0).size() == 1);
    CHECK(g.constraint_weak(37).size() == 1);
    CHECK(g.weak(37, 0));
    CHECK_FALSE(g.weak(0, 36));  // r1c1=1, r3c2=1: the cells do not see each other
    // The kinds: r1c1=1's house links (r1c2=1, r3c1=1), then its cell's (r1c1=2).
    CHECK(std::vector<int>(g.house_strong(0).begin(), g.house_strong(0).end()) == std::vector<int>{4, 32});
    CHECK(std::vector<int>(g.cell_strong(0).begin(), g.cell_strong(0).end()) == std::vector<int>{1});

    SECTION("without the clue, no link beyond the rules") {
        auto plain = four_by_four({});
        const Candidates same = Candidates::from_digits(*plain, digits);
        LinkGraph h;
        h.build(same);
        CHECK(h.strong_links() == strong);
        CHECK(h.weak_links() == strong);
    }
}

TEST_CASE("Chains cross a clue's weak link", "[logic][links][chains]") {
    // The deadly pattern above has two fillings; a clue forbidding r1c1=1 with r3c2=1 (cells that
    // do not see each other) leaves one, r1c1=2. An AIC reaches it only through the clue's link.
    const ShapeDigits digits = {0, 0, 3, 4, 3, 4, 1, 2, 0, 0, 4, 3, 4, 3, 2, 1};
    const ShapeDigits solution = {2, 1, 3, 4, 3, 4, 1, 2, 1, 2, 4, 3, 4, 3, 2, 1};
    auto plain = four_by_four({});
    StepCollector none(100);
    alternating_chain(Candidates::from_digits(*plain, digits), none);
    CHECK(none.steps().empty());
    auto shape = four_by_four({std::make_shared<NotBoth>(0, 1, 9, 1)});
    StepCollector out(100);
    alternating_chain(Candidates::from_digits(*shape, digits), out);
    REQUIRE_FALSE(out.steps().empty());
    for (const Step& step : out.steps()) {
        for (Candidate c : step.placements) CHECK(solution[c.cell] == c.digit);
        for (Candidate c : step.eliminations) CHECK(solution[c.cell] != c.digit);
    }
}

}  // namespace sudoku
