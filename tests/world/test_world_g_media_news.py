"""g_media: a newsletter's cadence is one: its sender's name, subject and lines all speak of
months (a reviewer read "Gardening Weekly" sending "Your monthly digest"); a short interview
takes a short read (not "a short chat" and "takes about ten minutes"); no filler that does not
follow from the topic ("A few simple habits" in "City Breaks Weekly")."""

from __future__ import annotations

import re

from world_helpers import sampled, strings_of

WEEKLY = {"en": r"\bweek(ly)?\b", "de": r"\bWochen?\b|wöchentlich",
          "fr": r"\bsemaine|hebdo", "es": r"(?<!fin de )\bsemana|semanal",
          "it": r"(?<!fine )\bsettiman", "nl": r"\bweek\b|wekelijks"}
# a short interview reads in two to six minutes (h_pool spread the figure; seven is long)
LONG = {"en": r"\b(ten|seven) minutes", "de": r"(zehn|sieben) Minuten",
        "fr": r"(dix|sept) minutes", "es": r"(diez|siete) minutos",
        "it": r"(dieci|sette) minuti", "nl": r"(tien|zeven) minuten"}
HABITS = {"en": "simple habits", "de": "Gewohnheit", "fr": "habitudes", "es": "hábitos",
          "it": "abitudini", "nl": "gewoonte"}


def test_one_cadence_short_reads_no_loose_filler() -> None:
    for lang, seed, p in sampled("newsletter_email", 40):
        text = " ".join(strings_of(p))
        assert not re.search(WEEKLY[lang], text, re.I), (lang, seed, p["brand"], text)
        assert not re.search(LONG[lang], text), (lang, seed, text)
        assert HABITS[lang] not in text, (lang, seed, text)
