#include "engine/logic/links.hpp"

#include <algorithm>

namespace sudoku {

void LinkGraph::build(const Candidates& grid, Strong which) {
    const Shape& s = grid.shape();
    grid_ = &grid;
    which_ = which;
    n_ = s.side();
    const auto node_count = std::size_t(s.cell_count() * n_);
    if (strong_.size() < node_count) strong_.resize(node_count);
    strong_count_.assign(node_count, 0);
    auto add = [&](int a, int b) {
        const auto i = std::size_t(a);
        for (int k = 0; k < strong_count_[i]; ++k)
            if (strong_[i][std::size_t(k)] == b) return;
        strong_[i][strong_count_[i]++] = std::int16_t(b);
    };
    for (int house = 0; house < ((which & kHouses) ? s.house_count() : 0); ++house)
        for (int d = 1; d <= n_; ++d) {
            const std::uint16_t where = grid.positions(house, d);
            if (symbol_count(where) != 2) continue;
            const int a = s.house_cells(house)[std::size_t(__builtin_ctz(where))];
            const int b = s.house_cells(house)[std::size_t(31 - __builtin_clz(where))];
            add(node(a, d), node(b, d));
            add(node(b, d), node(a, d));
        }
    for (int cell = 0; cell < ((which & kCells) ? s.cell_count() : 0); ++cell) {
        const DigitMask m = grid.candidates(cell);
        if (symbol_count(m) != 2) continue;
        const int first = cell * n_;
        const int lo = __builtin_ctz(m), hi = 31 - __builtin_clz(m);
        add(first + lo, first + hi);
        add(first + hi, first + lo);
    }

    // The constraints' weak links, as they see the position (a filled cell holds its symbol).
    extra_.clear();
    extra_start_.clear();
    const ConstraintSet* constraints = s.constraints();
    if (!constraints || constraints->empty()) return;
    std::array<DigitMask, kMaxCells> masks;
    for (int cell = 0; cell < s.cell_count(); ++cell)
        masks[std::size_t(cell)] =
            grid.is_empty(cell) ? grid.candidates(cell) : DigitMask(1u << (grid.digit(cell) - 1));
    const Domains domains(s, masks.data());
    thread_local std::vector<WeakLink> links;
    links.clear();
    for (const auto& constraint : constraints->all()) constraint->weak_links(domains, links);
    if (links.empty()) return;
    thread_local std::vector<std::pair<std::int16_t, std::int16_t>> pairs;
    pairs.clear();
    for (const WeakLink& l : links) {
        if (!grid.is_empty(l.cell_a) || !grid.is_empty(l.cell_b) || !grid.has(l.cell_a, l.symbol_a) ||
            !grid.has(l.cell_b, l.symbol_b))
            continue;
        const int a = node(l.cell_a, l.symbol_a), b = node(l.cell_b, l.symbol_b);
        if (rules_weak(a, b) || a == b) continue;
        pairs.push_back({std::int16_t(a), std::int16_t(b)});
        pairs.push_back({std::int16_t(b), std::int16_t(a)});
    }
    if (pairs.empty()) return;
    std::sort(pairs.begin(), pairs.end());
    pairs.erase(std::unique(pairs.begin(), pairs.end()), pairs.end());
    extra_start_.assign(node_count + 1, 0);
    for (const auto& p : pairs) ++extra_start_[std::size_t(p.first) + 1];
    for (std::size_t i = 1; i <= node_count; ++i) extra_start_[i] += extra_start_[i - 1];
    for (const auto& p : pairs) extra_.push_back(p.second);
}

bool LinkGraph::weak(int a, int b) const {
    if (rules_weak(a, b)) return true;
    const auto extra = constraint_weak(a);
    return std::binary_search(extra.begin(), extra.end(), std::int16_t(b));
}

std::vector<std::pair<int, int>> LinkGraph::strong_links() const {
    std::vector<std::pair<int, int>> out;
    for (int a = 0; a < grid_->cell_count() * n_; ++a)
        if (grid_->has(a / n_, a % n_ + 1))
            for (int b : strong(a))
                if (a < b) out.push_back({a, b});
    std::sort(out.begin(), out.end());
    return out;
}

std::vector<std::pair<int, int>> LinkGraph::weak_links() const {
    std::vector<std::pair<int, int>> out;
    for (int a = 0; a < grid_->cell_count() * n_; ++a)
        if (grid_->has(a / n_, a % n_ + 1))
            for_each_weak(a, true, [&](int b) { return a < b && (out.push_back({a, b}), false); });
    std::sort(out.begin(), out.end());
    return out;
}

}  // namespace sudoku
