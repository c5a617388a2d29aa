"""Reader r88 0015: a Thursday page whose weekly steps chart marked Monday (the goal day)
and drew today's bar as pale as the past days'. Today's bar is the one marked."""

from __future__ import annotations

from world_helpers import _params, sampled

from generator.page import make_theme
from surfaces import registry


def test_the_week_chart_marks_today() -> None:
    cls = registry.get("fitness_tracker")
    marked = 0
    for lang, seed, _ in sampled("fitness_tracker", 4):
        params = _params(cls, "fitness_tracker", lang, seed)
        theme = make_theme(seed % 2 == 1, "blue")
        page = cls().compose(params, theme)
        accent = theme.palette[params["accent"]]
        week = next(r for r in page.regions if r.name == "week").box
        bars = sorted((o for o in page.ops if getattr(o, "name", "") == "chart bar"
                       and week[0] <= o.box[0] < week[2] and week[1] <= o.box[1] < week[3]),
                      key=lambda o: o.box[0])
        today = [k for k, o in enumerate(bars) if o.fill == accent]
        # today's bar is the last drawn (the days to come have none); the only accent one
        assert today == [len(bars) - 1], (lang, seed, [o.fill for o in bars], accent)
        marked += 1
    assert marked >= 20
