"""A departure board shows services, not random trains: every train to one destination on
one line shows the same via stops, those stops lie on the line between this station and the
destination in route order, each service leaves at about its interval (a few minutes either
way, never two of its trains within a quarter hour), and no train number is shown twice. All six languages, 30 boards each."""

from __future__ import annotations

import re
from collections import defaultdict

from world_helpers import sampled

from generator.content.provider import locale_data


def _minutes(text: str) -> int:
    h, m = (int(x) for x in re.findall(r"\d+", text)[:2])
    pm = re.search(r"PM|p\.\s?m\.", text, re.I) is not None
    return (h % 12 + 12 * pm) * 60 + m if re.search(r"[AP]\.?\s?M", text, re.I) else h * 60 + m


def _on_route(lines, station: str, dest: str, via: list[str]) -> bool:
    for line in lines:
        stops = line["stops"]
        if station in stops and dest in stops:
            a, b = stops.index(station), stops.index(dest)
            way = stops[a:b + 1] if a < b else stops[b:a + 1][::-1]
            pos = [way.index(v) for v in via if v in way]
            if len(pos) == len(via) and pos == sorted(pos) and all(0 < k < len(way) - 1
                                                                   for k in pos):
                return True
    return False


def test_services_have_one_via_in_route_order_and_a_regular_interval() -> None:
    for lang, seed, p in sampled("train_timetable", 30):
        lines = locale_data(lang).SLOTS["rail_lines"]
        by_service = defaultdict(list)
        for row in p["rows"]:  # two lines may serve one destination by different routes
            by_service[(row["badge"], row["dest"], row["via"])].append(row)
        trains = [row["number"] for row in p["rows"] if row["number"]]
        assert len(set(trains)) == len(trains), (lang, seed, trains)
        for (_, dest, _), rows in by_service.items():
            via = [v.strip() for v in re.sub(r"^\S+\s", "", rows[0]["via"]).split(",")] \
                if rows[0]["via"] else []
            assert _on_route(lines, p["station"], dest, via), (lang, seed, dest, via)
            times = [_minutes(r["time"]) for r in rows]
            gaps = {(b - a) % 1440 for a, b in zip(times, times[1:], strict=False)}
            assert all(g >= 15 for g in gaps), (lang, seed, dest, times)


def test_services_run_at_timetable_frequencies() -> None:
    """Regional trains half-hourly or hourly at the same minutes past the hour (no
    quarter-hourly RE); long-distance trains hourly or rarer (half-hourly only on a hub's
    trunk), each near its minute past the hour."""
    for lang, seed, p in sampled("train_timetable", 30):
        fast = set(locale_data(lang).UI["w8l.rail_fast"])
        by_service = defaultdict(list)
        for row in p["rows"]:
            by_service[(row["operator"], row["dest"], row["via"])].append(_minutes(row["time"]))
        for (op, dest, _), times in by_service.items():
            gaps = [b - a for a, b in zip(times, times[1:], strict=False)]
            if op in fast:
                assert all(g >= 28 and min(g % 30, 30 - g % 30) <= 2 for g in gaps), (
                    lang, seed, op, dest, times)
            else:
                assert len(set(gaps)) <= 1 and all(g in (30, 60) for g in gaps), (
                    lang, seed, op, dest, times)
