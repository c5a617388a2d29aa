"""An online survey form: a title card with an introduction, then question cards."""

from __future__ import annotations

from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice
from surfaces.kit.cards import progress
from surfaces.kit.chrome import icon, ui_style
from surfaces.kit.forms import checkbox, form_button, radio
from surfaces.kit.numbers import ui_list
from surfaces.kit.paras import paragraphs
from surfaces.kit.prose import sample_marks, styled_spans
from surfaces.kit.typography import sample_typography, style

# question index in TITLES["frm_question"] -> (kind, options key)
QUESTIONS = [("radio", "survey_satisfaction"), ("radio", "survey_frequency"),
             ("radio", "survey_channels"), ("check", "survey_features"), ("text", ""),
             ("scale", "")]


FEATURES = 3  # QUESTIONS' "which of these features do you use" question


# the 0-10 recommendation a respondent of each satisfaction (very satisfied .. very
# dissatisfied) gives: a delighted customer is a promoter, an unhappy one a detractor
NPS_BY_MOOD = [(9, 10), (7, 9), (5, 7), (2, 5), (0, 3)]


def _answer(rng: np.random.Generator, i: int, mood: int, n: int) -> dict[str, Any]:
    """One respondent's answer to question ``i``, all from one sampled ``mood``: the
    satisfaction option, a recommendation score that fits it, a use frequency other than
    "Never" (the person ticks features they use), or the question left blank."""
    blank = bool(rng.random() < 0.2)
    chosen, checks, scale = -1, [False] * n, -1
    if i == 0 and not blank:
        chosen = mood
    elif i == 1 and not blank:  # the happier, the more often; never "Never"
        chosen = min(n - 2, int(rng.integers(0, 2)) + (mood + 1) // 2)
    elif i == 2 and not blank:
        chosen = int(rng.integers(0, n))
    elif i == 3 and not blank:
        picks = rng.permutation(n)[:int(rng.integers(1, 4))]
        checks = [k in picks for k in range(n)]
    elif i == 5 and not blank:
        lo, hi = NPS_BY_MOOD[mood]
        scale = int(rng.integers(lo, hi + 1))
    return {"chosen": chosen, "checks": checks, "scale": scale}


class SurveyForm(Surface):
    name = "survey_form"
    family = "forms"
    text_roles = ("prose", "text", "structural", "chrome")
    # No blank_line: an empty line between paragraphs is too rare here to ask for.
    unsupported_categories = ("blank_line",)
    regions = ("header", "question", "footer")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        templates = content.data.TITLES["frm_question"]
        order = [int(i) for i in rng.permutation(len(QUESTIONS))[:4]]
        # the features question lists a shop's (order tracking, live chat, an app): a
        # survey that asks it is about the shop, never the newsletter (r49)
        service = content.word("frm_service_shop" if FEATURES in order else "frm_service")
        content.pin(company=content.company())  # one survey, one company asking
        mood = int(rng.choice(5, p=[0.3, 0.35, 0.15, 0.12, 0.08]))  # 0 very satisfied
        questions = []
        for i in order:
            kind, key = QUESTIONS[i]
            options = ui_list(content, f"forms.{key}") if key else []
            text = content.fill(templates[i], frm_service=service)
            if i == 1 and service == content.ui("forms.survey_newsletter"):
                # a newsletter is read issue by issue, not used "a few times a week"
                text = content.ui("forms.survey_read_q")
                options = ui_list(content, "forms.survey_read_frequency")
            q = {"text": text, "kind": kind,
                 "options": options, "required": bool(rng.random() < 0.6), "qid": i}
            questions.append(q | _answer(rng, i, mood, len(options)))
        # the legend "* Indicates required question" needs a starred question: the first
        questions[0]["required"] = True
        # one respondent: the intro greets the signed-in person by that person's first name
        name = content.full_name()
        intro = paragraphs(content, rng, "frm_survey_intro", (2, 4), frm_service=service,
                           name=name.split()[0])
        pages = int(rng.integers(2, 5))
        return {
            "typo": sample_typography(rng, choice(rng, ["sans", "sans", "serif"]), (13, 14)),
            "title": content.title("frm_survey", frm_service=service), "intro": intro, "service": service,
            "marks": [sample_marks(rng, p, "mail") for p in intro],
            "gap": float(choice(rng, [0.8, 1.0])), "questions": questions,
            "signed": content.ui("forms.survey_signed_in", e=content.email(name)), "me": name,
            "labels": {k: content.ui(f"forms.survey_{k}") for k in
                       ("required", "submit", "next", "clear", "your_answer",
                        "scale_lo", "scale_hi", "never", "switch")}
            | {"not_shared": content.ui("hrec.sv_not_shared")},  # anonymous: not recorded
            "page": content.ui("forms.survey_page", n=1, m=pages), "pages": pages,
            "band": choice(rng, ["purple", "blue", "teal", "red", "orange"]),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        band = theme.palette[params["band"]]
        tint = theme.faded(band, on=theme.bg, amount=0.88 if theme.name == "light" else 0.8)
        page.rect((0, 0, page.width, page.height), tint, name="background")
        x1, x2 = 192, page.width - 192
        y = self._header(page, theme, typo, params, x1, x2, band)
        k = 0
        for q in params["questions"]:
            per = round((typo["size"] - 1) * 2.2) + 6
            est = 70 + (per * len(q["options"]) if q["kind"] in ("radio", "check")
                        else 66 if q["kind"] == "scale" else 52)
            if y + est > page.height - 84:
                continue
            k += 1
            y = self._question(page, theme, typo, q, k - 1, x1, x2, y, params["labels"])
        self._footer(page, theme, typo, params, x1, x2, y)
        return page

    def _header(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
                x1: int, x2: int, band: tuple[int, int, int]) -> int:
        with page.region("header", "body", (x1, 16, x2, 300), label=p["title"]) as reg:
            bg = page.rect((x1, 16, x2, 200), theme.surface, theme.border, radius=8, name="card")
            page.rect((x1, 16, x2, 26), band, radius=4, name="band")
            page.label(x1 + 24, 34, p["title"], style(typo["body"], typo["size"] + 14, theme.text),
                       role="structural", max_width=x2 - x1 - 48)
            body = style(typo["body"], typo["size"], theme.text)
            paragraphs = [styled_spans(t, m, body, theme, typo["mono"])
                          for t, m in zip(p["intro"], p["marks"], strict=True)]
            block = page.text((x1 + 24, 92, x2 - 24, 250), paragraphs, body, role="prose",
                              line_height=1.45, paragraph_gap=p["gap"])
            y = block.bottom + 12
            page.line((x1, y), (x2, y), theme.border)
            st = ui_style(typo, theme, size=typo["size"] - 1)
            signed = page.label(x1 + 24, y + 6, p["signed"], st.but(bold=True), role="text",
                                max_width=x2 - x1 - 180)
            sw = page.label(signed.right + 10, y + 6, p["labels"]["switch"],
                            st.but(color=theme.link), role="chrome")
            if sw.right + 150 < x2:  # as Google Forms says when the address is not collected
                icon(page, theme, "lock", sw.right + 18, y + 8, 14)
                page.label(sw.right + 36, y + 6, p["labels"]["not_shared"],
                           st.but(color=theme.muted), role="text", max_width=x2 - sw.right - 60)
            red = theme.palette["red"]
            page.label(x1 + 24, y + 32, p["labels"]["required"],
                       st.but(color=red, color_name="red"), role="text")
            bottom = y + 66
            page.resize(bg, (x1, 16, x2, bottom))
            page.regions[reg].box = (x1, 16, x2, bottom)
        return bottom + 12

    def _question(self, page: Page, theme: Theme, typo: dict[str, Any], q: dict[str, Any],
                  k: int, x1: int, x2: int, y: int, lab: dict[str, str]) -> int:
        with page.region(f"question {k + 1}", "question", (x1, y, x2, y + 300),
                         label=q["text"]) as reg:
            bg = page.rect((x1, y, x2, y + 10), theme.surface, theme.border, radius=8, name="card")
            st = ui_style(typo, theme, size=typo["size"] + 1)
            head = page.text((x1 + 24, y + 20, x2 - 40, y + 70), q["text"], st, role="structural",
                             max_lines=2, line_height=1.35)
            if q["required"]:
                page.label(head.right + 4, y + 12, "*", st.but(color=theme.palette["red"],
                                                               color_name="red"), role="text")
            cy = head.bottom + 14
            if q["kind"] == "radio":
                for i, option in enumerate(q["options"]):
                    cy = radio(page, theme, typo, x1 + 24, cy, option, i == q["chosen"], 400) + 4
            elif q["kind"] == "check":
                for i, option in enumerate(q["options"]):
                    cy = checkbox(page, theme, typo, x1 + 24, cy, option, q["checks"][i], 400,
                                  region=False) + 4
            elif q["kind"] == "scale":
                cy = self._scale(page, theme, typo, q, x1 + 24, cy, x2 - 24,
                                 (lab["scale_lo"], lab["scale_hi"]))
            else:
                muted = ui_style(typo, theme, color=theme.muted)
                page.label(x1 + 24, cy + 4, lab["your_answer"], muted, role="text")
                page.line((x1 + 24, cy + 34), (x1 + 24 + 300, cy + 34), theme.border)
                cy += 44
            bottom = cy + 14
            page.resize(bg, (x1, y, x2, bottom))
            page.regions[reg].box = (x1, y, x2, bottom)
        return bottom + 12

    def _scale(self, page: Page, theme: Theme, typo: dict[str, Any], q: dict[str, Any],
               x1: int, y: int, x2: int, ends: tuple[str, str]) -> int:
        st = ui_style(typo, theme, size=typo["size"] - 1)
        lo, hi = ends
        step = (x2 - x1 - 16) // 10
        for n in range(11):
            cx = x1 + n * step
            page.label(cx - 4, y - 6, str(n), st, role="text", align="center", max_width=24)
            page.ellipse((cx, y + 18, cx + 16, y + 34), theme.surface,
                         theme.accent if n == q["scale"] else theme.muted, width=2, name="radio")
            if n == q["scale"]:
                page.ellipse((cx + 4, y + 22, cx + 12, y + 30), theme.accent, name="radio")
        # The end labels sit under the first and last button, whole (never clipped).
        half = (x2 - x1) // 2 - 12
        page.label(x1, y + 42, lo, st.but(color=theme.muted), role="text", max_width=half)
        page.label(x2 - half, y + 42, hi, st.but(color=theme.muted), role="text", align="right",
                   max_width=half)
        return y + 66

    def _footer(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
                x1: int, x2: int, y: int) -> None:
        lab = p["labels"]
        y = min(y, page.height - 70)
        with page.region("footer", "chrome", (x1, y, x2, y + 60)):
            last = p["pages"] == 1
            form_button(page, theme, typo, (x1, y + 4, x1 + 90, y + 40),
                        lab["submit"] if last else lab["next"])
            progress(page, theme, (x1 + 120, y + 18, x1 + 320, y + 26), 1 / p["pages"])
            st = ui_style(typo, theme, size=typo["size"] - 1, color=theme.muted)
            page.label(x1 + 330, y + 4, p["page"], st, role="text")
            page.label(x2 - 120, y + 4, lab["clear"], st.but(color=theme.accent), align="right",
                       max_width=120)
            page.label(x1, y + 42, lab["never"], st.but(size=typo["size"] - 2), role="text",
                       max_width=x2 - x1)
