#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "engine/constraints/rules.hpp"
#include "engine/constraints/shape.hpp"

using namespace sudoku;

namespace {

// 1 2 3 4 / 3 4 1 2 / 2 1 4 3 / 4 3 2 1 with eight 2-cell cages covering the board.
const ShapeDigits kGrid = {1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1};

std::shared_ptr<const Shape> killer_4x4(std::vector<Cage> cages) {
    auto made = Shape::from_params(parse_shape_params("2x2k").value(), {}, std::move(cages));
    REQUIRE(made.ok());
    return made.value();
}

std::vector<Cage> covering_cages() {
    return {{{0, 1}, 3},  {{2, 3}, 7},  {{4, 8}, 5},   {{5, 6}, 5},
            {{7, 11}, 5}, {{9, 10}, 5}, {{12, 13}, 7}, {{14, 15}, 3}};
}

std::vector<std::string> sentences(const Shape& shape, const ShapeDigits& digits) {
    std::vector<std::string> out;
    for (const RuleBreak& b : find_breaks(shape, digits))
        if (b.rule == "cage rule") out.push_back(b.describe(shape));
    return out;
}

}  // namespace

TEST_CASE("The cage rule: different symbols adding up to the cage's sum", "[killer]") {
    auto shape = killer_4x4(covering_cages());
    const ShapeDigits empty(16, 0);
    CHECK(find_breaks(*shape, kGrid).empty());
    CHECK(is_solution_of(*shape, empty, kGrid));

    SECTION("a grid that follows every house but not a cage is no solution") {
        auto other = killer_4x4({{{0, 1}, 3}, {{2, 3}, 6}});
        CHECK_FALSE(is_solution_of(*other, empty, kGrid));
        REQUIRE(sentences(*other, kGrid) == std::vector<std::string>{"cage r1c3+r1c4 (sum 6): 3 + 4 make 7, not 6"});
        auto breaks = find_breaks(*other, kGrid);
        REQUIRE(breaks.size() == 1);
        CHECK(breaks[0].house == 1);
        CHECK(breaks[0].cells == std::vector<int>{2, 3});
    }
    SECTION("a repeated symbol names the cage and the symbols") {
        ShapeDigits digits = empty;
        digits[0] = 2;
        digits[1] = 2;
        CHECK(sentences(*shape, digits) == std::vector<std::string>{"cage r1c1+r1c2 (sum 3): 2 + 2 repeats a digit"});
        // The row and box rules say it too: the cage rule is one more rule, not a replacement.
        CHECK(find_breaks(*shape, digits).size() == 3);
    }
    SECTION("a partly filled cage that already reaches its sum") {
        auto three = killer_4x4({{{8, 12, 13}, 6}});
        ShapeDigits digits = empty;
        digits[8] = 4;
        digits[12] = 2;
        CHECK(sentences(*three, digits) ==
              std::vector<std::string>{
                  "cage r3c1+r4c1+r4c2 (sum 6): 4 + 2 already make 6, leaving nothing for the cage's other cells"});
        digits[12] = 1;
        CHECK(sentences(*three, digits).empty());  // 4 + 1 leaves 1 for r4c2: fine so far
    }
    SECTION("only Killer boards have the cage rule") {
        CHECK(rules_for(*shape).size() == 4);
        auto plain = Shape::from_params(parse_shape_params("2x2").value()).value();
        CHECK(rules_for(*plain).size() == 3);
        auto applies = make_rule(RuleKind::Cage)->applies_to(*plain);
        REQUIRE_FALSE(applies.ok());
        CHECK(applies.error().message == "the cage rule needs a Killer board with cages; this board is 4x4");
    }
}
