"""A patient portal's booking page: step indicator, the chosen doctor's card, a month
calendar with available days, morning/afternoon time slots, and a summary panel with the
reason for the visit, practical notes and the confirm button."""

from __future__ import annotations

import calendar
import datetime
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, clinic
from surfaces.kit.brands import brand
from surfaces.kit.chrome import avatar, ui_style
from surfaces.kit.court_world import month_year
from surfaces.kit.forms import FieldLook, form_button, select
from surfaces.kit.holidays import is_working_day
from surfaces.kit.numbers import clock, first_weekday, ui_list, week_columns
from surfaces.kit.prose import sample_marks, styled_spans
from surfaces.kit.records import kv_rows
from surfaces.kit.typography import sample_typography, style
from surfaces.kit.web import AVATARS, chip, initials, site_header

# the visit reasons (records.appt.reasons: check-up, new symptoms, follow-up, prescription
# renewal, vaccination) each specialty's note (gof_appt_spec) fits: a fasting blood test
# for a check-up or follow-up, X-rays of the injured joint for a new complaint or its
# follow-up, never for a prescription renewal (r91 0018)
SPEC_FITS = {0: (0, 2), 1: (0, 1, 2), 2: (0, 1, 2, 3), 3: (0, 1, 2, 3, 4), 4: (1, 2),
             5: (0, 1, 2), 6: (0, 1, 2), 7: (1, 2)}
MEDICINE_LIST = 1  # gof_appt_note: bring the insurance card and the list of medicines


def _notes(rng: np.random.Generator, content: Content, spec: int, reason: int, doctor: str,
           city: str, video: bool, when: dict[str, str]) -> str:
    """Two or three notes any practice gives and the one of this specialty, in one paragraph;
    a video call gets only those about booking (no arriving early, parking or bringing
    things to the practice). The specialty's note only where it fits the visit's reason;
    otherwise the list of medicines the patient takes (a renewal's, a jab's)."""
    pool = [2, 3] if video else list(range(6))
    general = [pool[int(i)] for i in rng.permutation(len(pool))][:int(rng.integers(1, 3))]
    fits = reason in SPEC_FITS[spec]
    if not video and not fits and MEDICINE_LIST not in general:
        general.insert(int(rng.integers(0, len(general) + 1)), MEDICINE_LIST)
    street = content.address(city).street  # the practice's own street, where one parks
    lines = [content.title_at("gof_appt_note", i, fullname=doctor, city=city, street=street,
                              **when) for i in general]
    if not video and fits:
        lines.insert(int(rng.integers(0, len(lines) + 1)), content.title_at("gof_appt_spec", spec))
    return " ".join(lines)


class AppointmentPortal(Surface):
    name = "appointment_portal"
    family = "web"
    text_roles = ("prose", "text", "structural", "chrome")
    # No blank_line: each note is one paragraph: there is no empty line between paragraphs.
    unsupported_categories = ("blank_line", "select_substring")
    regions = ("header", "steps", "doctor", "calendar", "time slots", "summary")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        lang = content.lang
        year, month = int(rng.integers(2024, 2027)), int(rng.integers(1, 13))
        days = calendar.monthrange(year, month)[1]
        drawn = {int(d) for d in rng.integers(1, days + 1, int(rng.integers(6, 14)))}
        # the practice books on working days only: no Saturday or Sunday, no public holiday
        # of its country (review47 0018: a slot booked in Philadelphia on Thanksgiving)
        free = sorted(d for d in drawn if is_working_day(lang, datetime.date(year, month, d)))
        free = free or [d for d in range(1, 8)
                        if is_working_day(lang, datetime.date(year, month, d))][:3]
        day = int(choice(rng, free))
        def long_date(d: int) -> str:
            return content.format_date(datetime.date(year, month, d))

        slots_am = [clock(h, m, lang) for h in (8, 9, 10, 11) for m in (0, 30)
                    if rng.random() < 0.6]
        slots_pm = [clock(h, m, lang) for h in (13, 14, 15, 16, 17) for m in (0, 30)
                    if rng.random() < 0.5]
        chosen = int(rng.integers(0, max(1, len(slots_am))))
        # one doctor, one practice: the notes name the same person, town and specialty
        (doctor_name, doctor), city = clinic.doctor(content, rng), content.city()
        spec = int(rng.integers(0, 8))
        specialty = content.word_at("rec_specialty", spec)
        # vaccinations at a GP or paediatrician, no prescriptions from a physiotherapist
        # a physiotherapist sees new complaints and follow-ups (no check-up), and is no "Dr"
        reasons = [0, 1, 2, 3, 4] if spec in (0, 3) else [1, 2] if spec == 7 else [0, 1, 2, 3]
        doctor = doctor_name if spec == 7 else doctor
        reason = int(choice(rng, reasons))
        # only a prescription renewal is done by video, and its notes speak of no visit
        video = reason == 3 and bool(rng.random() < 0.5)
        # the notes speak of this booking: its time, its day, the day before it
        booked = datetime.date(year, month, day)
        when = {"time": (slots_am + slots_pm)[chosen] if slots_am + slots_pm else clock(9, 0, lang),
                "date": long_date(day),
                "deadline": content.format_date(booked - datetime.timedelta(days=1))}
        notes = [_notes(rng, content, spec, reason, doctor_name, city, video, when)]
        return {
            "typo": sample_typography(rng, "sans", (13, 14)),
            "brand": brand(content, "health"), "nav": ui_list(content, "records.appt.nav"),
            "labels": {k: content.ui(f"records.appt.{k}") for k in (
                "title", "choose_time", "morning", "afternoon", "summary", "reason", "confirm",
                "new_patient", "video", "in_person", "video_link")},
            "steps": ui_list(content, "records.appt.steps"),
            "weekdays": week_columns(ui_list(content, "records.appt.weekdays"), lang),
            "first_weekday": first_weekday(lang),
            "month": month_year(datetime.date(year, month, 1), content.lang), "year": year, "m": month,
            "free": free, "day": day, "am": slots_am, "pm": slots_pm, "chosen": chosen,
            "doctor": doctor, "doctor_name": doctor_name, "specialty": specialty,
            "practice": f"{choice(rng, ui_list(content, 'w10gc.practice'))}, {city}",
            "next_free": content.ui("records.appt.next_free", date=long_date(free[0])),
            "long_date": long_date(day),
            "reasons": ui_list(content, "records.appt.reasons"),
            "reason": reason, "spec": spec, "video": video,
            "notes": notes, "marks": [sample_marks(rng, t, "mail") for t in notes],
            "date_label": content.ui("document.date"), "colour": int(rng.integers(0, 8)),
            "summary_left": bool(rng.random() < 0.3),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo, lab = params["typo"], params["labels"]
        page.rect((0, 0, page.width, page.height), theme.panel, name="background")
        site_header(page, theme, typo, (0, 0, page.width, 54), params["brand"], params["nav"],
                    active=0, fill=theme.surface)
        sl = params["summary_left"]
        main = (350, page.width - 24) if sl else (24, page.width - 350)
        side = (24, 330) if sl else (page.width - 326, page.width - 24)
        x1, x2 = main
        page.label(x1, 66, lab["title"], ui_style(typo, theme, size=22, bold=True),
                   role="structural")
        self._steps(page, theme, params, x1, x2, 108)
        self._doctor(page, theme, params, (x1, 150, x2, 236))
        self._calendar(page, theme, params, (x1, 250, x1 + 330, page.height - 20))
        self._slots(page, theme, params, (x1 + 350, 250, x2, page.height - 20))
        self._summary(page, theme, params, (side[0], 66, side[1], page.height - 20))
        return page

    def _steps(self, page: Page, theme: Theme, params: dict[str, Any], x1: int, x2: int,
               y: int) -> None:
        typo = params["typo"]
        with page.region("steps", "chrome", (x1, y, x2, y + 30)):
            w = (x2 - x1) // len(params["steps"])
            st = ui_style(typo, theme, size=typo["size"] - 1)
            for k, step in enumerate(params["steps"]):
                done = k <= 2
                page.rect((x1 + k * w, y + 26, x1 + (k + 1) * w - 6, y + 30),
                          theme.accent if done else theme.border, radius=2, name="step")
                page.label(x1 + k * w, y - 2, f"{k + 1}. {step}",
                           st.but(bold=k == 2, color=theme.text if done else theme.muted),
                           max_width=w - 10)

    def _doctor(self, page: Page, theme: Theme, params: dict[str, Any], box) -> None:
        typo, lab = params["typo"], params["labels"]
        x1, y1, x2, y2 = box
        with page.region("doctor", "card", box, label=params["doctor"]):
            page.rect(box, theme.surface, theme.border, radius=8, name="card")
            avatar(page, theme, typo, x1 + 16, y1 + 16, initials(params["doctor"].split(" ", 1)[-1]),
                   AVATARS[params["colour"]], 54)
            page.label(x1 + 86, y1 + 8, params["doctor"], ui_style(typo, theme, size=17,
                                                                   bold=True),
                       role="structural", max_width=x2 - x1 - 300)
            muted = ui_style(typo, theme, size=typo["size"] - 1, color=theme.muted)
            page.label(x1 + 86, y1 + 36, f"{params['specialty']} · {params['practice']}", muted,
                       max_width=x2 - x1 - 110)
            page.label(x1 + 86, y1 + 58, params["next_free"], muted.but(
                color=theme.palette["green"], color_name="green"), max_width=x2 - x1 - 300)
            chip(page, theme, typo, x2 - 190, y1 + 12, lab["new_patient"],
                 size=typo["size"] - 2)

    def _calendar(self, page: Page, theme: Theme, params: dict[str, Any], box) -> None:
        typo = params["typo"]
        x1, y1, x2, y2 = box
        with page.region("calendar", "calendar", (x1, y1, x2, y1 + 330), label=params["month"]):
            page.rect((x1, y1, x2, y1 + 320), theme.surface, theme.border, radius=8, name="card")
            st = ui_style(typo, theme)
            page.label(x1 + 16, y1 + 8, params["month"], st.but(bold=True), role="structural")
            for k, arrow in enumerate(("‹", "›")):
                page.label(x2 - 56 + k * 26, y1 + 6, arrow, st.but(size=st.size + 4))
            cw = (x2 - x1 - 24) // 7
            small = ui_style(typo, theme, size=typo["size"] - 2, color=theme.muted)
            for k, name in enumerate(params["weekdays"]):
                page.label(x1 + 12 + k * cw + 6, y1 + 46, name, small, role="structural",
                           max_width=cw - 4)
            first = (calendar.monthrange(params["year"], params["m"])[0]
                     - params["first_weekday"]) % 7
            days = calendar.monthrange(params["year"], params["m"])[1]
            for d in range(1, days + 1):
                pos = first + d - 1
                cx = x1 + 12 + (pos % 7) * cw
                cy = y1 + 80 + (pos // 7) * 38
                free, chosen = d in params["free"], d == params["day"]
                if chosen:
                    page.ellipse((cx + 2, cy, cx + 34, cy + 32), theme.accent, name="selection")
                elif free:
                    page.ellipse((cx + 2, cy, cx + 34, cy + 32),
                                 theme.faded(theme.accent, on=theme.surface, amount=0.82),
                                 name="available")
                colour = theme.accent_text if chosen else (theme.accent if free else theme.muted)
                text = str(d)
                page.label(cx + (18 - 4 * len(text)), cy + 16 - round(st.size * 1.1), text,
                           st.but(color=colour, bold=free), role="text")

    def _slots(self, page: Page, theme: Theme, params: dict[str, Any], box) -> None:
        typo, lab = params["typo"], params["labels"]
        x1, y1, x2, y2 = box
        with page.region("time slots", "list", (x1, y1, x2, y1 + 330),
                         label=lab["choose_time"]):
            page.label(x1, y1, lab["choose_time"], ui_style(typo, theme, bold=True),
                       role="structural")
            y = y1 + 36
            k = 0
            for part, slots in ((lab["morning"], params["am"]), (lab["afternoon"], params["pm"])):
                page.label(x1, y, part, ui_style(typo, theme, size=typo["size"] - 1,
                                                 color=theme.muted), role="structural")
                y += 30
                x = x1
                for slot in slots:
                    if x + 90 > x2:
                        x, y = x1, y + 40
                    x = chip(page, theme, typo, x, y, slot, active=k == params["chosen"]) + 10
                    k += 1
                y += 52

    def _summary(self, page: Page, theme: Theme, params: dict[str, Any], box) -> None:
        typo, lab = params["typo"], params["labels"]
        x1, y1, x2, y2 = box
        with page.region("summary", "sidebar", box, label=lab["summary"]):
            page.rect((x1, y1, x2, y1 + 560), theme.surface, theme.border, radius=8, name="card")
            page.label(x1 + 16, y1 + 10, lab["summary"], ui_style(typo, theme, size=16, bold=True),
                       role="structural")
            cap = ui_style(typo, theme, size=typo["size"] - 2, color=theme.muted)
            val = ui_style(typo, theme)
            slot = (params["am"] + params["pm"])[params["chosen"]] if params["am"] + params["pm"] \
                else ""
            rows = [[params["date_label"].rstrip(":"), f"{params['long_date']}, {slot}"],
                    [params["specialty"], params["doctor"]],
                    # a video call has a link, not the practice's address (review54 0014)
                    [lab["video"], lab["video_link"]] if params["video"]
                    else [lab["in_person"], params["practice"]]]
            y = kv_rows(page, theme, (x1 + 16, y1 + 50, x2 - 16, y1 + 240), rows, cap, val, 0,
                        stacked=True) + 6
            y = select(page, theme, typo, x1 + 16, y + 6, x2 - x1 - 32, lab["reason"],
                       params["reasons"][params["reason"]], FieldLook(height=36, gap=10))
            body = style(typo["ui"], typo["size"] - 1, theme.muted)
            paras = [styled_spans(t, m, body, theme, typo["mono"]) for t, m in
                     zip(params["notes"], params["marks"], strict=True)]
            block = page.text((x1 + 16, y, x2 - 16, y1 + 490), paras, body, role="prose",
                              line_height=1.45)
            by = max(block.bottom + 12, y1 + 500)
            form_button(page, theme, typo, (x1 + 16, by, x2 - 16, by + 42), lab["confirm"])
