"""g_media: an event page's title names its type and its span (a reviewer read "Weekend del
mercato di Rimini" over one evening, 20:00-23:00), and a good cause is introduced with an
indefinite article, never as "the music school" nobody mentioned."""

from __future__ import annotations

import re

from world_helpers import sampled

WEEKEND = r"week-?end|Wochen|fin de semana|fine settimana"
THE_CAUSE = {"en": r"to the (youth|food)", "de": r"an (das|die) (Jugend|Tafel)",
             "fr": r"à (la banque|l'école)", "es": r"al banco", "it": r"alla (scuola|biblioteca)",
             "nl": r"naar de (buurt|voedsel)"}


def test_title_fits_the_evening_and_causes_are_introduced() -> None:
    for lang, seed, p in sampled("event_page", 40):
        assert p["end"] - p["start"] <= 4, (lang, seed)
        assert not re.search(WEEKEND, p["title"], re.I), (lang, seed, p["title"])
        about = " ".join(p["texts"]) if "texts" in p else " ".join(p.get("about", []))
        assert not re.search(THE_CAUSE[lang], about), (lang, seed, about)
