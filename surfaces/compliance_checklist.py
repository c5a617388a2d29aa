"""An audit checklist app: navigation sidebar, the audit header (site, auditor, date,
progress), and sections of checklist items with checkboxes, owners, due dates and
status badges."""

from __future__ import annotations

import datetime
import re
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice
from surfaces.kit.brands import brand
from surfaces.kit.cards import progress
from surfaces.kit.chrome import button, sidebar_list, ui_style
from surfaces.kit.holidays import working_day
from surfaces.kit.numbers import random_day, ui_list
from surfaces.kit.records import check_item, kv_rows
from surfaces.kit.typography import sample_typography

STATUS_COLOURS = ["green", "red", "blue", "orange"]
# records.cmp.statuses: compliant, non-compliant, not applicable, pending
SECTION_ORDER = (1, 3, 0, 2)


def _kind(content: Content, template: str) -> str:
    """"safety", "data" or "" (either, e.g. a visitor log) for one checklist item."""
    safety = re.search("|".join(content.ui_list("h_cmp.safety_words")), template, re.I)
    data = re.search("|".join(content.ui_list("h_cmp.data_words")), template, re.I)
    return "safety" if safety and not data else "data" if data and not safety else ""


def _fits_date(content: Content, text: str, day: datetime.date) -> bool:
    """Whether ``text``'s words for the current year, quarter or month fit an audit on
    ``day``: "this year" from April, "this quarter" a month into it, "this month" from the
    10th (review45 0015: a whole-staff fire drill "this year" on 3 January)."""
    into = {"year": (day - datetime.date(day.year, 1, 1)).days,
            "quarter": (day - datetime.date(day.year, 3 * ((day.month - 1) // 3) + 1, 1)).days,
            "month": day.day - 1}
    for period, least in (("year", 90), ("quarter", 30), ("month", 9)):
        words = content.ui_list(f"hf.cmp.this_{period}")
        if into[period] < least and re.search("|".join(map(re.escape, words)), text, re.I):
            return False
    return True


def _items(rng: np.random.Generator, content: Content, topic: int, n: int,
           day: datetime.date) -> list[str]:
    """``n`` items of the checklist's subject (records.checklist: 0 and 4 safety audits,
    1 and 3 data protection and ISO 27001, 2 an office inspection that checks anything)."""
    want = {0: "safety", 4: "safety", 1: "data", 3: "data"}.get(topic)
    templates = content.data.SENTENCES["records.compliance"]
    pool = [t for t in templates if want is None or _kind(content, t) == want]
    subjects = [re.compile(p, re.I) for p in content.ui_list("w6b.cmp_subjects")]
    out, seen = [], set()
    for i in rng.permutation(len(pool)):  # one item per subject (the extinguishers once)
        if len(out) == n:
            break
        text = content.fill(pool[int(i)])
        for _ in range(6):  # another wording of the item where "this year" is too early
            if _fits_date(content, text, day):
                break
            text = content.fill(pool[int(i)])
        if not _fits_date(content, text, day):
            continue
        subject = next((k for k, p in enumerate(subjects) if p.search(text)), None)
        if subject is None or subject not in seen:
            seen.add(subject)
            out.append(text)
    return out


def _may_not_apply(content: Content, text: str) -> bool:
    """Whether an item names something a site may not have (a forklift, a boiler)."""
    return any(w.lower() in text.lower() for w in content.ui_list("cmp.conditional_words"))


def _due(rng: np.random.Generator, content: Content, review: datetime.date,
         status: int) -> str:
    """When the item is due, from the audit's date: a finding is fixed within weeks, a
    pending check soon after; a compliant item was checked before the audit; an item that
    does not apply has none."""
    if status == 2:
        return "–"
    days = {0: (-40, 0), 1: (7, 60), 3: (3, 30)}[status]
    day = review + datetime.timedelta(days=int(rng.integers(*days)))
    return content.format_date(working_day(content.lang, day))  # never on a Sunday


class ComplianceChecklist(Surface):
    name = "compliance_checklist"
    family = "forms"
    text_roles = ("text", "structural", "chrome")
    # No select_substring: its pages rarely show such text (see
    # tests/surfaces/test_surfaces_candidates.py).
    unsupported_categories = ("select_substring",)
    regions = ("sidebar", "audit", "field", "section", "item")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        topic = int(rng.integers(0, 5))  # the audit's subject, then items of that subject
        # the audit's date, a working day (no audit on a Sunday or 1 January): the due
        # dates are set from it, and the items' "this year" fit it
        review = working_day(content.lang, random_day(rng))
        texts = _items(rng, content, topic, int(rng.integers(7, 11)), review)
        statuses = ui_list(content, "records.cmp.statuses")
        items = []
        for text in texts:
            status = int(choice(rng, [0, 0, 0, 1, 3, 2] if _may_not_apply(content, text)
                                else [0, 0, 0, 1, 3]))
            items.append({"text": text, "status": status, "checked": status in (0, 2),
                          "owner": content.full_name(), "due": _due(rng, content, review, status)})
        # Items are grouped by their status, findings first, each group headed by the
        # status and its count (the items are about any topic: a topical heading such
        # as "Fire safety" would not match most of them).
        sections = []
        for status in SECTION_ORDER:
            group = [i for i in items if i["status"] == status]
            if group:
                for item in group:
                    item["section"] = len(sections)
                sections.append(f"{statuses[status]} ({len(group)})")
        items.sort(key=lambda i: i["section"])
        # the counter counts the items with a verdict (anything but pending, a finding too)
        # among those the page shows and says so ("4 of 7 items assessed"): one line per
        # count of items shown, compose picks the one that fits
        verdicts = [i["status"] != 3 for i in items]
        labels = {k: content.ui(f"records.cmp.{k}") for k in (
            "owner", "due", "auditor", "site", "export", "add_note")}
        for item in items:  # "Échéance : 4 mars" (French puts a space before the colon)
            for k in ("owner", "due"):
                item[f"{k}_field"] = content.ui("w6b.field", label=labels[k], value=item[k])
        return {
            "typo": sample_typography(rng, "sans", (13, 14)),
            "brand": brand(content, "business"), "nav": ui_list(content, "records.cmp.nav"),
            "title": content.title_at("records.checklist", topic), "topic": topic, "sections": sections, "items": items,
            "statuses": statuses, "labels": labels,
            "progress": [content.ui("h_native2.cmp_progress", n=sum(verdicts[:k]),
                                    total=k)
                         for k in range(1, len(items) + 1)],
            "verdicts": verdicts,
            "site": f"{content.company()}, {content.city()}", "auditor": content.full_name(),
            # "Datum", no colon, like the "Auditor" and "Site" captions beside it
            "date_label": content.ui("document.date").rstrip(": \u00a0"),
            "date": content.format_date(review),
            "review": review.isoformat(),
            "meta": bool(rng.random() < 0.6), "sidebar_w": int(choice(rng, [200, 220, 240])),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo, lab = params["typo"], params["labels"]
        x1, x2 = params["sidebar_w"] + 32, page.width - 32
        shown = self._list(self.new_page(theme), theme, params, x1, x2, 99)  # how many fit
        page.rect((0, 0, page.width, page.height), theme.bg, name="background")
        sw = params["sidebar_w"]
        sidebar_list(page, theme, typo, (0, 0, sw, page.height), params["nav"], active=2,
                     title=params["brand"])
        x1, x2 = sw + 32, page.width - 32
        with page.region("audit", "header", (x1, 16, x2, 150), label=params["title"]):
            page.label(x1, 16, params["title"], ui_style(typo, theme, size=22, bold=True),
                       role="structural", max_width=x2 - x1 - 170)
            button(page, theme, typo, x2 - 150, 20, lab["export"])
            cap = ui_style(typo, theme, size=typo["size"] - 2, color=theme.muted)
            val = ui_style(typo, theme)
            rows = [[lab["site"], params["site"]], [lab["auditor"], params["auditor"]],
                    [params["date_label"], params["date"]]]
            w = (x2 - x1) // 3
            for k, row in enumerate(rows):
                kv_rows(page, theme, (x1 + k * w, 64, x1 + (k + 1) * w - 12, 116), [row], cap,
                        val, 0, stacked=True)
            progress(page, theme, (x1, 122, x2 - 220, 128),
                     sum(params["verdicts"][:shown]) / shown, theme.palette["green"])
            page.label(x2 - 200, 112, params["progress"][shown - 1], cap, max_width=200)
        self._list(page, theme, params, x1, x2, shown)
        return page

    def _list(self, page: Page, theme: Theme, params: dict[str, Any], x1: int,
              x2: int, limit: int) -> int:
        """Draw the sections and items that fit (at most ``limit``, each section headed by
        its status and the count of its items shown); return how many were drawn."""
        typo = params["typo"]
        items = params["items"][:limit]
        y, shown = 156, 0
        section = -1
        for k, item in enumerate(items):
            if y > page.height - 60:
                break
            shown += 1
            if item["section"] != section:
                section = item["section"]
                count = sum(i["section"] == section for i in items)
                title = f"{params['statuses'][item['status']]} ({count})"
                page.rect((x1 - 12, y + 4, x2 + 12, y + 38), theme.panel, radius=6,
                          name="section band")
                with page.region(f"section {title}", "section", (x1, y, x2, y + 40),
                                 label=title):
                    page.label(x1, y + 6, title, ui_style(typo, theme, bold=True),
                               role="structural")
                y += 44
            meta = (f"{item['owner_field']} · {item['due_field']}" if params["meta"] else "")
            status = params["statuses"][item["status"]]
            y = check_item(page, theme, typo, (x1, y, x2, y + 70), k + 1, item["text"],
                           item["checked"], status, STATUS_COLOURS[item["status"]], meta,
                           status_w=170)
            page.line((x1, y - 3), (x2, y - 3), theme.border)
        return shown
