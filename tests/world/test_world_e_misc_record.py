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
