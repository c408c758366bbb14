// A driver over tdoku's fastest solver, for tools/bench/compare-solvers.sh: reads puzzles (81
// characters a line, '#' lines skipped), prints each one's first solution or "none", as
// `sudoku-cli solve` does. Not part of the build: tdoku is not a Debian package, so it is fetched
// and built outside this repository, e.g.
//   git clone https://github.com/t-dillon/tdoku /tmp/tdoku
//   clang++ -O3 -march=native -std=c++17 -DNDEBUG -I/tmp/tdoku tools/bench/tdoku_driver.cc \
//     /tmp/tdoku/src/solver_dpll_triad_simd.cc /tmp/tdoku/src/util.cc -o /tmp/tdoku_driver
#include <cstdio>
#include <cstring>

#include "include/tdoku.h"

int main() {
    char line[1024], solution[82];
    solution[81] = 0;
    while (std::fgets(line, sizeof line, stdin)) {
        if (line[0] == '#' || std::strlen(line) < 81) continue;
        for (int i = 0; i < 81; ++i)
            if (line[i] == '0') line[i] = '.';
        size_t guesses = 0;
        const size_t found = TdokuSolverDpllTriadSimd(line, 1, 0, solution, &guesses);
        std::puts(found ? solution : "none");
    }
}
