"""The CI run's open step shows its own output: the log's times fall inside the step, a
failed step ends in an error and a passing one does not, a job runs only its own steps; and
no log template counts retries past their limit ("attempt 12 of 5")."""

from __future__ import annotations

import re

from world_helpers import sampled

from generator.content import Content


def _secs(text: str) -> int:
    m = re.fullmatch(r"(?:(\d+)m )?(\d+)s", text)
    assert m, text
    return int(m.group(1) or 0) * 60 + int(m.group(2))


def test_open_step_log_fits_the_step() -> None:
    for lang, seed, p in sampled("ci_pipeline", 6):
        step = p["steps"][p["open"]]
        stamps = [line[0][0].strip() for line in p["log"]]
        assert stamps == sorted(stamps), (lang, seed)
        first, last = (int(s[11:13]) * 3600 + int(s[14:16]) * 60 + float(s[17:23])
                       for s in (stamps[0], stamps[-1]))
        assert 0 <= (last - first) % 86400 <= _secs(step["time"]), (lang, seed, stamps)
        red = [line for line in p["log"] if line[1][1] == "red"]
        assert bool(red) == (step["status"] == "fail"), (lang, seed, p["log"])
        if p["failed"]:
            assert p["jobs"][p["selected"]]["status"] == "fail"
        names = [s["name"] for s in p["steps"]]
        assert len(names) == len(set(names)) < 8, (lang, seed, names)


def test_retry_counts_stay_within_their_limit() -> None:
    import numpy as np
    for lang in ("en", "de", "fr", "es", "it", "nl"):
        content = Content(lang, np.random.default_rng(1))
        for topic, templates in content.data.SENTENCES.items():
            for t in templates:
                m = re.search(r"\{number\} (?:of|von|sur|de|di|van) (\d+)", t)
                assert not m, (lang, topic, t)


def test_ci_run_fits_its_workflow_and_total() -> None:
    """The total duration is the sum of the jobs (they run one after another); a release
    runs on main and a staging deploy on develop, a nightly run is scheduled."""
    from surfaces.ci_pipeline import duration

    for lang, seed, p in sampled("ci_pipeline", 10):
        assert p["total"] == duration(sum(j["secs"] for j in p["jobs"])), (lang, seed)
        kind = p["run_kind"]
        if kind in ("release", "nightly"):
            assert p["branch"] == "main", (lang, seed)
        if kind == "staging":
            assert p["branch"] == "develop", (lang, seed)
        scheduled = "push" not in p["triggered"].lower()
        assert scheduled == (kind == "nightly"), (lang, seed, p["triggered"])


def test_pytest_time_fits_the_step_log() -> None:
    """'365 passed in 125.09s' fits inside the step's own log (first to last line)."""
    import datetime

    for lang, seed, p in sampled("ci_pipeline", 10):
        texts = ["".join(s[0] for s in line[1:]) for line in p["log"]]
        stamps = [datetime.datetime.fromisoformat(line[0][0].strip().rstrip("Z")) for line in p["log"]]
        for text in texts:
            m = re.search(r"passed in ([\d.]+)s", text)
            if m:
                span = (stamps[-1] - stamps[0]).total_seconds()
                assert float(m.group(1)) <= span + 0.01, (lang, seed, text, span)
