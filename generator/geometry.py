"""Page geometry: the glyph table and the words, lines, paragraphs, blocks and regions over it.

This is the single source of truth for targets, for the verifier and for the ``geometry/``
sidecar. It is plain data (ints, strings, tuples) and round-trips through JSON, so the
verifier can rebuild it from a written dataset without importing anything that made it.
"""

from __future__ import annotations

import gzip
import json
from dataclasses import asdict, dataclass, field, fields
from typing import Any

Box = tuple[int, int, int, int]  # x1, y1, x2, y2 (x2, y2 exclusive for ink and advance boxes)

SCHEMA_VERSION = 1


@dataclass(slots=True)
class Glyph:
    char: str
    font: int  # index into PageGeometry.fonts
    style: int  # index into PageGeometry.styles
    pen: float  # pen x where the glyph is drawn (sub-pixel)
    advance: float  # horizontal advance, kerning to the next glyph excluded
    baseline: int
    ink: Box | None  # tight box of the drawn pixels; None for spaces
    word: int  # -1 when the glyph is not part of a word (space, punctuation)
    sentence: int
    line: int
    paragraph: int
    block: int
    region: int


@dataclass(slots=True)
class Word:
    id: int
    text: str
    glyphs: tuple[int, int]  # [first, end) indices into glyphs
    line: int
    block: int


@dataclass(slots=True)
class Line:
    id: int
    glyphs: tuple[int, int]
    block: int
    paragraph: int
    baseline: int
    top: int  # line box: baseline - ascent of the line's tallest font
    bottom: int  # baseline + descent


@dataclass(slots=True)
class Paragraph:
    id: int
    lines: tuple[int, int]  # [first, end) line ids
    block: int


@dataclass(slots=True)
class Block:
    """One laid-out text box. ``role`` says what the text is for (prose, text, code,
    structural, chrome, field); ``name`` names fields such as invoice_total."""

    id: int
    region: int
    role: str
    box: Box  # the container the text was laid out in (its clip rectangle)
    z: int
    name: str = ""
    paragraphs: tuple[int, int] = (0, 0)
    line_height: int = 0
    clipped: bool = False  # text runs on past the box's right edge, cut with no "…" (code)


@dataclass(slots=True)
class Region:
    id: int
    name: str  # toolbar, sidebar, body, message 3, ...
    kind: str  # chrome, structural, body, message, ...
    box: Box
    label: str = ""  # human label used by region qualifiers (a sender name, a panel title)


@dataclass(slots=True)
class Shape:
    """A non-text element drawn on the page (panel, button, cursor) with its stacking order."""

    kind: str
    box: Box
    z: int
    opaque: bool = True


@dataclass
class PageGeometry:
    width: int
    height: int
    theme: dict[str, Any]
    fonts: list[tuple[str, str, int]] = field(default_factory=list)  # family, style, size
    styles: list[dict[str, Any]] = field(default_factory=list)
    glyphs: list[Glyph] = field(default_factory=list)
    words: list[Word] = field(default_factory=list)
    lines: list[Line] = field(default_factory=list)
    paragraphs: list[Paragraph] = field(default_factory=list)
    blocks: list[Block] = field(default_factory=list)
    regions: list[Region] = field(default_factory=list)
    shapes: list[Shape] = field(default_factory=list)
    meta: dict[str, Any] = field(default_factory=dict)

    # ---- derived views -------------------------------------------------------------

    def word_text(self, word: Word) -> str:
        return word.text

    def glyph_range(self, span: tuple[int, int]) -> list[Glyph]:
        return self.glyphs[span[0]:span[1]]

    def ink_union(self, indices: range | list[int]) -> Box | None:
        return union_boxes(self.glyphs[i].ink for i in indices)

    def word_box(self, word: Word) -> Box:
        box = self.ink_union(range(*word.glyphs))
        assert box is not None, f"word {word.text!r} has no ink"
        return box

    def line_text(self, line: Line) -> str:
        return "".join(g.char for g in self.glyphs[line.glyphs[0]:line.glyphs[1]])

    def line_box(self, line: Line) -> Box | None:
        return self.ink_union(range(*line.glyphs))

    def paragraph_glyphs(self, para: Paragraph) -> range:
        first = self.lines[para.lines[0]].glyphs[0]
        end = self.lines[para.lines[1] - 1].glyphs[1]
        return range(first, end)

    def paragraph_text(self, para: Paragraph) -> str:
        parts = [self.line_text(self.lines[i]) for i in range(*para.lines)]
        return " ".join(p.strip() for p in parts)

    def page_text(self) -> str:
        return "\n".join(self.line_text(line) for line in self.lines)

    # ---- serialisation -------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        def rows(items: list[Any]) -> list[list[Any]]:
            return [[getattr(it, f.name) for f in fields(it)] for it in items]

        return {
            "schema": SCHEMA_VERSION,
            "width": self.width,
            "height": self.height,
            "theme": self.theme,
            "fonts": [list(f) for f in self.fonts],
            "styles": self.styles,
            "columns": {name: [f.name for f in fields(cls)] for name, cls in _TABLES.items()},
            **{name: rows(getattr(self, name)) for name in _TABLES},
            "meta": self.meta,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> PageGeometry:
        geo = cls(width=data["width"], height=data["height"], theme=data["theme"])
        geo.fonts = [tuple(f) for f in data["fonts"]]
        geo.styles = data["styles"]
        geo.meta = data.get("meta", {})
        for name, table_cls in _TABLES.items():
            columns = data["columns"][name]
            setattr(geo, name, [table_cls(**dict(zip(columns, _tuplify(r), strict=True)))
                                for r in data[name]])
        return geo

    def dumps_gz(self) -> bytes:
        text = json.dumps(self.to_json(), separators=(",", ":"), sort_keys=True)
        return gzip.compress(text.encode("utf-8"), compresslevel=6, mtime=0)

    @classmethod
    def loads_gz(cls, blob: bytes) -> PageGeometry:
        return cls.from_json(json.loads(gzip.decompress(blob)))


_TABLES = {
    "glyphs": Glyph, "words": Word, "lines": Line, "paragraphs": Paragraph,
    "blocks": Block, "regions": Region, "shapes": Shape,
}


def _tuplify(row: list[Any]) -> list[Any]:
    return [tuple(v) if isinstance(v, list) else v for v in row]


def union_boxes(boxes: Any) -> Box | None:
    """The smallest box holding every box of ``boxes`` (None entries skipped), or None."""
    kept = [b for b in boxes if b is not None]
    if not kept:
        return None
    x1s, y1s, x2s, y2s = zip(*kept, strict=True)
    return (min(x1s), min(y1s), max(x2s), max(y2s))


def as_dict(obj: Any) -> dict[str, Any]:
    return asdict(obj)
