"""Single-character advances of each font, without raqm: writes ``fonts/advances.json``.

The renderer measures a character's advance with raqm (HarfBuzz over FreeType) as
``getlength(ch)`` with ligatures off.  For a character whose glyph HarfBuzz does not
substitute, that is the glyph's ``hmtx`` advance in font units scaled the way FreeType
and HarfBuzz's FreeType functions round it (``generator.fonts.scaled_advance``).  This
module records, per font file, the ``hmtx`` advance of every character kerning.json
covers (the same characters: marks, controls and format characters are never covered)
and then MEASURES every (character, integer size in SIZES) with raqm: each value the
formula gets wrong is stored as an exception, so the table equals raqm by construction.
A character with more than MAX_EXCEPTIONS exceptions or a value that is not a whole
number of 1/64 px is left out (the renderer keeps measuring it).

Needs Pillow (with raqm) and the renderer's own formula and feature list, so it imports
``generator.fonts``; measuring all fonts takes about two minutes.  Called by
``make_manifest.py``, which writes the file (measuring everything) and checks it (fast:
measurements of font files whose sha256 is unchanged are taken from the committed file;
``--check --measure`` measures everything again).  ``check_advances.py`` is the full proof.
"""

import json
import sys
from pathlib import Path

from fontTools.ttLib import TTFont
from PIL import ImageFont

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from generator.fonts import _NO_LIGATURES, scaled_advance  # noqa: E402

ADVANCES_NAME = "advances.json"
ADVANCES_VERSION = 1
SIZES = (6, 96)  # inclusive range of integer pixel sizes the table is exact for
MAX_EXCEPTIONS = 4


def measure(path, size, chars):
    """raqm's advance of each character alone, in 1/64 px (float if not whole)."""
    font = ImageFont.truetype(str(path), size, layout_engine=ImageFont.Layout.RAQM)
    return [font.getlength(c, features=_NO_LIGATURES) * 64 for c in chars]


def _measured(path, units, upem):
    """(characters to leave out, {char: [(size, raqm's 1/64 px)]} where the formula errs)."""
    chars = list(units)
    wrong, dropped = {}, set()
    for size in range(SIZES[0], SIZES[1] + 1):
        for c, got in zip(chars, measure(path, size, chars), strict=True):
            if got != int(got):
                dropped.add(c)
            elif got != scaled_advance(units[c], size, upem):
                wrong.setdefault(c, []).append((size, int(got)))
    dropped |= {c for c, sizes in wrong.items() if len(sizes) > MAX_EXCEPTIONS}
    return dropped, wrong


def font_table(path, sha256, covered, known=None):
    """The advances.json entry for one font file, given the characters it may cover.

    ``known``: this file's entry as committed (same sha256); its measurements (left-out
    characters, exceptions) are reused instead of measuring again."""
    font = TTFont(str(path), lazy=True)
    try:
        upem = int(font["head"].unitsPerEm)
        cmap = font.getBestCmap() or {}
        metrics = font["hmtx"].metrics
        units = {c: int(metrics[cmap[ord(c)]][0]) for c in covered}
    finally:
        font.close()
    if known is not None and known.get("sha256") == sha256:
        dropped = set(units) - set(known["chars"])
        wrong = {}
        for c, size, v in known["exceptions"]:
            wrong.setdefault(c, []).append((size, v))
    else:
        dropped, wrong = _measured(path, units, upem)
    kept = [c for c in units if c not in dropped]
    exceptions = sorted([c, size, v] for c in kept for size, v in wrong.get(c, ()))
    return {"sha256": sha256, "upem": upem, "chars": "".join(kept),
            "units": [units[c] for c in kept], "exceptions": exceptions}


def build(fonts_dir, kerning, known=None):
    """The whole advances.json document, for the fonts (and covered sets) of ``kerning``;
    ``known``: a committed document whose measurements of unchanged files are reused."""
    fonts_dir = Path(fonts_dir)
    old = known["fonts"] if known and known.get("sizes") == list(SIZES) else {}
    tables = {name: font_table(fonts_dir / name, e["sha256"], e.get("covered", ""),
                               old.get(name))
              for name, e in sorted(kerning["fonts"].items())}
    return {"version": ADVANCES_VERSION, "sizes": list(SIZES), "fonts": tables}


def text(fonts_dir, kerning, committed=None):
    """advances.json as text; ``committed``: the file whose measurements of unchanged font
    files are reused (None or absent: measure everything)."""
    known = json.loads(committed.read_text(encoding="utf-8")) \
        if committed is not None and committed.exists() else None
    return render(build(fonts_dir, kerning, known))


def render(doc):
    """One line per font file: small diffs when one font changes."""
    dump = json.dumps
    lines = [f"{dump(name)}:{dump(e, sort_keys=True, ensure_ascii=False, separators=(',', ':'))}"
             for name, e in sorted(doc["fonts"].items())]
    return ('{"fonts":{\n' + ",\n".join(lines) + "\n},\n"
            f'"sizes":{dump(doc["sizes"])},"version":{doc["version"]}}}\n')
