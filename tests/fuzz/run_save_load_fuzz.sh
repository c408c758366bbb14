#!/usr/bin/env bash
# Builds and runs the save loader's fuzz target for a bounded time (CI: a short smoke run).
#   tests/fuzz/run_save_load_fuzz.sh [seconds=60] [build dir=build-fuzz]
# Exits non-zero if libFuzzer finds a crash, a leak, a timeout or a failed round trip; the input
# that caused it is left in the build directory (crash-*, leak-*, timeout-*).
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds=${1:-60}
build=${2:-build-fuzz}
if [ ! -f "$build/build.ninja" ]; then
  CXX=clang++ cmake -S . -B "$build" -G Ninja -DSUDOKU_FUZZ=ON -DSUDOKU_BUILD_TESTS=OFF >/dev/null
fi
cmake --build "$build" --target save_load_fuzz
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$build/bin/save_load_fuzz" -dict=tests/fuzz/save_load.dict -max_len=8192 -timeout=10 \
  -max_total_time="$seconds" -print_final_stats=1 -artifact_prefix="$build/" \
  "$work" tests/fuzz/corpus/save_load
