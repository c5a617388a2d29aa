"""The events mails name at a clock time or a part of the day ("the {event} on Thursday at
ten", "de jeudi après-midi") are daytime events, never a meal or an evening (no team lunch at
nine, no "déjeuner d'équipe de jeudi après-midi", no afterwork at 10 h)."""

from __future__ import annotations

import re

from generator.content.provider import locale_data

MEALS_AND_EVENINGS = re.compile(r"lunch|breakfast|party|déjeuner|afterwork|almuerzo|desayuno|"
                                r"comida|cena|pranzo|colazione|aperitivo|abend|avond|ontbijt|"
                                r"Mittag|Frühstück|soirée", re.I)


def test_mail_events_are_daytime_events():
    for lang in ("en", "de", "fr", "es", "it", "nl"):
        events = locale_data(lang).SLOTS["mailui_event"]
        assert len(events) >= 5, lang
        bad = [e for e in events if MEALS_AND_EVENINGS.search(e)]
        assert not bad, (lang, bad)
