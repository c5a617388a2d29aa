"""The subtitle scene's dialogue comes from the scene's own small world: a line long enough
to be a sentence other pages could repeat (8+ words) names the people, the city or the
hours of that scene, so two films rarely print the same line; every line stays short
enough for two subtitle lines."""

import re

import numpy as np

from generator.content import Content
from generator.resolve import content_languages
from tests.world.world_helpers import sampled

SPLIT = re.compile(r"(?<=[.!?…])\s+")
SLOT = re.compile(r"\{(a|b|city|late|died|leaves|back)\}")


def test_long_sentences_carry_the_scene_world():
    long = []
    for lang in content_languages():
        content = Content(lang, np.random.default_rng(0))
        for number in (1, 2, 3):
            for entry in content.ui_list(f"w6legal.sub.scene_{number}"):
                who, *ways = entry.split("|")
                assert who in ("A", "B") and len(ways) >= 1, (lang, entry)
                for way in ways:
                    for sentence in [way, *SPLIT.split(way)]:  # a cue, or its sentences
                        if len(sentence.split()) >= 8 and not SLOT.search(sentence):
                            long.append((lang, number, sentence))
        for key in ("meet", "lost"):
            for value in content.ui_list(f"w6legal.sub.{key}"):
                for part in value.split("|"):
                    assert len(part.split()) < 8, (lang, key, part)
    assert not long, long


def test_lines_vary_and_fit_two_subtitle_lines():
    for lang, seed, p in sampled("subtitle_editor", 12):
        for _start, _end, text in p["cues"]:
            assert "{" not in text and len(text) <= 84, (lang, seed, text)
    seen: dict[str, set[str]] = {}
    for lang, _seed, p in sampled("subtitle_editor", 24):
        seen.setdefault(lang, set()).update(t for _, _, t in p["cues"])
    for lang, texts in seen.items():
        assert len(texts) >= 40, (lang, len(texts))
