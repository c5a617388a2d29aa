"""What a reader takes as one token (written apart from the sampler): a grouped or
decimal number, a date, a time, an amount with its currency, an e-mail address, a URL.
A word inside a longer such token is not a word to the reader, and a mark inside one is
not punctuation; the verifier drops such candidates for word-level instructions."""

from __future__ import annotations

import re

from generator.geometry import PageGeometry

GROUP = "[ \u00a0\u202f'’.,]"
PATTERNS = (
    # amounts: a currency sign or code before or after a number
    r"(?:[$€£¥₹₩₽]|\b(?:CHF|EUR|USD|GBP|Fr\.|kr)\b)\s?(?:\d{1,3}(?:GROUP\d{3})+(?:[.,]\d+)?"
    r"|\d+[.,]\d+|\d+)",
    r"(?:\d{1,3}(?:GROUP\d{3})+(?:[.,]\d+)?|\d+[.,]\d+|\d+)\s?(?:[$€£¥₹₩₽]"
    r"|\b(?:CHF|EUR|USD|GBP|Fr\.|kr)\b)",
    r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+",  # e-mail
    r"(?:https?://|www\.)\S+",  # URL with a scheme or www
    r"[\w-]+(?:\.[\w-]+)*\.(?:com|org|net|io|dev|app|de|fr|es|it|nl|be|ch|at|co|uk|eu|info)"
    r"(?:/\S*)?",  # a bare domain
    r"\d{1,4}[./-]\d{1,2}[./-]\d{1,4}",  # date
    r"\d{1,2}:\d{2}(?::\d{2})?(?:\s?[AaPp]\.?[Mm]\.?)?",  # time
    r"\d{1,3}(?:GROUP\d{3})+(?:[.,]\d+)?",  # grouped number
    r"\d+[.,]\d+",  # decimal number
)
TOKEN = re.compile(r"(?<![\w@])(?:" + "|".join(p.replace("GROUP", GROUP) for p in PATTERNS)
                   + r")(?![\w@])")
TRAILING = ".,:;"


def reader_tokens(geo: PageGeometry) -> list[tuple[int, int]]:
    """Glyph ranges [start, end) of the page's multi-part reader tokens."""
    found = []
    for line in geo.lines:
        first, end = line.glyphs
        text = "".join(geo.glyphs[i].char for i in range(first, end))
        for m in TOKEN.finditer(text):
            token = m.group(0).rstrip(TRAILING)
            if not token.isalnum():
                found.append((first + m.start(), first + m.start() + len(token)))
    return found


def inside_token(tokens: list[tuple[int, int]], g1: int, g2: int) -> bool:
    """Whether glyphs [g1, g2) are a proper part of one reader token."""
    return any(a <= g1 and g2 <= b and (g2 - g1) < (b - a) for a, b in tokens)
