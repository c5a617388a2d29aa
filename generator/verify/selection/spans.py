"""Every span of the page a ``SelQuery`` can mean, as (first glyph, last glyph) with the
word runs it is anchored on, and the snap box of a caret position (SPEC 13).

Span conventions (the reader's): a word, a range ("from a to b": a's first glyph through
b's last, b after a in the same text block), a part of a token (computed on the quoted
host's own text: the digits after its last decimal separator, what follows its "@", what
follows its last dot, the one occurrence of the quoted part), a line / paragraph /
sentence / field value: its first through its last inked glyph.

Snap box of caret position c of a line (positions: conventions.caret_positions): x nearer
to c than to any other position of the line lie in (lo, hi), the midpoints to the nearest
positions on each side. The box is [floor(c + 0.5 - 3), that + 6], cut to the integers
strictly inside (lo, hi), line-box tall; under 4 px wide it is no box (None).
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field

from generator.geometry import Line, PageGeometry
from generator.verify.lookalike import lookalikes
from generator.verify.match import Matcher, Run
from generator.verify.query import WordRef
from generator.verify.selection.parse import SelQuery

Box = tuple[int, int, int, int]
# Invoice values a field selection may name (the groups are blocks of several values).
VALUE_FIELDS = frozenset({
    "invoice_number", "invoice_date", "invoice_due_date", "invoice_sender",
    "invoice_sender_city", "invoice_sender_zip", "invoice_recipient", "invoice_recipient_city",
    "invoice_recipient_zip", "invoice_email", "invoice_phone", "invoice_tax_id",
    "invoice_iban", "invoice_bic", "invoice_subtotal", "invoice_tax", "invoice_total"})
_DECIMALS = re.compile(r"[-+−]?[\d.,'\u202f\u00a0]*\d[.,](\d+)")


@dataclass
class Span:
    first: int
    last: int
    runs: list[Run] = field(default_factory=list)


def _fold1(ch: str) -> str:
    low = ch.casefold()
    return low if len(low) == 1 else ch.lower()


def snap_box(line: Line, positions: list[float], k: int) -> Box | None:
    c = positions[k]
    left = [p for j, p in enumerate(positions) if j != k and p <= c]
    right = [p for j, p in enumerate(positions) if j != k and p > c]
    if any(p == c for p in left):
        return None
    x1 = math.floor(c + 0.5 - 3)
    x2 = x1 + 6
    if left:
        x1 = max(x1, math.floor((max(left) + c) / 2) + 1)
    if right:
        x2 = min(x2, math.ceil((min(right) + c) / 2) - 1)
    return (x1, line.top, x2, line.bottom) if x2 - x1 >= 4 else None


def part_of(text: str, kind: str, sub: str = "") -> tuple[int, int] | None:
    """[a, b) of the selected part inside a host token's text."""
    if kind == "decimals":
        m = _DECIMALS.fullmatch(text)
        return m.span(1) if m else None
    if kind == "domain":
        return (text.index("@") + 1, len(text)) if text.count("@") == 1 \
            and not text.endswith("@") else None
    if kind == "extension":
        dot = text.rfind(".")
        return (dot + 1, len(text)) if 0 < dot < len(text) - 1 else None
    at = text.find(sub)
    return (at, at + len(sub)) if sub and at >= 0 and text.find(sub, at + 1) < 0 else None


class SpanFinder(Matcher):
    """The spans of a selection query on one page."""

    def spans_of(self, q: SelQuery) -> list[Span]:
        return getattr(self, f"_{q.kind}")(q)

    def _word(self, q: SelQuery) -> list[Span]:
        """A word as a reader sees one: never the "709" of "1 709" (r60 0025)."""
        return [Span(r.g1, r.g2 - 1, [r]) for r in self.whole_words(q.word)]

    def _range(self, q: SelQuery) -> list[Span]:
        """Every (a, b) reading of "from a to b": b after a anywhere on the page (a reader
        does not know a drag must stay in one block: another "lo" in the message above
        makes "from «lo» to «meet»" ambiguous), a and b taken wherever a reader sees
        them, a piece of a longer token included (the "22" and "2025" of a "22/07/2025"
        cell read as a range from «22» to «2025» too)."""
        out = []
        ends = self._seen(q.word2)
        for a in self._seen(q.word):
            for b in ends:
                if b.g1 >= a.g2:
                    out.append(Span(a.g1, b.g2 - 1, [a, b]))
        return out

    def _seen(self, ref: WordRef) -> list[Run]:
        """``words(ref)`` and, for a bare quote, every other place its characters stand
        between non-letters (case-folded, one char per glyph)."""
        runs = {(r.g1, r.g2): r for r in self.words(ref)}
        if ref.styles or ref.region or ref.context or ref.ordinal is not None:
            return sorted(runs.values(), key=lambda r: r.g1)
        key = "".join(_fold1(c) for c in ref.text)
        pattern = re.compile(r"(?<![^\W_])" + re.escape(key) + r"(?![^\W_])")
        glyphs = self.geo.glyphs
        for line in self.geo.lines:
            first, end = line.glyphs
            text = "".join(_fold1(glyphs[i].char) for i in range(first, end))
            for m in pattern.finditer(text):
                g1, g2 = first + m.start(), first + m.end()
                if (g1, g2) not in runs:
                    word = next((glyphs[i].word for i in range(g1, g2)
                                 if glyphs[i].word >= 0), -1)
                    runs[(g1, g2)] = Run(word, word, g1, g2)
        return sorted(runs.values(), key=lambda r: r.g1)

    def _inked_span(self, ids: list[int]) -> Span | None:
        ink = [i for i in ids if self.geo.glyphs[i].ink is not None]
        return Span(ink[0], ink[-1]) if ink else None

    def _unit(self, q: SelQuery) -> list[Span]:
        out = []
        for ident in self.spans(q.span):
            span = self._inked_span(self.view.glyph_ids(q.span.unit, ident))
            if span is not None:
                out.append(span)
        return out

    def _substring(self, q: SelQuery) -> list[Span]:
        out = []
        for r in self.runs(q.host):
            text = "".join(self.geo.glyphs[i].char for i in range(r.g1, r.g2))
            found = part_of(text, q.part, q.sub)
            if found is not None:
                out.append(Span(r.g1 + found[0], r.g1 + found[1] - 1, [r]))
        return out

    def _part(self, q: SelQuery) -> list[Span]:
        return self._substring(q)

    def _field(self, q: SelQuery) -> list[Span]:
        if q.field_name not in VALUE_FIELDS:
            return []
        out = []
        for b in self.geo.blocks:
            if b.name == q.field_name and b.role == "field":
                span = self._inked_span(self.view.glyph_ids("block", b.id))
                if span is not None:
                    out.append(span)
        if len(out) == 1:  # a value of its kind elsewhere, even in running text (r57 0017)
            block = self.geo.glyphs[out[0].first].block
            out += [Span(a, b) for a, b in lookalikes(self.geo, q.field_name, block)]
        return out


def caret_snap(geo: PageGeometry, finder: SpanFinder, glyph: int, after: bool) -> Box | None:
    line = geo.lines[geo.glyphs[glyph].line]
    return snap_box(line, finder.view.carets(line), glyph - line.glyphs[0] + int(after))


__all__ = ["VALUE_FIELDS", "Span", "SpanFinder", "WordRef", "caret_snap", "part_of",
           "snap_box"]
