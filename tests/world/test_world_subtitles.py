"""A subtitle editor's cues run in order without overlapping, each ends after it starts
at a readable speed, and the file is an episode's .srt (not "team_survey.srt")."""

from __future__ import annotations

import re

from world_helpers import sampled


def test_subtitle_cues_and_file() -> None:
    for lang, seed, p in sampled("subtitle_editor", 25):
        cues = p["cues"]
        for (_, e1, _), (s2, _, _) in zip(cues, cues[1:], strict=False):
            assert e1 < s2, (lang, seed)
        for start, end, text in cues:
            assert end - start >= 800 and len(text) / ((end - start) / 1000) <= 21, (lang, seed)
        assert re.search(r"_S\d\dE\d\d\.srt$", p["file"]), p["file"]
