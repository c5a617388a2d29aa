"""A bug ticket's dates agree with its activity: it was created days ago and updated by its
latest comment (not "Updated Jun 20, 2024" above comments from "9 hours ago"), and a bug
carries the "bug" label, never "enhancement" beside it."""

from __future__ import annotations

import re

import numpy as np
from world_helpers import sampled

from generator.content import Content


def test_dates_and_labels() -> None:
    for lang, seed, p in sampled("issue_ticket", 10):
        c = Content(lang, np.random.default_rng(0))
        assert p["updated"] == p["comments"][-1]["time"], (lang, seed, p["updated"])
        assert re.search(r"\d+", p["created"]), (lang, seed)
        days = int(re.search(r"\d+", p["created"]).group())
        assert days >= 2 and p["created"] == c.ui("devtools.rel_days", n=days)
        assert p["labels"][0] == c.word_at("dt_label", 0), (lang, seed, p["labels"])
        assert c.word_at("dt_label", 1) not in p["labels"], (lang, seed, p["labels"])


def test_bug_happens_where_it_can() -> None:
    """"Invoice PDF freezes after clicking Save": a save bug is in a form, an export error
    in a list."""
    from surfaces.issue_ticket import FITS

    for lang, seed, p in sampled("issue_ticket", 10):
        c = Content(lang, np.random.default_rng(0))
        for k, fits in ((k, FITS[k]) for k in (0, 1)):  # save in a form, export from a list
            parts = [t.strip(" «»„“”\"'") for t in c.data.SLOTS["hchat_bug"][k]["title"]
                     .split("{f}")]
            stem = max(parts, key=len)[:12]
            if len(stem) >= 6 and stem in p["title"]:
                names = [c.word_at("dt_feature", i) for i in fits]
                assert any(n.lower() in p["title"].lower() for n in names), (lang, seed,
                                                                             p["title"])
