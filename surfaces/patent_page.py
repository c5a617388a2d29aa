"""A patent search result page: publication number and title, abstract, numbered claims
(one independent claim, then dependent ones), and an info panel with dates and parties."""

from __future__ import annotations

import datetime
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, fontbook
from surfaces.kit.chrome import ui_style
from surfaces.kit.document import fit_prose
from surfaces.kit.forms import form_button
from surfaces.kit.numbers import format_date, format_number, territory
from surfaces.kit.prose import sample_marks
from surfaces.kit.records import kv_rows, numbered, pill
from surfaces.kit.sector_firms import sector_firm
from surfaces.kit.typography import sample_typography, style

# the weekdays (Monday 0) each office publishes on: the USPTO its applications on
# Thursdays and its grants on Tuesdays, the EPO on Wednesdays, the DPMA on Thursdays, the
# INPI's bulletin on Fridays; the others on any working day
WEEKDAYS = {"US": (3,), "US-B": (1,), "EP": (2,), "DE": (3,), "FR": (4,)}
_DAY0 = datetime.date(2024, 1, 1)
# the first number of 2024 and how many each office numbers in a year (approximate), so
# a later publication has a higher number
SERIES = {"US-B": (11_857_000, 328_000), "FR": (3_140_000, 13_000), "ES": (2_940_000, 18_000),
          "IT": (1_420_000, 10_000), "NL": (2_036_000, 2_600)}


def publication_day(rng: np.random.Generator, office: str) -> datetime.date:
    """A day in 2024-2026 on which ``office`` ("US", "US-B" for US grants, "DE", ...)
    publishes."""
    day = _DAY0 + datetime.timedelta(days=int(rng.integers(0, 1000)))
    while day.weekday() not in WEEKDAYS.get(office, (0, 1, 2, 3, 4)):
        day += datetime.timedelta(days=1)
    return day


def _serial(rng: np.random.Generator, office: str, day: datetime.date) -> int:
    """The office's running number for a publication on ``day`` (grows through time)."""
    first, per_year = SERIES[office]
    return first + round((day - _DAY0).days * per_year / 365) + int(rng.integers(0, 200))


def patent_number(rng: np.random.Generator, prefix: str, lang: str, granted: bool,
                  published: datetime.date, filed: datetime.date) -> str:
    """A granted patent's number with a B kind code; a pending one is its published
    application, in the office's own format: "US 2025/0123456 A1" (its serial grows
    through the year), "NL 2034567 B1" (a Dutch application "A"), "DE 10 2023 104 567 A1"
    (its filing year and the filing's place in that year inside)."""
    if prefix == "NL":
        return f"NL {_serial(rng, 'NL', published)} {'B1' if granted else 'A'}"
    if prefix == "DE":
        k = 100_000 + round(filed.timetuple().tm_yday / 366 * 29_000) + int(rng.integers(0, 300))
        return f"DE 10 {filed.year} {k // 1000} {k % 1000:03d} {'B4' if granted else 'A1'}"
    if territory(lang) == "US":
        if not granted:
            serial = round(published.timetuple().tm_yday / 366 * 410_000)
            serial = max(1, serial - int(rng.integers(0, 1500)))
            return f"{prefix} {published.year}/{serial:07d} A1"
        n = _serial(rng, "US-B", published)
        return f"{prefix} {format_number(n, lang, 0)} {choice(rng, ['B2', 'B1'])}"
    # seven digits, as the office numbers them now: France 3 xxx xxx, Spain 2 xxx xxx
    digits = str(_serial(rng, prefix if prefix in SERIES else "IT", published))
    kind = "B1" if granted else "A1"
    return f"{prefix} {digits[0]} {digits[1:4]} {digits[4:]} {kind}"


def _filing_day(day: datetime.date, step: int) -> datetime.date:
    """``day``, or the nearest working day in direction ``step`` (no filing is dated on a
    weekend, Christmas Day or New Year's Day)."""
    while day.weekday() >= 5 or (day.month, day.day) in ((12, 25), (1, 1)):
        day += datetime.timedelta(days=step)
    return day


def patent_dates(rng: np.random.Generator, granted: bool,
                 office: str = "EP") -> list[datetime.date]:
    """Priority, filing and publication days, all working days: the filing within the
    priority year; a pending application published 18 months after its priority, a grant
    2 to 4 years after the filing (the publication falls in 2024-2026, on a day the office
    publishes)."""
    published = publication_day(rng, "US-B" if office == "US" and granted else office)
    if granted:
        filed = _filing_day(published - datetime.timedelta(days=int(rng.integers(700, 1500))),
                            -1)
        priority = _filing_day(filed - datetime.timedelta(days=int(rng.integers(0, 362))), -1)
    else:
        priority = _filing_day(published - datetime.timedelta(
            days=548 + int(rng.integers(0, 8))), -1)
        filed = _filing_day(priority + datetime.timedelta(days=int(rng.integers(0, 362))), 1)
    return [priority, filed, published]


# the words of a method claim or description, which a device patent never has
METHOD_WORDS = ("the method", "verfahren", "procédé", "procedimiento", "método", "metodo",
                "procedimento", "werkwijze", "gebruik")


def invention(rng: np.random.Generator, content: Content) -> dict[str, Any]:
    """One invention: the part (pat_part), the appliance it sits in (pat_app) and what is
    new about it, kind 0 tool-free removal, 1 damped mounting, 2 one-piece moulding; the
    title, claim 1, the abstract's effect, the problem and the dependent claims all say it."""
    i = int(rng.integers(0, len(content.data.SLOTS["pat_part"])))
    kind = int(rng.integers(0, 3))
    words = {k: content.word_at(f"pat_{k}", i) for k in ("part", "app", "app_a")}
    return {"kind": kind, **words,
            "deps": [int(d) for d in 3 * kind + rng.permutation(3)]}


def _text(content: Content, key: str, inv: dict[str, Any], k: int | None = None,
          **more: str) -> str:
    """The invention's ``w8_pat.<key>`` (entry ``k`` of a list) filled with its words."""
    template = content.ui_list(f"w8_pat.{key}")[0 if k is None else k]
    return content.fill(template, part=inv["part"], app=inv["app"], app_a=inv["app_a"], **more)


class PatentPage(Surface):
    name = "patent_page"
    family = "documents"
    text_roles = ("prose", "text", "structural", "chrome")
    # No blank_line: paragraphs are spaced by less than a line, as the real page styles them.
    unsupported_categories = ("blank_line",)
    regions = ("header", "abstract", "claims", "claim", "info", "description")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        inv = invention(rng, content)
        part, kind = inv["part"], inv["kind"]
        claims = [_text(content, "claim1", inv, kind)]
        # each dependent claim refers back to claim 1, whose features it narrows (a claim
        # on claim 2 would say "the damping element" of claim 2's "four damping elements";
        # review r28), in one wording ("according to claim 1" in every claim, never mixed)
        ref = content.ui("w8_pat.ref")
        deps = inv["deps"][:int(rng.integers(2, 4))]
        for k in range(2, 2 + len(deps)):  # the draws that once chose the claim referred
            rng.integers(1, k)             # to, kept so the rest of the page stays as it was
        claims += [_text(content, "deps", inv, d, n="1", ref=ref) for d in deps]
        n_claims = len(claims)
        abstract = [" ".join((_text(content, "intro", inv), _text(content, "abstract", inv,
                                                                   kind)))]
        description = [_text(content, "problem", inv, kind),
                       " ".join((_text(content, "figures", inv), _text(content, "further", inv)))]
        lang = content.lang
        # the title names the part the claims are about and what is new about it
        title = _text(content, "title", inv, kind)
        active = bool(rng.random() < 0.6)  # granted and in force, or an application pending
        prefix = content.ui("records.pat.prefix")
        days = patent_dates(rng, active, prefix)
        dates = [format_date(d, lang) for d in days]
        return {
            "typo": sample_typography(rng, "sans", (13, 14)),
            "body_font": choice(rng, fontbook().families_of(choice(rng, ["serif", "sans"]))),
            "size": int(choice(rng, [13, 14, 15])),
            "brand": content.ui("records.pat.brand"),
            "number": patent_number(rng, prefix, lang, active, days[2], days[1]),
            "title": title,
            "abstract": abstract, "abstract_marks": [sample_marks(rng, t, "article")
                                                     for t in abstract],
            "claims": claims, "claim_marks": [sample_marks(rng, t, "none") for t in claims],
            "labels": {k: content.ui(f"records.pat.{k}") for k in (
                "abstract", "description", "inventor", "assignee", "priority", "filed",
                "published", "status", "download", "find_prior", "info")},
            "claims_head": content.ui("records.pat.claims", n=n_claims),
            "active": active, "days": [d.isoformat() for d in days],
            "status": content.ui("records.pat.active" if active else "records.pat.pending"),
            "inventors": [content.full_name() for _ in range(int(rng.integers(1, 3)))],
            # the applicant makes what the invention sits in (not "Costruzioni Barone S.r.l.")
            "assignee": sector_firm(rng, content, "appliance"), "dates": dates,
            "info_w": int(choice(rng, [260, 290, 320])),
            "claims_first": bool(rng.random() < 0.3), "description": description,
            "desc_marks": [sample_marks(rng, t, "none") for t in description],
            # the description's first paragraph is [0001] (the page shows it from its start)
            "para0": 1,
            "search": part,  # the search that found this patent
            "invention": inv,
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        page.rect((0, 0, page.width, page.height), theme.bg, name="background")
        self._header(page, theme, params)
        info_x = page.width - params["info_w"] - 24
        self._info(page, theme, params, (info_x, 76, page.width - 24, page.height - 16))
        x1, x2 = 32, info_x - 32
        size = params["size"]
        body = style(params["body_font"], size, theme.text)
        muted = ui_style(typo, theme, color=theme.muted)
        page.label(x1, 70, params["number"], muted.but(bold=True))
        title = page.text((x1, 102, x2, 170), params["title"],
                          style(typo["ui"], size + 9, theme.text), role="structural",
                          max_lines=2, line_height=1.25)
        y = title.bottom + 14
        parts = [self._abstract, self._claims]
        if params["claims_first"]:
            parts.reverse()
        parts.append(self._description)
        for part in parts:
            y = part(page, theme, params, (x1, y, x2, page.height - 16), body) + 18
        return page

    def _header(self, page: Page, theme: Theme, params: dict[str, Any]) -> None:
        typo = params["typo"]
        with page.region("header", "chrome", (0, 0, page.width, 56)):
            page.rect((0, 0, page.width, 56), theme.panel, name="header")
            page.line((0, 55), (page.width, 55), theme.border)
            st = ui_style(typo, theme, size=typo["size"] + 5)
            page.label(24, 12, params["brand"], st.but(color=theme.muted))
            page.rect((170, 10, 700, 46), theme.surface, theme.border, radius=18, name="search box")
            page.label(190, 12, params["search"], ui_style(typo, theme), max_width=480)

    def _section_head(self, page: Page, theme: Theme, params: dict[str, Any], x1: int, x2: int,
                      y: int, text: str) -> int:
        st = ui_style(params["typo"], theme, size=params["typo"]["size"] + 2, bold=True)
        block = page.label(x1, y, text, st, role="structural")
        page.line((x1, block.bottom + 2), (x2, block.bottom + 2), theme.border)
        return block.bottom + 12

    def _abstract(self, page: Page, theme: Theme, params: dict[str, Any], box, body) -> int:
        x1, y, x2, y2 = box
        if y > y2 - 60:
            return y
        with page.region("abstract", "section", (x1, y, x2, y2), label=params["labels"]["abstract"]):
            y = self._section_head(page, theme, params, x1, x2, y, params["labels"]["abstract"])
            block = fit_prose(page, (x1, y, x2, y2), params["abstract"], params["abstract_marks"],
                              body, theme, params["typo"]["mono"], line_height=1.5)
        return block.bottom

    def _claims(self, page: Page, theme: Theme, params: dict[str, Any], box, body) -> int:
        x1, y, x2, y2 = box
        if y > y2 - 60:
            return y
        with page.region("claims", "section", (x1, y, x2, y2), label=params["claims_head"]):
            y = self._section_head(page, theme, params, x1, x2, y, params["claims_head"])
            return numbered(page, theme, (x1, y, x2, y2), params["claims"], params["claim_marks"],
                            body, params["typo"]["mono"], indent=28, gap=10)

    def _description(self, page: Page, theme: Theme, params: dict[str, Any], box, body) -> int:
        x1, y, x2, y2 = box
        if y > y2 - 80:
            return y
        head = params["labels"]["description"]
        with page.region("description", "section", (x1, y, x2, y2), label=head):
            y = self._section_head(page, theme, params, x1, x2, y, head)
            return numbered(page, theme, (x1, y, x2, y2), params["description"],
                            params["desc_marks"], body, params["typo"]["mono"], fmt="[{n:04d}]",
                            first=params["para0"], indent=60, gap=10, region="paragraph",
                            number_st=body.but(size=body.size - 1, bold=True))

    def _info(self, page: Page, theme: Theme, params: dict[str, Any], box) -> None:
        typo = params["typo"]
        x1, y1, x2, y2 = box
        lab = params["labels"]
        with page.region("info", "sidebar", box, label=lab["info"]):
            page.rect((x1, y1, x2, y1 + 430), theme.surface, theme.border, radius=8, name="card")
            form_button(page, theme, typo, (x1 + 16, y1 + 16, x2 - 16, y1 + 50), lab["download"])
            form_button(page, theme, typo, (x1 + 16, y1 + 58, x2 - 16, y1 + 92), lab["find_prior"],
                        primary=False)
            cap = ui_style(typo, theme, size=typo["size"] - 2, color=theme.muted)
            val = ui_style(typo, theme, size=typo["size"] - 1)
            rows = [[lab["inventor"], ", ".join(params["inventors"])],
                    [lab["assignee"], params["assignee"]], [lab["priority"], params["dates"][0]],
                     [lab["filed"], params["dates"][1]], [lab["published"], params["dates"][2]]]
            y = kv_rows(page, theme, (x1 + 16, y1 + 108, x2 - 16, y1 + 400), rows, cap, val, 0,
                        stacked=True)
            page.label(x1 + 16, y + 2, lab["status"], cap, role="structural")
            pill(page, theme, typo, x1 + 16 + 90, y + 6, params["status"],
                 "green" if params["active"] else "orange")
