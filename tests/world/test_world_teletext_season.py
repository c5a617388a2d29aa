"""A teletext page's headlines fit its date: no "Heatwave to end this week" on 12 Nov (a
reviewer's row), no snow warning in May."""

from __future__ import annotations

import re

from world_helpers import sampled

from generator import formats

SUMMER = re.compile(r"(?i)heatwave|hitzewelle|canicule|ola de calor|ondata di caldo|hittegolf")
WINTER = re.compile(r"(?i)\bsnow\b|schnee|glätte|\bneve\b|sneeuw")


def test_teletext_headlines_fit_the_month() -> None:
    seen = set()
    for lang, seed, p in sampled("teletext_page", 60):
        months = [m.rstrip(".") for m in formats.month_names(lang, "abbreviated")]
        month = months.index(p["date"].split()[-1])
        for head, _ in p["heads"]:
            if SUMMER.search(head):
                assert month in range(5, 9), (lang, seed, head, p["date"])
                seen.add("summer")
            if WINTER.search(head):
                assert month in (10, 11, 0, 1, 2), (lang, seed, head, p["date"])
                seen.add("winter")
    assert seen == {"summer", "winter"}
