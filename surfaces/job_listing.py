"""A job board: what / where search with a button, a list of job cards on the left (the
selected one highlighted), and the job's detail pane on the right with company, tags,
apply and save buttons, a prose description, requirement bullets and benefits."""

from __future__ import annotations

import re
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice
from surfaces.kit.brand_art import monogram
from surfaces.kit.brands import brand
from surfaces.kit.chrome import button, ui_style
from surfaces.kit.jobs import duties, hourly, requirements, sample_job
from surfaces.kit.listed import distinct_firms
from surfaces.kit.numbers import currency_for, format_money, format_number, ui_list
from surfaces.kit.prose import styled_spans, writer_marks
from surfaces.kit.sector_firms import sector_firm
from surfaces.kit.typography import sample_typography
from surfaces.kit.web import AVATARS, chip, pager

LOGOS = AVATARS


TRADE = {"tech": "tech", "commercial": "trade", "office": "trade", "care": "care",
         "logistics": "logistics"}  # what an employer hiring for each field does
# the sector whose firms hire each field (the rest: a firm whose name claims no trade)
SECTOR = {"tech": "software", "care": "care", "logistics": "logistics"}
FOUNDED = {"tech": 1982}  # the earliest founding year of an employer by its trade


def _employer(rng: np.random.Generator, content: Content, field: str, company: str
              ) -> list[str]:
    """What the employer says about itself, from its own facts: trade, town, founding
    year and staff (not "we are growing and want someone who likes solving problems")."""
    # founded when its trade existed: a software maker after 1980 (r81 0015 "seit 1963")
    first = FOUNDED.get(TRADE.get(field, "trade"), 1952)
    facts = {"company": company, "city": content.city(),
             "year": str(int(rng.integers(first, 2019))),
             "staff": str(int(choice(rng, [40, 60, 80, 120, 150, 250, 400])))}
    lines = [content.ui(f"jobco.{TRADE.get(field, 'trade')}", **facts),
             content.ui("jobco.staff", **facts)]
    return lines[:1 + int(rng.random() < 0.7)]


class JobListing(Surface):
    name = "job_listing"
    family = "web"
    text_roles = ("prose", "text", "structural", "chrome")
    regions = ("header", "search", "job list", "job", "detail")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        lang = content.lang
        cur = currency_for(rng, lang)
        types = ui_list(content, "media.job_types")
        jobs, roles = [], []
        firms = distinct_firms(content, 6)  # six employers, no two sharing a name stem
        for k, i in enumerate(rng.permutation(12)[:6]):  # six different roles, each at its own pay
            city = content.city()  # the band is the role's in that town (r64 0008)
            job = sample_job(rng, content, cur, int(i), city)
            hours, place = _job_terms(rng, job.place)
            lo, hi = job.low, job.high
            roles.append((job, place))
            if job.field in SECTOR:  # a nurse's employer is a care group, not "Prairie LLC"
                firms[k] = sector_firm(rng, content, SECTOR[job.field], firms[:k] + firms[k + 1:])
            jobs.append({"title": job.title, "company": firms[k],
                         "city": city, "salary": _pay(content, cur, lo, hi, hours),
                         "ago": content.ui("media.days_ago", n=int(rng.integers(2, 30))),
                         "type": types[hours if place is None else place],
                         "terms": [types[hours]] + ([] if place is None else [types[place]]),
                         "logo": int(rng.integers(0, 8)), "role": job.index,
                         "band": [lo, hi]})
        active = int(rng.integers(0, 3))  # the open posting: the text is its company's
        content.pin(company=jobs[active]["company"], city=jobs[active]["city"])
        job, place = roles[active]
        where = "shift" if job.place == "shift" else \
            {None: "onsite", 2: "remote", 3: "hybrid"}[place]
        texts = duties(rng, content, job, where, jobs[active]["city"],
                       _employer(rng, content, job.field, jobs[active]["company"]))
        # a name ending in its form's full stop closes the sentence ("en Alcor S.A.", not "S.A..")
        texts = [re.sub(r"(?<=\w\.)\.(?!\.)", "", t) for t in texts]
        found = int(rng.integers(30, 4000))
        return {
            "typo": sample_typography(rng, "sans", (13, 14)),
            "brand": brand(content, "jobs"), "what": content.ui("media.job_what"),
            "where": content.ui("media.job_where"), "find": content.ui("media.find_jobs"),
            "count": content.ui("media.jobs_found", n=format_number(found, lang, 0)),
            "found": found, "next": content.ui("docs.next"),
            "jobs": jobs, "active": active, "currency": cur,
            "apply": content.ui("media.apply_now"), "save": content.ui("media.save"),
            "applicants": content.ui("media.applicants", n=int(rng.integers(5, 300))),
            "about": content.ui("media.about_role"), "texts": texts, "place": where,
            "marks": writer_marks(rng, texts, "mail", [jobs[active]["company"]]),
            "req_t": content.ui("media.requirements"),
            "reqs": requirements(rng, content, job),
            "ben_t": content.ui("media.benefits"), "bens": [b for k, b in enumerate(ui_list(content, "media.benefit_list"))
                     if not (k == 1 and where == "remote")],  # no travel pass from home
            "list_w": int(choice(rng, [330, 360, 390])), "gap": float(choice(rng, [0.5, 1.0, 1.0])),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        w = page.width
        with page.region("header", "chrome", (0, 0, w, 52)):
            page.rect((0, 0, w, 52), theme.panel, name="header")
            page.label(24, 8, params["brand"], ui_style(typo, theme, size=20, bold=True,
                                                        color=theme.accent), role="structural")
            page.line((0, 51), (w, 51), theme.border)
        with page.region("search", "form", (24, 64, w - 24, 108)):
            st = ui_style(typo, theme, size=13, color=theme.muted)
            for a, b, text in ((24, 460, params["what"]), (470, 820, params["where"])):
                page.rect((a, 66, b, 104), theme.surface, theme.border, radius=6, name="field")
                page.label(a + 14, 70, text, st, role="field", max_width=b - a - 24)
            button(page, theme, typo, 832, 66, params["find"], primary=True, height=38)
        lw = params["list_w"]
        page.label(24, 118, params["count"], ui_style(typo, theme, size=13, color=theme.muted),
                   role="text")
        with page.region("job list", "list", (24, 150, 24 + lw, page.height)):
            y = 150
            for k, job in enumerate(params["jobs"]):
                if y + 112 > page.height:
                    break
                y = self._job_card(page, theme, typo, job, (24, y, 24 + lw, y + 104), k,
                                   k == params["active"]) + 10
                shown = k + 1
            if y + 36 <= page.height:  # the cards shown are one page of the jobs found
                pager(page, theme, typo, 24 + lw // 2, y + 2, -(-params["found"] // shown),
                      params["next"], centre=True, shown=5)
        self._detail(page, theme, typo, params, (lw + 44, 150, w - 24, page.height - 6))
        return page

    def _job_card(self, page: Page, theme: Theme, typo: dict[str, Any], job: dict[str, Any],
                  box: tuple[int, int, int, int], k: int, active: bool) -> int:
        x1, y1, x2, y2 = box
        with page.region(f"job {k + 1}", "card", box, label=job["title"]):
            page.rect(box, theme.selection if active else theme.surface,
                      theme.accent if active else theme.border, width=2 if active else 1,
                      radius=8, name="card")
            monogram(page, typo, (x1 + 12, y1 + 14, x1 + 48, y1 + 50), job["company"],
                     LOGOS[job["logo"]])  # the employer's initials, as job boards draw it
            st = ui_style(typo, theme, size=13)
            page.label(x1 + 60, y1 + 4, job["title"], st.but(size=15, bold=True,
                                                             color=theme.link),
                       role="structural", max_width=x2 - x1 - 70)
            page.label(x1 + 60, y1 + 28, job["company"], st, role="text", max_width=x2 - x1 - 70)
            page.label(x1 + 60, y1 + 48, f"{job['city']} · {job['type']}",
                       st.but(color=theme.muted), role="text", max_width=x2 - x1 - 70)
            page.label(x1 + 60, y1 + 70, job["salary"], st.but(size=12, bold=True), role="text",
                       max_width=x2 - x1 - 150)
            page.label(x2 - 90, y1 + 70, job["ago"], st.but(size=11, color=theme.muted),
                       role="text", max_width=84)
        return y2

    def _detail(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
                box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        job = params["jobs"][params["active"]]
        with page.region("detail", "article", box, label=job["title"]):
            page.rect(box, theme.surface, theme.border, radius=8, name="panel")
            x1, x2 = x1 + 22, x2 - 22
            page.label(x1, y1 + 14, job["title"], ui_style(typo, theme, size=22, bold=True),
                       role="structural", max_width=x2 - x1)
            st = ui_style(typo, theme, size=13)
            page.label(x1, y1 + 52, f"{job['company']} · {job['city']} · {params['applicants']}",
                       st.but(color=theme.muted), role="text", max_width=x2 - x1)
            x = x1
            for tag in [job["salary"], *job["terms"]]:
                x = chip(page, theme, typo, x, y1 + 84, tag, height=26, size=12) + 8
            right = button(page, theme, typo, x1, y1 + 124, params["apply"], primary=True,
                           height=34)
            button(page, theme, typo, right + 10, y1 + 124, params["save"], height=34)
            page.line((x1, y1 + 174), (x2, y1 + 174), theme.border)
            y = y1 + 186
            head = ui_style(typo, theme, size=16, bold=True)
            page.label(x1, y, params["about"], head, role="structural")
            body = ui_style(typo, theme, size=typo["size"])
            paras = [styled_spans(t, m, body, theme, typo["mono"])
                     for t, m in zip(params["texts"], params["marks"], strict=True)]
            block = page.text((x1, y + 36, x2, y2 - 160), paras, body, role="prose",
                              line_height=1.5, paragraph_gap=params["gap"])
            y = block.bottom + 16
            for title, items in ((params["req_t"], params["reqs"]),
                                 (params["ben_t"], params["bens"])):
                if y + 60 > y2:
                    break
                page.label(x1, y, title, head, role="structural")
                y += 34
                for item in items:
                    if y + 26 > y2:
                        break
                    page.ellipse((x1 + 4, y + 12, x1 + 9, y + 17), theme.text, name="bullet")
                    # a long bullet wraps under itself, as a job page does ("… und Erf…" cut)
                    off = (round(body.size * 2.2) - round(body.size * 1.2)) // 2
                    b = page.text((x1 + 18, y + off, x2, y2), item, body, role="text",
                                  max_lines=2, line_height=1.3)
                    y += 24 + (len(b.laid.lines) - 1) * round(body.size * 1.3)
                y += 10


def _pay(content: Content, cur: str, lo: int, hi: int, hours: int) -> str:
    """The pay a card prints: a full-time job's yearly band; a part-time job's (and an
    American contractor's) hourly rate, not a yearly sum (r64 0008)."""
    lang = content.lang
    if hours != 1 and not (hours == 4 and lang == "en"):
        return content.ui("media.salary", **_band(format_money(lo, lang, cur, 0),
                                                  format_money(hi, lang, cur, 0)))
    a, b = (hourly(lang, v, hours == 4) for v in (lo, hi))
    places = 0 if a == int(a) and b == int(b) else 2
    return content.ui("media.salary_hour", **_band(format_money(a, lang, cur, places),
                                                   format_money(b, lang, cur, places)))


def _band(a: str, b: str) -> dict[str, str]:
    """A band's two ends with a sign written after the figure printed once, at the end
    ("33 000 – 39 500 € par an"); a sign before the figure ("$54,500", "€ 36.000") stays."""
    sign = b.split()[-1]
    if not sign[0].isdigit() and a.endswith(f" {sign}"):
        a = a[:-len(sign)].rstrip()
    return {"a": a, "b": b}


def _job_terms(rng: np.random.Generator, where: str = "any") -> tuple[int, int | None]:
    """Indices into media.job_types: hours (full-time, part-time, contract) and where
    (on site = None, remote, hybrid); a job has one of each, never remote and hybrid; a
    ward, a warehouse or an office's running is worked on site, a sales area never
    remotely."""
    hours = int(choice(rng, [0, 0, 0, 1, 4]))
    places = {"any": [None, None, 2, 3], "no_remote": [None, None, 3]}.get(where, [None])
    place = choice(rng, places)
    return hours, None if place is None else int(place)
