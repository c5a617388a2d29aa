"""The cron table agrees with itself: each job's next run is the first time its expression
fires after the page's "now" (checked minute by minute, independently of the surface's
evaluator), a job runs on a schedule its name implies, and a run is shorter than the gap
between two runs."""

from __future__ import annotations

import datetime
import re

from world_helpers import sampled

from surfaces.kit.clock import cron_next, cron_prev, parse_cron
from surfaces.kit.numbers import clock, format_date


def _fires(expr: str, t: datetime.datetime) -> bool:
    minute, hour, dom, month, dow = expr.split()

    def ok(field: str, value: int) -> bool:
        if field == "*":
            return True
        if field.startswith("*/"):
            return value % int(field[2:]) == 0
        if "-" in field:
            a, b = field.split("-")
            return int(a) <= value <= int(b)
        return value == int(field)

    cron_dow = (t.weekday() + 1) % 7
    return (ok(minute, t.minute) and ok(hour, t.hour) and ok(dom, t.day) and ok(month, t.month)
            and ok(dow, cron_dow))


def _brute_next(expr: str, now: datetime.datetime) -> datetime.datetime:
    t = now.replace(second=0) + datetime.timedelta(minutes=1)
    while not _fires(expr, t):
        t += datetime.timedelta(minutes=1)
    return t


def test_evaluator_matches_minute_by_minute() -> None:
    now = datetime.datetime(2025, 2, 27, 13, 41)
    for expr in ("*/15 * * * *", "5 * * * *", "30 2 * * *", "0 16 * * 1-5", "30 7 * * 1",
                 "0 3 29 * *", "0 1 31 * *"):
        nxt = cron_next(expr, now)
        assert nxt == _brute_next(expr, now), expr
        assert _fires(expr, cron_prev(expr, now)) and cron_prev(expr, now) <= now
    assert len(parse_cron("0 9 * * 1-5")[4]) == 5


def test_cron_pages_agree_with_their_expressions() -> None:
    for lang, seed, p in sampled("cron_schedule", seeds=3):
        now = datetime.datetime.fromisoformat(p["now"])
        for job in p["jobs"]:
            if job["status"] == "paused":
                assert job["next"] == "—"
            else:
                nxt = _brute_next(job["expr"], now)
                expected = f"{format_date(nxt.date(), lang)} {clock(nxt.hour, nxt.minute, lang)}"
                assert job["next"] == expected, (lang, seed, job)
            if job["expr"].startswith("*/"):
                assert job["dur"].endswith(" s") and "min" not in job["dur"], job
        names = {job["name"]: job for job in p["jobs"]}
        assert len(names) == 12
        for job in p["jobs"]:
            if re.search(r"weekly|wöchentlich|hebdomadaire|semanal|settimanale|wekelijks|newsletter",
                         job["name"], re.I):
                assert re.fullmatch(r"\d+ \d+ \* \* [0-6]", job["expr"]), (lang, job)


def test_the_scheduler_runs_in_the_team_s_time_zone() -> None:
    """An Italian team's scheduler shows Europe/Rome or UTC, not America/New_York."""
    from generator import languages
    for lang, seed, p in sampled("cron_schedule", 10):
        assert p["tz"] in languages.fact(lang, "time_zones", list), (lang, seed, p["tz"])


def test_cron_note_is_written_from_the_selected_job() -> None:
    import re as _re

    from surfaces.cron_schedule import usual_run
    paused_words = {"en": "Paused", "de": "pausiert", "fr": "pause", "es": "pausa",
                    "it": "pausa", "nl": "Gepauzeerd"}
    for lang, seed, p in sampled("cron_schedule", seeds=8):
        job = p["jobs"][p["selected"]]
        note = " ".join(p["note"])
        assert (paused_words[lang] in note) == (job["status"] == "paused"), (lang, seed, note)
        nums = [int(n) for n in _re.findall(r"\d+", job["dur"])]
        total = nums[0] * 60 + nums[1] if len(nums) == 2 else nums[0]
        said = usual_run(total)  # an estimate: "about 50 s", not "about 47 s"
        assert abs(int(said.split()[0]) * (60 if "min" in said else 1) - total) <= \
            max(3, total // 3), (total, said)
        assert said in note, (lang, seed, note, job["dur"])
        assert not job["dur"].startswith("0 min")
