"""A status page agrees with itself: the broken component is one of the first listed (so a
"Partial outage" banner never stands over a screen of green components), the ongoing
incident is dated today, earlier incidents come newest first, and each incident's updates
are listed newest first with later times above earlier ones."""

from __future__ import annotations

import re

from world_helpers import sampled


def _minutes(posted: str) -> int:
    h, m = (int(x) for x in re.findall(r"(\d{1,2})[:.h](\d{2})", posted)[-1])
    if re.search(r"\bPM\b", posted) and h != 12:
        h += 12
    if re.search(r"\bAM\b", posted) and h == 12:
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
