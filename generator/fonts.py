"""The bundled font book: loads ``fonts/manifest.json`` and serves cached fonts and glyphs.

Nothing is ever read from the system's fonts. Every text run is drawn with a font whose
cmap covers it (``FontBook.covers``); glyph masks, advances and pair kerning are cached
per (font, size) so a page is laid out from dictionaries, not from FreeType calls.
``fonts/kerning.json`` lists, per font file, the character pairs raqm may kern; any other
pair of characters the file covers has kerning exactly 0.0 and is not measured at all.
``fonts/advances.json`` gives, per font file, the font-unit advance of the characters it
covers and the sizes where FreeType's rounding differs from ``scaled_advance``: a covered
character's advance at a size in range is computed, not measured (same value, to the bit).
"""

from __future__ import annotations

import bisect
import hashlib
import json
import threading
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path

from PIL import ImageFont

from generator.fontfile import open_font
from generator.raster import GlyphImage, render_glyph
from generator.spacing import pen_positions, word_space


def _fonts_dir() -> Path:
    """The checkout's fonts/ folder, or the copy installed as pointerbench_text_fonts."""
    checkout = Path(__file__).resolve().parent.parent / "fonts"
    if (checkout / "manifest.json").exists():
        return checkout
    import importlib.util

    spec = importlib.util.find_spec("pointerbench_text_fonts")
    if spec is not None and spec.submodule_search_locations:
        return Path(next(iter(spec.submodule_search_locations)))
    return checkout


FONTS_DIR = _fonts_dir()
STYLES = ("regular", "bold", "italic", "bolditalic")
CLASSES = ("sans", "serif", "mono")
# Shaping features switched off so that one glyph is drawn per character: the layout
# places glyphs itself and a ligature would merge two characters' geometry.
_NO_LIGATURES = ["-liga", "-clig", "-calt", "-dlig", "-rlig"]
# Glyphs are rasterised at half-pixel pen positions: a quarter pixel looked no different
# on our pages and rendered 1.5x as many masks (the largest cost of a page's first use of
# a font size).
SUBPIXEL_PHASES = 2
# Cache bounds keep a worker's memory flat over millions of pages; the caches hold pure
# functions of their keys, so evicting an entry never changes an output byte.
MAX_SIZED_FONTS = 384
MAX_GLYPHS_PER_FONT = 2048
# All sized fonts together: a 200-example build reaches about this many glyph masks, so
# a longer build evicts whole least recently used fonts instead of growing (RSS flat in n).
MAX_GLYPHS_TOTAL = 16384
MAX_PAIRS_PER_FONT = 16384
KERNING_TABLE = "kerning.json"
KERNING_VERSION = 1
ADVANCES_TABLE = "advances.json"
ADVANCES_VERSION = 1


class FontError(ValueError):
    """A font request the bundled fonts cannot satisfy."""


def style_name(bold: bool, italic: bool) -> str:
    return ("bold" if bold else "") + ("italic" if italic else "") or "regular"


@dataclass(frozen=True, slots=True)
class KernFilter:
    """One font file's entry in ``fonts/kerning.json``: the characters it covers and, per
    left character, the right characters raqm may kern it with."""

    covered: frozenset[str]
    kerned: dict[str, frozenset[str]]

    @classmethod
    def from_entry(cls, entry: dict) -> KernFilter:
        kerned: dict[str, frozenset[str]] = {}
        for lefts, rights in entry["pairs"]:
            group = frozenset(rights)
            for left in lefts:
                kerned[left] = group
        return cls(frozenset(entry["covered"]), kerned)


_NOTHING: frozenset[str] = frozenset()


def scaled_advance(units: int, size: int, upem: int) -> int:
    """An advance of ``units`` font units at ``size`` px, in 1/64 px, rounded as raqm gets
    it: FreeType's x_scale = FT_DivFix(size * 64, upem), its 16.16 advance
    FT_MulDiv(units, x_scale, 64), and HarfBuzz's FreeType functions' (v + 512) >> 10."""
    scale = (size * 64 * 65536 + upem // 2) // upem
    sign = -1 if units < 0 else 1
    v16 = sign * ((abs(units) * scale + 32) // 64)
    return (v16 + 512) >> 10


@dataclass(frozen=True, slots=True)
class AdvanceTable:
    """One font file's entry in ``fonts/advances.json``: advances of covered characters at
    integer sizes ``lo``..``hi`` equal to raqm's ``getlength`` without calling it."""

    upem: int
    lo: int
    hi: int
    units: dict[str, int]
    exceptions: dict[tuple[str, int], int]  # (char, size) -> advance in 1/64 px

    @classmethod
    def from_entry(cls, entry: dict, sizes: list[int]) -> AdvanceTable:
        return cls(entry["upem"], sizes[0], sizes[1], dict(zip(entry["chars"], entry["units"],
                                                                strict=True)),
                   {(c, size): v for c, size, v in entry["exceptions"]})

    def covers_size(self, size: int) -> bool:
        return type(size) is int and self.lo <= size <= self.hi

    def advance(self, ch: str, size: int) -> float | None:
        """``getlength(ch)`` at ``size`` (in covers_size), or None if ``ch`` is not covered."""
        units = self.units.get(ch)
        if units is None:
            return None
        exact = self.exceptions.get((ch, size))
        return (exact if exact is not None else scaled_advance(units, size, self.upem)) / 64


@dataclass
class SizedFont:
    """One font file at one pixel size, with its glyph caches."""

    family: str
    style: str
    size: int
    font: ImageFont.FreeTypeFont
    ascent: int
    descent: int
    kern_filter: KernFilter | None = None  # None: measure every pair
    path: str = ""  # the font file, for rasterising glyphs
    advance_table: AdvanceTable | None = None  # None: measure every advance
    _advance: dict[str, float] = field(default_factory=dict)
    _kern: dict[str, float] = field(default_factory=dict)
    _glyphs: dict[tuple[str, int], GlyphImage] = field(default_factory=dict)

    def advance(self, ch: str) -> float:
        adv = self._advance.get(ch)
        if adv is None:
            table = self.advance_table
            adv = table.advance(ch, self.size) if table is not None else None
            if adv is None:
                adv = self.font.getlength(ch, features=_NO_LIGATURES)
            if ch == " ":
                adv = word_space(adv, self.size)
            self._advance[ch] = adv
        return adv

    def kerning(self, left: str, right: str) -> float:
        if left == " " or right == " ":
            return 0.0  # a word space is never narrowed (see ``word_space``)
        kf = self.kern_filter
        if (kf is not None and left in kf.covered and right in kf.covered
                and right not in kf.kerned.get(left, _NOTHING)):
            return 0.0  # what raqm would measure: the font cannot kern this pair
        pair = left + right
        k = self._kern.get(pair)
        if k is None:
            if len(self._kern) >= MAX_PAIRS_PER_FONT:
                self._kern.clear()
            whole = self.font.getlength(pair, features=_NO_LIGATURES)
            k = self._kern[pair] = whole - self.advance(left) - self.advance(right)
        return k

    def pen_positions(self, text: str, x: float) -> list[float]:
        """Pen x of every character of ``text`` starting at ``x``, with pair kerning and word
        spaces as the layout sets them (``spacing.pen_positions``)."""
        return pen_positions(self, text, x)

    def width(self, text: str) -> float:
        if not text:
            return 0.0
        return self.pen_positions(text, 0.0)[-1] + self.advance(text[-1])

    def glyph(self, ch: str, phase: int) -> GlyphImage:
        """The glyph ``ch`` rendered at horizontal sub-pixel ``phase`` / SUBPIXEL_PHASES."""
        key = (ch, phase)
        g = self._glyphs.get(key)
        if g is None:
            if len(self._glyphs) >= MAX_GLYPHS_PER_FONT:
                self._glyphs.clear()
            g = self._glyphs[key] = self._render(ch, phase)
        return g

    def _render(self, ch: str, phase: int) -> GlyphImage:
        return render_glyph(ch, phase / SUBPIXEL_PHASES, self.path, self.size, self.font,
                            _NO_LIGATURES)


# Characters a family maps but draws as another one: Karla's ordinal indicators are a
# plain "o" and "a" on the baseline ("N.º" read "N.o", r48); a text holding one is set in
# another family of the class (``FontBook.covering_family``).
MISDRAWN: dict[str, str] = {"karla": "ºª"}


@dataclass(frozen=True)
class FontFace:
    """One manifest entry: a family in one style."""

    family: str
    name: str
    cls: str
    style: str
    path: Path
    starts: tuple[int, ...]
    ends: tuple[int, ...]
    file: str = ""  # as in the manifest: <family>/<file name>
    sha256: str = ""
    # characters already found in the cmap (and whitespace): a set test per text run
    _covered: set[str] = field(default_factory=set, compare=False, hash=False, repr=False)

    def covers_char(self, ch: str) -> bool:
        if ch in MISDRAWN.get(self.family, ""):  # in the cmap but not the right shape
            return False
        cp = ord(ch)
        i = bisect.bisect_right(self.starts, cp) - 1
        return i >= 0 and cp <= self.ends[i]

    def covers_text(self, text: str) -> bool:
        """Whether every character of ``text`` is whitespace or in the cmap."""
        if self._covered.issuperset(text):  # the usual case, without building a set
            return True
        for ch in set(text) - self._covered:
            if not (ch.isspace() or self.covers_char(ch)):
                return False
            self._covered.add(ch)
        return True


class FontBook:
    """All bundled fonts, indexed by family and style, with per-size caches."""

    def __init__(self, fonts_dir: Path = FONTS_DIR):
        manifest_path = fonts_dir / "manifest.json"
        if not manifest_path.exists():
            raise FontError(f"font manifest not found: {manifest_path}")
        raw = manifest_path.read_bytes()
        self.digest = hashlib.sha256(raw).hexdigest()
        self.faces: dict[tuple[str, str], FontFace] = {}
        for entry in json.loads(raw)["fonts"]:
            ranges = entry["cmap_ranges"]
            face = FontFace(
                family=entry["family"], name=entry["name"], cls=entry["class"],
                style=entry["style"], path=fonts_dir / entry["file"],
                starts=tuple(r[0] for r in ranges), ends=tuple(r[1] for r in ranges),
                file=entry["file"], sha256=entry["sha256"],
            )
            self.faces[(face.family, face.style)] = face
        self.fonts_dir = fonts_dir
        self._sized: dict[tuple[str, str, int], SizedFont] = {}
        self._sized_lock = threading.Lock()
        self._kern_filters: dict[str, KernFilter | None] = {}
        self._advance_tables: dict[str, AdvanceTable | None] = {}

    def _table(self, name: str, version: int) -> dict:
        """A per-font-file table under fonts/ (kerning.json, advances.json); no fonts in it
        (so everything is measured) if it is absent or of another version."""
        path = self.fonts_dir / name
        doc = json.loads(path.read_bytes()) if path.exists() else {}
        return doc if doc.get("version") == version else {"fonts": {}}

    @cached_property
    def _kerning_doc(self) -> dict:
        return self._table(KERNING_TABLE, KERNING_VERSION)

    @cached_property
    def _advances_doc(self) -> dict:
        return self._table(ADVANCES_TABLE, ADVANCES_VERSION)

    @staticmethod
    def _entry(doc: dict, face: FontFace) -> dict | None:
        """The face's entry in a table, if it was made from this exact file."""
        entry = doc["fonts"].get(face.file)
        return entry if entry is not None and entry["sha256"] == face.sha256 else None

    def kern_filter(self, face: FontFace) -> KernFilter | None:
        """The face's kerning table, or None if there is none for this exact file."""
        if face.file not in self._kern_filters:
            entry = self._entry(self._kerning_doc, face)
            usable = entry is not None and "pairs" in entry
            self._kern_filters[face.file] = KernFilter.from_entry(entry) if usable else None
        return self._kern_filters[face.file]

    def advance_table(self, face: FontFace) -> AdvanceTable | None:
        """The face's advance table, or None if there is none for this exact file."""
        if face.file not in self._advance_tables:
            entry = self._entry(self._advances_doc, face)
            self._advance_tables[face.file] = None if entry is None else \
                AdvanceTable.from_entry(entry, self._advances_doc["sizes"])
        return self._advance_tables[face.file]

    @cached_property
    def families(self) -> tuple[str, ...]:
        return tuple(sorted({f for f, _ in self.faces}))

    def families_of(self, cls: str) -> tuple[str, ...]:
        """The families of a class a page may set text in. A proportional face whose hyphen
        is as wide as its en dash (Go) is left out: "E-Mail" would read as "E–Mail"."""
        return tuple(f for f in self.families if self.faces[(f, "regular")].cls == cls
                     and f not in self._dash_hyphens)

    @cached_property
    def _dash_hyphens(self) -> frozenset[str]:
        out = set()
        for family in self.families:
            if self.faces[(family, "regular")].cls == "mono":
                continue  # every glyph of a monospaced face is one column wide
            sized = self.sized(family, "regular", 20)
            if sized.advance("-") >= sized.advance("\u2013"):
                out.add(family)
        return frozenset(out)

    def family_class(self, family: str) -> str:
        return self.face(family, "regular").cls

    def face(self, family: str, style: str) -> FontFace:
        """The face for (family, style), falling back to the nearest style the family has."""
        for candidate in _style_fallbacks(style):
            face = self.faces.get((family, candidate))
            if face is not None:
                return face
        raise FontError(f"unknown font family {family!r}; bundled: {', '.join(self.families)}")

    def covers(self, family: str, style: str, text: str) -> bool:
        return self.face(family, style).covers_text(text)

    def covering_family(self, family: str, style: str, text: str) -> str:
        """``family`` if it covers ``text``, else the first family of the same class that does."""
        if self.covers(family, style, text):
            return family
        cls = self.family_class(family)
        for other in self.families_of(cls):
            if self.covers(other, style, text):
                return other
        missing = sorted({c for c in text if not self.face(family, style).covers_char(c)})
        raise FontError(f"no {cls} font covers {''.join(missing)!r} (asked for {family})")

    def sized(self, family: str, style: str, size: int) -> SizedFont:
        """The face at ``size``, cached; safe from several threads (the Dask engine's
        in-process workers): the cache's recency order and eviction are one locked step."""
        face = self.face(family, style)
        key = (face.family, face.style, size)
        with self._sized_lock:
            sf = self._sized.pop(key, None)
            if sf is not None:
                self._sized[key] = sf  # most recently used last: eviction is least recent
                return sf
            self._evict()
            return self._load(face, key)

    def _load(self, face: FontFace, key: tuple[str, str, int]) -> SizedFont:
        size = key[2]
        font = open_font(str(face.path), size, ImageFont.Layout.RAQM)
        ascent, descent = font.getmetrics()
        table = self.advance_table(face)
        sf = self._sized[key] = SizedFont(face.family, face.style, size, font, ascent, descent,
                                          self.kern_filter(face), str(face.path),
                                          table if table is not None and table.covers_size(size)
                                          else None)
        return sf

    def _evict(self) -> None:
        """Drop least recently used sized fonts until a new one fits both bounds."""
        glyphs = sum(len(sf._glyphs) for sf in self._sized.values())
        while self._sized and (len(self._sized) >= MAX_SIZED_FONTS
                               or glyphs > MAX_GLYPHS_TOTAL):
            glyphs -= len(self._sized.pop(next(iter(self._sized)))._glyphs)


def _style_fallbacks(style: str) -> tuple[str, ...]:
    return {"regular": ("regular",), "bold": ("bold", "regular"),
            "italic": ("italic", "regular"),
            "bolditalic": ("bolditalic", "bold", "italic", "regular")}[style]


_BOOK: FontBook | None = None


def fontbook() -> FontBook:
    """The process-wide font book (fonts and glyph caches are shared by every page)."""
    global _BOOK
    if _BOOK is None:
        _BOOK = FontBook()
    return _BOOK
