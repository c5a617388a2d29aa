"""A voicemail is one message: a friend's call is signed with the caller's own first name, a
business calls from an unknown number, the transcript is the selected message alone (not six
unrelated calls in one 0:45 recording) and the length fits the words spoken."""

from __future__ import annotations

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
