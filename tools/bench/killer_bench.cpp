// sudoku-killer-bench: the exact solver and the generator on Killer puzzles, beside Solo's.
//
//   sudoku-killer-bench [--reps R] [--solo-solver PROGRAM] FILE
//     Solving: for each Solo killer game ID in FILE (one per line, '#' lines skipped), the best of
//     R runs (default 20) of our uniqueness count (limit 2) and of our solve, in microseconds.
//     With --solo-solver, `PROGRAM FILE R` is run through the shell (PROGRAM is a command you
//     supply, arguments allowed) and must print one line per ID of FILE, in order: a number, the
//     best of R timed solves of that ID in microseconds (e.g. by Solo's own solver); the table then
//     shows that time and the ratio per puzzle, and the median ratio and the ratio of the totals
//     per kind of board.
//   sudoku-killer-bench --generate [--count N] [--shapes 3x3k,2x3k] [--levels Easy,Medium]
//     Generation: per shape and level, mean milliseconds per puzzle (seeds 1..N); when sgt-solo is
//     installed, the whole-process time of `sgt-solo --generate N PARAMS` per puzzle beside it.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "engine/formats/solo_id.hpp"
#include "engine/generate/generator.hpp"
#include "engine/logic/difficulty.hpp"
#include "engine/solve/exact.hpp"
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

template <class F>
double best_us(int reps, F f) {
    double best = 1e18;
    for (int r = 0; r < reps; ++r) {
        const auto t0 = Clock::now();
        f();
        best = std::min(best, seconds_since(t0) * 1e6);
    }
    return best;
}

int bench_solving(const std::string& file, int reps, const std::string& solo) {
    std::ifstream in(file);
    if (!in) {
        std::fprintf(stderr, "sudoku-killer-bench: cannot read %s\n", file.c_str());
        return 1;
    }
    std::vector<std::string> ids;
    for (std::string line; std::getline(in, line);)
        if (!line.empty() && line[0] != '#') ids.push_back(line);
    std::vector<double> solo_us;
    if (!solo.empty()) {
        const std::string command = solo + " '" + file + "' " + std::to_string(reps);
        FILE* pipe = popen(command.c_str(), "r");
        if (!pipe) return 1;
        char buffer[64];
        while (std::fgets(buffer, sizeof buffer, pipe)) solo_us.push_back(std::atof(buffer));
        pclose(pipe);
        if (solo_us.size() != ids.size()) {
            std::fprintf(stderr, "sudoku-killer-bench: %s printed %zu times for %zu IDs\n", solo.c_str(),
                         solo_us.size(), ids.size());
            return 1;
        }
    }
    std::printf("| # | board | cages | us count(2) | us solve |%s\n",
                solo.empty() ? "" : " Solo us solve | Solo / ours |");
    std::printf("|---:|---|---:|---:|---:|%s\n", solo.empty() ? "" : "---:|---:|");
    std::map<std::string, std::vector<double>> ratios;
    std::map<std::string, std::pair<double, double>> totals;
    for (std::size_t i = 0; i < ids.size(); ++i) {
        auto parsed = formats::parse_solo_id(ids[i]);
        if (!parsed) {
            std::fprintf(stderr, "line %zu: %s\n", i + 1, parsed.error().to_string().c_str());
            return 1;
        }
        const Shape& shape = *parsed.value().shape;
        const ShapeDigits& givens = parsed.value().givens;
        const double count_us = best_us(reps, [&] { sink = sink + count_solutions(shape, givens, 2); });
        const double solve_us = best_us(reps, [&] { sink = sink + int(solve(shape, givens).has_value()); });
        const std::string board = shape.params_name();
        std::printf("| %zu | %s | %d | %.2f | %.2f |", i + 1, board.c_str(), shape.cage_count(), count_us, solve_us);
        if (!solo.empty()) {
            std::printf(" %.2f | %.1f |", solo_us[i], solo_us[i] / solve_us);
            ratios[board].push_back(solo_us[i] / solve_us);
            totals[board].first += solo_us[i];
            totals[board].second += solve_us;
        }
        std::printf("\n");
    }
    if (!solo.empty()) {
        std::printf("\n| board | puzzles | median Solo / ours | total Solo / total ours |\n|---|---:|---:|---:|\n");
        for (const auto& [board, list] : ratios)
            std::printf("| %s | %zu | %.1f | %.1f |\n", board.c_str(), list.size(), bench::percentile(list, 0.5),
                        totals[board].first / totals[board].second);
    }
    return 0;
}

std::string sgt_solo() {
    if (std::system("command -v sgt-solo >/dev/null 2>&1") == 0) return "sgt-solo";
    if (std::system("test -x /usr/games/sgt-solo") == 0) return "/usr/games/sgt-solo";
    return "";
}

int bench_generation(const std::vector<std::string>& shapes, const std::vector<std::string>& levels, int count) {
    const std::string solo = sgt_solo();
    std::printf("| shape | level | puzzles | mean ms | sgt-solo ms/puzzle (%s) | sgt-solo / ours |\n",
                solo.empty() ? "not installed" : "default difficulty");
    std::printf("|---|---|---:|---:|---:|---:|\n");
    for (const auto& name : shapes) {
        auto params = parse_shape_params(name);
        if (!params) {
            std::fprintf(stderr, "%s: %s\n", name.c_str(), params.error().message.c_str());
            return 1;
        }
        double solo_ms = 0;
        if (!solo.empty()) {
            const auto t0 = Clock::now();
            const std::string command = solo + " --generate " + std::to_string(count) + " " + name + " >/dev/null";
            if (std::system(command.c_str()) != 0) return 1;
            solo_ms = seconds_since(t0) * 1000 / count;
        }
        for (const auto& level_text : levels) {
            auto level = parse_level(level_text);
            if (!level) {
                std::fprintf(stderr, "%s: not a level\n", level_text.c_str());
                return 1;
            }
            int made = 0;
            const auto t0 = Clock::now();
            for (int i = 1; i <= count; ++i) {
                ShapeGenerateOptions options;
                options.params = params.value();
                options.level = *level;
                options.seed = std::uint64_t(i);
                made += generate_shape(options).ok();
            }
            const double ms = seconds_since(t0) * 1000 / count;
            std::printf("| %s | %s | %d/%d | %.1f |", name.c_str(), level_text.c_str(), made, count, ms);
            if (solo.empty())
                std::printf(" | |\n");
            else
                std::printf(" %.1f | %.2f |\n", solo_ms, solo_ms / ms);
        }
    }
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    int reps = 20, count = 5;
    bool generate = false;
    std::string solo, file;
    std::vector<std::string> shapes = {"3x3k", "2x3k", "3x3xk", "9jk"}, levels = {"Easy", "Medium"};
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        auto value = [&]() -> std::string { return i + 1 < argc ? argv[++i] : ""; };
        if (arg == "--reps") {
            reps = std::max(1, std::atoi(value().c_str()));
        } else if (arg == "--solo-solver") {
            solo = value();
        } else if (arg == "--generate") {
            generate = true;
        } else if (arg == "--count") {
            count = std::max(1, std::atoi(value().c_str()));
        } else if (arg == "--shapes") {
            shapes = split(value());
        } else if (arg == "--levels") {
            levels = split(value());
        } else if (arg == "--help" || arg == "-h") {
            std::printf(
                "usage: sudoku-killer-bench [--reps R] [--solo-solver PROGRAM] FILE\n"
                "       sudoku-killer-bench --generate [--count N] [--shapes 3x3k,...] [--levels Easy,...]\n"
                "With --solo-solver, the command `PROGRAM FILE R` (run by the shell) must print one line per\n"
                "game ID of FILE, in order: the best of R timed solves of that ID, in microseconds.\n");
            return 0;
        } else if (!arg.empty() && arg[0] == '-') {
            std::fprintf(stderr, "sudoku-killer-bench: unknown option '%s' (see --help)\n", arg.c_str());
            return 2;
        } else {
            file = arg;
        }
    }
    if (generate) return bench_generation(shapes, levels, count);
    if (file.empty()) {
        std::fprintf(stderr, "sudoku-killer-bench: give a file of Solo killer game IDs (see --help)\n");
        return 2;
    }
    return bench_solving(file, reps, solo);
}
