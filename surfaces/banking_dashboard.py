"""An online-banking overview: account cards, recent transactions, quick transfer, spending bars."""

from __future__ import annotations

import datetime
import re
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, measure
from surfaces.kit.brand_art import monogram
from surfaces.kit.cards import card, card_title, chip
from surfaces.kit.chrome import ui_style
from surfaces.kit.clock import sample_now
from surfaces.kit.forms import FieldLook, form_button, select, text_input
from surfaces.kit.numbers import (
    clock,
    currency_for,
    format_date,
    format_money,
    format_number,
    locale_fact,
    ui_list,
)
from surfaces.kit.typography import sample_typography, style

CAT_COLOURS = ["blue", "green", "orange", "purple", "red"]
OTHER = "teal"  # the categories the legend sums up as "Other" (and income) share it


# Amounts each dash_payee entry (same index in every language) is paid, in currency units:
# groceries, supermarket, electricity, water, salary, coffee, restaurant, online store,
# bookshop, rent, pharmacy, petrol, train, streaming, cinema, gym, phone bill, refund.
PAYEE_AMOUNTS = [(15, 180), (20, 160), (40, 160), (20, 70), (1800, 5200), (3, 9), (25, 120),
                 (15, 250), (8, 60), (850, 2400), (5, 60), (35, 110), (8, 140), (8, 18),
                 (9, 35), (20, 60), (15, 60), (10, 150)]
SALARY, RENT = 4, 9


ELECTRICITY = 2  # dash_payee's electricity supplier: the bank's town's or region's


def utility(rng: np.random.Generator, content: Content, city: str) -> str:
    """The electricity supplier of someone banking in ``city``: named for that town or its
    region ("Stadtwerke Kassel", "Énergie Bretagne"), never another region's."""
    region = (locale_fact(content.lang, "places.regions") or {}).get(city, "")
    names = [n for n in content.ui_list("h_facts2.utility") if region or "{region}" not in n]
    return content.fill(str(choice(rng, names or ["{city}"])), city=city, region=region)


def _month_transactions(rng: np.random.Generator, content: Content, now: datetime.datetime,
                        cur: str, supplier: str = "") -> list[dict[str, Any]]:
    """The nine movements of this month up to ``now``, newest first: rent early in the
    month, no payee twice (bills come once a month), amounts that fit the payee."""
    lang = content.lang
    entries = content.data.SLOTS["dash_payee"]
    picks = [RENT] + [int(k) for k in rng.permutation([k for k in range(len(entries))
                                                        if k not in (RENT, SALARY)])[:8]]
    tx = []
    for k in picks:
        cat, flag = entries[k]["category"], entries[k]["income"]
        # a statement names the merchant ("Chapter One Books"), never its kind ("Bookshop")
        payee = str(choice(rng, entries[k]["merchants"]))
        if k == ELECTRICITY and supplier:
            payee = supplier
        lo, hi = PAYEE_AMOUNTS[k]
        amount = float(rng.integers(lo * 100, hi * 100)) / 100
        if k == RENT:  # a lease's rent is a round figure: 1,450.00, never 729.93
            amount = float(round(amount / 25) * 25)
        day = int(rng.integers(1, 4)) if k == RENT else int(rng.integers(1, now.day + 1))
        tx.append({"day": day, "payee": payee, "cat": cat, "colour": OTHER, "value": amount,
                   "in": bool(flag), "pending": False})
    tx.sort(key=lambda t: -t["day"])
    for t in tx:
        t["pending"] = t["day"] >= now.day - 1 and bool(rng.random() < 0.4)
        t["date"] = format_date(now.date().replace(day=t.pop("day")), lang)
        value = t["value"] if t["in"] else -t["value"]
        t["amount"] = format_money(value, lang, cur, sign=True)
    return tx


def _spending(tx: list[dict[str, Any]], other: str) -> list[list[Any]]:
    """This month's spending by category, largest first: [name, total, colour] of the sums
    of the movements listed, at most five (the legend's room: the top four and ``other``
    for the rest); each movement takes the colour of its category's legend entry."""
    totals: dict[str, float] = {}
    for t in tx:
        if not t["in"]:
            totals[t["cat"]] = round(totals.get(t["cat"], 0.0) + t["value"], 2)
    ranked = sorted(totals.items(), key=lambda kv: -kv[1])
    top = ranked if len(ranked) <= 5 else ranked[:4]
    colour = {cat: CAT_COLOURS[k] for k, (cat, _) in enumerate(top)}
    for t in tx:
        t["colour"] = colour.get(t["cat"], OTHER)
    legend = [[cat, v, colour[cat]] for cat, v in top]
    if len(ranked) > 5:
        legend.append([other, round(sum(v for _, v in ranked[4:]), 2), OTHER])
    return legend


def _before(rng: np.random.Generator, now: datetime.datetime, lang: str) -> str:
    """The last login: an earlier day, in waking hours."""
    moment = (now - datetime.timedelta(days=int(rng.integers(1, 4)))).replace(
        hour=int(rng.integers(8, 23)), minute=int(rng.integers(0, 60)))
    return f"{format_date(moment.date(), lang)} {clock(moment.hour, moment.minute, lang)}"


def _bank_name(content: Content) -> tuple[str, str]:
    """A regional bank of the country, named after one of its towns ("Banca di Verona"), and
    that town."""
    brands = set(content.ui_list("bank.brand_towns"))  # "Banco de Santander" is a real brand
    for _ in range(24):  # one that fits the navigation bar and is no real bank
        city = content.city()
        name = content.ui("bank.name", city=city)
        if len(name) <= 24 and city not in brands:
            break
    return (re.sub(r"\b(de|di) ([AEIOUÉaeiou])", lambda m: f"{m.group(1)[0]}'{m.group(2)}",
                   name) if content.lang in ("fr", "it") else name), city


class BankingDashboard(Surface):
    name = "banking_dashboard"
    family = "dashboards"
    text_roles = ("text", "structural", "chrome")
    regions = ("navigation", "header", "accounts", "transactions", "transfer", "spending")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        lang = content.lang
        cur = currency_for(rng, lang)
        name = content.first_name()
        accounts = []
        for key in ("checking", "savings", "credit"):
            v = float(rng.integers(10000, 4000000)) / 100
            # a credit card shows what is owed on it, never an "available" balance
            accounts.append({"title": content.ui(f"dash.{key}"),
                             "number": f"•••• {int(rng.integers(1000, 9999))}",
                             "balance": format_money(-v / 8 if key == "credit" else v, lang, cur),
                             "note": content.ui("bank.credit_owed" if key == "credit"
                                                else "dash.available")})
        now = sample_now(rng, hours=(7, 10))  # the greeting says good morning
        now = now.replace(day=max(now.day, 12))
        bank, town = _bank_name(content)  # the customer's town: the bank's
        tx = _month_transactions(rng, content, now, cur, utility(rng, content, town))
        spend = _spending(tx, content.ui("bank.other"))
        keys = ("accounts", "available", "transactions", "see_all", "transfer", "from", "to",
                "amount", "send", "spending", "logout", "pending")
        return {
            "typo": sample_typography(rng, "sans", (13, 14)),
            "bank": bank, "town": town,
            "hello": content.ui("dash.bank_hello", name=name),
            "last_login": content.ui("dash.last_login", d=_before(rng, now, lang)),
            "nav": ui_list(content, "dash.bank_nav"), "accounts": accounts, "tx": tx,
            "spend": [[c, format_money(v, lang, cur), v, colour] for c, v, colour in spend],
            "labels": {k: content.ui(f"dash.{k}") for k in keys},
            "payee": content.full_name(), "initials": name[:1],
            "card_style": choice(rng, ["accent", "plain"]),
            "footer": content.ui("dash.bank_footer"),
            "zero": format_number(0.0, lang, 2),  # the amount field's placeholder: "0,00" in fr
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        lab = params["labels"]
        page.rect((0, 0, page.width, page.height), theme.panel, name="background")
        with page.region("navigation", "chrome", (0, 0, page.width, 56)):
            page.rect((0, 0, page.width, 56), theme.surface, name="navigation")
            page.line((0, 55), (page.width, 55), theme.border)
            monogram(page, typo, (20, 14, 48, 42), params["bank"], theme.accent, circle=True,
                     letters=1)
            st = ui_style(typo, theme)
            x = page.label(56, 14, params["bank"], st.but(bold=True, size=typo["size"] + 1),
                           max_width=230).right + 30
            for k, item in enumerate(params["nav"][:6]):
                b = page.label(x, 14, item, st.but(color=theme.text if k == 0 else theme.muted,
                                                   bold=k == 0))
                if k == 0:
                    page.line((x, 53), (b.right, 53), theme.accent, 3)
                x = b.right + 22
            lw = round(measure(lab["logout"], st)[0])
            page.label(page.width - 24 - lw, 14, lab["logout"], st.but(color=theme.link))
        x1, x2 = 32, page.width - 32
        with page.region("header", "structural", (x1, 60, x2, 120)):
            page.label(x1, 68, params["hello"], style(typo["ui"], typo["size"] + 9, theme.text,
                                                      bold=True), role="structural", max_width=600)
            page.label(x1, 104, params["last_login"], ui_style(typo, theme, color=theme.muted),
                       role="text", max_width=600)
        y = self._accounts(page, theme, typo, params, x1, 140, x2)
        split = x1 + (x2 - x1) * 60 // 100
        self._transactions(page, theme, typo, params, (x1, y, split - 10, page.height - 34))
        self._transfer(page, theme, typo, params, (split + 10, y, x2, y + 250))
        self._spending(page, theme, typo, params, (split + 10, y + 266, x2, page.height - 34))
        with page.region("footer", "chrome", (x1, page.height - 30, x2, page.height)):
            page.label(x1, page.height - 30, params["footer"],
                       ui_style(typo, theme, size=typo["size"] - 3, color=theme.muted),
                       role="text", max_width=x2 - x1)
        return page

    def _accounts(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
                  x1: int, y: int, x2: int) -> int:
        cw = (x2 - x1 - 32) // 3
        with page.region("accounts", "body", (x1, y, x2, y + 120), label=p["labels"]["accounts"]):
            for k, acc in enumerate(p["accounts"]):
                cx = x1 + k * (cw + 16)
                box = (cx, y, cx + cw, y + 112)
                accent = p["card_style"] == "accent" and k == 0
                ink = theme.accent_text if accent else theme.text
                with page.region(f"card {acc['title']}", "card", box, label=acc["title"]):
                    if accent:
                        page.rect(box, theme.accent, radius=10, name="card")
                    else:
                        card(page, theme, box, radius=10)
                    st = ui_style(typo, theme, color=ink)
                    page.label(cx + 16, y + 10, acc["title"], st.but(bold=True),
                               role="structural", max_width=cw - 100)
                    nw = round(measure(acc["number"], st)[0])
                    page.label(cx + cw - 16 - nw, y + 10, acc["number"], st, role="text")
                    page.label(cx + 16, y + 40, acc["balance"],
                               style(typo["ui"], typo["size"] + 10, ink, bold=True), role="text",
                               max_width=cw - 32)
                    page.label(cx + 16, y + 78, acc["note"],
                               st.but(size=typo["size"] - 2, color=ink if accent else theme.muted),
                               role="text", max_width=cw - 32)
        return y + 128

    def _transactions(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
                      box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        lab = p["labels"]
        with page.region("transactions", "card", box, label=lab["transactions"]):
            card(page, theme, box, radius=10)
            card_title(page, theme, typo, x1 + 16, y1 + 8, lab["transactions"], 300)
            st = ui_style(typo, theme)
            sw = round(measure(lab["see_all"], st)[0])
            page.label(x2 - 16 - sw, y1 + 8, lab["see_all"], st.but(color=theme.link))
            y = y1 + 48
            for k, t in enumerate(p["tx"]):
                if y + 44 > y2:
                    break
                with page.region(f"transaction {k + 1}", "row", (x1, y, x2, y + 44),
                                 label=t["payee"]):
                    page.line((x1 + 16, y), (x2 - 16, y), theme.border)
                    page.ellipse((x1 + 16, y + 8, x1 + 44, y + 36),
                                 theme.faded(theme.palette[t["colour"]], on=theme.surface,
                                             amount=0.75), name="category icon")
                    ini = st.but(bold=True, color=theme.palette[t["colour"]],
                                 color_name=t["colour"])
                    iw = round(measure(t["payee"][:1], ini)[0])
                    page.label(x1 + 30 - iw // 2, y + 22 - round(ini.size * 1.1),
                               t["payee"][:1], ini, role="chrome")
                    page.label(x1 + 56, y, t["payee"], st.but(bold=True), role="text",
                               max_width=200)
                    sub = st.but(size=typo["size"] - 2, color=theme.muted)
                    d = page.label(x1 + 56, y + 19, t["date"], sub, role="text")
                    if t["pending"]:
                        chip(page, theme, typo, d.right + 8, y + 26, lab["pending"], "orange")
                    chip(page, theme, typo, x1 + 290, y + 14, t["cat"], t["colour"])
                    colour = theme.palette["green"] if t["in"] else theme.text
                    aw = round(measure(t["amount"], st.but(bold=True))[0])
                    page.label(x2 - 16 - aw, y + 8, t["amount"],
                               st.but(bold=True, color=colour,
                                      color_name="green" if t["in"] else ""), role="text")
                y += 46

    def _transfer(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
                  box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        lab = p["labels"]
        look = FieldLook(height=34, gap=4)
        with page.region("transfer", "card", box, label=lab["transfer"]):
            card(page, theme, box, radius=10)
            card_title(page, theme, typo, x1 + 16, y1 + 8, lab["transfer"], 300)
            w = x2 - x1 - 32
            y = select(page, theme, typo, x1 + 16, y1 + 46, w, lab["from"],
                       f"{p['accounts'][0]['title']} {p['accounts'][0]['number']}", look)
            half = (w - 12) // 2
            text_input(page, theme, typo, x1 + 16, y, half, lab["to"], p["payee"], look=look)
            text_input(page, theme, typo, x1 + 28 + half, y, half, lab["amount"],
                       placeholder=p["zero"],
                       look=look)
            form_button(page, theme, typo, (x1 + 16, y2 - 52, x2 - 16, y2 - 16), lab["send"])

    def _spending(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
                  box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        with page.region("spending", "card", box, label=p["labels"]["spending"]):
            card(page, theme, box, radius=10)
            card_title(page, theme, typo, x1 + 16, y1 + 8, p["labels"]["spending"], 300)
            # the legend names every bar segment (r52 0000: a bar of five, a legend of
            # three): a second column where one is too short, and no segment unnamed
            rows = max(1, (y2 - (y1 + 68)) // 26)
            cols = 1 if len(p["spend"]) <= rows else 2
            spend = p["spend"][:rows * cols]
            total = sum(v for _, _, v, _ in spend) or 1
            x = x1 + 16
            for _, _, v, colour in spend:
                w = round((x2 - x1 - 32) * v / total)
                page.rect((x, y1 + 46, x + w, y1 + 58), theme.palette[colour], name="bar")
                x += w
            st = ui_style(typo, theme, size=typo["size"] - 1)
            col_w = (x2 - x1 - 32 - 24 * (cols - 1)) // cols
            for k, (name, amount, _, colour) in enumerate(spend):
                lx, y = x1 + 16 + (k // rows) * (col_w + 24), y1 + 68 + (k % rows) * 26
                aw = round(measure(amount, st)[0])
                page.ellipse((lx, y + 9, lx + 10, y + 19), theme.palette[colour], name="legend")
                page.label(lx + 18, y - 1, name, st, role="text",
                           max_width=min(160, col_w - aw - 30))
                page.label(lx + col_w - aw, y - 1, amount, st, role="text")
