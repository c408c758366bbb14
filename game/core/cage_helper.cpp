#include "game/core/cage_helper.hpp"

#include "engine/constraints/cage_math.hpp"

namespace sudoku::game {
namespace {

// Whether cells open[i..] can take the symbols of `rest`, a different one each, cell i any of
// allowed[i].
bool matches(const std::vector<DigitMask>& allowed, std::size_t i, DigitMask rest) {
    if (i == allowed.size()) return rest == 0;
    for (DigitMask m = DigitMask(allowed[i] & rest); m; m &= DigitMask(m - 1)) {
        const DigitMask one = DigitMask(m & -m);
        if (matches(allowed, i + 1, DigitMask(rest & ~one))) return true;
    }
    return false;
}

}  // namespace

std::vector<CageCombination> cage_helper(const Shape& shape, const ShapeDigits& digits, int cage) {
    std::vector<CageCombination> out;
    if (cage < 0 || cage >= shape.cage_count()) return out;
    const Cage& c = shape.cage(cage);
    const int n = shape.side();
    DigitMask placed = 0;
    int placed_count = 0;
    std::vector<int> open;
    for (int cell : c.cells) {
        if (const int d = digits[std::size_t(cell)]) {
            placed = DigitMask(placed | (1u << (d - 1)));
            ++placed_count;
        } else {
            open.push_back(cell);
        }
    }
    // What each empty cell can hold: no digit placed in a house it shares (cage mates included).
    std::vector<DigitMask> allowed;
    for (int cell : open) {
        DigitMask seen = 0;
        for (int peer : shape.peers(cell))
            if (const int d = digits[std::size_t(peer)]) seen = DigitMask(seen | (1u << (d - 1)));
        allowed.push_back(DigitMask(((1u << n) - 1) & ~seen));
    }
    for (DigitMask combo : cage_combinations(n, int(c.cells.size()), c.sum)) {
        CageCombination entry{combo, true};
        // A digit twice in the cage, or one the combination lacks, rules it out.
        if (symbol_count(placed) != placed_count || (combo & placed) != placed)
            entry.possible = false;
        else
            entry.possible = matches(allowed, 0, DigitMask(combo & ~placed));
        out.push_back(entry);
    }
    return out;
}

}  // namespace sudoku::game
