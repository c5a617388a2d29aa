"""Whether a span of a page's glyphs reads as one thing a writer would quote: one text run,
no sentence or label end inside, brackets balanced, no token cut or unit stranded at its
edges. Split from qualify.py (module size); qualify, labels and selection read them."""

from __future__ import annotations

import re

# a phrase never runs across a sentence or a label's end: "20/08/2025. Referente" joins a date
# to the next label, "Stato: Aperto" a label to its value, "Adkins · Due" a name to a label
BOUNDARY = re.compile(r"[.!?…]\s+\S|:\s|\s[·|•]\s")


def one_run(geo, start: int, end: int) -> bool:
    """Whether glyphs [start, end) are one text run to a reader: one size and colour (a
    bold or italic word inside it aside). A mail's subject and its grey snippet share a
    line but are two things (r69 0025: "giovedì? – Potresti"): no context spans them."""
    looks = set()
    for i in range(start, end):
        g = geo.glyphs[i]
        if g.char.isspace() or g.ink is None:
            continue
        st = geo.styles[g.style]
        looks.add((st["size"], tuple(st["color"]), st.get("faded")))
        if len(looks) > 1:
            return False
    return True


def crosses_a_boundary(text: str) -> bool:
    """Whether ``text`` runs across a sentence's or a label's end (". " before a capital,
    ": ", a " · " separator): such a span is two things to a reader, no phrase."""
    return any(m.group(0)[0] not in ".!?…" or m.group(0)[-1].isupper()
               for m in BOUNDARY.finditer(text))


PAIRS = {")": "(", "]": "[", "}": "{", ">": "<", "»": "«", "”": "“"}


def unbalanced(text: str) -> bool:
    """Whether ``text`` closes a bracket it does not open (or opens one it does not close),
    in order: the phrase "erp> Script-6" of the tab "<erp> Script-6", or "2})-(\\d{4,6" of a
    regular expression, is not what the page prints."""
    stack: list[str] = []
    for ch in text:
        if ch in PAIRS.values():
            stack.append(ch)
        elif ch in PAIRS:
            if not stack or stack.pop() != PAIRS[ch]:
                return True
    return bool(stack)


def cuts_a_token(glyphs, start: int, end: int) -> bool:
    """Whether glyphs [start, end) begin or end inside what a reader sees as one token:
    "10:00 AM – 1" of "10:00 AM – 1:00 PM" (the phrase stops at the "1" of "1:00")."""
    def joined(i: int, step: int) -> bool:  # glyph i (outside the span) glues on
        if not 0 <= i < len(glyphs) or glyphs[i].line != glyphs[i - step].line:
            return False
        c = glyphs[i].char
        if c.isalnum():
            return True
        j = i + step  # a mark between two alphanumerics: "1:00", "3.5", "e-mail"
        return (not c.isspace() and 0 <= j < len(glyphs) and glyphs[j].line == glyphs[i].line
                and glyphs[j].char.isalnum())
    return joined(end, 1) or joined(start - 1, -1) or strands_a_unit(glyphs, start, end)


UNIT_MARKS = frozenset("€$£¥%‰")
_SPACES = frozenset(" \u00a0\u202f\u2009")


def strands_a_unit(glyphs, start: int, end: int) -> bool:
    """Whether glyphs [start, end) stop at a figure whose currency or percent sign stands
    just outside, maybe after a space: "25 € – 50" of the label "25 € – 50 €" (r56),
    "50" of "€ 50"."""
    def mark(i: int, step: int) -> bool:  # glyph i is beside an edge digit, outside the span
        edge = i - step
        if not (0 <= edge < len(glyphs)) or not glyphs[edge].char.isdigit():
            return False
        for k in (i, i + step):
            if not 0 <= k < len(glyphs) or glyphs[k].line != glyphs[edge].line:
                return False
            if glyphs[k].char in UNIT_MARKS:
                return True
            if glyphs[k].char not in _SPACES:
                return False
        return False
    return mark(end, 1) or mark(start - 1, -1)
