#include "engine/constraints/registry.hpp"

#include <algorithm>
#include <array>

#include "engine/constraints/cage.hpp"
#include "engine/model/text.hpp"

namespace sudoku {

namespace {

using Made = Result<std::shared_ptr<const Constraint>>;

/// An error about one part of the record ("kind", "cells", "sum").
Made refuse(std::string* field, std::string_view part, Phrase what) {
    if (field != nullptr) *field = std::string(part);
    return Error::say(0, std::move(what));
}

// "killer cage": one list of 1 to n cells, different and orthogonally connected; "sum": what
// different symbols 1..n in that many cells can make.
Made make_killer_cage(const ConstraintRecord& record, const Board& board, std::string* field) {
    const int n = board.side();
    if (record.cells.size() != 1)
        return refuse(field, "cells",
                      Phrase(N_("a killer cage takes one list of cells, found {found}"),
                             {{"found", std::to_string(record.cells.size())}}));
    const std::vector<int>& list = record.cells[0];
    if (list.empty() || int(list.size()) > n)
        return refuse(field, "cells",
                      Phrase(N_("a killer cage has 1 to {n} cells, found {found}"),
                             {{"n", std::to_string(n)}, {"found", std::to_string(list.size())}}));
    Cage cage;
    for (int cell : list) {
        if (cell < 0 || cell >= board.cell_count())
            return refuse(field, "cells",
                          Phrase(N_("cell number {cell} is off the {board} board"),
                                 {{"cell", std::to_string(cell)}, {"board", board_size_text(n)}}));
        cage.cells.push_back(std::uint8_t(cell));
    }
    std::sort(cage.cells.begin(), cage.cells.end());
    const bool has_sum =
        std::any_of(record.values.begin(), record.values.end(), [](const auto& value) { return value.first == "sum"; });
    for (const auto& [name, value] : record.values) {
        if (name != "sum")
            return refuse(field, name,
                          Phrase(N_("a killer cage has no value \"{name}\""), {{"name", capped_message(name, 40)}}));
        cage.sum = value;
    }
    if (std::adjacent_find(cage.cells.begin(), cage.cells.end()) != cage.cells.end())
        return refuse(field, "cells", Phrase(N_("{cage} lists a cell twice"), {{"cage", cage_name_phrase(cage, n)}}));
    if (!has_sum) return refuse(field, "sum", Phrase(N_("a killer cage needs its sum")));
    const int size = int(cage.cells.size());
    if (cage.sum < min_cage_sum(size) || cage.sum > max_cage_sum(size, n))
        return refuse(field, "sum",
                      Phrase(N_("{cage}: {rule}"),
                             {{"cage", cage_name_phrase(cage, n)}, {"rule", cage_sum_rule_phrase(size, n)}}));
    if (!orthogonally_connected(cage.cells, n))
        return refuse(field, "cells",
                      Phrase(N_("{cage} is in more than one piece; a cage must be connected"),
                             {{"cage", cage_name_phrase(cage, n)}}));
    return std::shared_ptr<const Constraint>(std::make_shared<KillerCage>(n, std::move(cage)));
}

struct Kind {
    std::string_view name;
    Made (*make)(const ConstraintRecord&, const Board&, std::string*);
};

constexpr std::array<Kind, 1> kKinds = {{
    {"killer cage", make_killer_cage},
}};

}  // namespace

Result<std::shared_ptr<const Constraint>> make_constraint(const ConstraintRecord& record, const Board& board,
                                                          std::string* field) {
    for (const Kind& kind : kKinds)
        if (kind.name == record.kind) return kind.make(record, board, field);
    return refuse(field, "kind",
                  Phrase(N_("unknown clue kind \"{kind}\""), {{"kind", capped_message(record.kind, 40)}}));
}

std::vector<std::string_view> constraint_kinds() {
    std::vector<std::string_view> out;
    for (const Kind& kind : kKinds) out.push_back(kind.name);
    return out;
}

}  // namespace sudoku
