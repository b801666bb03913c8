#!/usr/bin/env python3
"""
Writes src/chrome/bangla-outline.ts: the word বাংলা (the language switch's label on an English page) as one SVG path,
shaped by HarfBuzz in the Bengali web font the shell ships (Noto Sans Bengali, 400, from @fontsource; SIL OFL).

Why an outline and not text: a device without a Bengali system font (a Linux desktop, the box Lighthouse runs on)
searches its whole font configuration for those letters on the first layout of every page, a long main-thread task,
and then draws empty boxes; the site's Bengali web font would fix the boxes only by downloading 44 kB on every English
page. The outline costs a few hundred bytes and draws the same everywhere. Run after changing the font or the word,
from the repository's root (needs Python 3 and pip; the packages go to a virtualenv of its own in /tmp):

  python3 shell/scripts/bangla-outline.py
"""
import os
import subprocess
import sys
import venv

VENV = "/tmp/hostel-bangla-outline-venv"
if sys.prefix != VENV:
    if not os.path.exists(os.path.join(VENV, "bin", "python")):
        venv.create(VENV, with_pip=True)
        subprocess.check_call([os.path.join(VENV, "bin", "pip"), "install", "-q", "fonttools==4.61.0", "brotli==1.2.0", "uharfbuzz==0.57.0"])
    os.execv(os.path.join(VENV, "bin", "python"), [os.path.join(VENV, "bin", "python"), *sys.argv])

import io  # noqa: E402

import uharfbuzz as hb  # noqa: E402
from fontTools.pens.boundsPen import BoundsPen  # noqa: E402
from fontTools.pens.svgPathPen import SVGPathPen  # noqa: E402
from fontTools.pens.transformPen import TransformPen  # noqa: E402
from fontTools.ttLib import TTFont  # noqa: E402

WORD = "বাংলা"
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FONT = os.path.join(ROOT, "node_modules/@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2")
OUT = os.path.join(ROOT, "shell/src/chrome/bangla-outline.ts")

font = TTFont(FONT)
font.flavor = None
sfnt = io.BytesIO()
font.save(sfnt)

shaper = hb.Font(hb.Face(sfnt.getvalue()))
buffer = hb.Buffer()
buffer.add_str(WORD)
buffer.guess_segment_properties()
hb.shape(shaper, buffer)

units = font["head"].unitsPerEm
glyphs = font.getGlyphSet()
order = font.getGlyphOrder()
placed = []
x = 0
for info, position in zip(buffer.glyph_infos, buffer.glyph_positions):
    placed.append((glyphs[order[info.codepoint]], x + position.x_offset, position.y_offset))
    x += position.x_advance

# The box is the ink's height (so the label's line is no taller than text's) and the advances' width.
bounds = BoundsPen(glyphs)
for glyph, dx, dy in placed:
    glyph.draw(TransformPen(bounds, (1, 0, 0, 1, dx, dy)))
_, bottom, _, top = bounds.bounds
pen = SVGPathPen(glyphs, ntos=lambda n: str(round(n)))
for glyph, dx, dy in placed:
    # Font units have y up; SVG has y down, with the ink's top at 0.
    glyph.draw(TransformPen(pen, (1, 0, 0, -1, dx, top - dy)))
width, height = x, round(top - bottom)

with open(OUT, "w", encoding="utf-8") as out:
    out.write(
        "// Written by shell/scripts/bangla-outline.py (see there why): do not edit.\n"
        f"/**\n * {WORD} in Noto Sans Bengali 400 as an SVG path, in font units ({units} to the em): the advances' width, the ink's\n"
        f" * height, and how far the ink reaches below the baseline (`descent`).\n */\n"
        f"export const BANGLA_OUTLINE = {{ word: '{WORD}', em: {units}, width: {width}, height: {height}, descent: {round(-bottom)}, path: '{pen.getCommands()}' }} as const;\n"
    )
print(f"{OUT}: {WORD} as {len(pen.getCommands())} characters of path, {width} × {height} units")
