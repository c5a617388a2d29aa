"""French contractions and agreement for instruction templates.

Reference phrases carry their article ("le mot « X »", "la ligne qui commence par « X »").
A template that puts "de" or "à" in front of a phrase says so per slot, and the article
contracts: ``Form("au début {line}", line="de")`` gives "au début de la ligne …" or "au
début du paragraphe …"; ``{word}`` with "de" gives "du mot « X »", "de « X »". Any other
preposition ("dans", "sur") is simply put in front. Ordinals are written masculine and
agree with a feminine head ("la {ord} occurrence" -> "la première occurrence").
"""

from __future__ import annotations

from typing import Any

CONTRACT = {("de", "le"): "du", ("de", "les"): "des", ("à", "le"): "au", ("à", "les"): "aux"}
FEMININE = {"premier": "première", "dernier": "dernière", "second": "seconde"}
VOWELS = tuple("aeiouyhàâéèêëîïôûAEIOUYHÀÂÉÈÊËÎÏÔÛ")


def inflect(phrase: str, prep: str) -> str:
    """``prep`` + ``phrase`` with the article contracted (du, des, au, aux) or elided (d')."""
    first, _, rest = phrase.partition(" ")
    short = CONTRACT.get((prep, first))
    if short and rest:
        return f"{short} {rest}"
    if prep == "de" and phrase.startswith(VOWELS):
        return f"d'{phrase}"
    return f"{prep} {phrase}"


class Form(str):
    """A template whose slots get a preposition (see the module docstring).

    ``{art}`` and ``{n}`` are the article and noun of the ``{noun}`` slot, so an ordinal
    can stand between them ("la deuxième lettre").
    """

    cases: dict[str, str]

    def __new__(cls, text: str, **cases: str) -> Form:
        obj = super().__new__(cls, text)
        obj.cases = cases
        return obj

    def format(self, *args: Any, **slots: Any) -> str:
        if "noun" in slots:
            slots["art"], _, slots["n"] = str(slots["noun"]).partition(" ")
        # "la dernière lettre", but "le dernier « w »" (a letter named by itself is masculine)
        if "ord" in slots and ("la {ord}" in self
                               or ("{art} {ord}" in self and slots.get("art") == "la")):
            slots["ord"] = FEMININE.get(slots["ord"], slots["ord"])
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
