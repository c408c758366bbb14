// The technique finders and the table that orders them.
//
// Each finder looks at the candidates of a board (Candidates: any size, shape, Killer) and
// reports every instance of its technique it can see to a StepCollector, which may stop it early
// (the solver wants only the first; tests want them all). Finders never change the grid. One set
// of finders for every board (finders.hpp lists them); the table is in path.cpp.
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
    /// finders above Easy.
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

class Candidates;
/// A technique finder: reports every instance of its technique it sees on any board.
using Finder = void (*)(const Candidates&, StepCollector&);

/// One row of the technique table.
struct TechniqueInfo {
    Technique technique;
    Finder finder;  // null when the technique is reported by another technique's finder
};

/// The one technique table: the finders in the order the solver tries them, easiest first, for
/// every board (rows whose technique needs cages or other clues find nothing without them:
/// needs_clues()).
std::span<const TechniqueInfo> technique_order();
/// Whether a technique is about Killer cages or other clues (nothing to find on a board without
/// them; the Killer ones' library pages have Killer examples, and practice puzzles, classic 9x9,
/// leave them out).
bool needs_clues(Technique technique);

/// Every instance of one technique on a board (for tests and for "show me all").
std::vector<Step> find_all(Technique technique, const Candidates& grid, int limit = 1000);

struct StepGroup;
/// all_steps(): appends a group for each of `techniques` (in that order) with
/// the steps of `steps` of that technique, dropping repeated effects and groups left empty, each
/// group sorted by score. Steps are moved out of `steps`.
void append_step_groups(std::vector<StepGroup>& groups, std::span<const Technique> techniques,
                        std::vector<Step>& steps);
/// Runs every finder of `order` (TechniqueInfo rows, easiest first) up to
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

}  // namespace sudoku
