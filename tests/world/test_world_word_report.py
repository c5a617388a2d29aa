"""A report in the word processor is one team's quarter (report_world): its title names
the team and quarter the summary names, and the status bar counts the page shown."""

from __future__ import annotations

import re

from world_helpers import sampled


def test_report_is_one_quarter_of_one_team():
    for lang, seed, p in sampled("word_processor", 12):
        assert p["pages"] == 1, (lang, seed)  # the word count: test_world_shown_counts.py
        quarter = re.search(r"\b(?:Q|T|K)\d \d{4}\b", p["title"])
        if quarter:  # a quarterly report: the summary reports that quarter
            assert quarter.group(0) in p["intro"][0], (lang, seed, p["title"])
