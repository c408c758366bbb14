// sudoku-rate-bench: times the logical rater (the easiest-first solving path) per puzzle and
// reports, per file, the median / 95th percentile / max milliseconds, the share of puzzles solved
// without guessing, and the distribution of levels.
#include <algorithm>
#include <array>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <fstream>
#include <string>
#include <vector>

#include "engine/logic/logical_solver.hpp"
#include "engine/logic/techniques.hpp"
#include "engine/model/notation.hpp"
#include "engine/solve/band.hpp"
#include "tools/bench/percentile.hpp"

namespace {

constexpr const char* kUsage = R"(Usage: sudoku-rate-bench [--max N] [--cpu] FILE...

Rates every puzzle of each file once (after rating the first few as a warm-up) and prints a table:
puzzles, median / p95 / max milliseconds per puzzle, share solved without guessing, and how many
puzzles fall in each level. Then, untimed, it replays every solving path and checks every step
against the puzzle's unique solution (no wrong placement, no true candidate eliminated); any
unsound step is printed and makes the exit status 1. Lines starting with # and blank lines are skipped; the first 81
characters of a line are the puzzle.
Options:
  --max N        rate at most N puzzles per file (default: all)
  --cpu          time each puzzle by the CPU time the process spent on it, not the wall clock (for
                 a machine shared with other work, where the wall clock counts their time too)
  --techniques   also time each technique's finder on every state of the solving paths, in the
                 solver's order up to the one that applies, and print calls, steps found, total
                 and per-call time per technique (where the rating time goes)
)";

std::vector<sudoku::Digits> load(const std::string& path, std::size_t max) {
    std::ifstream in(path);
    std::vector<sudoku::Digits> out;
    std::string line;
    while (out.size() < max && std::getline(in, line)) {
        if (line.empty() || line[0] == '#') continue;
        auto parsed = sudoku::parse_line(line, {.allow_trailing_text = true});
        if (parsed) out.push_back(parsed.value().digits());
    }
    return out;
}

// Milliseconds now: the wall clock, or this process's CPU time.
double now_ms(bool cpu) {
    if (cpu) {
        timespec t{};
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
        return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
    }
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

// Replays each solving path and times every finder the solver would try at each state.
void time_techniques(const std::vector<sudoku::Digits>& puzzles) {
    using namespace sudoku;
    const auto order = technique_order();
    std::vector<double> seconds(order.size());
    std::vector<long> calls(order.size()), hits(order.size());
    for (const auto& p : puzzles) {
        if (count_solutions(p, 2) != 1) continue;
        Candidates grid = Candidates::from_digits(*Shape::classic(), p);
        for (const Step& step : solve_logically(p, true).steps) {
            for (std::size_t i = 0; i < order.size(); ++i) {
                if (!order[i].finder) continue;
                StepCollector out(1);
                auto t0 = std::chrono::steady_clock::now();
                order[i].finder(grid, out);
                auto t1 = std::chrono::steady_clock::now();
                seconds[i] += std::chrono::duration<double>(t1 - t0).count();
                ++calls[i];
                if (!out.steps().empty()) {
                    ++hits[i];
                    break;
                }
            }
            grid.apply(step);
        }
    }
    double total = 0;
    for (double t : seconds) total += t;
    std::printf(
        "\n| technique | calls | steps found | total ms | share %% | us per call |\n|---|---:|---:|---:|---:|---:|\n");
    for (std::size_t i = 0; i < order.size(); ++i) {
        if (!order[i].finder) continue;
        std::printf("| %s | %ld | %ld | %.1f | %.1f | %.2f |\n",
                    std::string(technique_name(order[i].technique)).c_str(), calls[i], hits[i], seconds[i] * 1e3,
                    total > 0 ? 100 * seconds[i] / total : 0.0, calls[i] ? seconds[i] * 1e6 / double(calls[i]) : 0.0);
    }
    std::printf("| all | | | %.1f | 100 | |\n\n", total * 1e3);
}

}  // namespace

int main(int argc, char** argv) {
    std::vector<std::string> files;
    std::size_t max = std::size_t(-1);
    bool techniques = false, cpu = false;
    for (int i = 1; i < argc; ++i) {
        std::string arg = argv[i];
        if (arg == "-h" || arg == "--help") return std::fputs(kUsage, stdout), 0;
        if (arg == "--max" && i + 1 < argc) {
            max = std::stoul(argv[++i]);
        } else if (arg == "--techniques") {
            techniques = true;
        } else if (arg == "--cpu") {
            cpu = true;
        } else if (!arg.empty() && arg[0] == '-') {
            std::fprintf(stderr, "sudoku-rate-bench: unknown option '%s'\n", arg.c_str());
            return 2;
        } else {
            files.push_back(arg);
        }
    }
    if (files.empty()) return std::fputs(kUsage, stderr), 2;

    std::printf(
        "| file | puzzles | median ms | p95 ms | max ms | no guess %% | Easy | Medium | Hard | Expert | Extreme | "
        "invalid |\n");
    std::printf("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
    int verified = 0, unsound = 0;
    for (const auto& file : files) {
        auto puzzles = load(file, max);
        if (puzzles.empty()) {
            std::fprintf(stderr, "sudoku-rate-bench: no puzzles in %s\n", file.c_str());
            return 1;
        }
        for (std::size_t i = 0; i < std::min<std::size_t>(5, puzzles.size()); ++i) (void)sudoku::rate(puzzles[i]);
        std::vector<double> ms;
        std::array<int, sudoku::kLevelCount> levels{};
        int no_guess = 0, invalid = 0;
        for (const auto& p : puzzles) {
            const double t0 = now_ms(cpu);
            sudoku::Rating r = sudoku::rate(p);
            ms.push_back(now_ms(cpu) - t0);
            if (!r.valid) {
                ++invalid;
                continue;
            }
            ++levels[int(r.level)];
            no_guess += r.solved_logically;
        }
        std::string name = file.substr(file.find_last_of('/') + 1);
        std::printf("| %s | %zu | %.3f | %.3f | %.3f | %.1f | %d | %d | %d | %d | %d | %d |\n", name.c_str(),
                    puzzles.size(), sudoku::bench::percentile(ms, 0.5), sudoku::bench::percentile(ms, 0.95),
                    *std::max_element(ms.begin(), ms.end()), 100.0 * no_guess / double(puzzles.size()), levels[0],
                    levels[1], levels[2], levels[3], levels[4], invalid);
        std::fflush(stdout);
        if (techniques) time_techniques(puzzles);
        for (const auto& p : puzzles) {
            sudoku::Digits solution{};
            if (sudoku::count_solutions(p, 2, &solution) != 1) continue;
            for (const auto& step : sudoku::solve_logically(p, true).steps) {
                bool sound = true;
                for (auto c : step.placements) sound = sound && solution[c.cell] == c.digit;
                for (auto c : step.eliminations) sound = sound && solution[c.cell] != c.digit;
                if (!sound) {
                    std::fprintf(stderr, "UNSOUND STEP in %s: %s (%s)\n", sudoku::format_line(p).c_str(),
                                 step.explanation.c_str(), step.effect_text().c_str());
                    ++unsound;
                }
            }
            ++verified;
        }
    }
    std::printf("\nverified every step of %d solving paths against the solution: %d unsound steps\n", verified,
                unsound);
    return unsound ? 1 : 0;
}
