"""g_media: a notification is one event: its title and body come from the same kind (a
reviewer read "Nieuwe reactie" over "Finn heeft je bericht gedeeld"), and a work meeting's
reminder shows only on a working day's office hours (not at 07:19 on a Saturday)."""

from __future__ import annotations

import datetime
import re

from world_helpers import sampled

SHARED = {"en": "shared", "de": "geteilt", "fr": "partagé", "es": "compartido",
          "it": "condiviso", "nl": "gedeeld"}


def test_title_and_body_are_one_event_and_meetings_on_workdays() -> None:
    from surfaces.notification_center import MEETING

    meetings = 0
    for lang, seed, p in sampled("notification_center", 40):
        for item in p["items"]:
            if item["kind"] == 0:  # "New comment": its body comments, neither likes nor shares
                assert SHARED[lang] not in item["text"], (lang, seed, item["text"])
            if item["kind"] == MEETING:
                meetings += 1
                assert p["office"], (lang, seed, p["date"], p["clock"])
        if lang == "en" and p["office"]:
            hour = int(re.match(r"(\d+)", p["clock"]).group(1))
            assert hour in (9, 10, 11, 12, 1, 2, 3, 4), (seed, p["clock"])
            day = datetime.datetime.strptime(p["date"], "%b %d, %Y" if "," in p["date"] else "%B %d %Y")
            assert day.weekday() < 5, (seed, p["date"])
    assert meetings > 5
