// sudoku-generate-bench: times the generator per level (median / p95 / max ms per puzzle).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

#include "engine/generate/classic.hpp"
#include "tools/bench/percentile.hpp"

int main(int argc, char** argv) {
    int count = 100;
    std::string symmetry = "rotate180";
    std::vector<sudoku::Level> levels = {sudoku::Level::Easy, sudoku::Level::Medium, sudoku::Level::Hard,
                                         sudoku::Level::Expert, sudoku::Level::Extreme};
    bool minimal = false;
    for (int i = 1; i < argc; ++i) {
        std::string arg = argv[i];
        if (arg == "--count" && i + 1 < argc) {
            count = std::stoi(argv[++i]);
        } else if (arg == "--symmetry" && i + 1 < argc) {
            symmetry = argv[++i];
        } else if (arg == "--minimal") {
            minimal = true;
        } else if (arg == "--level" && i + 1 < argc) {
            auto level = sudoku::parse_level(argv[++i]);
            if (!level) return std::fprintf(stderr, "unknown level\n"), 2;
            levels = {*level};
        } else {
            std::printf(
                "Usage: sudoku-generate-bench [--count N] [--level L] [--symmetry SYM] [--minimal]\n\n"
                "Generates N puzzles (default 100) per level with seeds 1..N and prints median, 95th\n"
                "percentile and max milliseconds per puzzle, and the mean attempts and givens.\n");
            return arg == "-h" || arg == "--help" ? 0 : 2;
        }
    }
    auto sym = sudoku::parse_symmetry(symmetry);
    if (!sym) return std::fprintf(stderr, "unknown symmetry\n"), 2;
    std::printf("| level | puzzles | median ms | p95 ms | max ms | attempts/puzzle | givens/puzzle |\n");
    std::printf("|---|---:|---:|---:|---:|---:|---:|\n");
    for (auto level : levels) {
        std::vector<double> ms;
        double attempts = 0, givens = 0;
        for (int i = 1; i <= count; ++i) {
            auto t0 = std::chrono::steady_clock::now();
            auto g = sudoku::generate({level, *sym, minimal, std::uint64_t(i)});
            auto t1 = std::chrono::steady_clock::now();
            ms.push_back(std::chrono::duration<double, std::milli>(t1 - t0).count());
            attempts += g.attempts;
            for (auto d : g.puzzle) givens += d != 0;
        }
        std::printf("| %s | %d | %.2f | %.2f | %.2f | %.1f | %.1f |\n", std::string(sudoku::level_name(level)).c_str(),
                    count, sudoku::bench::percentile(ms, 0.5), sudoku::bench::percentile(ms, 0.95),
                    sudoku::bench::percentile(ms, 1.0), attempts / count, givens / count);
        std::fflush(stdout);
    }
}
