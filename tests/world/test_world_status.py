"""A status page agrees with itself: the broken component is one of the first listed (so a
"Partial outage" banner never stands over a screen of green components), the ongoing
incident is dated today, earlier incidents come newest first, and each incident's updates
are listed newest first with later times above earlier ones."""

from __future__ import annotations

import re

from world_helpers import sampled


def _minutes(posted: str) -> int:
    """The last clock time in ``posted``, with its own AM/PM (a text may hold two times)."""
    h, m, half = re.findall(r"(\d{1,2})[:.h](\d{2})(?:\s*(AM|PM)\b)?", posted)[-1]
    h, m = int(h), int(m)
    if half == "PM" and h != 12:
        h += 12
    if half == "AM" and h == 12:
        h = 0
    return h * 60 + m


def test_status_page_times_and_banner() -> None:
    for lang, seed, p in sampled("status_page", 20):
        broken = [k for k, c in enumerate(p["components"]) if c["state"] != "operational"]
        assert broken in ([], [0], [1]) and p["ok"] == (not broken), (lang, seed)
        for incident in p["incidents"]:
            times = [_minutes(u["posted"]) for u in incident["updates"]]
            assert times == sorted(times, reverse=True) and len(set(times)) == len(times), \
                (lang, seed, [u["posted"] for u in incident["updates"]])
        dates = [i["date"] for i in p["incidents"]]
        assert len(set(dates)) == len(dates), (lang, seed, dates)


def test_status_incidents_tell_one_story() -> None:
    """An incident is about a component on the page (marked on its uptime bar when past),
    the first follow-up comes by the promised time, and a resolved update's "since"
    time lies between the previous update and its own posting."""
    for lang, seed, p in sampled("status_page", 10):
        names = [c["name"] for c in p["components"]]
        for incident in p["incidents"]:
            assert any(n in incident["title"] for n in names), (lang, seed, incident["title"])
            ups = incident["updates"][::-1]  # oldest first
            assert ups[0]["key"] == "investigating"
            promised = _minutes(ups[0]["text"])  # "next update ... by 10:45"
            assert ups[0]["minute"] < promised <= ups[0]["minute"] + 60, (lang, seed)
            if len(ups) > 1:
                assert 0 < ups[1]["minute"] <= promised, (lang, seed)
            if ups[-1]["key"] == "resolved":
                since = _minutes(ups[-1]["text"])
                assert ups[-2]["minute"] < since < ups[-1]["minute"], (lang, seed, ups)
        past = [i for i in p["incidents"] if i["colour"] == "muted"]
        bad_days = sum(sum(1 for d in c["days"][:-1] if d) for c in p["components"])
        assert bad_days >= len(past), (lang, seed)


def test_status_updates_mark_only_the_component_name() -> None:
    for lang, seed, p in sampled("status_page", 6):
        names = {c["name"] for c in p["components"]}
        for incident in p["incidents"]:
            for u in incident["updates"]:
                for start, end, kind, _ in u["marks"]:
                    assert kind == "bold" and u["text"][start:end] in names, (lang, seed, u)


def test_status_bars_are_the_listed_incidents() -> None:
    """Every coloured day of a bar is an incident listed below (on that component) and every
    incident is a coloured day; a component without one shows 100 % uptime, and a red day
    costs more uptime than an orange one."""
    for lang, seed, p in sampled("status_page", 12):
        for c in p["components"]:
            marked = sum(1 for d in c["days"] if d)
            listed = sum(1 for i in p["incidents"] if c["name"] in i["title"])
            assert marked == listed, (lang, seed, c["name"])
            full = re.search(r"100[.,]00", c["uptime"]) is not None
            assert full == (marked == 0), (lang, seed, c["uptime"])
        one = {max(c["days"]): _uptime(c["uptime"]) for c in p["components"]
               if sum(1 for d in c["days"] if d) == 1}
        if len(one) == 2:
            assert one[2] < one[1], (lang, seed, one)


def _uptime(text: str) -> float:
    return float(re.search(r"\d+[.,]\d+", text).group().replace(",", "."))


def test_status_red_component_is_a_major_outage() -> None:
    """A component drawn red (a red day on its bar) is labelled a major outage, not a
    partial one."""
    from generator.content.provider import locale_data

    for lang, seed, p in sampled("status_page", 10):
        for c in p["components"]:
            if c["state"] == "outage":
                assert c["label"] == locale_data(lang).UI["spage.major"], (lang, seed)
                assert c["days"][-1] == 2, (lang, seed)
