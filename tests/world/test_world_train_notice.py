"""A board's delay notice names a destination whose train is late (not "trains to Milano
Centrale are delayed" over Milano trains all on time), and a train category is shortened
the way boards do ("FR 1853", never "F 1853")."""

import re

from surfaces.train_timetable import DELAY_WORDS
from tests.world.world_helpers import rendered, sampled


def test_delay_notice_names_a_late_destination():
    checked = 0
    for lang, seed, p in sampled("train_timetable", 20):
        late = {r["dest"] for r in p["rows"] if r["state"] == "delay"}
        places = {r["dest"] for r in p["rows"]} | {v for r in p["rows"] for v in r["via_stops"]}
        for sentence in re.split(r"(?<=[.!])\s+", p["notice"]):
            if not any(w in sentence.lower() for w in DELAY_WORDS):
                continue
            assert late, (lang, seed, sentence)
            named = {c for c in places if c in sentence}
            if named:
                checked += 1
                assert named & late, (lang, seed, sentence, late)
    assert checked


def test_train_badges_use_real_category_codes():
    for seed in range(4):
        _, geo = rendered("train_timetable", "it", seed)
        words = [w.text for w in geo.words]
        assert "F" not in words, (seed, words[:40])
