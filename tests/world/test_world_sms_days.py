"""A text thread's exchanges are spread over days, each day opened by its stamp (not a
chain of unrelated exchanges all under one "Today"): days run forward to today, minutes
increase within a day, an answer follows its question."""

from __future__ import annotations

from world_helpers import sampled


def test_sms_thread_days() -> None:
    multi = 0
    for lang, seed, p in sampled("sms_thread", 10):
        msgs = p["messages"]
        assert msgs[0]["stamp"], (lang, seed)
        days = [m["days_ago"] for m in msgs]
        assert days == sorted(days, reverse=True) and days[-1] == 0, (lang, seed, days)
        for a, b in zip(msgs, msgs[1:], strict=False):
            assert bool(b["stamp"]) == (b["days_ago"] != a["days_ago"]), (lang, seed)
            if a["days_ago"] == b["days_ago"]:
                assert b["minute"] > a["minute"], (lang, seed)
        multi += len(set(days)) > 1
    assert multi
