"""A pandas bar chart as a notebook shows it under ``Series.plot(kind="bar"|"barh")``: the
``<Axes: ...>`` repr pandas returns, then the figure matplotlib 3.8 draws with its defaults
(white figure, four black spines, tab10 blue bars, ``AutoLocator`` ticks and the
``ScalarFormatter`` labels with their ``1eN`` offset text exactly when matplotlib prints one).
The figure is ``figsize`` inches at 100 dpi, scaled down to the cell's width as the notebook
scales a wide image."""

from __future__ import annotations

import math
from typing import Any

from generator.layout import Style, measure
from generator.page import Page, Theme

TAB10_BLUE = (31, 119, 180)  # matplotlib's first colour (tab10 "C0"), pandas' bar colour
INK = (0, 0, 0)
FIGSIZE = (8, 2)
PT = 100 / 72  # pixels per point at the inline backend's 100 dpi


def axes_repr(title: str, xlabel: str, ylabel: str) -> str:
    """``repr(ax)`` as matplotlib 3.8 prints it: ``<Axes: title={'center': ...}, xlabel=...>``."""
    fields = [f"title={{'center': {title!r}}}"] if title else []
    fields += [f"{n}label={v!r}" for n, v in (("x", xlabel), ("y", ylabel)) if v]
    return "<Axes: " + ", ".join(fields) + ">"


def nbins(horizontal: bool, figsize: tuple[float, float] = FIGSIZE) -> int:
    """``MaxNLocator(nbins="auto")``: the axis length in points over twice (y) or three times
    (x) the 10 pt tick label size, clipped to 1..9 (default subplot box 0.775 x 0.77)."""
    if horizontal:  # the values run along the x axis
        return max(1, min(9, math.floor(figsize[0] * 0.775 * 72 / 30)))
    return max(1, min(9, math.floor(figsize[1] * 0.77 * 72 / 20)))


def value_axis(vmax: float, bins: int) -> tuple[list[float], list[str], str]:
    """The ticks matplotlib shows on a value axis from 0 to ``vmax`` (the bars' top plus the
    5 % margin), their labels and the offset text ("1e7", or "" when it prints none)."""
    scale = 10.0 ** math.floor(math.log10(vmax / bins))
    steps = [s * scale for s in (0.1, 0.2, 0.25, 0.5, 1, 2, 2.5, 5, 10, 20)]
    raw = vmax / bins
    first = next(i for i, s in enumerate(steps) if s >= raw)
    for step in steps[:first + 1][::-1]:
        shown = math.floor(vmax / step + 1e-10) + 1
        if shown >= 2:
            break
    locs = [k * step for k in range(math.ceil(vmax / step - 1e-10) + 1)]
    ticks = locs[:shown]
    # ScalarFormatter: scientific when the largest visible tick is >= 1e6 (limits -5, 6);
    # never an additive offset here (the ticks run from 0)
    oom = math.floor(math.log10(ticks[-1])) if ticks[-1] > 0 else 0
    oom = oom if oom >= 6 or oom <= -5 else 0
    scaled = [t / 10 ** oom for t in locs]
    span = max(scaled) - min(scaled) or 1.0
    span_oom = math.floor(math.log10(span))
    sig = max(0, 3 - span_oom)
    thresh = 1e-3 * 10 ** span_oom
    while sig >= 0 and max(abs(v - round(v, sig)) for v in scaled) < thresh:
        sig -= 1
    sig += 1
    labels = [f"{v:1.{sig}f}" for v in scaled[:shown]]
    return ticks, labels, f"1e{oom}" if oom else ""


def fits_upright(names: list[str], width: int, st: Style) -> bool:
    """Whether ``rot=0`` category labels stand side by side without touching."""
    return max(measure(n, st)[0] for n in names) + 8 <= width / len(names)


def chart_height(out: dict[str, Any], avail: int) -> int:
    """The figure's height on the page (the repr line above it not counted)."""
    s = min(1.0, avail / (FIGSIZE[0] * 100))
    return round(FIGSIZE[1] * 100 * s) + _head(out, s) + 10


def _head(out: dict[str, Any], s: float) -> int:
    """The room over the axes: the title's line, and on upright bars the y axis' offset
    text's ("1e7" sits over the axis' top-left corner)."""
    return (round(24 * s) if out.get("title") else 0) + (0 if out["horizontal"] else
                                                         round(20 * s))


def draw_chart(page: Page, theme: Theme, out: dict[str, Any], box: tuple[int, int, int, int],
               ) -> int:
    """The figure under the repr: returns the y under it."""
    x1, y1, x2, y2 = box
    s = min(1.0, (x2 - x1) / (FIGSIZE[0] * 100))
    size = max(8, round(10 * PT * s))
    st = Style(family="dejavu_sans", size=size, color=INK)
    h = chart_height(out, x2 - x1)
    page.rect((x1, y1, x1 + round(FIGSIZE[0] * 100 * s), y1 + h - 10), (255, 255, 255),
              name="figure")
    top = y1 + round(8 * s) + _head(out, s)
    fig_w = round(FIGSIZE[0] * 100 * s)
    if out["horizontal"]:
        left = x1 + max(round(measure(n, st)[0]) for n in out["names"]) + round(22 * s)
        area = (left, top, x1 + fig_w - round(20 * s), y1 + h - 10 - round(2 * 2.2 * size) - 4)
        _barh(page, out, area, st)
    else:
        area = (x1 + round(70 * s), top, x1 + fig_w - round(20 * s),
                y1 + h - 10 - round(2 * 2.2 * size) - 4)
        _bars(page, out, area, st)
    if out.get("title"):  # centred over the axes
        tst = st.but(size=max(9, round(12 * PT * s)))
        tw = round(measure(out["title"], tst)[0])
        page.label((area[0] + area[2]) // 2 - tw // 2, y1 + round(8 * s) - round(tst.size * 0.5),
                   out["title"], tst, role="text")
    return y1 + h


def _frame(page: Page, area: tuple[int, int, int, int]) -> None:
    x1, y1, x2, y2 = area
    for p, q in (((x1, y1), (x2, y1)), ((x1, y2), (x2, y2)), ((x1, y1), (x1, y2)),
                 ((x2, y1), (x2, y2))):
        page.line(p, q, INK, name="spine")


def _bars(page: Page, out: dict[str, Any], area: tuple[int, int, int, int], st: Style) -> None:
    """Vertical bars (pandas ``kind="bar"``, ``rot=0``), the values up the y axis."""
    left, top, right, base = area
    vmax = max(out["bars"]) * 1.05
    ticks, labels, offset = value_axis(vmax, nbins(False))
    scale = (base - top) / vmax
    for t, text in zip(ticks, labels, strict=True):
        ty = base - round(t * scale)
        page.line((left - 5, ty), (left, ty), INK, name="tick")
        tw = round(measure(text, st)[0])
        page.label(left - 8 - tw, ty - round(st.size * 1.1), text, st, role="text")
    if offset:
        page.label(left, top - round(st.size * 1.9), offset, st, role="text")
    slot = (right - left) / len(out["bars"])
    for k, (v, name) in enumerate(zip(out["bars"], out["names"], strict=True)):
        cx = left + round(slot * (k + 0.5))
        bw = round(slot * 0.25)
        page.rect((cx - bw, base - round(v * scale), cx + bw, base), TAB10_BLUE, name="bar")
        page.line((cx, base), (cx, base + 5), INK, name="tick")
        nw = round(measure(name, st)[0])
        page.label(cx - nw // 2, base + 6, name, st, role="text")
    _frame(page, area)
    if out["xlabel"]:
        lw = round(measure(out["xlabel"], st)[0])
        page.label((left + right) // 2 - lw // 2, base + 6 + round(st.size * 2), out["xlabel"],
                   st, role="text")


def _barh(page: Page, out: dict[str, Any], area: tuple[int, int, int, int], st: Style) -> None:
    """Horizontal bars (pandas ``kind="barh"``): the first value at the bottom, the values
    along the x axis with the offset text under its right end."""
    left, top, right, base = area
    vmax = max(out["bars"]) * 1.05
    ticks, labels, offset = value_axis(vmax, nbins(True))
    scale = (right - left) / vmax
    for t, text in zip(ticks, labels, strict=True):
        tx = left + round(t * scale)
        page.line((tx, base), (tx, base + 5), INK, name="tick")
        tw = round(measure(text, st)[0])
        page.label(tx - tw // 2, base + 6, text, st, role="text")
    if offset:
        ow = round(measure(offset, st)[0])
        page.label(right - ow, base + 6 + round(st.size * 2), offset, st, role="text")
    slot = (base - top) / len(out["bars"])
    for k, (v, name) in enumerate(zip(out["bars"], out["names"], strict=True)):
        cy = base - round(slot * (k + 0.5))
        bh = max(2, round(slot * 0.25))
        page.rect((left, cy - bh, left + round(v * scale), cy + bh), TAB10_BLUE, name="bar")
        page.line((left - 5, cy), (left, cy), INK, name="tick")
        nw = round(measure(name, st)[0])
        page.label(left - 8 - nw, cy - round(st.size * 1.1), name, st, role="text")
    _frame(page, area)
