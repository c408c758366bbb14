#!/usr/bin/env bash
# Renders assets/icons/sudoku.svg to the committed PNGs beside it (16 to 256 pixels), so the
# build and the package need no SVG renderer. Run it after editing the SVG; needs rsvg-convert
# (Debian package librsvg2-bin).
set -euo pipefail
cd "$(dirname "$0")/../assets/icons"
for size in 16 32 48 64 128 256; do
  rsvg-convert --width "$size" --height "$size" sudoku.svg --output "sudoku-$size.png"
done
echo "render-icons: wrote sudoku-{16,32,48,64,128,256}.png"
