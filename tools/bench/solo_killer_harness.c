/* A harness over Solo's own solver, for `sudoku-killer-bench --solo-solver`: `HARNESS FILE R`
 * reads Solo game IDs (one a line, '#' lines skipped) and prints, per ID, the best of R runs of
 * solo.c's solver() in microseconds (the grid copied back before each run, outside the timing).
 * Not part of the build: it includes solo.c from Debian's sgt-puzzles source, built outside this
 * repository, e.g.
 *   cd /tmp && apt-get source sgt-puzzles    (needs a deb-src line)
 *   cd sgt-puzzles-* && gcc -O2 -DSTANDALONE_SOLVER -I. -o /tmp/solo-harness \
 *     /path/to/tools/bench/solo_killer_harness.c malloc.c misc.c random.c tree234.c divvy.c dsf.c \
 *     nullfe.c -lm
 *   build/bin/sudoku-killer-bench --reps 3000 --solo-solver /tmp/solo-harness IDS */
#define main solo_main
#include "solo.c"
#undef main
#include <time.h>

static double now_us(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e6 + t.tv_nsec / 1e3;
}

int main(int argc, char **argv) {
    static char line[100000];
    FILE *f;
    int reps;
    if (argc != 3 || !(f = fopen(argv[1], "r"))) {
        fprintf(stderr, "usage: %s FILE REPS\n", argv[0]);
        return 2;
    }
    reps = atoi(argv[2]);
    while (fgets(line, sizeof line, f)) {
        char *desc;
        const char *err;
        game_params *p;
        game_state *s;
        digit *grid;
        double best = 1e18;
        int area, r;
        if (line[0] == '#' || line[0] == '\n') continue;
        line[strcspn(line, "\r\n")] = 0;
        desc = strchr(line, ':');
        if (!desc) {
            fprintf(stderr, "not a game ID: %s\n", line);
            return 1;
        }
        *desc++ = 0;
        p = default_params();
        decode_params(p, line);
        err = validate_desc(p, desc);
        if (err) {
            fprintf(stderr, "%s\n", err);
            return 1;
        }
        s = new_game(NULL, p, desc);
        area = s->cr * s->cr;
        grid = snewn(area, digit);
        for (r = 0; r < reps; ++r) {
            struct difficulty dlev;
            double t0, t;
            memcpy(grid, s->grid, area * sizeof(digit));
            dlev.maxdiff = DIFF_RECURSIVE;
            dlev.maxkdiff = DIFF_KINTERSECT;
            t0 = now_us();
            solver(s->cr, s->blocks, s->kblocks, s->xtype, grid, s->kgrid, &dlev);
            t = now_us() - t0;
            if (t < best) best = t;
        }
        printf("%.3f\n", best);
        fflush(stdout);
        sfree(grid);
        free_game(s);
        free_params(p);
    }
    return 0;
}
