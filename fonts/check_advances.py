#!/usr/bin/env python3
"""Offline proof that ``fonts/advances.json`` gives raqm's advances exactly (minutes, not a test).

    python fonts/check_advances.py                 # every font, every size in the table
    python fonts/check_advances.py --only lato --sizes 6,72

For every font file with a table, every character the table covers and every size in
its range, the renderer's ``SizedFont.advance`` (table path) is compared with raqm's
``getlength`` of the character alone (ligatures off), as the renderer measured it
before the table existed.  Any difference is a bug in ``advance_table.py`` or
``generator.fonts.scaled_advance`` and makes this script exit 1.  Run it after changing
fonts, either of those, or Pillow/FreeType/HarfBuzz.
"""

import argparse
import sys
import time
from pathlib import Path

FONTS_DIR = Path(__file__).resolve().parent
sys.path.insert(0, str(FONTS_DIR.parent))
from generator.fonts import _NO_LIGATURES, FontBook  # noqa: E402


def check_face(book, face, sizes):
    """(comparisons, mismatches as text, exceptions used) for one face."""
    table = book.advance_table(face)
    chars = list(table.units)
    count, bad, used = 0, [], 0
    for size in sizes:
        sf = book.sized(face.family, face.style, size)
        assert sf.advance_table is table, (face.file, size)
        for c in chars:
            got, want = sf.advance(c), sf.font.getlength(c, features=_NO_LIGATURES)
            count += 1
            used += (c, size) in table.exceptions
            if got != want:
                bad.append(f"{face.file} @{size}px U+{ord(c):04X}: table {got}, raqm {want}")
    return count, bad, used


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", default="", help="pixel sizes, comma separated "
                    "(default: the table's whole range)")
    ap.add_argument("--only", default="", help="check only font files containing this")
    args = ap.parse_args(argv)
    book = FontBook(FONTS_DIR)
    lo, hi = book._advances_doc["sizes"]
    sizes = [int(s) for s in args.sizes.split(",")] if args.sizes else range(lo, hi + 1)
    total, failures, used, no_table, chars = 0, [], 0, [], 0
    for face in sorted(book.faces.values(), key=lambda f: f.file):
        if args.only not in face.file:
            continue
        if book.advance_table(face) is None:
            no_table.append(face.file)
            continue
        t = time.time()
        n, bad, u = check_face(book, face, sizes)
        total, used, chars = total + n, used + u, chars + len(book.advance_table(face).units)
        failures += bad
        print(f"{face.file}: {n} advances, {len(bad)} wrong, {u} from exceptions "
              f"| {time.time() - t:.1f}s", flush=True)
    print(f"check_advances: {chars} characters over {len(sizes)} sizes: {total} advances "
          f"compared with raqm, {len(failures)} wrong, {used} from the exception list; "
          f"{len(no_table)} fonts without a table {no_table}")
    for line in failures[:20]:
        print(line)
    return 1 if failures or no_table else 0


if __name__ == "__main__":
    sys.exit(main())
