"""A back-pain note names physiotherapy once: the plan's referral (if the pain does not
settle), never a patient "keeping up the physiotherapy exercises" who is then referred."""

from __future__ import annotations

import re

from tests.world.world_helpers import sampled

PHYSIO = re.compile(r"physio|kinésith|fisioter|fysiother", re.I)


def test_physiotherapy_is_named_once() -> None:
    for lang, seed, p in sampled("patient_record", 60):
        note = " ".join(p["note"]) if isinstance(p["note"], list) else p["note"]
        assert len(PHYSIO.findall(note)) <= 1, (lang, seed, note)


def test_application_start_is_ahead_and_cv_is_this_year() -> None:
    import datetime
    for lang, seed, p in sampled("job_application", 30):
        today = datetime.date.fromisoformat(p["today"])
        if p["file"]:
            assert str(today.year) in p["file"], (lang, seed, p["file"], today)
        if p["start"]:
            years = [int(y) for y in re.findall(r"\b20\d\d\b", p["start"])]
            assert years and today.year <= years[0] <= today.year + 1, (lang, seed, p["start"])
