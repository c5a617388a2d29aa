"""A search results page answers its query: a question about a device lists threads and
guides about that device, never a town's stadium news, and English writes "an air fryer"."""

from __future__ import annotations

import re

import numpy as np
from world_helpers import sampled

from generator.content import Content
from generator.content.provider import locale_data


def test_results_are_about_the_query() -> None:
    for lang, seed, p in sampled("search_page", 12):
        data = locale_data(lang)
        devices = [d for d in data.SLOTS["web_gadget"] if d.lower() in p["query"]]
        topics = [t for t in data.SLOTS["web_topic"] if t.lower() in p["query"]]
        text = " ".join(r["title"] + " " + r["snippet"] for r in p["results"]).lower()
        if devices:
            assert not any(t.lower() in text for t in data.SLOTS["web_topic"]), (lang, seed)
        if topics:
            assert not any(re.search(rf"\b{re.escape(d.lower())}\b", text)
                           for d in data.SLOTS["web_gadget"]), (lang, seed)


def test_english_article_before_a_vowel() -> None:
    content = Content("en", np.random.default_rng(0))
    assert content.fill("a {x} and a user", x="air fryer") == "An air fryer and a user"
    assert content.fill("Buy a {x}", x="e-bike") == "Buy an e-bike"
    assert content.fill("a {x} for a European", x="unicorn") == "A unicorn for a European"
