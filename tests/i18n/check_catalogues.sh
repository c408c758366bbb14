#!/usr/bin/env bash
# Fails when a translation is missing (issue #19), so a string newly marked with _() or N_()
# without a translation turns CI red:
#   1. msgfmt --check --statistics reports no untranslated or fuzzy message in po/<lang>.po;
#   2. every msgid xgettext extracts from the sources today is in po/<lang>.po, translated
#      (msgcmp against a freshly extracted .pot).
#   tests/i18n/check_catalogues.sh LANG...
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$root/po/update-pot.sh" "$tmp/sudoku.pot"
status=0
for lang in "$@"; do
  po="$root/po/$lang.po"
  stats=$(LC_ALL=C msgfmt --check --statistics -o /dev/null "$po" 2>&1)
  echo "$lang: $stats"
  if grep -qE 'untranslated|fuzzy' <<<"$stats"; then
    echo "FAIL: $po has untranslated or fuzzy messages" >&2
    status=1
  fi
  if ! LC_ALL=C msgcmp "$po" "$tmp/sudoku.pot" 2>"$tmp/msgcmp.txt"; then
    cat "$tmp/msgcmp.txt" >&2
    echo "FAIL: $po lacks messages the sources mark (run po/update-pot.sh and translate them)" >&2
    status=1
  fi
done
exit $status
