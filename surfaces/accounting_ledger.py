"""An accounting app's general-ledger report: account, period, dated entries, running balance."""

from __future__ import annotations

import datetime
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, measure
from surfaces.kit.chrome import button, ui_style
from surfaces.kit.numbers import (
    currency_for,
    format_date,
    format_money,
    format_number,
    ui_list,
    with_colon,
)
from surfaces.kit.prose import sample_marks, styled_spans
from surfaces.kit.sector_firms import sector_firm
from surfaces.kit.tables import Column, TableStyle, draw_table, fit_widths
from surfaces.kit.typography import sample_typography, style

# tbl_ledger_desc: money in (debit on the bank account), the rest is money paid out;
# the entries that name their customer or supplier, and each one's reference prefix
MONEY_IN = (1, 4, 10)
NAMED = (1, 3, 4, 12)
ADVICE = 12  # consulting fees: paid to an accountant's or adviser's firm (r52 0027)
MIN_IN = 3  # a trading firm's account takes some customer money each quarter (r52 0027)
# what each kind of entry costs (bank charges a few euros, rent thousands)
AMOUNTS = [(1500, 6000), (500, 9000), (5, 60), (300, 6000), (500, 9000), (30, 800), (20, 400),
           (50, 1500), (80, 600), (100, 1500), (100, 3000), (20, 400), (500, 5000)]
# rent, bank charges, the software subscription, electricity and insurance: once a month
MONTHLY = (0, 2, 6, 8, 9)
# standing orders: the same amount on the same day of every month of the period (rent on
# one of the first days; the subscription on its day; bank charges on the month's last)
RECURRING = (0, 2, 6)
INSURANCE = 9  # a quarterly premium: once in the period
# each entry's reference: a payment, an invoice, a bank item or a journal entry, as the
# language's books abbreviate them (ledger.ref_prefixes: PAY/INV/BNK/JE, REG/FAC/BQ/OD ...)
PREFIX = [0, 1, 2, 0, 1, 0, 0, 3, 0, 0, 2, 3, 0]


def _banking_day(day: datetime.date) -> datetime.date:
    """``day``, or the next day the banks book on (not a weekend nor New Year's Day)."""
    while day.weekday() >= 5 or (day.month, day.day) == (1, 1):
        day += datetime.timedelta(days=1)
    return day


def _standing(rng: np.random.Generator, start: datetime.date, end: datetime.date,
              opening: float) -> list[tuple[int, int, float]]:
    """(day in the period, kind, amount) of the standing orders: the rent and one of the
    subscription or the bank charges, each month of the period, same day and amount."""
    rent = float(rng.integers(30, 1 + min(120, int(opening / 4 / 50)))) * 50
    other = int(choice(rng, [2, 6]))
    lo, hi = AMOUNTS[other]
    fee = float(rng.integers(lo * 100, hi * 100)) / 100
    rent_day, fee_day = int(rng.integers(1, 6)), int(rng.integers(2, 29))
    out = []
    month = start
    while month <= end:
        last = (month.replace(day=28) + datetime.timedelta(days=4)).replace(day=1) - \
            datetime.timedelta(days=1)
        out.append(((_banking_day(month.replace(day=rent_day)) - start).days, 0, rent))
        day = last if other == 2 else _banking_day(month.replace(day=fee_day))
        out.append((min((day - start).days, (end - start).days), other, fee))
        month = last + datetime.timedelta(days=1)
    return out


def _next_number(rng: np.random.Generator, numbers: dict[int, tuple[int, int]], journal: int,
                 day: int) -> int:
    """The next document number of ``journal`` (a reference prefix) on ``day``: one a
    journal's sequence reached then, so numbers grow with the date (r48: BET-5560, 5657,
    8696, 9250, 5054...); other accounts' documents take the numbers between."""
    if journal not in numbers:
        number = int(rng.integers(100, 6000))
    else:
        last, then = numbers[journal]
        number = last + 1 + int(rng.integers(0, 3 + 2 * (day - then)))
    numbers[journal] = (number, day)
    return number


def _entries(rng: np.random.Generator, content: Content, start: datetime.date,
             end: datetime.date, opening: float, n: int) -> list[dict[str, Any]]:
    """``n`` bank-account entries within the period: the standing orders (same amount every
    month) and one-off ones of varying amounts, a running balance that stays positive (a
    payment that would leave too little for the rent still to come is money in instead);
    the last one or two may wait for approval (starred)."""
    plan = _standing(rng, start, end, opening)
    one_off = [k for k in range(13) if k not in RECURRING]
    span = (end - start).days
    plan += [(min(span, (_banking_day(start + datetime.timedelta(days=int(d))) - start).days),
              -1, 0.0) for d in rng.integers(0, span + 1, n - len(plan))]
    plan.sort(key=lambda e: e[0])
    balance, out = opening, []
    seen: set[tuple[int, int]] = set()
    starred = int(choice(rng, [0, 0, 1, 2]))
    numbers: dict[int, tuple[int, int]] = {}  # each journal's last number and its day
    for k, (d, kind, amount) in enumerate(plan):
        month = (start + datetime.timedelta(days=d)).month
        if kind < 0:
            kind = int(choice(rng, one_off))
            while (kind in MONTHLY and (kind, month) in seen) or \
                    (kind == INSURANCE and any(s[0] == INSURANCE for s in seen)):
                kind = int(choice(rng, one_off))  # a bill comes once a month
            due = sum(a for dd, kk, a in plan[k + 1:] if kk in RECURRING)
            taken_in = sum(1 for e in out if e["debit"])
            left = sum(1 for e in plan[k + 1:] if e[1] < 0)
            if kind not in MONEY_IN and (AMOUNTS[kind][1] > balance - due
                                         or taken_in + left < MIN_IN):
                kind = int(choice(rng, list(MONEY_IN)))
            lo, hi = AMOUNTS[kind]
            amount = float(rng.integers(lo * 100, hi * 100)) / 100
        seen.add((kind, month))
        debit = kind in MONEY_IN
        balance += amount if debit else -amount
        company = "" if kind not in NAMED else sector_firm(rng, content, "accounting") \
            if kind == ADVICE else content.company()
        desc = content.word_at("tbl_ledger_desc", kind) + (f" – {company}" if company else "")
        ref = f"{content.ui_list('ledger.ref_prefixes')[PREFIX[kind]]}-" \
              f"{_next_number(rng, numbers, PREFIX[kind], d):04d}"
        out.append({"day": (start + datetime.timedelta(days=d)).isoformat(), "kind": kind,
                    "desc": desc, "ref": ref + ("*" if k >= n - starred else ""),
                    "company": company, "amount": amount, "debit": debit,
                    "balance": round(balance, 2)})
    return out


class AccountingLedger(Surface):
    name = "accounting_ledger"
    family = "tables"
    text_roles = ("prose", "text", "structural", "chrome")
    # No blank_line: an empty line between paragraphs is too rare here to ask for.
    unsupported_categories = ("blank_line",)
    regions = ("navigation", "header", "ledger", "notes", "footer")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        lang = content.lang
        cur = currency_for(rng, lang)
        year = int(rng.integers(2024, 2027))
        q = int(rng.integers(0, 4))
        start = datetime.date(year, 3 * q + 1, 1)
        end = datetime.date(year + (q == 3), (3 * q + 3) % 12 + 1, 1) - datetime.timedelta(1)
        row_h = int(choice(rng, [26, 28, 30]))
        n = (768 - 170 - 156 - 32) // row_h - 2 - int(rng.integers(0, 3))
        opening = float(rng.integers(1500000, 9000000)) / 100
        world = _entries(rng, content, start, end, opening, n)
        entries = [[format_date(datetime.date.fromisoformat(e["day"]), lang), [e["ref"], "muted"], e["desc"],
                    format_number(e["amount"], lang) if e["debit"] else "",
                    "" if e["debit"] else format_number(e["amount"], lang),
                    format_money(e["balance"], lang, cur)] for e in world]
        balance = world[-1]["balance"]
        debit_sum = sum(e["amount"] for e in world if e["debit"])
        credit_sum = sum(e["amount"] for e in world if not e["debit"])
        payers = [e["company"] for e in world if e["debit"] and e["company"]]
        picks = [0, 3, 4, 5][:int(rng.integers(1, 4))]
        if any(e["ref"].endswith("*") for e in world):
            picks.append(1)
        if payers:
            picks.append(2)
        printed = end + datetime.timedelta(days=int(rng.integers(1, 12)))
        account = choice(rng, content.ui_list("ledger.bank_accounts"))
        refs = ", ".join(e["ref"].rstrip("*") for e in world if e["ref"].endswith("*"))
        # an opening balance on 1 January comes from the last financial year, else the quarter
        prior = content.ui("w12hn.prior_year" if q == 0 else "w12hn.prior_quarter")
        notes = [content.title_at("gof_ledger_note", i, company=choice(rng, payers or [""]),
                                  date=format_date(printed, lang), refs=refs, account=account,
                                  opening=format_money(opening, lang, cur), prior=prior)
                 for i in sorted(picks)]
        notes = [" ".join(notes[:2]), " ".join(notes[2:])] if len(notes) > 2 else notes
        labels = {k: content.ui(f"tables.l_{k}") for k in
                  ("title", "account", "period", "ref", "desc", "debit", "credit", "balance",
                   "opening", "closing", "totals", "notes", "print", "post", "to")}
        return {
            "lang": content.lang,
            "typo": sample_typography(rng, choice(rng, ["sans", "serif"]), (12, 13)),
            "company": content.firm(), "labels": labels,
            "nav": ui_list(content, "tables.l_nav"), "date_col": content.ui("tables.col.date"),
            "account": f"{account} · "
                       f"{content.word_at('tbl_ledger_account', 1)}",
            "period": f"{format_date(start, lang)} {labels['to']} {format_date(end, lang)}",
            "fiscal": content.ui("tables.l_fiscal", y=year),
            "opening": format_money(opening, lang, cur),
            "closing": format_money(balance, lang, cur),
            "debit_sum": format_number(debit_sum, lang), "credit_sum": format_number(credit_sum, lang),
            "entries": entries, "world": world, "opening_value": opening, "notes": notes,
            # only the notes' names, references and amounts may be styled (never "Fils" alone)
            "note_marks": [sample_marks(rng, n, "mail", [k for k in (*payers, *refs.split(", "),
                                                                      account) if k])
                           for n in notes],
            "gap": float(choice(rng, [0.5, 1.0])),
            "page": content.ui("tables.l_page", n=1, m=1),  # totals close the report
            "printed": content.ui("tables.l_printed", d=format_date(printed, lang)),
            "zebra": bool(rng.random() < 0.4), "row_h": row_h,
            "nav_active": 0,
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        lab = params["labels"]
        with page.region("navigation", "chrome", (0, 0, page.width, 44)):
            page.rect((0, 0, page.width, 44), theme.accent, name="navigation")
            st = ui_style(typo, theme, color=theme.accent_text)
            x = page.label(16, 10, params["company"], st.but(bold=True), max_width=220).right + 28
            for k, item in enumerate(params["nav"]):
                b = page.label(x, 10, item, st.but(bold=k == params["nav_active"]))
                if k == params["nav_active"]:
                    page.line((x, 41), (b.right, 41), theme.accent_text, 3)
                x = b.right + 20
        x1, x2 = 40, page.width - 40
        y = self._header(page, theme, typo, params, x1, x2)
        cols = [Column(params["date_col"], 100), Column(lab["ref"], 90),
                Column(lab["desc"], 330), Column(lab["debit"], 110, "right"),
                Column(lab["credit"], 110, "right"), Column(lab["balance"], 130, "right")]
        for c, w in zip(cols, fit_widths([c.width for c in cols], x2 - x1), strict=True):
            c.width = w
        rows = [["", "", [lab["opening"], "bold"], "", "", [params["opening"], "bold"]]]
        rows += params["entries"]
        rows.append(["", "", [lab["totals"], "bold"], [params["debit_sum"], "bold"],
                     [params["credit_sum"], "bold"], [params["closing"], "bold"]])
        rh = params["row_h"]
        ts = TableStyle(row_height=rh, header_height=32, zebra=params["zebra"], grid="rows",
                        header_upper=True)
        bottom = page.height - 170
        fits = (bottom - y - 32) // rh
        if len(rows) > fits:
            rows = rows[:fits - 1] + rows[-1:]
        with page.region("ledger", "table", (x1, y, x2, bottom)):
            end = draw_table(page, theme, typo, (x1, y, x2, bottom), cols, rows, ts)
            page.line((x1 + sum(c.width for c in cols[:3]), end + 2), (x2, end + 2), theme.text)
            page.line((x1 + sum(c.width for c in cols[:3]), end - rh), (x2, end - rh),
                      theme.text)
        self._notes(page, theme, typo, params, x1, end + 20, x2)
        return page

    def _header(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
                x1: int, x2: int) -> int:
        lab = params["labels"]
        with page.region("header", "structural", (x1, 52, x2, 150)):
            page.label(x1, 58, lab["title"], style(typo["body"], typo["size"] + 10, theme.text,
                                                   bold=True), role="structural", max_width=500)
            st = ui_style(typo, theme)
            rows = [(lab["account"], params["account"]), (lab["period"], params["period"])]
            for k, (key, value) in enumerate(rows):
                yy = 98 + k * 22
                page.label(x1, yy, with_colon(key, params["lang"]), st.but(color=theme.muted),
                           role="structural")
                page.label(x1 + 90, yy, value, st.but(bold=k == 0), role="text", max_width=420)
            page.label(x2 - 300, 62, params["fiscal"], st.but(color=theme.muted), role="text",
                       align="right", max_width=300)
            w1, w2 = (round(measure(lab[k], st)[0]) + 24 for k in ("print", "post"))
            bx = button(page, theme, typo, x2 - w1 - w2 - 8, 100, lab["print"])
            button(page, theme, typo, bx + 8, 100, lab["post"], primary=True)
        return 156

    def _notes(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
               x1: int, y: int, x2: int) -> None:
        bottom = page.height - 34
        with page.region("notes", "body", (x1, y, x2, bottom), label=params["labels"]["notes"]):
            page.label(x1, y, params["labels"]["notes"], ui_style(typo, theme, bold=True),
                       role="structural")
            body = style(typo["body"], typo["size"], theme.text)
            paras = [styled_spans(n, m, body, theme, typo["mono"])
                     for n, m in zip(params["notes"], params["note_marks"], strict=True)]
            page.text((x1, y + 28, x2, bottom - 4), paras, body, role="prose", line_height=1.45,
                      paragraph_gap=params["gap"])
        with page.region("footer", "chrome", (0, page.height - 30, page.width, page.height)):
            st = ui_style(typo, theme, size=typo["size"] - 2, color=theme.muted)
            page.line((x1, page.height - 30), (x2, page.height - 30), theme.border)
            page.label(x1, page.height - 28, params["printed"], st, max_width=400)
            page.label(x2 - 200, page.height - 28, params["page"], st, align="right",
                       max_width=200)
