"""A subtitle editor's timing agrees with itself: cues strictly increase without overlap,
each stays 1-7 s on screen at a readable 11-20 characters a second (a 1 s minimum for the
shortest lines), fits two lines of about 42 characters, the edit box shows the selected cue
of the list and the player's position lies inside that cue."""

from __future__ import annotations

from world_helpers import sampled


def test_timecodes_increase_and_durations_fit_the_text() -> None:
    for lang, seed, p in sampled("subtitle_editor", 20):
        cues = p["cues"]
        assert len(cues) >= 12
        for (s1, e1, _), (s2, _, _) in zip(cues, cues[1:], strict=False):
            assert s1 < e1 < s2, (lang, seed)
            assert s2 - e1 <= 2500, (lang, seed)  # one conversation, no long silences
        for start, end, text in cues:
            dur = (end - start) / 1000
            assert 1.0 <= dur <= 7.0, (lang, seed, text, dur)
            cps = len(text) / dur
            assert cps <= 20, (lang, seed, text, cps)
            assert dur == 1.0 or cps >= 11, (lang, seed, text, cps)
            assert len(text) <= 84, (lang, seed, text)


def test_selected_cue_and_player_position_agree() -> None:
    for lang, seed, p in sampled("subtitle_editor", 20):
        start, end, _ = p["cues"][p["sel"]]
        assert start <= p["pos"] <= end, (lang, seed)
        assert p["pos"] < p["runtime"], (lang, seed)
