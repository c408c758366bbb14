// sudoku-cli: the engine's command-line front end, for batch work on puzzle files.
#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

#include "engine/notation.hpp"
#include "engine/rules.hpp"
#include "tools/cli/puzzle_input.hpp"

namespace {

constexpr const char* kUsage = R"(Usage: sudoku-cli COMMAND [OPTIONS] [FILE|-]...

Works on puzzle files: one puzzle per line, 81 characters of 1-9 with 0 or . for blanks.
Blank lines and lines starting with # are skipped; text after the 81 cells is ignored.
With no FILE, or with -, reads standard input.

Commands:
  validate    check every puzzle against the rules and list each conflict

Options:
  --version   print the version and exit
  -h, --help  print this help (or a command's, after the command) and exit

Exit status: 0 success, 1 some input was bad, 2 usage error.
)";

constexpr const char* kValidateUsage = R"(Usage: sudoku-cli validate [FILE|-]...

Prints one line per puzzle: "ok", or "conflicts:" followed by each digit that appears twice in a
row, column or box, e.g. "conflicts: 5 appears 2 times in row 3: r3c1 r3c7".
Exit status is 1 when a line is malformed or a puzzle breaks the rules.
)";

int usage_error(const std::string& message) {
    std::fprintf(stderr, "sudoku-cli: %s\nTry 'sudoku-cli --help'.\n", message.c_str());
    return 2;
}

/// Splits a command's arguments into files; returns false (after reporting) on an unknown option.
bool collect_files(const std::vector<std::string_view>& args, std::vector<std::string>& files) {
    for (auto arg : args) {
        if (arg.size() > 1 && arg[0] == '-') {
            usage_error("unknown option '" + std::string(arg) + "'");
            return false;
        }
        files.emplace_back(arg);
    }
    if (files.empty()) files.emplace_back("-");
    return true;
}

int run_validate(const std::vector<std::string_view>& args) {
    for (auto arg : args)
        if (arg == "-h" || arg == "--help") return std::fputs(kValidateUsage, stdout), 0;
    std::vector<std::string> files;
    if (!collect_files(args, files)) return 2;
    bool bad = false;
    for (const auto& file : files) {
        auto summary = sudoku::cli::for_each_puzzle(file, [&](const sudoku::cli::PuzzleLine& line) {
            auto conflicts = sudoku::find_conflicts(line.grid.digits());
            if (conflicts.empty()) {
                std::puts("ok");
                return;
            }
            bad = true;
            std::string out = "conflicts:";
            for (std::size_t i = 0; i < conflicts.size(); ++i) out += (i ? "; " : " ") + conflicts[i].describe();
            std::puts(out.c_str());
        });
        bad = bad || summary.bad_lines > 0;
    }
    return bad ? 1 : 0;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2) return usage_error("missing command");
    std::string_view command = argv[1];
    std::vector<std::string_view> args(argv + 2, argv + argc);
    if (command == "-h" || command == "--help" || command == "help") return std::fputs(kUsage, stdout), 0;
    if (command == "--version") return std::printf("sudoku-cli %s\n", SUDOKU_VERSION), 0;
    if (command == "validate") return run_validate(args);
    return usage_error("unknown command '" + std::string(command) + "'");
}
