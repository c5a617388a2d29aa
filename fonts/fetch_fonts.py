#!/usr/bin/env python3
"""Rebuild the font files and licence texts in fonts/ from Debian packages.

Not needed at run time or for tests -- the results are committed.  This
records exactly how they were produced and can redo it:

    python fonts/fetch_fonts.py [--workdir /tmp/fontpkgs] [--offline]
    python fonts/make_manifest.py

For every package in make_manifest.PACKAGES it runs
``apt-get download PKG=VERSION`` in the work directory (skipped if a .deb of
that version is already there; ``--offline`` never downloads) and
``dpkg-deb -x``; nothing is installed.  Then it copies each font listed in
make_manifest.FAMILIES to fonts/<family>/<file>, subsetting families marked
"subset" with fontTools (hinting, GSUB/GPOS and kern kept), checks that every
font covers CORE_CODEPOINTS, and copies the licence files to fonts/LICENSES/.

Needs Debian's apt-get/dpkg-deb and fontTools.  Subset output depends on the
fontTools version (the committed files were made with fontTools 4.68.0).
"""

import argparse
import glob
import shutil
import subprocess
import sys
from pathlib import Path

sys.dont_write_bytecode = True  # keep fonts/ free of __pycache__
sys.path.insert(0, str(Path(__file__).resolve().parent))

import make_manifest as mm  # noqa: E402
from fontTools import subset  # noqa: E402
from fontTools.ttLib import TTFont  # noqa: E402

FONTS_DIR = mm.FONTS_DIR
LICENSES_DIR = FONTS_DIR / "LICENSES"

# Every bundled font must map all of these code points (printable Latin-1,
# OE/oe/Y-diaeresis, quotes, guillemets, dashes, ellipsis, bullet, euro).
CORE_CODEPOINTS = frozenset(
    list(range(0x20, 0x7F)) + list(range(0xA0, 0x100))
    + [0x152, 0x153, 0x178, 0x2018, 0x2019, 0x201A, 0x201C, 0x201D, 0x201E,
       0x2039, 0x203A, 0x2013, 0x2014, 0x2026, 0x2022, 0x20AC]
)

# Blocks kept when subsetting (Latin, combining marks, Latin Extended
# Additional, punctuation, currency, letterlike, arrows, maths, box drawing,
# geometric shapes, dingbats).
SUBSET_RANGES = (
    (0x0020, 0x024F), (0x0300, 0x036F), (0x1E00, 0x1EFF), (0x2000, 0x206F),
    (0x20A0, 0x20CF), (0x2100, 0x215F), (0x2190, 0x21FF), (0x2200, 0x22FF),
    (0x2500, 0x257F), (0x25A0, 0x25FF), (0x2700, 0x27BF),
)

# Licence texts that are not a package's copyright file:
# (package, version, path in .deb, name in LICENSES/)
EXTRA_LICENCE_FILES = (
    # Full Apache-2.0 text; the Roboto / Open Sans copyright files only refer to
    # /usr/share/common-licenses/Apache-2.0.
    ("base-files", "12.4+deb12u15", "usr/share/common-licenses/Apache-2.0", "Apache-2.0.txt"),
    ("fonts-texgyre", mm.PACKAGES["fonts-texgyre"]["version"],
     "usr/share/texmf/doc/fonts/tex-gyre/GUST-FONT-LICENSE.txt",
     "fonts-texgyre.GUST-FONT-LICENSE.txt"),
)

JETBRAINS_OFL_HEADER = """\
JetBrains Mono -- licence of the font files in fonts/jetbrains_mono/

The font files (Debian package fonts-jetbrains-mono {version}, JetBrains Mono
2.242) carry this copyright notice and licence statement in their name table
(name IDs 0, 13, 14):

Copyright 2020 The JetBrains Mono Project Authors (https://github.com/JetBrains/JetBrainsMono)

This Font Software is licensed under the SIL Open Font License, Version 1.1.
This license is available with a FAQ at: https://scripts.sil.org/OFL

Debian's copyright file for the package (fonts-jetbrains-mono.copyright.txt in
this folder) still names Apache-2.0, the licence of JetBrains Mono 1.x.

The text of the SIL Open Font License 1.1 follows (taken from the "License:
OFL-1.1" paragraph of Debian's fonts-firacode copyright file).

-----------------------------------------------------------------------------
"""


def run(cmd, cwd=None):
    print("+", " ".join(cmd), file=sys.stderr)
    subprocess.run(cmd, cwd=cwd, check=True)


def deb_version(deb):
    out = subprocess.run(["dpkg-deb", "-f", str(deb), "Version"], check=True,
                         capture_output=True, text=True)
    return out.stdout.strip()


def fetch_package(workdir, package, version, offline):
    """Return the extraction directory of package=version."""
    debs = [Path(p) for p in sorted(glob.glob(str(workdir / f"{package}_*.deb")))]
    debs = [d for d in debs if deb_version(d) == version]
    if not debs:
        if offline:
            raise SystemExit(f"{package}={version}: no .deb in {workdir} (--offline)")
        run(["apt-get", "download", f"{package}={version}"], cwd=workdir)
        debs = [Path(p) for p in sorted(glob.glob(str(workdir / f"{package}_*.deb")))]
        debs = [d for d in debs if deb_version(d) == version]
        if not debs:
            raise SystemExit(f"{package}={version}: download produced no matching .deb")
    dest = workdir / "x" / package
    if dest.exists():
        shutil.rmtree(dest)
    dest.mkdir(parents=True)
    run(["dpkg-deb", "-x", str(debs[0]), str(dest)])
    return dest


def subset_font(src, dst):
    options = subset.Options()
    options.hinting = True
    options.layout_features = ["*"]  # keep every GSUB/GPOS feature (kern, liga, ...)
    options.legacy_kern = True  # keep the old 'kern' table too
    options.name_IDs = ["*"]
    options.name_legacy = True
    options.name_languages = ["*"]
    options.notdef_outline = True
    options.glyph_names = True
    unicodes = [cp for lo, hi in SUBSET_RANGES for cp in range(lo, hi + 1)]
    font = TTFont(str(src), recalcBBoxes=False, recalcTimestamp=False)
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=unicodes)
    subsetter.subset(font)
    font.save(str(dst))
    font.close()


def ofl_text_from_debian_copyright(path):
    """The stand-alone 'License: OFL-1.1' paragraph of a DEP-5 file, unindented."""
    lines = Path(path).read_text(encoding="utf-8").splitlines()
    for i, line in enumerate(lines):
        if line.strip() == "License: OFL-1.1" and i + 1 < len(lines) \
                and lines[i + 1].startswith(" "):
            body = []
            for ln in lines[i + 1:]:
                if not ln.startswith(" "):
                    break
                body.append("" if ln.strip() == "." else ln[1:])
            return "\n".join(body).rstrip() + "\n"
    raise SystemExit(f"no OFL-1.1 paragraph in {path}")


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--workdir", type=Path, default=Path("/tmp/fontpkgs"))
    ap.add_argument("--offline", action="store_true",
                    help="use .deb files already in --workdir, never download")
    args = ap.parse_args(argv)
    workdir = args.workdir.resolve()
    workdir.mkdir(parents=True, exist_ok=True)
    mm.check_tables()

    needed = sorted({v[1] for fam in mm.FAMILIES.values() for v in fam["files"].values()})
    extracted = {p: fetch_package(workdir, p, mm.PACKAGES[p]["version"], args.offline)
                 for p in needed}
    for package, version, _src, _name in EXTRA_LICENCE_FILES:
        if package not in extracted:
            extracted[package] = fetch_package(workdir, package, version, args.offline)

    failures = []
    for family, fam in sorted(mm.FAMILIES.items()):
        (FONTS_DIR / family).mkdir(exist_ok=True)
        for filename, (style, package, src_rel) in sorted(fam["files"].items()):
            src = extracted[package] / src_rel
            dst = FONTS_DIR / family / filename
            if fam["subset"]:
                subset_font(src, dst)
            else:
                shutil.copyfile(src, dst)
            font = TTFont(str(dst), lazy=True)
            missing = sorted(CORE_CODEPOINTS - set(font.getBestCmap() or {}))
            is_variable = "fvar" in font
            font.close()
            if missing:
                failures.append(f"{family}/{filename}: missing "
                                + " ".join(f"U+{cp:04X}" for cp in missing))
            if is_variable:
                failures.append(f"{family}/{filename}: variable font")
            print(f"{family}/{filename} ({style}) {dst.stat().st_size} bytes"
                  + (" subset" if fam["subset"] else ""), file=sys.stderr)

    LICENSES_DIR.mkdir(exist_ok=True)
    for package in needed:
        shutil.copyfile(extracted[package] / "usr/share/doc" / package / "copyright",
                        LICENSES_DIR / f"{package}.copyright.txt")
    for package, _version, src_rel, name in EXTRA_LICENCE_FILES:
        shutil.copyfile(extracted[package] / src_rel, LICENSES_DIR / name)
    ofl = ofl_text_from_debian_copyright(
        extracted["fonts-firacode"] / "usr/share/doc/fonts-firacode/copyright")
    (LICENSES_DIR / "fonts-jetbrains-mono.OFL-1.1.txt").write_text(
        JETBRAINS_OFL_HEADER.format(version=mm.PACKAGES["fonts-jetbrains-mono"]["version"])
        + ofl, encoding="utf-8")

    if failures:
        print("\n".join(failures), file=sys.stderr)
        return 1
    print("done; now run: python fonts/make_manifest.py", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
