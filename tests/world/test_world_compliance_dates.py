"""An audit checklist's dates follow its review: a finding is due after the audit, a
compliant item was checked before it, an item that does not apply has no date; only an
item naming something a site may lack (a forklift, a boiler) is "not applicable"."""

from __future__ import annotations

import datetime

import numpy as np
from world_helpers import sampled

from generator.content import Content
from generator.content.provider import locale_data


def test_checklist_dates_follow_the_review() -> None:
    na = 0
    for lang, seed, p in sampled("compliance_checklist", 10):
        words = [w.lower() for w in locale_data(lang).UI["cmp.conditional_words"]]
        review = datetime.date.fromisoformat(p["review"])
        content = Content(lang, np.random.default_rng(0))
        after = {content.format_date(review + datetime.timedelta(days=d)) for d in range(1, 61)}
        before = {content.format_date(review - datetime.timedelta(days=d)) for d in range(0, 41)}
        for item in p["items"]:
            if item["status"] == 2:
                na += 1
                assert item["due"] == "–" and any(w in item["text"].lower() for w in words)
            elif item["status"] == 0:
                assert item["due"] in before, (lang, seed, item)
            else:
                assert item["due"] in after, (lang, seed, item)
    assert na
