"""A chat between two friends is written as exchanges: every answer follows the question it
answers, from the other side; times run forward; the open chat is the newest in the list
(its time is the last message's) with no unread badge, and "last seen" falls between the
contact's own last message and the last message of the chat."""

from __future__ import annotations

from world_helpers import sampled

from surfaces.kit.clock import clock_key


def _check_pairs(lang, msgs):
    """The sides alternate at least once and the times run forward (the scene's own order is
    tests/world/test_world_e_talk.py's)."""
    assert len({m["mine"] for m in msgs}) == 2, (lang, msgs)
    minutes = [(-m.get("days_ago", 0), m["minute"]) for m in msgs]
    assert minutes == sorted(minutes), (lang, minutes)


def test_chat_bubbles_exchanges_and_list() -> None:
    for lang, seed, p in sampled("chat_bubbles", 3):
        msgs = p["messages"]
        _check_pairs(lang, msgs)
        assert p["chats"][0] == p["contact"] and p["unread"][0] == 0
        assert p["stamps"][0] == msgs[-1]["time"] and p["previews"][0] == msgs[-1]["text"]
        theirs = [m for m in msgs if not m["mine"]]
        if theirs and any(c.isdigit() for c in p["status"]):
            seen = clock_key(p["status"])
            assert clock_key(theirs[-1]["time"]) <= seen <= clock_key(msgs[-1]["time"]), \
                (lang, seed, p["status"], theirs[-1]["time"])


def test_sms_thread_exchanges_and_list() -> None:
    for lang, _seed, p in sampled("sms_thread", 3):
        _check_pairs(lang, p["messages"])
        assert p["selected"] == 0
        assert clock_key(p["dates"][0]) == p["messages"][-1]["minute"]
        stamped = [m for m in p["messages"] if m["stamp"]]  # each day opens with its stamp
        assert stamped[0] is p["messages"][0]
        assert all(clock_key(" ".join(m["stamp"].split()[-2:])) == m["minute"] for m in stamped)


def test_blue_ticks_only_before_last_seen() -> None:
    for lang, seed, p in sampled("chat_bubbles", 3):
        theirs = [m["minute"] for m in p["messages"] if not m["mine"]]
        for m in p["messages"]:
            if m["mine"] and theirs and m["minute"] <= theirs[-1]:
                assert m["read"], (lang, seed, m)  # they answered after it: they read it
            if not m["mine"]:
                assert not m["read"]
