"""The bundled font families: the Debian packages they come from and, per family, its class,
licence and the file of each style (the table fonts/make_manifest.py and
fonts/fetch_fonts.py work from; kept apart so the manifest builder stays readable)."""

STYLE_ORDER = ("regular", "bold", "italic", "bolditalic")

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
