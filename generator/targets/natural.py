"""Which runs of words a reader would quote as one unit of context (r77 0004, 0010).

"en la expresión «lección va»" cuts "En esta lección va a aprender" across its phrases: a
reader quotes "En esta lección", a whole noun or prepositional phrase. Without a parser, a
run is taken as a unit when each edge is one: it starts where a clause does (a line's or a
sentence's start, after a comma) or on a word that opens a phrase (an article, a
preposition, a pronoun: "esta lección", "to the design team"), and it ends where a clause
does or on a word that carries content (never on "the", "de", "van").
A neighbour named alone ("right before 'design'") must carry content too: "the text 'to'
that precedes 'the'" on a page with three "the" is no landmark.
"""

from __future__ import annotations

from generator.content.phrases import FUNCTION_WORDS, content_word

__all__ = ["content_word", "natural_run"]


def _opens(word: str) -> bool:
    return word.casefold().strip("'’") in FUNCTION_WORDS


def natural_run(index, a: int, b: int) -> int | None:
    """How well words ``a``..``b`` (ids, one line) make a unit a reader would quote: None
    when an edge cuts a phrase, else the number of its edges that are a clause's (a quote
    from a sentence's start, "En esta lección", beats "esta lección va")."""
    words = index.geo.words
    first, last = words[a], words[b]
    starts = a == 0 or words[a - 1].line != first.line or words[a - 1].block != first.block \
        or _marked(index, words[a - 1].glyphs[1], first.glyphs[0])
    ends = b + 1 >= len(words) or words[b + 1].line != last.line \
        or words[b + 1].block != last.block \
        or _marked(index, last.glyphs[1], words[b + 1].glyphs[0])
    if not (starts or _opens(first.text)) or not (ends or not _opens(last.text)):
        return None
    return int(starts) + int(ends)


def _marked(index, start: int, end: int) -> bool:
    """Whether glyphs [start, end) between two words hold a mark of punctuation (a clause
    edge: ", ", ". ", " – ")."""
    return any(not index.geo.glyphs[i].char.isspace() for i in range(start, end))
