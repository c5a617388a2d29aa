"""Spanish contractions for instruction templates.

Reference phrases carry their article ("la palabra «X»", "el párrafo que empieza por
«X»"). A template that puts "de" or "a" in front of a phrase says so per slot and the
article contracts: ``Form("al principio {para}", para="de")`` gives "al principio del
párrafo …" or "al principio de la línea …". Any other preposition is put in front as is.
Every phrase that takes an ordinal is feminine (la palabra, la aparición, la letra, la
cifra; letters are feminine: "la segunda «e»"), so ordinals are written feminine; a digit
named by itself is masculine, as a Spanish writer names the repeated "1" of "131,00": "el
último «1» de «131,00»" (``{cart} {ord}``), never "la última cifra «1»", which reads as "the
last digit, a 1" (the last digit is 0; readers of 0.25.0).
"""

from __future__ import annotations

import re
from typing import Any

CONTRACT = {("de", "el"): "del", ("a", "el"): "al"}
# an ordinal before a masculine noun: "el primer «1»", "el tercer «1»", "el último «1»"
MASCULINE = {"primera": "primer", "tercera": "tercer"}


def masculine(ordinal: str) -> str:
    return MASCULINE.get(ordinal, ordinal[:-1] + "o" if ordinal.endswith("a") else ordinal)


def is_digit(quoted: str) -> bool:
    return quoted.strip("«»“”\"`").isdigit()


# a quoted number ("12", "4,50", "1.200 €"): a number named by itself is masculine, "el último
# «12»" (a date or a time is not: "la última «17:30»", la hora)
NUMBER = re.compile(r"[«“\"`]?[-+−]?\d[\d.,\s\u00a0\u202f]*[%€$£]?[»”\"`]?")


def inflect(phrase: str, prep: str) -> str:
    """``prep`` + ``phrase`` with "de el" / "a el" contracted."""
    first, _, rest = phrase.partition(" ")
    short = CONTRACT.get((prep, first))
    return f"{short} {rest}" if short and rest else f"{prep} {phrase}"


class Form(str):
    """A template whose slots get a preposition (see the module docstring). ``{cx}`` is
    the bare character ``{c}`` for a letter and "cifra {c}" for a digit; ``{cart}`` is the
    article of the bare character (la «e», el «1»), and an ``{ord}`` right after it agrees."""

    cases: dict[str, str]

    def __new__(cls, text: str, **cases: str) -> Form:
        obj = super().__new__(cls, text)
        obj.cases = cases
        return obj

    def format(self, *args: Any, **slots: Any) -> str:
        if "c" in slots:
            c = str(slots["c"])
            slots["cx"] = f"cifra {c}" if is_digit(c) else c
            slots["cart"] = "el" if is_digit(c) else "la"
            if "{cart} {ord}" in self and is_digit(c) and "ord" in slots:
                slots["ord"] = masculine(str(slots["ord"]))
        if "q" in slots:  # "el último «12»", "la última «casa»" (la palabra)
            number = bool(NUMBER.fullmatch(str(slots["q"])))
            slots["qart"] = "el" if number else "la"
            if "{qart} {ord}" in self and number and "ord" in slots:
                slots["ord"] = masculine(str(slots["ord"]))
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
