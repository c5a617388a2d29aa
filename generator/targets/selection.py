"""Selection (drag) targets, SPEC 13: a span of text selected by dragging from the caret
position before its first glyph to the caret position after its last one.

Every category reduces to (first glyph, last glyph, ref); ``drag_target`` checks the span
and builds the target: both ends' snap boxes (snap.py), the ink union of the span as
``bbox``, the span's inked glyphs as ``glyphs``. A span stays inside one text block, every
non-space glyph of it is inked and inside the block's clip box, nothing covers it.

refs (rendered by generator/instructions, re-derived by generator/verify/selection):
- select_word: a word ref (words.py), the span is the word's glyphs;
- select_range: {"kind": "range", "texts": [a, b], "code"}: from the start of word a
  through the end of word b, b after a in the same block, the only such pair on the page;
- select_line / select_paragraph / select_sentence: a unit ref (textref.py); the span is
  the unit's first through last inked glyph;
- select_substring, select_field_value: substrings.py.
"""

from __future__ import annotations

import bisect
from collections import Counter

import numpy as np

from generator.editable import PLACEHOLDER
from generator.geometry import Word
from generator.targets.boxes import union_ink
from generator.targets.categories import REQUIRED_ROLES
from generator.targets.common import make_target, quotable, shuffled, word_order, word_ref
from generator.targets.index import PageIndex
from generator.targets.qualify import qualify
from generator.targets.snap import glyph_caret
from generator.targets.spanchecks import cuts_a_token
from generator.targets.target import Target
from generator.targets.textref import line_reference, paragraph_reference, sentence_reference

MIN_LETTERS = 2
RANGE_WORDS = (3, 16)  # a range spans this many words, ends included
MIN_UNIT_WORDS = 3


def span_ok(index: PageIndex, first: int, last: int) -> bool:
    """One block, every visible glyph inked, no truncation ellipsis, not a field's
    placeholder hint (r58 0003: nobody can select "tu@esempio.it" in an empty field)."""
    geo = index.geo
    block = geo.glyphs[first].block
    if geo.blocks[block].name == PLACEHOLDER:
        return False
    for i in range(first, last + 1):
        g = geo.glyphs[i]
        if g.block != block or g.char == "…" or (g.ink is None and not g.char.isspace()):
            return False
    return True


def drag_target(index: PageIndex, category: str, first: int, last: int,
                ref: dict) -> Target | None:
    """The drag target selecting glyphs ``first`` .. ``last`` (inclusive), or None."""
    geo = index.geo
    if last < first or not span_ok(index, first, last):
        return None
    inked = [i for i in range(first, last + 1) if geo.glyphs[i].ink is not None]
    box = union_ink(geo, inked)
    block = geo.glyphs[first].block
    start = glyph_caret(geo, first, False, index.carets(geo.lines[geo.glyphs[first].line]))
    end = glyph_caret(geo, last, True, index.carets(geo.lines[geo.glyphs[last].line]))
    if start is None or end is None or not index.clear(box, block, box):
        return None
    if not (index.clear(start, block, None) and index.clear(end, block, None)):
        return None
    target = make_target(category, box, ref, inked)
    target.drag = (start, end)
    return target


def _words(index: PageIndex, category: str) -> list[Word]:
    return [w for w in index.words_with_role(REQUIRED_ROLES[category])
            if len(w.text) >= MIN_LETTERS and quotable(w.text, index.is_code(w))]


def _whole_words(index: PageIndex, category: str) -> list[Word]:
    """Words a reader would select as a word: never a piece of a longer printed token
    (the "csv" of "sales.csv", the "00" of "1:00"; its caret may also sit inside a wide
    monospace gap, 2 px off the word's ink)."""
    glyphs, pieces = index.geo.glyphs, index.piece_words()  # "709" of "1 709" (r60 0025)
    return [w for w in _words(index, category)
            if not cuts_a_token(glyphs, *w.glyphs) and w.id not in pieces]


def select_word(index: PageIndex, category: str, rng: np.random.Generator) -> Target | None:
    for word in word_order(index, _whole_words(index, category), rng):
        quals = qualify(index, word, index.matches(word), rng)
        if quals is None:
            continue
        ref = {"kind": "word", **word_ref(index, word, quals)}
        target = drag_target(index, category, word.glyphs[0], word.glyphs[1] - 1, ref)
        if target is not None:
            return target
    return None


def _fold_char(ch: str) -> str:
    low = ch.casefold()
    return low if len(low) == 1 else ch.lower()


def _page_text(index: PageIndex) -> tuple[str, list[int], list[tuple[int, int]]]:
    """The page's lines case-folded (one char per glyph) and joined by newlines, each
    line's offset in that text, and its (first glyph, block)."""
    cached = index._cache.get("range_text")
    if cached is None:
        glyphs, parts, starts, owners, at = index.geo.glyphs, [], [], [], 0
        for ln in index.geo.lines:
            text = "".join(_fold_char(glyphs[i].char) for i in range(*ln.glyphs))
            parts.append(text)
            starts.append(at)
            owners.append((ln.glyphs[0], ln.block))
            at += len(text) + 1
        cached = ("\n".join(parts), starts, owners)
        index._cache["range_text"] = cached
    return cached


def _bounded(text: str, at: int, end: int) -> bool:
    return (at == 0 or not _word_char(text[at - 1])) and \
        (end == len(text) or not _word_char(text[end]))


def _word_char(ch: str) -> bool:
    return ch.isalnum()


def seen_places(index: PageIndex, text: str) -> list[tuple[int, int, int]]:
    """(block, first glyph, end glyph) of every place a reader sees ``text`` as a word:
    the whole words and the pieces of a longer printed token between non-letters (r52
    0003: the "22" and the "2025" of each "22/07/2025" cell, not only "22 juil. 2025")."""
    key = "".join(_fold_char(c) for c in text)
    found = index._cache.get(("seen", key))
    if found is None:
        page, starts, owners = _page_text(index)
        found, at = [], page.find(key) if key else -1
        while at >= 0:
            end = at + len(key)
            if _bounded(page, at, end):
                k = bisect.bisect_right(starts, at) - 1
                first, block = owners[k]
                found.append((block, first + at - starts[k], first + end - starts[k]))
            at = page.find(key, at + 1)
        index._cache[("seen", key)] = found
    return found


def _range_pairs(index: PageIndex, a: Word, b: Word) -> int:
    """How many (x, y) places read "from a's text to b's text": y after x anywhere on the
    page (r58 0017: "desde «lo» hasta «meet»" with another "lo" in the message above; a
    reader does not know the drag stays in one block), counted on the characters a reader
    sees (``seen_places``), not on word tokens."""
    words = sum(1 for x in index.matches(a) for y in index.matches(b) if y.id > x.id)
    if words != 1:  # the places a reader sees hold every whole word: no fewer pairs
        return words
    ends = seen_places(index, b.text)
    return sum(1 for _, _, x2 in seen_places(index, a.text)
               for _, y1, _ in ends if y1 >= x2)


def select_range(index: PageIndex, category: str, rng: np.random.Generator) -> Target | None:
    words = _words(index, category)
    lo, hi = RANGE_WORDS
    for a in shuffled(rng, words):
        n = int(rng.integers(lo, hi + 1))
        b_id = a.id + n - 1
        if b_id >= len(index.geo.words):
            continue
        b = index.geo.words[b_id]
        if b.block != a.block or b not in words or index.is_code(a) or index.is_code(b):
            continue
        if _range_pairs(index, a, b) != 1:
            continue
        ref = {"kind": "range", "texts": [a.text, b.text], "words": [a.id, b.id],
               "code": False}
        target = drag_target(index, category, a.glyphs[0], b.glyphs[1] - 1, ref)
        if target is not None:
            return target
    return None


def _unit_span(index: PageIndex, glyphs: list[int]) -> tuple[int, int] | None:
    inked = [i for i in glyphs if index.geo.glyphs[i].ink is not None]
    return (inked[0], inked[-1]) if inked else None


def _anchor(rng: np.random.Generator) -> str:
    return "start" if rng.random() < 0.7 else "end"


def select_unit(index: PageIndex, category: str, rng: np.random.Generator) -> Target | None:
    """select_line, select_paragraph, select_sentence."""
    geo = index.geo
    roles = REQUIRED_ROLES[category]
    if category == "select_line":  # a table's cell is no line to a reader (lines.py)
        # nor is a lone label in the page's chrome: a file header's "32 lines · 2.3 KB" is
        # no "line ending with “2.3 KB”" (review r73 0011)
        per_block = Counter(ln.block for ln in geo.lines)
        units = [(ln.id, list(range(*ln.glyphs))) for ln in geo.lines
                 if geo.blocks[ln.block].role in roles and ln.id not in index.row_cells
                 and not (per_block[ln.block] == 1 and geo.regions[
                     geo.glyphs[ln.glyphs[0]].region].kind == "chrome")]
        make_ref = line_reference
    elif category == "select_paragraph":
        units = [(p.id, list(geo.paragraph_glyphs(p))) for p in geo.paragraphs
                 if geo.blocks[p.block].role in roles]
        make_ref = paragraph_reference
    else:
        units = [(s, list(range(a, b))) for s, (a, b) in index.sentences.items()
                 if geo.blocks[geo.glyphs[a].block].role in roles]
        make_ref = sentence_reference
    for uid, glyphs in shuffled(rng, units):
        span = _unit_span(index, glyphs)
        words = {geo.glyphs[i].word for i in glyphs if geo.glyphs[i].word >= 0}
        if span is None or len(words) < MIN_UNIT_WORDS:
            continue
        ref = make_ref(index, uid, _anchor(rng), rng)
        if ref is None:
            continue
        target = drag_target(index, category, span[0], span[1], ref)
        if target is not None:
            return target
    return None
