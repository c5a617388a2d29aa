"""Look-ups over a page's geometry that several samplers share (computed once per page)."""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from functools import cached_property

from generator.editable import editable_line_ids
from generator.geometry import Line, PageGeometry, Word
from generator.targets.boxes import (
    Box,
    caret_positions,
    contains,
    intersects,
    snap_positions,
    valid,
)
from generator.targets.tokens import pieces
from generator.verify.core import MIN_LEGIBLE
from generator.verify.cut import clipped_end, cut_tails, reads_as

BODY_ROLES = ("prose", "text", "code")
STYLE_FLAGS = ("bold", "italic", "underline", "highlight", "strike", "link", "code", "faded")
_SPACES = re.compile(r"\s+")


def squash(text: str) -> str:
    """Whitespace runs collapsed to one space, ends stripped (how quotes are compared)."""
    return _SPACES.sub(" ", text).strip()


CELL_GAP = 48
ROW_ROLES = frozenset({"text", "prose", "code", "structural"})
WIDE_GAP = 1.5  # em: an ink gap this wide between two words is a tab stop, no space


def _level(a: tuple[int, ...], b: tuple[int, ...]) -> bool:
    overlap = min(a[3], b[3]) - max(a[1], b[1])
    return overlap > 0.5 * min(a[3] - a[1], b[3] - b[1])


def _gap(a: tuple[int, ...], b: tuple[int, ...]) -> int:
    return max(b[0] - a[2], a[0] - b[2])


@dataclass
class PageIndex:
    geo: PageGeometry
    _cache: dict = field(default_factory=dict)

    # ---- words ----------------------------------------------------------------------

    @cached_property
    def by_text(self) -> dict[str, list[Word]]:
        """Every word of the page (chrome included) by case-folded text, in page order."""
        out: dict[str, list[Word]] = defaultdict(list)
        for w in self.geo.words:
            out[w.text.casefold()].append(w)
        return out

    @cached_property
    def row_cells(self) -> frozenset[int]:
        """Lines a reader sees as one cell of a row, not as a line: another block's line
        runs level with them (overlapping half their height) less than ``CELL_GAP`` px to
        the left or right (a log row's timestamp, a table's cells), or at any distance in
        their own region when either block is a one-line label (a receipt's item and its
        price, a comment's author and its time); and every line of a table cell whose row
        holds other cells (r49 0019: a file list's date, 95 px right of the file name, is
        no line "that begins with '28 dic 2024 09:24'")."""
        geo = self.geo
        rows: dict[int, list[tuple[int, int, tuple[int, int, int, int]]]] = defaultdict(list)
        for ln in geo.lines:
            box = geo.line_box(ln)
            if box is not None:
                rows[(box[1] + box[3]) // 2 // 8].append((ln.id, ln.block, box))
        out = {ln.id for ln in geo.lines if geo.blocks[ln.block].region in self._row_regions}
        for key, items in rows.items():
            near = items + rows.get(key - 1, []) + rows.get(key + 1, [])
            for lid, block, a in items:
                if any(other != block and _level(a, b) and self._one_row(block, other, a, b)
                       for _, other, b in near):
                    out.add(lid)
        return frozenset(out)

    def _one_row(self, a: int, b: int, box_a: Box, box_b: Box) -> bool:
        """Whether blocks ``a`` and ``b``, whose lines run level, are cells of one row."""
        blocks = self.geo.blocks
        role_a, role_b = blocks[a].role, blocks[b].role
        if role_a == role_b and _gap(box_a, box_b) < CELL_GAP:
            return True  # an editor's gutter numbers (chrome beside code) are no cells
        return blocks[a].region == blocks[b].region and {role_a, role_b} <= ROW_ROLES \
            and (self._one_line(a) or self._one_line(b))

    def _one_line(self, block: int) -> bool:
        b = self.geo.blocks[block]
        paras = self.geo.paragraphs[b.paragraphs[0]:b.paragraphs[1]]
        return len(paras) == 1 and paras[0].lines[1] - paras[0].lines[0] == 1

    @cached_property
    def _row_regions(self) -> frozenset[int]:
        """Table cells with another cell level beside them: one row of a table."""
        cells = [r for r in self.geo.regions if r.kind == "cell"]
        return frozenset(r.id for r in cells if any(
            o.id != r.id and _level(r.box, o.box) and _gap(r.box, o.box) >= 0 for o in cells))

    @cached_property
    def peers(self) -> dict[tuple[str, str], list[Word]]:
        """Words by their kind on the page: (block role, region kind). A style that every
        word of a kind has (every column header bold) tells none of them apart."""
        out: dict[tuple[str, str], list[Word]] = defaultdict(list)
        for w in self.geo.words:
            out[self.kind_of(w)].append(w)
        return out

    def kind_of(self, word: Word) -> tuple[str, str]:
        block = self.geo.blocks[word.block]
        return block.role, self.geo.regions[block.region].kind

    @cached_property
    def word_counts(self) -> Counter[str]:
        return Counter({k: len(v) for k, v in self.by_text.items()})

    def matches(self, word: Word) -> list[Word]:
        return self.by_text[word.text.casefold()]

    def inside_longer(self, text: str) -> bool:
        """Whether ``text`` is also part of a longer word on the page ("teken" of "tekens"):
        a bare quote «teken» then reads as either, only "the word «teken»" is the one."""
        key = text.casefold()
        return any(key in other and other != key for other in self.by_text)

    def number_elsewhere(self, text: str) -> bool:
        """Whether a number ("16") is also printed as a digit run inside another token
        ("16:00", "16.01.", "16-18"): a reader counts those too, so «16» is not unique."""
        if not text.isdigit():
            return False
        run = re.compile(r"(?<!\d)" + re.escape(text) + r"(?!\d)")
        return any(run.search(other) for other in self.by_text if other != text)

    def role(self, word: Word) -> str:
        return self.geo.blocks[word.block].role

    def is_whole(self, word: Word) -> bool:
        """False for a word cut by an ellipsis or at its container's edge, or without ink."""
        end = word.glyphs[1]
        line_end = self.geo.lines[word.line].glyphs[1]
        if end < line_end and self.geo.glyphs[end].char == "…":
            return False
        if clipped_end(self.geo, word.line) in range(*word.glyphs):
            return False
        return all(self.geo.glyphs[i].ink is not None for i in range(*word.glyphs))

    def words_with_role(self, roles: tuple[str, ...]) -> list[Word]:
        """Whole words of ``roles`` set at a legible size (the verifier's ``illegible``)."""
        fonts = self.geo.fonts
        return [w for w in self.geo.words if self.role(w) in roles and self.is_whole(w)
                and fonts[self.geo.glyphs[w.glyphs[0]].font][2] >= MIN_LEGIBLE]

    def unique(self, word: Word) -> bool:
        return self.word_counts[word.text.casefold()] == 1

    def is_code(self, word: Word) -> bool:
        return self.role(word) == "code" or self.has_style(word, "code")

    def neighbour(self, word: Word, step: int) -> Word | None:
        """The word just before (step -1) or after (+1) in the same block."""
        k = word.id + step
        if 0 <= k < len(self.geo.words) and self.geo.words[k].block == word.block:
            return self.geo.words[k]
        return None

    # ---- styles ---------------------------------------------------------------------

    def has_style(self, word: Word, flag: str) -> bool:
        styles = self.geo.styles
        return all(bool(styles[self.geo.glyphs[i].style][flag]) for i in range(*word.glyphs))

    def colour(self, word: Word) -> str:
        """The palette colour name every glyph of the word has, or ""."""
        names = {self.geo.styles[self.geo.glyphs[i].style]["color_name"]
                 for i in range(*word.glyphs)}
        return names.pop() if len(names) == 1 else ""

    def styles_of(self, word: Word) -> list[tuple[str, str]]:
        """(style, colour) qualifiers that hold for the word."""
        out = [(flag, "") for flag in STYLE_FLAGS if self.has_style(word, flag)]
        if self.colour(word):
            out.append(("colour", self.colour(word)))
        return out

    # ---- text of sentences, paragraphs and blocks -----------------------------------

    def span_text(self, first: int, end: int) -> str:
        """Text of glyphs [first, end) with a space where a line ends, squashed."""
        glyphs = self.geo.glyphs
        parts = []
        for i in range(first, end):
            if i > first and glyphs[i].line != glyphs[i - 1].line:
                parts.append(" ")
            parts.append(glyphs[i].char)
        return squash("".join(parts))

    def wide_breaks(self, first: int, end: int) -> set[int]:
        """The tokens of ``span_text(first, end)`` (by index) that a reader sees apart from
        the one before: on one line after a tab, two or more spaces or an ink gap wider than
        ``WIDE_GAP`` em ("Quantity: 120    Refills: 0" is two things: no "120 Refills")."""
        glyphs, out, token, prev, run, wide = self.geo.glyphs, set(), -1, None, 0, False
        for i in range(first, end):
            g = glyphs[i]
            if g.char.isspace():
                run, wide = run + 1, wide or g.char == "\t" or run >= 1
                continue
            if prev is None or run or g.line != prev.line:
                token += 1
                if prev is not None and g.line == prev.line and (wide or self._far(prev, g)):
                    out.add(token)
            prev, run, wide = g, 0, False
        return out

    def _far(self, a, b) -> bool:
        if a.ink is None or b.ink is None:
            return False
        size = self.geo.styles[b.style].get("size", 12) if b.style < len(self.geo.styles) \
            else 12
        return b.ink[0] - a.ink[2] > WIDE_GAP * size

    @cached_property
    def sentences(self) -> dict[int, tuple[int, int]]:
        """Sentence id -> [first, end) glyph range, trailing spaces excluded."""
        spans: dict[int, list[int]] = {}
        for i, g in enumerate(self.geo.glyphs):
            if g.char == " ":
                continue
            if g.sentence in spans:
                spans[g.sentence][1] = i + 1
            else:
                spans[g.sentence] = [i, i + 1]
        return {k: (v[0], v[1]) for k, v in spans.items()}

    def sentence_text(self, sid: int) -> str:
        key = ("sentence", sid)
        if key not in self._cache:
            self._cache[key] = self.span_text(*self.sentences[sid])
        return self._cache[key]

    @cached_property
    def sentence_texts(self) -> list[str]:
        return [self.sentence_text(s).casefold() for s in self.sentences]

    @cached_property
    def paragraph_texts(self) -> list[str]:
        return [self.span_text(*self._para_range(p)).casefold() for p in range(
            len(self.geo.paragraphs))]

    def _para_range(self, pid: int) -> tuple[int, int]:
        r = self.geo.paragraph_glyphs(self.geo.paragraphs[pid])
        return r.start, r.stop

    @cached_property
    def line_texts(self) -> list[str]:
        return [squash(self.geo.line_text(ln)).casefold() for ln in self.geo.lines]

    @cached_property
    def block_texts(self) -> list[str]:
        """Case-folded text of every block, lines joined by a space (phrase look-ups)."""
        out: list[list[str]] = [[] for _ in self.geo.blocks]
        for ln, text in zip(self.geo.lines, self.line_texts, strict=True):
            out[ln.block].append(text)
        return [" ".join(parts) for parts in out]

    @cached_property
    def cut_tails(self) -> list[str]:
        """The lines a truncation ellipsis cuts, without it (generator/verify/cut.py)."""
        return cut_tails(self.geo)

    def cut_reads_as(self, text: str) -> bool:
        """A cut line ("Cabin ba…") could be the beginning of ``text`` ("Cabin bag")."""
        return bool(self.cut_tails) and reads_as(self.cut_tails, text) is not None

    def phrase_count(self, phrase: str) -> int:
        """Occurrences of ``phrase``, one more when a cut line could read as it (r75 0015)."""
        p = phrase.casefold()
        return sum(_count_overlapping(t, p) for t in self.block_texts) \
            + self.cut_reads_as(phrase)

    # ---- carets ---------------------------------------------------------------------

    @cached_property
    def editable(self) -> frozenset[int]:
        """Lines a user could be typing in (generator/editable.py): where a caret task is
        set first, and the only text its instruction may ask to put a cursor in."""
        return editable_line_ids(self.geo)

    def carets(self, line: Line) -> list[float]:
        key = ("carets", line.id)
        if key not in self._cache:
            self._cache[key] = caret_positions(self.geo, line)
        return self._cache[key]

    def piece_words(self) -> set[int]:
        """Words that are a piece of a number, date, amount, e-mail or URL (tokens.py)."""
        if "pieces" not in self._cache:
            self._cache["pieces"] = pieces(self.geo)
        return self._cache["pieces"][0]

    def compound_glyphs(self) -> set[int]:
        if "pieces" not in self._cache:
            self._cache["pieces"] = pieces(self.geo)
        return self._cache["pieces"][1]

    def word_boxes(self) -> list[tuple[str, Box]]:
        """(text, ink box) of every word, for checks of what the page prints where."""
        if "word_boxes" not in self._cache:
            self._cache["word_boxes"] = [(w.text, self.geo.word_box(w)) for w in self.geo.words]
        return self._cache["word_boxes"]

    def snaps(self, line: Line) -> list[float]:
        key = ("snaps", line.id)
        if key not in self._cache:
            self._cache[key] = snap_positions(self.geo, line)
        return self._cache[key]

    # ---- visibility -----------------------------------------------------------------

    @cached_property
    def _covers(self) -> list[tuple[int, Box, bool]]:
        """(z, box, opaque) of every shape and every text line, for occlusion checks."""
        out = [(s.z, tuple(s.box), s.opaque) for s in self.geo.shapes]
        for ln in self.geo.lines:
            box = self.geo.line_box(ln)
            if box is not None:
                out.append((self.geo.blocks[ln.block].z, box, True))
        return out

    def covered(self, box: Box, block: int) -> bool:
        """True when something drawn after ``block`` overlaps ``box``."""
        z = self.geo.blocks[block].z
        for cz, cbox, opaque in self._covers:
            if cz <= z or not intersects(box, cbox):
                continue
            if opaque:
                return True
            inner = (cbox[0] + 2, cbox[1] + 2, cbox[2] - 2, cbox[3] - 2)
            if not contains(inner, box):
                return True
        return False

    def clear(self, box: Box | None, block: int, ink: Box | None) -> bool:
        """The box is on the canvas and not covered; ``ink`` (the target's own ink, when it
        has some) lies inside its block's clip box."""
        if not valid(box, self.geo) or self.covered(box, block):
            return False
        return ink is None or contains(self.geo.blocks[block].box, ink)


def _count_overlapping(text: str, sub: str) -> int:
    count, start = 0, text.find(sub)
    while start != -1:
        count += 1
        start = text.find(sub, start + 1)
    return count
