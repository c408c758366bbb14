#!/usr/bin/env bash
# Our generator beside qqwing (Debian's qqwing, GNOME Sudoku's generator), measured in one run:
# whole-process CPU time (user + system) of `qqwing --generate N --difficulty D --one-line` and of
# `sudoku-cli generate --level L --count N`, per puzzle, at each qqwing level and the level of ours
# that matches it (simple -> Easy, easy -> Medium, intermediate -> Hard, expert -> Expert), for
# both symmetries both programs have (none: qqwing's default; rotate180: ours). Each pair is run
# REPS times, alternating, and the medians are compared. qqwing's "simple" takes a quarter of a
# second a puzzle, so it makes a tenth as many (at least 10).
#   tools/bench/compare.sh [--count N] [--reps R] [--cli PATH] [--symmetry none|rotate180|both]
set -euo pipefail
count=200
reps=3
cli=build/bin/sudoku-cli
symmetries="none rotate180"
while [ $# -gt 0 ]; do
  case "$1" in
    --count) count=$2; shift 2 ;;
    --reps) reps=$2; shift 2 ;;
    --cli) cli=$2; shift 2 ;;
    --symmetry) [ "$2" = both ] || symmetries=$2; shift 2 ;;
    -h|--help) sed -n '2,8p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "compare.sh: unknown option '$1' (try --help)" >&2; exit 2 ;;
  esac
done
command -v qqwing >/dev/null || { echo "compare.sh: qqwing is not installed (apt-get install qqwing)" >&2; exit 1; }
[ -x "$cli" ] || { echo "compare.sh: $cli is not built (cmake --build build)" >&2; exit 1; }

. "$(dirname "$0")/timing.sh"

echo "qqwing $(qqwing --version 2>/dev/null | head -1 | awk '{print $NF}') beside $("$cli" --version 2>/dev/null | head -1), $count puzzles per run, median of $reps runs"
echo
echo "| symmetry | qqwing level | our level | qqwing ms/puzzle | ours ms/puzzle | qqwing / ours |"
echo "|---|---|---|---:|---:|---:|"
for symmetry in $symmetries; do
  for pair in simple:easy easy:medium intermediate:hard expert:expert; do
    qq_level=${pair%%:*}
    our_level=${pair##*:}
    qq=() ours=()
    qq_count=$count
    [ "$qq_level" != simple ] || qq_count=$((count / 10 > 10 ? count / 10 : 10))
    for ((i = 0; i < reps; ++i)); do
      qq+=("$(cpu_seconds /dev/null qqwing --generate "$qq_count" --difficulty "$qq_level" --symmetry "$symmetry" --one-line)")
      ours+=("$(cpu_seconds /dev/null "$cli" generate --level "$our_level" --count "$count" --seed $((1 + i * count)) --symmetry "$symmetry")")
    done
    q=$(median "${qq[@]}")
    o=$(median "${ours[@]}")
    awk -v s="$symmetry" -v ql="$qq_level" -v ol="$our_level" -v q="$q" -v o="$o" -v n="$count" -v qn="$qq_count" 'BEGIN {
      qms = 1000 * q / qn; oms = 1000 * o / n
      printf "| %s | %s | %s | %.2f | %.3f | %.1fx |\n", s, ql, toupper(substr(ol, 1, 1)) substr(ol, 2), qms, oms, (oms > 0 ? qms / oms : 0) }'
  done
done
