// The registry of clue kinds (engine/constraints/registry.hpp): a record back to its constraint
// and the constraint back to the same record; a record that is not a clue is refused with the
// part at fault named.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "engine/constraints/cage.hpp"
#include "engine/constraints/registry.hpp"
#include "engine/constraints/shape.hpp"

using namespace sudoku;

namespace {

std::shared_ptr<const Shape> plain(const char* params) {
    return Shape::from_params(parse_shape_params(params).value()).value();
}

/// The refusal's message and the field it names.
std::pair<std::string, std::string> refusal(const ConstraintRecord& record, const Board& board) {
    std::string field = "untouched";
    auto made = make_constraint(record, board, &field);
    REQUIRE_FALSE(made.ok());
    return {made.error().message, field};
}

}  // namespace

TEST_CASE("The registry knows the killer cage", "[engine][constraints][registry]") {
    CHECK(constraint_kinds() == std::vector<std::string_view>{"killer cage"});
}

TEST_CASE("A record makes its constraint and the constraint gives the record back", "[engine][constraints][registry]") {
    auto board = plain("3x3");
    // Cells in any order: the constraint sorts them, its record lists them ascending.
    const ConstraintRecord record{"killer cage", {{10, 1, 0}}, {{"sum", 7}}};
    std::string field = "untouched";
    auto made = make_constraint(record, *board, &field);
    REQUIRE(made.ok());
    CHECK(field == "untouched");
    const Constraint& cage = *made.value();
    CHECK(cage.kind() == "killer cage");
    CHECK(std::vector<int>(cage.cells().begin(), cage.cells().end()) == std::vector<int>{0, 1, 10});
    CHECK(render(cage.name(*board)) == "cage r1c1+r1c2+r2c2 (sum 7)");
    const ConstraintRecord back = cage.record();
    CHECK(back == ConstraintRecord{"killer cage", {{0, 1, 10}}, {{"sum", 7}}});
    // And round again: the same record, an equal constraint.
    CHECK(make_constraint(back, *board).value()->record() == back);
    // Every cage of a Killer shape makes itself again from its record.
    auto killer =
        Shape::from_params(parse_shape_params("2x2k").value(), {}, {Cage{{0, 4}, 3}, Cage{{1, 2, 3}, 9}, Cage{{15}, 4}})
            .value();
    for (const auto& clue : killer->spec().constraints) {
        auto again = make_constraint(clue->record(), *killer);
        REQUIRE(again.ok());
        CHECK(again.value()->record() == clue->record());
        CHECK(dynamic_cast<const KillerCage*>(again.value().get()) != nullptr);
    }
    // The cell-count limits: one cell, and n cells on a 4x4 board.
    auto four = plain("2x2");
    CHECK(make_constraint({"killer cage", {{5}}, {{"sum", 4}}}, *four).ok());
    CHECK(make_constraint({"killer cage", {{0, 1, 2, 3}}, {{"sum", 10}}}, *four).ok());
}

TEST_CASE("The registry refuses what is not a clue, naming the part", "[engine][constraints][registry]") {
    auto board = plain("2x2");
    using Refusal = std::pair<std::string, std::string>;
    CHECK(refusal({"thermo", {{0, 1}}, {}}, *board) == Refusal{"unknown clue kind \"thermo\"", "kind"});
    CHECK(refusal({"killer cage", {{0, 1}}, {}}, *board) == Refusal{"a killer cage needs its sum", "sum"});
    CHECK(refusal({"killer cage", {{0, 1}, {2}}, {{"sum", 3}}}, *board) ==
          Refusal{"a killer cage takes one list of cells, found 2", "cells"});
    CHECK(refusal({"killer cage", {}, {{"sum", 3}}}, *board) ==
          Refusal{"a killer cage takes one list of cells, found 0", "cells"});
    CHECK(refusal({"killer cage", {{}}, {{"sum", 3}}}, *board) ==
          Refusal{"a killer cage has 1 to 4 cells, found 0", "cells"});
    CHECK(refusal({"killer cage", {{0, 1, 2, 3, 7}}, {{"sum", 10}}}, *board) ==
          Refusal{"a killer cage has 1 to 4 cells, found 5", "cells"});
    CHECK(refusal({"killer cage", {{0, 16}}, {{"sum", 3}}}, *board) ==
          Refusal{"cell number 16 is off the 4x4 board", "cells"});
    CHECK(refusal({"killer cage", {{0, -1}}, {{"sum", 3}}}, *board) ==
          Refusal{"cell number -1 is off the 4x4 board", "cells"});
    CHECK(refusal({"killer cage", {{1, 1}}, {{"sum", 3}}}, *board) ==
          Refusal{"cage r1c2+r1c2 (sum 3) lists a cell twice", "cells"});
    CHECK(refusal({"killer cage", {{0, 1}}, {{"sum", 3}, {"weight", 2}}}, *board) ==
          Refusal{"a killer cage has no value \"weight\"", "weight"});
    CHECK(refusal({"killer cage", {{0, 1}}, {{"sum", 2}}}, *board) ==
          Refusal{"cage r1c1+r1c2 (sum 2): 2 different symbols add up to 3 to 7", "sum"});
    CHECK(refusal({"killer cage", {{0, 5}}, {{"sum", 3}}}, *board) ==
          Refusal{"cage r1c1+r2c2 (sum 3) is in more than one piece; a cage must be connected", "cells"});
    // Without a field to set, the same refusal.
    CHECK(make_constraint({"thermo", {{0}}, {}}, *board).error().message == "unknown clue kind \"thermo\"");
}
