# Shell functions the side-by-side benchmarks share (tools/bench/compare.sh, compare-solvers.sh);
# sourced, not run.

# CPU seconds (user + system) of a command run with standard input from the file INPUT (/dev/null
# for none), its output discarded:  cpu_seconds INPUT COMMAND [ARG]...
# Read from the child's resource usage to the microsecond when python3 is there (bash's `time`
# rounds to the millisecond: 7 % of a run over the 375 puzzles of the 1106 set), else from `time`.
cpu_seconds() {
  local input=$1
  shift
  if command -v python3 >/dev/null; then
    python3 -c '
import os, resource, shutil, sys

def spawn(args, stdin_path):
    stdin = os.open(stdin_path, os.O_RDONLY)
    null = os.open(os.devnull, os.O_WRONLY)
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    actions = [(os.POSIX_SPAWN_DUP2, stdin, 0), (os.POSIX_SPAWN_DUP2, null, 1), (os.POSIX_SPAWN_DUP2, null, 2)]
    os.waitpid(os.posix_spawn(shutil.which(args[0]) or args[0], args, os.environ, file_actions=actions), 0)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    os.close(stdin)
    os.close(null)
    return after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime

spawn(["true"], os.devnull)  # the first child of a process can be charged tens of ms more
print("%.6f" % spawn(sys.argv[2:], sys.argv[1]), end="")' "$input" "$@"
    return
  fi
  local TIMEFORMAT='%3U %3S' t
  t=$( { time "$@" < "$input" >/dev/null 2>&1; } 2>&1 )
  awk -v t="$t" 'BEGIN { split(t, a, " "); printf "%.3f", a[1] + a[2] }'
}

# The median of its arguments (the lower middle of an even count).
median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
