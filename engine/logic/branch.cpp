// What the forcing chains' branches share (branch.hpp): the contradiction's sentence and the
// chain's text.
#include "engine/logic/branch.hpp"

#include "engine/logic/finders.hpp"
#include "engine/model/text.hpp"

namespace sudoku {

Phrase contradiction_phrase(const Shape& shape, const Contradiction& contradiction) {
    if (contradiction.cell >= 0)
        return Phrase(N_("{cell} would have no candidate left"), {{"cell", shape.cell_name(contradiction.cell)}});
    if (contradiction.constraint >= 0 && shape.constraints())
        return Phrase(N_("{constraint} could not hold"),
                      {{"constraint", (*shape.constraints())[contradiction.constraint].name(shape)}});
    return Phrase(N_("{house} would have no place for {digit}"),
                  {{"house", house_phrase(shape, contradiction.house)}, {"digit", sym(contradiction.digit)}});
}

void ChainText::add(std::string fact, int constraint, int run) {
    if (constraint < 0) {
        close_group();
        if (open_literal_) {
            parts_.back().literal += ", " + fact;
        } else {
            parts_.push_back(Phrase::text(std::move(fact)));
            open_literal_ = true;
        }
        return;
    }
    if (!group_.empty() && (constraint != constraint_ || run != run_)) close_group();
    constraint_ = constraint;
    run_ = run;
    group_.push_back(Phrase::text(std::move(fact)));
}

void ChainText::close_group() {
    if (group_.empty()) return;
    parts_.push_back(Phrase(N_("{facts} by {constraint}"),
                            {{"facts", std::move(group_), PhraseArg::kAnd},
                             {"constraint", (*shape_.constraints())[constraint_].name(shape_)}}));
    group_.clear();
    open_literal_ = false;
}

PhraseArg ChainText::arg(std::string name) {
    close_group();
    if (parts_.empty()) return PhraseArg(std::move(name), std::string());
    if (parts_.size() == 1) return PhraseArg(std::move(name), parts_.front());
    return PhraseArg(std::move(name), parts_, PhraseArg::kComma);
}

std::string ChainText::english() {
    close_group();
    std::string out;
    for (std::size_t i = 0; i < parts_.size(); ++i) out += (i ? ", " : "") + render(parts_[i]);
    return out;
}

}  // namespace sudoku
