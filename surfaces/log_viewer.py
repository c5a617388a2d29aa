"""A web log explorer: query bar and time range, a histogram of log volume by level, a
field sidebar with counts, and the table of log lines."""

from __future__ import annotations

import datetime
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Span, Theme, choice, measure
from surfaces.kit.chrome import button, icon, ui_style
from surfaces.kit.log_world import records, stamp, tally, visible
from surfaces.kit.numbers import format_number
from surfaces.kit.terminal import LEVEL_COLOURS, SERVICES, palette
from surfaces.kit.typography import sample_typography, style

BARS = 30
# rows of the table below the histogram: navigation, toolbar, histogram and table header
TABLE_TOP = 44 + 52 + 120 + 8 + 32


def histogram(shown: list[dict[str, Any]], start: int, end: int) -> list[list[int]]:
    """Per bar of the time range: the shown lines that are INFO/DEBUG, WARN and ERROR."""
    bars = [[0, 0, 0] for _ in range(BARS)]
    for r in shown:
        k = min(BARS - 1, (r["ms"] - start) * BARS // (end - start))
        bars[k][{"INFO": 0, "DEBUG": 0, "WARN": 1, "ERROR": 2}[r["level"]]] += 1
    return bars


class LogViewer(Surface):
    name = "log_viewer"
    family = "code"
    text_roles = ("code", "text", "structural", "chrome")
    # No select_substring: its pages rarely show such text (see
    # tests/surfaces/test_surfaces_candidates.py).
    # select_range: its pages, written from one world since 0.6.0, rarely offer one
    # line_bbox: every log line is a row's cell, and the query bar is a field, no line to
    # box (r62 0015: "la ligne qui commence par `{service="gateway"} |= ""`")
    unsupported_categories = ("select_substring", "select_range", "line_bbox")
    regions = ("navigation", "toolbar", "sidebar", "histogram", "log table")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        service = choice(rng, SERVICES)
        kind = int(rng.integers(0, 3))  # 0: all WARN/ERROR, 1: one service's WARN/ERROR, 2: one service
        query = ["level:(WARN OR ERROR)", f"service:{service} AND level:(WARN OR ERROR)",
                 f'{{service="{service}"}} |= ""'][kind]
        levels = ("WARN", "ERROR") if kind < 2 else ("INFO", "WARN", "ERROR")
        services = [SERVICES[int(i)] for i in sorted(rng.permutation(len(SERVICES))[:3])] \
            if kind == 0 else [service]
        minutes = int(choice(rng, [15, 60]))
        end = int(rng.integers(6 * 3600, 23 * 3600)) * 1000
        start = end - minutes * 60_000
        recs = records(rng, content, services, levels, start, end)
        day = datetime.date(2025, 1, 1) + datetime.timedelta(days=int(rng.integers(0, 300)))
        ticks = [start // 1000 + k * minutes * 60 // 4 for k in range(4)]
        return {
            "typo": sample_typography(rng, "sans", (12, 13)),
            "records": recs, "query": query, "start": start, "end": end, "day": day.isoformat(),
            "fields": {"level": list(levels), "service": services,
                       "host": sorted({r["pod"] for r in recs})},
            "ticks": [f"{t // 3600:02d}:{t // 60 % 60:02d}" for t in ticks],
            "labels": {k: content.ui(f"term.{k}") for k in (
                "logs", "explore", "live", "run_query", "fields", "level", "service", "host",
                "time", "message", "dashboards", "alerts", "query")}
            | {"trace": content.ui("w6legal.log.trace")},
            "range": content.ui("term.last_15" if minutes == 15 else "term.last_hour"),
            "total": content.ui("term.lines"), "lang": content.lang,
            "sidebar": bool(rng.random() < 0.7), "wrap": False,
            "dates": bool(rng.random() < 0.5), "zebra": bool(rng.random() < 0.5),
        }

    @staticmethod
    def shown(params: dict[str, Any], height: int) -> list[dict[str, Any]]:
        """The lines the table has room for on a page ``height`` high: whole requests, the
        newest; the header's count, the sidebar and the histogram count these."""
        pitch = round(params["typo"]["size"] * 1.9)
        return visible(params["records"], (height - TABLE_TOP) // pitch)

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        shown = self.shown(params, page.height)
        counts = tally(shown, params["fields"])  # the sidebar lists the values shown
        fields = {f: [v for v, c in zip(vs, counts[f], strict=True) if c]
                  for f, vs in params["fields"].items()}
        params = params | {
            "records": shown, "fields": fields, "counts": tally(shown, fields),
            "bars": histogram(shown, params["start"], params["end"]),
            "total": params["total"].format(n=format_number(len(shown), params["lang"], 0))}
        typo = params["typo"]
        lab = params["labels"]
        with page.region("navigation", "chrome", (0, 0, page.width, 44)):
            page.rect((0, 0, page.width, 44), theme.panel, name="navigation")
            page.line((0, 43), (page.width, 43), theme.border)
            page.rect((14, 12, 34, 32), (245, 130, 32), radius=4, name="logo")
            icon(page, theme, "chart", 17, 15, 14, (255, 255, 255))  # the app's mark
            st = ui_style(typo, theme, size=typo["size"] + 1)
            x = 50
            for k, key in enumerate(("explore", "dashboards", "alerts")):
                b = page.label(x, 7, lab[key], st.but(bold=k == 0))
                if k == 0:
                    page.rect((x, 40, b.right, 43), theme.accent, name="tab")
                x = b.right + 24
        y = self._toolbar(page, theme, typo, params, 44)
        x1 = 0
        if params["sidebar"]:
            self._sidebar(page, theme, typo, params, (0, y, 210, page.height))
            x1 = 210
        y2 = self._histogram(page, theme, typo, params, (x1 + 12, y + 10, page.width - 12,
                                                        y + 120))
        self._table(page, theme, typo, params, (x1, y2 + 8, page.width, page.height))
        return page

    def _toolbar(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
                 y: int) -> int:
        lab = params["labels"]
        with page.region("toolbar", "chrome", (0, y, page.width, y + 52)):
            st = ui_style(typo, theme)
            page.label(14, y + 10, lab["query"], st.but(bold=True))
            qx = 14 + round(measure(lab["query"], st.but(bold=True))[0]) + 12
            rw = round(measure(params["range"], st)[0]) + 40
            bw = round(measure(lab["run_query"], st)[0]) + 24
            qx2 = page.width - rw - bw - 110
            page.rect((qx, y + 10, qx2, y + 40), theme.bg, theme.border, radius=4, name="input")
            page.label(qx + 10, y + 14, params["query"], st.but(family=typo["mono"]),
                       role="code", max_width=qx2 - qx - 20)
            page.rect((qx2 + 10, y + 10, qx2 + 10 + rw, y + 40), theme.bg, theme.border,
                      radius=4, name="dropdown")
            icon(page, theme, "clock", qx2 + 18, y + 18, 13)
            page.label(qx2 + 36, y + 14, params["range"], st)
            x = button(page, theme, typo, qx2 + rw + 20, y + 10, lab["run_query"], primary=True,
                       height=30)
            page.ellipse((x + 16, y + 20, x + 26, y + 30), (220, 50, 50), name="live")
            page.label(x + 30, y + 14, lab["live"], st)
            page.line((0, y + 51), (page.width, y + 51), theme.border)
        return y + 52

    def _sidebar(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
                 box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        with page.region("sidebar", "chrome", box, label=params["labels"]["fields"]):
            page.rect(box, theme.panel, name="sidebar")
            page.line((x2 - 1, y1), (x2 - 1, y2), theme.border)
            st = ui_style(typo, theme)
            page.label(x1 + 14, y1 + 8, params["labels"]["fields"].upper(),
                       st.but(bold=True, color=theme.muted, size=st.size - 1), role="structural")
            y = y1 + 40
            for key, values in params["fields"].items():
                page.label(x1 + 14, y, params["labels"][key], st.but(bold=True),
                           role="structural")
                y += 26
                for value, count in zip(values, params["counts"][key], strict=True):
                    if y + 24 > y2:
                        return
                    page.rect((x1 + 16, y + 7, x1 + 28, y + 19), None, theme.muted, radius=2,
                              name="checkbox")
                    c = str(count)
                    page.label(x1 + 36, y, value, st, role="text",
                               max_width=x2 - x1 - 64 - round(measure(c, st)[0]))
                    page.label(x2 - 14 - round(measure(c, st)[0]), y, c,
                               st.but(color=theme.muted), role="text")
                    y += 24
                y += 10

    def _histogram(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
                   box: tuple[int, int, int, int]) -> int:
        x1, y1, x2, y2 = box
        colours = palette(theme.name == "dark")
        with page.region("histogram", "chart", box):
            st = ui_style(typo, theme, size=typo["size"] - 1, color=theme.muted)
            page.label(x1, y1 - 4, params["total"], st, role="text")
            base = y2 - 20
            top = y1 + 26
            n = len(params["bars"])
            bw = (x2 - x1 - 40) / n
            peak = max(sum(b) for b in params["bars"])
            for k, (info, warn, err) in enumerate(params["bars"]):
                bx = round(x1 + 40 + k * bw)
                y = base
                for value, key in ((info, "green"), (warn, "yellow"), (err, "red")):
                    h = round(value / peak * (base - top))
                    if h:
                        page.rect((bx, y - h, bx + max(2, round(bw) - 3), y), colours[key],
                                  name="bar")
                    y -= h
            page.line((x1 + 36, base), (x2, base), theme.border)
            for k, tick in enumerate(params["ticks"]):
                tx = x1 + 40 + k * (x2 - x1 - 40) // 4
                page.label(tx, base + 0, tick, st.but(size=st.size - 1), role="text")
        return y2

    def _table(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
               box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        lab = params["labels"]
        colours = palette(theme.name == "dark")
        with page.region("log table", "table", box):
            st = ui_style(typo, theme, bold=True)
            page.rect((x1, y1, x2, y1 + 30), theme.panel, name="table header")
            x = x1 + 14 + (186 if params["dates"] else 106)
            cols = [x1 + 14, x, x + 62, x + 152, x + 232]
            for x, key in zip(cols, ("time", "level", "service", "trace", "message"),
                              strict=True):
                page.label(x, y1 + 2, lab[key], st, role="structural")
            page.line((x1, y1 + 30), (x2, y1 + 30), theme.border)
            size = typo["size"]
            mono = style(typo["mono"], size, theme.text)
            pitch = round(size * 1.9)
            y = y1 + 32
            for k, rec in enumerate(params["records"]):
                if y + pitch > y2:
                    break
                if params["zebra"] and k % 2:
                    page.rect((x1, y, x2, y + pitch), theme.panel, name="row")
                level_c = colours[LEVEL_COLOURS[rec["level"]]]
                page.rect((x1 + 2, y + 4, x1 + 5, y + pitch - 4), level_c, name="level")
                top = y + (pitch - round(size * 2.2)) // 2
                ts = stamp(rec["ms"], params["day"], params["dates"])
                page.label(cols[0], top, ts, mono.but(color=theme.muted), role="code")
                page.label(cols[1], top, rec["level"], mono.but(color=level_c, bold=True),
                           role="code")
                page.label(cols[2], top, rec["service"], mono.but(color=colours["cyan"]),
                           role="code")
                page.label(cols[3], top, rec["trace"], mono.but(color=theme.muted), role="code")
                page.text((cols[4], top + (round(size * 2.2) - round(size * 1.2)) // 2, x2 - 10,
                           top + round(size * 2.2)), [Span(rec["message"], mono)], mono,
                          role="code", wrap=False, max_lines=1, line_height=1.2)
                page.line((x1, y + pitch - 1), (x2, y + pitch - 1), theme.border)
                y += pitch
