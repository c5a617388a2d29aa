"""A text thread's exchanges are spread over days, each day opened by its stamp (not a
chain of unrelated exchanges all under one "Today"): days run forward to today, minutes
increase within a day, an answer follows its question."""

from __future__ import annotations

from world_helpers import rendered, sampled


def test_sms_thread_days() -> None:
    multi = 0
    for lang, seed, p in sampled("sms_thread", 10):
        msgs = p["messages"]
        assert msgs[0]["stamp"], (lang, seed)
        days = [m["days_ago"] for m in msgs]
        assert days == sorted(days, reverse=True) and days[-1] == 0, (lang, seed, days)
        for k, (a, b) in enumerate(zip(msgs, msgs[1:], strict=False)):
            # every exchange opens under its own stamp (no unrelated talk under one stamp)
            assert bool(b["stamp"]) == (k % 2 == 1), (lang, seed, k)
            if a["days_ago"] == b["days_ago"]:
                assert b["minute"] >= a["minute"] + (60 if b["stamp"] else 1), (lang, seed)
                assert b["minute"] < 24 * 60, (lang, seed)
        multi += len(set(days)) > 1
    assert multi


def test_sms_receipt_only_under_the_last_message() -> None:
    """"Delivered"/"Read" stands under my message only when nothing was answered after it
    (an answer after a "Delivered" message says it was read)."""
    seen = {True: 0, False: 0}
    for lang, seed in [(lang, s) for lang in ("en", "fr", "de", "nl") for s in range(4)]:
        params, geo = rendered("sms_thread", lang, seed)
        receipt = params["delivered"]
        drawn = any(w.text == receipt for w in geo.words)
        assert drawn == params["messages"][-1]["mine"], (lang, seed)
        seen[drawn] += 1
    assert all(seen.values()), seen


def test_sms_exchanges_are_stamped_at_a_time_that_fits_what_they_say() -> None:
    """"Just got home, thanks for the lift!" is not stamped 8:55 AM: every exchange's stamp
    lies in its entry's window of the day (kit/chat_world.WINDOWS), in every language."""
    from surfaces.kit.chat_world import WINDOWS

    for lang, seed, p in sampled("sms_thread", 30):
        for ask in p["messages"][::2]:
            lo, hi = WINDOWS.get(ask["pair"], (480, 1320))
            assert lo <= ask["minute"] <= hi, (lang, seed, ask["text"], ask["minute"])


def test_an_english_thread_does_not_say_my_sunglasses_is() -> None:
    for lang, seed, p in sampled("sms_thread", 60):
        if lang == "en":
            assert not any("sunglasses is" in m["text"] for m in p["messages"]), seed
