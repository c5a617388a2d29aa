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
