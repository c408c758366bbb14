// sudoku-cli validate: the rules as a batch check.
#include <cstdio>

#include "engine/constraints/rules.hpp"
#include "tools/cli/commands.hpp"
#include "tools/cli/puzzle_input.hpp"

namespace sudoku::cli {

namespace {
constexpr const char* kUsage = R"(Usage: sudoku-cli validate [FILE|-]...

Prints one line per puzzle: "ok", or "conflicts:" followed by each broken rule, e.g. a digit
twice in a row, column or box: "conflicts: row rule: 5 appears twice in row 3, r3c1 and r3c7".
Puzzles of other shapes (Solo game IDs, shape text) are checked against every rule of their
shape, e.g. "conflicts: diagonal rule: 5 appears twice on the main diagonal, r1c1 and r4c4".
Exit status is 1 when a line is malformed, a FILE cannot be read or a puzzle breaks the rules.
)";
}  // namespace

int run_validate(const Args& args) {
    if (wants_help(args)) return std::fputs(kUsage, stdout), 0;
    std::vector<std::string> files;
    if (!collect_files(args, files)) return 2;
    bool bad = false;
    for (const auto& file : files) {
        auto summary = for_each_puzzle(file, [&](const PuzzleLine& line) {
            const auto puzzle = line.as_shaped();
            const auto breaks = find_breaks(*puzzle.shape, puzzle.givens);
            if (breaks.empty()) {
                std::puts("ok");
                return;
            }
            bad = true;
            std::string out = "conflicts:";
            for (std::size_t i = 0; i < breaks.size(); ++i) {
                out += i ? "; " : " ";
                out += breaks[i].describe(*puzzle.shape);
            }
            std::puts(out.c_str());
        });
        bad = bad || summary.bad_lines > 0;
    }
    return bad ? 1 : 0;
}

}  // namespace sudoku::cli
