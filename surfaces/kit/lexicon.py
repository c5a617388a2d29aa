"""A dictionary entry's usage note and origin written for its headword: the usage lines fit
its part of speech (a plural rule only under a noun, "used with an adverb such as very"
only under an adjective), and the origin tells one story (a native word or a borrowing),
never "from Old English" next to "entered English through Old French"."""

from __future__ import annotations

import numpy as np

from generator.content import Content

# records.usage: the lines (by index, per language) that fit one part of speech only;
# lines left out everywhere speak of an example or a part of speech the entry may not have
USAGE_ONLY = {  # "never": claims the entry's data cannot back (a regular plural it does
    # not show, where the word is common, a similar word it is confused with)
    # nor "a shorter form is used instead" (which?) or "do not repeat it in one paragraph"
    # (true of any word: filler)
    "en": {"adj": (3,), "noun": (), "never": (1, 4, 5, 6, 7, 8, 10)},
    "de": {"adj": (3,), "noun": (), "never": (1, 4, 5, 6, 7, 8, 10)},
    "fr": {"adj": (3,), "noun": (), "never": (1, 4, 5, 7, 8, 9, 11, 12)},
    "es": {"adj": (3,), "noun": (), "verb": (12,), "never": (1, 4, 5, 7, 8, 9, 11, 13, 15,
                                                            16)},
    "it": {"adj": (6,), "noun": (), "never": (0, 4, 7, 8, 10, 13)},
    "nl": {"adj": (3,), "noun": (), "never": (1, 4, 5, 7, 10, 12)},
}
# records.etymology: stories as (opening line, lines that may follow it)
ORIGIN = {
    "en": [(1, (3, 10, 2, 4, 9, 8)), (6, (0, 2, 4, 8, 9))],
    "de": [(1, (3, 4, 9, 10, 2, 8)), (6, (0, 2, 4, 8))],
    "fr": [(1, (0, 2, 3, 4, 7, 8, 10, 11)), (6, (2, 4, 7, 8))],
    "es": [(1, (0, 2, 3, 4, 7, 8, 9, 10, 11)), (6, (2, 4, 7, 8))],
    "it": [(3, (2, 4, 5, 6, 9, 10, 11, 12, 13)), (0, (4, 6, 9, 10, 13))],
    "nl": [(1, (0, 2, 3, 4, 7, 8, 9, 10, 11))],
}
_CLASSES = (("adj", ("adjective", "adjektiv", "adjectif", "adjetivo", "aggettivo", "bijvoeglijk")),
            ("verb", ("verb", "werkwoord")),
            ("noun", ("noun", "substantiv", "nom ", "nom", "sustantivo", "sostantivo",
                      "zelfstandig", "locución")))


def pos_class(pos: str) -> str:
    """'adj', 'verb', 'noun' or 'other' for a part-of-speech label in any language."""
    low = pos.lower()
    for name, words in _CLASSES:
        if any(low.startswith(w) or f" {w}" in low for w in words):
            return name
    return "other"


def usage_note(rng: np.random.Generator, content: Content, pos: str, n: int) -> str:
    """``n`` usage lines that fit a headword of part of speech ``pos``."""
    table = USAGE_ONLY[content.lang]
    cls = pos_class(pos)
    banned = {i for k, ids in table.items() if k != cls for i in ids}
    pool = [t for i, t in enumerate(content.data.SENTENCES["records.usage"]) if i not in banned]
    picks = rng.permutation(len(pool))[:n]
    return " ".join(content.fill(pool[int(i)]) for i in picks)


def origin_note(rng: np.random.Generator, content: Content, n: int) -> str:
    """One origin story: its opening line, then ``n - 1`` lines that agree with it."""
    lines = content.data.SENTENCES["records.etymology"]
    lead, rest = ORIGIN[content.lang][int(rng.integers(len(ORIGIN[content.lang])))]
    follow = [rest[int(i)] for i in rng.permutation(len(rest))[:n - 1]]
    return " ".join(content.fill(lines[i]) for i in (lead, *follow))
