"""A survey form has one respondent: the intro greets the signed-in person by that person's
first name (no "Merci, Denise" over "Connecté … alex.girard@free.fr"); French elides before
a vowel (never "en tant que alex"); the periods the intro names are ones people use."""

from __future__ import annotations

import re

from world_helpers import sampled

GREETS = {"fr": r"(?:Merci|Un grand merci), ([^,]+),", "it": r"(?:Ciao|Gentile) ([^,]+),"}


def test_greeting_names_the_signed_in_person() -> None:
    greeted = 0
    for lang, seed, p in sampled("survey_form", 40):
        if lang not in GREETS:
            continue
        for m in re.finditer(GREETS[lang], " ".join(p["intro"])):
            if m.group(1) != "cliente":
                greeted += 1
                assert m.group(1) == p["me"].split()[0], (lang, seed, p["intro"], p["me"])
    assert greeted, "no intro greeted anybody: the test reads nothing"


def test_no_missing_elision_and_usual_periods() -> None:
    for lang, seed, p in sampled("survey_form", 40):
        text = " ".join([*p["intro"], p["signed"]])
        if lang == "fr":
            assert not re.search(r"\bque [aeiouyh]", text, re.IGNORECASE), (seed, text)
        for n in re.findall(r"\b(\d+) (?:derniers jours|dagen|días|giorni|days|Tage)", text):
            assert int(n) in (7, 14, 30, 90), (lang, seed, text)
        assert not re.search(r"\b\d+ (?:domande|preguntas|questions|Fragen|vragen)\b", text), \
            (lang, seed, text)
