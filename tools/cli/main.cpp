// sudoku-cli: the engine's command-line front end, for batch work on puzzle files.
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <unistd.h>

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <string>

#include "tools/cli/commands.hpp"

namespace {

constexpr const char* kUsage = R"(Usage: sudoku-cli COMMAND [OPTIONS] [FILE|-]...

Works on puzzle files: one puzzle per line, 81 characters of 1-9 with 0 or . for blanks.
Blank lines and lines starting with # are skipped; text after the 81 cells is ignored. A line
longer than 64 KiB (no puzzle is) is reported with its number and skipped.
Lines may end in LF, CRLF or a lone CR; a UTF-8 byte order mark at the start is skipped.
Puzzles of other shapes (4x4 to 16x16, X, jigsaw, Windoku) come as Solo game IDs, one per line
(2x3:a1_2..., 9j:...,walls), or as shape text blocks (a "shape: 2x3" line, then the rows); results
are written the same way. See README.md, "Shapes and formats".
With no FILE, or with -, reads standard input. A FILE that cannot be read (a directory, say) is
reported and the others are still read.

Commands:
  solve       print each puzzle's solution ("none" when it has none)
  count       print each puzzle's number of solutions, up to a limit (default 2); shows progress
              on a terminal, and Ctrl-C stops a long count with its partial result
  rate        rate each puzzle: level, score and hardest technique needed
  hint        print the easiest next logical step of one puzzle
  steps       print every logical step that applies in one puzzle now, grouped by technique
  explain     print the whole logical solving path of one puzzle
  generate    make unique puzzles at a chosen level (easy ... extreme), from a seed (--shape PARAMS
              for Solo game IDs)
  validate    check every puzzle against the rules and list each conflict
  convert     read puzzles in any exchange format (lines, grids, .sdk, .ss, SudokuWiki and sencode
              links, share codes, Solo game IDs, shape text), recognising each, and write them in
              one (--to FORMAT)
  print       write a booklet of puzzles as a PDF: new ones (--level L --count N) or a file's, 1 to
              6 a page (--per-page), A4 or letter (--paper), answer pages with --solutions; -o FILE
  export      draw one board alone to a PDF, PNG or SVG file (--format, --size, -o FILE)
  positions   find positions that teach a technique in puzzle files (the technique library's
              examples, or practice puzzles with --practice), written as assets/techniques/*.txt

Options:
  --version   print the version and exit
  -h, --help  print this help (or a command's, after the command) and exit

Givens that break the rules (a digit twice in a row, column or box) are bad input: validate lists
every conflict; solve, count, rate, hint, steps and explain name the first on stderr and exit 1.

Exit status: 0 success, 1 some input was bad, 2 usage error, 130 count interrupted (Ctrl-C).
)";

int run(int argc, char** argv) {
    using namespace sudoku::cli;
    if (argc < 2) return usage_error("missing command");
    std::string_view command = argv[1];
    Args args(argv + 2, argv + argc);
    if (command == "-h" || command == "--help" || command == "help") return std::fputs(kUsage, stdout), 0;
    if (command == "--version") return std::printf("sudoku-cli %s\n", SUDOKU_VERSION), 0;
    if (command == "validate") return run_validate(args);
    if (command == "solve") return run_solve(args);
    if (command == "count") return run_count(args);
    if (command == "rate") return run_rate(args);
    if (command == "hint") return run_hint(args);
    if (command == "steps") return run_steps(args);
    if (command == "explain") return run_explain(args);
    if (command == "generate") return run_generate(args);
    if (command == "convert") return run_convert(args);
    if (command == "print") return run_print(args);
    if (command == "export") return run_export(args);
    if (command == "positions") return run_positions(args);
    return usage_error("unknown command '" + std::string(command) + "'");
}

/// Why a write to standard output failed, when stdio no longer knows (the failed write was not
/// the last): a regular file at the file size limit (EFBIG) or on a full file system (ENOSPC).
/// 0 when neither.
int likely_write_error() {
    struct stat file {};
    if (::fstat(STDOUT_FILENO, &file) != 0 || !S_ISREG(file.st_mode)) return 0;
    struct rlimit limit {};
    if (::getrlimit(RLIMIT_FSIZE, &limit) == 0 && limit.rlim_cur != RLIM_INFINITY &&
        rlim_t(file.st_size) >= limit.rlim_cur)
        return EFBIG;
    struct statvfs disk {};
    if (::fstatvfs(STDOUT_FILENO, &disk) == 0 && disk.f_bavail == 0) return ENOSPC;
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    // A file size limit (ulimit -f) makes a write past it fail with EFBIG instead of killing the
    // program with SIGXFSZ: the failed write is reported and the exit status says so.
    std::signal(SIGXFSZ, SIG_IGN);
    int status = run(argc, argv);
    // Results go to standard output through stdio, which keeps a write error to itself: a full
    // disk or a file size limit must not pass for success.
    int error = std::fflush(stdout) == 0 ? 0 : errno;
    if (error == 0 && std::ferror(stdout)) error = likely_write_error();
    if (error != 0 || std::ferror(stdout)) {
        std::fprintf(stderr, "sudoku-cli: cannot write the results to standard output: %s\n",
                     error != 0 ? std::strerror(error) : "a write failed");
        if (status == 0) status = 1;
    }
    return status;
}
