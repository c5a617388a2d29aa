"""A notebook's pandas chart is drawn as matplotlib 3.8 draws it with its defaults (review:
a "1e7" offset where matplotlib prints none, ``<Axes: >`` beside a set title, category
names cut to "Water bot..." so two read the same): the value axis' ticks, labels and offset
text are matplotlib's, the Out line is the Axes' repr for the call in the cell, the bars are
tab10 blue and every category name stands in full, apart from the others."""

from __future__ import annotations

import re

import pytest
from world_helpers import sampled

from generator.page import TextBlock, make_theme
from surfaces import registry
from surfaces.kit.apps import good_when_up
from surfaces.kit.nb_chart import TAB10_BLUE, axes_repr, nbins, value_axis

# (vmax, horizontal) -> (visible tick labels, offset text), as matplotlib 3.8.4 draws
# Series.plot(kind="bar", rot=0 | "barh", figsize=(8, 2)) with a top value of vmax / 1.05
MATPLOTLIB = [
    (88193698.0155, True, ["0", "1", "2", "3", "4", "5", "6", "7", "8"], "1e7"),
    (88193698.0155, False, ["0", "2", "4", "6", "8"], "1e7"),
    (3196005.4035, False, ["0", "1", "2", "3"], "1e6"),
    (22010496.0575, False, ["0.0", "0.5", "1.0", "1.5", "2.0"], "1e7"),
    (648040.05, True, ["0", "100000", "200000", "300000", "400000", "500000", "600000"], ""),
    (648040.05, False, ["0", "200000", "400000", "600000"], ""),
    (1049999.0, False, ["0.00", "0.25", "0.50", "0.75", "1.00"], "1e6"),
    (1050000.0, True, ["0.0", "0.2", "0.4", "0.6", "0.8", "1.0"], "1e6"),
    (997500.0, False, ["0", "200000", "400000", "600000", "800000"], ""),
    (2625.0, True, ["0", "500", "1000", "1500", "2000", "2500"], ""),
    (2625.0, False, ["0", "1000", "2000"], ""),
]


@pytest.mark.parametrize("vmax,horizontal,labels,offset", MATPLOTLIB)
def test_value_axis_is_matplotlibs(vmax: float, horizontal: bool, labels: list[str],
                                   offset: str) -> None:
    ticks, got, off = value_axis(vmax, nbins(horizontal))
    assert (got, off) == (labels, offset)
    assert ticks[0] == 0 and ticks[-1] <= vmax


def test_offset_text_iff_a_tick_reaches_a_million() -> None:
    for k in range(400):
        vmax = 10 ** (2 + k / 80)
        for horizontal in (False, True):
            ticks, labels, off = value_axis(vmax, nbins(horizontal))
            assert len(set(labels)) == len(labels) >= 2, (vmax, labels)
            assert bool(off) == (ticks[-1] >= 1e6), (vmax, ticks, off)
            assert len(labels) <= nbins(horizontal) + 1


def _text(tb: TextBlock) -> str:
    return "".join(g.char for ln in tb.laid.lines for g in ln.glyphs)


def _left(tb: TextBlock) -> float:
    return tb.laid.lines[0].glyphs[0].pen


def test_notebook_chart_is_matplotlibs() -> None:
    surface = registry.get("jupyter_notebook")()
    drawn = 0
    for lang, seed, p in sampled("jupyter_notebook", 30):
        cell = next((c for c in p["cells"] if c["kind"] == "code" and c["output"]
                     and c["output"]["kind"] == "chart"), None)
        if cell is None:
            continue
        out = cell["output"]
        code = "".join(t for line in cell["lines"] for t, _ in line)
        # the Out line is the repr of the Axes that call returns
        title = re.search(r'title="([^"]*)"', code)
        bar = 'kind="bar"' in code
        assert bar != out["horizontal"] and ('ylabel=""' in code) == out["horizontal"]
        assert out["repr"] == axes_repr(title.group(1) if title else "",
                                        re.match(r"per_(\w+)", code).group(1) if bar else "",
                                        ""), (lang, seed, code, out["repr"])
        page = surface.compose(p, make_theme(seed % 2 == 1, "blue"))
        fig = next((op for op in page.ops if getattr(op, "name", "") == "figure"), None)
        if fig is None:
            continue
        drawn += 1
        bars = [op for op in page.ops if getattr(op, "name", "") == "bar"]
        assert len(bars) == 5 and all(b.fill == TAB10_BLUE for b in bars)
        x1, y1, x2, y2 = fig.box
        inside = [tb for tb in page.text_blocks() if tb.laid.lines and tb.laid.lines[0].glyphs
                  and x1 <= _left(tb) and tb.laid.box[1] >= y1 and tb.laid.box[3] <= y2 + 4]
        texts = [_text(tb) for tb in inside]
        ticks, labels, off = value_axis(max(out["bars"]) * 1.05, nbins(out["horizontal"]))
        for label in labels:
            assert label in texts, (lang, seed, label, texts)
        assert (off in texts) if off else not any(re.fullmatch(r"1e\d+", t) for t in texts), \
            (lang, seed, off, texts, page.scale)
        names = [tb for tb in inside if _text(tb) in out["names"]]
        assert sorted(_text(tb) for tb in names) == sorted(out["names"]), (lang, seed, texts)
        assert not any(tb.laid.truncated or "…" in _text(tb) for tb in inside)
        # upright names, or a barh's value labels, side by side: each apart from the next
        low = max(tb.laid.box[3] for tb in names)
        row = sorted(names if not out["horizontal"] else [
            tb for tb in inside if _text(tb) in labels and tb.laid.box[1] >= low - 2], key=_left)
        assert len(row) == (len(labels) if out["horizontal"] else 5), (lang, seed, labels)
        for a, b in zip(row, row[1:], strict=False):
            assert a.right + 4 <= _left(b), (lang, seed, _text(a), _text(b))
        assert row[-1].right <= x2
    assert drawn >= 40, drawn


# what a rise means on each dashboard tile: True = good news (green up, red down)
MEANING = {"metrics_dashboard": {"visitors": True, "revenue": True, "conversion": True,
                                 "bounce": False, "sessions": True, "avg_order": True,
                                 "signups": True},
           "finance_dashboard": {"net_worth": True, "income": True, "expenses": False,
                                 "savings_rate": True}}


def test_bad_news_measures_rise_red() -> None:
    for key in ("expenses", "costs", "bounce", "churn", "error_rate", "latency"):
        assert not good_when_up(key)
    for key in ("revenue", "visitors", "signups", "income", "net_worth", "sessions"):
        assert good_when_up(key)


@pytest.mark.parametrize("name", sorted(MEANING))
def test_tile_changes_are_coloured_by_meaning(name: str) -> None:
    """A tile's change is green when it is good news and red when bad: a rise in bounce
    rate or expenses is red, a fall green; revenue or visitors up green (review: dashboards
    coloured by the sign alone)."""
    surface = registry.get(name)()
    seen = {"green": 0, "red": 0}
    for lang, seed, p in sampled(name, 30):
        page = surface.compose(p, make_theme(seed % 2 == 1, "blue"))
        if name == "metrics_dashboard":
            tiles = [(k["key"], k["title"], k["delta"], k["up"]) for k in p["kpis"]]
        else:
            tiles = [(k, p["labels"][k], d, up) for k, _, d, up, _ in p["kpis"]]
        for key, title, delta, up in tiles:
            region = next((i for i, r in enumerate(page.regions) if r.name == f"card {title}"),
                          None)
            if region is None:
                continue
            tb = next((tb for tb in page.text_blocks() if tb.region == region
                       and _text(tb).split() == delta.split()), None)
            assert tb is not None, (name, lang, seed, delta, [_text(t) for t in
                                                               page.text_blocks()
                                                               if t.region == region])
            colour = tb.laid.lines[0].glyphs[0].style.color_name
            if not any(ch in "123456789" for ch in delta):
                assert colour == "", (name, lang, seed, key, delta)
                continue
            want = "green" if up == MEANING[name][key] else "red"
            assert colour == want, (name, lang, seed, key, delta, colour)
            seen[want] += 1
    assert min(seen.values()) > 10, seen
