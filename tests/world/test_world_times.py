"""Times on a page fit together: a run lasts the sum of its sequential jobs, a job the sum
of its steps, and it was triggered at least that long ago."""

from __future__ import annotations

import re

from world_helpers import sampled


def _secs(text: str) -> int:
    m = re.fullmatch(r"(?:(\d+)m )?(\d+)s", text)
    assert m, text
    return int(m.group(1) or 0) * 60 + int(m.group(2))


def test_ci_pipeline_durations_add_up() -> None:
    for lang, seed, p in sampled("ci_pipeline", seeds=15):
        jobs = [_secs(j["time"]) for j in p["jobs"] if j["time"] != "—"]
        total = _secs(p["total"])
        assert sum(jobs) <= total <= sum(jobs) + 60, (lang, seed)
        job = p["jobs"][p["selected"]]
        steps = [_secs(s["time"]) for s in p["steps"] if s["time"] != "—"]
        if job["time"] != "—":
            assert sum(steps) == _secs(job["time"]), (lang, seed, p["steps"])
        minutes = [int(n) for n in re.findall(r"\d+", p["triggered"])]
        assert minutes and minutes[0] * 60 >= total, (lang, seed, p["triggered"], p["total"])
        waiting = [j for j in p["jobs"] if j["status"] == "wait"]
        assert all(j["time"] == "—" for j in waiting)


def test_chat_last_seen_is_not_before_the_contacts_last_message() -> None:
    from surfaces.kit.messages import clock_key

    checked = 0
    for lang, seed, p in sampled("chat_bubbles", seeds=20):
        theirs = [m["time"] for m in p["messages"] if not m["mine"]]
        times = [clock_key(m["time"]) for m in p["messages"]]
        assert times == sorted(times)
        digits = re.findall(r"\d", p["status"])
        if digits and theirs:
            seen = clock_key(p["status"])
            assert seen >= clock_key(theirs[-1]), (lang, seed, p["status"], theirs[-1])
            checked += 1
    assert checked > 20
