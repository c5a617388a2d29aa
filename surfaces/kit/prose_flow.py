"""Prose set over columns and pages: as many whole paragraphs as a box holds, and where the
next column or page goes on (book_page, ereader, magazine_spread)."""

from __future__ import annotations

import re
from typing import Any

from surfaces.kit import Page, Theme
from surfaces.kit.document import fit_prose, prose
from surfaces.kit.typography import Style


def flow(page: Page, box: tuple[int, int, int, int], texts: list[str],
         marks: list[list[Any]], base: Style, theme: Theme, mono: str, partial: bool = False,
         **layout: Any) -> int:
    """Sets the most whole paragraphs of ``texts`` that fit ``box`` (at least the first,
    cut at a sentence if it must be) and returns how many it set: the next column or page
    goes on from there, so a passage reads on without a gap. ``partial`` (a page's last
    column) also sets the first sentences of the next paragraph that fit, as a book's page
    ends inside a paragraph (r51 0014: two short paragraphs over an empty half page, the
    long third one left out); it counts as set."""
    lo, hi = 1, len(texts)
    while lo < hi:  # the largest count that fits
        mid = (lo + hi + 1) // 2
        block = prose(page, box, texts[:mid], marks[:mid], base, theme, mono, **layout)
        page.ops.remove(block)
        if block.laid.truncated:
            hi = mid - 1
        else:
            lo = mid
    if not texts:
        return 0
    if partial and lo < len(texts):
        block = fit_prose(page, box, texts[:lo + 1], marks[:lo + 1], base, theme, mono,
                          **layout)
        # may end inside a sentence that does not fit whole, as a book's page: after the
        # longest of its clauses (up to a ; : or ,) that fits
        ends = [m.start() for m in re.finditer(r"(?<=[;:,])\s", texts[lo])][::-1][:5]
        for end in ends:
            if max((ln.paragraph for ln in block.laid.lines), default=0) >= lo:
                break
            page.ops.remove(block)
            cut = [m for m in marks[lo] if m[1] <= end] if marks else []
            block = fit_prose(page, box, [*texts[:lo], texts[lo][:end]], [*marks[:lo], cut],
                              base, theme, mono, **layout)
        return max((line.paragraph for line in block.laid.lines), default=0) + 1
    fit_prose(page, box, texts[:lo], marks[:lo], base, theme, mono, **layout)
    return lo


def fits(page: Page, box: tuple[int, int, int, int], texts: list[str],
          marks: list[list[Any]], base: Style, theme: Theme, mono: str, **layout: Any) -> bool:
    """Whether ``texts`` fit ``box`` whole (nothing is left drawn)."""
    block = prose(page, box, texts, marks, base, theme, mono, **layout)
    page.ops.remove(block)
    return not block.laid.truncated


_END = re.compile(r"[.!?\u2026][\u00bb\u201c\u201d\"')]?$")


def _split(text: str, marks: list[Any], cut: int) -> tuple[list[Any], list[Any]]:
    """The marks of ``text[:cut]`` and of what follows it (shifted); one across the cut
    is dropped."""
    rest = len(text[cut:]) - len(text[cut:].lstrip())
    return ([m for m in marks if m[1] <= cut],
            [[m[0] - cut - rest, m[1] - cut - rest, *m[2:]] for m in marks
             if m[0] >= cut + rest])


def flow_on(page: Page, box: tuple[int, int, int, int], texts: list[str],
            marks: list[list[Any]], base: Style, theme: Theme, mono: str,
            sentence: bool = False, **layout: Any) -> tuple[list[str], list[list[Any]]]:
    """Sets as much of ``texts`` as ``box`` holds, a column of a magazine: the whole
    paragraphs that fit, then the first words of the next (a column ends full, inside a
    paragraph, review w22); returns the paragraphs left over, the first of them what
    follows the cut, for the next column to go on with. ``sentence``: the cut falls after
    a sentence when one ends in the column (a column before a pull quote or a page turn:
    review r90, a sentence cut off before a pull quote read as never finished)."""
    marks = marks or [[] for _ in texts]
    # no more paragraphs laid out than the box could hold at the narrowest letters
    room = (box[3] - box[1]) / base.size * (box[2] - box[0]) / (0.3 * base.size)
    k = next((k for k in range(1, len(texts)) if sum(map(len, texts[:k])) > room),
             len(texts))
    block = prose(page, box, texts[:k], marks[:k], base, theme, mono, **layout)
    if not block.laid.truncated and k == len(texts):
        return [], []  # the rest of the story fits: set
    page.ops.remove(block)
    lo = max((ln.paragraph for ln in block.laid.lines), default=0) \
        if block.laid.truncated else k
    if lo < len(texts) and fits(page, box, texts[:lo + 1], marks[:lo + 1], base, theme,
                                 mono, **layout):
        lo += 1  # it ended with its paragraph
    if lo == len(texts):
        prose(page, box, texts, marks, base, theme, mono, **layout)
        return [], []
    text = texts[lo]
    cuts = [m.start() for m in re.finditer(r"\s+", text)]
    # where the box cut the paragraph (its laid lines' characters and the spaces they broke
    # at), then back a word at a time until what is left fits
    lines = [ln for ln in block.laid.lines if ln.paragraph == lo]
    shown = sum(len(ln.glyphs) for ln in lines) + len(lines)
    a = sum(1 for c in cuts if c <= shown)
    while a and not fits(page, box, [*texts[:lo], text[:cuts[a - 1]]],
                          [*marks[:lo], _split(text, marks[lo], cuts[a - 1])[0]], base, theme,
                          mono, **layout):
        a -= 1
    ends = [b for b in range(a, 0, -1) if _END.search(text[:cuts[b - 1]])]
    if sentence:  # else after the paragraph before when the cut one took 2 lines at most
        a = ends[0] if ends else (0 if lo and len(lines) <= 2 else a)
    if a == 0:
        if lo:
            prose(page, box, texts[:lo], marks[:lo], base, theme, mono, **layout)
        return texts[lo:], marks[lo:]
    head, tail = _split(text, marks[lo], cuts[a - 1])
    prose(page, box, [*texts[:lo], text[:cuts[a - 1]]], [*marks[:lo], head], base, theme,
          mono, **layout)
    return [text[cuts[a - 1]:].lstrip(), *texts[lo + 1:]], [tail, *marks[lo + 1:]]
