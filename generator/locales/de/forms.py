"""German case agreement for instruction templates.

Reference phrases are written in the nominative ("das zweite Vorkommen von „X“", "der
Buchstabe „e“ in „Haus“", "die Zeile, die so beginnt: „X“"). A template or phrase that
needs another case says so per slot: ``Form("Klicke direkt vor {word}.", word="dat")``.
A slot's case is a case name (nom, acc, dat, gen) or a preposition that governs it
("in", "von", "nach", ...), which is put in front and contracted (in dem -> im).

Only the head of a phrase is declined: its definite article, the weak adjectives and
ordinals after it (zweite -> zweiten) and its noun (NOUNS); everything from the first
quotation mark on (the quote, style suffix, qualifiers) is left as written.
"""

from __future__ import annotations

import re
from typing import Any

CASES = ("nom", "acc", "dat", "gen")
ARTICLES = {
    "m": ("der", "den", "dem", "des"),
    "f": ("die", "die", "der", "der"),
    "n": ("das", "das", "dem", "des"),
    "pl": ("die", "die", "den", "der"),
}
# Weak adjective ending is -e in these (gender, case) pairs and -en everywhere else.
WEAK_E = {("m", "nom"), ("f", "nom"), ("n", "nom"), ("f", "acc"), ("n", "acc")}
# noun -> (gender, forms in nom, acc, dat, gen)
NOUNS = {
    "Wort": ("n", ("Wort", "Wort", "Wort", "Wortes")),
    "Text": ("m", ("Text", "Text", "Text", "Textes")),
    "Vorkommen": ("n", ("Vorkommen", "Vorkommen", "Vorkommen", "Vorkommens")),
    "Zeichen": ("n", ("Zeichen", "Zeichen", "Zeichen", "Zeichens")),
    "Buchstabe": ("m", ("Buchstabe", "Buchstaben", "Buchstaben", "Buchstabens")),
    "Ziffer": ("f", ("Ziffer",) * 4),
    "Zahl": ("f", ("Zahl",) * 4),
    "Zeile": ("f", ("Zeile",) * 4),
    "Leerzeile": ("f", ("Leerzeile",) * 4),
    "Absatz": ("m", ("Absatz", "Absatz", "Absatz", "Absatzes")),
    "Satz": ("m", ("Satz", "Satz", "Satz", "Satzes")),
    "Nachricht": ("f", ("Nachricht",) * 4),
    "Wörter": ("pl", ("Wörter", "Wörter", "Wörtern", "Wörter")),
    "Punkt": ("m", ("Punkt", "Punkt", "Punkt", "Punktes")),
    "Doppelpunkt": ("m", ("Doppelpunkt", "Doppelpunkt", "Doppelpunkt", "Doppelpunktes")),
    "Strichpunkt": ("m", ("Strichpunkt", "Strichpunkt", "Strichpunkt", "Strichpunktes")),
    "Komma": ("n", ("Komma", "Komma", "Komma", "Kommas")),
    "Semikolon": ("n", ("Semikolon", "Semikolon", "Semikolon", "Semikolons")),
    "Ausrufezeichen": ("n", ("Ausrufezeichen",) * 3 + ("Ausrufezeichens",)),
    "Fragezeichen": ("n", ("Fragezeichen",) * 3 + ("Fragezeichens",)),
    "Auslassungspunkte": ("pl", ("Auslassungspunkte", "Auslassungspunkte",
                                 "Auslassungspunkten", "Auslassungspunkte")),
}
# Invoice fields (invoice.py): nouns whose genitive or accusative is not the nominative.
NOUNS.update({
    noun: ("n", (noun,) * 3 + (noun + "s",))
    for noun in ("Rechnungsdatum", "Ausstellungsdatum", "Fälligkeitsdatum", "Zahlungsziel")})
NOUNS.update({
    noun: ("m", (noun,) * 3 + (noun + "s",))
    for noun in ("Rechnungssteller", "Rechnungsempfänger", "BIC-Code", "Nettobetrag",
                 "Steuerbetrag", "Mehrwertsteuerbetrag", "Gesamtbetrag", "Rechnungsbetrag",
                 "Summenblock", "Block", "Absenderblock", "Kundenblock", "Adressblock")})
NOUNS.update({noun: ("f", (noun,) * 4) for noun in (
    "Rechnungsnummer", "Stadt", "Postleitzahl", "PLZ", "E-Mail-Adresse", "Telefonnummer",
    "Umsatzsteuer-ID", "IBAN", "BIC", "Bankverbindung", "Rechnungsposition", "Tabelle",
    "Zwischensumme", "IP-Adresse", "Version", "Versionsnummer")})
NOUNS["Name"] = ("m", ("Name", "Namen", "Namen", "Namens"))
NOUNS["Ort"] = ("m", ("Ort", "Ort", "Ort", "Ortes"))
NOUNS["Rechnungspositionen"] = ("pl", ("Rechnungspositionen",) * 4)
PREPOSITIONS = {"in": "dat", "an": "dat", "von": "dat", "zu": "dat", "bei": "dat",
                "nach": "dat", "mit": "dat", "aus": "dat", "zwischen": "dat", "auf": "acc",
                "um": "acc", "für": "acc", "durch": "acc"}
CONTRACTIONS = {("in", "dem"): "im", ("an", "dem"): "am", ("von", "dem"): "vom",
                ("zu", "dem"): "zum", ("zu", "der"): "zur", ("bei", "dem"): "beim"}
QUOTE_CHARS = frozenset("„“”»«\"'‘’`")
# a quoted number ("12", "4,50"): named by itself it is feminine (die Zahl), "die letzte „12“"
NUMBER = re.compile(r"[„»«\"'‘`]?[-+−]?\d[\d.,\s\u00a0\u202f]*[%€$£]?[“«»\"'’`]?")
# "die Zeile, die mit „…“ beginnt" (or "die in der Lektion mit „…“ beginnt", its place
# inside): a clause that a comma closes when the sentence goes on
RELATIVE = re.compile(r", (?:der|die|das) (?:[^\s,„“»«]+ ){0,6}?(?:mit|auf|so) ")


def _head(tokens: list[str]) -> int:
    """Number of leading tokens before the first one that opens a quotation."""
    for i, tok in enumerate(tokens):
        if tok[:1] in QUOTE_CHARS:
            return i
    return len(tokens)


def _noun(tokens: list[str], head: int) -> int | None:
    """Index of the phrase's noun: the first known noun, else the first capitalised word."""
    for i in range(1, head):
        if tokens[i].rstrip(",:;") in NOUNS:
            return i
    return next((i for i in range(1, head) if tokens[i][:1].isupper()), None)


def decline(phrase: str, case: str) -> str:
    """``phrase`` (nominative, definite) in ``case``; phrases without an article as they are."""
    tokens = phrase.split(" ")
    head = _head(tokens)
    if case == "nom" or head == 0 or tokens[0] not in ("der", "die", "das"):
        return phrase
    noun = _noun(tokens, head)
    word = tokens[noun].rstrip(",:;") if noun is not None else ""
    gender = NOUNS[word][0] if word in NOUNS else {"der": "m", "die": "f", "das": "n"}[tokens[0]]
    k = CASES.index(case)
    out = [ARTICLES[gender][k]]
    for i in range(1, noun if noun is not None else head):
        tok = tokens[i]
        if tok[:1].islower() and tok.endswith("e") and (gender, case) not in WEAK_E:
            tok += "n"
        out.append(tok)
    if noun is not None:
        form = NOUNS[word][1][k] if word in NOUNS else word
        out.append(form + tokens[noun][len(word):])
        out += tokens[noun + 1:]
    else:
        out += tokens[head:]
    return " ".join(out)


def inflect(phrase: str, spec: str) -> str:
    """``phrase`` for a slot whose case is ``spec`` (a case, a governing preposition, or
    ``des``: the genitive of a phrase with an article, "von" before one without, as in "der
    Rahmen des Buchstabens „f“" but "der Rahmen von „f“")."""
    if spec == "des":
        return decline(phrase, "gen") if phrase.split(" ", 1)[0] in ("der", "die", "das") \
            else f"von {phrase}"
    if spec in CASES:
        return decline(phrase, spec)
    declined = decline(phrase, PREPOSITIONS[spec])
    first, _, rest = declined.partition(" ")
    short = CONTRACTIONS.get((spec, first))
    return f"{short} {rest}" if short and rest else f"{spec} {declined}"


class Form(str):
    """A template whose slots are declined before they are filled in.

    ``{art}`` and ``{n}`` give the article and noun of the ``{noun}`` slot separately, so
    an ordinal can stand between them ("der zweite Buchstabe"); ``{cart}`` is the article
    of the bare character ``{c}`` (letters are neuter: "das e", digits feminine: "die 3").
    """

    cases: dict[str, str]

    def __new__(cls, text: str, **cases: str) -> Form:
        for spec in cases.values():
            if spec not in CASES and spec not in PREPOSITIONS and spec != "des":
                raise ValueError(f"unknown case or preposition {spec!r} in {text!r}")
        obj = super().__new__(cls, text)
        obj.cases = cases
        return obj

    def format(self, *args: Any, **slots: Any) -> str:
        if "noun" in slots:
            slots["art"], _, slots["n"] = str(slots["noun"]).partition(" ")
        if "q" in slots:  # "die letzte „12“" (die Zahl), "das letzte „Haus“" (das Wort)
            slots["qart"] = "die" if NUMBER.fullmatch(str(slots["q"])) else "das"
        if "c" in slots:
            slots["cart"] = "die" if str(slots["c"]).strip("".join(QUOTE_CHARS)).isdigit() \
                else "das"
        for slot, spec in self.cases.items():
            if slot in slots:
                slots[slot] = inflect(str(slots[slot]), spec)
        for slot, value in slots.items():  # a relative clause the sentence goes on after
            after = self.partition("{" + slot + "}")[2]
            if after.startswith("{"):  # the next slot's text: " (erst oben links ...)"
                after = str(slots.get(after[1:].partition("}")[0], "")).lstrip()
            if after[:1] and after[:1] not in ".?!,:;()" and RELATIVE.search(str(value)):
                slots[slot] = f"{value},"
        return str.format(self, *args, **slots)

    def __reduce__(self) -> tuple[Any, ...]:
        return (_rebuild, (str(self), self.cases))


def _rebuild(text: str, cases: dict[str, str]) -> Form:
    return Form(text, **cases)


def forms(texts: list[str], **cases: str) -> list[Form]:
    """The same case for a slot in several templates."""
    return [Form(t, **cases) for t in texts]
