"""A video call's chat: someone who said goodbye has left the call (a friends' chat is one
scene: tests/world/test_world_e_talk.py)."""

from __future__ import annotations

from world_helpers import sampled


def test_video_call_someone_who_said_goodbye_has_left_the_call() -> None:
    from generator.content.provider import locale_data

    seen = 0
    for lang, seed, p in sampled("video_call_chat", 30):
        byes = [b.split("{")[0][:14] for b in locale_data(lang).SLOTS["hchat_call_bye"]]
        left = {m["who"] for m in p["messages"] if m["bye"]}
        for m in p["messages"]:
            if any(m["text"].startswith(b) for b in byes if len(b) >= 10):
                assert m["bye"], (lang, seed, m)
        assert 0 not in left, (lang, seed)  # you are still on your own call
        assert not left & set(p["present"]), (lang, seed, left, p["present"])
        assert p["speaking"] in p["present"], (lang, seed)
        assert set(p["present"]) | left == set(range(len(p["people"]))), (lang, seed)
        seen += bool(left)
    assert seen > 20


def test_doc_comments_a_fraction_of_a_count_is_whole() -> None:
    """A fraction of a count is a whole number ("Su 36 punti vendita, un quarto"); what a
    reply answers is tested in tests/world/test_world_g_prose_b.py."""
    import re

    for lang, _seed, p in sampled("doc_comments", 30):
        if lang == "it":
            for text in p["texts"]:
                for n, frac in re.findall(r"(?:Su|Tra) (\d+) \w+ \w+, (la metà|due terzi|"
                                          r"solo un quarto)", text):
                    assert int(n) % {"la metà": 2, "due terzi": 3}.get(frac, 4) == 0, text
