#include "tools/cli/puzzle_input.hpp"

#include <cstdio>
#include <fstream>
#include <iostream>

#include "engine/notation.hpp"

namespace sudoku::cli {

InputSummary for_each_puzzle(const std::string& path, const std::function<void(const PuzzleLine&)>& visit) {
    InputSummary summary;
    std::ifstream file;
    std::istream* in = &std::cin;
    std::string source = "<stdin>";
    if (path != "-") {
        file.open(path);
        if (!file) {
            std::fprintf(stderr, "%s: cannot open file\n", path.c_str());
            summary.bad_lines = 1;
            return summary;
        }
        in = &file;
        source = path;
    }
    std::string text;
    int line_number = 0;
    while (std::getline(*in, text)) {
        ++line_number;
        std::size_t first = text.find_first_not_of(" \t\r\n");
        if (first == std::string::npos || text[first] == '#') continue;
        auto parsed = parse_line(text, {.allow_trailing_text = true});
        if (!parsed) {
            std::fprintf(stderr, "%s:%d: %s\n", source.c_str(), line_number, parsed.error().to_string().c_str());
            ++summary.bad_lines;
            continue;
        }
        ++summary.puzzles;
        visit(PuzzleLine{source, line_number, parsed.value()});
    }
    return summary;
}

}  // namespace sudoku::cli
