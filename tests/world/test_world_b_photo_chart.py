"""A notebook's bar chart is drawn from the series printed above it (a reviewer measured
five bars of random heights under a series with two values near the max): one bar per
printed value, in order (bottom up on horizontal bars), lengths to scale over a baseline,
with tick labels and names."""

from __future__ import annotations

import re

from world_helpers import rendered, sampled


def test_chart_bars_are_the_printed_series() -> None:
    seen = 0
    for lang, seed, p in sampled("jupyter_notebook", 20):
        outs = [c["output"] for c in p["cells"] if c["kind"] == "code" and c["output"]]
        charts = [o for o in outs if o["kind"] == "chart"]
        series = [o["text"] for o in outs if o["kind"] == "value" and "dtype" in o["text"]]
        for chart in charts:
            assert series, (lang, seed)
            rows = series[0].split("\n")[1:-1]
            values = [float(r.split()[-1]) for r in rows]
            names = [re.sub(r"\s+[\d.]+$", "", r) for r in rows]
            if chart["horizontal"]:  # barh plots the five ascending: the largest on top
                values, names = values[::-1], names[::-1]
            assert values == [round(v, 2) for v in chart["bars"]] or \
                [round(v, 2) for v in chart["bars"]] == values, (lang, seed)
            assert names == chart["names"], (lang, seed, names, chart["names"])
            seen += 1
    assert seen > 20


def test_drawn_bars_are_to_scale() -> None:
    checked = 0
    for seed in range(12):
        p, geo = rendered("jupyter_notebook", "en", seed)
        chart = next((c["output"] for c in p["cells"] if c["kind"] == "code"
                      and c["output"] and c["output"]["kind"] == "chart"), None)
        bars = [s for s in getattr(geo, "shapes", []) if s.kind == "bar"]
        if chart is None or not bars:
            continue
        side = (0, 2) if chart["horizontal"] else (1, 3)  # a barh bar's length is its width
        heights = [s.box[side[1]] - s.box[side[0]] for s in bars]
        assert len(heights) == len(chart["bars"]), (seed, heights)
        top = max(chart["bars"])
        for hgt, v in zip(heights, chart["bars"], strict=True):
            assert abs(hgt / max(heights) - v / top) < 0.03, (seed, heights, chart["bars"])
        checked += 1
    assert checked, "no rendered chart to check"
