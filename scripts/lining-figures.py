"""Maps the figures 0-9 of a font straight to its lining glyphs (one.lnum ...), so no browser shows old-style
figures whatever it makes of the lnum feature (Chromium ignored it beside Chinese: 10天 read as ıo天).
Usage: lining-figures.py SOURCE.otf OUT.otf (used by scripts/subset-serif.sh)."""
import sys

from fontTools.ttLib import TTFont

NAMES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]

font = TTFont(sys.argv[1])
glyphs = set(font.getGlyphOrder())
for table in font["cmap"].tables:
    if not table.isUnicode():
        continue
    for digit, name in enumerate(NAMES):
        lining = f"{name}.lnum"
        if ord("0") + digit in table.cmap and lining in glyphs:
            table.cmap[ord("0") + digit] = lining
font.save(sys.argv[2])
