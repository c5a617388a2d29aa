"""A careers-site application form: the job header, personal fields, a
résumé drop zone, a cover-letter text area with running text, a yes/no question, consent."""

from __future__ import annotations

import datetime
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice
from surfaces.kit.chrome import icon, ui_style
from surfaces.kit.document import fit_prose
from surfaces.kit.forms import FieldLook, checkbox, form_button, radio_group, text_input
from surfaces.kit.jobs import cover_letter, sample_job
from surfaces.kit.numbers import currency_for, format_money, ui_list
from surfaces.kit.sector_firms import field_firms
from surfaces.kit.typography import sample_typography, style
from surfaces.kit.web import site_header

FORM_TOP = 172  # the form's first line: 32 px under the job's band (its heading over it)


class JobApplication(Surface):
    name = "job_application"
    family = "forms"
    text_roles = ("prose", "text", "structural", "chrome")
    regions = ("header", "job", "field", "resume", "button")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        first, last = content.first_name(), content.last_name()
        city = content.city()  # where the job is: the letter names no other town
        cur = currency_for(rng, content.lang)
        job = sample_job(rng, content, cur)  # the role first, then the firms that employ it
        # two firms of the job's field (the one applied to, the applicant's own: a nurse
        # moves from one care group to another) whose names hold no other town
        towns = [c for c in content.data.SLOTS.get("cities", []) if c not in city]
        company, employer = field_firms(rng, content, job.field, 2, towns)
        # today: the CV was saved this year, the earliest start is two to twelve weeks ahead
        today = datetime.date(2024, 3, 1) + datetime.timedelta(days=int(rng.integers(0, 900)))
        start = content.format_date(today + datetime.timedelta(
            weeks=int(rng.integers(2, 13)))) if rng.random() < 0.6 else ""
        # the start date lives in its field (filled or left empty): the letter never names
        # one of its own ("per begin volgende maand" beside an empty "Beschikbaar vanaf")
        letter = cover_letter(rng, content, job, first, employer, company, city,
                              available=False)
        # a letter opens with its salutation and ends signed (r96 0014: "Motivatiebrief"
        # with neither); the sign-off stays when the text area cuts the body short
        letter = [content.ui_list("wf.dear_firm")[0], *letter,
                  content.ui("document.regards"), f"{first} {last}"]
        ask = round(float(rng.uniform(job.low, job.high)) / 1000) * 1000
        keys = ("apply_for", "resume", "upload", "file_types", "cover", "linkedin", "salary",
                "start", "authorized", "consent", "submit", "save", "location", "full_time")
        return {
            "typo": sample_typography(rng, "sans", (13, 14)),
            "company": company, "title": job.title, "role": job.index,
            "employer": employer,
            "city": city,
            "posted": content.ui("records.job.posted", n=int(rng.integers(2, 30))),
            "labels": {k: content.ui(f"records.job.{k}", company=company) for k in keys},
            "names": [content.ui("forms.first_name"), content.ui("forms.last_name"),
                      content.ui("forms.email"), content.ui("forms.phone")],
            "values": [first, last, content.email(f"{first} {last}"),
                       content.fake.mobile_number()],
            "filled": int(rng.integers(1, 5)),
            "file": f"{last}_CV_{today.year}.pdf" if rng.random() < 0.6 else "",
            # a plain textarea (no toolbar) holds plain text: nothing in it is bold or italic
            "letter": letter, "marks": [[] for _ in letter],
            # the applicant lives and works in the job's country: "Yes", or not answered yet
            "yes_no": ui_list(content, "records.job.yes_no"),
            "yes": (-1, 0, 0)[int(rng.integers(0, 3))],
            "consent": bool(rng.random() < 0.5),
            "salary": format_money(float(ask), content.lang, cur, 0) if rng.random() < 0.6
            else "", "band": [job.low, job.high], "ask": ask,
            "start": start, "today": today.isoformat(),
            "look": {"variant": choice(rng, ["outlined", "filled", "underlined"]),
                     "height": int(choice(rng, [34, 38])), "radius": int(choice(rng, [3, 6])),
                     "gap": 6, "label_bold": bool(rng.random() < 0.5)},
            # A textarea holds plain text: paragraphs are split by an empty line or by a
            # bare line break, never by a fraction of a line.
            "letter_gap": float(choice(rng, [0.0, 1.0, 1.0])),
            "job_band": bool(rng.random() < 0.5),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        lab = params["labels"]
        page.rect((0, 0, page.width, page.height), theme.bg, name="background")
        site_header(page, theme, typo, (0, 0, page.width, 50), params["company"], [],
                    fill=theme.surface)
        band = theme.accent if params["job_band"] else theme.panel
        ink = theme.accent_text if params["job_band"] else theme.text
        with page.region("job", "header", (0, 50, page.width, 140), label=params["title"]):
            page.rect((0, 50, page.width, 140), band, name="job header")
            page.label(60, 60, params["title"], ui_style(typo, theme, size=24, bold=True,
                                                         color=ink), role="structural")
            meta = f"{params['city']} · {lab['full_time']} · {params['posted']}"
            page.label(60, 104, meta, ui_style(typo, theme, color=ink))
        # one page holds the whole application (details, CV, letter, submit): no stepper
        # says "step 1 of 4" over it (r77 0009), and the form starts under the job's band
        # with no band of empty space where that stepper stood (r22)
        look = FieldLook(**params["look"])
        x1, w = 60, 430
        y = FORM_TOP
        page.label(x1, y - 8, lab["apply_for"], ui_style(typo, theme, size=typo["size"] + 3,
                                                         bold=True), role="structural")
        y += 34
        for k in range(4):
            col = k % 2
            value = params["values"][k] if k < params["filled"] else ""
            bottom = text_input(page, theme, typo, x1 + col * (w // 2 + 10), y, w // 2 - 10,
                                params["names"][k], value, look=look, required=k < 3,
                                focused=k == params["filled"])
            if col == 1:
                y = bottom
        y = text_input(page, theme, typo, x1, y, w, lab["linkedin"],
                       placeholder="linkedin.com/in/", look=look)
        y = max(text_input(page, theme, typo, x1, y, w // 2 - 10, lab["salary"],
                           params["salary"], look=look),
                text_input(page, theme, typo, x1 + w // 2 + 10, y, w // 2 - 10, lab["start"],
                           params["start"], look=look))
        y = radio_group(page, theme, typo, x1, y, w, lab["authorized"], params["yes_no"],
                        params["yes"], look, inline=True)
        self._consent(page, theme, typo, x1, y + 4, w, lab["consent"], params["consent"])
        self._right(page, theme, params, (540, FORM_TOP, 964, page.height - 30))
        return page

    @staticmethod
    def _consent(page: Page, theme: Theme, typo: dict[str, Any], x: int, y: int, w: int,
                 label: str, checked: bool) -> None:
        """The consent checkbox; its label wraps (a web form never cuts it short)."""
        st = ui_style(typo, theme, size=typo["size"] - 1)
        with page.region(f"field {label}", "field", (x, y, x + w, y + 60), label=label):
            checkbox(page, theme, typo, x, y, "", checked, max_width=20, region=False)
            page.text((x + 24, y + round(st.size * 0.55), x + w, y + 60), label, st,
                      role="text", max_lines=3, line_height=1.35)

    def _right(self, page: Page, theme: Theme, params: dict[str, Any], box) -> None:
        typo, lab = params["typo"], params["labels"]
        x1, y1, x2, y2 = box
        st = ui_style(typo, theme, size=typo["size"] - 1)
        with page.region("resume", "field", (x1, y1, x2, y1 + 130), label=lab["resume"]):
            page.label(x1, y1 - 8, f"{lab['resume']} *", st.but(bold=params["look"]["label_bold"]),
                       role="structural")
            top = y1 + 22
            page.rect((x1, top, x2, top + 96), theme.panel, theme.border, radius=8,
                      name="drop zone")
            icon(page, theme, "upload", (x1 + x2) // 2 - 9, top + 16, 18)
            text = params["file"] or lab["upload"]
            page.label(x1 + 20, top + 40, text, st.but(bold=bool(params["file"]),
                                                       color=theme.text if params["file"]
                                                       else theme.link),
                       role="text", max_width=x2 - x1 - 40, align="center")
            page.label(x1 + 20, top + 62, lab["file_types"], st.but(size=st.size - 1,
                                                                     color=theme.muted),
                       max_width=x2 - x1 - 40, align="center")
        y = y1 + 150
        with page.region(f"field {lab['cover']}", "field", (x1, y, x2, y + 290),
                         label=lab["cover"]):
            page.label(x1, y - 8, lab["cover"], st.but(bold=params["look"]["label_bold"]),
                       role="structural")
            page.rect((x1, y + 22, x2, y + 290), theme.surface, theme.border, radius=6,
                      name="textarea")
            fit_prose(page, (x1 + 12, y + 32, x2 - 12, y + 282), params["letter"],
                      params["marks"], style(typo["ui"], typo["size"], theme.text), theme,
                      typo["mono"], keep=2, line_height=1.45, gap=params["letter_gap"])
        by = y + 320
        form_button(page, theme, typo, (x2 - 210, by, x2, by + 42), lab["submit"])
        form_button(page, theme, typo, (x2 - 360, by, x2 - 224, by + 42), lab["save"],
                    primary=False)
