"""fonts/advances.json: single-character advances computed instead of measured with raqm.

A covered character's advance at a size in the table's range must equal raqm's
``getlength`` to the bit, or layouts would change. Checked here: the table matches the
font files (sha256, units per em, hmtx advances of the best cmap's glyphs); a seeded
sample of characters of every bundled font at several sizes, and every recorded
exception, equal raqm through ``SizedFont.advance``; the table path really skips raqm;
a stale table or a size out of range falls back to measuring. (``test_fonts.py`` checks
that ``make_manifest.py --check`` regenerates the file byte for byte;
``fonts/check_advances.py`` is the exhaustive offline proof.)
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from font_helpers import fonts_dir_with_stale_entry
from fontTools.ttLib import TTFont
from PIL import ImageFont

from generator.fonts import _NO_LIGATURES, FontBook, scaled_advance, word_space

FONTS_DIR = Path(__file__).resolve().parents[1] / "fonts"
SIZES_PER_FONT = 6
CHARS_PER_SIZE = 120


@pytest.fixture(scope="module")
def table() -> dict:
    return json.loads((FONTS_DIR / "advances.json").read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def book() -> FontBook:
    return FontBook(FONTS_DIR)


def raqm(font: ImageFont.FreeTypeFont, ch: str) -> float:
    return font.getlength(ch, features=_NO_LIGATURES)


def test_table_matches_the_manifest_and_the_font_files(table: dict) -> None:
    manifest = json.loads((FONTS_DIR / "manifest.json").read_text(encoding="utf-8"))
    kerning = json.loads((FONTS_DIR / "kerning.json").read_text(encoding="utf-8"))
    assert {e["file"]: e["sha256"] for e in manifest["fonts"]} == \
        {name: e["sha256"] for name, e in table["fonts"].items()}
    lo, hi = table["sizes"]
    assert lo <= 6 and hi >= 72, "our pages use 6-72 px"
    kept = covered = 0
    for name, entry in table["fonts"].items():
        font = TTFont(str(FONTS_DIR / name), lazy=True)
        cmap, metrics = font.getBestCmap(), font["hmtx"].metrics
        assert entry["upem"] == font["head"].unitsPerEm, name
        assert entry["units"] == [metrics[cmap[ord(c)]][0] for c in entry["chars"]], name
        font.close()
        assert set(entry["chars"]) <= set(kerning["fonts"][name]["covered"]), name
        kept, covered = kept + len(entry["chars"]), covered + len(kerning["fonts"][name]["covered"])
    assert kept >= 0.99 * covered, f"only {kept} of {covered} covered characters kept"


def test_sampled_advances_of_every_font_equal_raqm(table: dict, book: FontBook) -> None:
    rng = np.random.default_rng(20250611)
    lo, hi = table["sizes"]
    problems, compared = [], 0
    for face in sorted(book.faces.values(), key=lambda f: f.file):
        chars = np.array(list(table["fonts"][face.file]["chars"]))
        sizes = {lo, hi, *rng.integers(lo, hi + 1, size=SIZES_PER_FONT - 2).tolist()}
        for size in sorted(sizes):
            sf = book.sized(face.family, face.style, size)
            assert sf.advance_table is not None, (face.file, size)
            for c in rng.choice(chars, size=CHARS_PER_SIZE).tolist():
                compared += 1
                want = raqm(sf.font, c)
                if c == " ":  # a word space is widened to at least WORD_SPACE_EM
                    want = word_space(want, size)
                if sf.advance(c) != want:
                    problems.append(f"{face.file} @{size}: U+{ord(c):04X} "
                                    f"table {sf.advance(c)} raqm {want}")
    assert not problems, "\n".join(problems[:20])
    assert compared >= len(book.faces) * 2 * CHARS_PER_SIZE


def test_every_recorded_exception_equals_raqm(table: dict, book: FontBook) -> None:
    for name, entry in table["fonts"].items():
        face = next(f for f in book.faces.values() if f.file == name)
        for c, size, value in entry["exceptions"]:
            sf = book.sized(face.family, face.style, size)
            assert sf.advance(c) == raqm(sf.font, c) == value / 64, (name, c, size)


def test_the_rounding_is_freetypes_not_a_single_fixed_point_multiply(book: FontBook) -> None:
    """Lato's U+018F at 12 px: FT_MulFix(units, scale) would be 1/64 px off."""
    sf = book.sized("lato", "regular", 12)
    units = sf.advance_table.units["Ə"]
    scale = (12 * 64 * 65536 + 1000) // 2000
    assert sf.advance_table.upem == 2000
    single = (units * scale + 0x8000) >> 16
    assert scaled_advance(units, 12, 2000) != single
    assert sf.advance("Ə") == raqm(sf.font, "Ə") == scaled_advance(units, 12, 2000) / 64


def test_the_table_path_does_not_call_raqm(monkeypatch: pytest.MonkeyPatch) -> None:
    book = FontBook(FONTS_DIR)
    sf = book.sized("tex_gyre_schola", "regular", 12)
    expected = raqm(sf.font, "A")

    def boom(*args, **kwargs):
        raise AssertionError("raqm called")

    monkeypatch.setattr(ImageFont.FreeTypeFont, "getlength", boom)
    assert sf.advance("A") == expected
    with pytest.raises(AssertionError, match="raqm called"):
        sf.advance("\u0301")  # a combining mark: never in the table, measured


def test_sizes_out_of_range_and_stale_tables_are_measured(tmp_path: Path, table: dict) -> None:
    book = FontBook(FONTS_DIR)
    lo, hi = table["sizes"]
    for size in (lo - 1, hi + 1):
        sf = book.sized("lato", "regular", size)
        assert sf.advance_table is None
        assert sf.advance("W") == raqm(sf.font, "W")
    stale = FontBook(fonts_dir_with_stale_entry(tmp_path, "advances.json",
                                                "lato/Lato-Regular.ttf"))
    assert stale.advance_table(stale.face("lato", "regular")) is None
    assert stale.advance_table(stale.face("lato", "bold")) is not None
    (tmp_path / "advances.json").unlink()
    assert FontBook(tmp_path).advance_table(stale.face("lato", "bold")) is None


def test_make_manifest_check_detects_a_wrong_advance(tmp_path: Path) -> None:
    text = (FONTS_DIR / "advances.json").read_text(encoding="utf-8")
    doc = json.loads(text)
    doc["fonts"]["lato/Lato-Regular.ttf"]["units"][0] += 1
    stale = tmp_path / "advances.json"
    stale.write_text(json.dumps(doc), encoding="utf-8")
    # make_manifest.py --check as it runs, except that the kerning table it regenerates first
    # (seconds of analysis; test_fonts.py proves it equals the committed file byte for byte)
    # is the committed file: what is under test is the advance check after it.
    code = ("import json, sys\n"
            f"sys.path.insert(0, {str(FONTS_DIR)!r})\n"
            "import kern_pairs, make_manifest\n"
            "kern_pairs.build = lambda fonts_dir, manifest: json.loads(\n"
            "    (fonts_dir / kern_pairs.KERNING_NAME).read_text(encoding='utf-8'))\n"
            f"sys.exit(make_manifest.main(['--check', '--advances', {str(stale)!r}]))\n")
    result = subprocess.run([sys.executable, "-B", "-c", code],
                            capture_output=True, text=True, timeout=600)
    assert result.returncode == 1, result.stdout + result.stderr
    assert "advances.json is out of date" in result.stderr
    assert json.loads(stale.read_text(encoding="utf-8")) == doc  # --check never writes
