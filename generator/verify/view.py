"""The verifier's read-only index over one page's geometry: words by text, the texts of
lines, sentences, paragraphs and blocks (with a map back to glyphs), and caret positions.

Texts are compared case-folded with whitespace runs collapsed; a line break inside a
sentence, paragraph or block reads as one space.
"""

from __future__ import annotations

import re
from collections import defaultdict
from functools import cached_property

from generator.geometry import Line, PageGeometry, Word
from generator.verify.conventions import caret_positions, pen_positions

# a word written after an elided article or preposition ("d'échéance", "dell'anno", "l'app")
ELIDED = re.compile(r"^([^\W\d_]{1,5})['’]([^\W\d_][\w'’-]*)$")

# a piece of a snake_case identifier: letters and digits between underscores
PIECE = re.compile(r"[^\W_]+")


def fold(text: str) -> str:
    return " ".join(text.casefold().split())


class TextMap:
    """Case-folded, space-collapsed text of a glyph range, with the glyph of each char."""

    def __init__(self, geo: PageGeometry, glyph_ids: range | list[int]):
        chars: list[str] = []
        owner: list[int] = []
        prev = None
        for i in glyph_ids:
            g = geo.glyphs[i]
            ch = " " if g.char.isspace() else g.char
            if prev is not None and g.line != geo.glyphs[prev].line:
                self._add(chars, owner, " ", -1)
            for c in ch.casefold():
                self._add(chars, owner, c, i)
            prev = i
        while chars and chars[-1] == " ":
            chars.pop()
            owner.pop()
        self.text = "".join(chars)
        self.owner = owner

    @staticmethod
    def _add(chars: list[str], owner: list[int], c: str, i: int) -> None:
        if c == " " and (not chars or chars[-1] == " "):
            return
        chars.append(c)
        owner.append(i)

    def occurrences(self, needle: str) -> list[tuple[int, int]]:
        """[first, last] glyph ids of every (overlapping) occurrence of ``needle``."""
        out, at = [], self.text.find(needle)
        while needle and at != -1:
            ids = [o for o in self.owner[at:at + len(needle)] if o >= 0]
            if ids:
                out.append((ids[0], ids[-1]))
            at = self.text.find(needle, at + 1)
        return out


def starts_with(text: str, prefix: str) -> bool:
    """``text`` begins with ``prefix`` (plain prefix: a reader may take "Hello" to begin
    "Helloworld" too, so the verifier counts it as a candidate)."""
    return bool(prefix) and text.startswith(prefix)


def ends_with(text: str, suffix: str) -> bool:
    return bool(suffix) and text.endswith(suffix)


class PageView:
    def __init__(self, geo: PageGeometry):
        self.geo = geo
        self._carets: dict[int, list[float]] = {}
        self._maps: dict[tuple[str, int], TextMap] = {}

    # ---- words ------------------------------------------------------------------------

    @cached_property
    def by_text(self) -> dict[str, list[Word]]:
        out: dict[str, list[Word]] = defaultdict(list)
        for w in self.geo.words:
            out[w.text.casefold()].append(w)
        return out

    @cached_property
    def by_elided(self) -> dict[str, list[tuple[Word, int]]]:
        """Words after an elided article or preposition, with their offset in the host
        word: a reader quoting "échéance" also sees the one of "d'échéance", "anno" the one
        of "dell'anno"."""
        out: dict[str, list[tuple[Word, int]]] = defaultdict(list)
        for w in self.geo.words:
            m = ELIDED.match(w.text)
            if m:
                out[m.group(2).casefold()].append((w, m.start(2)))
        return out

    @cached_property
    def by_piece(self) -> dict[str, list[tuple[Word, int]]]:
        """The snake_case pieces of identifiers, with their offset in the host word: a
        reader quoting `by` also sees the one of `_by_assignee`, `hours` the one of
        `MIN_HOURS`."""
        out: dict[str, list[tuple[Word, int]]] = defaultdict(list)
        for w in self.geo.words:
            if "_" not in w.text:
                continue
            for m in PIECE.finditer(w.text):
                if len(m.group(0)) < len(w.text):
                    out[m.group(0).casefold()].append((w, m.start()))
        return out

    def word_region(self, word: Word) -> int:
        return self.geo.blocks[word.block].region

    def glyph_sentence(self, i: int) -> int:
        return self.geo.glyphs[i].sentence

    # ---- spans of text ----------------------------------------------------------------

    def text_map(self, kind: str, ident: int) -> TextMap:
        key = (kind, ident)
        if key not in self._maps:
            self._maps[key] = TextMap(self.geo, self.glyph_ids(kind, ident))
        return self._maps[key]

    def glyph_ids(self, kind: str, ident: int) -> list[int]:
        geo = self.geo
        if kind == "line":
            return list(range(*geo.lines[ident].glyphs))
        if kind == "paragraph":
            return list(geo.paragraph_glyphs(geo.paragraphs[ident]))
        if kind == "sentence":
            return self.sentences[ident]
        if kind == "block":
            lines = [ln for ln in geo.lines if ln.block == ident]
            return [i for ln in lines for i in range(*ln.glyphs)]
        raise KeyError(kind)

    def text(self, kind: str, ident: int) -> str:
        return self.text_map(kind, ident).text

    @cached_property
    def sentences(self) -> dict[int, list[int]]:
        """Sentence id -> its glyphs without leading and trailing spaces."""
        out: dict[int, list[int]] = defaultdict(list)
        for i, g in enumerate(self.geo.glyphs):
            out[g.sentence].append(i)
        for ids in out.values():
            while ids and self.geo.glyphs[ids[0]].char.isspace():
                ids.pop(0)
            while ids and self.geo.glyphs[ids[-1]].char.isspace():
                ids.pop()
        return {k: v for k, v in out.items() if v}

    def count(self, kind: str) -> int:
        geo = self.geo
        return {"line": len(geo.lines), "paragraph": len(geo.paragraphs),
                "block": len(geo.blocks)}[kind]

    def span_ids(self, kind: str) -> list[int]:
        return sorted(self.sentences) if kind == "sentence" else list(range(self.count(kind)))

    def block_of_span(self, kind: str, ident: int) -> int:
        ids = self.glyph_ids(kind, ident)
        return self.geo.glyphs[ids[0]].block if ids else -1

    # ---- carets -----------------------------------------------------------------------

    def carets(self, line: Line) -> list[float]:
        if line.id not in self._carets:
            self._carets[line.id] = caret_positions(self.geo, line)
        return self._carets[line.id]

    def pens(self, line: Line) -> list[float]:
        key = -1 - line.id
        if key not in self._carets:
            self._carets[key] = pen_positions(self.geo, line)
        return self._carets[key]
