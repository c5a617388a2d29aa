"""trip_itinerary: a tip in someone's name ("Ana recommends a walk through Alfama") comes
from a traveller of the trip, never a stranger, and a lone traveller's notes carry none."""

from __future__ import annotations

import re

from world_helpers import sampled

VERBS = r"(recommends|empfiehlt|conseille|consiglia|raadt|recomienda)"


def test_recommending_traveller_is_on_the_trip() -> None:
    seen = 0
    for lang, seed, p in sampled("trip_itinerary", 30):
        firsts = {name.split()[0] for name in p["people"]}
        for note in p["notes"]:
            for m in re.finditer(rf"(\w+) {VERBS} ", note):
                if m.group(1)[0].isupper():
                    seen += 1
                    assert len(p["people"]) > 1 and m.group(1) in firsts, (lang, seed, m.group(0),
                                                                      p["people"])
    assert seen > 10
