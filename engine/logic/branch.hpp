// What the forcing chains' branches share (engine/logic/forcing.cpp, dynamic.cpp): how a branch
// breaks (a Contradiction and its sentence) and the board's constraints run inside a branch.
//
// A branch propagates over houses and peers (singles, and for the dynamic family locked candidates
// and pairs); on a board with constraints (Killer cages and the innies they imply, any clue of
// Shape::clues) it also runs each constraint's own propagate, the exact solver's (through Domains,
// engine/constraints/constraint.hpp), so "r1c1=5" also takes out what a cage's sum then forbids.
// On a board without constraints (the classic one) nothing of this runs.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <span>
#include <utility>
#include <vector>

#include "engine/constraints/constraint.hpp"
#include "engine/logic/candidates.hpp"
#include "engine/logic/step.hpp"

namespace sudoku {

/// Where a branch breaks: a cell with no candidate left (cell), a house with no place for a symbol
/// it needs (house, digit), or a constraint that cannot hold (its index in Shape::constraints); and
/// the facts of the branch it rests on (indices in the branch's story).
struct Contradiction {
    int cell = -1, house = -1, digit = 0, constraint = -1;
    std::vector<int> needs;
};

/// "r1c1 would have no candidate left", "row 1 would have no place for 5", "cage r1c1+r1c2 (sum 17)
/// could not hold".
Phrase contradiction_phrase(const Shape& shape, const Contradiction& contradiction);

/// The facts `todo` rest on, themselves with them, ascending: fact i rests on the facts `needs[i]`.
/// An index from `external` up is a fact of an outer branch, kept as it is (and not followed).
std::vector<int> needed_facts(std::vector<int> todo, const std::vector<std::vector<int>>& needs,
                              int external = kMaxCells * kMaxSide);

/// What every branch of a forcing chain makes of the grid's empty cells: a symbol placed in all of
/// them, a candidate gone (neither a candidate nor placed) in each.
void common_conclusions(const Candidates& grid, std::span<const Candidates* const> branches, Step& step);

/// A branch's chain as told: its facts ("r1c1=5", "r2c3<>4") joined by commas, those a
/// constraint made grouped and named after it ("r2c3<>4 and r2c4<>4 by cage r2c3+r2c4 (sum 10)").
/// A chain of house facts only is one literal, as before the constraints came in.
class ChainText {
public:
    explicit ChainText(const Shape& shape) : shape_(shape) {}
    /// A fact made by the houses (constraint -1), or by constraint `constraint` of the shape in
    /// its run `run` (the facts of one run are grouped).
    void add(std::string fact, int constraint = -1, int run = -1);
    bool empty() const { return parts_.empty() && group_.empty(); }
    /// The chain as a phrase's argument `name`.
    PhraseArg arg(std::string name);
    /// In English.
    std::string english();

private:
    void close_group();

    const Shape& shape_;
    std::vector<Phrase> parts_;
    bool open_literal_ = false;
    std::vector<Phrase> group_;
    int constraint_ = -1, run_ = -1;
};

/// The grid branches start from, as the constraints see it: each cell's symbols (a placed cell: its
/// symbol) and the constraints that narrow it as it stands (or cannot hold on it). A branch's first
/// run then runs those and the constraints of the cells the branch changed, not every one.
struct ConstraintRoot {
    std::array<DigitMask, kMaxCells> domain;
    std::array<std::uint64_t, kMaxConstraints / 64> busy{};
    /// Runs each constraint of the grid's shape once on the grid (none when it has none).
    static ConstraintRoot of(const Candidates& grid);
    /// The grid as it stands when every constraint is known to leave it as it is.
    static ConstraintRoot quiet(const Candidates& grid);
};

/// The board's constraints over a branch's candidates, run again only where the branch changed.
/// One object per branch (its first run looks at every constraint, or with a root those the
/// root says and those of the cells changed since).
class ConstraintRun {
public:
    enum Result { kNothing, kNarrowed, kBroken };
    /// One candidate removal of a constraint: the cell and the symbols it loses.
    struct Narrowing {
        std::uint8_t cell;
        DigitMask removed;
    };

    explicit ConstraintRun(const Shape& shape, const ConstraintRoot* root = nullptr)
        : set_(shape.constraints()), root_(root) {}
    /// Whether the board has no constraint (then run never narrows).
    bool empty() const { return set_ == nullptr || set_->empty(); }
    const ConstraintSet& set() const { return *set_; }

    /// Runs every constraint whose cells changed since its last run (all at the first run) until
    /// none narrows more, removing what they take out of `grid`. Before a constraint's removals
    /// are made, `told(index, narrowings)` hears them (the story of a branch records what each
    /// rests on). kBroken when a constraint cannot hold (broken() says which; its removals are not
    /// made).
    template <class Told>
    Result run(Candidates& grid, Told&& told);
    Result run(Candidates& grid) {
        return run(grid, [](int, std::span<const Narrowing>) {});
    }
    /// The constraint that could not hold at the last kBroken.
    int broken() const { return broken_; }

private:
    const ConstraintSet* set_;
    const ConstraintRoot* root_;
    bool ran_ = false;
    int broken_ = -1;
    // The cells as the constraints last saw them (a placed cell: its symbol).
    std::array<DigitMask, kMaxCells> seen_;
};

template <class Told>
ConstraintRun::Result ConstraintRun::run(Candidates& grid, Told&& told) {
    if (empty()) return kNothing;
    const Shape& shape = grid.shape();
    const int cells = shape.cell_count(), count = set_->size();
    const int words = (count + 63) / 64;
    std::array<std::uint64_t, kMaxConstraints / 64> dirty{};
    std::array<DigitMask, kMaxCells> domain;
    for (int c = 0; c < cells; ++c)
        domain[std::size_t(c)] = grid.is_empty(c) ? grid.candidates(c) : DigitMask(1u << (grid.digit(c) - 1));
    const auto mark = [&](int cell) {
        for (std::uint16_t k : set_->of_cell(cell)) dirty[k / 64] |= std::uint64_t(1) << (k % 64);
    };
    if (!ran_ && !root_) {
        for (int k = 0; k < count; ++k) dirty[std::size_t(k / 64)] |= std::uint64_t(1) << (k % 64);
    } else {
        const DigitMask* before = ran_ ? seen_.data() : root_->domain.data();
        if (!ran_) dirty = root_->busy;
        for (int c = 0; c < cells; ++c)
            if (domain[std::size_t(c)] != before[c]) mark(c);
    }
    ran_ = true;
    Result result = kNothing;
    Domains domains(shape, domain.data());
    std::array<Narrowing, kMaxCells> narrowed;
    std::array<std::uint8_t, kMaxCells> listed{};
    bool any = true;
    while (any) {
        any = false;
        for (int w = 0; w < words; ++w)
            while (dirty[std::size_t(w)]) {
                any = true;
                const int k = w * 64 + __builtin_ctzll(dirty[std::size_t(w)]);
                dirty[std::size_t(w)] &= dirty[std::size_t(w)] - 1;
                domains.clear_changed();
                if (!(*set_)[k].propagate(domains)) {
                    broken_ = k;
                    return kBroken;
                }
                if (domains.changed().empty()) continue;
                // What it took out: the grid still holds what the domains held before it ran.
                std::size_t n = 0;
                for (std::uint8_t c : domains.changed()) {
                    if (listed[c]) continue;
                    listed[c] = 1;
                    narrowed[n++] = {c, DigitMask(grid.candidates(c) & ~domain[c])};
                }
                told(k, std::span<const Narrowing>(narrowed.data(), n));
                for (std::size_t i = 0; i < n; ++i) {
                    const int c = narrowed[i].cell;
                    listed[std::size_t(c)] = 0;
                    for (unsigned m = narrowed[i].removed; m; m &= m - 1) grid.eliminate(c, __builtin_ctz(m) + 1);
                    mark(c);
                }
                result = kNarrowed;
            }
    }
    std::copy(domain.begin(), domain.begin() + cells, seen_.begin());
    return result;
}

/// Singles and the constraints, again and again until neither removes more; false when the grid
/// breaks (apply_singles, then the constraints when singles stall).
inline bool apply_singles_and_constraints(Candidates& grid, ConstraintRun& run) {
    while (true) {
        if (!grid.apply_singles()) return false;
        switch (run.run(grid)) {
            case ConstraintRun::kBroken:
                return false;
            case ConstraintRun::kNarrowed:
                continue;
            case ConstraintRun::kNothing:
                return true;
        }
    }
}
inline bool apply_singles_and_constraints(Candidates& grid, const ConstraintRoot* root = nullptr) {
    ConstraintRun run(grid.shape(), root);
    return apply_singles_and_constraints(grid, run);
}

}  // namespace sudoku
