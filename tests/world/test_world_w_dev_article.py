"""A browser tab's news article names no month but its story's own (a budget "approved
after a debate in February" under a January date), no "start in June after the summer",
and a critic who disagrees is quoted disagreeing (no "Not everyone agrees: ... 'a step in
the right direction'")."""

from __future__ import annotations

import re

import numpy as np
from world_helpers import sampled

from generator.content import Content


def test_article_months_and_quotes() -> None:
    for lang, seed, p in sampled("browser_tabs", 8):
        months = Content(lang, np.random.default_rng(0)).data.MONTHS
        story = p["story"]
        own = {months[story["start"]], months[story["done"]]}
        text = " ".join(p["paras"])
        for m in months:
            if m not in own:
                assert not re.search(rf"(?<!\w){re.escape(m)}(?!\w)", text), (lang, seed, m)
        if lang == "en":
            assert story["start"] >= 8 or "after the summer" not in text, (seed, text)
            # praise is quoted under a supporter's opener, never under "Not everyone agrees"
            assert not re.search(r"(Not everyone|Some remain skeptical)[^.]*(right direction|"
                                 r"long overdue)", text), (seed, text)
