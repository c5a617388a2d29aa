"""h_facts (wave 16): numbers, dates and states that agree with each other. Each test samples
a surface (or its world) over many seeds in every language and asserts the invariant."""

from __future__ import annotations

import re

from world_helpers import reports, template_regex

from generator.content import Content
from generator.resolve import content_languages
from surfaces.kit.report_world import verdict

COMPARING = {"hp.v.better": 1, "hp.v.fall_held": 1, "hp.v.cut": 1,
             "hp.v.grow_worse": -1, "hp.v.worse": -1, "hp.v.squeeze": -1}


def _matches(content: Content, key: str, text: str) -> bool:
    return re.search(template_regex(content.data.UI[key]), text) is not None


def test_report_comparisons_are_written_from_the_figures() -> None:
    """review46 0026: "costs grew faster" over revenue +1 % and costs +1 %. A verdict that
    says one figure outran the other needs two points between them, else "the same pace";
    the summary prints that verdict; the next steps name the next quarter once
    (review46 0005/0028: "In Q2 2024 ... / Voor Q2 2024 ...")."""
    for lang in content_languages():
        seen = set()
        for seed, content, w, secs in reports(lang, 150):
            rev, costs = w["figures"][:2]
            key = verdict(rev, costs)
            seen.add(key)
            gap = rev["pct"] - costs["pct"]
            if key in COMPARING:
                assert gap * COMPARING[key] >= 2, (lang, seed, key, rev["pct"], costs["pct"])
            elif key != "hp.v.loss":
                assert abs(gap) <= 1 and (rev["pct"] > 0) == (key == "hp.v.same_up"), \
                    (lang, seed, key, rev["pct"], costs["pct"])
            assert _matches(content, key, secs[0]["texts"][0]), (lang, seed, key)
            assert secs[3]["texts"][0].count(w["next"]) <= 1, (lang, seed, secs[3]["texts"])
        assert {"hp.v.same_up", "hp.v.same_down"} <= seen, (lang, seen)
