// Chains: X-Chain, XY-Chain and alternating inference chains (AIC). Forcing chains: forcing.cpp.
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
// cells as strong links; AICs use every link.
#include <algorithm>
#include <array>

#include "engine/logic/techniques.hpp"
#include "engine/notation.hpp"
#include "engine/text.hpp"

namespace sudoku {

namespace {

constexpr int kNodes = kCells * kDigits;

constexpr int node_of(int cell, int digit) {
    return cell * kDigits + (digit - 1);
}
constexpr int cell_of(int node) {
    return node / kDigits;
}
constexpr int digit_of(int node) {
    return node % kDigits + 1;
}

Candidate candidate_of(int node) {
    return {std::uint8_t(cell_of(node)), std::uint8_t(digit_of(node))};
}

bool sees(int a, int b) {
    const auto& ha = houses_of(a);
    const auto& hb = houses_of(b);
    return a != b && (ha[0] == hb[0] || ha[1] == hb[1] || ha[2] == hb[2]);
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

/// Calls visit(victim) for each candidate weakly linked to both chain ends a and b (the
/// eliminations of an AIC from a to b), stopping as soon as visit returns true. Weak links allow
/// only three kinds: a third digit of the ends' common cell; a digit of one end in the other end's
/// cell, when the cells see each other; or, for ends of one digit, that digit in a cell seeing both.
/// The search asks this at every chain end, so it is walked from those cases, not from every
/// candidate nearby.
template <class Visit>
bool for_each_victim(const CandidateGrid& grid, int a, int b, Visit visit) {
    const int ca = cell_of(a), cb = cell_of(b), da = digit_of(a), db = digit_of(b);
    if (ca == cb) {
        for (int d : digits_of(grid.candidates(ca)))
            if (d != da && d != db && visit(Candidate{std::uint8_t(ca), std::uint8_t(d)})) return true;
        return false;
    }
    if (da != db) {
        if (!sees(ca, cb)) return false;
        return (grid.has(ca, db) && visit(Candidate{std::uint8_t(ca), std::uint8_t(db)})) ||
               (grid.has(cb, da) && visit(Candidate{std::uint8_t(cb), std::uint8_t(da)}));
    }
    for (int peer : peers_of(ca))
        if (grid.has(peer, da) && peer != cb && sees(peer, cb) &&
            visit(Candidate{std::uint8_t(peer), std::uint8_t(da)}))
            return true;
    return false;
}

std::vector<Candidate> common_victims(const CandidateGrid& grid, int a, int b) {
    std::vector<Candidate> out;
    for_each_victim(grid, a, b, [&](Candidate c) { return out.push_back(c), false; });
    return out;
}

bool has_common_victim(const CandidateGrid& grid, int a, int b) {
    return for_each_victim(grid, a, b, [](Candidate) { return true; });
}

std::string node_text(int node) {
    return std::to_string(digit_of(node)) + cell_name(cell_of(node));
}

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
    if (next == start) {
        step.say(N_("{technique}: {chain}. If {node} were false the chain would make it true, so {cell} is "
                    "{digit}."),
                 {{"technique", technique_phrase(technique)},
                  {"chain", chain},
                  {"node", node_text(start)},
                  {"cell", cell_name(cell_of(start))},
                  {"digit", std::to_string(digit_of(start))}});
    } else {
        step.say(N_("{technique}: {chain}. Either {cell} is {digit} or {other} is {other_digit}, so: "
                    "{eliminations}."),
                 {{"technique", technique_phrase(technique)},
                  {"chain", chain},
                  {"cell", cell_name(cell_of(start))},
                  {"digit", std::to_string(digit_of(start))},
                  {"other", cell_name(cell_of(next))},
                  {"other_digit", std::to_string(digit_of(next))},
                  {"eliminations", elimination_list(step)}});
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
    std::array<CellSet, kDigits> holding;  // the cells holding each digit as a candidate
    for (int d = 1; d <= kDigits; ++d) holding[d - 1] = grid.cells_with(d);
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
                if ((peer_set(cell) & holding[digit - 1]).any_of([&](int peer) {
                        return visit(node_of(peer, digit), false);
                    }))
                    return;
            }
        }
    }
}

}  // namespace

void find_x_chain(const CandidateGrid& g, StepCollector& out) {
    search_chains(g, ChainKind::X, Technique::XChain, out);
}
void find_xy_chain(const CandidateGrid& g, StepCollector& out) {
    search_chains(g, ChainKind::XY, Technique::XYChain, out);
}
void find_alternating_chain(const CandidateGrid& g, StepCollector& out) {
    search_chains(g, ChainKind::Any, Technique::AlternatingChain, out);
}

}  // namespace sudoku
