#!/usr/bin/env bash
# Our exact solver beside a reference solver that you supply, measured in one run: whole-process
# CPU time (user + system) of `sudoku-cli solve - < FILE` and of `REFERENCE < FILE` on the same
# files, median of REPS runs alternated, per puzzle and as a ratio. The outputs are compared.
#   tools/bench/compare-solvers.sh --reference COMMAND [--reps R] [--cli PATH] FILE...
# COMMAND is a program (a path or a name on PATH, with any arguments, split at spaces) that reads
# puzzles on standard input, one a line (81 characters, digits with '.' or '0' for a blank; skip
# lines starting with '#' and lines shorter than 81 characters), and prints for each one line: its
# first solution as 81 digits, or "none", as `sudoku-cli solve -` does.
set -euo pipefail
reps=3
cli=build/bin/sudoku-cli
reference=()
files=()
while [ $# -gt 0 ]; do
  case "$1" in
    --reference) read -r -a reference <<< "${2:-}"; shift 2 ;;
    --reps) reps=$2; shift 2 ;;
    --cli) cli=$2; shift 2 ;;
    -h|--help) sed -n '2,9p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "compare-solvers.sh: unknown option '$1' (try --help)" >&2; exit 2 ;;
    *) files+=("$1"); shift ;;
  esac
done
if [ ${#reference[@]} -eq 0 ] || ! command -v "${reference[0]}" >/dev/null; then
  echo "compare-solvers.sh: --reference COMMAND is required: a program that reads puzzles on standard input and prints their solutions (try --help)" >&2
  exit 2
fi
[ ${#files[@]} -gt 0 ] || { echo "compare-solvers.sh: no puzzle files" >&2; exit 2; }

. "$(dirname "$0")/timing.sh"

echo "| data set | puzzles | ours µs/puzzle | reference µs/puzzle | ours / reference |"
echo "|---|---:|---:|---:|---:|"
for file in "${files[@]}"; do
  n=$(awk 'length($0) >= 81 && !/^#/' "$file" | wc -l)
  if ! cmp -s <("$cli" solve - < "$file" 2>/dev/null) <("${reference[@]}" < "$file"); then
    echo "compare-solvers.sh: the two programs print different solutions for $file" >&2
  fi
  ours=() theirs=()
  for ((i = 0; i < reps; ++i)); do
    ours+=("$(cpu_seconds "$file" "$cli" solve -)")
    theirs+=("$(cpu_seconds "$file" "${reference[@]}")")
  done
  o=$(median "${ours[@]}")
  t=$(median "${theirs[@]}")
  awk -v f="$(basename "$file")" -v n="$n" -v o="$o" -v t="$t" 'BEGIN {
    printf "| %s | %d | %.2f | %.2f | %.2f |\n", f, n, 1e6 * o / n, 1e6 * t / n, (t > 0 ? o / t : 0) }'
done
