#!/bin/sh
# Rebuilds the site's serif (src/design/fonts): EB Garamond from Debian's fonts-ebgaramond, cut to the Latin
# characters the pages use (the unicode-range in src/design/base.ts), as WOFF2, its figures lining
# (scripts/lining-figures.py). Needs python3-fonttools.
set -eu
SOURCE=/usr/share/fonts/opentype/ebgaramond
OUT=src/design/fonts
RANGE=$(sed -n "/^const LATIN =/,/;$/p" src/design/base.ts | grep -o "U+[0-9A-F-]*" | paste -sd, -)
LINING=$(mktemp --suffix=.otf)
trap 'rm -f "$LINING"' EXIT
for weight in Regular Bold; do
  /usr/bin/python3 scripts/lining-figures.py "$SOURCE/EBGaramond12-$weight.otf" "$LINING"
  /usr/bin/python3 -m fontTools.subset "$LINING" --unicodes="$RANGE" --flavor=woff2 \
    --layout-features=kern,liga,lnum --no-hinting --desubroutinize \
    --output-file="$OUT/eb-garamond-$(echo "$weight" | tr A-Z a-z).woff2"
done
