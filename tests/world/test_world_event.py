"""An event page is one evening of live music: its title, times and description agree."""

from __future__ import annotations

from world_helpers import sampled

from generator.content.provider import locale_data
from surfaces.event_page import CLASHES


def test_event_is_an_evening_and_its_text_names_no_other_times_or_prices():
    for lang, seed, p in sampled("event_page", 12):
        titles = locale_data(lang).TITLES["media.event"]
        assert p["kind"] in (0, 1), (lang, seed)
        assert 18 <= p["start"] < p["end"] <= 24, (lang, seed, p["start"], p["end"])
        templates = locale_data(lang).SENTENCES["media.event"]
        text = " ".join(p["texts"])
        for i in CLASHES[lang]:
            head = templates[i].split("{")[0].strip()
            assert not head or head not in text, (lang, seed, head)
        if p["kind"] == 1:  # a market evening, not the "market weekend" (w10gm.ev_market)
            stem = titles[1].replace("{city}", "").strip()
            assert stem not in p["title"], (lang, seed)
