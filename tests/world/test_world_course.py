"""A course outline that opens with "Welcome to the course" is module 1; the welcome is a
video, the closing "Review and quiz" a quiz; the percentage complete counts the lessons
before the open one."""

from __future__ import annotations

import re

from world_helpers import sampled


def test_course_outline_agrees() -> None:
    for lang, seed, p in sampled("course_platform", 25):
        assert re.findall(r"\d+", p["module"]) == ["1"], (lang, seed, p["module"])
        assert p["kinds"][0] == "video" and p["kinds"][-1] == "quiz", (lang, seed)
        assert p["kinds"][p["current"]] == ("video" if p["video"] else "reading")
        assert p["pct"] == round(100 * p["current"] / len(p["lessons"])), (lang, seed)
