// Forcing chains on every shape (forcing.cpp's, over the shape's houses): assume a candidate,
// follow singles, and see what happens. By contradiction: the assumption breaks the grid, so the
// candidate is false. Cell forcing: every candidate of a cell leads to the same placements or
// eliminations, so they hold. The step shows its story: just the singles that lead from the
// assumption to the conclusion. On a board with constraints (Killer cages and their innies, other
// clues) a branch also runs them when its singles stall (branch.hpp): "r1c1=5" then also takes out
// what a cage's sum forbids, and the story names the constraint that did it. On the classic shape
// (no constraints) the steps are forcing.cpp's, in the same order with the same sentences.
#include <algorithm>
#include <array>
#include <optional>

#include "engine/logic/branch.hpp"
#include "engine/logic/finders.hpp"
#include "engine/model/text.hpp"

namespace sudoku {

namespace {

// The search's quick test of an assumption: place it and every single that follows (and what the
// constraints then take out); true when the grid breaks. `scratch` is the branch (a copy of the grid).
bool assume_breaks(const Candidates& grid, int cell, int digit, Candidates& scratch, const ConstraintRoot* root) {
    scratch = grid;
    scratch.place(cell, digit);
    return !apply_singles_and_constraints(scratch, root);
}

// The same test, propagating a round at a time as the Story below does: the rounds after which the
// grid breaks, 0 when it does not (forcing.cpp's rounds_to_break: a broken grid is an empty cell
// without candidates or a house without a place for a symbol it needs, or a constraint that cannot
// hold; a run of the constraints when singles stall counts as a round). One pass over the cells and one over the houses
// a round find both whether the grid is broken and the round's singles (naked ones in cell order, then hidden ones
// house by house, symbols ascending, as for_each_single gives them).
int rounds_to_break(const Candidates& grid, int cell, int digit, const ConstraintRoot* root) {
    const Shape& s = grid.shape();
    const int cells = s.cell_count(), houses = s.house_count(), n = s.side();
    const DigitMask all = s.all_symbols();
    const std::uint8_t* house_cells = s.house_cells(0).data();
    Candidates g = grid;
    g.place(cell, digit);
    ConstraintRun constraints(s, root);
    std::array<Candidate, kMaxCells + kMaxHouses * kMaxSide> round;  // naked, then at most n hidden per house
    for (int rounds = 0;; ++rounds) {
        std::size_t count = 0;
        for (int c = 0; c < cells; ++c) {
            if (!g.is_empty(c)) continue;
            const DigitMask m = g.candidates(c);
            if (m == 0) return std::max(rounds, 1);
            if (!(m & (m - 1))) round[count++] = cand(c, __builtin_ctz(m) + 1);
        }
        for (int h = 0; h < houses; ++h) {
            const std::uint8_t* members = house_cells + std::size_t(h) * std::size_t(n);
            unsigned once = 0, twice = 0, placed = 0;
            for (int i = 0; i < n; ++i) {
                const unsigned m = g.candidates(members[i]);
                twice |= once & m;
                once |= m;
                placed |= (1u << g.digit(members[i])) >> 1;
            }
            if ((once | placed) != all) return std::max(rounds, 1);
            for (unsigned singles = once & ~twice; singles; singles &= singles - 1) {
                const int d = __builtin_ctz(singles) + 1;
                const int at = members[__builtin_ctz(g.positions(h, d))];
                const DigitMask m = g.candidates(at);
                if (m & (m - 1)) round[count++] = cand(at, d);  // else a naked single already
            }
        }
        if (count == 0) {
            if (constraints.empty()) return 0;
            const ConstraintRun::Result ran = constraints.run(g);
            if (ran == ConstraintRun::kBroken) return std::max(rounds, 1);
            if (ran == ConstraintRun::kNothing) return 0;
            continue;
        }
        for (std::size_t i = 0; i < count; ++i)
            if (g.is_empty(round[i].cell) && g.has(round[i].cell, round[i].digit))
                g.place(round[i].cell, round[i].digit);
    }
}

// The propagation once more for the step that was found, remembering what each fact rests on
// (forcing.cpp's Story): the placements, and the removals the constraints make.
class Story {
public:
    struct Fact {
        Candidate candidate;
        bool place = true;
        int constraint = -1, run = -1;  // a constraint's removal: which, and the fact its run began at
    };

    Story(const Candidates& grid, int cell, int digit)
        : shape_(grid.shape()), start_(grid), grid_(grid), constraints_(grid.shape()) {
        for (auto& row : removed_by_) row.fill(-1);
        for (int house = 0; house < shape_.house_count(); ++house)
            for (int c : shape_.house_cells(house))
                if (grid.digit(c)) house_digits_[std::size_t(house)] |= DigitMask(1u << (grid.digit(c) - 1));
        put(cell, digit, {});
        propagate();
    }

    bool broken() const { return contradiction_.has_value(); }
    const Fact& fact(int index) const { return facts_[std::size_t(index)]; }

    std::vector<int> of_contradiction() const {
        return closure(contradiction_ ? contradiction_->needs : std::vector<int>{});
    }
    std::vector<int> of_placement(int cell, int digit) const {
        for (std::size_t i = 0; i < facts_.size(); ++i)
            if (facts_[i].place && facts_[i].candidate.cell == cell && facts_[i].candidate.digit == digit)
                return closure({int(i)});
        return {};
    }
    std::vector<int> of_elimination(int cell, int digit) const {
        const int by = removed_by_[std::size_t(cell)][std::size_t(digit - 1)];
        return by < 0 ? std::vector<int>{} : closure({by});
    }
    Phrase contradiction_text() const {
        if (!contradiction_) return {};
        return contradiction_phrase(shape_, *contradiction_);
    }
    int contradiction_cell() const { return contradiction_ ? contradiction_->cell : -1; }

private:
    struct Single {
        int cell, digit;
        std::vector<int> needs;
    };

    void add_remover(std::vector<int>& needs, int cell, int digit) const {
        const int by = removed_by_[std::size_t(cell)][std::size_t(digit - 1)];
        if (by >= 0 && std::find(needs.begin(), needs.end(), by) == needs.end()) needs.push_back(by);
    }
    std::vector<int> cell_needs(int cell, int keep) const {
        std::vector<int> needs;
        for (unsigned m = start_.candidates(cell); m; m &= m - 1)
            if (int d = __builtin_ctz(m) + 1; d != keep) add_remover(needs, cell, d);
        return needs;
    }
    std::vector<int> house_needs(int house, int digit, int keep) const {
        std::vector<int> needs;
        for (int other : shape_.house_cells(house))
            if (other != keep && start_.has(other, digit)) add_remover(needs, other, digit);
        return needs;
    }
    // A constraint reads its cells: what it removes (or its failing) rests on every removal there.
    std::vector<int> constraint_needs(int constraint) const {
        std::vector<int> needs;
        for (int c : constraints_.set()[constraint].cells())
            for (unsigned m = start_.candidates(c); m; m &= m - 1) add_remover(needs, c, __builtin_ctz(m) + 1);
        return needs;
    }

    void put(int cell, int digit, std::vector<int> needs) {
        const int index = int(facts_.size());
        facts_.push_back({cand(cell, digit)});
        needs_.push_back(std::move(needs));
        std::array<DigitMask, kMaxCells> before;
        std::copy(grid_.masks().begin(), grid_.masks().end(), before.begin());
        grid_.place(cell, digit);
        for (int h : shape_.houses_of(cell)) house_digits_[h] |= DigitMask(1u << (digit - 1));
        for (int c = 0; c < shape_.cell_count(); ++c)
            for (unsigned m = before[std::size_t(c)] & ~grid_.candidates(c); m; m &= m - 1)
                removed_by_[std::size_t(c)][std::size_t(__builtin_ctz(m))] = std::int16_t(index);
    }
    void remove(int cell, int digit, const std::vector<int>& needs, int constraint, int run) {
        if (!grid_.has(cell, digit)) return;
        const int index = int(facts_.size());
        facts_.push_back({cand(cell, digit), false, constraint, run});
        needs_.push_back(needs);
        grid_.eliminate(cell, digit);
        removed_by_[std::size_t(cell)][std::size_t(digit - 1)] = std::int16_t(index);
    }

    void propagate() {
        const int n = shape_.side();
        while (true) {
            for (int cell = 0; cell < shape_.cell_count(); ++cell)
                if (grid_.is_empty(cell) && grid_.candidates(cell) == 0) {
                    contradiction_ = Contradiction{cell, -1, 0, -1, cell_needs(cell, 0)};
                    return;
                }
            for (int house = 0; house < shape_.house_count(); ++house)
                for (int d = 1; d <= n; ++d)
                    if (grid_.positions(house, d) == 0 && !(house_digits_[std::size_t(house)] & (1u << (d - 1)))) {
                        contradiction_ = Contradiction{-1, house, d, -1, house_needs(house, d, -1)};
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
            if (round.empty()) {
                // Singles stall: the constraints' turn.
                const auto ran = constraints_.run(grid_, [&](int k, std::span<const ConstraintRun::Narrowing> list) {
                    const std::vector<int> needs = constraint_needs(k);
                    const int run = int(facts_.size());
                    for (const auto& [c, removed] : list)
                        for (unsigned m = removed; m; m &= m - 1) remove(c, __builtin_ctz(m) + 1, needs, k, run);
                });
                if (ran == ConstraintRun::kBroken)
                    contradiction_ =
                        Contradiction{-1, -1, 0, constraints_.broken(), constraint_needs(constraints_.broken())};
                if (ran != ConstraintRun::kNarrowed) return;
                continue;
            }
            for (Single& single : round)
                if (grid_.is_empty(single.cell) && grid_.has(single.cell, single.digit))
                    put(single.cell, single.digit, std::move(single.needs));
        }
    }

    std::vector<int> closure(std::vector<int> todo) const { return needed_facts(std::move(todo), needs_); }

    const Shape& shape_;
    Candidates start_, grid_;
    ConstraintRun constraints_;
    std::vector<Fact> facts_;
    std::vector<std::vector<int>> needs_;
    std::array<DigitMask, kMaxHouses> house_digits_{};
    std::array<std::array<std::int16_t, kMaxSide>, kMaxCells> removed_by_{};
    std::optional<Contradiction> contradiction_;
};

std::string placement_text(const Shape& s, int cell, int digit) {
    return s.cell_name(cell) + "=" + sym(digit);
}

// The facts `indices` of a story as told (the assumption, fact 0, left out), each added to the
// step's evidence; whether a constraint made one of them.
bool story_text(const Shape& s, const Story& story, const std::vector<int>& indices, Step& step, ChainText& out) {
    bool constraint = false;
    for (int i : indices) {
        if (i == 0) continue;
        const Story::Fact& f = story.fact(i);
        out.add(s.cell_name(f.candidate.cell) + (f.place ? "=" : "<>") + sym(f.candidate.digit), f.constraint, f.run);
        constraint |= f.constraint >= 0;
        const Evidence e{f.candidate, f.place ? Role::LinkOn : Role::LinkOff};
        if (std::find(step.evidence.begin(), step.evidence.end(), e) == step.evidence.end()) step.evidence.push_back(e);
    }
    return constraint;
}

Step contradiction_step(const Candidates& grid, int cell, int digit) {
    const Shape& s = grid.shape();
    Step step;
    step.technique = Technique::ForcingChain;
    step.eliminations.push_back(cand(cell, digit));
    step.evidence.push_back({cand(cell, digit), Role::Cause});
    const Story story(grid, cell, digit);
    std::vector<PhraseArg> args = {{"cell", s.cell_name(cell)}, {"digit", sym(digit)}};
    if (story.broken()) {
        ChainText chain(s);
        const bool clues = story_text(s, story, story.of_contradiction(), step, chain);
        args.emplace_back("contradiction", story.contradiction_text());
        if (story.contradiction_cell() >= 0)
            step.evidence.push_back({cand(story.contradiction_cell(), 0), Role::LinkOff});
        if (chain.empty()) {
            step.say(N_("Forcing Chain: if {cell} were {digit}, {contradiction}, so {cell}<>{digit}."),
                     std::move(args));
        } else {
            args.push_back(chain.arg("chain"));
            if (clues)
                step.say(N_("Forcing Chain: if {cell} were {digit}, singles and the clues would give {chain}, and then "
                            "{contradiction}, so {cell}<>{digit}."),
                         std::move(args));
            else
                step.say(N_("Forcing Chain: if {cell} were {digit}, singles would give {chain}, and then "
                            "{contradiction}, so {cell}<>{digit}."),
                         std::move(args));
        }
    } else {  // not expected: the search saw one
        step.say(N_("Forcing Chain: if {cell} were {digit}, singles would lead to a contradiction, so "
                    "{cell}<>{digit}."),
                 std::move(args));
    }
    return step;
}

void describe_cell_forcing(const Candidates& grid, int cell, Step& step) {
    const Shape& s = grid.shape();
    std::vector<int> ds;
    for (unsigned m = grid.candidates(cell); m; m &= m - 1) ds.push_back(__builtin_ctz(m) + 1);
    for (int d : ds) step.evidence.push_back({cand(cell, d), Role::Cause});
    const bool placement = !step.placements.empty();
    const Candidate conclusion = placement ? step.placements.front() : step.eliminations.front();
    const std::string conclusion_text = placement ? placement_text(s, conclusion.cell, conclusion.digit)
                                                  : s.cell_name(conclusion.cell) + "<>" + sym(conclusion.digit);
    std::vector<Phrase> digits, branches;
    for (std::size_t i = 0; i < ds.size(); ++i) {
        digits.push_back(Phrase::text(sym(ds[i])));
        const Story story(grid, cell, ds[i]);
        const auto indices = placement ? story.of_placement(conclusion.cell, conclusion.digit)
                                       : story.of_elimination(conclusion.cell, conclusion.digit);
        ChainText chain(s);
        const bool clues = story_text(s, story, indices, step, chain);
        Phrase outcome = chain.empty() ? Phrase(N_("{conclusion} at once"), {{"conclusion", conclusion_text}})
                         : clues       ? Phrase(N_("singles and the clues give {chain}"), {chain.arg("chain")})
                                       : Phrase(N_("singles give {chain}"), {chain.arg("chain")});
        branches.push_back(Phrase(i ? N_("; if {digit}, {outcome}") : N_("If {digit}, {outcome}"),
                                  {{"digit", sym(ds[i])}, {"outcome", std::move(outcome)}}));
    }
    step.say(N_("Forcing Chain: {cell} is {digits}. {branches}. Either way {effect}."),
             {{"cell", s.cell_name(cell)},
              {"digits", std::move(digits), PhraseArg::kOr},
              {"branches", std::move(branches), PhraseArg::kNone},
              {"effect", effect_text(s, step)}});
}

}  // namespace

void forcing_chain(const Candidates& grid, StepCollector& out) {
    const Shape& s = grid.shape();
    const int cells = s.cell_count();
    // 1. Contradiction, fewest rounds of singles first (forcing.cpp).
    struct Broken {
        int rounds, cell, digit;
    };
    std::vector<Broken> broken;
    // Where the constraints stand on the grid, for every branch (none on a board without them).
    const auto root_storage = s.constraints() ? std::optional(ConstraintRoot::of(grid)) : std::nullopt;
    const ConstraintRoot* root = root_storage ? &*root_storage : nullptr;
    Candidates scratch;
    for (int cell = 0; cell < cells; ++cell)
        for (unsigned m = grid.candidates(cell); m; m &= m - 1) {
            const int d = __builtin_ctz(m) + 1;
            if (assume_breaks(grid, cell, d, scratch, root))
                broken.push_back({rounds_to_break(grid, cell, d, root), cell, d});
        }
    std::stable_sort(broken.begin(), broken.end(),
                     [](const Broken& a, const Broken& b) { return a.rounds < b.rounds; });
    for (const Broken& b : broken)
        if (out.add(contradiction_step(grid, b.cell, b.digit))) return;
    // 2. Cell forcing over cells of two or three candidates, the shortest first.
    std::vector<Step> steps;
    std::array<Candidates, 3> branches;
    for (int cell = 0; cell < cells; ++cell) {
        const DigitMask cm = grid.candidates(cell);
        const int count = symbol_count(cm);
        if (count < 2 || count > 3) continue;
        int k = 0;
        for (unsigned m = cm; m; m &= m - 1, ++k) {
            branches[std::size_t(k)] = grid;
            branches[std::size_t(k)].place(cell, __builtin_ctz(m) + 1);
            apply_singles_and_constraints(branches[std::size_t(k)], root);
        }
        Step step;
        step.technique = Technique::ForcingChain;
        // The cell itself: each branch places another of its symbols, and none is gone in all.
        const Candidates* const of[] = {&branches[0], &branches[1], &branches[2]};
        common_conclusions(grid, std::span(of, std::size_t(count)), step);
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
