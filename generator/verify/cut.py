"""Quoted text a truncated line could also read as (r75 0015: the badge "Cabin bag" on four
result cards, cut "Cabi…", "Cabin…", "Cabin ba…" and whole on none; the one cut at "Cabin bag…"
looked unique only by where its cut fell).

A reader takes a line cut by a truncation ellipsis (a "…" ending the line right after a
non-space) for its full text, which may go on with anything. A quoted text a cut line could
be the beginning of (the text from one of its word starts up to the "…" is a proper prefix of
the quote) may name that line too, so the target is ambiguous: the verifier rejects it
(``ambiguous``), the sampler (generator/targets/words.py) never takes a word of a cut line or
a word a cut line could read as.
"""

from __future__ import annotations

from generator.geometry import PageGeometry

ELLIPSIS = "…"
MIN_PIECE = 2  # "C…" is read as nothing in particular


def _fold(text: str) -> str:
    return " ".join(text.casefold().split())


def cut_lines(geo: PageGeometry) -> list[int]:
    """Ids of the lines a truncation ellipsis ends."""
    out = []
    for line in geo.lines:
        a, b = line.glyphs
        if b - a >= 2 and geo.glyphs[b - 1].char == ELLIPSIS \
                and not geo.glyphs[b - 2].char.isspace():
            out.append(line.id)
    return out


def clipped_end(geo: PageGeometry, line_id: int) -> int | None:
    """The last inked glyph of a line whose real end is out of sight: a line its container
    cuts at the edge with no "…" (a long code line in an editor, block flag ``clipped``) or
    a line a truncation ellipsis ends (that "…"). No line end, word or caret may rest on it
    (r79 0001: "line end" on the clipped "…strip(), t"). None for a whole line."""
    line = geo.lines[line_id]
    a, b = line.glyphs
    if b - a >= 2 and geo.glyphs[b - 1].char == ELLIPSIS and not geo.glyphs[b - 2].char.isspace():
        return b - 1
    if not geo.blocks[line.block].clipped:
        return None
    return next((i for i in range(b - 1, a - 1, -1) if geo.glyphs[i].ink is not None), None)


def cut_tails(geo: PageGeometry) -> list[str]:
    """The folded text of each cut line, without its ellipsis."""
    return [_fold("".join(g.char for g in geo.glyphs[geo.lines[i].glyphs[0]:
                                                      geo.lines[i].glyphs[1] - 1]))
            for i in cut_lines(geo)]


def reads_as(tails: list[str], text: str) -> str | None:
    """The first cut tail whose end could begin ``text`` (a word start of the tail up to
    its cut is a proper prefix of ``text``), with its ellipsis; None when there is none."""
    needle = _fold(text)
    for tail in tails:
        for s in [0] + [i + 1 for i, c in enumerate(tail) if c == " "]:
            piece = tail[s:]
            if len(piece) >= MIN_PIECE and len(piece) < len(needle) and needle.startswith(piece):
                return tail + ELLIPSIS
    return None


def cut_reading(geo: PageGeometry, quotes: list[str]) -> str | None:
    """Why a quote may name a cut line too ("'Cabin bag' may be the cut 'cabin ba…'")."""
    tails = cut_tails(geo)
    for text in quotes if tails else ():
        hit = reads_as(tails, text)
        if hit is not None:
            return f"{text!r} may be the cut {hit!r}"
    return None
