// Puzzles of every shape the game plays, for the game core, saves and UI tests. The box shapes and
// X come from Simon Tatham's Solo (`sgt-solo --generate 1 2x2` and so on, decoded to lines); the
// Windoku and jigsaw puzzles were made for these tests (a random grid, givens removed while the
// solution stays unique). Lines are row by row: '1'-'9', 'A'-'G' for 10-16, '.' blank.
#pragma once

#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "engine/constraints/shape.hpp"

namespace sudoku::game::testing {

struct ShapeFixture {
    const char* name;     // for test output
    const char* params;   // Solo's parameters
    const char* regions;  // jigsaw: the region 1..n of each cell, row by row (else empty)
    const char* givens;
};

inline const std::vector<ShapeFixture>& shape_fixtures() {
    static const std::vector<ShapeFixture> fixtures = {
        {"4x4", "2x2", "", ".1...4....4...3."},
        {"6x6", "2x3", "", "....5.4.......4.6515.4.......1.2...."},
        {"16x16", "4x4", "",
         "7.F..A....4G..63..4D.6..FA1.E..7...B.....5.8.A.FE3..F....6DC.5....3....2..6EF9.D.....D54C3...2....C5E.1F."
         "2....G..8D...G.1.A.4C.56.8G.B.3.9...7D..1....A.7C.298....E...8DG1F.....5.7269..D....E....G.856....A..BCB."
         "2.G.C.....8...8..F.2E9..G.6D..1E..37....C..F.A"},
        {"X", "3x3x", "", "1..2...6.......24...8..1.93..3......4.......5......6..32.9..7...17.......9...7..2"},
        {"Windoku", "3x3w", "", "...8............2.9.5.1.76................5....1..3............7...9.8.....3....6"},
        {"Jigsaw", "9j", "111222333111222333411222336415555366444456666447559966477558999777888899777888899",
         ".7...1......4...91.2...5.63....2........1......6..........9..4..........9.16....."},
    };
    return fixtures;
}

inline std::shared_ptr<const Shape> fixture_shape(const ShapeFixture& f) {
    auto params = parse_shape_params(f.params);
    REQUIRE(params.ok());
    std::vector<std::uint8_t> regions;
    for (const char* c = f.regions; *c; ++c) regions.push_back(std::uint8_t(parse_symbol_char(*c) - 1));
    auto shape = Shape::from_params(params.value(), regions);
    REQUIRE(shape.ok());
    return shape.value();
}

inline ShapeDigits fixture_givens(const ShapeFixture& f) {
    ShapeDigits out;
    for (const char* c = f.givens; *c; ++c) out.push_back(std::uint8_t(parse_symbol_char(*c)));
    return out;
}

}  // namespace sudoku::game::testing
