#!/bin/sh
# Rebuilds the site's serif (src/design/fonts): EB Garamond from Debian's fonts-ebgaramond, cut to the Latin
# characters the pages use (the unicode-range in src/design/base.ts), as WOFF2. Needs python3-fonttools.
set -eu
SOURCE=/usr/share/fonts/opentype/ebgaramond
OUT=src/design/fonts
RANGE=$(sed -n "/^const LATIN =/,/;$/p" src/design/base.ts | grep -o "U+[0-9A-F-]*" | paste -sd, -)
for weight in Regular Bold; do
  /usr/bin/python3 -m fontTools.subset "$SOURCE/EBGaramond12-$weight.otf" --unicodes="$RANGE" --flavor=woff2 \
    --layout-features=kern,liga,lnum --no-hinting --desubroutinize \
    --output-file="$OUT/eb-garamond-$(echo "$weight" | tr A-Z a-z).woff2"
done
