"""A stock quote page (Yahoo Finance style): company and ticker, price with coloured change,
range tabs over an area chart, key statistics, a company profile in prose, a watchlist
with ticker rows and a news list."""

from __future__ import annotations

import re
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, measure
from surfaces.kit.apps import delta_label, is_flat, line_chart, ticker_row
from surfaces.kit.cards import series
from surfaces.kit.chrome import button, search_box, ui_style
from surfaces.kit.listed import listed_name, size_world
from surfaces.kit.numbers import (
    clock,
    compact_amount,
    format_money,
    format_number,
    format_percent,
    local_currency,
    locale_fact,
    ui_list,
)
from surfaces.kit.phrases import repeated_phrases
from surfaces.kit.prose import styled_spans
from surfaces.kit.typography import sample_typography, style


def _ticker(company: str) -> str:
    letters = [c for c in company.upper() if c.isalpha() and c.isascii()]
    return "".join(letters[:4]) or "ABCD"


def _name_marks(about: str, company: str) -> list[list[Any]]:
    """The company's name in bold where the profile names it (no other span is marked)."""
    return [[m.start(), m.end(), "bold", ""] for m in re.finditer(re.escape(company), about)]


def _written(rng: np.random.Generator, content: Content, topic: str, k: int,
             company: str) -> list[str]:
    """``k`` different sentences of ``topic`` about ``company``: a lone or leading {company}
    slot is the company, any other one a different company (competitors, a takeover)."""
    templates = content.data.SENTENCES[topic]
    out = []
    # the profile opens on the template naming the company (the first): "Es zahlt ..." or
    # "The company ..." needs it before them
    for i in [0] + [int(j) for j in rng.permutation(range(1, len(templates)))]:
        if len(out) == k:
            break
        text = templates[int(i)]
        if text.startswith("{company}") or text.count("{company}") == 1:
            text = text.replace("{company}", company, 1)  # else: "competitors include A and B"
        while "{company}" in text:
            other = listed_name(rng, content, maker=True)  # a competitor is a listed peer
            if other != company:
                text = text.replace("{company}", other, 1)
        text = content.fill(text)
        # the profile says nothing twice ("en todo el mundo" in two sentences, review 46)
        if not repeated_phrases(" ".join([*out, text])):
            out.append(text)
    return out


# the day's move that follows results published already (shop2_stk_up/down in six languages)
REPORTED = re.compile(r"earnings beat|quarterly sales|disappointing results|gutem Quartal|"
                      r"Rekordumsatz|enttäuschenden Zahlen|résultats meilleurs|ventes record|"
                      r"résultats en retrait|batir las estimaciones|ventas récord|"
                      r"resultados decepcionantes|conti sopra|vendite record|conti deludenti|"
                      r"betere cijfers|recordomzet|tegenvallende cijfers")


def _headlines(rng: np.random.Generator, content: Content, company: str, change: float,
               market_up: bool) -> list[str]:
    """Five headlines, newest first: the day's move of the stock as the page shows it
    (up, down or flat, with its size), company news, and the market's day (up when most of
    the watchlist is)."""
    pct = format_percent(abs(change), content.lang, 1)
    mood = "up" if change >= 1 else "down" if change <= -1 else "flat"
    fixed = {"company": company, "pct": pct}
    first = content.sentence(f"shop2_stk_{mood}", **fixed)
    # one timeline: results already out (the move is "after earnings beat") are not still
    # to come "on Wednesday" (r92 row 08); a new chief would contradict the profile's
    content.skip("shop2_stk_corp", (1, 2) if REPORTED.search(first) else (1,))
    corp = content.sentences("shop2_stk_corp", 2, **fixed)
    # the index's move of the day, as the market headlines give it ("El Ibex 35 sube un 0,8 %")
    moved = format_percent(round(float(rng.uniform(0.1, 1.9)), 1), content.lang, 1)
    market = content.sentences("shop2_stk_mkt_up" if market_up else "shop2_stk_mkt_down", 2,
                               mpct=moved)
    rest = [corp[0], market[0], corp[1], market[1]]
    order = rng.permutation(4)
    return [first] + [rest[int(i)] for i in order]


def _chart_series(rng: np.random.Generator, price: float, change: float,
                  span: int) -> list[float]:
    """The chart of the selected range, ending at today's price; one day (1D) starts at the
    previous close, so its line moves as the quote's change says."""
    walk = series(rng, 60, price, 0.0, price / 150)
    before = {0: change, 1: float(rng.normal(0, 4)), 2: float(rng.normal(0, 8)),
              3: float(rng.normal(0, 15))}[span]
    start = price / (1 + before / 100)
    n = len(walk) - 1
    return [round(v + (start - walk[0]) * (1 - i / n) + (price - walk[-1]) * (i / n), 2)
            for i, v in enumerate(walk)]


# market headlines that report the session's close ("Stocks close higher", "chiude a +0,8 %")
CLOSING = re.compile(r"\bclose (?:higher|lower)|schließen|\bfinit\b|\bcierra\b|\bchiude\b|"
                     r"\bsluit(?:en)?\b", re.I)
# The local time each exchange's regular session closes (Amsterdam, Paris, Xetra: 17:30).
CLOSES = {"NasdaqGS": (16, 0), "NYSE": (16, 0), "LSE": (16, 30), "XETRA": (17, 30),
          "Frankfurt": (17, 30), "BME": (17, 30), "Paris": (17, 30), "Milano": (17, 30),
          "Amsterdam": (17, 30)}


def _exchange(rng: np.random.Generator, lang: str, cur: str) -> str:
    """An exchange that trades in the page's currency (no London listing in dollars)."""
    names = locale_fact(lang, "markets.exchanges")
    return choice(rng, [n for n in names if not (cur == "USD" and n == "LSE")] or names)


def _watchlist(rng: np.random.Generator, content: Content, company: str) -> list[dict[str, Any]]:
    """Five other companies, no ticker twice (nor the page's own)."""
    lang = content.lang
    watch: list[dict[str, Any]] = []
    for _ in range(30):
        if len(watch) == 5:
            break
        other = listed_name(rng, content)  # a watchlist holds listed shares: no GmbH or eG
        if _ticker(other) in [_ticker(company), *(w["symbol"] for w in watch)]:
            continue
        ch = float(rng.normal(0, 2))
        price = round(float(rng.uniform(10, 400)), 2)
        # the line is the day's: from the previous close to the price, as the change says
        watch.append({"symbol": _ticker(other), "name": other.split(",")[0],
                      "price": format_number(price, lang), "value": price, "change": ch,
                      "delta": format_percent(ch, lang, 2, sign=True), "up": ch >= 0,
                      "spark": _chart_series(rng, price, ch, 0)})
    return watch


def _stats(rng: np.random.Generator, lang: str, quote: tuple[float, float], spark: list[float],
           rng_index: int, size: dict[str, Any]) -> list[str]:
    """The key statistics' values, from the previous close and price in ``quote``."""
    prev, price = quote
    # one day's numbers: the range holds the previous close, the open and the price; the
    # P/E ratio is the price over the EPS; the average volume is near the day's
    opened = price * float(rng.uniform(0.99, 1.01))
    if rng_index == 0:  # the day's chart: its first trade is the open
        opened = spark[1]
    lo = min(prev, opened, price) * float(rng.uniform(0.985, 0.999))
    hi = max(prev, opened, price) * float(rng.uniform(1.001, 1.015))
    # the day's range holds the chart's last day, the year's the whole chart
    today = spark[1 if rng_index == 0 else -(12, 3, 1)[rng_index - 1]:]
    lo, hi = min(lo, *today), max(hi, *today)
    year = (min(price * 0.7, min(spark) * 0.99, lo), max(price * 1.3, max(spark) * 1.01, hi))
    # the company's size (kit/listed.py): the market cap is the price times the shares and
    # fits the headcount the profile gives; a day trades a fraction of a percent of them
    shares, pe = size["shares"], size["pe"]
    volume = int(shares * rng.uniform(0.002, 0.012))
    stats_values = [format_number(prev, lang),
                    format_number(opened, lang),
                    f"{format_number(lo, lang)} - {format_number(hi, lang)}",
                    f"{format_number(year[0], lang)} - {format_number(year[1], lang)}",
                    format_number(float(volume), lang, 0),
                    format_number(float(round(volume * rng.uniform(0.6, 1.5))), lang, 0),
                    compact_amount(price * shares, lang, 2),
                    format_number(pe, lang),
                    format_percent(size["yield_pct"], lang, 2),  # payout under 70 %
                    format_number(price / pe, lang)]
    return stats_values



def _change_text(delta: float, change: float, lang: str) -> str:
    """The day's move ("+1,20 (0,85 %)"); one that prints as zero has no sign ("0,00 (0,00 %)")."""
    text = f"{format_number(delta, lang)} ({format_percent(change, lang, 2)})"
    return text if change < 0 or is_flat(text) else \
        f"+{format_number(delta, lang)} ({format_percent(change, lang, 2, sign=True)})"

class StockOverview(Surface):
    name = "stock_overview"
    family = "dashboards"
    text_roles = ("prose", "text", "structural", "chrome")
    # No blank_line: each summary is one paragraph: there is no empty line between paragraphs.
    unsupported_categories = ("blank_line",)
    regions = ("header", "quote", "chart", "statistics", "watchlist", "news")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        lang = content.lang
        cur = local_currency(lang)
        # an AG, SA, N.V. or Inc.: a form that trades; by name a maker, as its profile says
        company = listed_name(rng, content, maker=True)
        price = round(float(rng.uniform(12, 480)), 2)
        size = size_world(rng, price)
        content.pin(stk_staff=format_number(float(size["staff"]), lang, 0))  # "rund 4.000"
        # the change is the printed price less the printed previous close (16,53 - 16,95 is
        # -0,42, not -0,41), and its percentage is of that close
        prev = round(price / (1 + float(rng.normal(0, 2.2)) / 100), 2)
        delta = round(price - prev, 2)
        change = delta / prev * 100
        rng_index = int(rng.integers(0, 4))  # 1D, 5D, 1M, 6M: the chart spans that range
        spark = _chart_series(rng, price, change, rng_index)
        stats_labels = ui_list(content, "apps.stk.stats")
        stats_values = _stats(rng, lang, (prev, price), spark, rng_index, size)
        watch = _watchlist(rng, content, company)
        heads = _headlines(rng, content, company, change,
                           sum(w["up"] for w in watch) >= 3)
        # newest first, each some time after the one before it (the first minutes ago, not
        # every page's news exactly 1, 2, 3, 4 and 5 hours old); the page shows the quote at
        # the close, so a "stocks close higher" headline is from after it: minutes old, next
        # to the stock's own move (r71 0006: "close higher · 6 h ago")
        shut = sum(bool(CLOSING.search(t)) for t in heads[1:])
        heads = [heads[0], *sorted(heads[1:], key=lambda t: not CLOSING.search(t))]
        ages = np.cumsum([int(rng.integers(3, 20 if shut else 58))]
                         + [int(rng.integers(3, 18)) if k < shut else int(rng.integers(30, 150))
                            for k in range(len(heads) - 1)])
        news = [[t, content.word("apps_news_source"),
                 content.ui("chat.min_ago", n=int(m)) if m < 60 else
                 content.ui("apps.stk.ago", n=int(m) // 60)] for t, m in zip(heads, ages, strict=True)]
        about = " ".join(_written(rng, content, "apps_stk_about", int(rng.integers(3, 5)),
                                  company))
        keys = ("news", "watchlist", "follow", "about", "search")
        exchange = _exchange(rng, lang, cur)
        return {
            "typo": sample_typography(rng, "sans", (13, 14)),
            "labels": {k: content.ui(f"apps.stk.{k}") for k in keys},
            "ranges": ui_list(content, "apps.stk.ranges"), "tabs": ui_list(content, "apps.stk.tabs"),
            "company": company, "ticker": _ticker(company),
            "exchange": f"{exchange} · " + content.ui("apps.stk.currency", c=cur),
            "price": format_money(price, lang, cur) if rng.random() < 0.3 else format_number(price, lang),
            "change": _change_text(delta, change, lang),
            "up": change >= 0, "move": change, "close": content.ui("apps.stk.at_close", t=clock(*CLOSES[exchange], lang)),
            "shares": size["shares"], "cap": price * size["shares"], "staff": size["staff"],
            "pe": size["pe"],
            "yield": size["yield_pct"],
            "spark": spark, "stats": [[a, b] for a, b in zip(stats_labels, stats_values, strict=True)],
            "watch": watch, "news": news, "about": about, "marks": _name_marks(about, company),
            "range": rng_index, "chart_up": spark[-1] >= spark[0], "brand": choice(rng, ["finance", "markets", "money"]),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo, lab = params["typo"], params["labels"]
        w, h = page.width, page.height
        page.rect((0, 0, w, h), theme.bg, name="background")
        st = ui_style(typo, theme)
        with page.region("header", "chrome", (0, 0, w, 52)):
            page.label(20, 9, params["brand"], style(typo["ui"], typo["size"] + 7, (96, 1, 210)
                                                     if theme.name == "light" else (180, 140, 255),
                                                     bold=True), max_width=150)
            search_box(page, theme, typo, (190, 10, 640, 42), lab["search"])
            page.line((0, 51), (w, 51), theme.border)
        x1, split, x2 = 24, 660, w - 20
        self._quote(page, theme, params, st, (x1, 60, split, 190))
        self._chart(page, theme, params, st, (x1, 196, split, 420))
        self._stats(page, theme, params, (x1, 430, split, 590))
        with page.region(f"section {lab['about']}", "section", (x1, 598, split, h - 8),
                         label=lab["about"]):  # named by its printed heading (r99 08)
            page.label(x1, 598, lab["about"], st.but(bold=True, size=typo["size"] + 2),
                       role="structural")
            base = style(typo["body"], typo["size"] - 1, theme.text)
            page.text((x1, 630, split, h - 8), [styled_spans(params["about"], params["marks"],
                                                             base, theme, typo["mono"])],
                      base, role="prose", line_height=1.5)
        self._side(page, theme, params, st, (split + 24, 60, x2, h - 8))
        return page

    def _quote(self, page: Page, theme: Theme, p: dict[str, Any], st: Any,
               box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, _ = box
        typo = p["typo"]
        with page.region("quote", "header", box, label=p["ticker"]):
            page.label(x1, y1, p["exchange"], st.but(size=typo["size"] - 2, color=theme.muted),
                       role="text", max_width=x2 - x1)
            page.label(x1, y1 + 24, f"{p['company']} ({p['ticker']})",
                       st.but(size=typo["size"] + 8, bold=True), role="structural",
                       max_width=x2 - x1 - 110)
            button(page, theme, typo, x2 - 90, y1 + 32, p["labels"]["follow"])
            pb = page.label(x1, y1 + 66, p["price"], st.but(size=typo["size"] + 18, bold=True),
                            role="text")
            delta_label(page, theme, st.but(size=typo["size"] + 3), pb.right + 16, y1 + 78,
                        p["change"], p["up"])
            page.label(x1, y1 + 110, p["close"], st.but(size=typo["size"] - 2, color=theme.muted),
                       role="text")

    def _chart(self, page: Page, theme: Theme, p: dict[str, Any], st: Any,
               box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        with page.region("chart", "chart", box):
            x = x1
            for i, t in enumerate(p["tabs"]):
                b = page.label(x, y1, t, st.but(size=p["typo"]["size"] - 1, bold=i == 0,
                                                color=theme.text if i == 0 else theme.muted))
                if i == 0:
                    page.line((x, y1 + 28), (b.right, y1 + 28), theme.accent, 3)
                x = b.right + 18
                if x > x2 - 60:
                    break
            page.line((x1, y1 + 31), (x2, y1 + 31), theme.border)
            x = x1
            for i, r in enumerate(p["ranges"]):
                rw = round(measure(r, st)[0]) + 16
                if i == p["range"]:
                    page.rect((x, y1 + 40, x + rw, y1 + 64), theme.selection, radius=12,
                              name="range chip")
                page.label(x + 8, y1 + 38, r, st.but(size=p["typo"]["size"] - 1))
                x += rw + 4
            colour = theme.palette["green" if p["chart_up"] else "red"]  # the range's move
            line_chart(page, (x1, y1 + 76, x2, y2), p["spark"], colour,
                       fill=theme.faded(colour, on=theme.bg, amount=0.86), grid=theme.border)

    def _stats(self, page: Page, theme: Theme, p: dict[str, Any],
               box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        st = ui_style(p["typo"], theme, size=p["typo"]["size"] - 1)
        half = (x2 - x1 - 24) // 2
        rh = (y2 - y1) // 5
        with page.region("statistics", "table", box):
            for k, (label, value) in enumerate(p["stats"]):
                cx = x1 + (k // 5) * (half + 24)
                y = y1 + (k % 5) * rh
                with page.region(f"row {label}", "row", (cx, y, cx + half, y + rh), label=label):
                    page.label(cx, y + (rh - round(st.size * 2.2)) // 2, label,
                               st.but(color=theme.muted), role="structural", max_width=half * 55 // 100)
                    page.label(cx + half * 55 // 100, y + (rh - round(st.size * 2.2)) // 2, value,
                               st.but(bold=True), role="text", max_width=half * 45 // 100,
                               align="right")
                    page.line((cx, y + rh - 1), (cx + half, y + rh - 1), theme.border)

    def _side(self, page: Page, theme: Theme, p: dict[str, Any], st: Any,
              box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        lab = p["labels"]
        with page.region("watchlist", "panel", (x1, y1, x2, y1 + 300), label=lab["watchlist"]):
            page.rect((x1, y1, x2, y1 + 300), theme.surface, theme.border, radius=8, name="card")
            page.label(x1 + 14, y1 + 6, lab["watchlist"], st.but(bold=True), role="structural")
            y = y1 + 40
            for k, row in enumerate(p["watch"]):
                ticker_row(page, theme, p["typo"], (x1 + 14, y, x2 - 14, y + 50), row,
                           f"row {row['symbol']}")
                if k < 4:
                    page.line((x1 + 14, y + 51), (x2 - 14, y + 51), theme.border)
                y += 52
        with page.region("news", "list", (x1, y1 + 316, x2, y2), label=lab["news"]):
            page.label(x1, y1 + 316, lab["news"], st.but(bold=True, size=p["typo"]["size"] + 2),
                       role="structural")
            y = y1 + 350
            small = st.but(size=p["typo"]["size"] - 2, color=theme.muted)
            for title, source, ago in p["news"]:
                if y + 60 > y2:
                    break
                tb = page.text((x1, y, x2, y + 44), title, st.but(bold=True), role="text",
                               max_lines=2, line_height=1.3)
                page.label(x1, tb.bottom, f"{source} · {ago}", small, role="text",
                           max_width=x2 - x1)
                y = tb.bottom + 38
