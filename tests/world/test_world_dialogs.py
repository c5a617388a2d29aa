"""Dialogs and course pages that agree with themselves: a print dialog's sheet count is the
pages times the copies (halved when printing on both sides), a slide strip never numbers a
slide past the deck's last, the course outline that opens with the welcome lesson is module
1, a survey asks on behalf of one company, and a cover letter names the company it is sent to."""

from __future__ import annotations

import re

from world_helpers import sampled


def _ints(text: str) -> list[int]:
    return [int(x) for x in re.findall(r"\d+", text.replace(".", "").replace(",", ""))]


def test_print_dialog_counts_the_sheets() -> None:
    for lang, seed, p in sampled("print_dialog", 10):
        pages = _ints(p["page_of"])[-1]
        copies = int(p["rows"][2][1])
        expected = -(-pages // (2 if p["side"] else 1)) * copies
        assert _ints(p["sheets"])[0] == expected, (lang, seed, p["sheets"], pages, copies)


def test_slide_strip_and_course_module() -> None:
    for lang, seed, p in sampled("lecture_slide", 10):
        total = _ints(p["count"])[-1]
        assert p["first_thumb"] + 5 <= total, (lang, seed, p["count"])
    for lang, seed, p in sampled("course_platform", 5):
        assert _ints(p["module"]) == [1], (lang, seed, p["module"])


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
