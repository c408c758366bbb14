// The link graph (issue #34 point 4): the strong and weak links between the candidates of a
// position, built once from the houses, the peers and every constraint's own weak links, for the
// finders that walk links (the chains of chains.cpp today).
//
// A node is a candidate (cell, symbol) as cell * side + symbol - 1. Two candidates are
//  - weakly linked when they cannot both be true: the same cell; the same symbol in two cells that
//    see each other (Shape::sees: houses, cages and every constraint's add_peers); or a pair a
//    constraint names in Constraint::weak_links (a link beyond its peers);
//  - strongly linked when at least one is true: the two candidates of a bivalue cell; the two
//    places of a symbol in a house.
// The graph keeps the strong links and the constraints' weak links as lists; the weak links of the
// rules (the cell's other symbols, the symbol in the cell's peers) are read from the candidates as
// they are walked, so building the graph costs a pass over the houses and cells.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <utility>
#include <vector>

#include "engine/logic/candidates.hpp"

namespace sudoku {

class LinkGraph {
public:
    /// Which strong links a build makes: the houses', the bivalue cells' or both (a finder that
    /// walks one kind skips the other's pass).
    enum Strong { kHouses = 1, kCells = 2, kAll = 3 };
    /// Builds the links of a position (which must outlive the graph's use); a graph kept from call
    /// to call reuses its tables.
    void build(const Candidates& grid, Strong which = kAll);

    int side() const { return n_; }
    int node(int cell, int symbol) const { return cell * n_ + symbol - 1; }
    static Candidate candidate(int node, int side) {
        return {std::uint8_t(node / side), std::uint8_t(node % side + 1)};
    }
    Candidate candidate(int node) const { return candidate(node, n_); }

    /// The strong links of a candidate: first those of the houses (the other place of its symbol in
    /// each house where it has two, by house, each once), then the bivalue cell's other candidate.
    std::span<const std::int16_t> strong(int node) const {
        return {strong_[std::size_t(node)].data(), strong_count_[std::size_t(node)]};
    }
    /// Those of the houses only (a single-digit walk: X-Chains).
    std::span<const std::int16_t> house_strong(int node) const {
        return strong(node).first(strong_count_[std::size_t(node)] - ((which_ & kCells) ? bivalue(node) : 0));
    }
    /// The bivalue cell's other candidate only (XY-Chains), empty when the cell is not bivalue.
    std::span<const std::int16_t> cell_strong(int node) const { return strong(node).last(std::size_t(bivalue(node))); }

    /// The weak links constraints make beyond peers (Constraint::weak_links), ascending; those
    /// the rules make as well are left out.
    std::span<const std::int16_t> constraint_weak(int node) const {
        if (extra_start_.empty()) return {};
        return {extra_.data() + extra_start_[std::size_t(node)],
                std::size_t(extra_start_[std::size_t(node) + 1] - extra_start_[std::size_t(node)])};
    }
    bool has_constraint_weak() const { return !extra_.empty(); }

    /// Visits a candidate's weak links (a node each, until `visit` returns true): with `cell`, the
    /// cell's other candidates ascending; then the symbol in the cell's peers (Shape::peers's
    /// order); then the constraints' links, those of another symbol only with `cell`. True when a
    /// visit returned true.
    template <class Visit>
    bool for_each_weak(int node, bool cell, Visit visit) const {
        const int c = node / n_, digit = node % n_ + 1;
        if (cell)
            for (unsigned m = grid_->candidates(c); m; m &= m - 1) {
                const int d = __builtin_ctz(m) + 1;
                if (d != digit && visit(c * n_ + d - 1)) return true;
            }
        for (int peer : grid_->shape().peers(c))
            if (grid_->has(peer, digit) && visit(peer * n_ + digit - 1)) return true;
        for (int other : constraint_weak(node))
            if ((cell || other % n_ == node % n_) && visit(other)) return true;
        return false;
    }
    /// Whether the rules link two candidates weakly (the same cell, or the same symbol in cells
    /// that see each other), constraints aside.
    bool rules_weak(int a, int b) const {
        const int ca = a / n_, cb = b / n_;
        if (ca == cb) return a != b;
        return a % n_ == b % n_ && grid_->shape().sees(ca, cb);
    }
    /// Whether two candidates are weakly linked, by the rules or a constraint.
    bool weak(int a, int b) const;

    /// Every link once, as (lower node, higher node) ascending: for tests and for showing.
    std::vector<std::pair<int, int>> strong_links() const;
    std::vector<std::pair<int, int>> weak_links() const;

private:
    std::size_t bivalue(int node) const { return symbol_count(grid_->candidates(node / n_)) == 2 ? 1 : 0; }

    // One strong link per house a cell is in, plus a bivalue partner.
    static constexpr int kMaxStrong = kMaxHousesPerCell + 1;

    const Candidates* grid_ = nullptr;
    int n_ = 0;
    Strong which_ = kAll;
    std::vector<std::array<std::int16_t, kMaxStrong>> strong_;
    std::vector<std::uint8_t> strong_count_;
    std::vector<std::int16_t> extra_;
    std::vector<std::uint32_t> extra_start_;  // empty when no constraint adds a link
};

}  // namespace sudoku
