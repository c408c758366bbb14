// The one percentile the benchmark programs print: nearest rank on the sorted values.
#pragma once

#include <algorithm>
#include <cstddef>
#include <vector>

namespace sudoku::bench {

/// The value at fraction p (0.5 = median, 0.95, 1 = max) of the values; 0 when there are none.
inline double percentile(std::vector<double> values, double p) {
    if (values.empty()) return 0;
    std::sort(values.begin(), values.end());
    return values[std::min(values.size() - 1, std::size_t(p * double(values.size() - 1) + 0.5))];
}

}  // namespace sudoku::bench
