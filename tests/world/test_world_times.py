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
    from surfaces.kit.clock import clock_key

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


def test_calendar_events_happen_at_hours_that_fit_them() -> None:
    import calendar

    import numpy as np

    from generator.content import Content
    from surfaces.calendar_month import EVENT_HOURS
    from surfaces.kit.clock import clock_key

    titles = Content("en", np.random.default_rng(0)).data.TITLES["office.event"]
    prefixes = {t.split("{")[0].strip() or t: k for k, t in enumerate(titles)}
    for lang, seed, p in sampled("calendar_month", seeds=10):
        if lang != "en":
            continue
        for day, events in p["events"].items():
            weekday = calendar.weekday(p["year"], p["month"], int(day))
            names = [e[1] for e in events]
            assert len(set(names)) == len(names), (seed, day, names)
            for time, title, colour, all_day in events:
                if colour == "purple":  # a public holiday of the holiday calendar
                    continue
                k = next(v for pre, v in prefixes.items() if title.startswith(pre))
                (lo, hi), work, may_fill_day, _ = EVENT_HOURS[k]
                assert not (work and weekday >= 5), (seed, day, title)
                if all_day:
                    assert may_fill_day
                else:
                    assert lo * 60 <= clock_key(time) <= hi * 60 + 59, (seed, title, time)


def test_trains_run_along_real_lines_through_the_station() -> None:
    import numpy as np

    from generator.content import Content

    for lang, seed, p in sampled("train_timetable", seeds=6):
        lines = Content(lang, np.random.default_rng(0)).data.SLOTS["rail_lines"]
        for row in p["rows"]:
            operator = row["train"].rsplit(" ", 1)[0]
            via = re.findall(r"[^,]+", row["via"].split(" ", 1)[1]) if row["via"] else []
            via = [v.strip() for v in via]
            ok = False
            for line in lines:
                stops = line["stops"]
                if line["operator"] != operator or p["station"] not in stops:
                    continue
                for order in (stops, stops[::-1]):
                    i = order.index(p["station"])
                    ahead = order[i + 1:]
                    if ahead and ahead[-1] == row["dest"] and all(v in ahead for v in via) \
                            and [v for v in ahead if v in via] == via:
                        ok = True
            assert ok, (lang, seed, p["station"], row["train"], row["dest"], row["via"])


def test_the_weather_agrees_with_itself() -> None:
    for lang, seed, p in sampled("weather_forecast", seeds=8):
        today = p["daily"][0]
        assert today["hi_t"] in p["hl"] and today["lo_t"] in p["hl"], (lang, seed)
        assert p["hours"][0]["temp"] == p["temp"]
        temps = [int(re.sub(r"[^\d-]", "", h["temp"])) for h in p["hours"]]
        lo, hi = (int(re.sub(r"[^\d-]", "", today[k])) for k in ("lo_t", "hi_t"))
        assert all(lo <= t <= hi for t in temps), (temps, lo, hi)
        assert today["kind"] == p["kind"]
        skies = {h["kind"].replace("night", "sun").replace("partly sun", "partly")
                 for h in p["hours"]}  # after sunset a clear sky is "night" (r92 row 16)
        assert skies <= {p["kind"], "cloudy", "partly"}, (p["kind"], skies)


def test_a_trip_plan_does_one_thing_after_another_in_its_city() -> None:
    from surfaces.kit.clock import clock_key

    for lang, seed, p in sampled("trip_itinerary", seeds=6):
        city = p["title"].split()[-1].rstrip(".")
        for day in p["days"]:
            starts = [clock_key(item[1]) for item in day["items"]]
            assert starts == sorted(starts), (lang, seed, starts)
            for item in day["items"][1:]:
                if item[0] == "flight":  # the flight home leaves the city
                    continue
                assert item[3].endswith(city) or city in item[3], (item[3], city)


def test_a_video_call_chat_is_written_during_the_call_by_its_people() -> None:
    from surfaces.kit.clock import clock_key

    for lang, seed, p in sampled("video_call_chat", seeds=6):
        times = [clock_key(m["time"]) for m in p["messages"]]
        assert times == sorted(times) and times[-1] <= clock_key(p["clock"]), (lang, seed)
        firsts = {name.split()[0] for name in p["people"][1:]}
        me = p["people"][0].split()[0]
        for m in p["messages"]:  # nobody calls "You" by a name the screen never shows
            words = {w.strip(",.?!") for w in m["text"].split()}
            assert me not in words or me in firsts, (lang, m["text"])


def test_podcast_episodes_come_newest_first_at_a_steady_pace() -> None:
    import datetime as _dt

    checked = 0
    for lang, seed, p in sampled("podcast_app", 8):
        if lang != "en":
            continue
        days = [_dt.datetime.strptime(e["date"], "%b %d, %Y").date() for e in p["episodes"]]
        gaps = {(a - b).days for a, b in zip(days, days[1:], strict=False)}
        assert len(gaps) == 1 and gaps <= {7, 14}, (seed, days)
        checked += 1
    assert checked


def test_time_tracker_week_agrees_with_the_log():
    import datetime

    for lang, seed, p in sampled("time_tracker", 15):
        today = datetime.date.fromisoformat(p["today"])
        assert 2 <= today.weekday() <= 4, (lang, seed)
        week = p["week"]
        assert all(h == 0 for h in week[today.weekday() + 1:]), (lang, seed, week)
        for d, day in enumerate(p["days"]):
            hours, minutes, _ = (int(x) for x in day["total"].split(":"))
            assert abs(week[today.weekday() - d] * 60 - (hours * 60 + minutes)) < 1e-6
        total_h, total_m, _ = (int(x) for x in p["week_total"].split(":"))
        assert total_h * 60 + total_m == round(sum(week) * 60), (lang, seed)
