// sudoku-cli solve and count: the exact solver over puzzle files.
#include <signal.h>
#include <unistd.h>

#include <charconv>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <string_view>
#include <utility>

#include "engine/model/notation.hpp"
#include "engine/solve/band.hpp"
#include "engine/solve/exact.hpp"
#include "tools/cli/commands.hpp"
#include "tools/cli/puzzle_input.hpp"

namespace sudoku::cli {

namespace {

constexpr const char* kSolveUsage = R"(Usage: sudoku-cli solve [--unique] [FILE|-]...

Prints one line per puzzle: its solution as 81 digits, or "none" when it has no solution.
A puzzle given as a Solo game ID (any shape: 2x3:..., 9j:...) is solved to a Solo game ID with
every cell given; one given as shape text, to a shape text block.
Options:
  --unique    print "multiple" instead of a solution when a puzzle has more than one
Exit status is 1 when a line is malformed or its givens break the rules (a digit twice in a row,
column or box, or any house of the shape: "none" is printed and the first conflict named on
stderr), 0 otherwise. The other lines are still solved.
)";

constexpr const char* kCountUsage = R"usage(Usage: sudoku-cli count [--limit N] [FILE|-]...

Prints one line per puzzle: the number of solutions found, counting up to N (default 2, which is
enough to prove a puzzle has a unique solution). N is 1 to 1000000000. Puzzles may be 81-character
lines, Solo game IDs of any shape (2x3:..., 9j:...) or shape text blocks.
A long count shows its progress on stderr when that is a terminal (SUDOKU_CLI_PROGRESS=1 shows it
anywhere, =0 never). Ctrl-C (SIGINT) stops it: the puzzle's line says "at least N (interrupted)",
the remaining puzzles are skipped and the exit status is 130.
Exit status is 1 when a line is malformed or its givens break the rules (0 is printed and the
first conflict named on stderr), 0 otherwise. The other lines are still counted.
)usage";

/// Prints a solved grid as one line of 81 digits, without building a string.
void put_line(const Digits& solution) {
    char text[kCells + 1];
    for (int i = 0; i < kCells; ++i) text[i] = char('0' + solution[i]);
    text[kCells] = '\n';
    std::fwrite(text, 1, sizeof text, stdout);
}

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

// ---- count's progress and Ctrl-C ------------------------------------------------------------

volatile std::sig_atomic_t g_interrupted = 0;

void note_interrupt(int) {
    g_interrupted = 1;
}

/// Catches SIGINT while it lives, so a long count stops cleanly with its partial result; restores
/// the previous handling after. Only around the counting itself: Ctrl-C while the command waits for
/// input still ends it at once. A SIGINT that was ignored (nohup, background jobs) stays ignored.
class InterruptCatcher {
public:
    InterruptCatcher() {
        struct sigaction catcher {};
        catcher.sa_handler = note_interrupt;
        sigemptyset(&catcher.sa_mask);
        sigaction(SIGINT, nullptr, &previous_);
        if (previous_.sa_handler != SIG_IGN) installed_ = sigaction(SIGINT, &catcher, nullptr) == 0;
    }
    ~InterruptCatcher() {
        if (installed_) sigaction(SIGINT, &previous_, nullptr);
    }
    InterruptCatcher(const InterruptCatcher&) = delete;
    InterruptCatcher& operator=(const InterruptCatcher&) = delete;

private:
    struct sigaction previous_ {};
    bool installed_ = false;
};

/// Whether to show progress: on a terminal, unless SUDOKU_CLI_PROGRESS says otherwise.
bool progress_wanted() {
    const char* forced = std::getenv("SUDOKU_CLI_PROGRESS");
    if (forced && std::string_view(forced) == "1") return true;
    if (forced && std::string_view(forced) == "0") return false;
    return isatty(STDERR_FILENO) == 1;
}

/// One puzzle's line of progress on stderr ("FILE:LINE: N solutions so far..."), rewritten in place
/// at most four times a second, starting after a quarter of a second so quick counts show nothing.
class Progress {
public:
    using Clock = std::chrono::steady_clock;
    static constexpr auto kInterval = std::chrono::milliseconds(250);

    Progress(bool enabled, std::string where)
        : enabled_(enabled), where_(std::move(where)), next_(Clock::now() + kInterval) {}
    ~Progress() {
        if (shown_) std::fputs("\r\033[K", stderr);  // leave the terminal's line clean
    }
    Progress(const Progress&) = delete;
    Progress& operator=(const Progress&) = delete;

    void update(int solutions) {
        if (!enabled_) return;
        auto now = Clock::now();
        if (now < next_) return;
        next_ = now + kInterval;
        std::fprintf(stderr, "\r%s: %d solutions so far...", where_.c_str(), solutions);
        std::fflush(stderr);
        shown_ = true;
    }

private:
    bool enabled_;
    std::string where_;
    Clock::time_point next_;
    bool shown_ = false;
};

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
        if (!line.is_classic()) {
            const Shape& shape = *line.shaped.shape;
            if (report_broken_shape_rules(line.where(), shape, line.shaped.givens)) {
                std::puts("none");
                return false;
            }
            ShapeDigits solution;
            int count = count_solutions(shape, line.shaped.givens, unique ? 2 : 1, &solution);
            if (count == 0)
                std::puts("none");
            else if (count > 1)
                std::puts("multiple");
            else
                print_like_input(line, solution);
            return true;
        }
        Digits solution{};
        int count = count_solutions(line.grid.digits(), unique ? 2 : 1, &solution);
        // Givens that break the rules have no solution, so only then is there a conflict to
        // name (and the line's name to build): the easy puzzles' solving costs little more.
        if (count == 0 && report_broken_rules(line.where(), line.grid.digits())) {
            std::puts("none");
            return false;
        }
        if (count == 0)
            std::puts("none");
        else if (count > 1)
            std::puts("multiple");
        else if (line.form == InputForm::Line)
            put_line(solution);
        else
            print_like_input(line, ShapeDigits(solution.begin(), solution.end()));
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
    const bool show_progress = progress_wanted();
    bool bad = false;
    for (const auto& file : files) {
        auto summary = for_each_puzzle_while(file, [&](const PuzzleLine& line) {
            if (line.is_classic() ? report_broken_rules(line.where(), line.grid.digits())
                                  : report_broken_shape_rules(line.where(), *line.shaped.shape, line.shaped.givens)) {
                std::puts("0");
                bad = true;
                return true;
            }
            bool stopped = false;
            int count = 0;
            {
                InterruptCatcher catcher;
                Progress progress(show_progress, line.where());
                auto keep_going = [&](int so_far) {
                    if (g_interrupted) return false;
                    progress.update(so_far);
                    return true;
                };
                if (line.is_classic())
                    count = count_solutions_watched(line.grid.digits(), limit, keep_going, &stopped);
                else
                    count =
                        count_solutions_watched(*line.shaped.shape, line.shaped.givens, limit, keep_going, &stopped);
            }
            if (stopped) {
                std::printf("at least %d (interrupted)\n", count);
                return false;
            }
            std::printf("%d\n", count);
            if (!g_interrupted) return true;
            // Ctrl-C just as the count finished: stop all the same, and say so.
            std::fprintf(stderr, "%s: interrupted after this puzzle's count\n", line.where().c_str());
            return false;
        });
        bad = summary.bad_lines > 0 || bad;
        if (summary.stopped) return 130;
    }
    return bad ? 1 : 0;
}

}  // namespace sudoku::cli
