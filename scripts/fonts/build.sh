#!/bin/sh
# Regenerates src/fonts/*.woff2 from the @fontsource-variable packages (see merge-turkish.py).
# Their files are found through each package's exports ("./files/*"), as Node resolves them.
set -e
cd "$(dirname "$0")/../.."
font() { node -e 'console.log(require.resolve(process.argv[1]))' "@fontsource-variable/$1"; }
/usr/bin/python3 scripts/fonts/merge-turkish.py \
  "$(font figtree/files/figtree-latin-wght-normal.woff2)" \
  "$(font figtree/files/figtree-latin-ext-wght-normal.woff2)" src/fonts/figtree-tr.woff2
/usr/bin/python3 scripts/fonts/merge-turkish.py \
  "$(font playfair-display/files/playfair-display-latin-wght-normal.woff2)" \
  "$(font playfair-display/files/playfair-display-latin-ext-wght-normal.woff2)" src/fonts/playfair-display-tr.woff2
