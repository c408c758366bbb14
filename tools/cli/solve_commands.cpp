// sudoku-cli solve and count: the exact solver over puzzle files.
#include <charconv>
#include <cstdio>

#include "engine/notation.hpp"
#include "engine/solver.hpp"
#include "tools/cli/commands.hpp"
#include "tools/cli/puzzle_input.hpp"

namespace sudoku::cli {

namespace {

constexpr const char* kSolveUsage = R"(Usage: sudoku-cli solve [--unique] [FILE|-]...

Prints one line per puzzle: its solution as 81 digits, or "none" when it has no solution.
Options:
  --unique    print "multiple" instead of a solution when a puzzle has more than one
Exit status is 1 when a line is malformed or its givens break the rules (a digit twice in a row,
column or box: "none" is printed and the first conflict named on stderr), 0 otherwise. The other
lines are still solved.
)";

constexpr const char* kCountUsage = R"(Usage: sudoku-cli count [--limit N] [FILE|-]...

Prints one line per puzzle: the number of solutions found, counting up to N (default 2, which is
enough to prove a puzzle has a unique solution). N is 1 to 1000000000.
Exit status is 1 when a line is malformed or its givens break the rules (0 is printed and the
first conflict named on stderr), 0 otherwise. The other lines are still counted.
)";

/// Runs `each` on every puzzle of every file (it returns false for a bad puzzle); returns the exit
/// status.
template <class Each>
int over_files(const std::vector<std::string>& files, Each each) {
    bool bad = false;
    for (const auto& file : files) {
        auto summary = for_each_puzzle(file, [&](const PuzzleLine& line) { bad = !each(line) || bad; });
        bad = summary.bad_lines > 0 || bad;
    }
    return bad ? 1 : 0;
}

}  // namespace

int run_solve(const Args& args) {
    if (wants_help(args)) return std::fputs(kSolveUsage, stdout), 0;
    bool unique = false;
    Args rest;
    for (auto arg : args) {
        if (arg == "--unique")
            unique = true;
        else
            rest.push_back(arg);
    }
    std::vector<std::string> files;
    if (!collect_files(rest, files)) return 2;
    return over_files(files, [&](const PuzzleLine& line) {
        if (report_broken_rules(line.where(), line.grid.digits())) {
            std::puts("none");
            return false;
        }
        Digits solution{};
        int count = count_solutions(line.grid.digits(), unique ? 2 : 1, &solution);
        if (count == 0)
            std::puts("none");
        else if (count > 1)
            std::puts("multiple");
        else
            std::puts(format_line(solution).c_str());
        return true;
    });
}

int run_count(const Args& args) {
    if (wants_help(args)) return std::fputs(kCountUsage, stdout), 0;
    int limit = 2;
    Args rest;
    for (std::size_t i = 0; i < args.size(); ++i) {
        std::string_view value;
        bool missing = false;
        if (option_value(args, i, "--limit", value, missing)) {
            auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), limit);
            if (missing || ec != std::errc() || end != value.data() + value.size() || limit < 1 || limit > 1000000000)
                return usage_error("--limit needs a whole number from 1 to 1000000000");
        } else {
            rest.push_back(args[i]);
        }
    }
    std::vector<std::string> files;
    if (!collect_files(rest, files)) return 2;
    return over_files(files, [&](const PuzzleLine& line) {
        if (report_broken_rules(line.where(), line.grid.digits())) {
            std::puts("0");
            return false;
        }
        std::printf("%d\n", count_solutions(line.grid.digits(), limit));
        return true;
    });
}

}  // namespace sudoku::cli
