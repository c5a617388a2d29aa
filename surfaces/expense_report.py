"""An expense report in a travel-and-expense web app: app navigation, the report header
(submitter, period, cost centre, status), the table of expenses with receipt flags and
totals, and a side panel with the approval flow and a policy note."""

from __future__ import annotations

import datetime
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, measure
from surfaces.kit.brands import brand
from surfaces.kit.budget import EXPENSE_AMOUNTS
from surfaces.kit.chrome import button, ui_style
from surfaces.kit.document import sample_paragraphs
from surfaces.kit.numbers import (
    currency_for,
    format_date,
    format_money,
    locale_fact,
    random_day,
    ui_list,
)
from surfaces.kit.prose import sample_marks, styled_spans
from surfaces.kit.records import kv_rows, pill
from surfaces.kit.tables import Column, TableStyle, draw_table
from surfaces.kit.typography import sample_typography, style
from surfaces.kit.web import site_header

STATUS_COLOURS = ["purple", "blue", "green", "teal", "red"]
SENT_ON = (1, 2, 3)  # submitted, approved, reimbursed (records.exp.statuses)
RECEIPT_LIMITS = (20, 25, 30, 50, 75, 100)  # "a receipt for every expense over ..."


# the rec_expense kinds each records.expense report may hold (same order): a trip has train,
# hotel, taxi and meals; a trade fair parking and registration; no printer cartridges
# or software licences on a trip
# (a client visit: the train there, a taxi, a night in a hotel; never trade-fair parking)
TRIP_EXPENSES = [[2, 3, 7, 1], [2, 3, 6, 7, 5], [0, 3, 2], [1, 2, 3], [5, 2, 3, 1]]
REPEATABLE: tuple[int, ...] = ()  # one line per expense: no second identical line
# the cost centre that pays for each trip (doc_dept: 0 finance, 2 operations, 3 sales,
# 6 customer service; the first seven departments are the same in every language)
TRIP_DEPTS = [[0, 2, 3, 6], [3], [3, 6], list(range(7)), list(range(7))]
HOTEL, ARRIVAL, LUNCH = 2, (0, 3), 1
COURSE = 4  # the training course: two or three days, its lunch named for its day
# what the trip's lunch costs (records.expense order): with the client two people, a team
# several, on a course one person's lunch
LUNCH_AMOUNTS = {0: (30, 120), 1: (40, 180), 3: (60, 260), 4: (10, 40)}


def _kinds(rng: np.random.Generator, trip: int) -> list[int]:
    """The expense kinds of one report: each allowed kind once, some taxis or meals twice;
    the travel there first."""
    allowed = TRIP_EXPENSES[trip]
    kinds = [int(k) for k in rng.permutation(allowed)][:int(rng.integers(3, len(allowed) + 1))]
    kinds += [k for k in REPEATABLE if k in kinds and rng.random() < 0.5]
    return sorted(kinds, key=lambda k: (k not in ARRIVAL, k == HOTEL, int(rng.integers(0, 9))))


def _days(rng: np.random.Generator, start: int, kinds: list[int],
          trip: int) -> list[datetime.date]:
    """The day of each expense: arrival on the first day; with a hotel for two nights the
    report spans three days and the hotel is paid on the last; a course lasts two days at
    least."""
    first = random_day(rng, start, 1)
    span = 3 if HOTEL in kinds else 2 if trip == COURSE else int(rng.integers(1, 3))
    days = [first + datetime.timedelta(days=0 if k in ARRIVAL else span - 1 if k == HOTEL
                                       else int(rng.integers(0, span))) for k in kinds]
    days[0] = first  # the report starts with its first expense
    return days


class ExpenseReport(Surface):
    name = "expense_report"
    family = "tables"
    text_roles = ("prose", "text", "structural", "chrome")
    # No blank_line: each note is one paragraph: there is no empty line between paragraphs.
    unsupported_categories = ("blank_line",)
    regions = ("header", "report", "field", "cell", "approval", "policy")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        lang = content.lang
        cur = currency_for(rng, lang)
        start = int(rng.integers(0, 900))
        trip = int(rng.integers(0, len(TRIP_EXPENSES)))
        towns = [content.city() for _ in range(8)]  # earlier trips' towns, before the pin
        content.pin(city=content.city())  # the trip's one town (title, organiser)
        kinds = _kinds(rng, trip)
        days = _days(rng, start, kinds, trip)
        order = sorted(range(len(kinds)), key=lambda i: days[i])
        kinds, days = [kinds[i] for i in order], [days[i] for i in order]
        status = int(rng.integers(0, 5))
        # the policy's receipt limit: a report sent on (submitted, approved, paid) has every
        # expense over it with its receipt; a draft or a rejected one may lack one, and what
        # lacks it is not reimbursable (review47 0025: 847 EUR approved without a receipt)
        limit = int(choice(rng, RECEIPT_LIMITS))
        rows, total, owed = _rows(rng, content, cur, trip, kinds, days, status in SENT_ON,
                                  limit)
        # the approval flow follows the status: submitted after the period, each approver a
        # few days after the one before; a rejection stops the flow at its approver
        done = {0: -1, 1: 0, 2: 2, 3: 2, 4: int(rng.integers(1, 3))}[status]
        step_days = [days[-1] + datetime.timedelta(days=int(rng.integers(1, 6)))]
        for _ in range(2):
            step_days.append(step_days[-1] + datetime.timedelta(days=int(rng.integers(1, 5))))
        policy = sample_paragraphs(rng, content, "records.expense_policy", 1, (2, 3),
                                   limit=format_money(limit, lang, cur, 0))
        names: list[str] = []  # the submitter, then two other people who approve
        while len(names) < 3:
            name = content.full_name()
            if name not in names and name.split()[-1] not in " ".join(names):
                names.append(name)
        number = int(rng.integers(12000, 99999))  # the earlier reports' numbers are lower
        return {
            "typo": sample_typography(rng, "sans", (12, 13, 14)),
            "brand": brand(content, "business"), "nav": ui_list(content, "records.exp.nav"),
            "title": content.title_at("records.expense", trip), "kinds": kinds, "trip": trip,
            "labels": {k: content.ui(f"records.exp.{k}") for k in (
                "report", "submitted_by", "period", "status", "total", "reimbursable", "add",
                "submit", "approval", "receipt", "policy", "cost_centre", "download")},
            "statuses": ui_list(content, "records.exp.statuses"), "status": status,
            "cols": ui_list(content, "records.exp.cols"), "rows": rows,
            "total": format_money(total, lang, cur), "owed": format_money(owed, lang, cur),
            "receipt_limit": limit,
            "period": f"{format_date(days[0], lang)} – {format_date(days[-1], lang)}",
            "submitter": names[0], "approvers": names[1:],
            "cost_centre": f"{int(rng.integers(1000, 9999))} "
                           f"{content.data.SLOTS['doc_dept'][int(choice(rng, TRIP_DEPTS[trip]))]}",
            "report_no": f"ER-{number}",
            "policy_text": policy, "policy_marks": [sample_marks(rng, t, "mail") for t in policy],
            "steps_done": done, "rejected_at": done if status == 4 else -1, "row_h": int(choice(rng, [36, 40, 44])),
            "side": bool(rng.random() < 0.7),
            "dates": [content.format_date(d) for d in step_days],
            # a draft is not sent yet: its first step says so (never "Submitted" under "Draft")
            "steps": [content.ui("w15n.exp_unsent") if status == 0 and k == 0 else step
                      for k, step in enumerate(ui_list(content, "w6m2.exp_steps"))],
            "offsets": [(d - days[0]).days for d in days],  # each line's day in the period
            "earlier": _earlier(rng, content, cur, towns, days[0], number),
            "earlier_label": content.ui("records.exp.earlier"),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo, lab = params["typo"], params["labels"]
        page.rect((0, 0, page.width, page.height), theme.panel, name="background")
        site_header(page, theme, typo, (0, 0, page.width, 52), params["brand"], params["nav"],
                    active=2, fill=theme.surface)
        # the side panel only where the table's cells and the title fit whole beside it
        side = params["side"] and _fits(params, theme, page.width)
        x2 = page.width - (300 if side else 24)
        with page.region("report", "section", (24, 64, x2, 220), label=params["title"]):
            page.rect((24, 64, x2, 200), theme.surface, theme.border, radius=8, name="card")
            st = ui_style(typo, theme, size=typo["size"] - 1, color=theme.muted)
            page.label(44, 74, f"{lab['report']} {params['report_no']}", st)
            # the title and its status pill end before the total's column (r21: "Reembolsada"
            # ran under "857,15 €")
            status = params["statuses"][params["status"]]
            pw = round(measure(status, ui_style(typo, theme, size=typo["size"] - 2))[0]) + 18
            t = page.label(44, 96, params["title"], ui_style(typo, theme, size=20, bold=True),
                           role="structural", max_width=min(x2 - 300, x2 - 272 - pw))
            pill(page, theme, typo, t.right + 16, 106, status, STATUS_COLOURS[params["status"]])
            val = ui_style(typo, theme)
            rows = [[lab["submitted_by"], params["submitter"]], [lab["period"], params["period"]],
                    [lab["cost_centre"], params["cost_centre"]]]
            w = (x2 - 68) // 3
            for k, row in enumerate(rows):
                kv_rows(page, theme, (44 + k * w, 140, 44 + (k + 1) * w - 10, 200), [row], st,
                        val, 0, stacked=True)
            tw = ui_style(typo, theme, size=22, bold=True)
            page.label(x2 - 180, 78, lab["total"], st, role="structural")
            page.label(x2 - 180, 96, params["total"], tw, role="text", max_width=160)
        # the items card as tall as its rows; on a tall screen the user's earlier reports
        # below it, as the app lists them (a 1080 px page was half empty, h_instr2)
        need = 56 + 36 + len(params["rows"]) * params["row_h"] + 56
        bottom = page.height - 20
        if bottom - (216 + need) >= 200:
            bottom = 216 + need
            self._earlier(page, theme, params, (24, bottom + 16, x2, page.height - 20))
        self._table(page, theme, params, (24, 216, x2, bottom))
        if side:
            self._side(page, theme, params, (x2 + 16, 64, page.width - 24, page.height - 20))
        return page

    def _table(self, page: Page, theme: Theme, params: dict[str, Any], box) -> None:
        typo, lab = params["typo"], params["labels"]
        x1, y1, x2, y2 = box
        page.rect(box, theme.surface, theme.border, radius=8, name="card")
        with page.region("toolbar", "chrome", (x1, y1, x2, y1 + 52)):
            # a draft or a rejected report is edited and (re)submitted; once submitted it
            # is read-only and only downloaded
            editable = params["status"] in (0, 4)
            if editable:
                button(page, theme, typo, x1 + 16, y1 + 12, "+ " + lab["add"])
            action = lab["submit"] if editable else lab["download"]
            w = round(measure(action, ui_style(typo, theme))[0]) + 24
            button(page, theme, typo, x2 - 16 - w, y1 + 12, action, primary=editable)
        titles = [*params["cols"], lab["receipt"]]
        widths = _widths(params, x2 - x1 - 2)
        cols = [Column(t, w, "right" if k == 4 else ("center" if k == 5 else "left"))
                for k, (t, w) in enumerate(zip(titles, widths, strict=True))]
        ts = TableStyle(row_height=params["row_h"], header_height=36, zebra=False, grid="rows",
                        header_upper=True)
        bottom = draw_table(page, theme, typo, (x1 + 1, y1 + 56, x2 - 1, y2 - 46), cols,
                            params["rows"], ts)
        with page.region(f"field {lab['reimbursable']}", "field", (x1, bottom, x2, bottom + 40),
                         label=lab["total"]):
            st = ui_style(typo, theme, bold=True)
            right = x1 + 1 + sum(widths[:5]) - 10
            page.label(x1 + 16, bottom + 8, lab["reimbursable"], st, role="structural")
            page.label(right - 150, bottom + 8, params["owed"], st, role="text", max_width=150,
                       align="right")

    def _earlier(self, page: Page, theme: Theme, params: dict[str, Any], box) -> None:
        """The user's earlier reports, newest first: title, number and period, total and
        status (approved or reimbursed), as many as the card holds."""
        typo, lab = params["typo"], params["labels"]
        x1, y1, x2, y2 = box
        pitch = 58
        rows = params["earlier"][:max(0, (y2 - y1 - 56) // pitch)]
        if not rows:
            return
        y2 = y1 + 52 + len(rows) * pitch
        with page.region(f"section {params['earlier_label']}", "section", (x1, y1, x2, y2),
                         label=params["earlier_label"]):
            page.rect((x1, y1, x2, y2), theme.surface, theme.border, radius=8, name="card")
            page.label(x1 + 16, y1 + 14, params["earlier_label"],
                       ui_style(typo, theme, bold=True), role="structural")
            st = ui_style(typo, theme)
            muted = ui_style(typo, theme, size=typo["size"] - 1, color=theme.muted)
            for k, r in enumerate(rows):
                y = y1 + 48 + k * pitch
                page.line((x1 + 1, y), (x2 - 1, y), theme.border, 1)
                status = params["statuses"][r["status"]]
                w = round(measure(status, ui_style(typo, theme, size=typo["size"] - 2))[0]) + 18
                # title and number end before the total (right-aligned before the pill)
                room = x2 - 48 - w - round(measure(r["total"], st)[0]) - 16 - x1
                page.label(x1 + 16, y + 9, r["title"], st.but(bold=True), role="text",
                           max_width=room)
                page.label(x1 + 16, y + 31, f"{lab['report']} {r['no']} · {r['period']}",
                           muted, role="text", max_width=room)
                pill(page, theme, typo, x2 - 16 - w, y + 16, status, STATUS_COLOURS[r["status"]])
                page.label(x2 - 32 - w - 150, y + 18, r["total"], st, role="text",
                           max_width=150, align="right")

    def _side(self, page: Page, theme: Theme, params: dict[str, Any], box) -> None:
        typo, lab = params["typo"], params["labels"]
        x1, y1, x2, y2 = box
        with page.region("approval", "sidebar", (x1, y1, x2, y1 + 300), label=lab["approval"]):
            page.rect((x1, y1, x2, y1 + 290), theme.surface, theme.border, radius=8, name="card")
            page.label(x1 + 16, y1 + 10, lab["approval"], ui_style(typo, theme, bold=True),
                       role="structural")
            people = [params["submitter"], *params["approvers"]]
            st = ui_style(typo, theme, size=typo["size"] - 1)
            for k, name in enumerate(people):
                y = y1 + 52 + k * 76
                done = k <= params["steps_done"]
                refused = k == params.get("rejected_at", -1)
                colour = theme.palette["red" if refused else "green"] if done else theme.border
                page.ellipse((x1 + 18, y + 4, x1 + 34, y + 20), colour, name="step")
                if k < len(people) - 1:
                    page.line((x1 + 26, y + 22), (x1 + 26, y + 74), theme.border, 2)
                page.label(x1 + 46, y - 4, name, st.but(bold=True), max_width=x2 - x1 - 60)
                # what this step is (submitted, approved by the manager, by finance), and when
                page.label(x1 + 46, y + 16, params["steps"][k], st, role="text",
                           max_width=x2 - x1 - 60)
                page.label(x1 + 46, y + 36, params["dates"][k] if done else "—",
                           st.but(color=theme.muted), role="text")
        top = y1 + 306
        with page.region("policy", "section", (x1, top, x2, y2), label=lab["policy"]):
            tall = 170
            bg = page.rect((x1, top, x2, top + tall), theme.faded(theme.palette["orange"],
                                                                 on=theme.bg, amount=0.88),
                           radius=8, name="notice")
            page.label(x1 + 16, top + 8, lab["policy"], ui_style(typo, theme, bold=True),
                       role="structural")
            body = style(typo["ui"], typo["size"] - 1, theme.text)
            paras = [styled_spans(t, m, body, theme, typo["mono"]) for t, m in
                     zip(params["policy_text"], params["policy_marks"], strict=True)]
            # the note as tall as its text (a fixed 170 px cut the last rule with an ellipsis)
            text = page.text((x1 + 16, top + 44, x2 - 16, y2 - 12), paras, body, role="prose",
                             line_height=1.45)
            page.resize(bg, (x1, top, x2, max(top + tall, text.bottom + 14)))


# Who is paid, by rec_expense index (same order as EXPENSE_AMOUNTS): a locale fact
# (merchants.*), a content slot or title, or nobody (mileage is the employee's own car).
SOFTWARE = ["Adobe", "Microsoft", "Atlassian", "Zoom", "Slack", "Dropbox"]


# the records.expense trips whose lunch (wf.exp_lunch) and fee (wf.exp_fee*) are named for
# them, in the order of those lists
LUNCH_TRIPS, FEE_TRIPS = (0, 1, 3, 4), (1, 4)


def _rows(rng: np.random.Generator, content: Content, cur: str, trip: int, kinds: list[int],
          days: list[datetime.date], sent: bool, limit: int) -> tuple[list, float, float]:
    """The table's rows, their total and what of it is reimbursable: a line with its
    receipt or under the policy's ``limit``; a report ``sent`` on lacks no receipt over it."""
    rows, total, owed = [], 0.0, 0.0
    for day, k in zip(days, kinds, strict=True):
        lo, hi = LUNCH_AMOUNTS.get(trip, EXPENSE_AMOUNTS[k]) if k == LUNCH else \
            EXPENSE_AMOUNTS[k]
        amount = float(rng.integers(lo * 100, hi * 100)) / 100 if hi else lo
        receipt = rng.random() < 0.85 or (amount > limit and sent)
        total += amount
        owed += amount if receipt or amount <= limit else 0.0
        category, what = _line(content, trip, k, (day - days[0]).days + 1)
        rows.append([format_date(day, content.lang), [_merchant(rng, content, k, trip), "bold"],
                     category, [what, "muted"], format_money(amount, content.lang, cur),
                     ["", "check" if receipt else "nocheck"]])
    return rows, total, owed


def _line(content: Content, trip: int, k: int, day: int = 1) -> tuple[str, str]:
    """The category and description of expense ``k`` on ``trip``: a lunch or a fee named for
    the trip (an exhibitor pass at a fair, a course fee on a training course); a course's
    lunch names the course ``day`` it was eaten on."""
    entry = content.data.SLOTS["rec_expense"][k]
    if k == 1 and trip in LUNCH_TRIPS:
        lunch = content.ui_list("wf.exp_lunch")[LUNCH_TRIPS.index(trip)]
        return entry["category"], lunch.replace("{n}", str(day))
    if k == 5 and trip in FEE_TRIPS:
        at = FEE_TRIPS.index(trip)
        return content.ui_list("wf.exp_fee_cat")[at], content.ui_list("wf.exp_fee")[at]
    return entry["category"], entry["description"]


def _merchant(rng: np.random.Generator, content: Content, k: int, trip: int = 0) -> str:
    kinds = {0: "rail", 3: "taxi", 4: "office", 6: "parking"}
    if k in kinds:
        return choice(rng, locale_fact(content.lang, f"merchants.{kinds[k]}"))
    if k in (1, 7):
        return content.title("media.restaurant", name=content.last_name())
    if k == 2:
        return content.word("apps_trip_hotel")
    if k == 8:
        return choice(rng, SOFTWARE)
    if k == 9:
        return "—"
    if trip in FEE_TRIPS:  # the fair or the school that is paid
        return content.fill(content.ui_list("wf.exp_fee_to")[FEE_TRIPS.index(trip)])
    return content.company()


def _earlier(rng: np.random.Generator, content: Content, cur: str, towns: list[str],
             first: datetime.date, no: int) -> list[dict[str, Any]]:
    """Up to eight earlier reports of the same user, newest first, each a trip of another
    kind or town, weeks apart before this one; the latest may still await payment."""
    lang = content.lang
    out: list[dict[str, Any]] = []
    end = first
    for k in range(8):
        end -= datetime.timedelta(days=int(rng.integers(12, 50)))
        start = end - datetime.timedelta(days=int(rng.integers(0, 4)))
        no -= int(rng.integers(20, 250))
        trip = int(rng.integers(0, len(TRIP_EXPENSES)))
        total = float(rng.integers(4000, 160000)) / 100
        out.append({"title": content.title_at("records.expense", trip, city=towns[k]),
                    "no": f"ER-{no}", "total": format_money(total, lang, cur),
                    "period": f"{format_date(start, lang)} – {format_date(end, lang)}"
                    if start != end else format_date(end, lang),
                    "status": 2 if k == 0 and rng.random() < 0.4 else 3})
        end = start
    return out




def _natural(params: dict[str, Any]) -> list[int]:
    """Each column's width for its widest cell (merchants bold) or header (upper case)."""
    base = style(params["typo"]["ui"], params["typo"]["size"] - 1, (0, 0, 0))
    titles = [t.upper() for t in [*params["cols"], params["labels"]["receipt"]]]
    out = []
    for c, title in enumerate(titles):
        cells = [(r[c], "") if isinstance(r[c], str) else (str(r[c][0]), r[c][1])
                 for r in params["rows"]]
        out.append(round(max(measure(t, base.but(bold=True) if k in ("head", "bold") else base)[0]
                             for t, k in [(title, "head"), *cells])) + 26)
    return out


def _widths(params: dict[str, Any], total: int) -> list[int]:
    """The columns at their natural widths, the room left shared out evenly."""
    natural = _natural(params)
    out = [w + max(0, total - sum(natural)) // len(natural) for w in natural]
    out[-1] += total - sum(out)
    return out


def _fits(params: dict[str, Any], theme: Theme, width: int) -> bool:
    """Whether the table's cells and the title fit whole beside the side panel (at 1024 px
    "Train ticket to the client s…", "Curso de formación en Jerez de la F…" did not)."""
    typo = params["typo"]
    total = width - 300 - 24 - 2
    status = params["statuses"][params["status"]]
    pw = round(measure(status, ui_style(typo, theme, size=typo["size"] - 2))[0]) + 18
    room = min(total - 300, total - 272 - pw)
    title = measure(params["title"], ui_style(typo, theme, size=20, bold=True))[0]
    return sum(_natural(params)) <= total and title <= room
