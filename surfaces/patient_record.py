"""An electronic health record: the patient banner (name, age, sex, date of birth, record
number, allergies), chart tabs, vital signs, problem list and medications, and the
clinician's progress note as running text."""

from __future__ import annotations

import datetime
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, clinic
from surfaces.kit.chrome import tab_bar, ui_style
from surfaces.kit.document import fit_prose
from surfaces.kit.forms import form_button
from surfaces.kit.messages import AVATAR_COLOURS, avatar_shape
from surfaces.kit.numbers import format_date, ui_list, with_colon
from surfaces.kit.prose import sample_marks
from surfaces.kit.records import kv_rows, pill
from surfaces.kit.typography import sample_typography, style, surname_for


class PatientRecord(Surface):
    name = "patient_record"
    family = "apps"
    text_roles = ("prose", "text", "structural", "chrome")
    # the progress note is shown as signed-off text, not a field being typed in ("note" is an
    # editor's region name, where a text caret may stand)
    regions = ("patient banner", "tab bar", "vitals", "problems", "medications",
               "progress note")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        lang = content.lang
        diag = list(content.data.SLOTS["rec_diagnosis"])
        # the condition seen today first, then up to two others the patient lives with
        picks = [int(i) for i in rng.permutation(len(diag))[:int(rng.integers(1, 4))]]
        picks = clinic.compatible(picks)
        med_ids = clinic.drugs_for(rng, picks)
        # the cards hold five lines between them: every listed problem keeps its own drug
        while len(med_ids) > 3 or len(picks) + len(med_ids) > 5:
            picks.pop()
            med_ids = clinic.drugs_for(rng, picks)
        problems = [diag[i] for i in picks]
        meds = [clinic.drug_name(content, rng, i) for i in med_ids]
        now = datetime.date(2024, 1, 1) + datetime.timedelta(days=int(rng.integers(0, 1000)))
        now += datetime.timedelta(days=max(0, 7 - now.weekday()) if now.weekday() > 4 else 0)
        vit = clinic.vitals(rng, lang, picks[0], content.ui("w21.pulse", n="{n}"))
        values = clinic.measures(rng, lang, picks[0], vit["bp"])
        note = clinic.note(rng, content, problems, picks[0], values)
        barred = {a for a, drugs in clinic.ALLERGY_BARS.items() if set(drugs) & set(med_ids)}
        allergies = [k for k in range(len(content.data.SLOTS["rec_allergy"])) if k not in barred]
        sex = int(rng.integers(0, 2))  # records.ehr.sexes: female, male
        first = content.fake.first_name_female() if sex == 0 else content.fake.first_name_male()
        name = f"{surname_for(content, first).upper()}, {first}"
        old = 38 if {0, 1} & set(picks) else 19  # type 2 diabetes, hypertension: later in life
        top = min([88] + [clinic.OLDEST[c] for c in picks if c in clinic.OLDEST])
        dob = datetime.date(now.year - int(rng.integers(old, top)), int(rng.integers(1, 13)),
                            int(rng.integers(1, 29)))
        age = now.year - dob.year - ((now.month, now.day) < (dob.month, dob.day))
        since = sorted((now - datetime.timedelta(days=int(rng.integers(60, 3000)))
                        for _ in problems), reverse=True)
        if picks[0] == 4:  # iron started "six or eight weeks ago": a recent anaemia
            since[0] = now - datetime.timedelta(days=int(rng.integers(60, 76)))  # before it
        return {
            "lang": content.lang,
            "typo": sample_typography(rng, "sans", (12, 13, 14)),
            "name": name, "age": content.ui("records.ehr.age", n=age),
            "sex": ui_list(content, "records.ehr.sexes")[sex],
            "dob": format_date(dob, lang), "mrn": str(int(rng.integers(1_000_000, 9_999_999))),
            "allergies": [content.word_at("rec_allergy", int(choice(rng, allergies)))]
            if rng.random() < 0.7 else [],
            "labels": {k: content.ui(f"records.ehr.{k}") for k in (
                "dob", "mrn", "sex", "allergies", "vitals", "problems", "meds", "note",
                "provider", "sign_note", "pcp")} | {"nkda": content.ui("hd.ehr_no_allergies")},
            "tabs": ui_list(content, "records.ehr.tabs"),
            "vital_names": ui_list(content, "records.ehr.vital_names"),
            "vitals": vit["shown"], "problems": problems, "values": values,
            "since": [content.ui("records.ehr.since", date=content.format_date(d)) for d in since],
            "since_days": [d.isoformat() for d in since], "now": now.isoformat(),
            "dob_iso": dob.isoformat(), "age_n": age, "med_ids": med_ids, "problem_ids": picks,
            "meds": meds, "sigs": [clinic.sig(content, i) for i in med_ids],
            "note": note, "marks": [sample_marks(rng, t, "mail") for t in note],
            "provider": clinic.doctor(content, rng)[1],
            # a visit in surgery hours, 08:00 to 17:45 (not "07:00")
            "note_date": f"{content.format_date(now)} "
                         f"{content.format_time(int(rng.integers(8, 18)), 5 * int(rng.integers(0, 12)))}",
            "banner": int(rng.integers(0, 3)), "left_w": int(choice(rng, [330, 360, 380])),
            "gap": float(choice(rng, [0.5, 1.0])),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo, lab = params["typo"], params["labels"]
        page.rect((0, 0, page.width, page.height), theme.panel, name="background")
        self._banner(page, theme, params)
        tab_bar(page, theme, typo, (0, 96, page.width, 134), params["tabs"], 0)
        lw = params["left_w"]
        y = self._card(page, theme, params, "vitals", lab["vitals"], (16, 148, lw, 352))
        cap = ui_style(typo, theme, size=typo["size"] - 1, color=theme.muted)
        val = ui_style(typo, theme, bold=True)
        with page.region("vitals", "section", (16, 148, lw, 352), label=lab["vitals"]):
            kv_rows(page, theme, (32, y, lw - 16, 348), [list(r) for r in zip(
                params["vital_names"], params["vitals"], strict=True)], cap, val, 140,
                row_h=(348 - y) // len(params["vitals"]), rules=True)  # all five fit
        bottom = 366 + 56 + 42 * len(params["problems"])  # the card fits its problems
        y = self._card(page, theme, params, "problems", lab["problems"], (16, 366, lw, bottom))
        st = ui_style(typo, theme)
        with page.region("problems", "section", (16, 366, lw, bottom), label=lab["problems"]):
            for problem, since in zip(params["problems"], params["since"], strict=True):
                page.label(32, y, problem, st, role="text", max_width=lw - 64)
                page.label(32, y + 20, since, cap.but(size=cap.size - 1), role="text")
                y += 42
        y = self._card(page, theme, params, "medications", lab["meds"],
                       (16, bottom + 14, lw, page.height - 16))
        with page.region("medications", "section", (16, bottom + 14, lw, page.height - 16),
                         label=lab["meds"]):
            for med, sig in zip(params["meds"], params["sigs"], strict=True):
                page.label(32, y, med, st.but(bold=True), role="text", max_width=lw - 64)
                block = page.text((32, y + 24, lw - 24, y + 76), sig, cap.but(size=cap.size - 1),
                                  role="text", max_lines=3, line_height=1.25)
                y = block.bottom + 6
        self._note(page, theme, params, (lw + 16, 148, page.width - 16, page.height - 16))
        return page

    def _banner(self, page: Page, theme: Theme, params: dict[str, Any]) -> None:
        typo, lab = params["typo"], params["labels"]
        fills = [(28, 52, 92), (0, 92, 100), (60, 60, 70)]
        fill = fills[params["banner"]] if theme.name == "light" else (44, 50, 64)
        white = (255, 255, 255)
        with page.region("patient banner", "header", (0, 0, page.width, 96),
                         label=params["name"]):
            page.rect((0, 0, page.width, 96), fill, name="patient banner")
            # no photo on file: the record shows the patient's initials, as EHRs do
            last, first = params["name"].split(", ", 1)
            avatar_shape(page, typo, 18, 18, f"{first} {last}",
                         AVATAR_COLOURS[params["banner"] * 3 % len(AVATAR_COLOURS)], 60)
            page.label(96, 10, params["name"], style(typo["ui"], 22, white, bold=True),
                       role="structural")
            st = style(typo["ui"], typo["size"], (215, 222, 235))
            x = 96
            for label, value in ((lab["sex"], f"{params['sex']}, {params['age']}"),
                                 (lab["dob"], params["dob"]), (lab["mrn"], params["mrn"])):
                with page.region(f"field {label}", "field", (x, 54, x + 220, 84), label=label):
                    b = page.label(x, 56, with_colon(label, params["lang"]), st, role="structural")
                    b = page.label(b.right + 6, 56, value, st.but(bold=True, color=white),
                                   role="text")
                x = b.right + 28
            ax = page.width - 300
            with page.region(f"field {lab['allergies']}", "field", (ax, 10, page.width - 16, 86),
                             label=lab["allergies"]):
                page.label(ax, 12, lab["allergies"].upper(), st.but(size=st.size - 1, bold=True),
                           role="structural")
                if params["allergies"]:
                    pill(page, theme, typo, ax, 46, params["allergies"][0], "red", solid=True)
                else:
                    page.label(ax, 44, lab["nkda"], st.but(color=white), role="text", max_width=284)

    def _card(self, page: Page, theme: Theme, params: dict[str, Any], name: str, title: str,
              box) -> int:
        x1, y1, x2, y2 = box
        page.rect(box, theme.surface, theme.border, radius=6, name="card")
        page.label(x1 + 16, y1 + 6, title, ui_style(params["typo"], theme, bold=True),
                   role="structural")
        page.line((x1, y1 + 40), (x2, y1 + 40), theme.border)
        return y1 + 48

    def _note(self, page: Page, theme: Theme, params: dict[str, Any], box) -> None:
        typo, lab = params["typo"], params["labels"]
        x1, y1, x2, y2 = box
        with page.region("progress note", "section", box, label=lab["note"]):
            page.rect(box, theme.surface, theme.border, radius=6, name="card")
            page.label(x1 + 20, y1 + 8, lab["note"], ui_style(typo, theme, size=typo["size"] + 3,
                                                             bold=True), role="structural")
            meta = ui_style(typo, theme, size=typo["size"] - 1, color=theme.muted)
            page.label(x1 + 20, y1 + 40, f"{with_colon(lab['provider'], params['lang'])} {params['provider']} · "
                       f"{params['note_date']}", meta, max_width=x2 - x1 - 40)
            page.line((x1, y1 + 72), (x2, y1 + 72), theme.border)
            body = style(typo["body"], typo["size"] + 1, theme.text)
            fit_prose(page, (x1 + 20, y1 + 86, x2 - 20, y2 - 70), params["note"],
                      params["marks"], body, theme, typo["mono"], line_height=1.55,
                      gap=params["gap"])
            form_button(page, theme, typo, (x2 - 160, y2 - 56, x2 - 20, y2 - 16),
                        lab["sign_note"])
