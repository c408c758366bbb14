# Shell functions the side-by-side benchmarks share (tools/bench/compare.sh, compare-solvers.sh);
# sourced, not run.

# CPU seconds (user + system) of a command run with standard input from the file INPUT (/dev/null
# for none), its output discarded:  cpu_seconds INPUT COMMAND [ARG]...
cpu_seconds() {
  local input=$1 TIMEFORMAT='%3U %3S' t
  shift
  t=$( { time "$@" < "$input" >/dev/null 2>&1; } 2>&1 )
  awk -v t="$t" 'BEGIN { split(t, a, " "); printf "%.3f", a[1] + a[2] }'
}

# The median of its arguments (the lower middle of an even count).
median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
