#!/usr/bin/env python3
"""Regenerate ``fonts/manifest.json`` from the font files present in ``fonts/``.

    python fonts/make_manifest.py           # rewrite manifest.json, kerning.json, advances.json
    python fonts/make_manifest.py --check   # exit 1 if either is stale

Per-font facts (sha256, metrics, cmap ranges) are read from the files with
fontTools; per-family facts (display name, class, licence, Debian source) come from
the FAMILIES / PACKAGES tables in families.py.  Every .ttf/.otf under fonts/ must be
in the table and every table entry must exist on disk, otherwise this script refuses
to write a manifest.  Output is deterministic: same files -> same bytes.

``kerning.json`` (which pairs of each font may be kerned) comes from
``kern_pairs.py`` (fontTools), ``advances.json`` (single-character advances, checked
against raqm: minutes) from ``advance_table.py`` (fontTools and Pillow).
``fetch_fonts.py`` imports the tables from here to rebuild the font files themselves.
"""

import argparse
import difflib
import hashlib
import json
import logging
import sys
from pathlib import Path

import advance_table
import kern_pairs
from families import FAMILIES, PACKAGES, STYLE_ORDER, licence_file_for
from fontTools.ttLib import TTFont

FONTS_DIR = Path(__file__).resolve().parent
MANIFEST_NAME = "manifest.json"
MANIFEST_VERSION = 1
CLASSES = ("sans", "serif", "mono")
FONT_SUFFIXES = (".ttf", ".otf")

class ManifestError(Exception):
    pass


def cmap_ranges(codepoints):
    """Sorted, merged, inclusive [start, end] runs of the given code points."""
    ranges = []
    for cp in sorted(set(codepoints)):
        if ranges and cp == ranges[-1][1] + 1:
            ranges[-1][1] = cp
        else:
            ranges.append([cp, cp])
    return ranges


def sha256_of(path):
    h = hashlib.sha256()
    with open(path, "rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def font_entry(fonts_dir, family, filename):
    fam = FAMILIES[family]
    style, package, _src = fam["files"][filename]
    path = fonts_dir / family / filename
    try:
        font = TTFont(str(path), lazy=True)
        cmap = font.getBestCmap()
    except Exception as exc:
        raise ManifestError(f"{family}/{filename}: fontTools cannot read it: {exc}") from exc
    try:
        if not cmap:
            raise ManifestError(f"{family}/{filename}: no usable cmap")
        entry = {
            "family": family,
            "name": fam["name"],
            "class": fam["class"],
            "style": style,
            "file": f"{family}/{filename}",
            "sha256": sha256_of(path),
            "licence": fam["licence"],
            "licence_file": licence_file_for(package),
            "source_package": package,
            "source_version": PACKAGES[package]["version"],
            "subset": bool(fam["subset"]),
            "units_per_em": int(font["head"].unitsPerEm),
            "ascender": int(font["hhea"].ascent),
            "descender": int(font["hhea"].descent),
            "cmap_ranges": cmap_ranges(cmap),
        }
    finally:
        font.close()
    return entry


def check_tables():
    errors = []
    for family, fam in FAMILIES.items():
        if fam["class"] not in CLASSES:
            errors.append(f"{family}: bad class {fam['class']!r}")
        styles = [v[0] for v in fam["files"].values()]
        if sorted(styles) != sorted(set(styles)):
            errors.append(f"{family}: duplicate style")
        if "regular" not in styles:
            errors.append(f"{family}: no regular style")
        for filename, (style, package, _src) in fam["files"].items():
            if style not in STYLE_ORDER:
                errors.append(f"{family}/{filename}: bad style {style!r}")
            if package not in PACKAGES:
                errors.append(f"{family}/{filename}: package {package} not in PACKAGES")
            if not filename.lower().endswith(FONT_SUFFIXES):
                errors.append(f"{family}/{filename}: not a .ttf/.otf name")
    if errors:
        raise ManifestError("\n".join(errors))


def font_files_on_disk(fonts_dir):
    """Relative paths (posix) of every .ttf/.otf anywhere under fonts_dir."""
    return sorted(
        p.relative_to(fonts_dir).as_posix()
        for p in fonts_dir.rglob("*")
        if p.is_file() and p.suffix.lower() in FONT_SUFFIXES
    )


def build_manifest(fonts_dir=FONTS_DIR):
    fonts_dir = Path(fonts_dir)
    check_tables()
    on_disk = set(font_files_on_disk(fonts_dir))
    in_table = {f"{fam}/{fn}" for fam, d in FAMILIES.items() for fn in d["files"]}
    errors = [f"not in FAMILIES table: {p}" for p in sorted(on_disk - in_table)]
    errors += [f"missing on disk: {p}" for p in sorted(in_table - on_disk)]
    for package in sorted({v[1] for d in FAMILIES.values() for v in d["files"].values()}):
        lf = fonts_dir / licence_file_for(package)
        if not lf.is_file():
            errors.append(f"missing licence file: {licence_file_for(package)}")
    if errors:
        raise ManifestError("\n".join(errors))

    entries = []
    for family in sorted(FAMILIES):
        files = FAMILIES[family]["files"]
        for filename in sorted(files, key=lambda fn: STYLE_ORDER.index(files[fn][0])):
            entries.append(font_entry(fonts_dir, family, filename))
    return {"version": MANIFEST_VERSION, "fonts": entries}


def render(manifest):
    return json.dumps(manifest, indent=1, sort_keys=True, ensure_ascii=True) + "\n"


def check_file(path, text):
    """0 if ``path`` holds exactly ``text``, else 1 (with a short diff on stderr)."""
    try:
        current = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        print(f"make_manifest: {path} does not exist", file=sys.stderr)
        return 1
    if current != text:
        diff = difflib.unified_diff(current.splitlines(), text.splitlines(),
                                    "committed", "regenerated", lineterm="", n=1)
        sys.stderr.write("\n".join(list(diff)[:40]) + "\n")
        print(f"make_manifest: {path} is out of date; "
              "run python fonts/make_manifest.py", file=sys.stderr)
        return 1
    print(f"make_manifest: {path} is up to date ({text.count(chr(10))} lines)")
    return 0


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true",
                    help="do not write; exit 1 if the manifest, kerning or advance table "
                         "differs from the files")
    ap.add_argument("--manifest", type=Path, default=FONTS_DIR / MANIFEST_NAME,
                    help="manifest path to write/check (default: fonts/manifest.json)")
    ap.add_argument("--kerning", type=Path, default=FONTS_DIR / kern_pairs.KERNING_NAME,
                    help="kerning table path to write/check (default: fonts/kerning.json)")
    ap.add_argument("--advances", type=Path, default=FONTS_DIR / advance_table.ADVANCES_NAME,
                    help="advance table path to write/check (default: fonts/advances.json)")
    ap.add_argument("--measure", action="store_true",
                    help="with --check: measure every advance with raqm again (minutes) "
                         "instead of trusting the committed measurements of unchanged files")
    args = ap.parse_args(argv)
    # Some fonts have a pre-1970 'created' date; fontTools warns on every load.
    logging.getLogger("fontTools.ttLib.tables._h_e_a_d").setLevel(logging.ERROR)
    # Open Sans's kern subtable overflows its 16-bit length; fontTools and HarfBuzz read
    # all its pairs anyway (by nPairs), so the warning says nothing new.
    logging.getLogger("fontTools.ttLib.tables._k_e_r_n").setLevel(logging.ERROR)
    try:
        manifest = build_manifest(FONTS_DIR)
    except ManifestError as exc:
        print(f"make_manifest: {exc}", file=sys.stderr)
        return 2
    text = render(manifest)
    if args.check:
        # A stale manifest is reported without spending seconds on the kerning table.
        if check_file(args.manifest, text):
            return 1
        kerning = kern_pairs.build(FONTS_DIR, manifest)
        if check_file(args.kerning, kern_pairs.render(kerning)):
            return 1
        committed = None if args.measure else args.advances
        return check_file(args.advances, advance_table.text(FONTS_DIR, kerning, committed))
    args.manifest.write_text(text, encoding="utf-8", newline="\n")
    n = text.count('"sha256"')
    print(f"make_manifest: wrote {args.manifest} ({n} fonts)")
    kerning = kern_pairs.build(FONTS_DIR, manifest)
    args.kerning.write_text(kern_pairs.render(kerning), encoding="utf-8", newline="\n")
    print(f"make_manifest: wrote {args.kerning}")
    advances = advance_table.text(FONTS_DIR, kerning)
    args.advances.write_text(advances, encoding="utf-8", newline="\n")
    print(f"make_manifest: wrote {args.advances}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
