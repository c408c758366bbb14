// Reading puzzle files the way every sudoku-cli command does: one puzzle per line from a file or
// standard input ("-"), blank lines and '#' comments skipped, text after the 81 cells ignored.
// A bad line is reported on stderr as "FILE:LINE: column C: reason" and the rest are still read.
#pragma once

#include <functional>
#include <string>

#include "engine/grid.hpp"

namespace sudoku::cli {

struct PuzzleLine {
    std::string source;  // file name, or "<stdin>"
    int line_number = 0;
    Grid grid;
};

struct InputSummary {
    int puzzles = 0;    // lines that parsed
    int bad_lines = 0;  // lines reported as errors (unreadable files count as one)
};

/// Calls `visit` for every puzzle in `path` ("-" = standard input), in order.
InputSummary for_each_puzzle(const std::string& path, const std::function<void(const PuzzleLine&)>& visit);

}  // namespace sudoku::cli
