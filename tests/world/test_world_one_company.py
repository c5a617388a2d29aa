"""One company per form: a survey asks on behalf of one company, and a cover letter names the
company it is sent to (print dialogs, slide strips and course modules: the g_ui tests
test_world_print_dialog.py, test_world_lecture_deck.py and test_world_course.py)."""

from __future__ import annotations

import re

from world_helpers import sampled


def _ints(text: str) -> list[int]:
    return [int(x) for x in re.findall(r"\d+", text.replace(".", "").replace(",", ""))]


def test_one_company_per_survey_and_letter() -> None:
    named = 0
    for lang, seed, p in sampled("survey_form", 30):
        if lang != "en":
            continue
        text = " ".join(p["intro"] + [q["text"] for q in p["questions"]])
        companies = set(re.findall(r"on behalf of ([^.]+?)(?: by an|\.)", text)) | \
            set(re.findall(r"recommend ([A-Z][^?]+?) to (?:a|others|someone)", text))
        assert len(companies) <= 1, (seed, companies)
        named += len(companies)
    assert named
    for lang, seed, p in sampled("job_application", 8):
        if lang == "en":
            assert re.search(r"help ([^.]+)\.", " ".join(p["letter"])) is None or \
                p["company"] in " ".join(p["letter"]), (seed, p["company"], p["letter"])
