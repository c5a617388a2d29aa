"""Programmatic pages for the verifier's tests: regions, text and shapes placed by hand,
so the tests control which words repeat, where, and in what style.

Expected boxes come from the sampler's own box code (generator/targets/boxes.py), a
second implementation of SPEC 3 (tests may import it; the verifier may not).
"""

from __future__ import annotations

from typing import Any

from PIL import Image

from generator.geometry import PageGeometry, Word
from generator.layout import Span, Style
from generator.page import Page, make_theme
from generator.page.render import render
from generator.targets import boxes as sb
from generator.targets.categories import CATEGORIES
from generator.verify import Verdict, verify

FAMILY = "dejavu_sans"


class Sheet:
    """A page under construction; ``render()`` returns (image, geometry)."""

    def __init__(self, dark: bool = False):
        self.theme = make_theme(dark, "blue")
        self.page = Page(1024, 768, self.theme)
        # the body is a document being edited: a caret task stands only in editable text
        # (generator/editable.py, the verifier's static_caret)
        self.page.meta["typing_regions"] = ["body"]
        self.y = 80

    def style(self, size: int = 16, **flags: Any) -> Style:
        colour = flags.pop("color", self.theme.text)
        return Style(FAMILY, size, colour, **flags)

    def prose(self, paragraphs: list, region: tuple[str, str, str] = ("body", "body", ""),
              x: int = 260, width: int = 640, gap: float = 0.0, size: int = 16,
              role: str = "prose", **flags: Any):
        """Paragraphs of text (strings or span lists) in a region, below the last one."""
        st = self.style(size, **flags)
        paragraphs = [[Span(p, st)] if isinstance(p, str) else p for p in paragraphs]
        name, kind, label = region
        with self.page.region(name, kind, (x - 10, self.y - 6, x + width + 10, 740), label):
            block = self.page.text((x, self.y, x + width, 740), paragraphs, st, role=role,
                                   paragraph_gap=gap, line_height=1.4)
        self.y = block.bottom + 24
        return block

    def labels(self, name: str, words: list[str], y: int = 20, x: int = 20,
               role: str = "chrome", kind: str = "chrome", label: str = "") -> None:
        """A bar of one-word labels (toolbar, sidebar ...) at the top of the page."""
        st = self.style(14)
        with self.page.region(name, kind, (x, y, 1000, y + 40), label):
            for word in words:
                x = self.page.label(x, y, word, st, role=role).right + 24

    def render(self) -> tuple[Image.Image, PageGeometry]:
        return render(self.page)


def spans(*parts: tuple[str, dict[str, Any]] | str, sheet: Sheet) -> list[Span]:
    """A paragraph of spans: plain strings, or (text, style flags)."""
    out = []
    for p in parts:
        text, flags = (p, {}) if isinstance(p, str) else p
        out.append(Span(text, sheet.style(16, **flags)))
    return out


def words(geo: PageGeometry, text: str) -> list[Word]:
    return [w for w in geo.words if w.text == text]


def glyphs(word: Word) -> list[int]:
    return list(range(*word.glyphs))


def word_box(geo: PageGeometry, word: Word) -> tuple[int, int, int, int]:
    return sb.ink_box(geo, glyphs(word))


def caret_at(geo: PageGeometry, glyph: int, after: bool = False):
    line = geo.lines[geo.glyphs[glyph].line]
    return sb.caret_box(geo, line, glyph - line.glyphs[0] + int(after))


def row(instruction: str, category: str, bbox, point=None, lang: str = "en",
        answer_type: str | None = None) -> dict[str, Any]:
    bbox = [int(v) for v in bbox]
    if point is None:
        point = [(bbox[0] + bbox[2]) // 2, (bbox[1] + bbox[3]) // 2]
    return {"id": "t", "instruction": instruction, "language": lang, "category": category,
            "bbox": bbox, "point": list(point),
            "answer_type": answer_type or CATEGORIES[category].answer_type}


def check(image, geo, instruction: str, category: str, bbox, **kw) -> Verdict:
    return verify(image, geo, row(instruction, category, bbox, **kw))
