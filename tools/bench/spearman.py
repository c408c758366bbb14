#!/usr/bin/env python3
"""Rank correlation (Spearman) between our rating and Sudoku Explainer's (and HoDoKu's level).

Reads a TSV file with a header and the columns `puzzle`, `se_rating` and optionally
`hodoku_level` (../shared/data/ratings/se_rated_300.tsv), rates every puzzle with
`sudoku-cli rate` and prints Spearman's rho, ties given their average rank:
  - our score against SE's rating, over all puzzles;
  - the same among the puzzles both rate at least --high (default 7.5);
  - our level against HoDoKu's level (Easy < Medium < Hard < Unfair < Extreme), when the file has it.
--worst N also lists the N puzzles whose ranks differ most (our score against SE's), with the
hardest technique our path needs, to see where the two disagree.

  python3 tools/bench/spearman.py [--cli build/bin/sudoku-cli] [--high 7.5] [--worst N] FILE
"""
import argparse
import csv
import subprocess
import sys

LEVELS = ["Easy", "Medium", "Hard", "Expert", "Extreme"]
HODOKU_LEVELS = ["Easy", "Medium", "Hard", "Unfair", "Extreme"]


def ranks(values):
    """Average ranks (1-based): tied values share the mean of the ranks they span."""
    order = sorted(range(len(values)), key=lambda i: values[i])
    result = [0.0] * len(values)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and values[order[j + 1]] == values[order[i]]:
            j += 1
        for k in range(i, j + 1):
            result[order[k]] = (i + j) / 2 + 1
        i = j + 1
    return result


def pearson(xs, ys):
    n = len(xs)
    mx, my = sum(xs) / n, sum(ys) / n
    sxy = sum((x - mx) * (y - my) for x, y in zip(xs, ys))
    sxx = sum((x - mx) ** 2 for x in xs)
    syy = sum((y - my) ** 2 for y in ys)
    return sxy / (sxx * syy) ** 0.5 if sxx and syy else float("nan")


def spearman(xs, ys):
    return pearson(ranks(xs), ranks(ys))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("file")
    parser.add_argument("--cli", default="build/bin/sudoku-cli")
    parser.add_argument("--high", type=float, default=7.5)
    parser.add_argument("--worst", type=int, default=0)
    args = parser.parse_args()

    with open(args.file, newline="") as f:
        rows = [r for r in csv.DictReader(f, delimiter="\t") if r.get("puzzle")]
    puzzles = [r["puzzle"][:81] for r in rows]
    run = subprocess.run([args.cli, "rate", "-"], input="\n".join(puzzles) + "\n", capture_output=True,
                         text=True, check=False)
    lines = [line.split("\t") for line in run.stdout.splitlines() if line.strip()]
    if run.returncode != 0 or len(lines) != len(rows):
        sys.exit(f"spearman.py: sudoku-cli rate failed ({len(lines)} lines for {len(rows)} puzzles):\n"
                 + run.stderr)

    ours = [float(fields[2]) for fields in lines]
    theirs = [float(r["se_rating"]) for r in rows]
    guessed = sum(1 for fields in lines if fields[4] != "no-guess")
    print(f"puzzles: {len(rows)} (guessed: {guessed})")
    print(f"Spearman score / SE, all: {spearman(ours, theirs):.3f}")
    high = [i for i in range(len(rows)) if ours[i] >= args.high and theirs[i] >= args.high]
    if len(high) > 1:
        print(f"Spearman score / SE, both >= {args.high}: {spearman([ours[i] for i in high], [theirs[i] for i in high]):.3f}"
              f" ({len(high)} puzzles)")
    if rows and "hodoku_level" in rows[0]:
        our_levels = [LEVELS.index(fields[1]) for fields in lines]
        their_levels = [HODOKU_LEVELS.index(r["hodoku_level"]) for r in rows]
        print(f"Spearman level / HoDoKu level: {spearman(our_levels, their_levels):.3f}")
    if args.worst:
        rank_ours, rank_theirs = ranks(ours), ranks(theirs)
        worst = sorted(range(len(rows)), key=lambda i: -abs(rank_ours[i] - rank_theirs[i]))[: args.worst]
        print("\nSE\tours\trank SE\trank ours\ttechnique\tpuzzle")
        for i in worst:
            print(f"{theirs[i]}\t{ours[i]}\t{rank_theirs[i]:.0f}\t{rank_ours[i]:.0f}\t{lines[i][3]}\t{puzzles[i]}")


if __name__ == "__main__":
    main()
