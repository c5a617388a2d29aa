"""A personal-finance dashboard: KPI tiles (net worth, income, expenses, savings rate),
a cash-flow bar chart, an asset-allocation donut with legend, holdings and budget bars."""

from __future__ import annotations

import calendar
import datetime
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, measure
from surfaces.kit.apps import donut, good_when_up, is_flat
from surfaces.kit.brand_art import monogram
from surfaces.kit.cards import card, card_title, progress, series, stat_card
from surfaces.kit.chrome import icon, ui_style
from surfaces.kit.clock import sample_now
from surfaces.kit.numbers import (
    currency_for,
    format_money,
    format_number,
    format_percent,
    month_abbreviations,
    ui_list,
)
from surfaces.kit.quotes import US_LISTED, per_usd, quote
from surfaces.kit.tables import (
    Column,
    TableStyle,
    auto_widths,
    draw_table,
    headers_fit,
)
from surfaces.kit.typography import sample_typography, style

COLOURS = ["blue", "teal", "orange", "purple", "green"]
TICKERS = ["VWRL", "AAPL", "MSFT", "IWDA", "ASML", "SAP", "NOVO", "AGGH", "BTC"]


# asset class (0 stocks, 1 bonds, 4 crypto: apps.fin.assets) per ticker; prices are the
# ticker's on the page's date (kit/quotes.py; bitcoin's: btc_price)
CLASSES = {"VWRL": 0, "AAPL": 0, "MSFT": 0, "IWDA": 0, "ASML": 0, "SAP": 0, "NOVO": 0,
           "AGGH": 1, "BTC": 4, "VT": 0, "VOO": 0, "BND": 1}


# Bitcoin's rough price in US dollars in each month from January 2024 (later months: the
# last one), so a dashboard's holding fits its date
BTC_USD = [43000, 52000, 68000, 64000, 66000, 64000, 62000, 59000, 60000, 66000, 85000, 96000,
           100000, 90000, 84000, 88000, 105000, 106000, 115000, 113000, 112000, 110000, 95000,
           90000]
# a month's limit (in fifties) of each apps_fin_budget category: groceries, dining out,
# transport, shopping, utilities, entertainment, travel, health
BUDGET_LIMITS = [(6, 14), (2, 6), (2, 6), (2, 8), (3, 8), (1, 4), (2, 12), (1, 4)]


def btc_price(rng: np.random.Generator, day: datetime.date, cur: str) -> float:
    """A plausible bitcoin price on ``day`` in ``cur`` (within a few percent of the month's,
    at that day's exchange rate: r70 0018)."""
    month = (day.year - 2024) * 12 + day.month - 1
    usd = BTC_USD[min(max(month, 0), len(BTC_USD) - 1)]
    return round(usd * per_usd(cur, day) * float(rng.uniform(0.95, 1.05)), 2)


def _portfolio(rng: np.random.Generator, lang: str, cur: str,
               day: datetime.date) -> tuple[list[list[Any]], list[float], list[int]]:
    """Six holdings at plausible prices, the value of each asset class (stocks, bonds, cash,
    real estate, crypto: the holdings plus cash and maybe a home) and whole percentages
    that add up to 100."""
    values = [0.0] * 5
    holdings, worth = [], []
    for t in [TICKERS[int(i)] for i in rng.permutation(len(TICKERS))[:6]]:
        t = US_LISTED.get(t, t) if cur == "USD" else t
        cls = CLASSES[t]
        pr = round(btc_price(rng, day, cur) if t == "BTC" else quote(rng, t, day, cur), 2)
        sh = round(float(rng.uniform(0.05, 1.5)), 2) if t == "BTC" else \
            float(rng.integers(2, 300)) * (40 if t == "AGGH" else 1)
        # the return since the holding was bought, at that day's price (2024 on)
        bought = datetime.date(2024, 1, 1) + datetime.timedelta(
            days=int(rng.integers(0, max(1, (day - datetime.date(2024, 1, 1)).days))))
        paid = btc_price(rng, bought, cur) if t == "BTC" else quote(rng, t, bought, cur)
        ret = 100 * (pr / paid - 1)
        values[cls] += sh * pr
        worth.append(sh * pr)
        holdings.append([t, format_number(sh, lang, 2 if t == "BTC" else 0),
                         format_money(pr, lang, cur), format_money(sh * pr, lang, cur, 0),
                         format_percent(ret, lang, 1, sign=True), ret >= 0])
    values[2] = float(rng.integers(20, 600)) * 100
    values[3] = float(rng.integers(800, 4000)) * 100 if rng.random() < 0.4 else 0.0
    raw = [100 * v / sum(values) for v in values]
    shares = [int(r) for r in raw]
    for k in sorted(range(5), key=lambda k: int(shares[k]) - raw[k])[:100 - sum(shares)]:
        shares[k] += 1  # largest remainders: the legend adds up to 100 %
    # what the last rows add up to, for a table too short to list them all (an "Other" row)
    for k, row in enumerate(holdings):
        row.append(format_money(sum(worth[k:]), lang, cur, 0))
    return holdings, values, shares


class FinanceDashboard(Surface):
    name = "finance_dashboard"
    family = "dashboards"
    text_roles = ("text", "structural", "chrome")
    # No punctuation: its running text is names, numbers and dates, without punctuation marks.
    # select_line: a dashboard line is a short label ("Rent", "12.4 %") that only its whole
    # text would name, and a line is never quoted whole as "the line ending in" (r90 0010)
    unsupported_categories = ("punctuation", "select_range", "select_line")
    regions = ("sidebar", "header", "card", "cash flow", "allocation", "holdings", "budgets")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        lang = content.lang
        cur = currency_for(rng, lang)

        def money(v: float, sign: bool = False, dec: int = 0) -> str:
            return format_money(v, lang, cur, dec, sign=sign)

        income = float(rng.integers(2500, 9000))
        # to the unit the tile prints: the savings rate is worked out from the two tiles
        spend = float(round(income * float(rng.uniform(0.55, 0.95))))
        today = sample_now(rng).date()  # the chart's six months end with the month before
        holdings, values, shares = _portfolio(rng, lang, cur, today)
        kpis = [["net_worth", money(sum(values)), float(rng.normal(2, 3))],
                ["income", money(income), float(rng.normal(1, 4))],
                ["expenses", money(spend), float(rng.normal(0, 6))],
                ["savings_rate", format_percent(100 * (1 - spend / income), lang), 0.0]]
        rng.normal(0, 3)  # (the rate's change was drawn; it follows from income and spending)
        kpis[3][2] = _rate_change(income, spend, kpis[1][2], kpis[2][2])
        assets = ui_list(content, "apps.fin.assets")
        months = month_abbreviations(content.lang)
        # the six months end with last month (complete): the income and expense tiles' month
        start = (today.month - 2 - 5) % 12
        cats = content.data.SLOTS["apps_fin_budget"]
        budgets = []
        # this month's budgets, spent about as far as the month has gone
        elapsed = today.day / calendar.monthrange(today.year, today.month)[1]
        for i in rng.permutation(len(cats))[:5]:
            lo, hi = BUDGET_LIMITS[int(i) % len(BUDGET_LIMITS)]
            limit = float(rng.integers(lo, hi + 1)) * 50
            used = min(limit * 1.15, limit * elapsed * float(rng.uniform(0.5, 1.4)))
            budgets.append([cats[int(i)], content.ui("apps.fin.of", a=money(used), b=money(limit)),
                            used / limit])
        flow = _cash_flow(rng, income, spend, kpis[1][2], kpis[2][2])
        sparks = {"income": [m[0] for m in flow], "expenses": [m[1] for m in flow],
                  "savings_rate": [100 * (1 - e / i) for i, e in flow]}
        keys = ("title", "net_worth", "income", "expenses", "savings_rate", "allocation",
                "cashflow", "budgets", "holdings", "vs_last")
        return {
            "typo": sample_typography(rng, "sans", (12, 13, 14)),
            "labels": {k: content.ui(f"apps.fin.{k}") for k in keys},
            "nav": ui_list(content, "apps.fin.nav"), "hold_cols": ui_list(content, "apps.fin.hold_cols"),
            "hold_short": ui_list(content, "apps.fin.hold_short"),
            "hello": content.ui("apps.fin.hello", name=content.first_name()),
            "date": content.format_date(today), "today": today.isoformat(),
            # the income, expense and rate tiles' sparklines are the chart's six months
            "kpis": [[k, v, _delta(content, k, d), d >= 0,
                      sparks.get(k) or series(rng, 16, 50, d, 4)] for k, v, d in kpis],
            # the allocation is the holdings (stocks, bonds, crypto) plus cash and property
            "assets": [[a, format_percent(pc, lang, 0), v / sum(values)]
                       for a, pc, v in zip(assets, shares, values, strict=True) if v > 0],
            "asset_values": values,
            "months": [months[(start + k) % 12] for k in range(6)],
            "flow": flow,
            "holdings": holdings, "budgets": budgets, "other": content.ui("bank.other"),
            "brand": choice(rng, ["Ledgerly", "Pennywise", "Budgetbird", "Moneta"]),
            "side": choice(rng, ["dark", "light"]),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo, lab = params["typo"], params["labels"]
        w, h = page.width, page.height
        page.rect((0, 0, w, h), theme.panel, name="background")
        sw = 190
        dark_side = params["side"] == "dark"
        side_bg = (25, 32, 56) if dark_side else theme.surface
        ink = (225, 230, 240) if dark_side else theme.text
        with page.region("sidebar", "chrome", (0, 0, sw, h)):
            page.rect((0, 0, sw, h), side_bg, name="sidebar")
            st = ui_style(typo, theme, color=ink)
            monogram(page, typo, (18, 18, 42, 42), params["brand"], theme.accent, circle=True,
                     letters=1)
            page.label(50, 14, params["brand"], st.but(bold=True, size=typo["size"] + 3), max_width=130)
            y = 80
            for k, item in enumerate(params["nav"]):
                if k == 0:
                    page.rect((10, y, sw - 10, y + 34), theme.accent, radius=6, name="selection")
                # apps.fin.nav: dashboard, accounts, budgets, investments, reports, settings
                icon(page, theme, ("grid", "credit-card", "percent", "chart", "file",
                                   "settings")[k % 6], 23, y + 9, 16,
                     theme.accent_text if k == 0 else ink)
                page.label(48, y + 1, item, st.but(color=theme.accent_text if k == 0 else ink),
                           max_width=sw - 58)
                y += 40
        x1, x2 = sw + 20, w - 20
        with page.region("header", "structural", (x1, 10, x2, 60)):
            page.label(x1, 12, params["hello"], style(typo["ui"], typo["size"] + 7, theme.text,
                                                      bold=True), role="structural", max_width=520)
            dw = round(measure(params["date"], ui_style(typo, theme))[0])
            page.label(x2 - dw, 18, params["date"], ui_style(typo, theme, color=theme.muted),
                       role="text")
        cw = (x2 - x1 - 36) // 4
        for k, (key, value, delta, up, spark) in enumerate(params["kpis"]):
            bx = x1 + k * (cw + 12)
            stat_card(page, theme, typo, (bx, 66, bx + cw, 196), lab[key], value, delta, up,
                      spark, good_when_up=good_when_up(key))
        split = x1 + (x2 - x1) * 58 // 100
        self._flow(page, theme, params, (x1, 208, split - 6, 440))
        self._alloc(page, theme, params, (split + 6, 208, x2, 440))
        self._holdings(page, theme, params, (x1, 452, split - 6, h - 16))
        self._budgets(page, theme, params, (split + 6, 452, x2, h - 16))
        return page

    def _flow(self, page: Page, theme: Theme, p: dict[str, Any], box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        typo = p["typo"]
        lab = p["labels"]
        with page.region("cash flow", "card", box, label=lab["cashflow"]):
            card(page, theme, box, radius=10)
            card_title(page, theme, typo, x1 + 16, y1 + 10, lab["cashflow"], 200)
            st = ui_style(typo, theme, size=typo["size"] - 2, color=theme.muted)
            lx = x2 - 16
            for key, colour in (("expenses", "orange"), ("income", "blue")):
                lw = round(measure(lab[key], st)[0])
                page.label(lx - lw, y1 + 10, lab[key], st, role="text")
                page.rect((lx - lw - 16, y1 + 20, lx - lw - 6, y1 + 30), theme.palette[colour],
                          radius=2, name="legend")
                lx -= lw + 32
            base, top = y2 - 34, y1 + 54
            n = len(p["flow"])
            scale = max(max(m) for m in p["flow"]) * 1.05  # one scale for every bar
            slot = (x2 - x1 - 32) / n
            for k, (inc, exp) in enumerate(p["flow"]):
                bx = round(x1 + 16 + k * slot + slot * 0.2)
                bw = round(slot * 0.28)
                for j, (v, colour) in enumerate(((inc, "blue"), (exp, "orange"))):
                    page.rect((bx + j * (bw + 3), round(base - (base - top) * v / scale), bx + j * (bw + 3) + bw,
                               base), theme.palette[colour], radius=3, name="chart bar")
                mw = round(measure(p["months"][k], st)[0])
                page.label(round(x1 + 16 + k * slot + (slot - mw) / 2), base + 2, p["months"][k], st,
                           role="text")
            page.line((x1 + 16, base), (x2 - 16, base), theme.border)

    def _alloc(self, page: Page, theme: Theme, p: dict[str, Any], box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        typo = p["typo"]
        with page.region("allocation", "card", box, label=p["labels"]["allocation"]):
            card(page, theme, box, radius=10)
            card_title(page, theme, typo, x1 + 16, y1 + 10, p["labels"]["allocation"], x2 - x1 - 32)
            d = min(150, y2 - y1 - 70)
            donut(page, (x1 + 16, y1 + 52, x1 + 16 + d, y1 + 52 + d), [a[2] for a in p["assets"]],
                  [theme.palette[c] for c in COLOURS], theme.surface)
            st = ui_style(typo, theme, size=typo["size"] - 1)
            y = y1 + 52
            lx = x1 + 32 + d
            for k, (name, pct, _) in enumerate(p["assets"]):
                page.rect((lx, y + 9, lx + 10, y + 19), theme.palette[COLOURS[k]], radius=2,
                          name="legend")
                page.label(lx + 16, y, name, st, role="text", max_width=x2 - lx - 70)
                pw = round(measure(pct, st)[0])
                page.label(x2 - 16 - pw, y, pct, st.but(bold=True), role="text")
                y += 28

    def _holdings(self, page: Page, theme: Theme, p: dict[str, Any], box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        typo = p["typo"]
        with page.region("holdings", "card", box, label=p["labels"]["holdings"]):
            card(page, theme, box, radius=10)
            card_title(page, theme, typo, x1 + 16, y1 + 10, p["labels"]["holdings"], 200)
            tw = x2 - x1 - 24
            rows = [[[t, "bold"], s, pr, v, r if is_flat(r) else [r, "good" if up else "bad"]]
                    for t, s, pr, v, r, up, _ in p["holdings"]]
            # the rows the card holds (30 px each under the header): when some do not fit, the
            # last row sums them up, so the table adds up to the allocation's stocks (five
            # rows of €66k under "Aandelen 87 %" of €206k was review r73 0008)
            fit = max(1, (y2 - 6 - (y1 + 74)) // 30)
            if fit < len(rows):
                rows = rows[:fit - 1] + [[[p["other"], "bold"], "", "", p["holdings"][fit - 1][6],
                                          ""]]
            # columns as wide as their figures and titles ("106.294,5…", "Wert…" were cut
            # while the returns column had room to spare)
            ts = TableStyle(row_height=30, header_height=30, zebra=False, header_upper=False,
                            header_fill=False)
            base = ui_style(typo, theme, size=typo["size"] - 1)
            titles = p["hold_cols"]
            widths = auto_widths(titles, rows, base, tw)
            if not headers_fit(widths, titles, typo, ts):  # "Rent.", never "Rentabili…"
                titles = p["hold_short"]
                widths = auto_widths(titles, rows, base, tw)
            cols = [Column(t, wd, "left" if i == 0 else "right")
                    for i, (t, wd) in enumerate(zip(titles, widths, strict=True))]
            draw_table(page, theme, typo, (x1 + 12, y1 + 44, x2 - 12, y2 - 6), cols, rows, ts)

    def _budgets(self, page: Page, theme: Theme, p: dict[str, Any], box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        typo = p["typo"]
        with page.region("budgets", "card", box, label=p["labels"]["budgets"]):
            card(page, theme, box, radius=10)
            card_title(page, theme, typo, x1 + 16, y1 + 10, p["labels"]["budgets"], 200)
            st = ui_style(typo, theme, size=typo["size"] - 1)
            y = y1 + 44
            for name, amount, frac in p["budgets"]:
                if y + 46 > y2:
                    break
                page.label(x1 + 16, y, name, st, role="text", max_width=(x2 - x1) // 2 - 20)
                aw = round(measure(amount, st.but(size=st.size - 1))[0])
                page.label(x2 - 16 - aw, y, amount, st.but(size=st.size - 1, color=theme.muted),
                           role="text")
                colour = theme.palette["red"] if frac > 1 else theme.palette["orange"] \
                    if frac > 0.85 else theme.accent
                progress(page, theme, (x1 + 16, y + 30, x2 - 16, y + 38), frac, colour)
                y += 50


def _delta(content: Content, key: str, change: float) -> str:
    """A tile's change: a percentage for an amount, percentage points for the savings rate
    (20% to 25% is "+5.0 pts", not "+25%")."""
    if key != "savings_rate":
        return format_percent(change, content.lang, 1, sign=True)
    body = format_number(change, content.lang, 1)
    return content.ui("apps.fin.rate_points", n=("+" + body) if change > 0 else body)


def _rate_change(income: float, spend: float, income_change: float,
                 spend_change: float) -> float:
    """The savings rate's change in percentage points, from last month's income and spending that the
    income and expense tiles' changes imply (more income, less spending: the rate rises)."""
    before = 1 - (spend / (1 + spend_change / 100)) / (income / (1 + income_change / 100))
    now = 1 - spend / income
    return round(100 * (now - before), 1)


def _cash_flow(rng: np.random.Generator, income: float, spend: float,
               income_change: float, spend_change: float) -> list[list[float]]:
    """Six complete months of income and spending (amounts): the last is the tiles' month,
    the fifth the month their changes compare with."""
    months = [[income * float(rng.uniform(0.9, 1.1)), spend * float(rng.uniform(0.8, 1.15))]
              for _ in range(4)]
    months.append([income / (1 + income_change / 100), spend / (1 + spend_change / 100)])
    months.append([income, spend])
    return [[round(i, 2), round(e, 2)] for i, e in months]
