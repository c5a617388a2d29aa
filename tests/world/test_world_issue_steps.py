"""A ticket's steps do not contradict (review3 0000: "1. Sign in ... 3. Sign in and wait"),
a "stays blank" ticket is about a page (not a search bar), its expectation is not the stock
"The page shows its content", and the project is a product, not a company name."""

from __future__ import annotations

import numpy as np

from generator.content import Content
from surfaces.issue_ticket import PAGES, PROJECTS
from tests.world.world_helpers import sampled

SIGN_IN = {"en": "sign in", "de": "anmelden", "fr": "se connecter", "es": "iniciar sesión",
           "it": "accedere", "nl": "inloggen"}


def test_steps_sign_in_once_and_blank_tickets_are_pages() -> None:
    seen = 0
    for lang, seed, p in sampled("issue_ticket", 30):
        steps = [s.lower() for s in p["steps"]]
        assert sum(SIGN_IN[lang] in s for s in steps) <= 1, (lang, seed, steps)
        assert p["project"] in PROJECTS.values(), (lang, seed)
        assert "shows its content" not in " ".join(p["desc"]), (lang, seed)
        blank = Content(lang, np.random.default_rng(0)).data.SLOTS["hchat_bug"][2]
        if blank["title"].split("{")[0] and p["title"].startswith(blank["title"].split("{")[0]) \
                or p["title"].endswith(blank["title"].split("}")[-1]):
            pages = [Content(lang, np.random.default_rng(0)).word_at("dt_feature", i)
                     for i in PAGES]
            assert any(f.lower() in p["title"].lower() for f in pages), (lang, seed, p["title"])
            seen += 1
        assert p["comments"], (lang, seed)
        # no italic or bold on an arbitrary word of a comment (review4: arbitrary emphasis)
        assert all(m[2] == "code" for c in p["comments"] for m in c["marks"]), (lang, seed)
    assert seen
