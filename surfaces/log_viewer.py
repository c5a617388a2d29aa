"""A web log explorer: query bar and time range, a histogram of log volume by level, a
field sidebar with counts, and the table of log lines."""

from __future__ import annotations

import datetime
import re
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Span, Theme, choice, measure
from surfaces.kit.chrome import button, icon, ui_style
from surfaces.kit.numbers import format_number
from surfaces.kit.terminal import LEVEL_COLOURS, SERVICES, palette
from surfaces.kit.typography import sample_typography, style

BARS = 48
# what each service talks to (term_component: database, cache, mail server, payment service,
# search index, file storage, message queue, scheduler, API gateway, load balancer, auth
# service, worker pool, image resizer, job runner, in English): its messages name only these
DEPENDS = {"api": [0, 1, 4, 6, 10], "auth": [0, 1], "billing": [0, 3, 6],
           "worker": [0, 5, 6, 12], "gateway": [1, 9, 10, 11], "search": [0, 1, 4],
           "mailer": [0, 2, 6], "scheduler": [0, 6, 13]}


def _split(rng: np.random.Generator, total: int, n: int) -> list[int]:
    """``total`` split into ``n`` uneven parts that add up to it."""
    return [int(x) for x in rng.multinomial(total, rng.dirichlet(np.ones(n) * 1.5))]


def _volume(rng: np.random.Generator, levels: tuple[str, ...], services: list[str],
            minutes: int) -> dict[str, Any]:
    """The matching lines over the time range: bars per level, field counts adding up to the
    total, the end of the range ("now") and the axis ticks."""
    rate = float(rng.uniform(0.5, 40)) * (0.05 if "INFO" not in levels else 1.0)
    level = np.exp(np.cumsum(rng.normal(0, 0.12, BARS)))  # traffic drifts, with a burst
    level[int(rng.integers(0, BARS)):][:int(rng.integers(1, 5))] *= float(rng.uniform(1.3, 2.5))
    per_bar = [max(1, int(rng.poisson(rate * minutes * 60 / BARS * v))) for v in level]
    share = {"INFO": 0.6, "DEBUG": 0.22, "WARN": 0.13, "ERROR": 0.05} if "INFO" in levels \
        else {"WARN": 0.75, "ERROR": 0.25}
    bars = []
    for n in per_bar:
        c = dict(zip(share, rng.multinomial(n, list(share.values())), strict=True))
        bars.append([int(c.get("INFO", 0) + c.get("DEBUG", 0)), int(c["WARN"]), int(c["ERROR"])])
    total = sum(per_bar)
    info = sum(b[0] for b in bars)
    debug = int(rng.binomial(info, 0.27)) if info else 0
    by_level = {"INFO": info - debug, "WARN": sum(b[1] for b in bars),
                "ERROR": sum(b[2] for b in bars), "DEBUG": debug}
    end = int(rng.integers(6 * 3600, 23 * 3600))
    start = end - minutes * 60
    fields = {"level": [lv for lv in ("INFO", "WARN", "ERROR", "DEBUG") if lv in levels],
              "service": services, "host": [f"web-{k}" for k in range(1, 5)]}
    counts = {"level": [by_level[lv] for lv in fields["level"]],
              "service": _split(rng, total, len(services)),
              "host": _split(rng, total, 4)}
    ticks = [start + k * minutes * 60 // 4 for k in range(4)]
    return {"bars": bars, "total": total, "fields": fields, "counts": counts, "end": end,
            "ticks": [f"{t // 3600:02d}:{t // 60 % 60:02d}" for t in ticks],
            # the newest lines come at the last bar's rate
            "rate": per_bar[-1] / (minutes * 60 / BARS), "day": int(rng.integers(0, 300))}


PERCENT = re.compile(r"\b\d+(?= ?(?:%|percent|Prozent|pour cent|por ciento|per cento|procent))")
MILLIS = re.compile(r"\b\d+(?= ?ms\b)")
QUEUED = re.compile(r"(?<=Queue length is )\d+|(?<=Warteschlangenlänge )\d+|"
                    r"\b\d+(?= (?:messages in the queue|messaggi in|berichten))")

EXPIRING = re.compile("|".join(rf"(?<={w} )\d+" for w in (
    "expires in", "läuft in", "expire dans", "caduca en", "scade tra", "verloopt over")))
MEGABYTES = re.compile(r"\b\d+(?= ?MB\b)")
TOOK = re.compile(r"(?<=a pris )\d+(?= secondes)")


def _alarming(rng: np.random.Generator, message: str) -> str:
    """A warning's figures at levels that warrant it: a disk above 85-97 percent, a slow
    response of 0.6-5 s, a queue of thousands (not "disk above 20 percent", "slower than
    expected (18 ms)", "17 messages in the queue, above the threshold")."""
    message = PERCENT.sub(lambda m: str(int(rng.integers(85, 98))), message)
    message = QUEUED.sub(lambda m: str(int(rng.integers(12, 90)) * 100), message)
    # a certificate that expires soon, a file of hundreds of MB, a call over its 5 s limit
    message = EXPIRING.sub(lambda m: str(int(rng.integers(2, 15))), message)
    message = MEGABYTES.sub(lambda m: str(int(rng.integers(4, 20)) * 50), message)
    message = TOOK.sub(lambda m: str(int(rng.integers(6, 31))), message)
    return MILLIS.sub(lambda m: m.group(0) if int(m.group(0)) >= 500
                      else str(int(rng.integers(6, 49)) * 100), message)


def _message(rng: np.random.Generator, content: Content, topic: str, service: str,
             said: set[str]) -> str:
    """A line of ``topic`` the service would log: about what it talks to, and not one more
    "Server started" or "Cache warmed up" (a kind of line once per page while others are
    left)."""
    if content.lang == "en":  # (the other languages' term_component lists differ)
        content.pin(term_component=[content.word_at("term_component", k)
                                    for k in DEPENDS[service]])
    message = content.sentence(topic)
    for _ in range(8):
        if _kind(message) not in said:
            break
        message = content.sentence(topic)
    said.add(_kind(message))
    return message


def _kind(message: str) -> str:
    """What a line says, without its figures ("Sent # notification")."""
    return " ".join(re.sub(r"\d+", "#", message).split()[:3])


def _records(rng: np.random.Generator, content: Content, world: dict[str, Any],
             levels: tuple[str, ...], services: list[str]) -> list[dict[str, Any]]:
    """The newest matching lines, in time order, ending just before "now"."""
    weights = np.array([world["counts"]["level"][world["fields"]["level"].index(lv)] + 1
                        for lv in levels], dtype=float)
    day = datetime.date(2025, 1, 1) + datetime.timedelta(days=world["day"])
    ms = world["end"] * 1000 - int(rng.integers(50, 2000))
    out: list[dict[str, Any]] = []
    said: set[str] = set()
    for _ in range(40):
        level = levels[int(rng.choice(len(levels), p=weights / weights.sum()))]
        topic = {"DEBUG": "term.info", "INFO": "term.info", "WARN": "term.warn",
                 "ERROR": "term.error"}[level]
        s, frac = divmod(ms, 1000)
        ts = f"{day.isoformat()} {s // 3600:02d}:{s // 60 % 60:02d}:{s % 60:02d}.{frac:03d}"
        service = choice(rng, services)
        message = _message(rng, content, topic, service, said)
        out.append({"ts": ts, "level": level, "service": service,
                    "message": _alarming(rng, message) if level == "WARN" else message})
        ms -= int(rng.exponential(1000 / world["rate"])) + 1
    return out[::-1]


class LogViewer(Surface):
    name = "log_viewer"
    family = "code"
    text_roles = ("code", "text", "structural", "chrome")
    # No select_substring: its pages rarely show such text (see
    # tests/surfaces/test_surfaces_candidates.py).
    # select_range: its pages, written from one world since 0.6.0, rarely offer one
    unsupported_categories = ("select_substring", "select_range")
    regions = ("navigation", "toolbar", "sidebar", "histogram", "log table")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        service = choice(rng, SERVICES)
        kind = int(rng.integers(0, 3))  # 0: all WARN/ERROR, 1: one service's WARN/ERROR, 2: one service
        query = ["level:(WARN OR ERROR)", f"service:{service} AND level:(WARN OR ERROR)",
                 f'{{service="{service}"}} |= ""'][kind]
        levels = ("WARN", "ERROR") if kind < 2 else ("INFO", "WARN", "ERROR", "DEBUG")
        services = [SERVICES[int(i)] for i in sorted(rng.permutation(len(SERVICES))[:5])] \
            if kind == 0 else [service]
        minutes = int(choice(rng, [15, 60]))
        world = _volume(rng, levels, services, minutes)
        records = _records(rng, content, world, levels, services)
        return {
            "typo": sample_typography(rng, "sans", (12, 13)),
            "records": records, "query": query, "fields": world["fields"],
            "counts": world["counts"], "bars": world["bars"], "ticks": world["ticks"],
            "labels": {k: content.ui(f"term.{k}") for k in (
                "logs", "explore", "live", "run_query", "fields", "level", "service", "host",
                "time", "message", "dashboards", "alerts", "query")},
            "range": content.ui("term.last_15" if minutes == 15 else "term.last_hour"),
            "n_total": world["total"],
            "total": content.ui("term.lines", n=format_number(world["total"], content.lang, 0)),
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
