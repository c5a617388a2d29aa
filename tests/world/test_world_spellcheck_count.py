"""The spell-check page counts the document it shows (one page, its own words), its report
is one team's quarter (title and summary name the same quarter), and it suggests only the
word meant."""

from __future__ import annotations

import re

from world_helpers import sampled


def test_status_counts_the_page_and_report_is_one_quarter():
    for lang, seed, p in sampled("spellcheck_panel", 12):
        words = len(" ".join([p["title"], *p["texts"]]).split())
        assert str(words) in p["status"][1], (lang, seed, p["status"])
        assert p["suggestions"] == [p["pairs"][0][1]] if p["pairs"] else True, (lang, seed)
        quarter = re.search(r"\b(?:Q|T|K)\d \d{4}\b", p["title"])
        if quarter:
            assert quarter.group(0) in p["texts"][0], (lang, seed, p["title"])
