"""Wave 11 h_facts: locale and domain facts a local would notice. A departure board keeps
the 24-hour clock and, in Britain, shows the operator without a train number; its services
leave at about their interval but not at one minute every hour."""

from __future__ import annotations

import re
from collections import defaultdict

from world_helpers import sampled

from generator.content.provider import locale_data


def test_boards_use_the_24_hour_clock() -> None:
    for lang, seed, p in sampled("train_timetable", 30):
        shown = [p["clock"], p["updated"]] + [r["time"] for r in p["rows"]] \
            + [r["expected"] for r in p["rows"] if r["expected"]]
        for text in shown:
            assert not re.search(r"\b[AP]\.?\s?M\b", text, re.I), (lang, seed, text)
            assert re.search(r"\b[0-2]\d:[0-5]\d\b", text), (lang, seed, text)


def test_british_boards_show_no_train_numbers_continental_ones_do() -> None:
    for lang, seed, p in sampled("train_timetable", 20):
        numbered = {line["operator"]: line.get("numbered", True)
                    for line in locale_data(lang).SLOTS["rail_lines"]}
        for r in p["rows"]:
            if lang == "en":
                assert r["train"] == r["operator"] and not re.search(r"\d", r["train"]), \
                    (lang, seed, r["train"])
            else:
                assert numbered[r["operator"]] and re.fullmatch(r".+ \d{3,5}", r["train"]), \
                    (lang, seed, r["train"])


def test_services_do_not_leave_at_one_minute_every_hour() -> None:
    irregular = total = 0
    for lang, seed, p in sampled("train_timetable", 30):
        by_service = defaultdict(list)
        for r in p["rows"]:
            h, m = (int(x) for x in r["time"].split(":"))
            by_service[(r["operator"], r["dest"], r["via"])].append(h * 60 + m)
        for key, times in by_service.items():
            if len(times) < 3:
                continue
            gaps = {b - a for a, b in zip(times, times[1:], strict=False)}
            assert min(gaps) >= 15, (lang, seed, key, times)
            total += 1
            irregular += len(gaps) > 1
    assert total and irregular / total > 0.5, (irregular, total)
