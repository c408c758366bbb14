// Killer game IDs as Solo writes them: read, written back byte for byte, and solved to the one grid
// that keeps every cage and house. tests/data/killer/solo-killer-ids.txt holds IDs made by the
// real sgt-solo --generate.
#include <catch2/catch.hpp>

#include <fstream>
#include <set>
#include <string>
#include <vector>

#include "engine/constraints/rules.hpp"
#include "engine/formats/solo_id.hpp"
#include "engine/solve/exact.hpp"
#include "engine/solve/reference.hpp"

using namespace sudoku;
using namespace sudoku::formats;

namespace {

std::vector<std::string> killer_ids() {
    std::ifstream in(std::string(SUDOKU_TEST_DATA_DIR) + "/killer/solo-killer-ids.txt");
    REQUIRE(in);
    std::vector<std::string> ids;
    for (std::string line; std::getline(in, line);)
        if (!line.empty() && line[0] != '#') ids.push_back(line);
    return ids;
}

std::string error_of(std::string_view id) {
    auto parsed = parse_solo_id(id);
    REQUIRE_FALSE(parsed.ok());
    return parsed.error().to_string();
}

}  // namespace

TEST_CASE("Solo's Killer IDs read, write back the same and have one solution", "[killer][formats]") {
    auto ids = killer_ids();
    REQUIRE(ids.size() >= 12);
    std::set<std::string> kinds;
    std::set<std::string> checked_by_reference;
    for (const auto& id : ids) {
        INFO(id);
        auto parsed = parse_solo_id(id);
        INFO((parsed.ok() ? "" : parsed.error().to_string()));
        REQUIRE(parsed.ok());
        const auto& puzzle = parsed.value();
        const std::string params = id.substr(0, id.find(':'));
        kinds.insert(params);
        CHECK(puzzle.shape->is_killer());
        CHECK(puzzle.shape->params_name() == params);
        CHECK(format_solo_id(*puzzle.shape, puzzle.givens) == id);
        // Solo's cages cover the board.
        int covered = 0;
        for (const Cage& cage : puzzle.shape->cages()) covered += int(cage.cells.size());
        CHECK(covered == puzzle.shape->cell_count());
        ShapeDigits solution;
        REQUIRE(count_solutions(*puzzle.shape, puzzle.givens, 2, &solution) == 1);
        CHECK(is_solution_of(*puzzle.shape, puzzle.givens, solution));
        // The plain backtracker agrees, once per kind of board (it is slow).
        if (checked_by_reference.insert(params).second) {
            ShapeDigits reference_solution;
            CHECK(reference::count_solutions(*puzzle.shape, puzzle.givens, 2, &reference_solution) == 1);
            CHECK(reference_solution == solution);
        }
    }
    CHECK(kinds == std::set<std::string>{"2x2k", "2x3k", "3x3k", "3x3xk", "9jk"});
    // Killer X as we name it reads too.
    const std::string x = ids[4];
    REQUIRE(x.rfind("3x3xk:", 0) == 0);
    auto kx = parse_solo_id("3x3kx:" + x.substr(6));
    REQUIRE(kx.ok());
    CHECK(kx.value().shape->has_diagonals());
    CHECK(format_solo_id(*kx.value().shape, kx.value().givens) == x);
}

TEST_CASE("Malformed Killer IDs say what is wrong and where", "[killer][formats]") {
    CHECK(error_of("2x2k:p") ==
          "column 7: a Killer ID needs its cage walls and sums after the grid: ',' walls ',' sums");
    CHECK(error_of("2x2k:p,") == "column 8: the cage walls are missing after the ','");
    CHECK(error_of("2x2k:p,_a_") ==
          "column 11: a Killer ID needs its cage sums after the cage walls: ',' and the sums");
    CHECK(error_of("2x2k:p,_a________babaaa,") == "column 25: the cage sums are missing after the ','");
    CHECK(error_of("2x2k:p,_a________babaaa,5_5a4a7_5a5b9c") ==
          "column 39: the cage sums cover 15 of the 16 cells of a 4x4 board");
    CHECK(error_of("2x2k:p,_a________babaaa,5_5a4a7_5a5b9d1") ==
          "column 39: the cage sums go on past the 16 cells of a 4x4 board");
    CHECK(error_of("2x2k:p,_a________babaaa,5_5_4a7_5a5b9d") ==
          "column 29: a second sum for the cage of r1c3 (it has 5 at r1c2)");
    CHECK(error_of("2x2k:p,_a________babaaa,5_5c7_5a5b9d") == "column 25: the cage of 2 cells at r1c4 has no sum");
    CHECK(error_of("2x2k:p,_a________babaaa,5_5a4a7_5a5b#d") ==
          "column 37: '#' is not a cage sum, a run of cells without one (a to z) or the separator '_'");
    CHECK(error_of("2x2k:p,_a________ba!aaa,5_5a4a7_5a5b9d") ==
          "column 20: '!' cannot be in cage walls: they are written with '_' and the letters a to z");
    // A sum no cage of that size can make is named by the cage.
    CHECK(error_of("2x2k:p,_a________babaaa,9_5a4a7_5a5b9d") ==
          "column 25: cage r1c1+r2c1 has sum 9: 2 different symbols add up to 3 to 7 on a 4x4 board");
    // Quoted as written, however long (the number kept is capped).
    CHECK(error_of("2x2k:p,_a________babaaa,99999999999999999999_5a4a7_5a5b9d") ==
          "column 25: cage r1c1+r2c1 has sum 99999999999999999999: 2 different symbols add up to 3 to 7 on a 4x4 "
          "board");
    // Nothing after a killer's sums; a plain board has no cages.
    CHECK(error_of("2x2:p,x,3o").find("column 6: a 4x4 board with boxes has nothing after its grid") == 0);
}
