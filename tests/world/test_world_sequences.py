"""Things that come in an order keep it, things that are one of a kind stay unique: a mail
thread's replies are sent after the message they answer (dates and times printed in that
order), and a kanban board never shows one issue key on two cards. All six languages."""

from __future__ import annotations

import datetime

from world_helpers import sampled

from generator import formats


def test_a_thread_runs_forward_in_time() -> None:
    for lang, seed, p in sampled("gmail_thread", 30):
        sent = [m["sent"] for m in p["messages"]]
        assert sent == sorted(sent) and len(set(sent)) == len(sent), (lang, seed, sent)
        for m, s in zip(p["messages"], sent, strict=True):  # the printed date is that day
            day = datetime.datetime.fromisoformat(s)
            assert m["date"] == formats.date_text(day.date(), lang), (lang, seed, m["date"])
            assert m["time"] == formats.clock(day.hour, day.minute, lang), (lang, seed, m)


def test_kanban_keys_are_unique() -> None:
    for lang, seed, p in sampled("kanban_board", 30):
        keys = [c["footer"][0] for col in p["columns"] for c in col["cards"]]
        assert len(keys) == len(set(keys)), (lang, seed, keys)
