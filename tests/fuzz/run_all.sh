#!/usr/bin/env bash
# Builds every libFuzzer target (clang, ASan + UBSan) and runs each for a bounded time: CI's
# smoke run. Longer runs: see tests/fuzz/CMakeLists.txt.
#   tests/fuzz/run_all.sh [seconds per target=10] [build dir=build-fuzz]
# Exits non-zero at the first crash, leak, timeout or failed round trip; the input that caused it
# is left in the build directory.
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds=${1:-10}
build=${2:-build-fuzz}
if [ ! -f "$build/build.ninja" ]; then
  CXX=clang++ cmake -S . -B "$build" -G Ninja -DSUDOKU_FUZZ=ON -DSUDOKU_BUILD_TESTS=OFF \
    -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
fi
cmake --build "$build" --target format_fuzzers save_load_fuzz
for name in import text_formats sudokuwiki sencode share_code shape_formats save_load; do
  work=$(mktemp -d)
  extra=()
  [ "$name" = save_load ] && extra=(-dict=tests/fuzz/save_load.dict -max_len=8192)
  echo "fuzz: $name for ${seconds}s"
  log=$(mktemp)
  if ! "$build/bin/${name}_fuzz" "${extra[@]}" -timeout=10 -max_total_time="$seconds" -print_final_stats=1 \
    -artifact_prefix="$build/" "$work" "tests/fuzz/corpus/$name" >"$log" 2>&1; then
    tail -n 40 "$log" >&2
    echo "fuzz: $name failed; the input is in $build/" >&2
    exit 1
  fi
  grep -E "stat::number_of_executed_units" "$log"
  rm -rf "$work" "$log"
done
