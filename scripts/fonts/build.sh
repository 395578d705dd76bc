#!/bin/sh
# Regenerates src/fonts/*.woff2 from the @fontsource-variable packages (see merge-turkish.py).
set -e
cd "$(dirname "$0")/../.."
F=node_modules/@fontsource-variable
/usr/bin/python3 scripts/fonts/merge-turkish.py \
  $F/figtree/files/figtree-latin-wght-normal.woff2 \
  $F/figtree/files/figtree-latin-ext-wght-normal.woff2 src/fonts/figtree-tr.woff2
/usr/bin/python3 scripts/fonts/merge-turkish.py \
  $F/playfair-display/files/playfair-display-latin-wght-normal.woff2 \
  $F/playfair-display/files/playfair-display-latin-ext-wght-normal.woff2 src/fonts/playfair-display-tr.woff2
