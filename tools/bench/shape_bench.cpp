// sudoku-shape-bench: the exact solver and the generator on every shape.
//
//   sudoku-shape-bench [--count N] [--shapes 2x2,3x3x,...] [CLASSIC_FILE...]
//     Solving: per shape, N generated puzzles (seeds 1..N, Medium when the shape reaches it,
//     else Easy), median microseconds per solve and per uniqueness count (limit 2). Then, per
//     classic file (81-character lines), the whole file solved through the shape dispatcher and
//     directly by the band solver: microseconds per puzzle and their ratio.
//   sudoku-shape-bench --generate [--count N] [--shapes ...] [--levels Easy,Medium]
//     Generation: per shape and level, median, 95th percentile and mean milliseconds per puzzle
//     (wall clock, then the median and p95 of the thread's CPU time); when sgt-solo is
//     on PATH (or in /usr/games), the whole-process time of `sgt-solo --generate N PARAMS` per
//     puzzle beside it and the ratio, with Solo at the difficulty matching the level (see
//     solo_difficulty) and at its default (Trivial).
#include <time.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "engine/generate/generator.hpp"
#include "engine/solve/band.hpp"
#include "engine/solve/exact.hpp"
#include "tools/bench/percentile.hpp"

using namespace sudoku;
using Clock = std::chrono::steady_clock;

namespace {

// This thread's CPU time: what a puzzle costs, whatever else the machine is running.
double thread_cpu_ms() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

double seconds_since(Clock::time_point t0) {
    return std::chrono::duration<double>(Clock::now() - t0).count();
}

std::vector<std::string> split(const std::string& text) {
    std::vector<std::string> out;
    std::stringstream in(text);
    for (std::string item; std::getline(in, item, ',');)
        if (!item.empty()) out.push_back(item);
    return out;
}

volatile int sink = 0;

void bench_solving(const std::vector<std::string>& shapes, int count) {
    std::printf("| shape | puzzles | givens | median us solve | median us count(2) | guesses/puzzle |\n");
    std::printf("|---|---:|---:|---:|---:|---:|\n");
    for (const auto& name : shapes) {
        auto params = parse_shape_params(name);
        if (!params) {
            std::fprintf(stderr, "%s: %s\n", name.c_str(), params.error().message.c_str());
            continue;
        }
        std::vector<double> solve_us, count_us;
        double givens = 0, guesses = 0;
        for (int i = 1; i <= count; ++i) {
            ShapeGenerateOptions options{params.value(), Level::Medium, Symmetry::Rotate180, false, std::uint64_t(i)};
            auto made = generate_shape(options);
            if (!made) {
                options.level = Level::Easy;
                made = generate_shape(options);
            }
            if (!made) {
                std::fprintf(stderr, "%s: %s\n", name.c_str(), made.error().message.c_str());
                break;
            }
            const auto& g = made.value();
            for (auto d : g.puzzle) givens += d != 0;
            SearchStats stats;
            count_solutions(*g.shape, g.puzzle, 2, nullptr, &stats);
            guesses += double(stats.guesses);
            // Repeat until 2 ms have passed, for a figure above the clock's grain.
            for (int which = 0; which < 2; ++which) {
                int reps = 0;
                const auto t0 = Clock::now();
                do {
                    sink = sink +
                           (which ? count_solutions(*g.shape, g.puzzle, 2) : int(solve(*g.shape, g.puzzle)->size()));
                    ++reps;
                } while (seconds_since(t0) < 0.002);
                (which ? count_us : solve_us).push_back(seconds_since(t0) * 1e6 / reps);
            }
        }
        if (solve_us.empty()) continue;
        const auto n = double(solve_us.size());
        std::printf("| %s | %d | %.1f | %.2f | %.2f | %.2f |\n", name.c_str(), int(n), givens / n,
                    bench::percentile(solve_us, 0.5), bench::percentile(count_us, 0.5), guesses / n);
        std::fflush(stdout);
    }
}

void bench_classic(const std::vector<std::string>& files) {
    if (files.empty()) return;
    std::printf("\n| classic file | puzzles | band solver us/puzzle | dispatcher us/puzzle | ratio |\n");
    std::printf("|---|---:|---:|---:|---:|\n");
    const Shape& classic = *Shape::classic();
    for (const auto& file : files) {
        std::ifstream in(file);
        if (!in) {
            std::fprintf(stderr, "%s: cannot read\n", file.c_str());
            continue;
        }
        std::vector<Digits> digits;
        std::vector<ShapeDigits> shaped;
        for (std::string line; std::getline(in, line);) {
            if (line.size() < 81 || line[0] == '#') continue;
            Digits d{};
            for (int i = 0; i < 81; ++i)
                d[std::size_t(i)] = std::uint8_t(
                    line[std::size_t(i)] >= '1' && line[std::size_t(i)] <= '9' ? line[std::size_t(i)] - '0' : 0);
            digits.push_back(d);
            shaped.emplace_back(d.begin(), d.end());
        }
        if (digits.empty()) continue;
        // Alternate the two, three rounds each, and keep each one's best round.
        double best_direct = 1e30, best_dispatch = 1e30;
        for (int round = 0; round < 3; ++round) {
            auto t0 = Clock::now();
            for (const auto& d : digits) sink = sink + count_solutions(d, 2);
            best_direct = std::min(best_direct, seconds_since(t0));
            t0 = Clock::now();
            for (const auto& d : shaped) sink = sink + count_solutions(classic, d, 2);
            best_dispatch = std::min(best_dispatch, seconds_since(t0));
        }
        const auto n = double(digits.size());
        const auto slash = file.find_last_of('/');
        std::printf("| %s | %zu | %.2f | %.2f | %.3f |\n",
                    file.substr(slash == std::string::npos ? 0 : slash + 1).c_str(), digits.size(),
                    best_direct * 1e6 / n, best_dispatch * 1e6 / n, best_dispatch / best_direct);
        std::fflush(stdout);
    }
}

std::string find_solo() {
    if (std::system("command -v sgt-solo >/dev/null 2>&1") == 0) return "sgt-solo";
    if (std::system("test -x /usr/games/sgt-solo") == 0) return "/usr/games/sgt-solo";
    return "";
}

// Solo's difficulty letter closest to each of our levels by technique content. Solo's levels
// (solo.c): Trivial (t) = a symbol with one place left in a box; Basic (b) = that in rows and
// columns too, plus a cell with one symbol left; Intermediate (i) = intersections (pointing,
// claiming); Advanced (a) = sets (naked and hidden subsets in one house); Extreme (e) = fish across
// rows and columns (X-Wing, Swordfish...) and forcing chains; Unreasonable (u) = guessing. Solo
// keeps a puzzle only when its solver's hardest step is exactly the level asked. Our Easy is all
// singles = Basic; our Medium is intersections and subsets up to triples, whose hardest class is
// Solo's Advanced (Intermediate covers only part of it); our Hard (fish, wings, kites) and Expert
// (colouring, chains) both fall in Solo's Extreme; our Extreme (forcing chains, guessing) is
// nearest to Unreasonable.
char solo_difficulty(Level level) {
    switch (level) {
        case Level::Easy:
            return 'b';
        case Level::Medium:
            return 'a';
        case Level::Hard:
        case Level::Expert:
            return 'e';
        case Level::Extreme:
            return 'u';
    }
    return 't';
}

// Solo's PARAMS for our shape: Windoku (w) is ours, not Solo's, so it is timed against plain 3x3.
std::string solo_params(const std::string& name) {
    std::string out;
    for (char c : name)
        if (c != 'w') out += c;
    return out;
}

// Whole-process milliseconds per puzzle of `sgt-solo --generate count params` (killed after
// `timeout` seconds: then -timeout*1000/count, a lower bound shown as ">").
double time_solo(const std::string& solo, const std::string& params, int count, int timeout) {
    if (solo.empty()) return 0;
    std::string command = "timeout ";
    command += std::to_string(timeout);
    command += " ";
    command += solo;
    command += " --generate ";
    command += std::to_string(count);
    command += " ";
    command += params;
    command += " >/dev/null 2>&1";
    const auto t0 = Clock::now();
    const int status = std::system(command.c_str());
    const double ms = seconds_since(t0) * 1e3 / count;
    if (status == 0) return ms;
    return -ms;  // timed out (or failed): a lower bound
}

std::string solo_cell(double solo_ms) {
    if (solo_ms == 0) return "-";
    char buf[64];
    std::snprintf(buf, sizeof buf, solo_ms > 0 ? "%.3f" : ">%.0f", solo_ms > 0 ? solo_ms : -solo_ms);
    return buf;
}

std::string ratio_cell(double solo_ms, double ours_ms) {
    if (solo_ms == 0) return "-";
    char buf[64];
    std::snprintf(buf, sizeof buf, solo_ms > 0 ? "%.2fx" : ">%.1fx", (solo_ms > 0 ? solo_ms : -solo_ms) / ours_ms);
    return buf;
}

void bench_generation(const std::vector<std::string>& shapes, const std::vector<Level>& levels, int count,
                      int solo_timeout, bool with_solo) {
    const std::string solo = with_solo ? find_solo() : "";
    std::printf(
        "| shape | level | puzzles | median ms | p95 ms | mean ms | median CPU ms | p95 CPU ms | attempts/puzzle | "
        "givens | Solo PARAMS | Solo "
        "ms/puzzle | "
        "Solo / ours | Solo default (dt) ms | dt / ours |\n");
    std::printf("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|---:|---:|\n");
    for (const auto& name : shapes) {
        auto params = parse_shape_params(name);
        if (!params) {
            std::fprintf(stderr, "%s: %s\n", name.c_str(), params.error().message.c_str());
            continue;
        }
        const std::string solo_base = solo_params(name);
        const double solo_default = time_solo(solo, solo_base, count, solo_timeout);
        std::vector<std::pair<char, double>> solo_matched;  // Hard and Expert share Solo's Extreme
        for (Level level : levels) {
            std::vector<double> ms, cpu_ms;
            double attempts = 0, givens = 0, total = 0;
            std::string error;
            for (int i = 1; i <= count; ++i) {
                const auto t0 = Clock::now();
                const double c0 = thread_cpu_ms();
                auto made = generate_shape({params.value(), level, Symmetry::Rotate180, false, std::uint64_t(i)});
                ms.push_back(seconds_since(t0) * 1e3);
                cpu_ms.push_back(thread_cpu_ms() - c0);
                total += ms.back();
                if (!made) {
                    error = made.error().message;
                    break;
                }
                attempts += made.value().attempts;
                for (auto d : made.value().puzzle) givens += d != 0;
            }
            const std::string level_text(level_name(level));
            if (!error.empty()) {
                std::printf("| %s | %s | - | - | - | - | - | - | - | - | - | - | %s | - | - |\n", name.c_str(),
                            level_text.c_str(), error.c_str());
                continue;
            }
            const char letter = solo_difficulty(level);
            const std::string matched_params = solo_base + "d" + letter;
            double solo_ms = 0;
            bool cached = false;
            for (const auto& [l, t] : solo_matched)
                if (l == letter) solo_ms = t, cached = true;
            if (!cached) {
                solo_ms = time_solo(solo, matched_params, count, solo_timeout);
                solo_matched.emplace_back(letter, solo_ms);
            }
            const double median = bench::percentile(ms, 0.5), mean = total / count;
            std::printf("| %s | %s | %d | %.3f | %.3f | %.3f | %.3f | %.3f | %.2f | %.1f | %s | %s | %s | %s | %s |\n",
                        name.c_str(), level_text.c_str(), count, median, bench::percentile(ms, 0.95), mean,
                        bench::percentile(cpu_ms, 0.5), bench::percentile(cpu_ms, 0.95), attempts / count,
                        givens / count, solo.empty() ? "-" : matched_params.c_str(), solo_cell(solo_ms).c_str(),
                        ratio_cell(solo_ms, mean).c_str(), solo_cell(solo_default).c_str(),
                        ratio_cell(solo_default, mean).c_str());
            std::fflush(stdout);
        }
    }
}

}  // namespace

int main(int argc, char** argv) {
    int count = 20, solo_timeout = 120;
    bool generate = false, with_solo = true;
    std::vector<std::string> shapes = {"2x2", "2x3", "3x2", "2x4", "3x3", "3x3x", "3x3w", "2x5",
                                       "3x4", "3x5", "4x4", "6j",  "9j",  "9jx",  "4x4x"};
    std::vector<Level> levels = {Level::Easy, Level::Medium};
    std::vector<std::string> files;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--count" && i + 1 < argc) {
            count = std::max(1, std::atoi(argv[++i]));
        } else if (arg == "--shapes" && i + 1 < argc) {
            shapes = split(argv[++i]);
        } else if (arg == "--levels" && i + 1 < argc) {
            levels.clear();
            for (const auto& text : split(argv[++i])) {
                const auto level = parse_level(text);
                if (!level) return std::fprintf(stderr, "sudoku-shape-bench: unknown level '%s'\n", text.c_str()), 2;
                levels.push_back(*level);
            }
        } else if (arg == "--solo-timeout" && i + 1 < argc) {
            solo_timeout = std::max(1, std::atoi(argv[++i]));
        } else if (arg == "--no-solo") {
            with_solo = false;
        } else if (arg == "--generate") {
            generate = true;
        } else if (arg == "-h" || arg == "--help" || (!arg.empty() && arg[0] == '-')) {
            std::printf(
                "Usage: sudoku-shape-bench [--count N] [--shapes A,B] [CLASSIC_FILE...]\n"
                "       sudoku-shape-bench --generate [--count N] [--shapes A,B] [--levels Easy,Medium]\n"
                "                          [--solo-timeout SECONDS] [--no-solo]\n\n"
                "Times the exact solver per shape on N generated puzzles (and the classic shape through the\n"
                "dispatcher against the band solver on 81-character puzzle files), or with --generate the\n"
                "generator per shape and level (seeds 1..N, 180-degree symmetry) beside\n"
                "`sgt-solo --generate N PARAMS` when it is installed, whole process, per puzzle; the ratio\n"
                "is Solo's mean over ours.\n\n"
                "Solo is timed at the difficulty matching each level by technique content, and at its\n"
                "default (Trivial, dt). Solo's levels: Trivial = a symbol's last place in a box; Basic =\n"
                "also in rows and columns, and a cell's last symbol; Intermediate = pointing and claiming;\n"
                "Advanced = naked and hidden subsets; Extreme = fish (X-Wing...) and forcing chains;\n"
                "Unreasonable = guessing. Solo keeps a puzzle only when its hardest step is exactly that\n"
                "level, as we do. Mapping: Easy (all singles) -> db; Medium (intersections and subsets up\n"
                "to triples, whose hardest class is Solo's sets) -> da; Hard (fish, wings, kites) and\n"
                "Expert (colouring, chains) -> de; Extreme (forcing chains, guessing) -> du. Solo makes\n"
                "every 2x2 puzzle Trivial whatever is asked. Windoku (3x3w) is ours only: it is timed\n"
                "against Solo's plain 3x3. A Solo run past --solo-timeout (default 120 s) is killed and\n"
                "shown as a lower bound (>). --no-solo leaves Solo out (ours only).\n");
            return arg == "-h" || arg == "--help" ? 0 : 2;
        } else {
            files.push_back(arg);
        }
    }
    if (generate) {
        bench_generation(shapes, levels, count, solo_timeout, with_solo);
    } else {
        bench_solving(shapes, count);
        bench_classic(files);
    }
}
