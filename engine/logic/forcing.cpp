// Forcing chains, the last logical resort: assume a candidate, follow singles, and see what
// happens. By contradiction: the assumption breaks the grid, so the candidate is false. Cell
// forcing: every candidate of a cell leads to the same placements or eliminations, so they hold.
// The step shows its story: just the singles that lead from the assumption to the conclusion.
#include <algorithm>
#include <array>
#include <optional>

#include "engine/logic/techniques.hpp"
#include "engine/notation.hpp"
#include "engine/text.hpp"

namespace sudoku {

namespace {

struct Branch {
    bool broken = false;
    CandidateGrid result;
};

// The search's quick test of an assumption: place it and every single that follows.
Branch assume(const CandidateGrid& grid, int cell, int digit) {
    Branch b{false, grid};
    b.result.place(cell, digit);
    b.broken = !b.result.apply_singles();
    return b;
}

// The same test, propagating a round at a time as the Story below does (every single of the grid
// as it stands, then the next round): the rounds after which the grid breaks, 0 when it does not.
// A contradiction found after R rounds rests on a placement of the last round, which rests on one
// of the round before, and so on: the story of the contradiction has about R placements after the
// assumption or more, so the fewest rounds find the shortest story, or one close to it, cheaply.
int rounds_to_break(const CandidateGrid& grid, int cell, int digit) {
    CandidateGrid g = grid;
    g.place(cell, digit);
    std::vector<Candidate> round;
    for (int rounds = 0;; ++rounds) {
        if (g.is_broken()) return std::max(rounds, 1);
        round.clear();
        for_each_single(
            g,
            [&](int c, int d) {
                round.push_back({std::uint8_t(c), std::uint8_t(d)});
            },
            [&](int, int d, int c) {
                round.push_back({std::uint8_t(c), std::uint8_t(d)});
            });
        if (round.empty()) return 0;
        for (const Candidate& single : round)
            if (g.is_empty(single.cell) && g.has(single.cell, single.digit)) g.place(single.cell, single.digit);
    }
}

// The same propagation once more, for the step that was found, remembering what each placement
// rests on: then the step can show just the placements that lead to its conclusion (the chain), not
// everything the singles filled in. Singles are taken a round at a time (every single of the grid
// as it stands, then the next round), so each story is close to the shortest.
class Story {
public:
    Story(const CandidateGrid& grid, int cell, int digit) : start_(grid), grid_(grid) {
        for (auto& row : removed_by_) row.fill(-1);
        for (int house = 0; house < kHouses; ++house)
            for (int c : house_cells(house))
                if (grid.digit(c)) house_digits_[house] |= digit_bit(grid.digit(c));
        put(cell, digit, {});
        propagate();
    }

    bool broken() const { return contradiction_.has_value(); }
    Candidate placement(int index) const { return placed_[index]; }

    /// The placements (indices, in order; 0 is the assumption) that the contradiction rests on.
    std::vector<int> of_contradiction() const {
        return closure(contradiction_ ? contradiction_->needs : std::vector<int>{});
    }
    /// What made the branch place `digit` in `cell`, or take `digit` out of it; empty when the
    /// branch did neither.
    std::vector<int> of_placement(int cell, int digit) const {
        for (std::size_t i = 0; i < placed_.size(); ++i)
            if (placed_[i].cell == cell && placed_[i].digit == digit) return closure({int(i)});
        return {};
    }
    std::vector<int> of_elimination(int cell, int digit) const {
        const int by = removed_by_[cell][digit - 1];
        return by < 0 ? std::vector<int>{} : closure({by});
    }
    /// "r8c9 would have no candidate left" or "column 9 would have no place for 2".
    Phrase contradiction_text() const {
        if (!contradiction_) return {};
        return contradiction_phrase(contradiction_->cell, contradiction_->house, contradiction_->digit);
    }
    int contradiction_cell() const { return contradiction_ ? contradiction_->cell : -1; }

private:
    struct Contradiction {
        int cell = -1, house = -1, digit = 0;
        std::vector<int> needs;
    };
    struct Single {
        int cell, digit;
        std::vector<int> needs;
    };

    // The placements that removed `digit` from `cell` (none when it was gone before the branch).
    void add_remover(std::vector<int>& needs, int cell, int digit) const {
        const int by = removed_by_[cell][digit - 1];
        if (by >= 0 && std::find(needs.begin(), needs.end(), by) == needs.end()) needs.push_back(by);
    }
    // Why `cell` can hold nothing but `keep` (keep = 0: nothing at all).
    std::vector<int> cell_needs(int cell, int keep) const {
        std::vector<int> needs;
        for (int d : digits_of(start_.candidates(cell)))
            if (d != keep) add_remover(needs, cell, d);
        return needs;
    }
    // Why `digit` has no place in `house` but `keep` (keep = -1: no place at all).
    std::vector<int> house_needs(int house, int digit, int keep) const {
        std::vector<int> needs;
        for (int other : house_cells(house))
            if (other != keep && start_.has(other, digit)) add_remover(needs, other, digit);
        return needs;
    }

    void put(int cell, int digit, std::vector<int> needs) {
        const int index = int(placed_.size());
        placed_.push_back({std::uint8_t(cell), std::uint8_t(digit)});
        needs_.push_back(std::move(needs));
        const CandidateMasks before = grid_.masks();
        grid_.place(cell, digit);
        for (int house : houses_of(cell)) house_digits_[house] |= digit_bit(digit);
        for (int c = 0; c < kCells; ++c)
            for (int d : digits_of(DigitMask(before[c] & ~grid_.candidates(c))))
                removed_by_[c][d - 1] = std::int16_t(index);
    }

    void propagate() {
        while (true) {
            for (int cell = 0; cell < kCells; ++cell)
                if (grid_.is_empty(cell) && grid_.candidates(cell) == 0) {
                    contradiction_ = Contradiction{cell, -1, 0, cell_needs(cell, 0)};
                    return;
                }
            for (int house = 0; house < kHouses; ++house)
                for (int d = 1; d <= kDigits; ++d)
                    if (grid_.positions(house, d) == 0 && !(house_digits_[house] & digit_bit(d))) {
                        contradiction_ = Contradiction{-1, house, d, house_needs(house, d, -1)};
                        return;
                    }
            std::vector<Single> round;
            for_each_single(
                grid_,
                [&](int cell, int d) {
                    round.push_back({cell, d, cell_needs(cell, d)});
                },
                [&](int house, int d, int cell) {
                    round.push_back({cell, d, house_needs(house, d, cell)});
                });
            if (round.empty()) return;
            // A later single of the round may clash with an earlier one: the next round's check
            // finds the contradiction.
            for (Single& single : round)
                if (grid_.is_empty(single.cell) && grid_.has(single.cell, single.digit))
                    put(single.cell, single.digit, std::move(single.needs));
        }
    }

    std::vector<int> closure(std::vector<int> todo) const {
        std::vector<bool> in(placed_.size(), false);
        while (!todo.empty()) {
            const int i = todo.back();
            todo.pop_back();
            if (in[i]) continue;
            in[i] = true;
            for (int j : needs_[i]) todo.push_back(j);
        }
        std::vector<int> out;
        for (std::size_t i = 0; i < in.size(); ++i)
            if (in[i]) out.push_back(int(i));
        return out;
    }

    CandidateGrid start_, grid_;
    std::vector<Candidate> placed_;
    std::vector<std::vector<int>> needs_;            // for each placement, the earlier ones it rests on
    std::array<DigitMask, kHouses> house_digits_{};  // the digits each house holds
    std::array<std::array<std::int16_t, kDigits>, kCells> removed_by_{};
    std::optional<Contradiction> contradiction_;
};

std::string placement_text(int cell, int digit) {
    return cell_name(cell) + "=" + std::to_string(digit);
}

// "r1c5=3, r4c5=7" for a story's placements after the assumption, also added to the evidence.
std::string story_text(const Story& story, const std::vector<int>& indices, Step& step) {
    std::string out;
    for (int i : indices) {
        if (i == 0) continue;
        const Candidate c = story.placement(i);
        if (!out.empty()) out += ", ";
        out += placement_text(c.cell, c.digit);
        Evidence e{c, Role::LinkOn};
        if (std::find(step.evidence.begin(), step.evidence.end(), e) == step.evidence.end()) step.evidence.push_back(e);
    }
    return out;
}

// Forcing chain by contradiction: assuming `digit` in `cell` breaks the grid.
Step contradiction_step(const CandidateGrid& grid, int cell, int digit) {
    Step step;
    step.technique = Technique::ForcingChain;
    step.eliminations.push_back({std::uint8_t(cell), std::uint8_t(digit)});
    step.evidence.push_back({{std::uint8_t(cell), std::uint8_t(digit)}, Role::Cause});
    const Story story(grid, cell, digit);
    std::vector<PhraseArg> args = {{"cell", cell_name(cell)}, {"digit", std::to_string(digit)}};
    if (story.broken()) {
        const std::string chain = story_text(story, story.of_contradiction(), step);
        args.emplace_back("contradiction", story.contradiction_text());
        if (story.contradiction_cell() >= 0)
            step.evidence.push_back({{std::uint8_t(story.contradiction_cell()), 0}, Role::LinkOff});
        if (chain.empty()) {
            step.say(N_("Forcing Chain: if {cell} were {digit}, {contradiction}, so {cell}<>{digit}."),
                     std::move(args));
        } else {
            args.emplace_back("chain", chain);
            step.say(N_("Forcing Chain: if {cell} were {digit}, singles would give {chain}, and then {contradiction}, "
                        "so {cell}<>{digit}."),
                     std::move(args));
        }
    } else {  // not expected: the search saw one
        step.say(N_("Forcing Chain: if {cell} were {digit}, singles would lead to a contradiction, so "
                    "{cell}<>{digit}."),
                 std::move(args));
    }
    return step;
}

// Cell forcing: every candidate of `cell` leads to the step's placements and eliminations; the
// sentence tells the story of the first of them in each branch.
void describe_cell_forcing(const CandidateGrid& grid, int cell, Step& step) {
    const auto ds = digits_of(grid.candidates(cell));
    for (int d : ds) step.evidence.push_back({{std::uint8_t(cell), std::uint8_t(d)}, Role::Cause});
    const bool placement = !step.placements.empty();
    const Candidate conclusion = placement ? step.placements.front() : step.eliminations.front();
    const std::string conclusion_text = placement
                                            ? placement_text(conclusion.cell, conclusion.digit)
                                            : cell_name(conclusion.cell) + "<>" + std::to_string(conclusion.digit);
    std::vector<Phrase> digits, branches;
    for (int i = 0; i < ds.size(); ++i) {
        digits.push_back(Phrase::text(std::to_string(ds[i])));
        const Story story(grid, cell, ds[i]);
        const auto indices = placement ? story.of_placement(conclusion.cell, conclusion.digit)
                                       : story.of_elimination(conclusion.cell, conclusion.digit);
        const std::string chain = story_text(story, indices, step);
        Phrase outcome = chain.empty() ? Phrase(N_("{conclusion} at once"), {{"conclusion", conclusion_text}})
                                       : Phrase(N_("singles give {chain}"), {{"chain", chain}});
        branches.push_back(Phrase(i ? N_("; if {digit}, {outcome}") : N_("If {digit}, {outcome}"),
                                  {{"digit", std::to_string(ds[i])}, {"outcome", std::move(outcome)}}));
    }
    step.say(N_("Forcing Chain: {cell} is {digits}. {branches}. Either way {effect}."),
             {{"cell", cell_name(cell)},
              {"digits", std::move(digits), PhraseArg::kOr},
              {"branches", std::move(branches), PhraseArg::kNone},
              {"effect", step.effect_text()}});
}

}  // namespace

void find_forcing_chain(const CandidateGrid& grid, StepCollector& out) {
    // Each kind's steps are reported shortest chain first, as Sudoku Explainer takes the easiest
    // step it can see: the solver's path, and so the score, takes the shortest.
    // 1. Contradiction: a candidate whose assumption breaks the grid is false. Those that break
    // after the fewest rounds of singles come first (the first in the grid's order among equals):
    // their stories are the shortest, or nearly (a bound, rounds_to_break), and only the stories
    // asked for are told.
    struct Broken {
        int rounds, cell, digit;
    };
    std::vector<Broken> broken;
    for (int cell = 0; cell < kCells; ++cell)
        for (int d : digits_of(grid.candidates(cell)))
            if (assume(grid, cell, d).broken) broken.push_back({rounds_to_break(grid, cell, d), cell, d});
    std::stable_sort(broken.begin(), broken.end(),
                     [](const Broken& a, const Broken& b) { return a.rounds < b.rounds; });
    for (const Broken& b : broken)
        if (out.add(contradiction_step(grid, b.cell, b.digit))) return;
    // 2. Cell forcing: whatever candidate of a cell is true, the same conclusions follow. Rarer
    // (only when no assumption breaks the grid): every one is told, and the shortest comes first.
    std::vector<Step> steps;
    for (int cell = 0; cell < kCells; ++cell) {
        auto ds = digits_of(grid.candidates(cell));
        if (ds.size() < 2 || ds.size() > 3) continue;
        std::vector<Branch> branches;
        for (int d : ds) branches.push_back(assume(grid, cell, d));
        Step step;
        step.technique = Technique::ForcingChain;
        for (int other = 0; other < kCells; ++other) {
            if (other == cell || !grid.is_empty(other)) continue;
            // Placed in every branch?
            int placed = branches[0].result.digit(other);
            bool same = placed != 0;
            for (const auto& b : branches) same = same && b.result.digit(other) == placed;
            if (same) {
                step.placements.push_back({std::uint8_t(other), std::uint8_t(placed)});
                continue;
            }
            for (int d : digits_of(grid.candidates(other))) {
                bool gone = true;
                for (const auto& b : branches) gone = gone && !b.result.has(other, d) && b.result.digit(other) != d;
                if (gone) step.eliminations.push_back({std::uint8_t(other), std::uint8_t(d)});
            }
        }
        if (step.placements.empty() && step.eliminations.empty()) continue;
        describe_cell_forcing(grid, cell, step);
        steps.push_back(std::move(step));
    }
    std::stable_sort(steps.begin(), steps.end(),
                     [](const Step& a, const Step& b) { return step_score(a) < step_score(b); });
    for (Step& step : steps)
        if (out.add(std::move(step))) return;
}

}  // namespace sudoku
