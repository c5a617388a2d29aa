"""A web log explorer: query bar and time range, a histogram of log volume by level, a
field sidebar with counts, and the table of log lines."""

from __future__ import annotations

from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Span, Theme, choice, measure
from surfaces.kit.chrome import button, icon, ui_style
from surfaces.kit.terminal import LEVEL_COLOURS, SERVICES, palette, sample_log
from surfaces.kit.typography import sample_typography, style


class LogViewer(Surface):
    name = "log_viewer"
    family = "code"
    text_roles = ("code", "text", "structural", "chrome")
    # No select_substring: its pages rarely show such text (see
    # tests/surfaces/test_surfaces_candidates.py).
    unsupported_categories = ("select_substring",)
    regions = ("navigation", "toolbar", "sidebar", "histogram", "log table")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        records = sample_log(rng, content, 40)
        service = choice(rng, SERVICES)
        fields = {"level": ["INFO", "WARN", "ERROR", "DEBUG"],
                  "service": list(SERVICES[:5]), "host": [f"web-{k}" for k in range(1, 5)]}
        return {
            "typo": sample_typography(rng, "sans", (12, 13)),
            "records": records, "query": f'{{service="{service}"}} |= ""' if rng.random() < 0.5
            else f"service:{service} AND level:(WARN OR ERROR)",
            "fields": fields,
            "counts": {k: [int(rng.integers(3, 900)) for _ in v] for k, v in fields.items()},
            "bars": [[int(rng.integers(2, 40)), int(rng.integers(0, 8)), int(rng.integers(0, 4))]
                     for _ in range(48)],
            "labels": {k: content.ui(f"term.{k}") for k in (
                "logs", "explore", "live", "run_query", "fields", "level", "service", "host",
                "time", "message", "dashboards", "alerts", "query")},
            "range": content.ui(choice(rng, ["term.last_15", "term.last_hour"])),
            "total": content.ui("term.lines", n=f"{int(rng.integers(1200, 90000)):,}"),
            "sidebar": bool(rng.random() < 0.7), "wrap": False,
            "dates": bool(rng.random() < 0.5), "zebra": bool(rng.random() < 0.5),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        lab = params["labels"]
        with page.region("navigation", "chrome", (0, 0, page.width, 44)):
            page.rect((0, 0, page.width, 44), theme.panel, name="navigation")
            page.line((0, 43), (page.width, 43), theme.border)
            page.rect((14, 12, 34, 32), (245, 130, 32), radius=4, name="logo")
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
            icon(page, theme, 1, qx2 + 18, y + 18, 13)
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
                    page.label(x1 + 36, y, value, st, role="text")
                    c = str(count)
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
            for k in range(4):
                tick = params["records"][k * 10]["ts"].split(" ")[-1][:8]
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
            cols = [x1 + 14, x1 + (200 if params["dates"] else 120), x1 + (262 if params[
                "dates"] else 182), x1 + (352 if params["dates"] else 272)]
            for x, key in zip(cols, ("time", "level", "service", "message"), strict=True):
                page.label(x, y1 + 2, lab[key], st, role="structural")
            page.line((x1, y1 + 30), (x2, y1 + 30), theme.border)
            size = typo["size"]
            mono = style(typo["mono"], size, theme.text)
            pitch = round(size * 1.9)
            y = y1 + 32
            for k, rec in enumerate(reversed(params["records"])):
                if y + pitch > y2:
                    break
                if params["zebra"] and k % 2:
                    page.rect((x1, y, x2, y + pitch), theme.panel, name="row")
                level_c = colours[LEVEL_COLOURS[rec["level"]]]
                page.rect((x1 + 2, y + 4, x1 + 5, y + pitch - 4), level_c, name="level")
                top = y + (pitch - round(size * 2.2)) // 2
                ts = rec["ts"] if params["dates"] else rec["ts"].split(" ")[-1]
                page.label(cols[0], top, ts, mono.but(color=theme.muted), role="code")
                page.label(cols[1], top, rec["level"], mono.but(color=level_c, bold=True),
                           role="code")
                page.label(cols[2], top, rec["service"], mono.but(color=colours["cyan"]),
                           role="code")
                page.text((cols[3], top + (round(size * 2.2) - round(size * 1.2)) // 2, x2 - 10,
                           top + round(size * 2.2)), [Span(rec["message"], mono)], mono,
                          role="code", wrap=False, max_lines=1, line_height=1.2)
                page.line((x1, y + pitch - 1), (x2, y + pitch - 1), theme.border)
                y += pitch
