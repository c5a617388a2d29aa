"""A survey is about one service: its intro names the same service its questions ask about
(not "improve our mobile app" and then "your last order with our website")."""

from __future__ import annotations

import re

from world_helpers import sampled

from generator.content.provider import locale_data


def test_survey_intro_names_the_surveyed_service() -> None:
    for lang, seed, p in sampled("survey_form", 25):
        data = locale_data(lang)
        fixed = " ".join(data.SENTENCES["frm_survey_intro"])  # words the templates spell out
        others = [s for s in data.SLOTS["frm_service"]
                  if s != p["service"] and s not in p["service"] and s not in fixed]
        text = " ".join(p["intro"])
        for other in others:
            assert not re.search(rf"\b{re.escape(other)}\b", text), (lang, seed, other, text)


def test_survey_title_is_about_the_service_not_an_event() -> None:
    """The title asks about the company or the surveyed service ("Event feedback form" above
    questions about the delivery service was a survey about something else)."""
    events = ("event", "evento", "événement", "Veranstaltung", "evenement")
    for lang, seed, p in sampled("survey_form", 25):
        titles = locale_data(lang).TITLES["frm_survey"]
        assert not any(word in t for t in titles for word in events), lang
        fixed = [t for t in titles if "{" not in t]
        assert p["title"] in fixed or p["service"] in p["title"], (lang, seed, p["title"])
