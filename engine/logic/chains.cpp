// Chains: X-Chain, XY-Chain, alternating inference chains (AIC), and forcing chains.
//
// Candidates are nodes (cell, digit). A strong link joins two candidates of which at least one is
// true: the only two places of a digit in a house (a conjugate pair), or the two candidates of a
// bivalue cell. A weak link joins two candidates of which at most one is true: the same digit in
// two cells that see each other, or two digits in one cell. An alternating chain
//     A = x - y = ... = B      (= strong, - weak)
// proves "A or B is true": if A is false, the strong link makes x true, the weak link makes y
// false, and so on until B is true. So any candidate weakly linked to both A and B is false, and
// if B is A itself, A is true.
//
// The search is a breadth-first walk from every start over alternating links, so the shortest
// chain for each pair of ends is found first. X-Chains use only one digit, XY-Chains only bivalue
// cells as strong links; AICs use every link. Forcing chains (the last logical resort) assume each
// candidate of a cell in turn, propagate singles, and keep what every branch agrees on.
#include <algorithm>
#include <array>
#include <optional>

#include "engine/logic/techniques.hpp"
#include "engine/notation.hpp"

namespace sudoku {

namespace {

constexpr int kNodes = kCells * kDigits;

constexpr int node_of(int cell, int digit) { return cell * kDigits + (digit - 1); }
constexpr int cell_of(int node) { return node / kDigits; }
constexpr int digit_of(int node) { return node % kDigits + 1; }

Candidate candidate_of(int node) { return {std::uint8_t(cell_of(node)), std::uint8_t(digit_of(node))}; }

bool sees(int a, int b) {
    const auto& ha = houses_of(a);
    const auto& hb = houses_of(b);
    return a != b && (ha[0] == hb[0] || ha[1] == hb[1] || ha[2] == hb[2]);
}

/// Weakly linked candidates: the same cell with another digit, or the same digit in a peer cell.
bool weakly_linked(int a, int b) {
    if (a == b) return false;
    if (cell_of(a) == cell_of(b)) return true;
    return digit_of(a) == digit_of(b) && sees(cell_of(a), cell_of(b));
}

enum class ChainKind { X, XY, Any };

struct LinkGraph {
    // Strong links per node (at most 3 conjugate pairs and 1 bivalue partner).
    std::array<std::array<std::int16_t, 4>, kNodes> strong{};
    std::array<std::uint8_t, kNodes> strong_count{};
    std::vector<int> nodes;  // every candidate on the board
};

/// The links a chain of `kind` may use. Nodes are listed digit by digit for X-Chains (each digit's
/// chains are searched in turn) and cell by cell otherwise.
LinkGraph build_graph(const CandidateGrid& grid, ChainKind kind) {
    LinkGraph g;
    g.nodes.reserve(kNodes);
    if (kind == ChainKind::X) {
        for (int d = 1; d <= kDigits; ++d)
            for (int cell = 0; cell < kCells; ++cell)
                if (grid.has(cell, d)) g.nodes.push_back(node_of(cell, d));
    } else {
        for (int cell = 0; cell < kCells; ++cell)
            for (int d : digits_of(grid.candidates(cell))) g.nodes.push_back(node_of(cell, d));
    }
    auto add = [&](int a, int b) {
        for (int i = 0; i < g.strong_count[a]; ++i)
            if (g.strong[a][i] == b) return;
        g.strong[a][g.strong_count[a]++] = std::int16_t(b);
    };
    if (kind != ChainKind::XY) {
        for (int house = 0; house < kHouses; ++house)
            for (int d = 1; d <= kDigits; ++d) {
                std::uint16_t where = grid.positions(house, d);
                if (popcount(where) != 2) continue;
                int a = house_cells(house)[__builtin_ctz(where)];
                int b = house_cells(house)[31 - __builtin_clz(where)];
                add(node_of(a, d), node_of(b, d));
                add(node_of(b, d), node_of(a, d));
            }
    }
    if (kind != ChainKind::X) {
        for (int cell = 0; cell < kCells; ++cell) {
            if (popcount(grid.candidates(cell)) != 2) continue;
            auto ds = digits_of(grid.candidates(cell));
            add(node_of(cell, ds[0]), node_of(cell, ds[1]));
            add(node_of(cell, ds[1]), node_of(cell, ds[0]));
        }
    }
    return g;
}

/// Candidates weakly linked to both ends (the eliminations of an AIC from a to b).
std::vector<Candidate> common_victims(const CandidateGrid& grid, int a, int b) {
    std::vector<Candidate> out;
    auto consider = [&](int cell) {
        for (int d : digits_of(grid.candidates(cell))) {
            int x = node_of(cell, d);
            if (x != a && x != b && weakly_linked(x, a) && weakly_linked(x, b)) out.push_back(candidate_of(x));
        }
    };
    consider(cell_of(a));
    if (cell_of(b) != cell_of(a)) consider(cell_of(b));
    for (int peer : peers_of(cell_of(a)))
        if (peer != cell_of(b) && sees(peer, cell_of(b))) consider(peer);
    return out;
}

/// Whether common_victims would find anything, without building the list. The search calls this
/// at every chain end, so it uses what weak links allow instead of trying every candidate nearby:
/// a victim shares a cell with one end and a digit with the other, or (ends of one digit) has that
/// digit in a cell seeing both.
bool has_common_victim(const CandidateGrid& grid, int a, int b) {
    const int ca = cell_of(a), cb = cell_of(b), da = digit_of(a), db = digit_of(b);
    if (ca == cb) return popcount(grid.candidates(ca)) > 2;  // a third digit of the cell
    if (da != db) return sees(ca, cb) && (grid.has(ca, db) || grid.has(cb, da));
    for (int peer : peers_of(ca))
        if (grid.has(peer, da) && peer != cb && sees(peer, cb)) return true;
    return false;
}

std::string node_text(int node) { return std::to_string(digit_of(node)) + cell_name(cell_of(node)); }

// The step for a chain found by search_chains: from `start` (assumed false) to the end state
// `end` (node * 2 + on), walking `parent` back. Kept out of the search loop: it runs once per step.
[[gnu::noinline]] Step chain_step(const CandidateGrid& grid, Technique technique, int start, int end,
                                  const std::vector<int>& parent) {
    const int next = end / 2;
    std::vector<int> path;
    for (int t = end; t != -1; t = parent[t]) path.push_back(t);
    std::reverse(path.begin(), path.end());
    Step step;
    step.technique = technique;
    if (next == start) {
        step.placements.push_back(candidate_of(start));
    } else {
        step.eliminations = common_victims(grid, start, next);
    }
    std::string chain;
    for (std::size_t i = 0; i < path.size(); ++i) {
        int n = path[i] / 2;
        bool n_on = path[i] % 2;
        step.evidence.push_back({candidate_of(n), n_on ? Role::LinkOn : Role::LinkOff});
        if (i > 0) {
            step.links.push_back({candidate_of(path[i - 1] / 2), candidate_of(n), n_on});
            chain += n_on ? " = " : " - ";
        }
        chain += node_text(n);
    }
    step.explanation = std::string(technique_name(technique)) + ": " + chain + ". ";
    if (next == start) {
        step.explanation += "If " + node_text(start) + " were false the chain would make it true, so " +
                            cell_name(cell_of(start)) + " is " + std::to_string(digit_of(start)) + ".";
    } else {
        step.explanation += "Either " + cell_name(cell_of(start)) + " is " +
                            std::to_string(digit_of(start)) + " or " + cell_name(cell_of(next)) +
                            " is " + std::to_string(digit_of(next)) + ", so: " + elimination_list(step) + ".";
    }
    return step;
}

// Breadth-first search of alternating chains from every start. State = node * 2 + on, where on = 1
// means "this candidate is true if the start is false".
void search_chains(const CandidateGrid& grid, ChainKind kind, Technique technique, StepCollector& out) {
    // parent[s] is valid only when seen[s] == start's stamp: no clearing between starts.
    std::vector<int> parent(2 * kNodes);
    std::vector<int> depth(2 * kNodes);  // links from the start
    std::vector<int> seen(2 * kNodes, -1);
    std::vector<int> queue;
    queue.reserve(2 * kNodes);
    std::array<CellSet, kDigits> holding{};  // the cells holding each digit as a candidate
    for (int cell = 0; cell < kCells; ++cell)
        for (int d : digits_of(grid.candidates(cell))) holding[d - 1].insert(cell);
    const LinkGraph g = build_graph(grid, kind);
    for (int start : g.nodes) {
        if (g.strong_count[start] == 0) continue;
        queue.clear();
        seen[start * 2 + 0] = start;
        depth[start * 2 + 0] = 0;
        parent[start * 2 + 0] = -1;
        queue.push_back(start * 2 + 0);
        for (std::size_t head = 0; head < queue.size(); ++head) {
            int state = queue[head];
            int node = state / 2;
            bool on = state % 2;
            auto visit = [&](int next, bool next_on) {
                int s = next * 2 + (next_on ? 1 : 0);
                if (seen[s] == start) return false;
                seen[s] = start;
                parent[s] = state;
                queue.push_back(s);
                depth[s] = depth[state] + 1;
                if (!next_on) return false;
                // Reached an end that is true whenever the start is false. Most ends prove
                // nothing: check that cheaply (no allocation) before building the step.
                if (depth[s] < 3 && next != start) return false;  // shorter ones are simpler techniques
                if (kind == ChainKind::XY && (digit_of(next) != digit_of(start) || cell_of(next) == cell_of(start)))
                    return false;
                if (next != start && !has_common_victim(grid, start, next)) return false;
                return out.add(chain_step(grid, technique, start, s, parent));
            };
            if (!on) {
                for (int i = 0; i < g.strong_count[node]; ++i)
                    if (visit(g.strong[node][i], true)) return;
            } else {
                // Weak links: other digits of the cell (not for X-Chains), same digit in peers.
                int cell = cell_of(node), digit = digit_of(node);
                if (kind != ChainKind::X)
                    for (int d : digits_of(grid.candidates(cell)))
                        if (d != digit && visit(node_of(cell, d), false)) return;
                if ((peer_set(cell) & holding[digit - 1]).any_of([&](int peer) { return visit(node_of(peer, digit), false); }))
                    return;
            }
        }
    }
}

}  // namespace

void find_x_chain(const CandidateGrid& g, StepCollector& out) { search_chains(g, ChainKind::X, Technique::XChain, out); }
void find_xy_chain(const CandidateGrid& g, StepCollector& out) { search_chains(g, ChainKind::XY, Technique::XYChain, out); }
void find_alternating_chain(const CandidateGrid& g, StepCollector& out) {
    search_chains(g, ChainKind::Any, Technique::AlternatingChain, out);
}

// ---- Forcing chains ----

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
    std::vector<int> of_contradiction() const { return closure(contradiction_ ? contradiction_->needs : std::vector<int>{}); }
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
    std::string contradiction_text() const {
        if (!contradiction_) return {};
        if (contradiction_->cell >= 0) return cell_name(contradiction_->cell) + " would have no candidate left";
        return house_name(contradiction_->house) + " would have no place for " + std::to_string(contradiction_->digit);
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
            for (int d : digits_of(DigitMask(before[c] & ~grid_.candidates(c)))) removed_by_[c][d - 1] = std::int16_t(index);
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
            for (int cell = 0; cell < kCells; ++cell)
                if (grid_.is_empty(cell) && popcount(grid_.candidates(cell)) == 1) {
                    const int d = first_digit(grid_.candidates(cell));
                    round.push_back({cell, d, cell_needs(cell, d)});
                }
            for (int house = 0; house < kHouses; ++house)
                for (int d = 1; d <= kDigits; ++d) {
                    const std::uint16_t where = grid_.positions(house, d);
                    if (popcount(where) != 1) continue;
                    const int cell = house_cells(house)[__builtin_ctz(where)];
                    if (popcount(grid_.candidates(cell)) == 1) continue;  // a naked single already
                    round.push_back({cell, d, house_needs(house, d, cell)});
                }
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
    std::vector<std::vector<int>> needs_;        // for each placement, the earlier ones it rests on
    std::array<DigitMask, kHouses> house_digits_{};  // the digits each house holds
    std::array<std::array<std::int16_t, kDigits>, kCells> removed_by_{};
    std::optional<Contradiction> contradiction_;
};

std::string placement_text(int cell, int digit) { return cell_name(cell) + "=" + std::to_string(digit); }

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
    std::string& s = step.explanation;
    s = "Forcing Chain: if " + cell_name(cell) + " were " + std::to_string(digit) + ", ";
    if (story.broken()) {
        const std::string chain = story_text(story, story.of_contradiction(), step);
        if (!chain.empty()) s += "singles would give " + chain + ", and then ";
        s += story.contradiction_text();
        if (story.contradiction_cell() >= 0) step.evidence.push_back({{std::uint8_t(story.contradiction_cell()), 0}, Role::LinkOff});
    } else {
        s += "singles would lead to a contradiction";  // not expected: the search saw one
    }
    s += ", so " + cell_name(cell) + "<>" + std::to_string(digit) + ".";
    return step;
}

// Cell forcing: every candidate of `cell` leads to the step's placements and eliminations; the
// sentence tells the story of the first of them in each branch.
void describe_cell_forcing(const CandidateGrid& grid, int cell, Step& step) {
    const auto ds = digits_of(grid.candidates(cell));
    for (int d : ds) step.evidence.push_back({{std::uint8_t(cell), std::uint8_t(d)}, Role::Cause});
    const bool placement = !step.placements.empty();
    const Candidate conclusion = placement ? step.placements.front() : step.eliminations.front();
    const std::string conclusion_text = placement ? placement_text(conclusion.cell, conclusion.digit)
                                                  : cell_name(conclusion.cell) + "<>" + std::to_string(conclusion.digit);
    std::string& s = step.explanation;
    s = "Forcing Chain: " + cell_name(cell) + " is ";
    for (int i = 0; i < ds.size(); ++i) {
        if (i) s += i + 1 == ds.size() ? " or " : ", ";
        s += std::to_string(ds[i]);
    }
    s += ". ";
    for (int i = 0; i < ds.size(); ++i) {
        const Story story(grid, cell, ds[i]);
        const auto indices = placement ? story.of_placement(conclusion.cell, conclusion.digit)
                                       : story.of_elimination(conclusion.cell, conclusion.digit);
        const std::string chain = story_text(story, indices, step);
        s += i ? "; if " : "If ";
        s += std::to_string(ds[i]) + ", ";
        s += chain.empty() ? conclusion_text + " at once" : "singles give " + chain;
    }
    s += ". Either way " + step.effect_text() + ".";
}

}  // namespace

void find_forcing_chain(const CandidateGrid& grid, StepCollector& out) {
    // 1. Contradiction: a candidate whose assumption breaks the grid is false.
    for (int cell = 0; cell < kCells; ++cell) {
        for (int d : digits_of(grid.candidates(cell))) {
            if (!assume(grid, cell, d).broken) continue;
            if (out.add(contradiction_step(grid, cell, d))) return;
        }
    }
    // 2. Cell forcing: whatever candidate of a cell is true, the same conclusions follow.
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
        if (out.add(std::move(step))) return;
    }
}

}  // namespace sudoku
