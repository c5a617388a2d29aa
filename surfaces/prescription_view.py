"""A prescription: either a printed prescription slip (prescriber header, patient lines,
the Rx mark, drug, directions, quantity and refills, signature) or a patient portal's
list of prescriptions with status badges and refill buttons."""

from __future__ import annotations

import datetime
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, clinic, fontbook, measure
from surfaces.kit.brands import brand
from surfaces.kit.chrome import ui_style
from surfaces.kit.document import PAPERS, paper_theme
from surfaces.kit.forms import form_button
from surfaces.kit.handwriting import draw_signature, signature_heights
from surfaces.kit.nearby import other_street
from surfaces.kit.numbers import ui_list, with_colon
from surfaces.kit.records import check_mark, form_cell, pill
from surfaces.kit.typography import sample_typography, style
from surfaces.kit.web import site_header

STATUS = [("active", "green"), ("ready", "blue"), ("expired", "red")]


def _quantity(rng: np.random.Generator, content: Content, drug: int) -> tuple[str, int]:
    """How much is dispensed and for how many days: a course's 21 capsules, a standard 30,
    60 or 90 days of a daily drug's doses (doses a day x days), a box of a drug taken when
    needed, one or two inhalers; days is 0 where the count is not a daily supply."""
    form, _, per_day = clinic.DRUGS[drug]
    if form == "inh":
        n = int(choice(rng, [1, 1, 2]))
        return ui_list(content, "hmed.inhalers")[n > 1].format(n=n), 0
    if content.lang in ("es", "it"):  # "Envases", "Confezioni": these count packs
        return ("1" if drug == clinic.AMOXICILLIN else str(int(choice(rng, [1, 1, 2, 3])))), 0
    if drug == clinic.AMOXICILLIN:
        return "21", 7
    if per_day == 0:
        return str(int(choice(rng, [12, 20, 30]))), 0
    days = int(choice(rng, [10, 14] if drug in clinic.NSAIDS else [30, 30, 60, 90]))
    return str(per_day * days), days  # a painkiller for a fortnight, not a quarter


# the prescriber's registration number as the country writes it: a state medical licence
# (A, C or G and digits), the German LANR (9 digits), the French RPPS (11 digits from 10),
# the Spanish colegiado (province and number), the Italian Albo, the Dutch AGB code (8 digits)
LICENCE = {"en": "{A|C|G}######", "de": "#########", "fr": "10#########",
           "es": "{28|08|41|46|29}/#####", "it": "#####", "nl": "01######"}


def _history(rng: np.random.Generator, content: Content, meds: list[dict[str, Any]],
             now: datetime.date) -> list[dict[str, Any]]:
    """The earlier, expired prescriptions of the drugs taken for good (never a course):
    the one before the current one, about a year earlier; newest first."""
    out = []
    for med in meds:
        if med["status"] == 2 or med["index"] == clinic.AMOXICILLIN:
            continue
        back = med["back"]
        for _ in range(int(choice(rng, [1, 1, 2]))):
            back += int(rng.integers(330, 400))
            out.append({**med, "status": 2, "refills": 0, "back": back, "button": False,
                        "date": content.format_date(now - datetime.timedelta(days=back))})
    return sorted(out, key=lambda m: m["back"])


def _licence(rng: np.random.Generator, content: Content) -> str:
    pattern = LICENCE.get(content.lang, "######")
    while "{" in pattern:
        a, b = pattern.index("{"), pattern.index("}")
        pattern = pattern[:a] + str(choice(rng, pattern[a + 1:b].split("|"))) + pattern[b + 1:]
    return "".join(str(int(rng.integers(0, 10))) if c == "#" else c for c in pattern)


def _birth(rng: np.random.Generator, content: Content, now: datetime.date,
           picks: list[int]) -> str:
    """A date of birth that fits the drugs: a diabetic or hypertensive patient on a statin
    is 45 to 82, anyone else 20 to 80."""
    chronic = any(d in picks for d in (0, 1, 2, 3))
    years = int(rng.integers(45, 83) if chronic else rng.integers(20, 81))
    day = now - datetime.timedelta(days=years * 365 + int(rng.integers(0, 365)))
    return content.format_date(day)



def _refill_button(lang: str, med: dict[str, Any], course: bool) -> bool:
    """Whether a prescription's card offers its refill button: a refill while some remain
    (not on an expired one); in German the button asks for a "Folgerezept", a new
    prescription, which a patient asks for once no "Wiederholung" is left (r67: "Folgerezept
    anfordern" beside "Noch 2 Wiederholungen"), never for a finished antibiotic course."""
    if lang == "de":
        return med["refills"] == 0 and not course
    return med["status"] != 2 and med["refills"] > 0

class PrescriptionView(Surface):
    name = "prescription_view"
    family = "apps"
    text_roles = ("text", "structural", "chrome")
    # No select_substring: its pages rarely show such text (see
    # tests/surfaces/test_surfaces_candidates.py).
    unsupported_categories = ("select_substring",)
    regions = ("prescriber", "patient", "prescription", "field", "signature", "header")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        fake = content.fake
        meds = []
        now = datetime.date(2024, 3, 1) + datetime.timedelta(days=int(rng.integers(0, 900)))
        conditions = [int(i) for i in rng.permutation(8)[:int(rng.integers(1, 3))]]
        picks = clinic.drugs_for(rng, conditions)
        picks += [d for d, p in ((clinic.AMOXICILLIN, 0.3), (clinic.OMEPRAZOLE, 0.2),
                                 (clinic.SERTRALINE, 0.15)) if rng.random() < p and d not in picks]
        for i in picks[:5]:
            status = int(choice(rng, [0, 0, 1, 2]))
            course = i == clinic.AMOXICILLIN  # a seven-day course, never refilled
            # an expired prescription is over a year old, a current one a few weeks
            back = int(rng.integers(380, 700)) if status == 2 else int(rng.integers(1, 60))
            qty, days = _quantity(rng, content, i)
            # refills within the prescription's year: 90 days x (3 + 1), never 90 x 6
            most = min(5, 365 // days - 1) if days else 5
            if content.lang == "de":  # a Mehrfachverordnung: at most 4 dispensings in all
                most = min(most, 3)
            meds.append({"drug": clinic.drug_name(content, rng, i), "index": i,
                         "sig": clinic.sig(content, i), "qty": qty, "days": days,
                         "refills": 0 if course or status == 2 or most < 1
                         else int(rng.integers(1, most + 1)),
                         "status": status, "back": back,
                         "date": content.format_date(now - datetime.timedelta(days=back))})
            meds[-1]["button"] = _refill_button(content.lang, meds[-1], course)
        history = _history(rng, content, meds, now)
        keys = ("patient", "address", "dob", "quantity", "refills", "prescriber", "signature",
                "date", "title", "refill", "pharmacy", "instructions", "dispense", "licence")
        content.pin(city=content.city())  # the patient lives where the practice is
        practice = content.address()
        home = other_street(content, [practice])  # not the practice's own street
        doctor_name, doctor = clinic.doctor(content, rng)
        return {
            "typo": sample_typography(rng, "sans", (13, 14)), "lang": content.lang,
            "layout": choice(rng, ["paper", "portal"]),
            "labels": {k: content.ui(f"records.rx.{k}") for k in keys},
            "status_labels": [content.ui(f"records.rx.{k}") for k, _ in STATUS],
            "refills_left": [ui_list(content, "hmed.refills_left")[min(m["refills"], 2)]
                             .format(n=m["refills"]) for m in meds],
            "doctor": doctor,
            "specialty": content.word_at("rec_specialty", 0),
            "practice": clinic.practice(content, rng, doctor_name),
            "street": practice.street, "city": practice.town_line,
            "phone": fake.phone_of(practice.city), "licence_no": _licence(rng, content),
            "patient": content.full_name(), "patient_address": home.one_line,
            "dob": _birth(rng, content, now, picks), "date": content.format_date(now), "meds": meds,
            "history": history,
            "no_refills": ui_list(content, "hmed.refills_left")[0].format(n=0),
            "pharmacy": f"{content.company()}, {content.city()}",
            "nav": ui_list(content, "records.rx.nav"), "brand": brand(content, "health"),
            "font": choice(rng, fontbook().families_of(choice(rng, ["serif", "sans"]))),
            "hand": choice(rng, ["tex_gyre_cursor", "eb_garamond", "linux_libertine"]),
            "daw": bool(rng.random() < 0.4),
            "signature": signature_heights(rng),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        if params["layout"] == "paper":
            self._paper(page, theme, params)
        else:
            self._portal(page, theme, params)
        return page

    def _paper(self, page: Page, theme: Theme, params: dict[str, Any]) -> None:
        lab = params["labels"]
        ink = paper_theme(theme, "white")
        page.rect((0, 0, page.width, page.height), (120, 124, 130) if theme.name == "light"
                  else (40, 42, 46), name="desk")
        x1, x2 = 232, 792
        page.rect((x1 - 40, 20, x2 + 40, page.height - 20), PAPERS["white"], name="sheet")
        f = params["font"]
        black, blue = ink.text, (24, 44, 120)
        with page.region("prescriber", "header", (x1, 36, x2, 150)):
            page.label(x1, 36, params["doctor"], style(f, 20, black, bold=True),
                       role="structural")
            page.label(x1, 70, params["specialty"], style(f, 13, ink.muted), role="text")
            lines = [params["practice"], f"{params['street']}, {params['city']}",
                     f"{params['phone']} · {lab['licence']} {params['licence_no']}"]
            # three lines of 11 px take up to 51 px in a tall-lined face (Heros, Schola):
            # the box holds them all (a 50 px box dropped the phone and cut "87102…")
            page.text((x1, 98, x2, 151), "\n".join(lines), style(f, 11, black), role="text",
                      line_height=1.3, wrap=False)
            page.line((x1, 152), (x2, 152), black, 2)
        cap = style(f, 10, ink.muted)
        typed = style(params["hand"], 15, blue)
        with page.region("patient", "section", (x1, 160, x2, 260), label=lab["patient"]):
            form_cell(page, (x1, 164, x2 - 180, 204), lab["patient"], params["patient"], cap,
                      typed, black, right=False)
            form_cell(page, (x2 - 170, 164, x2, 204), lab["dob"], params["dob"], cap, typed,
                      black, right=False)
            form_cell(page, (x1, 212, x2 - 180, 252), lab["address"], params["patient_address"],
                      cap, typed, black, right=False)
            form_cell(page, (x2 - 170, 212, x2, 252), lab["date"], params["date"], cap, typed,
                      black, right=False)
        page.label(x1, 270, "℞", style("dejavu_serif", 44, black, bold=True), role="structural")
        y = 290
        for k, med in enumerate(params["meds"][:3]):
            with page.region(f"prescription {k + 1}", "section", (x1 + 70, y, x2, y + 130),
                             label=med["drug"]):
                page.label(x1 + 70, y, med["drug"], style(params["hand"], 20, blue, bold=True),
                           role="text")
                page.text((x1 + 70, y + 42, x2, y + 90), med["sig"], typed, role="text",
                          max_lines=2, line_height=1.3)
                page.label(x1 + 70, y + 76, f"{with_colon(lab['quantity'], params['lang'])} {med['qty']}    "
                           f"{with_colon(lab['refills'], params['lang'])} {med['refills']}", style(f, 12, black),
                           role="text")
            y += 126
            if y > page.height - 230:
                break
        with page.region("signature", "section", (x1, page.height - 150, x2, page.height - 40),
                         label=lab["signature"]):
            sy = page.height - 80
            check_mark(page, ink, x1, sy - 38, 14, params["daw"], fill=black)
            page.label(x1 + 22, sy - 46, lab["dispense"], style(f, 12, black), role="text")
            page.line((x2 - 280, sy), (x2, sy), black)
            page.label(x2 - 280, sy + 4, lab["signature"], cap, role="structural")
            draw_signature(page, (x2 - 262, sy - 46, x2 - 60, sy + 4), params["signature"],
                           blue)  # the doctor's hand, one smooth stroke

    def _portal(self, page: Page, theme: Theme, params: dict[str, Any]) -> None:
        typo, lab = params["typo"], params["labels"]
        page.rect((0, 0, page.width, page.height), theme.panel, name="background")
        site_header(page, theme, typo, (0, 0, page.width, 56), params["brand"], params["nav"],
                    active=1, fill=theme.surface)
        x1, x2 = 120, page.width - 120
        page.label(x1, 72, lab["title"], ui_style(typo, theme, size=24, bold=True),
                   role="structural")
        st = ui_style(typo, theme)
        muted = ui_style(typo, theme, size=typo["size"] - 1, color=theme.muted)
        y = 126
        # a tall screen shows the older, expired prescriptions of the same drugs below the
        # current ones, as the portal's history does (a 1080 px page was half empty)
        meds = params["meds"] + params.get("history", [])
        lefts = params["refills_left"] + [params.get("no_refills", "")] * len(meds)
        for k, med in enumerate(meds):
            if y + (80 if k >= len(params["meds"]) else 120) > page.height - 10:
                break
            old = k >= len(params["meds"])  # an old prescription: drug, date and state
            h = 80 if old else 116
            with page.region(f"prescription {k + 1}", "card", (x1, y, x2, y + h),
                             label=med["drug"]):
                page.rect((x1, y, x2, y + h), theme.surface, theme.border, radius=8,
                          name="card")
                page.label(x1 + 20, y + 10, med["drug"], st.but(size=st.size + 3, bold=True),
                           role="text", max_width=x2 - x1 - 260)
                key, colour = STATUS[med["status"]]
                pill(page, theme, typo, x2 - 200, y + 16, params["status_labels"][med["status"]],
                     colour)
                if not old:
                    page.label(x1 + 20, y + 42, med["sig"], st, role="text",
                               max_width=x2 - x1 - 240)
                page.label(x1 + 20, y + (44 if old else 72), f"{params['doctor']} · "
                           f"{med['date']} · {lefts[k]}", muted, max_width=x2 - x1 - 240)
                # an earlier, expired prescription is only listed: nothing to refill
                if not old and med.get("button", med["status"] != 2 and med["refills"] > 0):
                    bw = max(180, round(measure(lab["refill"], st)[0]) + 36)
                    form_button(page, theme, typo, (x2 - 20 - bw, y + 62, x2 - 20, y + 98),
                                lab["refill"], primary=med["status"] == 0)
            y += h + 14
