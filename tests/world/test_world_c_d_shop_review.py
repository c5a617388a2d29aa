"""review_page: the star histogram has a real shape; no review installs a kettle."""

from __future__ import annotations

import re

from tests.world.world_helpers import sampled


def test_histogram_is_j_shaped_or_unimodal():
    for lang, seed, params in sampled("review_page", 60):
        five, four, three, two, one = params["percents"]
        assert sum(params["percents"]) == 100, (lang, seed)
        assert four >= three >= two, (lang, seed, params["percents"])
        assert one <= four, (lang, seed, params["percents"])


SETUP = re.compile(r"\b(setup|installation|installatie|instalación|installazione|einrichtung)\b",
                   re.IGNORECASE)


def test_no_review_installs_an_appliance():
    for lang, seed, params in sampled("review_page", 40):
        for review in params["reviews"]:
            assert not SETUP.search(review["text"]), (lang, seed, review["text"])
