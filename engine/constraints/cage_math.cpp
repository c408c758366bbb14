#include "engine/constraints/cage_math.hpp"

#include <algorithm>
#include <array>
#include <mutex>
#include <vector>

#include "engine/constraints/shape.hpp"

namespace sudoku {
namespace {

constexpr int kMaxCageSide = 16;
constexpr int kMaxSum = kMaxCageSide * (kMaxCageSide + 1) / 2;  // 136

// One side's table: [size][sum], the combinations as cage_combinations lists them.
using SideTable = std::vector<std::vector<std::vector<DigitMask>>>;

void build(int side, SideTable& table) {
    table.assign(std::size_t(side) + 1, std::vector<std::vector<DigitMask>>(std::size_t(kMaxSum) + 1));
    for (unsigned mask = 1; mask < (1u << side); ++mask) {
        int sum = 0;
        for (int s = 0; s < side; ++s)
            if (mask >> s & 1u) sum += s + 1;
        table[std::size_t(symbol_count(mask))][std::size_t(sum)].push_back(DigitMask(mask));
    }
    // In the order a player lists them: 1+9, 2+8, 3+7, 4+6 (the first symbol that differs decides,
    // the set holding it first).
    for (auto& by_size : table)
        for (auto& list : by_size)
            std::sort(list.begin(), list.end(), [](DigitMask a, DigitMask b) {
                const unsigned differ = unsigned(a ^ b);
                return differ != 0 && (a & (differ & (~differ + 1))) != 0;
            });
}

// Each side's table is built on its first use (thread-safe): all sixteen at once took 8.6 ms here,
// which every Killer game and command paid at its first cage.
const SideTable& side_table(int side) {
    static std::array<std::once_flag, kMaxCageSide + 1> once;
    static std::array<SideTable, kMaxCageSide + 1> tables;
    std::call_once(once[std::size_t(side)], [side] { build(side, tables[std::size_t(side)]); });
    return tables[std::size_t(side)];
}

}  // namespace

std::span<const DigitMask> cage_combinations(int side, int size, int sum) {
    if (side < 1 || side > kMaxCageSide || size < 1 || size > side || sum < 1 || sum > kMaxSum) return {};
    const auto& list = side_table(side)[std::size_t(size)][std::size_t(sum)];
    return {list.data(), list.size()};
}

DigitMask cage_options(int side, int size, int sum, DigitMask must, DigitMask may) {
    const DigitMask allowed = DigitMask(must | may);
    DigitMask options = 0;
    for (DigitMask combination : cage_combinations(side, size, sum))
        if ((combination & must) == must && (combination & ~allowed) == 0) options = DigitMask(options | combination);
    return options;
}

std::string combination_text(DigitMask mask) {
    std::string out;
    for (int s = 1; s <= kMaxCageSide; ++s) {
        if (!(mask >> (s - 1) & 1u)) continue;
        if (!out.empty()) out += '+';
        out += symbol_text(s);
    }
    return out;
}

}  // namespace sudoku
