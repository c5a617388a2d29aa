"""status_page: a component's 90-day uptime is what its incidents cost, minute for minute,
from "since {first seen}" to "working normally since {fixed}" (a four-hour incident on
Payments never sits beside 99.96%); an "Identified" post speaks in the present."""

from __future__ import annotations

import re

from world_helpers import sampled


def _minute(text: str) -> int:
    h, m, half = re.search(r"(\d{1,2}):(\d\d)(\s?[AP]M)?", text).groups()
    h, m = int(h), int(m)
    return (h % 12 + 12 * ("PM" in half)) * 60 + m if half else h * 60 + m


def test_uptime_is_the_incidents_downtime() -> None:
    for lang, seed, p in sampled("status_page", 40):
        for comp in p["components"]:
            down = sum(i["minutes"] for i in p["incidents"] if i["comp"] == comp["name"])
            assert comp["uptime_value"] == round(100 - down / 1296, 2), (lang, seed, comp)
            shown = float(re.search(r"\d+[.,]\d\d", comp["uptime"]).group().replace(",", "."))
            assert shown == comp["uptime_value"], (lang, seed, comp["uptime"])
            if down >= 60:  # an hour down shows below 99.96%
                assert shown <= 99.95, (lang, seed, comp)


def test_resolved_incident_lasts_from_first_seen_to_fixed() -> None:
    checked = 0
    for _lang, seed, p in sampled("status_page", 60):
        if _lang != "en":
            continue
        for inc in p["incidents"]:
            by = {u["key"]: u["text"] for u in inc["updates"]}
            if "resolved" not in by:
                continue
            start = _minute(by["investigating"].split("Since ", 1)[1])
            end = _minute(by["resolved"].split("since ", 1)[1])
            assert end - start == inc["minutes"], (seed, inc)
            checked += 1
    assert checked > 10


def test_identified_posts_are_in_the_present() -> None:
    for lang, seed, p in sampled("status_page", 40):
        for inc in p["incidents"]:
            for u in inc["updates"]:
                if u["key"] != "identified":
                    continue
                past = {"en": " was ", "fr": " venait ", "es": " se debía ", "it": " era dovuto",
                        "nl": " was "}.get(lang)
                assert past is None or past not in u["text"], (lang, seed, u["text"])
        for inc in p["incidents"]:
            for u in inc["updates"]:
                if u["key"] == "investigating" and lang == "en":
                    assert "Expect our next update on" not in u["text"], (seed, u["text"])
