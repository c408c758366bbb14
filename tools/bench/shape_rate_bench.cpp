// sudoku-shape-rate-bench: times the logical rater on shaped boards (rate) per puzzle file
// and reports median / p95 / max milliseconds, the share solved without guessing and the levels;
// with --techniques, where the time goes (each general finder on every state of the paths).
#include <array>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "engine/logic/finders.hpp"
#include "engine/logic/logical_solver.hpp"
#include "tools/bench/percentile.hpp"

namespace {

constexpr const char* kUsage = R"(Usage: sudoku-shape-rate-bench [--max N] [--techniques] FILE...

Rates every puzzle of each file with rate and prints puzzles, median / p95 / max
milliseconds per puzzle, the share solved without guessing and how many puzzles fall in each
level. Files are in the format of tests/data/shapes/logic_*.txt: '#' comments, "boxes R C" or
"regions <81 region digits>" (9x9 jigsaw), optional "diagonals" and "windows" lines, then one
puzzle a line (n*n symbols: '.', 1-9, A-G).
Options:
  --max N        rate at most N puzzles per file (default: all)
  --techniques   also time each general finder on every state of the solving paths, in the
                 solver's order up to the one that applies (calls, steps, total ms, us per call)
)";

struct PuzzleFile {
    std::shared_ptr<const sudoku::Shape> shape;
    std::vector<sudoku::ShapeDigits> puzzles;
    std::string error;
};

PuzzleFile load(const std::string& path, std::size_t max) {
    using namespace sudoku;
    PuzzleFile file;
    std::ifstream in(path);
    if (!in) {
        file.error = "cannot read " + path;
        return file;
    }
    ShapeSpec spec;
    std::string line;
    int line_number = 0;
    while (std::getline(in, line) && file.puzzles.size() < max) {
        ++line_number;
        if (line.empty() || line[0] == '#') continue;
        std::istringstream words(line);
        std::string word;
        words >> word;
        if (word == "boxes") {
            words >> spec.box_rows >> spec.box_cols;
        } else if (word == "regions") {
            std::string regions;
            words >> regions;
            spec.box_rows = spec.box_cols = 0;
            spec.jigsaw_side = 9;
            for (char c : regions) spec.regions.push_back(std::uint8_t(c - '0'));
        } else if (word == "diagonals") {
            spec.diagonals = true;
        } else if (word == "windows") {
            spec.windows = true;
        } else {
            if (!file.shape) {
                auto made = Shape::make(spec);
                if (!made.ok()) {
                    file.error = path + ": " + made.error().to_string();
                    return file;
                }
                file.shape = made.value();
            }
            if (int(word.size()) != file.shape->cell_count()) {
                file.error = path + " line " + std::to_string(line_number) + ": expected " +
                             std::to_string(file.shape->cell_count()) + " symbols";
                return file;
            }
            ShapeDigits digits;
            for (char c : word) digits.push_back(std::uint8_t(std::max(0, parse_symbol_char(c))));
            file.puzzles.push_back(digits);
        }
    }
    return file;
}

void time_techniques(const sudoku::Shape& shape, const std::vector<sudoku::ShapeDigits>& puzzles) {
    using namespace sudoku;
    const auto order = technique_order();
    std::vector<double> seconds(order.size());
    std::vector<long> calls(order.size()), hits(order.size());
    for (const auto& p : puzzles) {
        Candidates grid = Candidates::from_digits(shape, p);
        for (const Step& step : solve_logically(shape, p, true).steps) {
            for (std::size_t i = 0; i < order.size(); ++i) {
                if (!order[i].finder) continue;
                StepCollector out(1);
                auto t0 = std::chrono::steady_clock::now();
                order[i].finder(grid, out);
                seconds[i] += std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
                ++calls[i];
                if (!out.steps().empty()) {
                    ++hits[i];
                    break;
                }
            }
            grid.apply(step);
        }
    }
    std::printf("  %-28s %8s %7s %10s %10s\n", "technique", "calls", "steps", "total ms", "us/call");
    for (std::size_t i = 0; i < order.size(); ++i)
        if (calls[i])
            std::printf("  %-28s %8ld %7ld %10.1f %10.1f\n", std::string(technique_name(order[i].technique)).c_str(),
                        calls[i], hits[i], seconds[i] * 1e3, seconds[i] * 1e6 / double(calls[i]));
}

}  // namespace

int main(int argc, char** argv) {
    using namespace sudoku;
    std::size_t max = std::size_t(-1);
    bool techniques = false;
    std::vector<std::string> files;
    for (int i = 1; i < argc; ++i) {
        std::string a = argv[i];
        if (a == "--help" || a == "-h") {
            std::printf("%s", kUsage);
            return 0;
        } else if (a == "--max" && i + 1 < argc) {
            max = std::size_t(std::stoul(argv[++i]));
        } else if (a == "--techniques") {
            techniques = true;
        } else {
            files.push_back(a);
        }
    }
    if (files.empty()) {
        std::fprintf(stderr, "%s", kUsage);
        return 2;
    }
    std::printf("%-40s %-12s %7s %9s %9s %9s %8s  %s\n", "file", "shape", "puzzles", "median ms", "p95 ms", "max ms",
                "no-guess", "Easy/Medium/Hard/Expert/Extreme/invalid");
    for (const auto& path : files) {
        PuzzleFile file = load(path, max);
        if (!file.error.empty()) {
            std::fprintf(stderr, "%s\n", file.error.c_str());
            return 1;
        }
        std::vector<double> ms;
        std::array<int, kLevelCount + 1> levels{};
        int logical = 0;
        for (const auto& p : file.puzzles) {
            auto t0 = std::chrono::steady_clock::now();
            const Rating r = rate(*file.shape, p);
            ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
            ++levels[r.valid ? int(r.level) : kLevelCount];
            logical += r.valid && r.solved_logically;
        }
        std::string name = path.substr(path.find_last_of('/') + 1);
        std::printf("%-40s %-12s %7zu %9.2f %9.2f %9.2f %7.0f%%  %d/%d/%d/%d/%d/%d\n", name.c_str(),
                    file.shape->params_name().c_str(), file.puzzles.size(), bench::percentile(ms, 0.5),
                    bench::percentile(ms, 0.95), bench::percentile(ms, 1.0),
                    file.puzzles.empty() ? 0.0 : 100.0 * logical / double(file.puzzles.size()), levels[0], levels[1],
                    levels[2], levels[3], levels[4], levels[5]);
        if (techniques) time_techniques(*file.shape, file.puzzles);
    }
    return 0;
}
