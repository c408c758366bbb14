// sudoku-bench: times the solver on puzzle files, in the style of tdoku's benchmark table.
//
// Every puzzle is solved once as a warm-up and its answer is checked (a valid grid that keeps the
// givens). The timed passes then solve the whole file again and again until --min-seconds have
// passed, and every answer of every pass is compared with the checked one, so a timed run cannot
// quietly return garbage. Exit status 1 means some answer failed verification.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <optional>
#include <string>
#include <vector>

#include "engine/constraints/rules.hpp"
#include "engine/constraints/shape.hpp"
#include "engine/model/geometry.hpp"
#include "engine/solve/band.hpp"
#include "engine/solve/reference.hpp"

namespace {

using sudoku::Digits;
using Clock = std::chrono::steady_clock;

enum class Mode { Solve, Count };

struct Options {
    double min_seconds = 1.0;
    bool reference = false;
    bool allow_unsolvable = false;
    Mode mode = Mode::Solve;
    int limit = 2;       // for Mode::Count
    bool print = false;  // print puzzle:count:solution lines instead of timing
    std::vector<std::string> files;
};

void usage(std::FILE* out) {
    std::fputs(
        "usage: sudoku-bench [options] FILE...\n"
        "\n"
        "Solves every puzzle of each FILE repeatedly for at least --min-seconds, verifies every\n"
        "answer, and prints puzzles/s, microseconds per puzzle and guesses per puzzle.\n"
        "A FILE has one puzzle per line: the first 81 characters, '1'-'9' for givens and '.' or '0'\n"
        "for empty cells; lines starting with '#' and blank lines are skipped.\n"
        "\n"
        "options:\n"
        "  --min-seconds S     time each file for at least S seconds (default 1)\n"
        "  --count             count solutions with limit 2 (uniqueness check) instead of solving\n"
        "  --limit N           count solutions with limit N instead of solving\n"
        "  --print             no timing: print one line puzzle:count:solution per puzzle (the\n"
        "                      solution only when the count is 1), e.g. to make test fixtures\n"
        "  --reference         run the plain reference backtracker instead of the fast solver\n"
        "  --allow-unsolvable  report puzzles without a solution instead of failing on them\n"
        "  -h, --help          show this help\n"
        "\n"
        "exit status: 0 when every answer verified, 1 when any failed, 2 on bad usage or input.\n",
        out);
}

bool parse_puzzle(const std::string& line, Digits& out) {
    if (line.size() < 81) return false;
    for (int i = 0; i < 81; ++i) {
        char c = line[std::size_t(i)];
        if (c == '.' || c == '0')
            out[std::size_t(i)] = 0;
        else if (c >= '1' && c <= '9')
            out[std::size_t(i)] = std::uint8_t(c - '0');
        else
            return false;
    }
    return true;
}

bool read_file(const std::string& path, std::vector<Digits>& puzzles) {
    std::ifstream in(path);
    if (!in) {
        std::fprintf(stderr, "sudoku-bench: cannot open %s\n", path.c_str());
        return false;
    }
    std::string line;
    int line_no = 0;
    while (std::getline(in, line)) {
        ++line_no;
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (line.empty() || line[0] == '#') continue;
        Digits d{};
        if (!parse_puzzle(line, d)) {
            std::fprintf(stderr, "sudoku-bench: %s:%d: not a puzzle line\n", path.c_str(), line_no);
            return false;
        }
        puzzles.push_back(d);
    }
    return true;
}

// Whether `grid` is a complete grid that follows the rules and keeps every given of `puzzle`.
bool is_solution_of(const Digits& puzzle, const Digits& grid) {
    return sudoku::is_solution_of(*sudoku::Shape::classic(), sudoku::ShapeDigits(puzzle.begin(), puzzle.end()),
                                  sudoku::ShapeDigits(grid.begin(), grid.end()));
}

// One answer: solution count (1 or 0 in solve mode) and the first solution.
struct Answer {
    int count = 0;
    Digits grid{};
};

Answer run_one(const Options& opt, const Digits& puzzle, sudoku::SearchStats* stats) {
    Answer a;
    int limit = opt.mode == Mode::Count ? opt.limit : 1;
    if (!opt.reference) {
        a.count = sudoku::count_solutions(puzzle, limit, &a.grid, stats);
        return a;
    }
    sudoku::ShapeDigits first;
    a.count = sudoku::reference::count_solutions(
        *sudoku::Shape::classic(), sudoku::ShapeDigits(puzzle.begin(), puzzle.end()), limit, &first, stats);
    if (a.count > 0) std::copy(first.begin(), first.end(), a.grid.begin());
    return a;
}

struct Row {
    std::size_t puzzles = 0;
    double per_second = 0, micros = 0, guesses = 0, no_guess_pct = 0;
    std::size_t failures = 0, unsolvable = 0, unique = 0;
};

Row bench_file(const Options& opt, const std::vector<Digits>& puzzles) {
    Row row;
    row.puzzles = puzzles.size();
    // Warm-up and verification pass, also the source of the per-puzzle statistics.
    std::vector<Answer> expected(puzzles.size());
    std::uint64_t guesses = 0;
    std::size_t no_guess = 0;
    for (std::size_t i = 0; i < puzzles.size(); ++i) {
        sudoku::SearchStats st;
        expected[i] = run_one(opt, puzzles[i], &st);
        guesses += st.guesses;
        if (st.guesses == 0) ++no_guess;
        if (expected[i].count == 0) {
            ++row.unsolvable;
            if (!opt.allow_unsolvable) ++row.failures;
        } else if (!is_solution_of(puzzles[i], expected[i].grid)) {
            ++row.failures;
        }
        if (expected[i].count == 1) ++row.unique;
    }
    if (!puzzles.empty()) {
        row.guesses = double(guesses) / double(puzzles.size());
        row.no_guess_pct = 100.0 * double(no_guess) / double(puzzles.size());
    }

    // Timed passes: whole file at a time until the time is up; every answer is compared with
    // the verified one (cheap next to solving).
    std::size_t solved = 0;
    auto start = Clock::now();
    double elapsed = 0;
    do {
        for (std::size_t i = 0; i < puzzles.size(); ++i) {
            Answer a = run_one(opt, puzzles[i], nullptr);
            if (a.count != expected[i].count || (a.count > 0 && a.grid != expected[i].grid)) ++row.failures;
        }
        solved += puzzles.size();
        elapsed = std::chrono::duration<double>(Clock::now() - start).count();
    } while (elapsed < opt.min_seconds && !puzzles.empty());
    if (solved > 0) {
        row.per_second = double(solved) / elapsed;
        row.micros = 1e6 * elapsed / double(solved);
    }
    return row;
}

std::string base_name(const std::string& path) {
    auto slash = path.find_last_of('/');
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

// --print: one line per puzzle, in the format of tdoku's test_puzzles (puzzle:count:solution).
int print_answers(const Options& opt) {
    int status = 0;
    for (const auto& file : opt.files) {
        std::vector<Digits> puzzles;
        if (!read_file(file, puzzles)) return 2;
        for (const Digits& p : puzzles) {
            Answer a = run_one(opt, p, nullptr);
            std::string line;
            for (auto v : p) line += v ? char('0' + v) : '.';
            line += ':' + std::to_string(a.count) + ':';
            if (a.count >= 1 && !is_solution_of(p, a.grid)) status = 1;
            if (a.count == 1)
                for (auto v : a.grid) line += char('0' + v);
            std::printf("%s\n", line.c_str());
        }
    }
    return status;
}

}  // namespace

int main(int argc, char** argv) {
    Options opt;
    for (int i = 1; i < argc; ++i) {
        std::string arg = argv[i];
        if (arg == "-h" || arg == "--help") {
            usage(stdout);
            return 0;
        } else if (arg == "--min-seconds" && i + 1 < argc) {
            char* end = nullptr;
            opt.min_seconds = std::strtod(argv[++i], &end);
            if (end == argv[i] || *end != '\0' || opt.min_seconds < 0) {
                std::fprintf(stderr, "sudoku-bench: bad --min-seconds value\n");
                return 2;
            }
        } else if (arg == "--count") {
            opt.mode = Mode::Count;
        } else if (arg == "--limit" && i + 1 < argc) {
            char* end = nullptr;
            long n = std::strtol(argv[++i], &end, 10);
            if (end == argv[i] || *end != '\0' || n < 1 || n > 1000000000) {
                std::fprintf(stderr, "sudoku-bench: bad --limit value\n");
                return 2;
            }
            opt.mode = Mode::Count;
            opt.limit = int(n);
        } else if (arg == "--print") {
            opt.print = true;
        } else if (arg == "--reference") {
            opt.reference = true;
        } else if (arg == "--allow-unsolvable") {
            opt.allow_unsolvable = true;
        } else if (!arg.empty() && arg[0] == '-') {
            std::fprintf(stderr, "sudoku-bench: unknown option %s\n", arg.c_str());
            usage(stderr);
            return 2;
        } else {
            opt.files.push_back(arg);
        }
    }
    if (opt.files.empty()) {
        usage(stderr);
        return 2;
    }

    if (opt.print) return print_answers(opt);

    std::printf("solver: %s, mode: %s, min %.2f s per file\n\n", opt.reference ? "reference" : "fast",
                opt.mode == Mode::Count ? ("count (limit " + std::to_string(opt.limit) + ")").c_str()
                                        : "solve (first solution)",
                opt.min_seconds);
    std::printf("| %-34s | %8s | %12s | %11s | %9s | %14s |%s\n", "file", "puzzles", "puzzles/s", "us/puzzle",
                "%no_guess", "guesses/puzzle", opt.mode == Mode::Count ? " unique |" : "");
    std::printf("|%s|%s|%s|%s|%s|%s|%s\n", std::string(36, '-').c_str(), std::string(10, '-').c_str(),
                std::string(14, '-').c_str(), std::string(13, '-').c_str(), std::string(11, '-').c_str(),
                std::string(16, '-').c_str(), opt.mode == Mode::Count ? "--------|" : "");
    std::size_t failures = 0;
    for (const auto& file : opt.files) {
        std::vector<Digits> puzzles;
        if (!read_file(file, puzzles)) return 2;
        Row row = bench_file(opt, puzzles);
        std::printf("| %-34s | %8zu | %12.1f | %11.3f | %9.1f | %14.3f |", base_name(file).c_str(), row.puzzles,
                    row.per_second, row.micros, row.no_guess_pct, row.guesses);
        if (opt.mode == Mode::Count) std::printf(" %6zu |", row.unique);
        std::printf("\n");
        std::fflush(stdout);
        if (row.unsolvable)
            std::fprintf(stderr, "sudoku-bench: %s: %zu puzzle(s) without a solution%s\n", file.c_str(), row.unsolvable,
                         opt.allow_unsolvable ? "" : " (counted as failures)");
        if (row.failures)
            std::fprintf(stderr, "sudoku-bench: %s: %zu verification failure(s)\n", file.c_str(), row.failures);
        failures += row.failures;
    }
    if (failures) {
        std::fprintf(stderr, "sudoku-bench: FAILED: %zu verification failure(s)\n", failures);
        return 1;
    }
    std::printf("\nall answers verified\n");
    return 0;
}
