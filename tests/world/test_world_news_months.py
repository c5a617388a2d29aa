"""A works article's months agree with its date: what happened "since" or "at a hearing
in" a month happened before the article, what will be published or end "by" a month comes
after it (news_past / news_done, pinned by pin_news_world); the dictionary popup's article
is such a story, its date the story's."""

from __future__ import annotations

import re

import numpy as np
from world_helpers import sampled

from generator.content import Content
from surfaces.kit.news_world import pin_news_world

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]


def test_past_and_future_months_fit_the_article_date() -> None:
    for seed in range(40):
        content = Content("en", np.random.default_rng([seed, 11]))
        world = pin_news_world(np.random.default_rng([seed, 5]), content)
        month = int(world["day"][5:7])
        text = " ".join(content.sentences("article", 14))
        for m in re.finditer(r"\b(?:since|hearing in|council in|announced in) (\w+)", text):
            if m.group(1) in MONTHS:
                assert MONTHS.index(m.group(1)) + 1 < month or month == 1, (seed, m.group(0))
        for m in re.finditer(r"\b(?:until the end of|reviewed in|before) (\w+)", text):
            if m.group(1) in MONTHS:
                assert MONTHS.index(m.group(1)) + 1 > month, (seed, m.group(0))


def test_dictionary_popup_article_is_one_story() -> None:
    for lang, seed, p in sampled("dictionary_popup", 6):
        # the story's own noun ("Bibliothek"), in its headline or its body
        text = " ".join([p["title"], *p["texts"]]).lower()
        assert p["noun"].lower() in text, (lang, seed)
