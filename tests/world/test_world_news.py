"""A news page tells one story: the headline's subject is the subject of every paragraph
that names one (no park renovation headline over a school expansion and a car ban), and
American English pages count money in dollars, not euros or pounds (the English invoices
are British by design: pounds sterling and VAT)."""

from __future__ import annotations

import re

import pytest
from world_helpers import sampled

from generator.content.provider import locale_data


@pytest.mark.parametrize("name", ("dictionary_popup",))
def test_one_story_per_page(name: str) -> None:
    named = 0
    for lang, seed, p in sampled(name, 10):
        # the town's project (kit/news_story.py's topics), by its full name
        topics = [str(r["t"]) for r in locale_data(lang).SLOTS["w6n_topic"]]
        texts = [t.replace(p["example"], "") for t in p["texts"]]  # the dictionary's example
        text = " ".join([p.get("title", ""), *texts]).lower()
        found = {t for t in topics if re.search(rf"(?<!\w){re.escape(t.lower())}(?!\w)", text)}
        found = {t for t in found if not any(t != o and t.lower() in o.lower() for o in found)}
        assert len(found) <= 1, (name, lang, seed, found)
        named += len(found)
    assert named


def test_american_english_counts_in_dollars() -> None:
    data = locale_data("en")
    texts = [t for k, ts in data.SENTENCES.items() if not k.startswith("invoice.") for t in ts] + \
        [v for v in data.UI.values() if isinstance(v, str)]
    assert not [t for t in texts if re.search(r"\b(euros|pounds)\b", t)]
