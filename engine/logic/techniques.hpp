// The technique finders and the table that orders them.
//
// Each finder looks at a CandidateGrid and reports every instance of its technique it can see to a
// StepCollector, which may stop it early (the solver wants only the first; tests want them all).
// Finders never change the grid. One file per family: singles.cpp, intersections.cpp,
// subsets.cpp, fish.cpp, single_digit.cpp, wings.cpp, uniqueness.cpp, chains.cpp, forcing.cpp, dynamic.cpp.
#pragma once

#include <span>
#include <string>
#include <vector>

#include "engine/logic/candidates.hpp"
#include "engine/logic/difficulty.hpp"
#include "engine/logic/step.hpp"

namespace sudoku {

class StepCollector {
public:
    /// Keeps at most `limit` steps.
    explicit StepCollector(int limit = 1, bool text = true) : limit_(limit), text_(text) {}
    /// Whether the steps need their sentence (Step::say): false where only their effect and
    /// technique are wanted (the shape generator's logical paths). Finders that honour it: the
    /// shape finders above Easy.
    bool text() const { return text_; }

    /// Takes a step; returns true when no more are wanted, so finders can `if (out.add(...)) return;`.
    bool add(Step step) {
        if (int(steps_.size()) < limit_) steps_.push_back(std::move(step));
        return full();
    }
    bool full() const { return int(steps_.size()) >= limit_; }
    std::vector<Step>& steps() { return steps_; }

private:
    int limit_;
    bool text_;
    std::vector<Step> steps_;
};

using Finder = void (*)(const CandidateGrid&, StepCollector&);

// singles.cpp
void find_full_house(const CandidateGrid&, StepCollector&);
void find_hidden_single(const CandidateGrid&, StepCollector&);  // box, then row, then column
void find_naked_single(const CandidateGrid&, StepCollector&);
// intersections.cpp
void find_pointing(const CandidateGrid&, StepCollector&);
void find_claiming(const CandidateGrid&, StepCollector&);
// subsets.cpp
void find_naked_pair(const CandidateGrid&, StepCollector&);
void find_naked_triple(const CandidateGrid&, StepCollector&);
void find_naked_quad(const CandidateGrid&, StepCollector&);
void find_hidden_pair(const CandidateGrid&, StepCollector&);
void find_hidden_triple(const CandidateGrid&, StepCollector&);
void find_hidden_quad(const CandidateGrid&, StepCollector&);
// fish.cpp
void find_x_wing(const CandidateGrid&, StepCollector&);
void find_swordfish(const CandidateGrid&, StepCollector&);
void find_jellyfish(const CandidateGrid&, StepCollector&);
void find_finned_x_wing(const CandidateGrid&, StepCollector&);
void find_finned_swordfish(const CandidateGrid&, StepCollector&);
// single_digit.cpp
void find_skyscraper(const CandidateGrid&, StepCollector&);
void find_two_string_kite(const CandidateGrid&, StepCollector&);
void find_simple_colouring(const CandidateGrid&, StepCollector&);  // colour trap and colour wrap
// wings.cpp
void find_xy_wing(const CandidateGrid&, StepCollector&);
void find_xyz_wing(const CandidateGrid&, StepCollector&);
void find_w_wing(const CandidateGrid&, StepCollector&);
// uniqueness.cpp
void find_unique_rectangle_1(const CandidateGrid&, StepCollector&);
void find_bug_plus_one(const CandidateGrid&, StepCollector&);
// chains.cpp
void find_x_chain(const CandidateGrid&, StepCollector&);
void find_xy_chain(const CandidateGrid&, StepCollector&);
void find_alternating_chain(const CandidateGrid&, StepCollector&);
// forcing.cpp
void find_forcing_chain(const CandidateGrid&, StepCollector&);
// dynamic.cpp
void find_dynamic_forcing_chain(const CandidateGrid&, StepCollector&);
void find_dynamic_forcing_chain_plus(const CandidateGrid&, StepCollector&);
void find_nested_forcing_chain(const CandidateGrid&, StepCollector&);

/// One row of the technique table.
struct TechniqueInfo {
    Technique technique;
    Finder finder;  // null when the technique is reported by another technique's finder
};

/// The finders in the order the solver tries them: easiest first.
std::span<const TechniqueInfo> technique_order();

/// Every instance of one technique in a grid (for tests and for "show me all").
std::vector<Step> find_all(Technique technique, const CandidateGrid& grid, int limit = 1000);

struct StepGroup;
/// all_steps() and all_shape_steps(): appends a group for each of `techniques` (in that order) with
/// the steps of `steps` of that technique, dropping repeated effects and groups left empty, each
/// group sorted by score. Steps are moved out of `steps`.
void append_step_groups(std::vector<StepGroup>& groups, std::span<const Technique> techniques,
                        std::vector<Step>& steps);
/// Runs every finder of `order` (TechniqueInfo or ShapeTechniqueInfo rows, easiest first) up to
/// `max_level` to the end on `grid`, appending its groups (append_step_groups): a finder may report
/// several techniques, its row's and those of the rows without a finder after it.
template <class Info, class Grid>
void append_all_step_groups(std::vector<StepGroup>& groups, std::span<const Info> order, const Grid& grid,
                            Level max_level, int limit) {
    for (std::size_t i = 0; i < order.size(); ++i) {
        if (difficulty_of(order[i].technique).level > max_level) break;  // the order is by level
        if (!order[i].finder) continue;
        StepCollector out(limit);
        order[i].finder(grid, out);
        std::vector<Technique> techniques;
        for (std::size_t j = i; j < order.size() && (j == i || !order[j].finder); ++j)
            techniques.push_back(order[j].technique);
        append_step_groups(groups, techniques, out.steps());
    }
}

// Helpers for building steps and sentences.
/// "r4c5, r6c4" (cells in the order given).
std::string cell_list(std::span<const int> cells);
/// Adds eliminations of `digit` from every cell of `cells` that has it and is not in `except`.
void eliminate_from(const CandidateGrid& grid, Step& step, std::span<const int> cells, int digit,
                    std::span<const int> except = {});
void eliminate_from(const CandidateGrid& grid, Step& step, std::span<const std::uint8_t> cells, int digit,
                    std::span<const int> except = {});
/// Every single of `grid` as it stands, for the forcing chains' rounds: `naked(cell, digit)` for
/// each empty cell with one candidate (cells in order), then `hidden(house, digit, cell)` for each
/// digit with one place in a house that is not a naked single there (houses, then digits, in order).
template <class Naked, class Hidden>
void for_each_single(const CandidateGrid& grid, Naked naked, Hidden hidden) {
    for (int cell = 0; cell < kCells; ++cell)
        if (grid.is_empty(cell) && popcount(grid.candidates(cell)) == 1)
            naked(cell, first_digit(grid.candidates(cell)));
    for (int house = 0; house < kHouses; ++house)
        for (int d = 1; d <= kDigits; ++d) {
            const std::uint16_t where = grid.positions(house, d);
            if (popcount(where) != 1) continue;
            const int cell = house_cells(house)[__builtin_ctz(where)];
            if (popcount(grid.candidates(cell)) == 1) continue;  // a naked single already
            hidden(house, d, cell);
        }
}

/// What a forcing chain's broken branch ends in: "r8c9 would have no candidate left" (cell >= 0), or
/// "column 9 would have no place for 2" (house and digit).
Phrase contradiction_phrase(int cell, int house, int digit);
/// "r1c2<>5, r1c3<>5": the step's eliminations for a sentence.
std::string elimination_list(const Step& step);

}  // namespace sudoku
