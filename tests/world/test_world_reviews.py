"""A review page is about one product and each review reads like its stars: every sentence
names the product on the page (never another one), and a one-star review is written from the
"bad" templates only, a five-star one from the "good" ones, its title in the same tone."""

from __future__ import annotations

import re

from world_helpers import sampled, written_from

from generator.content.provider import locale_data

TONES = {5: ("good",), 4: ("good", "mixed"), 3: ("mixed", "good"), 2: ("bad", "mixed"), 1: ("bad",)}


def test_reviews_follow_their_stars_and_name_the_page_product() -> None:
    checked = 0
    for lang, seed, p in sampled("review_page", 25):
        data = locale_data(lang)
        items = [i for i in data.SLOTS["review_item"] if i.lower() in p["product"].lower()]
        assert len(items) == 1, (lang, seed, p["product"])
        others = [i for i in data.SLOTS["review_item"] + data.SLOTS["product"]
                  if i != items[0] and i not in items[0]]
        titles = set()
        for r in p["reviews"]:
            tones = TONES[r["stars"]]
            allowed = [t for tone in tones for t in data.SENTENCES[f"review.{tone}"]]
            assert written_from(r["text"], allowed), (lang, seed, r["stars"], r["text"])
            assert any(written_from(r["title"], data.TITLES[f"review.{t}"]) for t in tones), \
                (lang, seed, r["stars"], r["title"])
            assert not any(re.search(rf"\b{re.escape(o)}\b", r["text"]) for o in others), \
                (lang, seed, r["text"])
            titles.add(r["title"])
            checked += 1
        assert len(titles) == len(p["reviews"]), (lang, seed, "two reviews share a title")
    assert checked > 300
