"""c_facts: an encyclopedia article names a capital as such right after its first sentence
(Indianapolis the capital of Indiana, Lyon of its region, Madrid of Spain), labels a US state
"State", gives a city's population in its lead, and tells no fact twice ("several museums
and theaters ... downtown has several major museums")."""

from __future__ import annotations

import re

import numpy as np

from generator.content import Content
from generator.content.provider import locale_data
from surfaces.wikipedia import CAPITALS, generic_words
from tests.world.world_helpers import sampled

STATE = {"en": "State", "es": "Comunidad autónoma"}


def _sentences(text: str) -> list[str]:
    return [s for s in re.split(r"(?<=[a-zà-ÿ0-9)][.!?])\s+", text) if s]


def test_capitals_named_and_no_fact_twice() -> None:
    capitals = 0
    for lang, seed, p in sampled("wikipedia", 40):
        ui = locale_data(lang).UI
        lead = _sentences(p["lead"][0])
        city = p["city"]
        info = dict(p["info"])
        if lang in STATE:
            assert STATE[lang] in info, (lang, info)
        nation = city in CAPITALS["nation"]
        region = city in CAPITALS["region"]
        said = " ".join(lead)
        if nation:
            assert ui["h_wiki.capital_nation"] in said, (lang, seed, said)
        if nation or region:
            capitals += 1
            assert len(lead) >= 2 and lead[1] in (ui["h_wiki.capital_nation"],
                                                 ui["h_wiki.capital_region"]), (lang, lead)
        generic = generic_words(Content(lang, np.random.default_rng(0)),
                                f"{city} {list(info.values())[1]}")
        seen: set[str] = set()
        texts = lead[:1] + lead[2 if nation or region else 1:] + [
            s for sec in p["sections"] for t in sec["texts"] for s in _sentences(t)]
        for s in texts:
            words = {w.lower()[:6] for w in re.findall(r"\w{6,}", s)} - generic
            assert not words & seen, (lang, seed, s, words & seen)
            seen |= words
    assert capitals > 10


def test_a_city_lead_gives_its_population() -> None:
    for lang, seed, p in sampled("wikipedia", 30):
        pop = int(re.sub(r"\D", "", dict(p["info"])[locale_data(lang).UI["web.info_population"]]))
        if pop >= 150_000:
            assert re.search(r"\d", p["lead"][0]), (lang, seed, p["lead"])
            assert len(_sentences(p["lead"][0])) >= 2, (lang, seed, p["lead"])
