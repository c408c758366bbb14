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

std::vector<int> needed_facts(std::vector<int> todo, const std::vector<std::vector<int>>& needs, int external) {
    std::vector<bool> in(needs.size(), false);
    std::vector<int> out;
    while (!todo.empty()) {
        const int i = todo.back();
        todo.pop_back();
        if (i >= external) {
            if (std::find(out.begin(), out.end(), i) == out.end()) out.push_back(i);
            continue;
        }
        if (in[std::size_t(i)]) continue;
        in[std::size_t(i)] = true;
        for (int j : needs[std::size_t(i)]) todo.push_back(j);
    }
    for (std::size_t i = 0; i < in.size(); ++i)
        if (in[i]) out.push_back(int(i));
    std::sort(out.begin(), out.end());
    return out;
}

void common_conclusions(const Candidates& grid, std::span<const Candidates* const> branches, Step& step) {
    for (int cell = 0; cell < grid.cell_count(); ++cell) {
        if (!grid.is_empty(cell)) continue;
        unsigned kept = 0, placed = 0xFFFFu;
        for (const Candidates* b : branches) {
            const unsigned here = (1u << b->digit(cell)) >> 1;
            kept |= unsigned(b->candidates(cell)) | here;
            placed &= here;
        }
        if (placed) {
            step.placements.push_back(cand(cell, __builtin_ctz(placed) + 1));
            continue;
        }
        for (unsigned m = grid.candidates(cell) & ~kept; m; m &= m - 1)
            step.eliminations.push_back(cand(cell, __builtin_ctz(m) + 1));
    }
}

namespace {

void root_domain(const Candidates& grid, ConstraintRoot& root) {
    for (int c = 0; c < grid.cell_count(); ++c)
        root.domain[std::size_t(c)] = grid.is_empty(c) ? grid.candidates(c) : DigitMask(1u << (grid.digit(c) - 1));
}

}  // namespace

ConstraintRoot ConstraintRoot::of(const Candidates& grid) {
    ConstraintRoot root;
    root_domain(grid, root);
    const ConstraintSet* set = grid.shape().constraints();
    if (!set) return root;
    std::array<DigitMask, kMaxCells> scratch;
    const std::size_t cells = std::size_t(grid.cell_count());
    for (int k = 0; k < set->size(); ++k) {
        std::copy(root.domain.begin(), root.domain.begin() + std::ptrdiff_t(cells), scratch.begin());
        Domains domains(grid.shape(), scratch.data());
        if (!(*set)[k].propagate(domains) || !domains.changed().empty())
            root.busy[std::size_t(k / 64)] |= std::uint64_t(1) << (k % 64);
    }
    return root;
}

ConstraintRoot ConstraintRoot::quiet(const Candidates& grid) {
    ConstraintRoot root;
    root_domain(grid, root);
    return root;
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
    parts_.push_back(
        Phrase(N_("{facts} by {constraint}"), {{"facts", std::move(group_), PhraseArg::kAnd},
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
