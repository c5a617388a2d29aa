#!/usr/bin/env python3
"""Offline proof that ``fonts/kerning.json`` misses no kerned pair (minutes, not a test).

    python fonts/check_kerning.py                      # Latin sample, sizes 11 and 17
    python fonts/check_kerning.py --sample covered --sizes 14

For every font with a table, every pair of sample characters the font covers is
measured with raqm exactly as the renderer measures kerning
(``getlength(pair) - getlength(left) - getlength(right)``, ligatures off).  A
pair the table does not list must measure exactly 0.0; one that does not is a
bug in ``kern_pairs.py`` and makes this script exit 1.  It also reports how
many listed pairs really are kerned at that size, to show the check can see
kerning at all.  Run it after changing fonts or ``kern_pairs.py``.
"""

import argparse
import json
import sys
import time
from pathlib import Path

from PIL import ImageFont

FONTS_DIR = Path(__file__).resolve().parent
sys.path.insert(0, str(FONTS_DIR.parent))
from generator.fonts import _NO_LIGATURES  # noqa: E402 (the renderer's own feature list)

# Printable ASCII, Latin-1, Latin Extended-A, general punctuation up to U+203A, euro.
LATIN_SAMPLE = "".join(chr(c) for c in [*range(0x20, 0x7F), *range(0xA0, 0x180),
                                        *range(0x2010, 0x203B), 0x20AC])


def check_font(path, table, sample, size):
    """(non-candidates measured, violations, candidates measured, candidates kerned)."""
    kerned = {}
    for lefts, rights in table["pairs"]:
        for c in lefts:
            kerned[c] = set(rights)
    chars = [c for c in sample if c in set(table["covered"])]
    font = ImageFont.truetype(str(path), size, layout_engine=ImageFont.Layout.RAQM)
    adv = {c: font.getlength(c, features=_NO_LIGATURES) for c in chars}
    zero, bad, cand, real = 0, [], 0, 0
    for a in chars:
        listed = kerned.get(a, set())
        for b in chars:
            k = font.getlength(a + b, features=_NO_LIGATURES) - adv[a] - adv[b]
            if b in listed:
                cand += 1
                real += k != 0.0
            else:
                zero += 1
                if k != 0.0:
                    bad.append(f"{a}{b} U+{ord(a):04X} U+{ord(b):04X} {k}")
    return zero, bad, cand, real


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", default="11,17", help="pixel sizes, comma separated")
    ap.add_argument("--sample", choices=("latin", "covered"), default="latin",
                    help="latin: ASCII, Latin-1, Latin Extended-A, punctuation; "
                         "covered: every covered character")
    ap.add_argument("--only", default="", help="check only font files containing this")
    args = ap.parse_args(argv)
    doc = json.loads((FONTS_DIR / "kerning.json").read_text(encoding="utf-8"))
    sizes = [int(s) for s in args.sizes.split(",")]
    failures, totals = 0, [0, 0, 0]
    for name, table in sorted(doc["fonts"].items()):
        if args.only not in name:
            continue
        if "unknown" in table:
            print(f"{name}: no table ({table['unknown']}), everything is measured")
            continue
        sample = table["covered"] if args.sample == "covered" else LATIN_SAMPLE
        for size in sizes:
            t = time.time()
            zero, bad, cand, real = check_font(FONTS_DIR / name, table, sample, size)
            failures += len(bad)
            totals = [totals[0] + zero, totals[1] + cand, totals[2] + real]
            print(f"{name} @{size}px: {zero} unlisted pairs all 0.0" if not bad else
                  f"{name} @{size}px: {len(bad)} of {zero} unlisted pairs are kerned: "
                  + "; ".join(bad[:10]),
                  f"| listed {cand}, kerned {real} | {time.time() - t:.1f}s", flush=True)
    print(f"check_kerning: {totals[0]} unlisted pairs measured, {failures} kerned; "
          f"{totals[1]} listed pairs measured, {totals[2]} kerned")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
