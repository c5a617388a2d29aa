"""Quoted strings of an instruction: cut out first, before the frame is parsed.

``extract_quotes`` replaces every quoted string (the language's quotation marks, and
backticks for code) with a placeholder `` §k `` and returns the quoted strings; an apostrophe
inside a word (don't, l'homme) never opens or closes a quote.
"""

from __future__ import annotations

from generator.verify.phrases import squash
from generator.verify.query import Quote

APOSTROPHES = frozenset("'’")


def _word_char(ch: str) -> bool:
    return ch.isalnum() or ch == "_"


def _closing(text: str, start: int, right: str) -> int | None:
    for k in range(start + 1, len(text)):
        if text[k] != right:
            continue
        if right in APOSTROPHES and k + 1 < len(text) and _word_char(text[k + 1]):
            continue  # an apostrophe inside the quoted word (don't)
        return k
    return None


def extract_quotes(text: str, quotes: list[tuple[str, str]],
                   code_quotes: list[tuple[str, str]]) -> tuple[str, list[Quote]]:
    """The text with every quoted string replaced by `` §k `` and the quoted strings."""
    pairs = [(a, b, False) for a, b in quotes] + [(a, b, True) for a, b in code_quotes]
    out: list[str] = []
    found: list[Quote] = []
    i = 0
    while i < len(text):
        ch = text[i]
        for left, right, code in pairs:
            if ch != left or (left in APOSTROPHES and i > 0 and _word_char(text[i - 1])):
                continue
            j = _closing(text, i, right)
            if j is None or not text[i + 1:j].strip():
                continue
            out.append(f" §{len(found)} ")
            found.append(Quote(squash(text[i + 1:j].replace("\u00a0", " ")
                                      .replace("\u202f", " ")), code))
            i = j + 1
            break
        else:
            out.append(ch)
            i += 1
    return "".join(out), found
