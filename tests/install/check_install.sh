#!/usr/bin/env bash
# Checks what a user gets: installs the build to a temporary prefix, runs the installed
# sudoku-cli and a headless frame of the installed sudoku, validates the desktop entry and the
# AppStream metainfo, then builds the Debian package and checks its control fields.
# Needs a finished build (./check); CI runs it after ./check.
#   tests/install/check_install.sh [BUILD_DIR]     default: build
set -euo pipefail
cd "$(dirname "$0")/../.."
build=$(realpath "${1:-build}")
prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT
fail() { echo "check_install: FAIL: $*" >&2; exit 1; }

echo "check_install: installing to $prefix"
cmake --install "$build" --prefix "$prefix" >/dev/null
for f in bin/sudoku bin/sudoku-cli share/applications/sudoku.desktop \
         share/metainfo/io.github.sudoku.Sudoku.metainfo.xml \
         share/icons/hicolor/scalable/apps/sudoku.svg share/icons/hicolor/256x256/apps/sudoku.png \
         share/icons/hicolor/16x16/apps/sudoku.png share/man/man6/sudoku.6.gz share/man/man1/sudoku-cli.1.gz share/doc/sudoku/copyright; do
  [ -s "$prefix/$f" ] || fail "$f not installed"
done

cli=$prefix/bin/sudoku-cli
version=$(sed -n 's/^project(sudoku VERSION \([0-9.]*\).*/\1/p' CMakeLists.txt)
[ "$("$cli" --version)" = "sudoku-cli $version" ] || fail "sudoku-cli --version: $("$cli" --version)"
[ "$("$prefix/bin/sudoku" --version)" = "sudoku $version" ] || fail "sudoku --version: $("$prefix/bin/sudoku" --version)"
help=$("$cli" --help)
for command in solve count rate hint explain generate convert validate; do
  grep -q "^  $command " <<<"$help" || fail "sudoku-cli --help does not list $command"
done
# The technique library's examples and the curated practice puzzles are compiled in: the installed
# program needs no file of the source tree (run from / to be sure).
(cd / && "$cli" generate --technique "Hidden Quad" --seed 1 --rate) | grep -q "Hidden Quad" ||
  fail "sudoku-cli generate --technique 'Hidden Quad' (a curated practice puzzle) failed when installed"
puzzle=530070000600195000098000060800060003400803001700020006060000280000419005000080079
solution=534678912672195348198342567859761423426853791713924856961537284287419635345286179
[ "$(echo "$puzzle" | "$cli" solve)" = "$solution" ] || fail "installed sudoku-cli did not solve the puzzle"
# cairo is loaded when drawing, not linked: the installed export must find it.
"$cli" export "$puzzle" -o "$prefix/board.pdf" >/dev/null || fail "installed sudoku-cli export failed"
[ "$(head -c 5 "$prefix/board.pdf")" = "%PDF-" ] || fail "installed sudoku-cli export wrote no PDF"

shot=$prefix/frame.png
"$prefix/bin/sudoku" --headless --screenshot "$shot" --size 320x240 --seed 1 >/dev/null
[ -s "$shot" ] || fail "installed sudoku wrote no screenshot"
[ "$(head -c 8 "$shot" | od -An -tx1 | tr -d ' \n')" = 89504e470d0a1a0a ] || fail "screenshot is not a PNG"
echo "check_install: installed programs run (version $version)"

# The licence and the sudoku:// links: the desktop entry hands them to the game, which opens the
# import dialog with the puzzle (a headless frame of `sudoku LINK` must start).
grep -q '^License: MIT$' "$prefix/share/doc/sudoku/copyright" || fail "copyright does not name the MIT licence"
grep -q '<project_license>MIT</project_license>' "$prefix/share/metainfo/io.github.sudoku.Sudoku.metainfo.xml" ||
  fail "metainfo has no project_license"
grep -q '^MimeType=.*x-scheme-handler/sudoku;' "$prefix/share/applications/sudoku.desktop" ||
  fail "the desktop entry does not register sudoku:// links"
grep -q '^Exec=sudoku %u$' "$prefix/share/applications/sudoku.desktop" || fail "the desktop entry does not pass the link (%u)"
"$prefix/bin/sudoku" --headless --screenshot "$shot" --size 320x240 --seed 1 \
  "https://www.sudokuwiki.org/sudoku.htm?bd=$puzzle" >/dev/null || fail "installed sudoku refused a link"

# Translations (issue #19): the catalogues in share/locale, the desktop entry translated.
for lang in zh_CN zh_TW; do
  [ -s "$prefix/share/locale/$lang/LC_MESSAGES/sudoku.mo" ] || fail "share/locale/$lang/LC_MESSAGES/sudoku.mo not installed"
  grep -q "^Name\[$lang\]=" "$prefix/share/applications/sudoku.desktop" || fail "desktop entry lacks Name[$lang]"
done
grep -q 'xml:lang="zh_TW"' "$prefix/share/metainfo/io.github.sudoku.Sudoku.metainfo.xml" || fail "metainfo lacks zh_TW"
echo "check_install: translations installed"

if command -v desktop-file-validate >/dev/null; then
  desktop-file-validate "$prefix/share/applications/sudoku.desktop"
  echo "check_install: desktop-file-validate passed"
else
  echo "check_install: desktop-file-validate not installed, skipped (tools/install-deps.sh --packaging)"
fi
if command -v appstreamcli >/dev/null; then
  appstreamcli validate --no-net "$prefix/share/metainfo/io.github.sudoku.Sudoku.metainfo.xml"
else
  echo "check_install: appstreamcli not installed, skipped (tools/install-deps.sh --packaging)"
fi
if command -v man >/dev/null; then
  for page in man6/sudoku.6.gz man1/sudoku-cli.1.gz; do
    warnings=$(MANWIDTH=80 man --warnings -l "$prefix/share/man/$page" 2>&1 >/dev/null)
    [ -z "$warnings" ] || fail "man $page: $warnings"
  done
fi

echo "check_install: building the Debian package"
rm -f "$build"/sudoku_*.deb
(cd "$build" && cpack -G DEB >/dev/null)
deb=$(ls "$build"/sudoku_"$version"_*.deb 2>/dev/null | head -n1)
[ -n "$deb" ] || fail "cpack made no sudoku_${version}_*.deb"
info=$(dpkg-deb -I "$deb")
echo "$info" | grep -E '^ (Package|Version|Section|Depends):'
grep -q '^ Depends:.*fonts-dejavu-core' <<<"$info" || fail "Depends lacks fonts-dejavu-core"
grep -q '^ Depends:.*fonts-wqy-microhei' <<<"$info" || fail "Depends lacks fonts-wqy-microhei"
grep -q '^ Depends:.*libsdl2' <<<"$info" || fail "Depends lacks SDL2"
grep -q '^ Depends:.*libcairo2' <<<"$info" || fail "Depends lacks cairo (loaded when printing)"
contents=$(dpkg-deb -c "$deb")
for f in ./usr/bin/sudoku ./usr/bin/sudoku-cli ./usr/share/applications/sudoku.desktop ./usr/share/doc/sudoku/copyright; do
  grep -q " $f\$" <<<"$contents" || fail "$deb lacks $f"
done
echo "check_install: $(basename "$deb") built, all install checks passed"
