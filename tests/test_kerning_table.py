"""fonts/kerning.json: the pairs raqm may kern, so the renderer can skip measuring the rest.

A pair the table does not list must measure exactly 0.0 with raqm, or layouts would
change. Checked three ways: small synthetic fonts exercise each construct the analysis
reads (class-based pairs with ClassDef2 class 0, Extension lookups, contextual
positioning, ligatures, the legacy kern table) against HarfBuzz itself; a seeded sample
of unlisted pairs of every bundled font is measured at two sizes; and the renderer's
``SizedFont.kerning`` is compared with a direct measurement. (``test_fonts.py`` checks
that regenerating the table gives the shipped file byte for byte.)
"""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import numpy as np
import pytest
from font_helpers import fonts_dir_with_stale_entry
from fontTools.feaLib.builder import addOpenTypeFeaturesFromString
from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import TTFont, newTable
from fontTools.ttLib.tables._k_e_r_n import KernTable_format_0
from PIL import ImageFont

from generator.fonts import _NO_LIGATURES, FontBook, fontbook

FONTS_DIR = Path(__file__).resolve().parents[1] / "fonts"
SIZES = (12, 19)
PAIRS_PER_FONT_AND_SIZE = 300


def _load_kern_pairs():
    spec = importlib.util.spec_from_file_location("kern_pairs", FONTS_DIR / "kern_pairs.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


kern_pairs = _load_kern_pairs()


def measured(font: ImageFont.FreeTypeFont, a: str, b: str) -> float:
    """Kerning exactly as the renderer measured it before the table existed."""
    f = _NO_LIGATURES
    return font.getlength(a + b, features=f) - font.getlength(a, features=f) \
        - font.getlength(b, features=f)


def listed_pairs(entry: dict) -> set[tuple[str, str]]:
    return {(a, b) for lefts, rights in entry["pairs"] for a in lefts for b in rights}


# ------------------------------------------------------------------ synthetic fonts

GLYPHS = {".notdef": None, "space": 0x20, "A": 0x41, "T": 0x54, "V": 0x56, "o": 0x6F,
          "period": 0x2E, "comma": 0x2C, "o_comma": None}


def make_font(path: Path, fea: str | None = None, kern: dict | None = None) -> Path:
    """A tiny TrueType font (one box per glyph) with the given features or kern table."""
    fb = FontBuilder(1000, isTTF=True)
    fb.setupGlyphOrder(list(GLYPHS))
    fb.setupCharacterMap({cp: g for g, cp in GLYPHS.items() if cp})
    pen = TTGlyphPen(None)
    pen.moveTo((50, 0))
    pen.lineTo((50, 600))
    pen.lineTo((400, 600))
    pen.closePath()
    box = pen.glyph()
    fb.setupGlyf({g: box for g in GLYPHS})
    fb.setupHorizontalMetrics({g: (900 if g == "o_comma" else 500, 50) for g in GLYPHS})
    fb.setupHorizontalHeader(ascent=800, descent=-200)
    fb.setupNameTable({"familyName": "KernProbe", "styleName": "Regular"})
    fb.setupOS2()
    fb.setupPost()
    if fea:
        addOpenTypeFeaturesFromString(fb.font, fea)
    if kern:
        table = newTable("kern")
        table.version, sub = 0, KernTable_format_0()
        sub.version, sub.coverage, sub.kernTable = 0, 1, dict(kern)
        table.kernTables = [sub]
        fb.font["kern"] = table
    fb.save(str(path))
    return path


GPOS_FEA = """
languagesystem DFLT dflt;
languagesystem latn dflt;
@L = [A T];
@R = [V o];
lookup CLASSES useExtension { pos @L @R -80; } CLASSES;
lookup GLYPHS { pos V period -60; } GLYPHS;
feature kern { lookup CLASSES; lookup GLYPHS; pos comma' 50 space; } kern;
feature ccmp { sub o comma by o_comma; } ccmp;
"""


def move_class_to_zero(path: Path) -> None:
    """Make @R class 0 of the class-based PairPos: every glyph not listed in ClassDef2."""
    font = TTFont(str(path))
    lookup = next(lk for lk in font["GPOS"].table.LookupList.Lookup if lk.LookupType == 9)
    st = lookup.SubTable[0].ExtSubTable
    assert st.Format == 2
    k = st.ClassDef2.classDefs.pop("V")
    assert st.ClassDef2.classDefs.pop("o") == k
    for rec in st.Class1Record:
        rec.Class2Record[0] = rec.Class2Record[k]
    font.save(str(path))


def truth(path: Path, chars: str) -> set[tuple[str, str]]:
    """Pairs HarfBuzz really kerns, at two sizes."""
    out = set()
    for size in SIZES:
        font = ImageFont.truetype(str(path), size, layout_engine=ImageFont.Layout.RAQM)
        out |= {(a, b) for a in chars for b in chars if measured(font, a, b) != 0.0}
    return out


def test_synthetic_gpos_font(tmp_path: Path) -> None:
    path = make_font(tmp_path / "gpos.ttf", GPOS_FEA)
    move_class_to_zero(path)
    entry = kern_pairs.font_table(path, "x")
    assert entry["covered"] == " ,.ATVo"
    listed = listed_pairs(entry)
    real = truth(path, entry["covered"])
    assert real <= listed, f"kerned but not listed: {sorted(real - listed)}"
    # Class 0 of ClassDef2 is every glyph not listed: A kerns with space, '.', A, T too.
    assert {("A", "V"), ("A", "o"), ("A", " "), ("A", "."), ("T", "A")} <= real
    assert ("V", ".") in real  # format 1
    assert ("o", ",") in real  # ccmp ligature: one glyph of another width
    assert (",", " ") in real  # contextual positioning spanning the pair
    assert ("V", "A") not in listed and (" ", "A") not in listed


def test_synthetic_kern_table_font(tmp_path: Path) -> None:
    path = make_font(tmp_path / "kern.ttf", kern={("A", "V"): -70, ("o", "period"): -20})
    entry = kern_pairs.font_table(path, "x")
    assert listed_pairs(entry) == {("A", "V"), ("o", ".")}
    assert truth(path, entry["covered"]) == {("A", "V"), ("o", ".")}


def test_a_font_the_analysis_cannot_bound_gets_no_table(tmp_path: Path) -> None:
    path = make_font(tmp_path / "aat.ttf")
    font = TTFont(str(path))
    font["kern"] = table = newTable("kern")
    sub = KernTable_format_0()
    sub.version, sub.coverage, sub.kernTable, sub.format = 0, 1, {}, 2
    table.version, table.kernTables = 0, [sub]
    with pytest.raises(kern_pairs.Unknown):
        kern_pairs.analyse(font)


# ------------------------------------------------------------------ the bundled fonts

@pytest.fixture(scope="module")
def table() -> dict:
    return json.loads((FONTS_DIR / "kerning.json").read_text(encoding="utf-8"))


def test_table_lists_every_manifest_font_with_its_sha256(table: dict) -> None:
    manifest = json.loads((FONTS_DIR / "manifest.json").read_text(encoding="utf-8"))
    assert table["version"] == kern_pairs.KERNING_VERSION
    assert {e["file"]: e["sha256"] for e in manifest["fonts"]} == \
        {name: e["sha256"] for name, e in table["fonts"].items()}
    with_table = [e for e in table["fonts"].values() if "pairs" in e]
    assert len(with_table) == len(manifest["fonts"]), "a bundled font has no table"


def test_unlisted_pairs_of_every_font_measure_zero(table: dict) -> None:
    rng = np.random.default_rng(20240611)
    problems, kerned_listed = [], 0
    for name, entry in sorted(table["fonts"].items()):
        covered = np.array(list(entry["covered"]))
        listed = listed_pairs(entry)
        for size in SIZES:
            font = ImageFont.truetype(str(FONTS_DIR / name), size,
                                      layout_engine=ImageFont.Layout.RAQM)
            pairs = rng.choice(covered, size=(PAIRS_PER_FONT_AND_SIZE, 2))
            # a character's own length is the same in every pair: measured once per font
            single = {c: font.getlength(c, features=_NO_LIGATURES)
                      for c in set(pairs.ravel().tolist())}
            for a, b in pairs.tolist():
                k = font.getlength(a + b, features=_NO_LIGATURES) - single[a] - single[b]
                if (a, b) in listed:
                    kerned_listed += k != 0.0
                elif k != 0.0:
                    problems.append(f"{name} @{size}: {a!r}{b!r} kerned {k} but not listed")
    assert not problems, "\n".join(problems[:20])
    assert kerned_listed > 100, "the sample saw almost no kerning: is it measuring at all?"


def test_sized_font_kerning_equals_raqm_for_listed_and_unlisted_pairs() -> None:
    book = fontbook()
    words = "AVATAR Tower, “Yoke.” L’Wy—fjord Å Ŧ ‹Ω› 1/2€ x\u00ad"
    for family in ("lato", "roboto", "tex_gyre_termes", "open_sans", "eb_garamond"):
        sf = book.sized(family, "regular", 15)
        assert sf.kern_filter is not None
        for a, b in zip(words, words[1:], strict=False):
            want = 0.0 if " " in (a, b) else measured(sf.font, a, b)  # spaces: never kerned
            assert sf.kerning(a, b) == want, (family, a, b)


def test_a_stale_or_missing_table_means_measuring_everything(tmp_path: Path) -> None:
    book = FontBook(fonts_dir_with_stale_entry(tmp_path, "kerning.json",
                                               "lato/Lato-Regular.ttf"))
    assert book.kern_filter(book.face("lato", "regular")) is None
    assert book.kern_filter(book.face("lato", "bold")) is not None
    (tmp_path / "kerning.json").unlink()
    assert FontBook(tmp_path).kern_filter(book.face("lato", "bold")) is None
