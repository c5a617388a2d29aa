"""A video page is about one video: its description and comments are those of the
title's subject (no "balanced report on the indoor pool" under a guitar lesson), and a
number the title names ("your first four chords") is the number the description names."""

from __future__ import annotations

import re

from world_helpers import sampled

from generator.content import locale_data


def test_description_and_comments_follow_the_title() -> None:
    for lang, seed, p in sampled("video_player", 12):
        data = locale_data(lang)
        video = data.SLOTS["video_subject"][p["subject"]]
        openings = {c.split("{")[0] for c in video["comments"]}
        for c in p["comments"]:
            text = re.sub(r"^\d+:\d\d – ", "", c["text"])  # "3:12 – ..." points at a moment
            assert any(text.startswith(o) for o in openings), (lang, seed, c["text"])
        assert p["desc"].startswith(video["desc"][0].split("{")[0]), (lang, seed)
        counts = [w for w in data.UI["video.counts"] if f" {w} " in f" {p['title']} "]
        for w in counts:
            assert f" {w} " in f" {p['desc']} ", (lang, seed, p["title"], p["desc"])
