#!/usr/bin/env python3
"""Regenerate ``fonts/manifest.json`` from the font files present in ``fonts/``.

    python fonts/make_manifest.py           # rewrite manifest.json, kerning.json, advances.json
    python fonts/make_manifest.py --check   # exit 1 if either is stale

Per-font facts (sha256, metrics, cmap ranges) are read from the files with
fontTools; per-family facts (display name, class, licence, Debian source) come
from the FAMILIES / PACKAGES tables below.  Every .ttf/.otf under fonts/ must be
in the table and every table entry must exist on disk, otherwise this script
refuses to write a manifest.  Output is deterministic: same files -> same bytes.

``kerning.json`` (which pairs of each font may be kerned) comes from
``kern_pairs.py``, ``advances.json`` (single-character advances, measured with raqm:
minutes) from ``advance_table.py``.  Only the standard library and fontTools are used.  ``fetch_fonts.py`` imports
the tables from here to rebuild the font files themselves.
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
from fontTools.ttLib import TTFont

FONTS_DIR = Path(__file__).resolve().parent
MANIFEST_NAME = "manifest.json"
MANIFEST_VERSION = 1
STYLE_ORDER = ("regular", "bold", "italic", "bolditalic")
CLASSES = ("sans", "serif", "mono")
FONT_SUFFIXES = (".ttf", ".otf")

# Debian (bookworm) binary packages the fonts were extracted from, with the
# exact version downloaded and the licence file (relative to fonts/) that goes
# with them.  LICENSES/<pkg>.copyright.txt is usr/share/doc/<pkg>/copyright.
PACKAGES = {
    "fonts-anonymous-pro": {"version": "1.003-4"},
    "fonts-cantarell": {"version": "0.303.1-1"},
    "fonts-crosextra-caladea": {"version": "20200211-1"},
    "fonts-dejavu-core": {"version": "2.37-6"},
    "fonts-dejavu-extra": {"version": "2.37-6"},
    "fonts-ebgaramond": {"version": "0.016+git20210310.42d4f9f2-1"},
    "fonts-firacode": {"version": "6.2-2"},
    "fonts-go": {"version": "0~20170330-1"},
    "fonts-hack": {"version": "3.003-3"},
    "fonts-inter": {"version": "4.0~beta7+ds-1"},
    # Debian's copyright file still says Apache-2.0 (true for JetBrains Mono
    # 1.x); 2.x, as shipped here, declares OFL-1.1 in its name table.  The
    # licence file is the OFL text with the font's own copyright notice, built
    # by fetch_fonts.py; the Debian copyright file is kept next to it.
    "fonts-jetbrains-mono": {
        "version": "2.242+ds-3",
        "licence_file": "LICENSES/fonts-jetbrains-mono.OFL-1.1.txt",
    },
    "fonts-karla": {"version": "20201218-1"},
    "fonts-lato": {"version": "2.0-2.1"},
    "fonts-liberation2": {"version": "2.1.5-1"},
    "fonts-linuxlibertine": {"version": "5.3.0-6"},
    "fonts-noto-core": {"version": "20201225-1"},
    "fonts-noto-mono": {"version": "20201225-1"},
    "fonts-open-sans": {"version": "1.11-2"},
    "fonts-roboto-unhinted": {"version": "2:0~20170802-3"},
    "fonts-texgyre": {"version": "20180621-6"},
    "fonts-vollkorn": {"version": "4.105-2"},
}


def licence_file_for(package):
    return PACKAGES[package].get("licence_file", f"LICENSES/{package}.copyright.txt")


# Path prefixes inside the .deb files (only used by fetch_fonts.py).
_TT = "usr/share/fonts/truetype/"
_OT = "usr/share/fonts/opentype/"
_TG = "usr/share/texmf/fonts/opentype/public/tex-gyre/"


def _four(package, src_dir, pattern, names=None):
    """Files table for a family whose file names differ only by style.

    ``names`` maps style -> the style part of the file name (default: the four
    styles as Regular/Bold/Italic/BoldItalic); ``pattern`` has ``{}`` for it.
    The file keeps its Debian name.
    """
    names = names or {"regular": "Regular", "bold": "Bold", "italic": "Italic",
                      "bolditalic": "BoldItalic"}
    return {pattern.format(n): (style, package, src_dir + pattern.format(n))
            for style, n in names.items()}


_TEXGYRE_NAMES = {s: s for s in STYLE_ORDER}

# family_key -> display name, class, licence (SPDX-style id), subset flag and
# files: {file name in fonts/<family_key>/: (style, source package, path in .deb)}.
# "subset": True means fetch_fonts.py subset the files to Latin + punctuation /
# symbol blocks (see fetch_fonts.SUBSET_RANGES); only done for large families
# whose licence allows modified versions under the same name (no Reserved Font
# Name, not Apache-2.0).
FAMILIES = {
    # ----------------------------------------------------------------- sans
    "dejavu_sans": {
        "name": "DejaVu Sans", "class": "sans", "licence": "Bitstream-Vera", "subset": True,
        "files": {
            "DejaVuSans.ttf": ("regular", "fonts-dejavu-core", _TT + "dejavu/DejaVuSans.ttf"),
            "DejaVuSans-Bold.ttf": ("bold", "fonts-dejavu-core", _TT + "dejavu/DejaVuSans-Bold.ttf"),
            "DejaVuSans-Oblique.ttf": ("italic", "fonts-dejavu-extra", _TT + "dejavu/DejaVuSans-Oblique.ttf"),
            "DejaVuSans-BoldOblique.ttf": ("bolditalic", "fonts-dejavu-extra", _TT + "dejavu/DejaVuSans-BoldOblique.ttf"),
        },
    },
    "liberation_sans": {
        "name": "Liberation Sans", "class": "sans", "licence": "OFL-1.1", "subset": False,
        "files": _four("fonts-liberation2", _TT + "liberation2/", "LiberationSans-{}.ttf"),
    },
    "noto_sans": {
        "name": "Noto Sans", "class": "sans", "licence": "OFL-1.1", "subset": True,
        "files": _four("fonts-noto-core", _TT + "noto/", "NotoSans-{}.ttf"),
    },
    "roboto": {
        "name": "Roboto", "class": "sans", "licence": "Apache-2.0", "subset": False,
        "files": _four("fonts-roboto-unhinted", _TT + "roboto/unhinted/RobotoTTF/", "Roboto-{}.ttf"),
    },
    "open_sans": {
        "name": "Open Sans", "class": "sans", "licence": "Apache-2.0", "subset": False,
        "files": _four("fonts-open-sans", _TT + "open-sans/", "OpenSans-{}.ttf"),
    },
    "lato": {
        "name": "Lato", "class": "sans", "licence": "OFL-1.1", "subset": False,
        "files": _four("fonts-lato", _TT + "lato/", "Lato-{}.ttf"),
    },
    "inter": {
        "name": "Inter", "class": "sans", "licence": "OFL-1.1", "subset": True,
        "files": _four("fonts-inter", _OT + "inter/", "Inter-{}.otf"),
    },
    "cantarell": {
        "name": "Cantarell", "class": "sans", "licence": "OFL-1.1", "subset": False,
        "files": _four("fonts-cantarell", _OT + "cantarell/", "Cantarell-{}.otf",
                       names={"regular": "Regular", "bold": "Bold"}),
    },
    "go": {
        "name": "Go", "class": "sans", "licence": "BSD-3-Clause", "subset": False,
        "files": _four("fonts-go", "usr/share/fonts/fonts-go/", "Go-{}.ttf",
                       names={"regular": "Regular", "bold": "Bold", "italic": "Italic",
                              "bolditalic": "Bold-Italic"}),
    },
    "tex_gyre_heros": {
        "name": "TeX Gyre Heros", "class": "sans", "licence": "GUST-Font-License", "subset": False,
        "files": _four("fonts-texgyre", _TG, "texgyreheros-{}.otf", names=_TEXGYRE_NAMES),
    },
    "tex_gyre_adventor": {
        "name": "TeX Gyre Adventor", "class": "sans", "licence": "GUST-Font-License", "subset": False,
        "files": _four("fonts-texgyre", _TG, "texgyreadventor-{}.otf", names=_TEXGYRE_NAMES),
    },
    "karla": {
        "name": "Karla", "class": "sans", "licence": "OFL-1.1", "subset": False,
        "files": _four("fonts-karla", _TT + "karla/", "Karla-{}.otf"),
    },
    # ---------------------------------------------------------------- serif
    "dejavu_serif": {
        "name": "DejaVu Serif", "class": "serif", "licence": "Bitstream-Vera", "subset": True,
        "files": {
            "DejaVuSerif.ttf": ("regular", "fonts-dejavu-core", _TT + "dejavu/DejaVuSerif.ttf"),
            "DejaVuSerif-Bold.ttf": ("bold", "fonts-dejavu-core", _TT + "dejavu/DejaVuSerif-Bold.ttf"),
            "DejaVuSerif-Italic.ttf": ("italic", "fonts-dejavu-extra", _TT + "dejavu/DejaVuSerif-Italic.ttf"),
            "DejaVuSerif-BoldItalic.ttf": ("bolditalic", "fonts-dejavu-extra", _TT + "dejavu/DejaVuSerif-BoldItalic.ttf"),
        },
    },
    "liberation_serif": {
        "name": "Liberation Serif", "class": "serif", "licence": "OFL-1.1", "subset": False,
        "files": _four("fonts-liberation2", _TT + "liberation2/", "LiberationSerif-{}.ttf"),
    },
    "caladea": {
        "name": "Caladea", "class": "serif", "licence": "OFL-1.1", "subset": False,
        "files": _four("fonts-crosextra-caladea", _TT + "crosextra/", "Caladea-{}.ttf"),
    },
    # EBGaramond12-Bold.otf in this package is an incomplete draft (no
    # accented Latin-1 letters), so only regular and italic are bundled.
    "eb_garamond": {
        "name": "EB Garamond", "class": "serif", "licence": "OFL-1.1", "subset": False,
        "files": _four("fonts-ebgaramond", _OT + "ebgaramond/", "EBGaramond12-{}.otf",
                       names={"regular": "Regular", "italic": "Italic"}),
    },
    "linux_libertine": {
        "name": "Linux Libertine", "class": "serif",
        "licence": "OFL-1.1 OR GPL-2.0-with-font-exception", "subset": False,
        "files": _four("fonts-linuxlibertine", _OT + "linux-libertine/", "LinLibertine_{}.otf",
                       names={"regular": "R", "bold": "RB", "italic": "RI", "bolditalic": "RBI"}),
    },
    "noto_serif": {
        "name": "Noto Serif", "class": "serif", "licence": "OFL-1.1", "subset": True,
        "files": _four("fonts-noto-core", _TT + "noto/", "NotoSerif-{}.ttf"),
    },
    "tex_gyre_termes": {
        "name": "TeX Gyre Termes", "class": "serif", "licence": "GUST-Font-License", "subset": False,
        "files": _four("fonts-texgyre", _TG, "texgyretermes-{}.otf", names=_TEXGYRE_NAMES),
    },
    "tex_gyre_pagella": {
        "name": "TeX Gyre Pagella", "class": "serif", "licence": "GUST-Font-License", "subset": False,
        "files": _four("fonts-texgyre", _TG, "texgyrepagella-{}.otf", names=_TEXGYRE_NAMES),
    },
    "tex_gyre_schola": {
        "name": "TeX Gyre Schola", "class": "serif", "licence": "GUST-Font-License", "subset": False,
        "files": _four("fonts-texgyre", _TG, "texgyreschola-{}.otf", names=_TEXGYRE_NAMES),
    },
    "tex_gyre_bonum": {
        "name": "TeX Gyre Bonum", "class": "serif", "licence": "GUST-Font-License", "subset": False,
        "files": _four("fonts-texgyre", _TG, "texgyrebonum-{}.otf", names=_TEXGYRE_NAMES),
    },
    "vollkorn": {
        "name": "Vollkorn", "class": "serif", "licence": "OFL-1.1", "subset": True,
        "files": _four("fonts-vollkorn", _TT + "vollkorn/", "Vollkorn-{}.ttf"),
    },
    # ----------------------------------------------------------------- mono
    "dejavu_sans_mono": {
        "name": "DejaVu Sans Mono", "class": "mono", "licence": "Bitstream-Vera", "subset": True,
        "files": {
            "DejaVuSansMono.ttf": ("regular", "fonts-dejavu-core", _TT + "dejavu/DejaVuSansMono.ttf"),
            "DejaVuSansMono-Bold.ttf": ("bold", "fonts-dejavu-core", _TT + "dejavu/DejaVuSansMono-Bold.ttf"),
            "DejaVuSansMono-Oblique.ttf": ("italic", "fonts-dejavu-extra", _TT + "dejavu/DejaVuSansMono-Oblique.ttf"),
            "DejaVuSansMono-BoldOblique.ttf": ("bolditalic", "fonts-dejavu-extra", _TT + "dejavu/DejaVuSansMono-BoldOblique.ttf"),
        },
    },
    "liberation_mono": {
        "name": "Liberation Mono", "class": "mono", "licence": "OFL-1.1", "subset": False,
        "files": _four("fonts-liberation2", _TT + "liberation2/", "LiberationMono-{}.ttf"),
    },
    "noto_sans_mono": {
        "name": "Noto Sans Mono", "class": "mono", "licence": "OFL-1.1", "subset": True,
        "files": _four("fonts-noto-mono", _TT + "noto/", "NotoSansMono-{}.ttf",
                       names={"regular": "Regular", "bold": "Bold"}),
    },
    "jetbrains_mono": {
        "name": "JetBrains Mono", "class": "mono", "licence": "OFL-1.1", "subset": False,
        "files": _four("fonts-jetbrains-mono", _TT + "jetbrains-mono/", "JetBrainsMono-{}.ttf"),
    },
    "fira_code": {
        "name": "Fira Code", "class": "mono", "licence": "OFL-1.1", "subset": False,
        "files": _four("fonts-firacode", _TT + "firacode/", "FiraCode-{}.ttf",
                       names={"regular": "Regular", "bold": "Bold"}),
    },
    "hack": {
        "name": "Hack", "class": "mono", "licence": "MIT AND Bitstream-Vera", "subset": True,
        "files": _four("fonts-hack", _TT + "hack/", "Hack-{}.ttf"),
    },
    "go_mono": {
        "name": "Go Mono", "class": "mono", "licence": "BSD-3-Clause", "subset": False,
        "files": _four("fonts-go", "usr/share/fonts/fonts-go/", "Go-Mono{}.ttf",
                       names={"regular": "", "bold": "-Bold", "italic": "-Italic",
                              "bolditalic": "-Bold-Italic"}),
    },
    "tex_gyre_cursor": {
        "name": "TeX Gyre Cursor", "class": "mono", "licence": "GUST-Font-License", "subset": False,
        "files": _four("fonts-texgyre", _TG, "texgyrecursor-{}.otf", names=_TEXGYRE_NAMES),
    },
    # Renamed on copy: the Debian file names contain spaces.
    "anonymous_pro": {
        "name": "Anonymous Pro", "class": "mono", "licence": "OFL-1.1", "subset": False,
        "files": {
            "AnonymousPro-Regular.ttf": ("regular", "fonts-anonymous-pro", _TT + "anonymous-pro/Anonymous Pro.ttf"),
            "AnonymousPro-Bold.ttf": ("bold", "fonts-anonymous-pro", _TT + "anonymous-pro/Anonymous Pro B.ttf"),
            "AnonymousPro-Italic.ttf": ("italic", "fonts-anonymous-pro", _TT + "anonymous-pro/Anonymous Pro I.ttf"),
            "AnonymousPro-BoldItalic.ttf": ("bolditalic", "fonts-anonymous-pro", _TT + "anonymous-pro/Anonymous Pro BI.ttf"),
        },
    },
}


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
