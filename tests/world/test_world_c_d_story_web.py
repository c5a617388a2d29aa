"""website_article: the reading time is the body's words at ~200 a minute (at least 1, not
"3 min read" over two short paragraphs); the "Most read" rail and the second tab hold
stories of the page's season (no dog rescued from a frozen pond on 18 June)."""

from __future__ import annotations

import datetime
import re

from world_helpers import sampled

from generator.content.provider import locale_data

SEASONAL = {0: (12, 1, 2), 7: (5, 6, 7, 8, 9)}  # w6n.other rows: frozen pond, food festival


def test_read_time_follows_word_count() -> None:
    for lang, seed, p in sampled("website_article", 20):
        words = sum(len(t.split()) for t in p["texts"])
        n = int(re.search(r"\d+", p["read"]).group())
        assert n == max(1, round(words / 200)), (lang, seed, words, p["read"])


def test_other_stories_fit_the_season() -> None:
    seen = 0
    for lang, seed, p in sampled("website_article", 40):
        month = datetime.date.fromisoformat(p["world"]["day"]).month
        pool, bare = locale_data(lang).TITLES["w6n.other"], locale_data(lang).TITLES["w6n.other_bare"]
        for i, months in SEASONAL.items():
            for head in (pool[i].replace("{city}", p["town"]), bare[i]):
                shown = head in p["popular"] or head in p["tabs2"]
                seen += shown
                assert not shown or month in months, (lang, seed, month, head)
    assert seen, "no seasonal story shown at all"
