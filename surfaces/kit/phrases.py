"""Phrases a careful writer would not repeat: the same three words or more in two sentences
of one passage ("queda a su disposición ... Quedamos a su disposición", review 42)."""

from __future__ import annotations

import re

WORD = re.compile(r"[^\W\d_]+(?:['’-][^\W\d_]+)*")
SENTENCE = re.compile(r"(?<=[.!?])\s+")


def _grams(sentence: str, n: int) -> set[tuple[str, ...]]:
    words = [w.casefold() for w in WORD.findall(sentence)]
    # a phrase worth noticing holds a word of content (not "of the", "de la", "in der")
    return {tuple(words[i:i + n]) for i in range(len(words) - n + 1)
            if max(len(w) for w in words[i:i + n]) >= 6}


def repeated_phrases(text: str, n: int = 3) -> set[str]:
    """The phrases of ``n`` words that two sentences of ``text`` share."""
    seen: set[tuple[str, ...]] = set()
    out: set[str] = set()
    for sentence in SENTENCE.split(text):
        grams = _grams(sentence, n)
        out |= {" ".join(g) for g in grams & seen}
        seen |= grams
    return out


def repeated_phrase(text: str, n: int = 3) -> str:
    """A phrase of ``n`` words that two sentences of ``text`` share ("" when none)."""
    return min(repeated_phrases(text, n), default="")
