"""A crypto exchange trading screen: pair header with 24 h stats, candlestick chart, order
book (red asks, green bids, depth bars), buy/sell forms and a markets list."""

from __future__ import annotations

from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, icons, measure
from surfaces.kit.apps import candles, delta_colour, sample_ohlc
from surfaces.kit.chrome import ui_style
from surfaces.kit.messages import avatar_shape
from surfaces.kit.numbers import format_number, format_percent, ui_list, with_colon
from surfaces.kit.typography import sample_typography, style


def _volume_scale(coin: str) -> float:
    """A 24 h turnover (in quote units) of the right order for the coin: majors trade more."""
    return {"BTC": 4e8, "ETH": 2e8, "SOL": 6e7}.get(coin, 2e7)


COINS = [("BTC", 64000.0), ("ETH", 3100.0), ("SOL", 145.0), ("XRP", 0.52), ("ADA", 0.45),
         ("DOGE", 0.13), ("DOT", 6.8), ("LTC", 82.0), ("AVAX", 34.0), ("LINK", 14.5)]


def _decimals(price: float) -> int:
    return 2 if price >= 10 else 4


class CryptoExchange(Surface):
    name = "crypto_exchange"
    family = "dashboards"
    text_roles = ("text", "structural", "chrome")
    # No punctuation: its running text is prices, amounts and tickers, without punctuation marks.
    # No select_range: besides the two "Available: 0.52 BTC" lines its text is single
    # figures, tickers and labels, so a run of 3+ words is nearly never on the page.
    unsupported_categories = ("punctuation", "select_range", "select_line")
    regions = ("navigation", "pair", "chart", "order book", "order form", "markets")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        lang = content.lang
        quote = choice(rng, ["USDT", "USDC", "EUR"])
        k = int(rng.integers(0, 4))
        coin, ref = COINS[k]
        ohlc = sample_ohlc(rng, int(rng.integers(40, 70)), ref * float(rng.uniform(0.9, 1.1)), 0.007)
        last = ohlc[-1][3]
        dec = _decimals(last)
        change = (last / ohlc[0][0] - 1) * 100  # the chart is the last 24 hours
        book = []
        for side in (1, -1):
            for i in range(12):
                # the total is the price times the amount as shown (both rounded first)
                price = round(last * (1 + side * 0.0004 * (i + 1)), dec)
                amount = round(float(rng.uniform(0.01, 4.0)) * (20 if last < 100 else 1), 4)
                book.append([format_number(price, lang, dec), format_number(amount, lang, 4),
                             format_number(round(price * amount, 2), lang, 2), side > 0,
                             amount])
        most = max(r[4] for r in book)  # each level's depth bar: its amount to the largest
        for r in book:
            r[4] = round(0.1 + 0.9 * r[4] / most, 2)
        markets = []
        for c, ref2 in COINS:
            ch = float(rng.normal(0, 4))
            p = ref2 * float(rng.uniform(0.9, 1.1))
            if c == coin:  # the pair on screen: the list shows its price and change
                ch, p = change, last
            markets.append([f"{c}/{quote}", format_number(p, lang, _decimals(p)),
                            format_percent(ch, lang, 2, sign=True), ch >= 0])
        keys = ("orderbook", "price", "amount", "total", "buy", "sell", "trades", "change", "high",
                "low", "volume", "markets", "pair", "available", "login", "signup", "search")
        return {
            "lang": content.lang,
            "typo": sample_typography(rng, "sans", (12, 13)),
            "labels": {key: content.ui(f"apps.cx.{key}") for key in keys},
            "nav": ui_list(content, "apps.cx.nav"), "types": ui_list(content, "apps.cx.order_types"),
            "pair": f"{coin}/{quote}", "coin": coin, "quote": quote, "ohlc": ohlc,
            # the order buttons as the language words them ("ETH kaufen", not "Kaufen ETH")
            "buttons": {side: content.ui(f"apps.cx.{side}_coin", coin=coin)
                        for side in ("buy", "sell")},
            "price": format_number(last, lang, dec), "up": change >= 0,
            "change": format_percent(change, lang, 2, sign=True),
            "high": format_number(max(c[1] for c in ohlc), lang, dec),
            "low": format_number(min(c[2] for c in ohlc), lang, dec),
            # 24 h volume as exchanges print it: in the quote currency, with its unit
            # (BTC pairs trade hundreds of millions a day, small coins far less)
            "volume": f"{format_number(float(rng.uniform(0.3, 3.0)) * _volume_scale(coin), lang, 0)} "
                      f"{quote}",
            "book": book, "markets": markets,
            "axis": [format_number(v, lang, dec) for v in np.linspace(
                min(c[2] for c in ohlc), max(c[1] for c in ohlc), 5)],
            "avail": format_number(float(rng.uniform(10, 5000)), lang, 2),
            # What the sell side can sell: the base coin held (as exchanges show it).
            "avail_coin": format_number(float(rng.uniform(0.01, 3)), lang, 4),
            "brand": choice(rng, ["Coinwave", "Blockdesk", "Hashmarket", "Satoshi Exchange"]),
            # the order forms show what this account holds: the trader is logged in (no
            # "Log in / Sign up" over balances), their avatar at the top right
            "user": content.full_name(),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        w, h = page.width, page.height
        dark = theme.name == "dark"
        bg = (22, 26, 30) if dark else (245, 246, 248)
        panel = (30, 35, 41) if dark else (255, 255, 255)
        page.rect((0, 0, w, h), bg, name="background")
        st = ui_style(typo, theme)
        gold = (240, 185, 11)
        with page.region("navigation", "chrome", (0, 0, w, 46)):
            page.rect((0, 0, w, 46), panel, name="navigation")
            x = page.label(16, 6, params["brand"], st.but(bold=True, size=typo["size"] + 3,
                                                        color=gold), max_width=200).right + 28
            for item in params["nav"]:
                x = page.label(x, 8, item, st).right + 20
            avatar_shape(page, typo, w - 46, 8, params["user"], gold, 30)
            icons.draw(page, theme, "bell", w - 84, 14, 18, theme.muted)
        col_r = w - 220
        col_m = col_r - 236
        self._pair(page, theme, params, st, (0, 50, col_m - 4, 106), panel)
        self._chart(page, theme, params, (0, 110, col_m - 4, 510), panel)
        self._forms(page, theme, params, (0, 514, col_m - 4, h), panel)
        self._book(page, theme, params, (col_m, 50, col_r - 4, h), panel)
        self._markets(page, theme, params, (col_r, 50, w, h), panel)
        return page

    def _pair(self, page: Page, theme: Theme, p: dict[str, Any], st: Any,
              box: tuple[int, int, int, int], panel: Any) -> None:
        x1, y1, x2, y2 = box
        lab = p["labels"]
        with page.region("pair", "header", box, label=p["pair"]):
            page.rect(box, panel, name="pair header")
            b = page.label(x1 + 16, y1 + 8, p["pair"], st.but(bold=True, size=p["typo"]["size"] + 5),
                           role="structural")
            colour, name = delta_colour(theme, p["up"], p["change"])
            b = page.label(b.right + 18, y1 + 8, p["price"], st.but(
                bold=True, size=p["typo"]["size"] + 5, color=colour, color_name=name), role="text")
            x = b.right + 24
            cap = st.but(size=p["typo"]["size"] - 2, color=theme.muted)
            for key, value, c in (("change", p["change"], name), ("high", p["high"], ""),
                                  ("low", p["low"], ""), ("volume", p["volume"], "")):
                vst = st.but(size=p["typo"]["size"] - 1, color=theme.palette[c] if c else theme.text,
                             color_name=c)
                width = max(measure(lab[key], cap)[0], measure(value, vst)[0])
                if x + width > x2 - 8:
                    break
                page.label(x, y1 + 2, lab[key], cap, role="structural")
                page.label(x, y1 + 24, value, vst, role="text")
                x += round(width) + 22

    def _chart(self, page: Page, theme: Theme, p: dict[str, Any], box: tuple[int, int, int, int],
               panel: Any) -> None:
        x1, y1, x2, y2 = box
        with page.region("chart", "chart", box):
            page.rect(box, panel, name="chart panel")
            grid = theme.border
            candles(page, theme, (x1 + 14, y1 + 20, x2 - 80, y2 - 20), p["ohlc"], grid=grid)
            st = ui_style(p["typo"], theme, size=p["typo"]["size"] - 2, color=theme.muted)
            for k, v in enumerate(reversed(p["axis"])):
                y = y1 + 20 + (y2 - y1 - 40) * k // 4
                page.label(x2 - 74, y - round(st.size * 1.1), v, st, role="text", max_width=70)

    def _forms(self, page: Page, theme: Theme, p: dict[str, Any], box: tuple[int, int, int, int],
               panel: Any) -> None:
        x1, y1, x2, y2 = box
        lab = p["labels"]
        typo = p["typo"]
        with page.region("order form", "form", box):
            page.rect(box, panel, name="form panel")
            st = ui_style(typo, theme, size=typo["size"] - 1)
            x = x1 + 16
            for i, t in enumerate(p["types"]):
                b = page.label(x, y1 + 6, t, st.but(bold=i == 0, color=theme.text if i == 0 else
                                                    theme.muted))
                x = b.right + 18
            half = (x2 - x1 - 48) // 2
            for k, side in enumerate(("buy", "sell")):
                fx = x1 + 16 + k * (half + 16)
                held = f"{p['avail']} {p['quote']}" if side == "buy" else \
                    f"{p['avail_coin']} {p['coin']}"
                page.label(fx, y1 + 34, f"{with_colon(lab['available'], p['lang'])} {held}",
                           st.but(size=typo["size"] - 2, color=theme.muted), role="text",
                           max_width=half)
                y = y1 + 62
                for key, value in (("price", p["price"]), ("amount", ""), ("total", "")):
                    with page.region(f"field {lab[key]}", "field", (fx, y, fx + half, y + 34),
                                     label=lab[key]):
                        page.rect((fx, y, fx + half, y + 34), theme.surface, theme.border,
                                  radius=4, name="input")
                        page.label(fx + 10, y + 2, lab[key], st.but(color=theme.muted),
                                   role="structural", max_width=half // 2)
                        unit = p["quote"] if key != "amount" else p["coin"]
                        uw = round(measure(unit, st)[0])
                        page.label(fx + half - 10 - uw, y + 2, unit, st.but(color=theme.muted))
                        if value:
                            vw = round(measure(value, st)[0])
                            page.label(fx + half - 20 - uw - vw, y + 2, value, st, role="field")
                    y += 42
                colour = theme.palette["green" if side == "buy" else "red"]
                page.rect((fx, y + 4, fx + half, y + 40), colour, radius=4, name="button")
                text = p["buttons"][side]
                tw = round(measure(text, st.but(bold=True))[0])
                page.label(fx + (half - tw) // 2, y + 6, text, st.but(bold=True,
                                                                     color=(255, 255, 255)))

    def _book(self, page: Page, theme: Theme, p: dict[str, Any], box: tuple[int, int, int, int],
              panel: Any) -> None:
        x1, y1, x2, y2 = box
        lab = p["labels"]
        typo = p["typo"]
        st = ui_style(typo, theme, size=typo["size"] - 1)
        cap = st.but(size=typo["size"] - 2, color=theme.muted)
        cols = [x1 + 12, x1 + (x2 - x1) * 62 // 100, x2 - 12]
        with page.region("order book", "panel", box, label=lab["orderbook"]):
            page.rect(box, panel, name="order book")
            page.label(x1 + 12, y1 + 6, lab["orderbook"], st.but(bold=True), role="structural")
            for k, key in enumerate(("price", "amount", "total")):
                align = "left" if k == 0 else "right"
                page.label(cols[k] - (0 if k == 0 else 80), y1 + 34, lab[key], cap,
                           role="structural", max_width=80, align=align)
            rh = 22
            asks = [r for r in p["book"] if r[3]][::-1]
            bids = [r for r in p["book"] if not r[3]]
            y = y1 + 60
            for rows, name in ((asks, "red"), (None, ""), (bids, "green")):
                if rows is None:
                    colour, cname = delta_colour(theme, p["up"], p["change"])
                    page.label(x1 + 12, y, p["price"], st.but(size=typo["size"] + 4, bold=True,
                                                             color=colour, color_name=cname),
                               role="text")
                    y += 38
                    continue
                for r in rows:
                    if y + rh > y2:
                        break
                    # the deepest bar reaches the rows' text edge, not the panel's (r80)
                    left = _bar_left(x2 - round((x2 - cols[0] + 4) * r[4]), [
                        (cols[0], cols[0] + measure(r[0], st)[0]),
                        (cols[1] - measure(r[1], st)[0], cols[1]),
                        (cols[2] - measure(r[2], st)[0], cols[2])])
                    page.rect((left, y - 1, x2, y + rh - 3),  # the figures' ink sits inside
                              theme.faded(theme.palette[name], on=panel, amount=0.85), name="depth")
                    page.label(cols[0], y - 5, r[0], st.but(color=theme.palette[name],
                                                             color_name=name), role="text")
                    page.label(cols[1] - 90, y - 5, r[1], st, role="text", max_width=90,
                               align="right")
                    page.label(cols[2] - 90, y - 5, r[2], st, role="text", max_width=90,
                               align="right")
                    y += rh

    def _markets(self, page: Page, theme: Theme, p: dict[str, Any],
                 box: tuple[int, int, int, int], panel: Any) -> None:
        x1, y1, x2, y2 = box
        lab = p["labels"]
        typo = p["typo"]
        st = ui_style(typo, theme, size=typo["size"] - 1)
        with page.region("markets", "panel", box, label=lab["markets"]):
            page.rect(box, panel, name="markets")
            page.label(x1 + 12, y1 + 6, lab["markets"], st.but(bold=True), role="structural")
            page.rect((x1 + 12, y1 + 36, x2 - 12, y1 + 62), theme.surface, theme.border, radius=13,
                      name="search box")
            page.label(x1 + 24, y1 + 33, lab["search"], st.but(color=theme.muted))
            y = y1 + 72
            mono = style(typo["ui"], typo["size"] - 1, theme.text)
            for pair, price, change, up in p["markets"]:
                if y + 46 > y2:
                    break
                with page.region(f"row {pair}", "row", (x1, y, x2, y + 44), label=pair):
                    page.label(x1 + 12, y, pair, mono.but(bold=True), role="text", max_width=110)
                    page.label(x1 + 12, y + 20, price, mono.but(color=theme.muted), role="text",
                               max_width=110)
                    colour, name = delta_colour(theme, up, change)
                    cw = round(measure(change, mono)[0]) + 12
                    page.rect((x2 - 12 - cw, y + 10, x2 - 12, y + 34), colour, radius=4,
                              name="change badge")
                    # label() centres its text in a 2.2 x size box: centre it on the badge
                    page.label(x2 - 6 - cw, y + 22 - round(mono.size * 1.1), change,
                               mono.but(color=(255, 255, 255)), role="text")
                y += 48


def _bar_left(left: int, texts: list[tuple[float, float]]) -> int:
    """A depth bar's left edge moved off the row's text: an edge through a figure would
    cut it in two tones, so the bar then starts just left of that figure."""
    for start, end in texts:
        if start - 4 <= left <= end + 2:
            return int(start) - 4
    return left
