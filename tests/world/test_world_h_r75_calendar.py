"""A Monday-to-Friday calendar view is labelled "Work week", a seven-day one "Week" (r75
0010: "Week" over five days)."""

from __future__ import annotations

from world_helpers import rendered

from generator.resolve import content_languages


def test_view_button_names_the_days_shown() -> None:
    kinds = set()
    for lang in content_languages():
        for seed in range(6):
            p, geo = rendered("calendar_week", lang, seed)
            key = "cal_work_week" if len(p["week"]) == 5 else "cal_week"
            texts = [geo.line_text(ln).strip() for ln in geo.lines]
            assert p["labels"][key] + " ▾" in texts, (lang, seed, key)
            kinds.add(key)
    assert kinds == {"cal_week", "cal_work_week"}
