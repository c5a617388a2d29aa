"""h_blurbs: a poll page's polls come from one community and its votes are counted on the
page (review w11: a condominium poll on a library's poll site; '110 commenti' but no votes)."""

from __future__ import annotations

import re

import numpy as np

from generator.content import Content
from surfaces.poll_page import SURPRISED, community
from tests.world.world_helpers import rendered, sampled

APART = [(r"condominio|condominium|Hausgemeinschaft|copropriété|vecinos|bewoners",
          r"biblioteca|library|Bibliothek|bibliothèque|médiathèque|bibliotheek")]


def test_polls_of_a_page_share_one_community():
    for lang, seed, p in sampled("poll_page", 40):
        questions = [p["question"], *p["others"]]
        kinds = {community(q) for q in questions} - {""}
        assert len(kinds) <= 1, (lang, seed, questions)
        text = " ".join(questions)
        for a, b in APART:
            assert not (re.search(a, text, re.I) and re.search(b, text, re.I)), (lang, seed)


def test_the_vote_total_is_always_on_the_page():
    for lang in ("en", "it", "de"):
        for seed in range(8):
            p, geo = rendered("poll_page", lang, seed)
            words = " ".join(w.text for w in geo.words)
            number = re.search(r"[\d.,  ]+", p["total"]).group(0).strip()
            assert number in words, (lang, seed, p["total"])
            if not p["results"]:
                assert p["hidden"].split()[0] in words, (lang, seed)


def test_nobody_discusses_hidden_standings():
    """With the shares hidden, no comment wonders why an option is not further ahead."""
    for lang, seed, p in sampled("poll_page", 30):
        if p["results"]:
            continue
        lines = Content(lang, np.random.default_rng(0)).data.SLOTS["gsoc_poll_comment"]
        line = lines[SURPRISED]
        head = re.split(r"[{]", line)[0].strip()
        if len(head) > 6:
            assert not any(c["text"].startswith(head) for c in p["comments"]), (lang, seed)
