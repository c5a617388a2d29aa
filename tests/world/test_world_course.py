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


def test_the_text_states_no_lesson_length_of_its_own() -> None:
    """The outline says "20 min"; the text never says "about forty minutes"."""
    length = re.compile(r"\b(?:twenty|thirty|fifteen|twenty-five|zwanzig|dreißig|vingt|trente|"
                        r"quarante|veinte|treinta|venti|trenta|quindici|quaranta|twintig|"
                        r"dertig|vijftien|veertig) (?:minutes|Minuten|minutos|minuti|minuten)")
    for lang, seed, p in sampled("course_platform", 30):
        for text in p["texts"]:
            assert not length.search(text), (lang, seed, text)
