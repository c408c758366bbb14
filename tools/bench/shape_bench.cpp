// sudoku-shape-bench: the exact solver and the generator on every shape.
//
//   sudoku-shape-bench [--count N] [--shapes 2x2,3x3x,...] [CLASSIC_FILE...]
//     Solving: per shape, N generated puzzles (seeds 1..N, Medium when the shape reaches it,
//     else Easy), median microseconds per solve and per uniqueness count (limit 2). Then, per
//     classic file (81-character lines), the whole file solved through the shape dispatcher and
//     directly by the band solver: microseconds per puzzle and their ratio.
//   sudoku-shape-bench --generate [--count N] [--shapes ...] [--levels Easy,Medium]
//     Generation: per shape and level, median and mean milliseconds per puzzle; when sgt-solo is
//     on PATH (or in /usr/games), the whole-process time of `sgt-solo --generate N PARAMS` per
//     puzzle beside it and the ratio.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "engine/shape_generator.hpp"
#include "engine/shape_solver.hpp"
#include "engine/solver.hpp"
#include "tools/bench/percentile.hpp"

using namespace sudoku;
using Clock = std::chrono::steady_clock;

namespace {

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

void bench_generation(const std::vector<std::string>& shapes, const std::vector<Level>& levels, int count) {
    const std::string solo = find_solo();
    std::printf(
        "| shape | level | puzzles | median ms | mean ms | attempts/puzzle | givens | sgt-solo ms/puzzle | sgt-solo / "
        "ours |\n");
    std::printf("|---|---|---:|---:|---:|---:|---:|---:|---:|\n");
    for (const auto& name : shapes) {
        auto params = parse_shape_params(name);
        if (!params) {
            std::fprintf(stderr, "%s: %s\n", name.c_str(), params.error().message.c_str());
            continue;
        }
        double solo_ms = 0;
        if (!solo.empty()) {
            std::string command = solo;
            command += " --generate ";
            command += std::to_string(count);
            command += " ";
            command += name;
            command += " >/dev/null 2>&1";
            const auto t0 = Clock::now();
            if (std::system(command.c_str()) == 0) solo_ms = seconds_since(t0) * 1e3 / count;
        }
        for (Level level : levels) {
            std::vector<double> ms;
            double attempts = 0, givens = 0, total = 0;
            std::string error;
            for (int i = 1; i <= count; ++i) {
                const auto t0 = Clock::now();
                auto made = generate_shape({params.value(), level, Symmetry::Rotate180, false, std::uint64_t(i)});
                ms.push_back(seconds_since(t0) * 1e3);
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
                std::printf("| %s | %s | - | - | - | - | - | - | %s |\n", name.c_str(), level_text.c_str(),
                            error.c_str());
                continue;
            }
            const double median = bench::percentile(ms, 0.5), mean = total / count;
            std::string solo_text = "-", ratio_text = "-";
            if (solo_ms > 0) {
                char buf[64];
                std::snprintf(buf, sizeof buf, "%.3f", solo_ms);
                solo_text = buf;
                std::snprintf(buf, sizeof buf, "%.2fx", solo_ms / mean);
                ratio_text = buf;
            }
            std::printf("| %s | %s | %d | %.3f | %.3f | %.2f | %.1f | %s | %s |\n", name.c_str(), level_text.c_str(),
                        count, median, mean, attempts / count, givens / count, solo_text.c_str(), ratio_text.c_str());
            std::fflush(stdout);
        }
    }
}

}  // namespace

int main(int argc, char** argv) {
    int count = 20;
    bool generate = false;
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
        } else if (arg == "--generate") {
            generate = true;
        } else if (arg == "-h" || arg == "--help" || (!arg.empty() && arg[0] == '-')) {
            std::printf(
                "Usage: sudoku-shape-bench [--count N] [--shapes A,B] [CLASSIC_FILE...]\n"
                "       sudoku-shape-bench --generate [--count N] [--shapes A,B] [--levels Easy,Medium]\n\n"
                "Times the exact solver per shape on N generated puzzles (and the classic shape through the\n"
                "dispatcher against the band solver on 81-character puzzle files), or with --generate the\n"
                "generator per shape and level beside `sgt-solo --generate N PARAMS` when it is installed.\n");
            return arg == "-h" || arg == "--help" ? 0 : 2;
        } else {
            files.push_back(arg);
        }
    }
    if (generate) {
        bench_generation(shapes, levels, count);
    } else {
        bench_solving(shapes, count);
        bench_classic(files);
    }
}
