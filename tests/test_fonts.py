"""Checks on the bundled fonts in fonts/ and on fonts/manifest.json.

The renderer reads fonts only through fonts/manifest.json, so these tests pin
down what it relies on: the files are there and unchanged, each one maps the
CORE set of characters, the manifest is complete and matches what
fonts/make_manifest.py generates.
"""

import hashlib
import json
import subprocess
import sys
from pathlib import Path

import pytest
from fontTools.ttLib import TTFont
from PIL import ImageFont

FONTS_DIR = Path(__file__).resolve().parents[1] / "fonts"
MANIFEST_PATH = FONTS_DIR / "manifest.json"
MAKE_MANIFEST = FONTS_DIR / "make_manifest.py"

MAX_TOTAL_BYTES = 30_000_000
MIN_FAMILIES = 20
CLASSES = {"sans", "serif", "mono"}
STYLE_ORDER = ("regular", "bold", "italic", "bolditalic")
FONT_SUFFIXES = (".ttf", ".otf")
ENTRY_KEYS = {
    "family", "name", "class", "style", "file", "sha256", "licence", "licence_file",
    "source_package", "source_version", "subset", "units_per_em", "ascender",
    "descender", "cmap_ranges",
}

# Printable Latin-1, OE/oe/Y-diaeresis, quotes, guillemets, dashes, ellipsis,
# bullet, euro.  Defined here on purpose rather than imported from fonts/.
CORE = frozenset(
    list(range(0x20, 0x7F)) + list(range(0xA0, 0x100))
    + [0x152, 0x153, 0x178, 0x2018, 0x2019, 0x201A, 0x201C, 0x201D, 0x201E,
       0x2039, 0x203A, 0xAB, 0xBB, 0x2013, 0x2014, 0x2026, 0x2022, 0x20AC]
)


def fmt(codepoints):
    return " ".join(f"U+{cp:04X}" for cp in sorted(codepoints))


@pytest.fixture(scope="module")
def manifest():
    return json.loads(MANIFEST_PATH.read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def fonts(manifest):
    entries = manifest["fonts"]
    assert entries, "manifest lists no fonts"
    return entries


@pytest.fixture(scope="module")
def cmaps(fonts):
    """file -> set of code points in the font's best cmap (fontTools)."""
    result = {}
    for entry in fonts:
        try:
            with TTFont(str(FONTS_DIR / entry["file"]), lazy=True) as font:
                result[entry["file"]] = set(font.getBestCmap() or {})
        except Exception:  # reported by the tests that need the cmap
            pass
    return result


def test_manifest_structure(manifest, fonts):
    assert set(manifest) == {"version", "fonts"}
    assert manifest["version"] == 1
    problems = []
    for e in fonts:
        label = e.get("file", repr(e)[:60])
        if set(e) != ENTRY_KEYS:
            problems.append(f"{label}: keys {sorted(set(e) ^ ENTRY_KEYS)} wrong")
            continue
        if e["style"] not in STYLE_ORDER:
            problems.append(f"{label}: style {e['style']!r}")
        if e["class"] not in CLASSES:
            problems.append(f"{label}: class {e['class']!r}")
        if not (e["file"].startswith(e["family"] + "/") and e["file"].count("/") == 1
                and e["file"].lower().endswith(FONT_SUFFIXES)):
            problems.append(f"{label}: file not <family>/<name>.ttf|otf")
        if not isinstance(e["subset"], bool):
            problems.append(f"{label}: subset not a bool")
        if not (len(e["sha256"]) == 64 and all(c in "0123456789abcdef" for c in e["sha256"])):
            problems.append(f"{label}: sha256 not lowercase hex")
        if not (e["units_per_em"] > 0 and e["ascender"] > 0 and e["descender"] <= 0):
            problems.append(f"{label}: implausible metrics")
        runs = e["cmap_ranges"]
        if not all(len(r) == 2 and r[0] <= r[1] for r in runs) or any(
                b[0] <= a[1] + 1 for a, b in zip(runs, runs[1:], strict=False)):
            problems.append(f"{label}: cmap_ranges not sorted, merged [start, end] runs")
    assert not problems, "\n".join(problems)

    keys = [(e["family"], STYLE_ORDER.index(e["style"])) for e in fonts]
    assert keys == sorted(keys), "fonts not sorted by (family, style order)"
    assert len(set(keys)) == len(keys), "duplicate (family, style)"
    assert len({e["file"] for e in fonts}) == len(fonts), "duplicate file"
    per_family = {}
    for e in fonts:
        facts = (e["name"], e["class"], e["licence"])
        assert per_family.setdefault(e["family"], facts) == facts, \
            f"{e['family']}: name/class/licence differ between styles"


def test_listed_files_exist_and_match_sha256(fonts):
    problems = []
    for e in fonts:
        path = FONTS_DIR / e["file"]
        if not path.is_file():
            problems.append(f"{e['file']}: missing")
        elif hashlib.sha256(path.read_bytes()).hexdigest() != e["sha256"]:
            problems.append(f"{e['file']}: sha256 mismatch")
    assert not problems, "\n".join(problems)


def test_every_font_file_is_listed(fonts):
    on_disk = {
        p.relative_to(FONTS_DIR).as_posix()
        for p in FONTS_DIR.rglob("*")
        if p.is_file() and p.suffix.lower() in FONT_SUFFIXES
    }
    listed = {e["file"] for e in fonts}
    assert not sorted(on_disk - listed), f"font files not in manifest: {sorted(on_disk - listed)}"


def test_core_set_coverage(fonts, cmaps):
    problems = []
    for e in fonts:
        if e["file"] not in cmaps:
            problems.append(f"{e['file']}: cannot read cmap")
            continue
        cmap = cmaps[e["file"]]
        ranges = set()
        for lo, hi in e["cmap_ranges"]:
            ranges.update(range(lo, hi + 1))
        if CORE - cmap:
            problems.append(f"{e['file']}: cmap lacks {fmt(CORE - cmap)}")
        if CORE - ranges:
            problems.append(f"{e['file']}: cmap_ranges lack {fmt(CORE - ranges)}")
        if CORE & cmap != CORE & ranges:
            problems.append(f"{e['file']}: cmap and cmap_ranges disagree on the core set")
        if cmap != ranges:
            problems.append(f"{e['file']}: cmap_ranges differ from the font's cmap "
                            f"({len(cmap ^ ranges)} code points)")
    assert not problems, "\n".join(problems)


def test_families_and_classes(fonts):
    families = {e["family"]: e["class"] for e in fonts}
    assert len(families) >= MIN_FAMILIES, f"only {len(families)} families"
    classes = set(families.values())
    assert CLASSES <= classes, f"no family of class {sorted(CLASSES - classes)}"


def test_every_family_has_regular(fonts):
    with_regular = {e["family"] for e in fonts if e["style"] == "regular"}
    without = sorted({e["family"] for e in fonts} - with_regular)
    assert not without, f"families without a regular style: {without}"


def test_licence_files_exist(fonts):
    problems = []
    for lf in sorted({e["licence_file"] for e in fonts}):
        path = (FONTS_DIR / lf).resolve()
        if FONTS_DIR not in path.parents:
            problems.append(f"{lf}: outside fonts/")
        elif not path.is_file() or path.stat().st_size == 0:
            problems.append(f"{lf}: missing or empty")
    assert not problems, "\n".join(problems)
    assert all(e["licence"].strip() for e in fonts), "empty licence id"


def test_pillow_opens_and_renders(fonts):
    problems = []
    for e in fonts:
        path = FONTS_DIR / e["file"]
        try:
            font = ImageFont.truetype(str(path), 14)
            x0, y0, x1, y1 = font.getbbox("Ég")
            ink = font.getmask("Ég").getbbox()
        except Exception as exc:
            problems.append(f"{e['file']}: Pillow cannot use it: {exc}")
            continue
        if not (x1 > x0 and y1 > y0) or ink is None:
            problems.append(f"{e['file']}: 'Ég' renders empty")
    assert not problems, "\n".join(problems)


def test_no_variable_fonts(fonts):
    problems = []
    for e in fonts:
        try:
            with TTFont(str(FONTS_DIR / e["file"]), lazy=True) as font:
                if "fvar" in font:
                    problems.append(f"{e['file']}: variable font")
        except Exception as exc:
            problems.append(f"{e['file']}: fontTools cannot read it: {exc}")
    assert not problems, "\n".join(problems)


def test_fonts_dir_size():
    total = sum(p.stat().st_size for p in FONTS_DIR.rglob("*") if p.is_file())
    assert total < MAX_TOTAL_BYTES, f"fonts/ is {total} bytes (limit {MAX_TOTAL_BYTES})"


def run_make_manifest(*args):
    return subprocess.run([sys.executable, "-B", str(MAKE_MANIFEST), *args],
                          capture_output=True, text=True, timeout=600)


def test_manifest_kerning_and_advance_tables_are_reproducible():
    """Regenerating manifest.json, kerning.json and advances.json from the font files gives
    the same bytes (advances.json's raqm measurements of unchanged files are reused)."""
    result = run_make_manifest("--check")
    assert result.returncode == 0, (
        "fonts/manifest.json, kerning.json or advances.json differs from what "
        "make_manifest.py generates:\n" + result.stdout + result.stderr)
    assert "kerning.json is up to date" in result.stdout, result.stdout
    assert "advances.json is up to date" in result.stdout, result.stdout


def test_check_mode_detects_a_stale_manifest(tmp_path):
    manifest = json.loads(MANIFEST_PATH.read_text(encoding="utf-8"))
    manifest["fonts"][0]["sha256"] = "0" * 64
    stale = tmp_path / "manifest.json"
    stale.write_text(json.dumps(manifest, indent=1, sort_keys=True, ensure_ascii=True) + "\n",
                     encoding="utf-8")
    result = run_make_manifest("--check", "--manifest", str(stale))
    assert result.returncode == 1, result.stdout + result.stderr
    # --check must never write.
    assert json.loads(stale.read_text(encoding="utf-8"))["fonts"][0]["sha256"] == "0" * 64
