// On every shape but classic: X-Chains, XY-Chains and alternating inference chains, as chains.cpp
// (a breadth-first walk over alternating strong and weak links from every start), over the link
// graph (links.hpp): strong links from every house of the shape (diagonals and windows included)
// and bivalue cells, weak links from Shape::sees and the constraints' own.
#include <algorithm>
#include <array>

#include "engine/logic/finders.hpp"
#include "engine/logic/links.hpp"
#include "engine/model/text.hpp"

namespace sudoku {

namespace {

enum class ChainKind { X, XY, Any };

// A chain's strong links: the houses' (X), the bivalue cells' (XY) or both.
LinkGraph::Strong strong_links_of(ChainKind kind) {
    if (kind == ChainKind::X) return LinkGraph::kHouses;
    if (kind == ChainKind::XY) return LinkGraph::kCells;
    return LinkGraph::kAll;
}

// Candidates weakly linked to both chain ends: by the rules (the same cell, or the same symbol in
// cells that see each other), then through a constraint's weak link to one end or both.
template <class Visit>
bool for_each_victim(const Candidates& grid, const LinkGraph& g, int a, int b, Visit visit) {
    const Shape& s = grid.shape();
    const int n = g.side();
    const int ca = a / n, cb = b / n, da = a % n + 1, db = b % n + 1;
    bool stop = false;
    if (ca == cb) {
        for (unsigned m = grid.candidates(ca); m && !stop; m &= m - 1) {
            const int d = __builtin_ctz(m) + 1;
            if (d != da && d != db && visit(cand(ca, d))) stop = true;
        }
    } else if (da != db) {
        if (s.sees(ca, cb))
            stop = (grid.has(ca, db) && visit(cand(ca, db))) || (grid.has(cb, da) && visit(cand(cb, da)));
    } else {
        for (int peer : s.peers(ca))
            if (peer != cb && grid.has(peer, da) && s.sees(peer, cb) && visit(cand(peer, da))) return true;
    }
    if (stop || !g.has_constraint_weak()) return stop;
    for (int x : g.constraint_weak(a))
        if (x != b && g.weak(x, b) && visit(g.candidate(x))) return true;
    for (int x : g.constraint_weak(b))
        if (x != a && g.rules_weak(x, a) && visit(g.candidate(x))) return true;
    return false;
}

[[gnu::noinline]] std::vector<Candidate> common_victims(const Candidates& grid, const LinkGraph& g, int a, int b) {
    std::vector<Candidate> out;
    out.reserve(kMaxSide + kMaxCells / 4);
    for_each_victim(grid, g, a, b, [&](Candidate c) { return out.push_back(c), false; });
    return out;
}

std::string node_text(const Shape& s, int n, int node) {
    std::string out = sym(node % n + 1);
    out += s.cell_name(node / n);
    return out;
}

[[gnu::noinline]] Step chain_step(const Candidates& grid, const LinkGraph& g, Technique technique, int start, int end,
                                  const std::vector<int>& parent, bool text) {
    const Shape& s = grid.shape();
    const int n = g.side();
    const int next = end / 2;
    std::vector<int> path;
    for (int t = end; t != -1; t = parent[std::size_t(t)]) path.push_back(t);
    std::reverse(path.begin(), path.end());
    auto candidate_of = [&](int node) { return cand(node / n, node % n + 1); };
    Step step;
    step.technique = technique;
    if (next == start)
        step.placements.push_back(candidate_of(start));
    else
        step.eliminations = common_victims(grid, g, start, next);
    std::string chain;
    for (std::size_t i = 0; i < path.size(); ++i) {
        const int node = path[i] / 2;
        const bool on = path[i] % 2;
        step.evidence.push_back({candidate_of(node), on ? Role::LinkOn : Role::LinkOff});
        if (i > 0) {
            step.links.push_back({candidate_of(path[i - 1] / 2), candidate_of(node), on});
            if (text) chain += on ? " = " : " - ";
        }
        if (text) chain += node_text(s, n, node);
    }
    if (!text) return step;
    if (next == start) {
        step.say(N_("{technique}: {chain}. If {node} were false the chain would make it true, so {cell} is "
                    "{digit}."),
                 {{"technique", technique_phrase(technique)},
                  {"chain", chain},
                  {"node", node_text(s, n, start)},
                  {"cell", s.cell_name(start / n)},
                  {"digit", sym(start % n + 1)}});
    } else {
        step.say(N_("{technique}: {chain}. Either {cell} is {digit} or {other} is {other_digit}, so: "
                    "{eliminations}."),
                 {{"technique", technique_phrase(technique)},
                  {"chain", chain},
                  {"cell", s.cell_name(start / n)},
                  {"digit", sym(start % n + 1)},
                  {"other", s.cell_name(next / n)},
                  {"other_digit", sym(next % n + 1)},
                  {"eliminations", elimination_list(s, step)}});
    }
    return step;
}

void search_chains(const Candidates& grid, ChainKind kind, Technique technique, StepCollector& out,
                   unsigned digits = ~0u) {
    const Shape& s = grid.shape();
    // The graph and the walk's tables are kept per thread from call to call (clearing them was a
    // tenth of a chain search). A state is seen from a start when its mark is that start's, and
    // marks only grow: each call takes the next node_count + 1 of them.
    thread_local LinkGraph g;
    thread_local std::vector<int> nodes, parent, depth, queue;
    thread_local std::vector<std::uint64_t> seen;
    thread_local std::uint64_t next_mark = 1;
    g.build(grid, strong_links_of(kind));
    const int n = g.side();
    nodes.clear();
    if (kind == ChainKind::X) {
        for (int d = 1; d <= n; ++d)
            for (int cell = 0; cell < s.cell_count(); ++cell)
                if (grid.has(cell, d)) nodes.push_back(cell * n + d - 1);
    } else {
        for (int cell = 0; cell < s.cell_count(); ++cell)
            for (unsigned m = grid.candidates(cell); m; m &= m - 1) nodes.push_back(cell * n + __builtin_ctz(m));
    }
    const std::size_t states = std::size_t(2 * s.cell_count() * n);
    if (parent.size() < states) {
        parent.resize(states);
        depth.resize(states);
        seen.resize(states, 0);
    }
    const std::uint64_t first_mark = next_mark;
    next_mark += std::uint64_t(s.cell_count() * n) + 1;
    queue.reserve(states);
    for (int start : nodes) {
        if (g.strong(start).empty() || !(digits >> (start % n) & 1)) continue;
        const std::uint64_t mark = first_mark + std::uint64_t(start);
        queue.clear();
        seen[std::size_t(start * 2)] = mark;
        depth[std::size_t(start * 2)] = 0;
        parent[std::size_t(start * 2)] = -1;
        queue.push_back(start * 2);
        for (std::size_t head = 0; head < queue.size(); ++head) {
            const int state = queue[head];
            const int node = state / 2;
            const bool on = state % 2;
            auto visit = [&](int next, bool next_on) {
                const int st = next * 2 + (next_on ? 1 : 0);
                if (seen[std::size_t(st)] == mark) return false;
                seen[std::size_t(st)] = mark;
                parent[std::size_t(st)] = state;
                queue.push_back(st);
                depth[std::size_t(st)] = depth[std::size_t(state)] + 1;
                if (!next_on) return false;
                if (depth[std::size_t(st)] < 3 && next != start) return false;
                if (kind == ChainKind::XY && (next % n != start % n || next / n == start / n)) return false;
                if (next != start && !for_each_victim(grid, g, start, next, [](Candidate) { return true; }))
                    return false;
                return out.add(chain_step(grid, g, technique, start, st, parent, out.text()));
            };
            if (!on) {
                for (int next : g.strong(node))
                    if (visit(next, true)) return;
            } else if (g.for_each_weak(node, kind != ChainKind::X, [&](int next) { return visit(next, false); })) {
                return;
            }
        }
    }
}

}  // namespace

void x_chain(const Candidates& g, StepCollector& out) {
    search_chains(g, ChainKind::X, Technique::XChain, out);
}
void x_chain_in(const Candidates& g, unsigned digits, StepCollector& out) {
    search_chains(g, ChainKind::X, Technique::XChain, out, digits);
}
void xy_chain(const Candidates& g, StepCollector& out) {
    search_chains(g, ChainKind::XY, Technique::XYChain, out);
}
void alternating_chain(const Candidates& g, StepCollector& out) {
    search_chains(g, ChainKind::Any, Technique::AlternatingChain, out);
}

}  // namespace sudoku
