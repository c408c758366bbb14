// The registry of clue kinds (issue #34, docs/engine-design.md): a constraint as data
// (ConstraintRecord: its kind, cell lists and named numbers) back to a Constraint object. Saves and
// formats write a puzzle's clues as records (Constraint::record) and read them back here, so a
// new kind of clue is one factory in registry.cpp and no change to any file format.
//
// A factory checks everything that concerns its one constraint (its cells on the board, its
// numbers, a cage connected); what spans several constraints (cages disjoint, a Killer board
// having cages) stays in Shape::make. The engine knows no JSON: the saves layer turns its JSON
// into records.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "engine/constraints/constraint.hpp"
#include "engine/model/board.hpp"
#include "engine/model/result.hpp"

namespace sudoku {

/// The constraint a record describes on `board`, or an Error saying what is wrong in a sentence:
/// `unknown clue kind "thermo"`, "a killer cage needs its sum". When `field` is given it is set,
/// on an error, to the part of the record at fault: "kind", "cells" or a value's name ("sum").
/// make_constraint(c.record(), board) rebuilds a constraint c the registry knows.
Result<std::shared_ptr<const Constraint>> make_constraint(const ConstraintRecord& record, const Board& board,
                                                          std::string* field = nullptr);

/// The kinds the registry knows, in the order it lists them ("killer cage").
std::vector<std::string_view> constraint_kinds();

}  // namespace sudoku
