"""A text thread is one scene under its stamp; "Delivered" only under the last message."""

from __future__ import annotations

from world_helpers import rendered, sampled


def test_sms_thread_stamps() -> None:
    """The thread opens under its stamp; a later message is stamped only after an hour's
    pause, and minutes increase through the day."""
    for lang, seed, p in sampled("sms_thread", 10):
        msgs = p["messages"]
        assert msgs[0]["stamp"], (lang, seed)
        for a, b in zip(msgs, msgs[1:], strict=False):
            assert b["minute"] > a["minute"] and b["minute"] < 24 * 60, (lang, seed)
            assert bool(b["stamp"]) == (b["minute"] - a["minute"] >= 60), (lang, seed)


def test_sms_receipt_only_under_the_last_message() -> None:
    """"Delivered"/"Read" stands under my message only when nothing was answered after it
    (an answer after a "Delivered" message says it was read)."""
    seen = {True: 0, False: 0}
    for lang, seed in [(lang, s) for lang in ("en", "fr", "de", "nl") for s in range(8)]:
        params, geo = rendered("sms_thread", lang, seed)
        receipt = params["delivered"]
        drawn = any(w.text == receipt for w in geo.words)
        assert drawn == params["messages"][-1]["mine"], (lang, seed)
        seen[drawn] += 1
    assert all(seen.values()), seen


def test_an_english_thread_does_not_say_my_sunglasses_is() -> None:
    for lang, seed, p in sampled("sms_thread", 60):
        if lang == "en":
            assert not any("sunglasses is" in m["text"] for m in p["messages"]), seed
