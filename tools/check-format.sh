#!/usr/bin/env bash
# Checks that every C++ file in the repository is formatted by the repository's .clang-format
# (Debian's clang-format). Lists the files that differ and exits 1; `--fix` formats them instead.
#   tools/check-format.sh          check (CI)
#   tools/check-format.sh --fix    format in place
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v clang-format >/dev/null 2>&1; then
  echo "check-format: clang-format is missing (tools/install-deps.sh --format installs it)" >&2
  exit 1
fi
mapfile -t files < <(git ls-files '*.cpp' '*.hpp')
if [ "${1:-}" = "--fix" ]; then
  clang-format -i "${files[@]}"
  echo "check-format: formatted ${#files[@]} files"
  exit 0
fi
bad=()
for f in "${files[@]}"; do
  clang-format "$f" | cmp -s - "$f" || bad+=("$f")
done
if [ ${#bad[@]} -gt 0 ]; then
  echo "check-format: ${#bad[@]} of ${#files[@]} files differ from .clang-format (fix: tools/check-format.sh --fix):" >&2
  printf '  %s\n' "${bad[@]}" >&2
  exit 1
fi
echo "check-format: all ${#files[@]} C++ files match .clang-format ($(clang-format --version | sed 's/.*version //'))"
