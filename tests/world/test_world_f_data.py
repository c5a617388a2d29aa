"""Wave 15 f_data: totals, e-mails, recipes, study dates, receipts, audits and carets agree with
what the page shows."""

from __future__ import annotations

from world_helpers import sampled

from surfaces.time_tracker import fit_days


def _minutes(hms: str) -> int:
    h, m, _ = hms.split(":")
    return int(h) * 60 + int(m)


def test_time_tracker_totals_count_the_entries_shown() -> None:
    for lang, seed, p in sampled("time_tracker", 12):
        for height in (768, 700, 640, 600, 560):
            q = fit_days(p, height)
            y = 266
            for day in q["days"]:
                shown = sum(_minutes(e["dur"]) for e in day["entries"])
                assert _minutes(day["total"]) == shown, (lang, seed, height, day["name"])
                y += 40 + 44 * len(day["entries"])
                assert y <= height - 10, (lang, seed, height)
                y += 14
            assert _minutes(q["week_total"]) == round(sum(q["week"]) * 60), (lang, seed)
