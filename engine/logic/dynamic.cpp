// Dynamic forcing chains (Sudoku Explainer's family), the logic beyond the simple forcing chain:
// assume a candidate true (placed) or false (taken out), propagate over the whole grid, and see
// what follows.
//
//  - Dynamic Forcing Chain: the propagation places singles (naked and hidden).
//  - Dynamic Forcing Chain (+): it also applies locked candidates (pointing, claiming) and naked
//    and hidden pairs.
//  - Nested Forcing Chain: when those stall, it also takes out every candidate whose assumption
//    leads to a contradiction by a dynamic forcing chain (+) inside the branch.
//
// Conclusions: the assumption breaks the grid (the candidate is false, or true when the branch
// assumed it false); every candidate of a cell, or every place of a digit in a house, leads to the
// same placements or eliminations (cell and region forcing); the candidate's on and off branches
// agree (double forcing). Each rule of the propagation is sound, so every conclusion is.
//
// The search propagates on plain CandidateGrids (fast, nothing remembered). For the step it found,
// a Trace propagates the same branch once more, remembering what each fact rests on, so the step
// can show just the facts that lead to its conclusion.
#include <algorithm>
#include <array>
#include <functional>
#include <optional>
#include <span>
#include <utility>
#include <vector>

#include "engine/logic/techniques.hpp"
#include "engine/notation.hpp"
#include "engine/text.hpp"

namespace sudoku {

namespace {

enum Depth { kSingles = 0, kPlus = 1, kNested = 2 };

// Why the (+) rules take a digit out.
struct Reason {
    enum Kind : std::uint8_t { Pointing, Claiming, NakedPair, HiddenPair } kind;
    int house = 0;          // the box (pointing), the line (claiming), the pair's house
    int other = 0;          // the line (pointing), the box (claiming)
    DigitMask digits = 0;   // the locked digit, or the pair's digits
    int cells[2] = {0, 0};  // the pair's cells
};

// Calls f(cell, digit, reason) for every elimination the (+) rules make in the grid as it stands.
// Bit tricks on the position masks keep this cheap: it runs at every turn of every (+) branch.
template <class F>
void for_each_plus_elimination(const CandidateGrid& g, F&& f) {
    // Locked candidates: a digit of a house confined to its intersection with another house.
    // Positions in a box are numbered in reading order; in a line, along it.
    auto remove_rest = [&](int house, int other, int digit, std::uint16_t rest, Reason::Kind kind) {
        const Reason reason{kind, house, other, digit_bit(digit), {0, 0}};
        for (; rest; rest &= std::uint16_t(rest - 1)) f(int(house_cells(other)[__builtin_ctz(rest)]), digit, reason);
    };
    for (int d = 1; d <= kDigits; ++d) {
        for (int b = 0; b < kSide; ++b) {
            const int box = box_house(b);
            const std::uint16_t where = g.positions(box, d);
            if (popcount(where) < 2) continue;
            const int band = b / kBoxCols, stack = b % kBoxCols;
            for (int k = 0; k < kBoxRows; ++k)
                if (!(where & ~(0x7u << (3 * k)))) {  // one row of the box
                    const int row = row_house(band * kBoxRows + k);
                    remove_rest(box, row, d, std::uint16_t(g.positions(row, d) & ~(0x7u << (3 * stack))),
                                Reason::Pointing);
                }
            for (int k = 0; k < kBoxCols; ++k)
                if (!(where & ~(0x49u << k))) {  // one column of the box
                    const int col = col_house(stack * kBoxCols + k);
                    remove_rest(box, col, d, std::uint16_t(g.positions(col, d) & ~(0x7u << (3 * band))),
                                Reason::Pointing);
                }
        }
        for (int line = 0; line < 2 * kSide; ++line) {
            const std::uint16_t where = g.positions(line, d);
            if (popcount(where) < 2) continue;
            const bool row = line < kSide;
            const int index = line % kSide;
            for (int j = 0; j < 3; ++j) {
                if (where & ~(0x7u << (3 * j))) continue;
                // The box at band/stack j of the line; the line's cells in it.
                const int box = box_house(row ? (index / 3) * 3 + j : j * 3 + index / 3);
                const unsigned inside = row ? 0x7u << (3 * (index % 3)) : 0x49u << (index % 3);
                remove_rest(line, box, d, std::uint16_t(g.positions(box, d) & ~inside), Reason::Claiming);
            }
        }
    }
    for (int house = 0; house < kHouses; ++house) {
        const auto& cells = house_cells(house);
        // Naked pairs.
        int pairs[kSide];
        int n = 0;
        for (int i = 0; i < kSide; ++i)
            if (g.is_empty(cells[i]) && popcount(g.candidates(cells[i])) == 2) pairs[n++] = i;
        for (int x = 0; x < n; ++x)
            for (int y = x + 1; y < n; ++y) {
                const DigitMask m = g.candidates(cells[pairs[x]]);
                if (g.candidates(cells[pairs[y]]) != m) continue;
                const Reason reason{Reason::NakedPair, house, 0, m, {cells[pairs[x]], cells[pairs[y]]}};
                for (int k = 0; k < kSide; ++k)
                    if (k != pairs[x] && k != pairs[y])
                        for (int d : digits_of(DigitMask(g.candidates(cells[k]) & m))) f(int(cells[k]), d, reason);
            }
        // Hidden pairs.
        int digits[kDigits];
        n = 0;
        for (int d = 1; d <= kDigits; ++d)
            if (popcount(g.positions(house, d)) == 2) digits[n++] = d;
        for (int x = 0; x < n; ++x)
            for (int y = x + 1; y < n; ++y) {
                const std::uint16_t where = g.positions(house, digits[x]);
                if (g.positions(house, digits[y]) != where) continue;
                const DigitMask pair = DigitMask(digit_bit(digits[x]) | digit_bit(digits[y]));
                const int c1 = cells[__builtin_ctz(where)];
                const int c2 = cells[31 - __builtin_clz(where)];
                if (!(DigitMask(g.candidates(c1) | g.candidates(c2)) & ~pair)) continue;
                const Reason reason{Reason::HiddenPair, house, 0, pair, {c1, c2}};
                for (int c : {c1, c2})
                    for (int d : digits_of(DigitMask(g.candidates(c) & ~pair))) f(c, d, reason);
            }
    }
}

bool propagate(CandidateGrid& g, int depth);

// One pass of the (+) rules; false when none applies.
bool apply_plus(CandidateGrid& g) {
    std::array<Candidate, 4 * kCells> found;
    std::size_t n = 0;
    for_each_plus_elimination(g, [&](int cell, int digit, const Reason&) {
        if (n < found.size()) found[n++] = {std::uint8_t(cell), std::uint8_t(digit)};
    });
    for (std::size_t i = 0; i < n; ++i) g.eliminate(found[i].cell, found[i].digit);
    return n > 0;
}

// The first candidate whose assumption breaks the grid under (+) propagation, if any.
std::optional<Candidate> inner_contradiction(const CandidateGrid& g) {
    for (int cell = 0; cell < kCells; ++cell) {
        if (!g.is_empty(cell)) continue;
        for (int d : digits_of(g.candidates(cell))) {
            CandidateGrid branch = g;
            branch.place(cell, d);
            if (!propagate(branch, kPlus)) return Candidate{std::uint8_t(cell), std::uint8_t(d)};
        }
    }
    return std::nullopt;
}

// Propagates at `depth`; false when the grid breaks.
bool propagate(CandidateGrid& g, int depth) {
    while (true) {
        if (!g.apply_singles()) return false;
        if (depth >= kPlus && apply_plus(g)) continue;
        if (depth >= kNested) {
            // Every candidate whose assumption breaks the grid under (+) propagation goes, in one
            // pass (each one is false in the grid as it stands when it is tried).
            bool removed = false;
            for (int cell = 0; cell < kCells; ++cell) {
                if (!g.is_empty(cell)) continue;
                for (int d : digits_of(g.candidates(cell))) {
                    CandidateGrid branch = g;
                    branch.place(cell, d);
                    if (!propagate(branch, kPlus)) g.eliminate(cell, d), removed = true;
                }
            }
            if (removed) continue;
        }
        return true;  // apply_singles found the grid whole, and nothing changed since
    }
}

std::string candidate_text(Candidate c, bool on) {
    return cell_name(c.cell) + (on ? "=" : "<>") + std::to_string(c.digit);
}

bool in_house(int cell, int house) {
    const auto& houses = houses_of(cell);
    return houses[0] == house || houses[1] == house || houses[2] == house;
}

// One branch propagated once more, remembering what each fact rests on. A fact is a placement or
// an elimination; fact 0 is the assumption. An inner trace (the nested rule) starts from an outer
// one's grid and refers to the outer facts as kExternal + index.
class Trace {
public:
    static constexpr int kExternal = 1 << 20;
    using Removers = std::array<std::array<int, kDigits>, kCells>;

    Trace(const CandidateGrid& grid, Candidate assumption, bool on, int depth, const Removers* outer = nullptr)
        : grid_(grid), depth_(depth), outer_(outer) {
        for (auto& row : removed_by_) row.fill(-1);
        placed_by_.fill(-1);
        if (on)
            put_place(assumption.cell, assumption.digit, {});
        else
            put_remove(assumption.cell, assumption.digit, {});
        run();
    }

    struct Fact {
        Candidate candidate;
        bool place;
        bool nested = false;  // taken out by a forcing chain inside the branch
    };
    bool broken() const { return contradiction_.has_value(); }
    const Fact& fact(int index) const { return facts_[index]; }

    std::vector<int> of_contradiction() const {
        return closure(contradiction_ ? contradiction_->needs : std::vector<int>{});
    }
    /// What led to the placement (or elimination) of the candidate; nullopt when the branch did not.
    std::optional<std::vector<int>> of(Candidate c, bool place) const {
        const int by =
            place ? (grid_.digit(c.cell) == c.digit ? placed_by_[c.cell] : -1) : removed_by_[c.cell][c.digit - 1];
        if (by < 0) return std::nullopt;
        return closure({by});
    }
    /// The outer facts (kExternal + index) a closure rests on, as outer indices.
    static std::vector<int> external(const std::vector<int>& closure_with_external) {
        std::vector<int> out;
        for (int i : closure_with_external)
            if (i >= kExternal) out.push_back(i - kExternal);
        return out;
    }
    Phrase contradiction_text() const {
        if (!contradiction_) return {};
        return contradiction_phrase(contradiction_->cell, contradiction_->house, contradiction_->digit);
    }
    int contradiction_cell() const { return contradiction_ ? contradiction_->cell : -1; }
    const Removers& removers() const { return removed_by_; }

private:
    struct Contradiction {
        int cell = -1, house = -1, digit = 0;
        std::vector<int> needs;
    };

    // The fact that took `digit` out of `cell`: ours, else the outer trace's, else none (gone
    // before the assumption).
    void add_remover(std::vector<int>& needs, int cell, int digit) const {
        int by = removed_by_[cell][digit - 1];
        if (by < 0 && outer_ && (*outer_)[cell][digit - 1] >= 0) by = kExternal + (*outer_)[cell][digit - 1];
        if (by >= 0 && std::find(needs.begin(), needs.end(), by) == needs.end()) needs.push_back(by);
    }
    void add_cell(std::vector<int>& needs, int cell, DigitMask keep) const {
        for (int d = 1; d <= kDigits; ++d)
            if (!(keep & digit_bit(d))) add_remover(needs, cell, d);
    }
    void add_house(std::vector<int>& needs, int house, int digit, int keep1 = -1, int keep2 = -1,
                   int except_house = -1) const {
        for (int c : house_cells(house))
            if (c != keep1 && c != keep2 && (except_house < 0 || !in_house(c, except_house)))
                add_remover(needs, c, digit);
    }

    void put_place(int cell, int digit, std::vector<int> needs) {
        const int index = int(facts_.size());
        facts_.push_back({{std::uint8_t(cell), std::uint8_t(digit)}, true});
        needs_.push_back(std::move(needs));
        const CandidateMasks before = grid_.masks();
        grid_.place(cell, digit);
        placed_by_[cell] = index;
        for (int c = 0; c < kCells; ++c)
            for (int d : digits_of(DigitMask(before[c] & ~grid_.candidates(c)))) removed_by_[c][d - 1] = index;
    }
    void put_remove(int cell, int digit, std::vector<int> needs, bool nested = false) {
        if (!grid_.has(cell, digit)) return;
        const int index = int(facts_.size());
        facts_.push_back({{std::uint8_t(cell), std::uint8_t(digit)}, false, nested});
        needs_.push_back(std::move(needs));
        grid_.eliminate(cell, digit);
        removed_by_[cell][digit - 1] = index;
    }

    bool find_contradiction() {
        for (int cell = 0; cell < kCells; ++cell)
            if (grid_.is_empty(cell) && grid_.candidates(cell) == 0) {
                std::vector<int> needs;
                add_cell(needs, cell, 0);
                contradiction_ = Contradiction{cell, -1, 0, std::move(needs)};
                return true;
            }
        for (int house = 0; house < kHouses; ++house) {
            DigitMask placed = 0;
            for (int c : house_cells(house))
                if (grid_.digit(c)) placed |= digit_bit(grid_.digit(c));
            for (int d = 1; d <= kDigits; ++d)
                if (grid_.positions(house, d) == 0 && !(placed & digit_bit(d))) {
                    std::vector<int> needs;
                    add_house(needs, house, d);
                    contradiction_ = Contradiction{-1, house, d, std::move(needs)};
                    return true;
                }
        }
        return false;
    }

    // Every single of the grid as it stands; false when there is none.
    bool singles_round() {
        struct Single {
            int cell, digit;
            std::vector<int> needs;
        };
        std::vector<Single> round;
        for_each_single(
            grid_,
            [&](int cell, int d) {
                std::vector<int> needs;
                add_cell(needs, cell, digit_bit(d));
                round.push_back({cell, d, std::move(needs)});
            },
            [&](int house, int d, int cell) {
                std::vector<int> needs;
                add_house(needs, house, d, cell);
                round.push_back({cell, d, std::move(needs)});
            });
        for (Single& single : round)
            if (grid_.is_empty(single.cell) && grid_.has(single.cell, single.digit))
                put_place(single.cell, single.digit, std::move(single.needs));
        return !round.empty();
    }

    bool plus_round() {
        struct Removal {
            int cell, digit;
            Reason reason;
        };
        std::vector<Removal> found;
        for_each_plus_elimination(grid_, [&](int cell, int digit, const Reason& r) {
            found.push_back({cell, digit, r});
        });
        for (const Removal& r : found) {
            std::vector<int> needs;
            const Reason& why = r.reason;
            switch (why.kind) {
                case Reason::Pointing:
                case Reason::Claiming:
                    add_house(needs, why.house, first_digit(why.digits), -1, -1, why.other);
                    break;
                case Reason::NakedPair:
                    add_cell(needs, why.cells[0], why.digits);
                    add_cell(needs, why.cells[1], why.digits);
                    break;
                case Reason::HiddenPair:
                    for (int d : digits_of(why.digits)) add_house(needs, why.house, d, why.cells[0], why.cells[1]);
                    break;
            }
            put_remove(r.cell, r.digit, std::move(needs));
        }
        return !found.empty();
    }

    bool nested_round() {
        const auto c = inner_contradiction(grid_);
        if (!c) return false;
        const Trace inner(grid_, *c, true, kPlus, &removed_by_);
        put_remove(c->cell, c->digit, external(inner.of_contradiction()), true);
        return true;
    }

    void run() {
        while (!find_contradiction()) {
            if (singles_round()) continue;
            if (depth_ >= kPlus && plus_round()) continue;
            if (depth_ >= kNested && nested_round()) continue;
            return;
        }
    }

    std::vector<int> closure(std::vector<int> todo) const {
        std::vector<bool> in(facts_.size(), false);
        std::vector<int> out;
        while (!todo.empty()) {
            const int i = todo.back();
            todo.pop_back();
            if (i >= kExternal) {
                if (std::find(out.begin(), out.end(), i) == out.end()) out.push_back(i);
                continue;
            }
            if (in[i]) continue;
            in[i] = true;
            for (int j : needs_[i]) todo.push_back(j);
        }
        for (std::size_t i = 0; i < in.size(); ++i)
            if (in[i]) out.push_back(int(i));
        std::sort(out.begin(), out.end());
        return out;
    }

    CandidateGrid grid_;
    int depth_;
    const Removers* outer_;
    std::vector<Fact> facts_;
    std::vector<std::vector<int>> needs_;
    Removers removed_by_{};
    std::array<int, kCells> placed_by_{};
    std::optional<Contradiction> contradiction_;
};

Technique technique_of(int depth) {
    return depth == kSingles ? Technique::DynamicForcingChain
           : depth == kPlus  ? Technique::DynamicForcingChainPlus
                             : Technique::NestedForcingChain;
}

// "r1c5=3, r4c5<>7" for the facts of a closure after the assumption, also added to the evidence.
std::string chain_text(const Trace& trace, const std::vector<int>& indices, Step& step) {
    std::string out;
    for (int i : indices) {
        if (i == 0 || i >= Trace::kExternal) continue;
        const auto& f = trace.fact(i);
        if (!out.empty()) out += ", ";
        out += candidate_text(f.candidate, f.place);
        if (f.nested) out += '*';
        const Evidence e{f.candidate, f.place ? Role::LinkOn : Role::LinkOff};
        if (std::find(step.evidence.begin(), step.evidence.end(), e) == step.evidence.end()) step.evidence.push_back(e);
    }
    return out;
}

// A nested step's chains mark with * what a forcing chain inside the branch took out (only those
// marks put a * in a sentence): the sentence says so.
void note_nested(Step& step) {
    if (step.explanation.find('*') == std::string::npos) return;
    Phrase sentence = step.text;
    step.say(N_("{step} Eliminations marked * follow from a forcing chain inside the branch."),
             {{"step", std::move(sentence)}});
}

// The branch from `c` (on or off) breaks the grid: the candidate is false (or true).
Step contradiction_step(const CandidateGrid& grid, Candidate c, bool on, int depth) {
    Step step;
    step.technique = technique_of(depth);
    (on ? step.eliminations : step.placements).push_back(c);
    step.evidence.push_back({c, Role::Cause});
    const Trace trace(grid, c, on, depth);
    std::string chain = chain_text(trace, trace.of_contradiction(), step);
    if (trace.contradiction_cell() >= 0)
        step.evidence.push_back({{std::uint8_t(trace.contradiction_cell()), 0}, Role::LinkOff});
    if (chain.empty()) chain = candidate_text(c, on);
    std::vector<PhraseArg> args = {{"technique", technique_phrase(step.technique)},
                                   {"cell", cell_name(c.cell)},
                                   {"digit", std::to_string(c.digit)},
                                   {"chain", chain},
                                   {"contradiction", trace.contradiction_text()}};
    if (on)
        step.say(N_("{technique}: if {cell} were {digit}, it would follow that {chain}, and then {contradiction}, so "
                    "{cell}<>{digit}."),
                 std::move(args));
    else
        step.say(N_("{technique}: if {cell} were not {digit}, it would follow that {chain}, and then {contradiction}, "
                    "so {cell}={digit}."),
                 std::move(args));
    note_nested(step);
    return step;
}

// The first conclusion of the step, and the chain that leads to it in the branch from `c`.
std::string branch_text(const CandidateGrid& grid, Candidate c, bool on, int depth, Step& step) {
    const bool place = !step.placements.empty();
    const Candidate conclusion = place ? step.placements.front() : step.eliminations.front();
    const Trace trace(grid, c, on, depth);
    std::string chain;
    if (const auto indices = trace.of(conclusion, place)) chain = chain_text(trace, *indices, step);
    if (!place || chain.empty()) {
        if (!chain.empty()) chain += ", ";
        chain += candidate_text(conclusion, place);
    }
    return chain;
}

// Placements and eliminations every branch agrees on.
void common_conclusions(const CandidateGrid& grid, std::span<const CandidateGrid* const> branches, Step& step) {
    for (int cell = 0; cell < kCells; ++cell) {
        if (!grid.is_empty(cell)) continue;
        // A branch keeps a digit when it is a candidate there or placed there.
        DigitMask kept = 0, placed = kAllDigits;
        for (const CandidateGrid* b : branches) {
            const DigitMask here = b->digit(cell) ? digit_bit(b->digit(cell)) : DigitMask(0);
            kept |= DigitMask(b->candidates(cell) | here);
            placed &= here;
        }
        if (placed) {
            step.placements.push_back({std::uint8_t(cell), std::uint8_t(first_digit(placed))});
            continue;
        }
        for (int d : digits_of(DigitMask(grid.candidates(cell) & ~kept)))
            step.eliminations.push_back({std::uint8_t(cell), std::uint8_t(d)});
    }
}

// Propagates the branch of every candidate (assumed true, or false) into `branches`, reporting
// each that breaks the grid; true when the collector wants no more. Each branch is propagated a
// depth lower first: a branch that breaks there is the shallower finder's to report (the solver
// never gets here then; a list of all steps does not show it twice). The nested depth then goes on
// with the branches with the most candidates left first: on the forum's hardest those break
// soonest (a branch that got far tends to be the true one), and the search stops at the first.
bool run_branches(const CandidateGrid& grid, const std::vector<Candidate>& cands, bool on, int depth,
                  std::vector<CandidateGrid>& branches, std::vector<char>& ok, StepCollector& out, bool& any) {
    const std::size_t n = cands.size();
    branches.assign(n, grid);
    ok.assign(n, 1);
    for (std::size_t i = 0; i < n; ++i) {
        if (on)
            branches[i].place(cands[i].cell, cands[i].digit);
        else
            branches[i].eliminate(cands[i].cell, cands[i].digit);
        ok[i] = propagate(branches[i], std::max(depth - 1, int(kSingles)));
        if (ok[i]) continue;
        any = true;
        // Assumed true and broken by singles: the simple Forcing Chain's, tried before this one.
        if (depth == kSingles && !on && out.add(contradiction_step(grid, cands[i], on, depth))) return true;
    }
    if (depth == kSingles) return false;
    std::vector<std::pair<int, std::size_t>> order;
    for (std::size_t i = 0; i < n; ++i) {
        if (!ok[i]) continue;
        int left = 0;
        if (depth == kNested)
            for (DigitMask m : branches[i].masks()) left += popcount(m);
        order.push_back({left, i});
    }
    if (depth == kNested) std::sort(order.begin(), order.end(), std::greater<>());
    for (const auto& [left, i] : order) {
        ok[i] = propagate(branches[i], depth);
        if (ok[i]) continue;
        any = true;
        if (out.add(contradiction_step(grid, cands[i], on, depth))) return true;
    }
    return false;
}

void find_dynamic(const CandidateGrid& grid, StepCollector& out, int depth) {
    std::vector<Candidate> cands;
    std::array<std::array<int, kDigits>, kCells> index{};
    for (int cell = 0; cell < kCells; ++cell)
        for (int d : digits_of(grid.is_empty(cell) ? grid.candidates(cell) : DigitMask(0))) {
            index[cell][d - 1] = int(cands.size());
            cands.push_back({std::uint8_t(cell), std::uint8_t(d)});
        }
    const std::size_t n = cands.size();
    // 1. Contradiction: assuming a candidate true breaks the grid. 2. Assuming it false does.
    std::vector<CandidateGrid> on, off;
    std::vector<char> on_ok, off_ok;
    bool any = false;
    if (run_branches(grid, cands, true, depth, on, on_ok, out, any)) return;
    if (run_branches(grid, cands, false, depth, off, off_ok, out, any)) return;
    if (any) return;  // the forcing below would only repeat (or be weaker than) those
    std::vector<const CandidateGrid*> branches;
    // 3. Cell forcing.
    for (int cell = 0; cell < kCells; ++cell) {
        if (!grid.is_empty(cell) || popcount(grid.candidates(cell)) < 2) continue;
        branches.clear();
        for (int d : digits_of(grid.candidates(cell))) branches.push_back(&on[index[cell][d - 1]]);
        Step step;
        step.technique = technique_of(depth);
        common_conclusions(grid, branches, step);
        if (step.placements.empty() && step.eliminations.empty()) continue;
        std::vector<Phrase> digits, texts;
        for (int d : digits_of(grid.candidates(cell))) {
            step.evidence.push_back({{std::uint8_t(cell), std::uint8_t(d)}, Role::Cause});
            digits.push_back(Phrase::text(std::to_string(d)));
        }
        for (int d : digits_of(grid.candidates(cell))) {
            const std::string chain = branch_text(grid, {std::uint8_t(cell), std::uint8_t(d)}, true, depth, step);
            texts.push_back(Phrase(texts.empty() ? N_("If {digit}, then {chain}") : N_("; if {digit}, then {chain}"),
                                   {{"digit", std::to_string(d)}, {"chain", chain}}));
        }
        step.say(N_("{technique}: {cell} is {digits}. {branches}. Either way {effect}."),
                 {{"technique", technique_phrase(step.technique)},
                  {"cell", cell_name(cell)},
                  {"digits", std::move(digits), PhraseArg::kOr},
                  {"branches", std::move(texts), PhraseArg::kNone},
                  {"effect", step.effect_text()}});
        note_nested(step);
        if (out.add(std::move(step))) return;
    }
    // 4. Region forcing.
    for (int house = 0; house < kHouses; ++house) {
        for (int d = 1; d <= kDigits; ++d) {
            const std::uint16_t where = grid.positions(house, d);
            if (popcount(where) < 2) continue;
            branches.clear();
            std::vector<int> cells;
            for (std::uint16_t w = where; w; w &= std::uint16_t(w - 1)) {
                cells.push_back(house_cells(house)[__builtin_ctz(w)]);
                branches.push_back(&on[index[cells.back()][d - 1]]);
            }
            Step step;
            step.technique = technique_of(depth);
            common_conclusions(grid, branches, step);
            if (step.placements.empty() && step.eliminations.empty()) continue;
            std::vector<Phrase> names, texts;
            step.houses.push_back(house);
            for (int c : cells) {
                step.evidence.push_back({{std::uint8_t(c), std::uint8_t(d)}, Role::Cause});
                names.push_back(Phrase::text(cell_name(c)));
            }
            for (int c : cells) {
                const std::string chain = branch_text(grid, {std::uint8_t(c), std::uint8_t(d)}, true, depth, step);
                texts.push_back(Phrase(texts.empty() ? N_("If {cell}, then {chain}") : N_("; if {cell}, then {chain}"),
                                       {{"cell", cell_name(c)}, {"chain", chain}}));
            }
            step.say(N_("{technique}: {digit} in {house} goes in {cells}. {branches}. Either way {effect}."),
                     {{"technique", technique_phrase(step.technique)},
                      {"digit", std::to_string(d)},
                      {"house", house_phrase(house)},
                      {"cells", std::move(names), PhraseArg::kOr},
                      {"branches", std::move(texts), PhraseArg::kNone},
                      {"effect", step.effect_text()}});
            note_nested(step);
            if (out.add(std::move(step))) return;
        }
    }
    // 5. Double forcing: the candidate's on and off branches agree.
    for (std::size_t i = 0; i < n; ++i) {
        const CandidateGrid* pair[] = {&on[i], &off[i]};
        Step step;
        step.technique = technique_of(depth);
        common_conclusions(grid, pair, step);
        if (step.placements.empty() && step.eliminations.empty()) continue;
        step.evidence.push_back({cands[i], Role::Cause});
        const std::string if_on = branch_text(grid, cands[i], true, depth, step);
        const std::string if_off = branch_text(grid, cands[i], false, depth, step);
        step.say(
            N_("{technique}: whether {cell} is {digit} or not, {effect}. If it is, then {on}; if not, then {off}."),
            {{"technique", technique_phrase(step.technique)},
             {"cell", cell_name(cands[i].cell)},
             {"digit", std::to_string(cands[i].digit)},
             {"effect", step.effect_text()},
             {"on", if_on},
             {"off", if_off}});
        note_nested(step);
        if (out.add(std::move(step))) return;
    }
}

}  // namespace

void find_dynamic_forcing_chain(const CandidateGrid& grid, StepCollector& out) {
    find_dynamic(grid, out, kSingles);
}
void find_dynamic_forcing_chain_plus(const CandidateGrid& grid, StepCollector& out) {
    find_dynamic(grid, out, kPlus);
}
void find_nested_forcing_chain(const CandidateGrid& grid, StepCollector& out) {
    find_dynamic(grid, out, kNested);
}

}  // namespace sudoku
