"""Spanish contractions for instruction templates.

Reference phrases carry their article ("la palabra «X»", "el párrafo que empieza por
«X»"). A template that puts "de" or "a" in front of a phrase says so per slot and the
article contracts: ``Form("al principio {para}", para="de")`` gives "al principio del
párrafo …" or "al principio de la línea …". Any other preposition is put in front as is.
Every phrase that takes an ordinal is feminine (la palabra, la aparición, la letra, la
cifra; letters are feminine: "la segunda «e»"), so ordinals are written feminine.
"""

from __future__ import annotations

from typing import Any

CONTRACT = {("de", "el"): "del", ("a", "el"): "al"}


def inflect(phrase: str, prep: str) -> str:
    """``prep`` + ``phrase`` with "de el" / "a el" contracted."""
    first, _, rest = phrase.partition(" ")
    short = CONTRACT.get((prep, first))
    return f"{short} {rest}" if short and rest else f"{prep} {phrase}"


# an ordinal digit is a number, masculine and bare: "el último «1» de «131,00»"
ORDINAL_DIGIT = "la {ord} {cx}"
_MASCULINE = {"primera": "primer", "tercera": "tercer"}


def _ordinal_number(ord_: str) -> str:
    return "el " + _MASCULINE.get(ord_, ord_[:-1] + "o")


class Form(str):
    """A template whose slots get a preposition (see the module docstring). ``{cx}`` is
    the bare character ``{c}`` for a letter and "cifra {c}" for a digit."""

    cases: dict[str, str]

    def __new__(cls, text: str, **cases: str) -> Form:
        obj = super().__new__(cls, text)
        obj.cases = cases
        return obj

    def format(self, *args: Any, **slots: Any) -> str:
        text = str(self)
        if "c" in slots:
            c = str(slots["c"])
            digit = c.strip("«»“”\"`").isdigit()
            slots["cx"] = f"cifra {c}" if digit else c
            if digit and "ord" in slots and ORDINAL_DIGIT in text:
                # "la última cifra «1» de «131,00»" reads as its last digit, a 0 (r72 0008)
                text = text.replace(ORDINAL_DIGIT, _ordinal_number(str(slots["ord"])) + " {c}")
        for slot, prep in self.cases.items():
            if slot in slots:
                slots[slot] = inflect(str(slots[slot]), prep)
        return str.format(text, *args, **slots)

    def __reduce__(self) -> tuple[Any, ...]:
        return (_rebuild, (str(self), self.cases))


def _rebuild(text: str, cases: dict[str, str]) -> Form:
    return Form(text, **cases)


def forms(texts: list[str], **cases: str) -> list[Form]:
    """The same preposition for a slot in several templates."""
    return [Form(t, **cases) for t in texts]
