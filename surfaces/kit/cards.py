"""Dashboard pieces: cards, stat tiles with a big number, deltas, sparklines, bars, kanban cards.

Charts are shapes only (never text); numbers and titles are text blocks: card titles
``structural``, values and deltas ``text``.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from generator.layout import measure
from generator.page import Page, Theme
from surfaces.kit.apps import delta_colour, is_flat
from surfaces.kit.chrome import avatar, ui_style
from surfaces.kit.typography import style

Box = tuple[int, int, int, int]
RGB = tuple[int, int, int]


def card(page: Page, theme: Theme, box: Box, radius: int = 8, shadow: bool = True) -> None:
    """A card surface with a border (and a faint offset shadow in light themes)."""
    x1, y1, x2, y2 = box
    if shadow and theme.name == "light":
        page.rect((x1 + 1, y1 + 2, x2 + 1, y2 + 2), (232, 234, 238), radius=radius, name="shadow")
    page.rect(box, theme.surface, theme.border, radius=radius, name="card")


def card_title(page: Page, theme: Theme, typo: dict[str, Any], x: int, y: int, title: str,
               width: int, upper: bool = False) -> int:
    st = ui_style(typo, theme, size=typo["size"] - (2 if upper else 0), bold=True,
                  color=theme.muted if upper else theme.text)
    block = page.label(x, y, title.upper() if upper else title, st, role="structural",
                       max_width=width)
    return block.bottom


def series(rng: np.random.Generator, n: int, start: float = 50, drift: float = 0.0,
           noise: float = 6.0) -> list[float]:
    """A plausible random walk for a sparkline or chart (JSON-able floats)."""
    values, v = [], start
    for _ in range(n):
        v = max(1.0, v + drift + float(rng.normal(0, noise)))
        values.append(round(v, 2))
    return values


def sparkline(page: Page, box: Box, values: list[float], colour: RGB, width: int = 2,
              fill: RGB | None = None, zero: bool = False) -> None:
    """A line chart of ``values`` in ``box`` (optionally a filled area under it); with
    ``zero`` the box's bottom is 0, so a chart with gridlines never shows its quietest day
    as a day without visits (review46 0010), else it spans the values' own range."""
    x1, y1, x2, y2 = box
    lo, hi = (0.0 if zero else min(values)), max(values)
    span = (hi - lo) or 1.0
    pts = [(round(x1 + (x2 - x1) * k / max(1, len(values) - 1)),
            round(y2 - (y2 - y1) * (v - lo) / span)) for k, v in enumerate(values)]
    if fill is not None:
        page.polygon([(x1, y2)] + pts + [(x2, y2)], fill, name="chart area")
    for a, b in zip(pts, pts[1:], strict=False):
        page.line(a, b, colour, width, name="chart line")


def bars(page: Page, box: Box, values: list[float], colour: RGB, gap: int = 4,
         baseline: RGB | None = None) -> None:
    """A vertical bar chart of ``values`` in ``box``."""
    x1, y1, x2, y2 = box
    hi = max(values) or 1.0
    n = len(values)
    w = max(2, ((x2 - x1) - gap * (n - 1)) // max(1, n))
    for k, v in enumerate(values):
        bx = x1 + k * (w + gap)
        top = y2 - max(2, round((y2 - y1) * v / hi))
        page.rect((bx, top, bx + w, y2), colour, radius=2, name="chart bar")
    if baseline is not None:
        page.line((x1, y2), (x2, y2), baseline, name="axis")


def progress(page: Page, theme: Theme, box: Box, fraction: float, colour: RGB | None = None) -> None:
    x1, y1, x2, y2 = box
    r = (y2 - y1) // 2
    page.rect(box, theme.border, radius=r, name="progress track")
    fx = x1 + max(y2 - y1, round((x2 - x1) * min(1.0, fraction)))
    page.rect((x1, y1, fx, y2), colour or theme.accent, radius=r, name="progress bar")


def stat_card(page: Page, theme: Theme, typo: dict[str, Any], box: Box, title: str, value: str,
              delta: str = "", up: bool = True, spark: list[float] | None = None,
              caption: str = "", good_when_up: bool = True) -> None:
    """A KPI tile: title, big number, coloured delta and an optional sparkline."""
    x1, y1, x2, y2 = box
    with page.region(f"card {title}", "card", box, label=title):
        card(page, theme, box)
        pad = 16
        ty = card_title(page, theme, typo, x1 + pad, y1 + 10, title, x2 - x1 - 2 * pad,
                        upper=False)
        big = style(typo["ui"], typo["size"] + 11, theme.text, bold=True)
        while measure(value, big)[0] > x2 - x1 - 2 * pad and big.size > typo["size"] + 2:
            big = big.but(size=big.size - 1)  # a tile's figure shrinks to fit, never "106.294,5…"
        vb = page.label(x1 + pad, ty + 2, value, big, role="text", max_width=x2 - x1 - 2 * pad)
        vy = vb.bottom
        if delta:
            # good news green, bad red; a change printed as zero grey and without an arrow
            colour, name = delta_colour(theme, up == good_when_up, delta)
            st = ui_style(typo, theme, size=typo["size"] - 2, color=colour,
                          color_name=name, bold=True)
            arrow = (x1 + pad, vy + 8)
            tri = ([(arrow[0], arrow[1] + 8), (arrow[0] + 8, arrow[1] + 8), (arrow[0] + 4, arrow[1])]
                   if up else [(arrow[0], arrow[1]), (arrow[0] + 8, arrow[1]),
                               (arrow[0] + 4, arrow[1] + 8)])
            if not is_flat(delta):
                page.polygon(tri, colour, name="delta arrow")
            # the change in full ("+1,0 procentpunt", never "+1,0 procentp..."); its caption
            # ("vs last month") beside it only when it fits whole
            dx = x1 + pad + (0 if is_flat(delta) else 12)
            db = page.label(dx, vy + 1, delta, st, role="text", max_width=x2 - pad - dx)
            if caption and measure(caption, st.but(bold=False))[0] <= x2 - db.right - pad - 6:
                page.label(db.right + 6, vy + 1, caption, st.but(bold=False, color=theme.muted,
                                                                 color_name=""),
                           role="text", max_width=max(10, x2 - db.right - pad - 6))
        if spark and y2 - vy > 60:
            colour = theme.accent
            sparkline(page, (x1 + pad, vy + 30, x2 - pad, y2 - 12), spark, colour,
                      fill=theme.faded(colour, on=theme.surface, amount=0.85))


def chip(page: Page, theme: Theme, typo: dict[str, Any], x: int, y: int, text: str,
         colour_name: str, size: int | None = None, role: str = "text") -> int:
    """A small coloured label (tag, badge); returns its right edge."""
    colour = theme.palette[colour_name]
    st = ui_style(typo, theme, size=size or typo["size"] - 3, color=colour, color_name=colour_name,
                  bold=True)
    w = round(measure(text, st)[0]) + 12
    h = round(st.size * 1.7)
    page.rect((x, y, x + w, y + h), theme.faded(colour, on=theme.surface, amount=0.82),
              radius=4, name="tag")
    page.label(x + 6, y + (h - round(st.size * 2.2)) // 2, text, st, role=role, max_width=w)
    return x + w


def kanban_card(page: Page, theme: Theme, typo: dict[str, Any], x: int, y: int, width: int,
                item: dict[str, Any], name: str) -> int:
    """A task card: coloured tags, a wrapped title, and a footer (key, due date, avatar)."""
    st = ui_style(typo, theme, size=typo["size"] - 1)
    pad = 10
    with page.region(name, "card", (x, y, x + width, y + 200), label=item["title"]) as reg:
        bg = page.rect((x, y, x + width, y + 1), theme.surface, theme.border, radius=6,
                       name="card")
        top = y + pad
        tx = x + pad
        for tag, colour in item.get("tags", []):
            if tx + 40 > x + width - pad:
                break
            tx = chip(page, theme, typo, tx, top, tag, colour) + 6
        if item.get("tags"):
            top += round((typo["size"] - 3) * 1.7) + 6
        title = page.text((x + pad, top, x + width - pad, top + 80), item["title"], st,
                          role="text", max_lines=3, line_height=1.35)
        fy = title.bottom + 6
        foot = st.but(size=st.size - 2, color=theme.muted)
        fx = x + pad
        limit = x + width - pad - (30 if item.get("initials") else 0)
        ay, row = fy, 0
        for text in item.get("footer", []):
            if measure(text, foot)[0] > limit - fx and fx > x + pad and row == 0:
                # a footer entry that does not fit beside the others goes on its own line
                # below, whole ("Échéance 11/07/…" was cut on a wide card)
                fx, fy, limit, row = x + pad, fy + round(foot.size * 1.6), x + width - pad, 1
            if limit - fx < 30:
                break
            fx = page.label(fx, fy - 4, text, foot, role="text", max_width=limit - fx).right + 10
        if item.get("initials"):
            s = 22
            ax = x + width - pad - s
            avatar(page, theme, typo, ax, ay, item["initials"], tuple(item["colour"]), s)
        bottom = max(fy + round(foot.size * 1.6) + 6, ay + 26)
        page.resize(bg, (x, y, x + width, bottom))
        page.regions[reg].box = (x, y, x + width, bottom)
    return bottom


def window_shadow(page: Page, box: Box, ground: RGB, radius: int = 8, spread: int = 16,
                  drop: int = 6, strength: float = 0.42) -> None:
    """A window's soft drop shadow on a plain ``ground``: ``spread`` nested rounded rects
    reaching ``drop`` px further down than up, faint outside and darkest at the window's edge (``strength``
    of the way to black), the blur a real desktop draws (r80: never a hard, stepped,
    near-black offset slab)."""
    x1, y1, x2, y2 = box
    for k in range(spread, 0, -1):
        share = strength * ((spread - k + 1) / spread) ** 1.6
        colour = tuple(round(c * (1 - share)) for c in ground)
        dy = round(drop * k / spread)  # the blur falls further below than above
        page.rect((x1 - k, y1 - k + dy, x2 + k, y2 + k + dy), colour, radius=radius + k,
                  name="shadow")
