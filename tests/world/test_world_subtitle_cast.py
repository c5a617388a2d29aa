"""A subtitle file is one scene's dialogue: the lines of one of the locale's scenes in
order, two people speaking in turn, each naming only the other (never themselves), every
slot filled."""

import re

from tests.world.world_helpers import sampled


def test_cues_are_one_scene_between_two_people():
    for lang, seed, p in sampled("subtitle_editor", 12):
        first, second = p["cast"]
        assert first != second, (lang, seed)
        speakers = p["speakers"]
        assert set(speakers) == {"A", "B"}, (lang, seed)
        runs = max(len(m.group(0)) for m in re.finditer(r"A+|B+", "".join(speakers)))
        assert runs <= 2, (lang, seed, speakers)
        for who, (_start, _end, text) in zip(speakers, p["cues"], strict=True):
            own = first if who == "A" else second
            assert not re.search(rf"\b{re.escape(own)}\b", text), (lang, seed, who, text)
            assert "{" not in text and "|" not in text and not re.search(r", ,|,,", text)
        named = sum(any(c in t for c in p["cast"]) for _, _, t in p["cues"])
        assert named >= 2, (lang, seed)
