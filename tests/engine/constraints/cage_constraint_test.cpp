// The Killer cage as a Constraint (engine/constraints/cage.hpp): its name and cells, its check,
// and its propagation through Domains, the door the exact solver gives every constraint.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "engine/constraints/cage.hpp"
#include "engine/constraints/rules.hpp"
#include "engine/constraints/shape.hpp"
#include "engine/constraints/sum_propagate.hpp"

using namespace sudoku;

namespace {

std::shared_ptr<const Shape> killer_4x4(std::vector<Cage> cages) {
    auto made = Shape::from_params(parse_shape_params("2x2k").value(), {}, std::move(cages));
    REQUIRE(made.ok());
    return made.value();
}

// The cells a constraint narrowed, as the solver learns them from Domains (once each, ascending).
std::vector<int> changed(const Domains& d) {
    std::vector<int> out(d.changed().begin(), d.changed().end());
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

DigitMask symbols(std::initializer_list<int> list) {
    DigitMask m = 0;
    for (int s : list) m |= DigitMask(1u << (s - 1));
    return m;
}

}  // namespace

TEST_CASE("A Killer cage is a constraint: named, with its cells, checked", "[constraints][killer]") {
    // Row 1 is two cages, r1c1+r1c2 (3) and r1c3+r1c4 (7); r2c1 is a one-cell cage.
    auto shape = killer_4x4({{{0, 1}, 3}, {{2, 3}, 7}, {{4}, 3}});
    const ConstraintSet* set = shape->constraints();
    REQUIRE(set != nullptr);
    const Constraint& cage = (*set)[0];
    CHECK(cage.kind() == "killer cage");
    CHECK(render(cage.name(*shape)) == "cage r1c1+r1c2 (sum 3)");
    CHECK(std::vector<int>(cage.cells().begin(), cage.cells().end()) == std::vector<int>{0, 1});

    std::vector<RuleBreak> breaks;
    ShapeDigits digits(16, 0);
    digits[0] = 2;
    digits[1] = 2;
    cage.check(*shape, digits, breaks);
    REQUIRE(breaks.size() == 1);
    CHECK(breaks[0].describe(*shape) == "cage r1c1+r1c2 (sum 3): 2 + 2 repeats a digit");
    breaks.clear();
    digits[1] = 4;
    cage.check(*shape, digits, breaks);
    REQUIRE(breaks.size() == 1);
    CHECK(breaks[0].describe(*shape) == "cage r1c1+r1c2 (sum 3): 2 + 4 make 6, not 3");
    breaks.clear();
    digits = ShapeDigits(16, 0);
    digits[2] = 4;
    (*set)[1].check(*shape, digits, breaks);
    CHECK(breaks.empty());  // 4 leaves 3 for r1c4
    digits[2] = 3;
    digits[3] = 4;
    (*set)[1].check(*shape, digits, breaks);
    CHECK(breaks.empty());

    // Each cell lists the constraints holding it (the cages, then the innies they imply: column
    // 1 holds r2c1's cage whole, so r1c1, r3c1 and r4c1 are its innies).
    for (int cell = 0; cell < 16; ++cell) {
        std::vector<int> holding;
        for (int k = 0; k < set->size(); ++k)
            for (std::uint8_t c : (*set)[k].cells())
                if (c == cell) holding.push_back(k);
        CHECK(std::vector<int>(set->of_cell(cell).begin(), set->of_cell(cell).end()) == holding);
    }
    CHECK(set->of_cell(0)[0] == 0);
    CHECK(set->of_cell(1).size() == 1);  // r1c2: its cage alone (box 1 has four open cells)
}

TEST_CASE("A cage narrows through Domains exactly, and says which cells it changed", "[constraints][killer]") {
    auto shape = killer_4x4({{{0, 1}, 3}, {{2, 3, 6}, 9}});
    const ConstraintSet& set = *shape->constraints();
    std::vector<DigitMask> cand(16, shape->all_symbols());

    SECTION("a 2-cell 3 is 1 and 2, and no other cell of its row and box keeps them") {
        Domains d(*shape, cand.data());
        CHECK(set[0].propagate(d));
        CHECK(cand[0] == symbols({1, 2}));
        CHECK(cand[1] == symbols({1, 2}));
        for (int cell : {2, 3, 4, 5}) CHECK(cand[std::size_t(cell)] == symbols({3, 4}));
        CHECK(cand[8] == shape->all_symbols());
        CHECK(changed(d) == std::vector<int>{0, 1, 2, 3, 4, 5});
        CHECK(d.singles().empty());
        // Nothing is left for a second run.
        Domains again(*shape, cand.data());
        CHECK(set[0].propagate(again));
        CHECK(again.changed().empty());
        CHECK(set[0].idempotent());
    }
    SECTION("a placed symbol leaves the rest of the sum to the open cells") {
        // r1c3+r1c4+r2c3 (9) with 4 in r1c3: r1c4 and r2c3 make 5 without 4, so {1,2,3} and
        // their partners: 1+4 is out (4 placed), 2+3 stays.
        cand[2] = symbols({4});
        Domains d(*shape, cand.data());
        CHECK(set[1].propagate(d));
        CHECK(cand[3] == symbols({2, 3}));
        CHECK(cand[6] == symbols({2, 3}));
    }
    SECTION("a cell left with one symbol is among the singles, for the solver to place") {
        cand[0] = symbols({1});
        Domains d(*shape, cand.data());
        CHECK(set[0].propagate(d));
        CHECK(cand[1] == symbols({2}));
        CHECK(std::vector<int>(d.singles().begin(), d.singles().end()) == std::vector<int>{1});
    }
    SECTION("a cage that cannot make its sum is a contradiction") {
        cand[0] = symbols({3, 4});
        Domains d(*shape, cand.data());
        CHECK_FALSE(set[0].propagate(d));
    }
    SECTION("a full cage holds when it makes its sum") {
        cand[0] = symbols({1});
        cand[1] = symbols({2});
        Domains d(*shape, cand.data());
        CHECK(set[0].propagate(d));
        cand[1] = symbols({3});
        CHECK_FALSE(set[0].propagate(d));
    }
}

TEST_CASE("A house's innies are one more sum constraint", "[constraints][killer]") {
    // Row 1 holds the cage r1c1+r1c2 (3) whole; r1c3 is in no cage, and r1c4+r2c4 (7) crosses
    // into row 2. Row 1's innies are r1c3 and r1c4, making 10 - 3 = 7.
    auto shape = killer_4x4({{{0, 1}, 3}, {{3, 7}, 7}});
    const ConstraintSet& set = *shape->constraints();
    const SumGroup* innies = nullptr;
    for (const auto& constraint : set.all())
        if (constraint->kind() == "innies" && render(constraint->name(*shape)) == "innies of row 1")
            innies = dynamic_cast<const SumGroup*>(constraint.get());
    REQUIRE(innies != nullptr);
    CHECK(innies->cells()[1] == 3);
    CHECK(innies->sum() == 7);
    CHECK(innies->cells()[0] == 2);
    // r1c3 and r1c4 make 7 with two different symbols of 1..4: 3 and 4.
    std::vector<DigitMask> cand(16, shape->all_symbols());
    Domains d(*shape, cand.data());
    CHECK(innies->propagate(d));
    CHECK(cand[2] == symbols({3, 4}));
    CHECK(cand[3] == symbols({3, 4}));
}

TEST_CASE("The solver's flat table of sum constraints is the board's cages and innies, and runs their propagate",
          "[constraints][killer]") {
    // Row 1 holds the cage r1c1+r1c2 (3) whole, r1c4+r2c4 (7) crosses into row 2, r3c1..r4c2 is a
    // cage of four: cages, then innies, then nothing else.
    auto shape = killer_4x4({{{0, 1}, 3}, {{3, 7}, 7}, {{8, 9, 12, 13}, 10}});
    const ConstraintSet& set = *shape->constraints();
    const SumTable* table = shape->sum_table();
    REQUIRE(table != nullptr);
    CHECK(table->count() == set.size());
    for (int k = 0; k < set.size(); ++k) {
        INFO(k);
        const auto* sum = dynamic_cast<const SumGroup*>(&set[k]);
        REQUIRE(sum != nullptr);
        const SumView& view = (*table)[k];
        CHECK(std::vector<std::uint8_t>(view.cells, view.cells + view.count) ==
              std::vector<std::uint8_t>(sum->cells().begin(), sum->cells().end()));
        CHECK(view.sum == sum->sum());
        CHECK(std::vector<DigitMask>(view.combinations, view.combinations + view.combination_count) ==
              std::vector<DigitMask>(sum->combinations().begin(), sum->combinations().end()));
        CHECK((view.own != nullptr) == (set[k].kind() == "killer cage"));
        if (view.own) CHECK(*view.own == sum->cell_set());
        // The table's view narrows as the constraint does.
        std::vector<DigitMask> a(16, shape->all_symbols()), b = a;
        a[0] = b[0] = symbols({1});
        Domains da(*shape, a.data()), db(*shape, b.data());
        CHECK(set[k].propagate(da) == propagate_sum(db, view));
        CHECK(a == b);
    }
    // A board with no cages has none.
    auto plain = Shape::from_params(parse_shape_params("2x2").value(), {}, {});
    REQUIRE(plain.ok());
    CHECK(plain.value()->sum_table() == nullptr);
}
