"""h_blurbs: a watch page's 'up next' list names no town twice and no subject twice
(review w11: 'On a pagayé de Nevers à Nevers', and a second Nevers video)."""

from __future__ import annotations

import re

import numpy as np

from generator.content import Content
from tests.world.world_helpers import sampled

SUBJECT = re.compile(r"\w+(?:-\w+)+|\w{8,}")


def test_up_next_names_each_town_and_subject_once():
    towns = {}
    for lang, seed, p in sampled("video_player", 40):
        if lang not in towns:
            towns[lang] = set(Content(lang, np.random.default_rng(0)).data.SLOTS["cities"])
        titles = [p["title"], *(n["title"] for n in p["next"])]
        named = [t for title in titles for t in towns[lang]
                 for _ in re.finditer(rf"(?<!\w){re.escape(t)}(?!\w)", title)]
        assert len(named) == len(set(named)), (lang, seed, named, titles)
        words = [w for title in titles for w in set(SUBJECT.findall(title.lower()))]
        assert len(words) == len(set(words)), (lang, seed, titles)
        assert len(p["next"]) >= 5, (lang, seed, titles)
