"""h_blurbs: an accounting course's outline holds accounting lessons only (review w11: a
'Setting goals' lesson in an accounting course)."""

from __future__ import annotations

import numpy as np

from generator.content import Content
from tests.world.world_helpers import sampled


def test_outline_has_no_lesson_of_another_course():
    for lang, seed, p in sampled("course_platform", 20):
        content = Content(lang, np.random.default_rng(0))
        other = {content.title_at("records.lesson", i) for i in (6, 7)}  # goals, sources
        assert not other & set(p["lessons"]), (lang, seed, p["lessons"])
        assert len(set(p["lessons"])) == len(p["lessons"]) == 7, (lang, seed, p["lessons"])
