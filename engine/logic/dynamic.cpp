// Dynamic forcing chains on every shape (dynamic.cpp's, over the shape's houses): assume a
// candidate true (placed) or false (taken out), propagate over the whole grid, and see what follows.
//
//  - Dynamic Forcing Chain: the propagation places singles (naked and hidden).
//  - Dynamic Forcing Chain (+): it also applies locked candidates (a symbol of a house confined to
//    the cells it shares with another house, any two houses sharing two cells or more: box and
//    line, region and line, diagonal and box, window and line...) and naked and hidden pairs in
//    every house.
//  - Nested Forcing Chain: when those stall, it also takes out every candidate whose assumption
//    leads to a contradiction by a dynamic forcing chain (+) inside the branch.
//
// Conclusions as in dynamic.cpp: contradiction, cell and region forcing, double forcing. Each rule
// of the propagation is sound, so every conclusion is. On a board with constraints (Killer cages and
// their innies, other clues) the propagation also runs them when singles stall, before the (+)
// rules (branch.hpp); a chain names the constraint behind each fact it made. On the classic shape
// (no constraints) the steps are dynamic.cpp's, in the same order with the same sentences.
#include <algorithm>
#include <array>
#include <functional>
#include <optional>
#include <span>
#include <utility>
#include <vector>

#include "engine/logic/branch.hpp"
#include "engine/logic/finders.hpp"
#include "engine/model/text.hpp"

namespace sudoku {

namespace {

enum Depth { kSingles = 0, kPlus = 1, kNested = 2 };

bool is_line(const Shape& s, int house) {
    const ShapeHouseKind k = s.house_kind(house);
    return k == ShapeHouseKind::Row || k == ShapeHouseKind::Column || k == ShapeHouseKind::Diagonal ||
           k == ShapeHouseKind::AntiDiagonal;
}

// Why the (+) rules take a symbol out.
struct Reason {
    enum Kind : std::uint8_t { Locked, NakedPair, HiddenPair } kind;
    int house = 0;          // the house the symbol is confined in (locked), the pair's house
    int other = 0;          // the house sharing those cells (locked)
    DigitMask digits = 0;   // the locked symbol, or the pair's symbols
    int cells[2] = {0, 0};  // the pair's cells
};

// Calls f(cell, digit, reason) for every elimination the (+) rules make in the grid as it stands,
// in dynamic.cpp's order on the classic shape: per symbol, locked candidates from boxes, regions and
// windows, then from lines; then per house, naked pairs and hidden pairs.
inline bool two_bits(unsigned m) {
    const unsigned rest = m & (m - 1);
    return rest && !(rest & (rest - 1));
}
inline bool two_or_more_bits(unsigned m) {
    return m & (m - 1);
}

// The pairs of houses sharing two cells or more, for the locked candidates, from each house in the
// order they are looked at (boxes, regions and windows first, then rows, columns and diagonals, each
// ascending), the partners ascending: where each lies in the other (slots of its cells). Made once
// per finder call (find_dynamic), read by every propagation under it on the same thread.
struct PlusTables {
    struct Partner {
        std::uint8_t other;
        std::uint16_t in_from;   // the shared cells' slots in the house looked from
        std::uint16_t in_other;  // and in the other house
    };
    const Shape* shape = nullptr;
    std::array<std::uint8_t, kMaxHouses> order{};
    std::array<std::uint16_t, kMaxHouses + 1> first{};  // partners of order[i]: first[i]..first[i+1]-1
    std::vector<Partner> partners;

    void build(const Shape& s) {
        shape = &s;
        partners.clear();
        const int n = s.side(), houses = s.house_count();
        int count = 0;
        for (int lines = 0; lines < 2; ++lines)
            for (int house = 0; house < houses; ++house)
                if (is_line(s, house) == bool(lines)) order[std::size_t(count++)] = std::uint8_t(house);
        for (int i = 0; i < houses; ++i) {
            const int house = order[std::size_t(i)];
            first[std::size_t(i)] = std::uint16_t(partners.size());
            const auto cells = s.house_cells(house);
            std::uint64_t once = 0, twice = 0;
            for (int cell : cells) {
                twice |= once & s.house_mask(cell);
                once |= s.house_mask(cell);
            }
            twice &= ~(std::uint64_t(1) << house);
            for (; twice; twice &= twice - 1) {
                const int other = __builtin_ctzll(twice);
                Partner p{std::uint8_t(other), 0, 0};
                for (int k = 0; k < n; ++k)
                    if (s.house_mask(cells[std::size_t(k)]) >> other & 1) p.in_from |= std::uint16_t(1u << k);
                const auto other_cells = s.house_cells(other);
                for (int k = 0; k < n; ++k)
                    if (s.house_mask(other_cells[std::size_t(k)]) >> house & 1) p.in_other |= std::uint16_t(1u << k);
                partners.push_back(p);
            }
        }
        first[std::size_t(houses)] = std::uint16_t(partners.size());
    }
};
thread_local PlusTables t_plus;

// N: the side when known at compile time (9: the loops over a house unrolled), else 0.
template <int N = 0, class F>
void for_each_plus_elimination(const Candidates& g, F&& f) {
    const Shape& s = g.shape();
    if (t_plus.shape != &s) t_plus.build(s);  // find_dynamic builds them; a safety net
    const PlusTables& t = t_plus;
    const int n = N ? N : s.side(), houses = s.house_count();
    const std::uint8_t* all_cells = s.house_cells(0).data();
    for (int d = 1; d <= n; ++d) {
        for (int i = 0; i < houses; ++i) {
            const int house = t.order[std::size_t(i)];
            const unsigned where = g.positions(house, d);
            if (!two_or_more_bits(where)) continue;
            for (int j = t.first[std::size_t(i)]; j < t.first[std::size_t(i) + 1]; ++j) {
                const PlusTables::Partner& p = t.partners[std::size_t(j)];
                if (where & ~unsigned(p.in_from)) continue;
                const std::uint8_t* other_cells = all_cells + std::size_t(p.other) * std::size_t(n);
                const Reason reason{Reason::Locked, house, p.other, DigitMask(1u << (d - 1)), {0, 0}};
                for (unsigned rest = g.positions(p.other, d) & ~unsigned(p.in_other); rest; rest &= rest - 1)
                    f(int(other_cells[__builtin_ctz(rest)]), d, reason);
            }
        }
    }
    for (int house = 0; house < houses; ++house) {
        const std::uint8_t* cells = all_cells + std::size_t(house) * std::size_t(n);
        // Naked pairs (a filled cell has no candidates).
        int pairs[kMaxSide];
        int found = 0;
        for (int i = 0; i < n; ++i)
            if (two_bits(g.candidates(cells[i]))) pairs[found++] = i;
        for (int x = 0; x < found; ++x)
            for (int y = x + 1; y < found; ++y) {
                const DigitMask m = g.candidates(cells[pairs[x]]);
                if (g.candidates(cells[pairs[y]]) != m) continue;
                const Reason reason{Reason::NakedPair, house, 0, m, {cells[pairs[x]], cells[pairs[y]]}};
                for (int k = 0; k < n; ++k)
                    if (k != pairs[x] && k != pairs[y])
                        for (unsigned r = g.candidates(cells[k]) & m; r; r &= r - 1)
                            f(int(cells[k]), __builtin_ctz(r) + 1, reason);
            }
        // Hidden pairs.
        int digits[kMaxSide];
        found = 0;
        for (int d = 1; d <= n; ++d)
            if (two_bits(g.positions(house, d))) digits[found++] = d;
        for (int x = 0; x < found; ++x)
            for (int y = x + 1; y < found; ++y) {
                const std::uint16_t where = g.positions(house, digits[x]);
                if (g.positions(house, digits[y]) != where) continue;
                const auto pair = DigitMask((1u << (digits[x] - 1)) | (1u << (digits[y] - 1)));
                const int c1 = cells[__builtin_ctz(where)];
                const int c2 = cells[31 - __builtin_clz(where)];
                if (!(DigitMask(g.candidates(c1) | g.candidates(c2)) & ~pair)) continue;
                const Reason reason{Reason::HiddenPair, house, 0, pair, {c1, c2}};
                for (int c : {c1, c2})
                    for (unsigned r = g.candidates(c) & ~pair; r; r &= r - 1) f(c, __builtin_ctz(r) + 1, reason);
            }
    }
}

bool propagate(Candidates& g, int depth, const ConstraintRoot* root = nullptr);

// One pass of the (+) rules; false when none applies.
bool apply_plus(Candidates& g) {
    std::array<Candidate, 4 * kMaxCells> found;
    const std::size_t cap = 4 * std::size_t(g.cell_count());
    std::size_t count = 0;
    const auto add = [&](int cell, int digit, const Reason&) {
        if (count < cap) found[count++] = cand(cell, digit);
    };
    if (g.side() == 9)
        for_each_plus_elimination<9>(g, add);
    else
        for_each_plus_elimination(g, add);
    for (std::size_t i = 0; i < count; ++i) g.eliminate(found[i].cell, found[i].digit);
    return count > 0;
}

// The first candidate whose assumption breaks the grid under (+) propagation, if any.
std::optional<Candidate> inner_contradiction(const Candidates& g) {
    Candidates branch = g;
    for (int cell = 0; cell < g.cell_count(); ++cell) {
        if (!g.is_empty(cell)) continue;
        for (unsigned m = g.candidates(cell); m; m &= m - 1) {
            const int d = __builtin_ctz(m) + 1;
            branch = g;
            branch.place(cell, d);
            if (!propagate(branch, kPlus)) return cand(cell, d);
        }
    }
    return std::nullopt;
}

// Propagates at `depth`; false when the grid breaks. `root`: where the constraints stand on the grid
// the branch `g` came from (branch.hpp), if known.
bool propagate(Candidates& g, int depth, const ConstraintRoot* root) {
    ConstraintRun constraints(g.shape(), root);
    while (true) {
        if (!g.apply_singles()) return false;
        if (const auto ran = constraints.run(g); ran != ConstraintRun::kNothing) {
            if (ran == ConstraintRun::kBroken) return false;
            continue;
        }
        if (depth >= kPlus && apply_plus(g)) continue;
        if (depth >= kNested) {
            bool removed = false;
            Candidates branch = g;
            // The constraints have just left g as it is: its inner branches start from there.
            const auto quiet_storage = constraints.empty() ? std::nullopt : std::optional(ConstraintRoot::quiet(g));
            const ConstraintRoot* quiet = quiet_storage ? &*quiet_storage : nullptr;
            for (int cell = 0; cell < g.cell_count(); ++cell) {
                if (!g.is_empty(cell)) continue;
                for (unsigned m = g.candidates(cell); m; m &= m - 1) {
                    const int d = __builtin_ctz(m) + 1;
                    branch = g;
                    branch.place(cell, d);
                    if (!propagate(branch, kPlus, quiet)) g.eliminate(cell, d), removed = true;
                }
            }
            if (removed) continue;
        }
        return true;
    }
}

std::string candidate_text(const Shape& s, Candidate c, bool on) {
    return s.cell_name(c.cell) + (on ? "=" : "<>") + sym(c.digit);
}

// dynamic.cpp's Trace: one branch propagated once more, remembering what each fact rests on.
class Trace {
public:
    static constexpr int kExternal = 1 << 20;
    using Removers = std::array<std::array<int, kMaxSide>, kMaxCells>;

    Trace(const Candidates& grid, Candidate assumption, bool on, int depth, const Removers* outer = nullptr)
        : shape_(grid.shape()), grid_(grid), constraints_(grid.shape()), depth_(depth), outer_(outer) {
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
        bool nested = false;
        int constraint = -1, run = -1;  // a constraint's removal: which, and the fact its run began at
    };
    bool broken() const { return contradiction_.has_value(); }
    const Fact& fact(int index) const { return facts_[std::size_t(index)]; }

    std::vector<int> of_contradiction() const {
        return closure(contradiction_ ? contradiction_->needs : std::vector<int>{});
    }
    std::optional<std::vector<int>> of(Candidate c, bool place) const {
        const int by = place ? (grid_.digit(c.cell) == c.digit ? placed_by_[c.cell] : -1)
                             : removed_by_[c.cell][std::size_t(c.digit - 1)];
        if (by < 0) return std::nullopt;
        return closure({by});
    }
    static std::vector<int> external(const std::vector<int>& closure_with_external) {
        std::vector<int> out;
        for (int i : closure_with_external)
            if (i >= kExternal) out.push_back(i - kExternal);
        return out;
    }
    Phrase contradiction_text() const {
        if (!contradiction_) return {};
        return contradiction_phrase(shape_, *contradiction_);
    }
    int contradiction_cell() const { return contradiction_ ? contradiction_->cell : -1; }

private:
    void add_remover(std::vector<int>& needs, int cell, int digit) const {
        int by = removed_by_[std::size_t(cell)][std::size_t(digit - 1)];
        if (by < 0 && outer_ && (*outer_)[std::size_t(cell)][std::size_t(digit - 1)] >= 0)
            by = kExternal + (*outer_)[std::size_t(cell)][std::size_t(digit - 1)];
        if (by >= 0 && std::find(needs.begin(), needs.end(), by) == needs.end()) needs.push_back(by);
    }
    void add_cell(std::vector<int>& needs, int cell, DigitMask keep) const {
        for (int d = 1; d <= shape_.side(); ++d)
            if (!(keep & (1u << (d - 1)))) add_remover(needs, cell, d);
    }
    void add_house(std::vector<int>& needs, int house, int digit, int keep1 = -1, int keep2 = -1,
                   int except_house = -1) const {
        for (int c : shape_.house_cells(house))
            if (c != keep1 && c != keep2 && (except_house < 0 || !(shape_.house_mask(c) >> except_house & 1)))
                add_remover(needs, c, digit);
    }

    void put_place(int cell, int digit, std::vector<int> needs) {
        const int index = int(facts_.size());
        facts_.push_back({cand(cell, digit), true});
        needs_.push_back(std::move(needs));
        std::array<DigitMask, kMaxCells> before;
        std::copy(grid_.masks().begin(), grid_.masks().end(), before.begin());
        grid_.place(cell, digit);
        placed_by_[std::size_t(cell)] = index;
        for (int c = 0; c < shape_.cell_count(); ++c)
            for (unsigned m = before[std::size_t(c)] & ~grid_.candidates(c); m; m &= m - 1)
                removed_by_[std::size_t(c)][std::size_t(__builtin_ctz(m))] = index;
    }
    void put_remove(int cell, int digit, std::vector<int> needs, bool nested = false, int constraint = -1,
                    int run = -1) {
        if (!grid_.has(cell, digit)) return;
        const int index = int(facts_.size());
        facts_.push_back({cand(cell, digit), false, nested, constraint, run});
        needs_.push_back(std::move(needs));
        grid_.eliminate(cell, digit);
        removed_by_[std::size_t(cell)][std::size_t(digit - 1)] = index;
    }

    bool find_contradiction() {
        for (int cell = 0; cell < shape_.cell_count(); ++cell)
            if (grid_.is_empty(cell) && grid_.candidates(cell) == 0) {
                std::vector<int> needs;
                add_cell(needs, cell, 0);
                contradiction_ = Contradiction{cell, -1, 0, -1, std::move(needs)};
                return true;
            }
        for (int house = 0; house < shape_.house_count(); ++house) {
            unsigned placed = 0;
            for (int c : shape_.house_cells(house)) placed |= (1u << grid_.digit(c)) >> 1;
            for (int d = 1; d <= shape_.side(); ++d)
                if (grid_.positions(house, d) == 0 && !(placed & (1u << (d - 1)))) {
                    std::vector<int> needs;
                    add_house(needs, house, d);
                    contradiction_ = Contradiction{-1, house, d, -1, std::move(needs)};
                    return true;
                }
        }
        return false;
    }

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
                add_cell(needs, cell, DigitMask(1u << (d - 1)));
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

    // A constraint reads its cells: what it removes (or its failing) rests on every removal there.
    std::vector<int> constraint_needs(int constraint) const {
        std::vector<int> needs;
        for (int c : constraints_.set()[constraint].cells()) add_cell(needs, c, 0);
        return needs;
    }

    ConstraintRun::Result constraint_round() {
        const auto ran = constraints_.run(grid_, [&](int k, std::span<const ConstraintRun::Narrowing> list) {
            const std::vector<int> needs = constraint_needs(k);
            const int run = int(facts_.size());
            for (const auto& [c, removed] : list)
                for (unsigned m = removed; m; m &= m - 1) put_remove(c, __builtin_ctz(m) + 1, needs, false, k, run);
        });
        if (ran == ConstraintRun::kBroken)
            contradiction_ = Contradiction{-1, -1, 0, constraints_.broken(), constraint_needs(constraints_.broken())};
        return ran;
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
                case Reason::Locked:
                    add_house(needs, why.house, __builtin_ctz(why.digits) + 1, -1, -1, why.other);
                    break;
                case Reason::NakedPair:
                    add_cell(needs, why.cells[0], why.digits);
                    add_cell(needs, why.cells[1], why.digits);
                    break;
                case Reason::HiddenPair:
                    for (unsigned m = why.digits; m; m &= m - 1)
                        add_house(needs, why.house, __builtin_ctz(m) + 1, why.cells[0], why.cells[1]);
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
            if (const auto ran = constraint_round(); ran != ConstraintRun::kNothing) {
                if (ran == ConstraintRun::kBroken) return;
                continue;
            }
            if (depth_ >= kPlus && plus_round()) continue;
            if (depth_ >= kNested && nested_round()) continue;
            return;
        }
    }

    std::vector<int> closure(std::vector<int> todo) const { return needed_facts(std::move(todo), needs_, kExternal); }

    const Shape& shape_;
    Candidates grid_;
    ConstraintRun constraints_;
    int depth_;
    const Removers* outer_;
    std::vector<Fact> facts_;
    std::vector<std::vector<int>> needs_;
    Removers removed_by_{};
    std::array<int, kMaxCells> placed_by_{};
    std::optional<Contradiction> contradiction_;
};

Technique technique_of(int depth) {
    return depth == kSingles ? Technique::DynamicForcingChain
           : depth == kPlus  ? Technique::DynamicForcingChainPlus
                             : Technique::NestedForcingChain;
}

// The facts `indices` of a trace as told (the assumption, fact 0, and the outer branch's facts
// left out), each added to the step's evidence.
void chain_text(const Shape& s, const Trace& trace, const std::vector<int>& indices, Step& step, ChainText& out) {
    for (int i : indices) {
        if (i == 0 || i >= Trace::kExternal) continue;
        const auto& f = trace.fact(i);
        std::string text = candidate_text(s, f.candidate, f.place);
        if (f.nested) text += '*';
        out.add(std::move(text), f.constraint, f.run);
        const Evidence e{f.candidate, f.place ? Role::LinkOn : Role::LinkOff};
        if (std::find(step.evidence.begin(), step.evidence.end(), e) == step.evidence.end()) step.evidence.push_back(e);
    }
}

void note_nested(Step& step) {
    if (step.explanation.find('*') == std::string::npos) return;
    Phrase sentence = step.text;
    step.say(N_("{step} Eliminations marked * follow from a forcing chain inside the branch."),
             {{"step", std::move(sentence)}});
}

Step contradiction_step(const Candidates& grid, Candidate c, bool on, int depth) {
    const Shape& s = grid.shape();
    Step step;
    step.technique = technique_of(depth);
    (on ? step.eliminations : step.placements).push_back(c);
    step.evidence.push_back({c, Role::Cause});
    const Trace trace(grid, c, on, depth);
    ChainText chain(s);
    chain_text(s, trace, trace.of_contradiction(), step, chain);
    if (trace.contradiction_cell() >= 0) step.evidence.push_back({cand(trace.contradiction_cell(), 0), Role::LinkOff});
    if (chain.empty()) chain.add(candidate_text(s, c, on));
    std::vector<PhraseArg> args = {{"technique", technique_phrase(step.technique)},
                                   {"cell", s.cell_name(c.cell)},
                                   {"digit", sym(c.digit)},
                                   chain.arg("chain"),
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

PhraseArg branch_text(const Candidates& grid, Candidate c, bool on, int depth, Step& step, std::string name) {
    const Shape& s = grid.shape();
    const bool place = !step.placements.empty();
    const Candidate conclusion = place ? step.placements.front() : step.eliminations.front();
    const Trace trace(grid, c, on, depth);
    ChainText chain(s);
    if (const auto indices = trace.of(conclusion, place)) chain_text(s, trace, *indices, step, chain);
    if (!place || chain.empty()) chain.add(candidate_text(s, conclusion, place));
    return chain.arg(std::move(name));
}

// dynamic.cpp's run_branches.
bool run_branches(const Candidates& grid, const std::vector<Candidate>& cands, bool on, int depth,
                  const ConstraintRoot* root, std::vector<Candidates>& branches, std::vector<char>& ok,
                  StepCollector& out, bool& any) {
    const std::size_t n = cands.size();
    branches.assign(n, grid);
    ok.assign(n, 1);
    for (std::size_t i = 0; i < n; ++i) {
        if (on)
            branches[i].place(cands[i].cell, cands[i].digit);
        else
            branches[i].eliminate(cands[i].cell, cands[i].digit);
        ok[i] = propagate(branches[i], std::max(depth - 1, int(kSingles)), root);
        if (ok[i]) continue;
        any = true;
        if (depth == kSingles && !on && out.add(contradiction_step(grid, cands[i], on, depth))) return true;
    }
    if (depth == kSingles) return false;
    std::vector<std::pair<int, std::size_t>> order;
    for (std::size_t i = 0; i < n; ++i) {
        if (!ok[i]) continue;
        int left = 0;
        if (depth == kNested)
            for (DigitMask m : branches[i].masks()) left += symbol_count(m);
        order.push_back({left, i});
    }
    if (depth == kNested) std::sort(order.begin(), order.end(), std::greater<>());
    for (const auto& [left, i] : order) {
        ok[i] = propagate(branches[i], depth, root);
        if (ok[i]) continue;
        any = true;
        if (out.add(contradiction_step(grid, cands[i], on, depth))) return true;
    }
    return false;
}

void find_dynamic(const Candidates& grid, StepCollector& out, int depth) {
    const Shape& s = grid.shape();
    t_plus.build(s);  // another shape may have stood at the same address before
    std::vector<Candidate> cands;
    std::vector<int> index(std::size_t(s.cell_count()) * kMaxSide, 0);
    auto at = [&](int cell, int d) { return index[std::size_t(cell) * kMaxSide + std::size_t(d - 1)]; };
    for (int cell = 0; cell < s.cell_count(); ++cell)
        if (grid.is_empty(cell))
            for (unsigned m = grid.candidates(cell); m; m &= m - 1) {
                const int d = __builtin_ctz(m) + 1;
                index[std::size_t(cell) * kMaxSide + std::size_t(d - 1)] = int(cands.size());
                cands.push_back(cand(cell, d));
            }
    const std::size_t n = cands.size();
    std::vector<Candidates> on, off;
    std::vector<char> on_ok, off_ok;
    bool any = false;
    // Where the constraints stand on the grid, for every branch (none on a board without them).
    const auto root_storage = s.constraints() ? std::optional(ConstraintRoot::of(grid)) : std::nullopt;
    const ConstraintRoot* root = root_storage ? &*root_storage : nullptr;
    if (run_branches(grid, cands, true, depth, root, on, on_ok, out, any)) return;
    if (run_branches(grid, cands, false, depth, root, off, off_ok, out, any)) return;
    if (any) return;
    std::vector<const Candidates*> branches;
    // 3. Cell forcing.
    for (int cell = 0; cell < s.cell_count(); ++cell) {
        const DigitMask cm = grid.candidates(cell);
        if (!grid.is_empty(cell) || symbol_count(cm) < 2) continue;
        branches.clear();
        for (unsigned m = cm; m; m &= m - 1) branches.push_back(&on[std::size_t(at(cell, __builtin_ctz(m) + 1))]);
        Step step;
        step.technique = technique_of(depth);
        common_conclusions(grid, branches, step);
        if (step.placements.empty() && step.eliminations.empty()) continue;
        std::vector<Phrase> digits, texts;
        for (unsigned m = cm; m; m &= m - 1) {
            const int d = __builtin_ctz(m) + 1;
            step.evidence.push_back({cand(cell, d), Role::Cause});
            digits.push_back(Phrase::text(sym(d)));
        }
        for (unsigned m = cm; m; m &= m - 1) {
            const int d = __builtin_ctz(m) + 1;
            texts.push_back(Phrase(texts.empty() ? N_("If {digit}, then {chain}") : N_("; if {digit}, then {chain}"),
                                   {{"digit", sym(d)}, branch_text(grid, cand(cell, d), true, depth, step, "chain")}));
        }
        step.say(N_("{technique}: {cell} is {digits}. {branches}. Either way {effect}."),
                 {{"technique", technique_phrase(step.technique)},
                  {"cell", s.cell_name(cell)},
                  {"digits", std::move(digits), PhraseArg::kOr},
                  {"branches", std::move(texts), PhraseArg::kNone},
                  {"effect", effect_text(s, step)}});
        note_nested(step);
        if (out.add(std::move(step))) return;
    }
    // 4. Region forcing.
    for (int house = 0; house < s.house_count(); ++house) {
        for (int d = 1; d <= s.side(); ++d) {
            const std::uint16_t where = grid.positions(house, d);
            if (symbol_count(where) < 2) continue;
            branches.clear();
            std::vector<int> cells;
            for (unsigned w = where; w; w &= w - 1) {
                cells.push_back(s.house_cells(house)[std::size_t(__builtin_ctz(w))]);
                branches.push_back(&on[std::size_t(at(cells.back(), d))]);
            }
            Step step;
            step.technique = technique_of(depth);
            common_conclusions(grid, branches, step);
            if (step.placements.empty() && step.eliminations.empty()) continue;
            std::vector<Phrase> names, texts;
            step.houses.push_back(house);
            for (int c : cells) {
                step.evidence.push_back({cand(c, d), Role::Cause});
                names.push_back(Phrase::text(s.cell_name(c)));
            }
            for (int c : cells) {
                texts.push_back(
                    Phrase(texts.empty() ? N_("If {cell}, then {chain}") : N_("; if {cell}, then {chain}"),
                           {{"cell", s.cell_name(c)}, branch_text(grid, cand(c, d), true, depth, step, "chain")}));
            }
            step.say(N_("{technique}: {digit} in {house} goes in {cells}. {branches}. Either way {effect}."),
                     {{"technique", technique_phrase(step.technique)},
                      {"digit", sym(d)},
                      {"house", house_phrase(s, house)},
                      {"cells", std::move(names), PhraseArg::kOr},
                      {"branches", std::move(texts), PhraseArg::kNone},
                      {"effect", effect_text(s, step)}});
            note_nested(step);
            if (out.add(std::move(step))) return;
        }
    }
    // 5. Double forcing.
    for (std::size_t i = 0; i < n; ++i) {
        const Candidates* pair[] = {&on[i], &off[i]};
        Step step;
        step.technique = technique_of(depth);
        common_conclusions(grid, pair, step);
        if (step.placements.empty() && step.eliminations.empty()) continue;
        step.evidence.push_back({cands[i], Role::Cause});
        PhraseArg if_on = branch_text(grid, cands[i], true, depth, step, "on");
        PhraseArg if_off = branch_text(grid, cands[i], false, depth, step, "off");
        step.say(
            N_("{technique}: whether {cell} is {digit} or not, {effect}. If it is, then {on}; if not, then {off}."),
            {{"technique", technique_phrase(step.technique)},
             {"cell", s.cell_name(cands[i].cell)},
             {"digit", sym(cands[i].digit)},
             {"effect", effect_text(s, step)},
             std::move(if_on),
             std::move(if_off)});
        note_nested(step);
        if (out.add(std::move(step))) return;
    }
}

}  // namespace

void dynamic_forcing_chain(const Candidates& grid, StepCollector& out) {
    find_dynamic(grid, out, kSingles);
}
// Dynamic (+) on Killer boards too, since its propagation runs the cages' sums (branch.hpp). The
// nested chain not on Killer boards: it finds what is left, but too slowly for a hint or a rating.
// 25 Extreme Killers (sudoku-cli generate --level extreme: 3x3k seeds 1 (6), 10, 20 and 30 (4
// each), 2x3k seed 5 (4), 3x3kx seed 5 (3)), sudoku-cli rate, user time: without the sums in the
// branches 1.2 s, 24 guessed; with them, (+) and nested off 6.5 s, 14 guessed; (+) on 7.9 s, 10
// guessed; nested on too 41 s, none guessed, but up to 17 s for one puzzle (the classic board's
// hardest take 0.16 s).
void dynamic_forcing_chain_plus(const Candidates& grid, StepCollector& out) {
    find_dynamic(grid, out, kPlus);
}
void nested_forcing_chain(const Candidates& grid, StepCollector& out) {
    if (grid.shape().is_killer()) return;
    find_dynamic(grid, out, kNested);
}

}  // namespace sudoku
