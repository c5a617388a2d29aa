"""A timeline post's @handle is made from the poster's name, and a run in the evening is
not "the best start to the day"."""

from __future__ import annotations

import unicodedata

import numpy as np
from world_helpers import sampled

from generator.content import Content


def _ascii(w: str) -> str:
    return unicodedata.normalize("NFKD", w).encode("ascii", "ignore").decode().lower()


def test_handles_come_from_names() -> None:
    for lang, seed, p in sampled("social_feed", 4):
        for post in p["posts"]:
            last = "".join(c for c in _ascii(post["name"].split()[-1]) if c.isalnum())
            assert last[:6] in post["handle"] or len(post["handle"]) >= 15, \
                (lang, seed, post["name"], post["handle"])


def test_evening_run_is_not_a_start_to_the_day() -> None:
    content = Content("en", np.random.default_rng(3))
    template = content.data.SENTENCES["social"][1]
    for _ in range(200):
        text = content.fill(template)
        assert not ("Evening" in text and "start" in text), text
