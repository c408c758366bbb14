#include "engine/constraints/small_killer_tables.hpp"

#include "engine/constraints/cage.hpp"
#include "engine/constraints/shape.hpp"

namespace sudoku::small_killer {
namespace {

constexpr int kCells = 16;
constexpr int kSymbols = 4;

// Appends to `ways` every assignment of the symbols of `combo` to `cells[i..]`, one each, on top
// of `so_far`.
void add_ways(std::span<const std::uint8_t> cells, std::size_t i, DigitMask combo, std::uint64_t so_far,
              std::vector<std::uint64_t>& ways) {
    if (i == cells.size()) {
        ways.push_back(so_far);
        return;
    }
    for (DigitMask m = combo; m; m &= DigitMask(m - 1)) {
        const int symbol = __builtin_ctz(m);
        add_ways(cells, i + 1, DigitMask(combo & ~(1u << symbol)),
                 so_far | std::uint64_t(1) << (4 * cells[i] + std::size_t(symbol)), ways);
    }
}

void add_group(Tables& t, std::span<const std::uint8_t> cells, std::span<const DigitMask> combos, bool cage) {
    Tables::Group g;
    for (std::uint8_t c : cells) g.cells |= std::uint64_t(0xF) << (4 * c);
    g.begin = std::uint32_t(t.ways.size());
    for (DigitMask combo : combos) add_ways(cells, 0, combo, 0, t.ways);
    g.end = std::uint32_t(t.ways.size());
    g.cage = cage;
    t.groups.push_back(g);
}

// A word with bit 4c for each cell of a set.
std::uint64_t nibbles_of(const BigCellSet& set) {
    std::uint64_t out = 0;
    for (std::uint64_t w = set.word(0); w; w &= w - 1) out |= std::uint64_t(1) << (4 * __builtin_ctzll(w));
    return out;
}

}  // namespace

std::shared_ptr<const Tables> make_tables(const Shape& shape, const ConstraintSet& constraints) {
    if (shape.side() != kSymbols) return nullptr;
    auto t = std::make_shared<Tables>();
    for (int c = 0; c < kCells; ++c) t->peers[std::size_t(c)] = nibbles_of(shape.peer_set(c));
    for (int h = 0; h < shape.house_count(); ++h) t->houses.push_back(nibbles_of(shape.house_set(h)));
    for (const auto& constraint : constraints.all()) {
        const auto* group = dynamic_cast<const SumGroup*>(constraint.get());
        if (!group) return nullptr;  // a constraint these tables cannot hold: the general solver's
        add_group(*t, group->cells(), group->combinations(), dynamic_cast<const KillerCage*>(group) != nullptr);
    }
    return t;
}

}  // namespace sudoku::small_killer
