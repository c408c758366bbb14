// The cage-sum helper: a cage's combinations in a player's order, struck out by placed digits.
#include <catch2/catch.hpp>

#include "engine/constraints/cage_math.hpp"
#include "engine/formats/solo_id.hpp"
#include "game/core/cage_helper.hpp"

using namespace sudoku;
using namespace sudoku::game;

namespace {

// Made by sgt-solo --generate 1 2x2k (4x4, no givens). Cages: r1c1+r2c1 (5), r1c2+r1c3 (5),
// r1c4+r2c4 (4), r2c2+r3c2+r4c2 (7), r2c3+r3c3 (5), r3c1+r4c1 (5), r3c4+r4c3+r4c4 (9).
constexpr const char* kKiller = "2x2k:p,_a________babaaa,5_5a4a7_5a5b9d";

std::string listed(const std::vector<CageCombination>& combos) {
    std::string out;
    for (const auto& c : combos) {
        if (!out.empty()) out += ' ';
        // Piece by piece: GCC 12 warns falsely (-Wrestrict) on "(" + std::string.
        if (!c.possible) out += '(';
        out += combination_text(c.symbols);
        if (!c.possible) out += ')';
    }
    return out;
}

}  // namespace

TEST_CASE("The cage helper lists a cage's combinations and strikes out what placed digits rule out",
          "[game][killer][cage-helper]") {
    const auto puzzle = formats::parse_solo_id(kKiller).value();
    const Shape& shape = *puzzle.shape;
    ShapeDigits digits(16, 0);
    const int a = shape.cage_of(shape.cell_at(0, 0));  // r1c1+r2c1, sum 5
    const int d = shape.cage_of(shape.cell_at(1, 1));  // r2c2+r3c2+r4c2, sum 7
    REQUIRE(a >= 0);
    REQUIRE(d >= 0);
    CHECK(listed(cage_helper(shape, digits, a)) == "1+4 2+3");
    CHECK(listed(cage_helper(shape, digits, d)) == "1+2+4");

    // A 4 in r1c2 sees both cells of r1c1+r2c1 (their box): 1+4 cannot go there.
    digits[std::size_t(shape.cell_at(0, 1))] = 4;
    CHECK(listed(cage_helper(shape, digits, a)) == "(1+4) 2+3");
    // The combination must hold what the cage holds: a 3 in r2c1 keeps 2+3 only.
    digits[std::size_t(shape.cell_at(0, 1))] = 0;
    digits[std::size_t(shape.cell_at(1, 0))] = 3;
    CHECK(listed(cage_helper(shape, digits, a)) == "(1+4) 2+3");
    // ...but only if r1c1 can still take the 2: a 2 in row 1 strikes it out too.
    digits[std::size_t(shape.cell_at(0, 3))] = 2;
    CHECK(listed(cage_helper(shape, digits, a)) == "(1+4) (2+3)");
    // A digit twice in a cage fits no combination.
    digits = ShapeDigits(16, 0);
    digits[std::size_t(shape.cell_at(0, 0))] = 1;
    digits[std::size_t(shape.cell_at(1, 0))] = 1;
    CHECK(listed(cage_helper(shape, digits, a)) == "(1+4) (2+3)");
    // Cells that must all differ: 1, 2 and 4 with r3c2 unable to take 1 or 2 and r4c2 unable to
    // take 1 or 2 leaves no way (two cells need the 4).
    digits = ShapeDigits(16, 0);
    digits[std::size_t(shape.cell_at(2, 0))] = 1;  // row 3
    digits[std::size_t(shape.cell_at(3, 0))] = 2;  // row 4
    digits[std::size_t(shape.cell_at(2, 3))] = 2;  // row 3
    digits[std::size_t(shape.cell_at(3, 3))] = 1;  // row 4
    CHECK(listed(cage_helper(shape, digits, d)) == "(1+2+4)");
    // No cage: nothing.
    CHECK(cage_helper(shape, digits, -1).empty());
    CHECK(cage_helper(shape, digits, shape.cage_count()).empty());
}
