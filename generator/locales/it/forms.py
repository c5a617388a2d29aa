"""Italian articulated prepositions for instruction templates.

Reference phrases carry their article ("la parola «X»", "il paragrafo che inizia con
«X»", "i due punti"). A template that puts di, a, da, in or su in front of a phrase says so
per slot and the two fuse: ``Form("Clicca {word}", word="su")`` gives "Clicca sulla
parola «X»", "sul punto", "sui due punti", "su «X»". Any other preposition is put in front
as is. Everything that takes an ordinal is feminine (la parola, l'occorrenza, la lettera,
la cifra; letters are feminine: "la seconda «e»"), so ordinals are written feminine; a
digit named by itself is masculine, as an Italian writer names the repeated "1" of "131,00":
"l'ultimo «1» di «131,00»" (``{cart} {ord}``), never "l'ultima cifra «1»", which reads as "the
last digit, a 1" (the last digit is 0; readers of 0.25.0).
"""

from __future__ import annotations

import re
from typing import Any

_STEMS = {"di": "de", "a": "a", "da": "da", "in": "ne", "su": "su"}
_ARTICLES = {"il": "l", "lo": "llo", "la": "lla", "i": "i", "gli": "gli", "le": "lle"}


def is_digit(quoted: str) -> bool:
    return quoted.strip("«»“”\"`").isdigit()


# a quoted number ("12", "4,50"): a number named by itself is masculine, "l'ultimo «12»" (a
# time is not: "l'ultima «17:30»", l'ora)
NUMBER = re.compile(r"[«“\"`]?[-+−]?\d[\d.,\s\u00a0\u202f]*[%€$£]?[»”\"`]?")


def inflect(phrase: str, prep: str) -> str:
    """``prep`` + ``phrase`` with the article fused into the preposition (della, sul, nei)."""
    first, _, rest = phrase.partition(" ")
    if prep in _STEMS and first in _ARTICLES and rest:
        return f"{_STEMS[prep]}{_ARTICLES[first]} {rest}"
    if prep in _STEMS and phrase.startswith("l'"):
        return f"{_STEMS[prep]}ll'{phrase[2:]}"
    return f"{prep} {phrase}"


class Form(str):
    """A template whose slots get a preposition (see the module docstring). ``{cx}`` is
    the bare character ``{c}`` for a letter and "cifra {c}" for a digit; ``{cart}`` is the
    article of the bare character (la «e», il «1»), and an ``{ord}`` right after it agrees
    ("il secondo «1»"; the orthography pass elides "il ultimo" to "l'ultimo")."""

    cases: dict[str, str]

    def __new__(cls, text: str, **cases: str) -> Form:
        obj = super().__new__(cls, text)
        obj.cases = cases
        return obj

    def format(self, *args: Any, **slots: Any) -> str:
        if "c" in slots:
            c = str(slots["c"])
            slots["cx"] = f"cifra {c}" if is_digit(c) else c
            slots["cart"] = "il" if is_digit(c) else "la"
            if "{cart} {ord}" in self and is_digit(c) and str(slots.get("ord", "")).endswith("a"):
                slots["ord"] = str(slots["ord"])[:-1] + "o"
        if "q" in slots:  # "l'ultimo «12»", "l'ultima «casa»" (la parola)
            number = bool(NUMBER.fullmatch(str(slots["q"])))
            slots["qart"] = "il" if number else "la"
            if "{qart} {ord}" in self and number and str(slots.get("ord", "")).endswith("a"):
                slots["ord"] = str(slots["ord"])[:-1] + "o"
        for slot, prep in self.cases.items():
            if slot in slots:
                slots[slot] = inflect(str(slots[slot]), prep)
        return str.format(self, *args, **slots)

    def __reduce__(self) -> tuple[Any, ...]:
        return (_rebuild, (str(self), self.cases))


def _rebuild(text: str, cases: dict[str, str]) -> Form:
    return Form(text, **cases)


def forms(texts: list[str], **cases: str) -> list[Form]:
    """The same preposition for a slot in several templates."""
    return [Form(t, **cases) for t in texts]
