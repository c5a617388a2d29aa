"""Case and accent variants of a word (r69 0000: "CÉNIT" on the pack, "Cénit" in the body).

A reader does not tell a word from its variant in another case or without its accents: the
instruction "la palabra «CÉNIT»" names both. A word target (word, caret before or after a
word) whose text the page also prints in such a variant is ambiguous, whatever the
qualifiers (the simplest rule a reader of every language agrees with); the sampler
(generator/targets/words.py) never takes one, the verifier rejects one (``ambiguous``).
"""

from __future__ import annotations

import unicodedata

from generator.geometry import PageGeometry

VARIANT_KINDS = frozenset({"word", "caret_before", "caret_after"})


def plain(text: str) -> str:
    """``text`` case-folded and without its accents ("Cénit" -> "cenit")."""
    folded = unicodedata.normalize("NFKD", text.casefold())
    return "".join(ch for ch in folded if not unicodedata.combining(ch))


def spellings(geo: PageGeometry) -> dict[str, set[str]]:
    """Every spelling of each word of the page, by its ``plain`` form."""
    out: dict[str, set[str]] = {}
    for w in geo.words:
        out.setdefault(plain(w.text), set()).add(w.text)
    return out


def variant_of(table: dict[str, set[str]], text: str) -> str | None:
    """A spelling on the page that differs from ``text`` only in case or accents."""
    others = sorted(table.get(plain(text), set()) - {text})
    return others[0] if others else None
