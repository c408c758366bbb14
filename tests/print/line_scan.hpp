// Finding a board's grid lines in a rendered image, for the print tests: a grid line runs the
// whole height (or width) of the board, so nearly every pixel along it is dark, while a column
// through the cells meets only digits and the crossing lines.
#pragma once

#include <algorithm>
#include <cmath>

#include "tests/support/png_image.hpp"

namespace sudoku::test {

/// The share of pixels darker than `luma` on column x from y0 to y1 (or row y from x0 to x1).
inline double dark_share_column(const Image& image, int x, int y0, int y1, double luma) {
    int dark = 0, all = 0;
    for (int y = std::max(0, y0); y < std::min(image.height, y1); ++y, ++all)
        if (image.luma(x, y) < luma) ++dark;
    return all ? double(dark) / all : 0;
}
inline double dark_share_row(const Image& image, int y, int x0, int x1, double luma) {
    int dark = 0, all = 0;
    for (int x = std::max(0, x0); x < std::min(image.width, x1); ++x, ++all)
        if (image.luma(x, y) < luma) ++dark;
    return all ? double(dark) / all : 0;
}

/// The best share over the columns (rows) within `slack` pixels of `at`: where a line should be.
inline double line_share_column(const Image& image, double at, int y0, int y1, double luma, int slack = 1) {
    double best = 0;
    for (int x = int(std::lround(at)) - slack; x <= int(std::lround(at)) + slack; ++x)
        if (x >= 0 && x < image.width) best = std::max(best, dark_share_column(image, x, y0, y1, luma));
    return best;
}
inline double line_share_row(const Image& image, double at, int x0, int x1, double luma, int slack = 1) {
    double best = 0;
    for (int y = int(std::lround(at)) - slack; y <= int(std::lround(at)) + slack; ++y)
        if (y >= 0 && y < image.height) best = std::max(best, dark_share_row(image, y, x0, x1, luma));
    return best;
}

}  // namespace sudoku::test
