"""invoice: a course is billed per participant and interviews one by one, never in pieces."""

from __future__ import annotations

import numpy as np

from generator.content import Content
from tests.world.world_helpers import sampled

UNITS = {"training": "person", "interviews": "interview"}


def test_courses_and_interviews_have_their_own_unit():
    seen = 0
    for lang, seed, params in sampled("invoice", 150):
        content = Content(lang, np.random.default_rng(0))
        pieces = {content.ui("invoice.unit.piece"), content.ui("invoice.units.piece")}
        for item in params["doc"]["items"]:
            if item["key"] not in UNITS:
                continue
            seen += 1
            unit = UNITS[item["key"]]
            assert item["unit"] not in pieces, (lang, seed, item)
            assert item["unit"] in {content.ui(f"invoice.unit.{unit}"),
                                    content.ui(f"invoice.units.{unit}")}, (lang, seed, item)
    assert seen > 5


def test_hosting_never_names_one_month_for_many():
    """"Cloud hosting – February 2024" billed as 10 months: a hosting line names at most the
    month it starts from ("from February 2024"), never a single month."""
    seen = 0
    for lang, seed, params in sampled("invoice", 150):
        for item in params["doc"]["items"]:
            if item["key"] == "hosting":
                seen += 1
                assert " – " not in item["desc"], (lang, seed, item)
    assert seen > 5
