#!/usr/bin/env bash
# Extracts every message of the sources into po/sudoku.pot (xgettext) and merges it into each
# po/<lang>.po (msgmerge), for a translator to fill in. tests/i18n/check_catalogues.sh fails while
# a message is untranslated.
#   po/update-pot.sh [OUT.pot]     (default po/sudoku.pot; the .po files are merged only then)
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-po/sudoku.pot}
# The UI, the CLI's messages and the engine's marked templates and names: _() and N_().
mapfile -t sources < <(find game i18n tools/cli engine saves print -name '*.cpp' -o -name '*.hpp' | LC_ALL=C sort)
xgettext --from-code=UTF-8 --language=C++ --keyword=_ --keyword=N_ --add-comments=TRANSLATORS: \
  --package-name=sudoku --msgid-bugs-address=dev@sudoku.invalid --sort-by-file \
  -o "$out.code" "${sources[@]}"
# The desktop entry (Name, GenericName, Comment, Keywords) and the AppStream metainfo.
xgettext --from-code=UTF-8 --language=Desktop -o "$out.desktop" assets/sudoku.desktop
xgettext --from-code=UTF-8 -o "$out.xml" assets/io.github.sudoku.Sudoku.metainfo.xml
sed -i 's/charset=CHARSET/charset=UTF-8/' "$out.code" "$out.desktop" "$out.xml"
msgcat --use-first -o "$out" "$out.code" "$out.desktop" "$out.xml"
rm -f "$out.code" "$out.desktop" "$out.xml"
if [ -z "${1:-}" ]; then
  for lang in $(cat po/LINGUAS); do
    msgmerge --quiet --update --backup=none --no-fuzzy-matching "po/$lang.po" "$out"
  done
fi
