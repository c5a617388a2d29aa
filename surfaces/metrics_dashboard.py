"""An analytics dashboard: navigation, KPI tiles, a traffic chart, sources, top pages, insights."""

from __future__ import annotations

import datetime
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, measure
from surfaces.kit.apps import good_when_up
from surfaces.kit.brand_art import monogram
from surfaces.kit.cards import card, card_title, sparkline, stat_card
from surfaces.kit.chrome import button, sidebar_list, ui_style
from surfaces.kit.listed import dev_owner
from surfaces.kit.numbers import (
    currency_for,
    format_money,
    format_number,
    format_percent,
    month_abbreviations,
    ui_list,
)
from surfaces.kit.prose import sample_marks, styled_spans
from surfaces.kit.tables import Column, TableStyle, draw_table, keep_headers
from surfaces.kit.typography import sample_typography, style

KPIS = (("visitors", "int"), ("revenue", "money"), ("conversion", "pct"), ("bounce", "pct"),
        ("sessions", "int"), ("avg_order", "money"), ("signups", "int"))
SHOP_ONLY = ("avg_order",)  # a KPI only a shop's analytics shows
TODAY = datetime.date(2025, 11, 14)
# typical share of traffic of each dash.source_names entry (direct, search, social,
# referral, email) and how often each dash_page is viewed next to the home page "/"
SOURCE_SHARE = [0.28, 0.40, 0.12, 0.10, 0.06]
PAGE_WEIGHT = [0.45, 0.3, 0.4, 0.25, 0.12, 0.08, 0.2, 0.15, 0.06]


def _shares(rng: np.random.Generator) -> list[float]:
    """The sources' shares (typical ones, jittered), in tenths of a percent summing to 100."""
    raw = np.array(SOURCE_SHARE) * np.exp(rng.normal(0, 0.25, len(SOURCE_SHARE)))
    tenths = raw / raw.sum() * 1000
    out = np.floor(tenths)
    for k in np.argsort(-(tenths - out))[:int(1000 - out.sum())]:
        out[k] += 1
    return [float(x) / 1000 for x in out]


def _top_pages(rng: np.random.Generator, content: Content, pageviews: float) -> list[tuple]:
    """(page, views) of the six most viewed pages, the home page first as on most sites."""
    pages = content.data.SLOTS["dash_page"]
    picks = rng.choice(len(pages), 5, replace=False, p=np.array(PAGE_WEIGHT) / sum(PAGE_WEIGHT))
    home = float(rng.uniform(0.18, 0.3))
    views = [("/", pageviews * home)] + [
        (pages[k], pageviews * home * PAGE_WEIGHT[k] * float(rng.uniform(0.8, 1.25)))
        for k in picks]
    return sorted(((pg, int(v)) for pg, v in views), key=lambda pv: -pv[1])


FLOOR = 0.45  # the least visits of a day, as a share of the mean (no outages on this page)


def _days(rng: np.random.Generator, n: int = 60) -> np.ndarray:
    """``n`` days of a site's visits (relative): a slow walk with a weekly dip at weekends."""
    walk = np.exp(np.cumsum(rng.normal(0, 0.025, n)))
    week = np.where((np.arange(n) + int(rng.integers(0, 7))) % 7 >= 5,
                    float(rng.uniform(0.6, 0.85)), 1.0)
    days = walk * week * np.exp(rng.normal(0, 0.06, n))
    # a quiet day of a site that is up still has ~half its usual visits (review46 0010)
    return np.maximum(days, FLOOR * days.mean())


def _world(rng: np.random.Generator) -> dict[str, Any]:
    """The 30 days' figures (value, change in percent): the conversion rate is the sign-ups
    over the visitors the cards print (r21: "2.9 %" beside 41,310 visitors and 545 sign-ups),
    its change theirs; revenue = sessions x conversion x average order, so the cards agree
    with one another; visitors are the sum of the daily series the traffic chart draws, their
    change the sum against the 30 days before."""
    days = _days(rng)
    visitors = float(rng.integers(2000, 80000))
    daily = days[30:] * visitors / days[30:].sum()
    dv = round(float(100 * (days[30:].sum() / days[:30].sum() - 1)), 1)
    sessions = round(visitors * float(rng.uniform(1.2, 1.8)))
    ds = dv + float(rng.normal(0, 2))
    signups = float(max(1, round(visitors * float(rng.uniform(0.008, 0.04)))))
    dsig = round(float(rng.normal(5, 10)), 1)
    conv = 100 * signups / visitors
    dc = ((1 + dsig / 100) / (1 + dv / 100) - 1) * 100
    avg, da = float(rng.integers(20, 150)), float(rng.normal(1, 5))
    revenue = sessions * conv / 100 * avg
    dr = ((1 + ds / 100) * (1 + dc / 100) * (1 + da / 100) - 1) * 100
    return {"visitors": (visitors, dv), "sessions": (float(sessions), ds),
            "conversion": (conv, dc), "avg_order": (avg, da), "revenue": (round(revenue), dr),
            "bounce": (float(rng.uniform(25, 65)), float(rng.normal(0, 6))),
            "signups": (signups, dsig), "daily": [round(float(v), 2) for v in daily]}


def _axis_day(day: datetime.date, lang: str) -> str:
    """A chart axis's day as the locale writes it short ("Oct 16", "16. Okt", "16 oct.")."""
    month = month_abbreviations(lang)[day.month - 1]
    return {"en": f"{month} {day.day}", "de": f"{day.day}. {month}"}.get(lang, f"{day.day} {month}")


def _spark(rng: np.random.Generator, key: str, value: float, d: float,
           daily: list[float]) -> list[float]:
    """A card's sparkline over the same 30 days: counts follow the daily visits (visitors are
    that series itself); rates move from where they were to where they are now."""
    if key == "visitors":
        return list(daily)
    if key in ("sessions", "revenue", "signups"):
        return [round(v * float(rng.uniform(0.9, 1.1)), 2) for v in daily]
    start = value / (1 + d / 100)
    return [round(start + (value - start) * k / 29 + value * float(rng.normal(0, 0.01)), 3)
            for k in range(30)]


def _insights(rng: np.random.Generator, content: Content, kpis: list[dict[str, Any]],
              sources: list[list[Any]], pages: list[list[str]]) -> list[str]:
    """Insight sentences written from the cards, the sources and the top pages shown."""
    lang = content.lang
    said, picked = [], []
    for kpi in sorted(kpis, key=lambda k: -abs(k["d"])):  # never "down 7.6%. ... down 7.5%"
        if all(int(abs(kpi["d"])) != int(abs(p["d"])) for p in picked):
            picked.append(kpi)
    for i, kpi in enumerate(picked[:int(rng.integers(1, 3))]):
        # the period is named once ("up 8% on the previous 30 days. Revenue: up 11%.")
        key = ("gops.dash.up" if kpi["d"] >= 0 else "gops.dash.down") + ("_again" if i else "")
        said.append(content.ui(key, metric=kpi["title"],
                               delta=format_percent(abs(kpi["d"]), lang)))
    top = max(sources, key=lambda s: s[2])
    said.append(content.ui("gops.dash.top_source", source=top[0], share=top[1]))
    if pages[0][0] == "/":  # the home page leads: name the page after it
        said.append(content.ui("mdash.after_home", page=pages[1][0], views=pages[1][1]))
    else:
        said.append(content.ui("gops.dash.top_page", page=pages[0][0], views=pages[0][1]))
    said = [said[i] for i in rng.permutation(len(said))] if rng.random() < 0.3 else said
    cut = int(rng.integers(1, len(said) + 1))
    return [t for t in (" ".join(said[:cut]), " ".join(said[cut:])) if t]


class MetricsDashboard(Surface):
    name = "metrics_dashboard"
    family = "dashboards"
    text_roles = ("prose", "text", "structural", "chrome")
    # No blank_line: an empty line between paragraphs is too rare here to ask for.
    unsupported_categories = ("blank_line",)
    regions = ("sidebar", "header", "card", "chart", "sources", "table", "insights")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        lang = content.lang
        cur = currency_for(rng, lang)
        world = _world(rng)
        kpis = []
        for key, kind in KPIS:
            v, d = world[key]
            d = round(d, 1)  # the card's change, to the tenth it prints
            text = {"int": format_number(v, lang, 0), "money": format_money(v, lang, cur, 0),
                    "pct": format_percent(v, lang)}[kind]
            kpis.append({"key": key, "title": content.ui(f"dash.{key}"), "value": text,
                         "raw": v, "d": d, "delta": format_percent(d, lang, sign=True),
                         "up": d >= 0, "good_up": good_when_up(key),
                         "spark": _spark(rng, key, v, d, world["daily"])})
        # the site is a software product's (its pages: /pricing, /docs, /signup): no shop's
        # "average order" card (r69 0022: "Panier moyen" beside /tarifs and /docs)
        order = [int(i) for i in rng.permutation(len(kpis)) if kpis[i]["key"] not in
                 SHOP_ONLY][:4]
        sources = ui_list(content, "dash.source_names")
        pageviews = world["sessions"][0] * float(rng.uniform(2.0, 3.5))
        src = [[name, format_percent(v * 100, lang), v]
               for name, v in zip(sources, _shares(rng), strict=True)]
        rows = [[pg, format_number(float(v), lang, 0), format_percent(v / pageviews * 100, lang)]
                for pg, v in _top_pages(rng, content, pageviews)]
        shown = [kpis[i] for i in order]
        insight = _insights(rng, content, shown, src, rows)
        return {
            "typo": sample_typography(rng, "sans", (12, 13)),
            "kpis": shown, "traffic": world["daily"],  # the visitors card's own days
            "months": [_axis_day(d, lang) for d in
                       (TODAY - datetime.timedelta(days=29 - 29 * k // 5) for k in range(6))],
            "sources": src, "pages": rows,
            "insight": insight, "marks": [sample_marks(rng, t, "article") for t in insight],
            "gap": float(choice(rng, [0.6, 1.0])),
            "nav": ui_list(content, "dash.nav"), "company": content.domain(dev_owner(content)),
            "labels": {k: content.ui(f"dash.{k}") for k in
                       ("overview", "last_30", "traffic", "top_pages", "page", "views",
                        "sources", "insights", "export", "vs_last", "share_col")},
            "side_w": int(choice(rng, [200, 220])), "dark_side": bool(rng.random() < 0.5),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        sw = params["side_w"]
        lab = params["labels"]
        page.rect((0, 0, page.width, page.height), theme.panel, name="background")
        with page.region("header", "chrome", (0, 0, sw, 56)):
            monogram(page, typo, (16, 16, 40, 40), params["company"], theme.accent, letters=1)
            page.label(48, 16, params["company"], ui_style(typo, theme, bold=True),
                       max_width=sw - 56)
        sidebar_list(page, theme, typo, (0, 56, sw, page.height), params["nav"], 0, row=34)
        x1, x2 = sw + 24, page.width - 24
        with page.region("header", "structural", (sw, 0, page.width, 64)):
            page.label(x1, 14, lab["overview"], style(typo["ui"], typo["size"] + 9, theme.text,
                                                      bold=True), role="structural")
            st = ui_style(typo, theme)
            ew = round(measure(lab["export"], st)[0]) + 24
            button(page, theme, typo, x2 - ew, 18, lab["export"], primary=True)
            lw = round(measure(lab["last_30"], st)[0]) + 24
            button(page, theme, typo, x2 - ew - 10 - lw, 18, lab["last_30"])
        y = 70
        n = len(params["kpis"])
        cw = (x2 - x1 - 16 * (n - 1)) // n
        for k, kpi in enumerate(params["kpis"]):
            cx = x1 + k * (cw + 16)
            stat_card(page, theme, typo, (cx, y, cx + cw, y + 150), kpi["title"], kpi["value"],
                      kpi["delta"], kpi["up"], kpi["spark"], lab["vs_last"], kpi["good_up"])
        y += 166
        split = x1 + (x2 - x1) * 62 // 100
        self._chart(page, theme, typo, params, (x1, y, split - 8, y + 240))
        self._sources(page, theme, typo, params, (split + 8, y, x2, y + 240))
        y += 256
        self._pages(page, theme, typo, params, (x1, y, split - 8, page.height - 16))
        self._insight(page, theme, typo, params, (split + 8, y, x2, page.height - 16))
        return page

    def _chart(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
               box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        with page.region("chart", "card", box, label=p["labels"]["traffic"]):
            card(page, theme, box)
            card_title(page, theme, typo, x1 + 16, y1 + 10, p["labels"]["traffic"], x2 - x1 - 32)
            cb = (x1 + 20, y1 + 56, x2 - 20, y2 - 34)
            for k in range(4):
                gy = cb[1] + k * (cb[3] - cb[1]) // 3
                page.line((cb[0], gy), (cb[2], gy), theme.border, name="gridline")
            sparkline(page, cb, p["traffic"], theme.accent, 2,
                      fill=theme.faded(theme.accent, on=theme.surface, amount=0.85), zero=True)
            st = ui_style(typo, theme, size=typo["size"] - 2, color=theme.muted)
            months = p["months"][:6]
            for k, m in enumerate(months):
                mx = cb[0] + k * (cb[2] - cb[0]) // (len(months) - 1)
                page.label(mx - 20, y2 - 30, m, st, role="text", align="center", max_width=40)

    def _sources(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
                 box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        with page.region("sources", "card", box, label=p["labels"]["sources"]):
            card(page, theme, box)
            card_title(page, theme, typo, x1 + 16, y1 + 10, p["labels"]["sources"], x2 - x1 - 32)
            st = ui_style(typo, theme, size=typo["size"] - 1)
            y = y1 + 52
            top = max(v for _, _, v in p["sources"])
            for name, pct, v in p["sources"]:
                page.label(x1 + 16, y - 6, name, st, role="text", max_width=x2 - x1 - 100)
                pw = round(measure(pct, st)[0])
                page.label(x2 - 16 - pw, y - 6, pct, st.but(bold=True), role="text")
                page.rect((x1 + 16, y + 20, x2 - 16, y + 26), theme.border, radius=3, name="track")
                page.rect((x1 + 16, y + 20, x1 + 16 + round((x2 - x1 - 32) * v / top), y + 26),
                          theme.accent, radius=3, name="bar")
                y += 36

    def _pages(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
               box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        lab = p["labels"]
        with page.region("table", "card", box, label=lab["top_pages"]):
            card(page, theme, box)
            card_title(page, theme, typo, x1 + 16, y1 + 8, lab["top_pages"], x2 - x1 - 32)
            w = x2 - x1 - 2
            ts = TableStyle(row_height=28, header_height=28, zebra=False, header_upper=True,
                            header_fill=False)
            titles = [lab["page"], lab["views"], lab["share_col"]]
            widths = keep_headers([w - 220, 110, 110], titles, typo, ts)
            cols = [Column(t, wd, "right" if i else "left")
                    for i, (t, wd) in enumerate(zip(titles, widths, strict=True))]
            draw_table(page, theme, typo, (x1 + 1, y1 + 44, x2 - 1, y2 - 4), cols,
                       [[[r[0], "link"], r[1], r[2]] for r in p["pages"]], ts)

    def _insight(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
                 box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        with page.region("insights", "card", box, label=p["labels"]["insights"]):
            card(page, theme, box)
            card_title(page, theme, typo, x1 + 16, y1 + 8, p["labels"]["insights"], x2 - x1 - 32)
            body = style(typo["body"], typo["size"], theme.text)
            paras = [styled_spans(t, m, body, theme, typo["mono"])
                     for t, m in zip(p["insight"], p["marks"], strict=True)]
            page.text((x1 + 16, y1 + 46, x2 - 16, y2 - 10), paras, body, role="prose",
                      line_height=1.45, paragraph_gap=p["gap"])
