#!/usr/bin/env bash
# Our exact solver beside tdoku's (solver_dpll_triad_simd, through tools/bench/tdoku_driver.cc,
# built outside the repository: see that file), measured in one run: whole-process CPU time (user +
# system) of `sudoku-cli solve FILE` and of `DRIVER < FILE` on the same files, median of REPS runs
# alternated, per puzzle and as a ratio. Both print every solution; the outputs are compared.
#   tools/bench/compare-solvers.sh --tdoku DRIVER [--reps R] [--cli PATH] FILE...
set -euo pipefail
reps=3
cli=build/bin/sudoku-cli
tdoku=
files=()
while [ $# -gt 0 ]; do
  case "$1" in
    --tdoku) tdoku=$2; shift 2 ;;
    --reps) reps=$2; shift 2 ;;
    --cli) cli=$2; shift 2 ;;
    -h|--help) sed -n '2,6p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "compare-solvers.sh: unknown option '$1' (try --help)" >&2; exit 2 ;;
    *) files+=("$1"); shift ;;
  esac
done
[ -n "$tdoku" ] && [ -x "$tdoku" ] || { echo "compare-solvers.sh: --tdoku DRIVER is required (see tools/bench/tdoku_driver.cc)" >&2; exit 2; }
[ ${#files[@]} -gt 0 ] || { echo "compare-solvers.sh: no puzzle files" >&2; exit 2; }

. "$(dirname "$0")/timing.sh"

echo "| data set | puzzles | ours µs/puzzle | tdoku µs/puzzle | ours / tdoku |"
echo "|---|---:|---:|---:|---:|"
for file in "${files[@]}"; do
  n=$(awk 'length($0) >= 81 && !/^#/' "$file" | wc -l)
  if ! cmp -s <("$cli" solve - < "$file" 2>/dev/null) <("$tdoku" < "$file"); then
    echo "compare-solvers.sh: the two programs print different solutions for $file" >&2
  fi
  ours=() theirs=()
  for ((i = 0; i < reps; ++i)); do
    ours+=("$(cpu_seconds "$file" "$cli" solve -)")
    theirs+=("$(cpu_seconds "$file" "$tdoku")")
  done
  o=$(median "${ours[@]}")
  t=$(median "${theirs[@]}")
  awk -v f="$(basename "$file")" -v n="$n" -v o="$o" -v t="$t" 'BEGIN {
    printf "| %s | %d | %.2f | %.2f | %.2f |\n", f, n, 1e6 * o / n, 1e6 * t / n, (t > 0 ? o / t : 0) }'
done
