// Visiting every n-element subset of 0..items-1, in lexicographic order, without allocation.
#pragma once

#include <cstdint>

#include "engine/logic/candidates.hpp"  // popcount of 9-bit masks, by table

namespace sudoku {

/// Calls visit(idx) with idx[0] < ... < idx[n-1] for every subset (n <= 8); stops and returns true
/// as soon as visit returns true.
template <class Visit>
bool for_each_combination(int items, int n, Visit visit) {
    if (n <= 0 || n > items || n > 8) return false;
    int idx[8];
    for (int i = 0; i < n; ++i) idx[i] = i;
    while (true) {
        if (visit(static_cast<const int*>(idx))) return true;
        int i = n - 1;
        while (i >= 0 && idx[i] == items - n + i) --i;
        if (i < 0) return false;
        ++idx[i];
        for (int j = i + 1; j < n; ++j) idx[j] = idx[j - 1] + 1;
    }
}

}  // namespace sudoku

namespace sudoku {

/// Like for_each_combination over `masks` (9-bit masks), but only subsets whose union has at most
/// `max_bits` bits, pruning a prefix as soon as its union is too wide (the fish search's inner loop).
template <class Visit>
bool for_each_combination_within(const std::uint16_t* masks, int items, int n, int max_bits, Visit visit) {
    if (n <= 0 || n > items || n > 8) return false;
    int idx[8];
    std::uint16_t unions[9];
    unions[0] = 0;
    int depth = 0;
    idx[0] = 0;
    while (depth >= 0) {
        if (idx[depth] > items - (n - depth)) {  // no room left at this depth: back up
            if (--depth >= 0) ++idx[depth];
            continue;
        }
        std::uint16_t u = std::uint16_t(unions[depth] | masks[idx[depth]]);
        if (popcount(u) > max_bits) {
            ++idx[depth];
            continue;
        }
        if (depth == n - 1) {
            if (visit(static_cast<const int*>(idx))) return true;
            ++idx[depth];
            continue;
        }
        unions[depth + 1] = u;
        idx[depth + 1] = idx[depth] + 1;
        ++depth;
    }
    return false;
}

}  // namespace sudoku
