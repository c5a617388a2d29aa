"""A voicemail is one message: a friend's call is signed with the caller's own first name, a
business calls from an unknown number, the transcript is the selected message alone (not six
unrelated calls in one 0:45 recording) and the length fits the words spoken."""

from __future__ import annotations

import numpy as np
from world_helpers import sampled


def test_one_call_one_message() -> None:
    for lang, seed, p in sampled("voicemail_list", 4):
        for it in p["items"]:
            if it["known"]:
                assert it["name"].split()[0] in it["text"], (lang, seed, it)
            m, s = it["dur"].split(":")
            secs = int(m) * 60 + int(s)
            assert 0.4 * len(it["text"].split()) <= secs <= 0.5 * len(it["text"].split()) + 12
        assert p["paras"] == [p["items"][p["selected"]]["text"]], (lang, seed)
        assert len({it["text"] for it in p["items"]}) == len(p["items"])


def test_ready_and_closing_times_come_after_the_call() -> None:
    """No "your car will be ready at 13:30" in a message left at 14:30."""
    import re

    from generator.content import Content
    from surfaces.voicemail_list import _details

    def minutes(text: str) -> int:
        h, m = re.search(r"(\d{1,2})[:.h](\d\d)", text).groups()
        pm = re.search(r"PM|p\.m\.|pm", text) and int(h) < 12
        return (int(h) + 12 * bool(pm)) * 60 + int(m)

    for lang in ("en", "de", "fr", "es", "it", "nl"):
        for seed in range(60):
            rng = np.random.default_rng(seed)
            content = Content(lang, np.random.default_rng(seed))
            hour = int(rng.integers(13, 18))
            d = _details(rng, content, "Anna", hour)
            assert hour * 60 + 59 < minutes(d["ready"]) < minutes(d["close"]), (lang, seed, d)
