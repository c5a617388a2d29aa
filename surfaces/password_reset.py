"""A password reset flow on a centred card: either the 'enter your e-mail' step, the 'check
your e-mail' confirmation, or the new-password step with a strength bar and rule checklist."""

from __future__ import annotations

import re
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice
from surfaces.kit.brand_art import monogram
from surfaces.kit.chrome import ui_style
from surfaces.kit.document import sample_paragraphs
from surfaces.kit.forms import FieldLook, form_button, text_input
from surfaces.kit.numbers import ui_list
from surfaces.kit.phone import PHONE_REGIONS, home_indicator, phone_layout, phone_params, status_bar
from surfaces.kit.prose import sample_marks, styled_spans
from surfaces.kit.records import check_mark
from surfaces.kit.typography import sample_typography, style

# the strength meter's word by the number of rules met (of four)
STRENGTH = ("weak", "weak", "medium", "medium", "strong")


# the intro lines of a signed-in session ("Signed in as {name}? Go back to your account")
SIGNED_IN = re.compile(r"^(Signed in as|Angemeldet als)\b")
# the new password's rules: said on the new-password step (its checklist), never on the
# e-mail step the intro heads (r90 0016: "must be at least 10 characters" over "Send link")
RULES = re.compile(r"^(Choose a|Your new password must|Wählen Sie ein neues|Das neue Passwort "
                   r"muss|\{Choisissez\|Prenez\}|\{Elige\|Usa\}|\{Tu nueva contraseña|"
                   r"\{Scegli\|Imposta|La nuova password \{deve|\{Non usare\|Evita\}|"
                   r"Je nieuwe wachtwoord moet|Kies geen wachtwoord)")


class PasswordReset(Surface):
    name = "password_reset"
    min_width = 390  # a phone (and portrait tablet) layout: the card fills the screen
    family = "forms"
    text_roles = ("prose", "text", "structural", "chrome")
    # No blank_line: each notice is one paragraph: there is no empty line between paragraphs.
    unsupported_categories = ("blank_line",)
    regions = ("brand", "card", "field", "button", "footer")
    phone_regions = PHONE_REGIONS[:1]

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        name = content.full_name()
        # one persona: a line that greets by name greets the owner of the address in the
        # field; a logged-out reset page asks nobody whether they are "signed in as" anyone
        # (r49: "Signed in as Sarah?" over charles_koch@)
        content.pin(name=name.split()[0])
        pool = content.data.SENTENCES["records.pw_intro"]
        content.skip("records.pw_intro", tuple(i for i, t in enumerate(pool)
                                               if SIGNED_IN.search(t) or RULES.search(t)))
        intro = sample_paragraphs(rng, content, "records.pw_intro", 1, (2, 4))
        keys = ("title", "new", "confirm", "rules_title", "submit", "send", "back", "sent",
                "resend", "help")
        rules = ui_list(content, "records.pw.rules")
        pw_len = int(rng.integers(6, 15))
        params = {
            "typo": sample_typography(rng, "sans", (13, 14, 15)),
            "brand": content.word("frm_app"), "step": choice(rng, ["email", "sent", "new", "new"]),
            "labels": {k: content.ui(f"records.pw.{k}") for k in keys},
            "email_label": content.ui("forms.email"), "email": content.email(name),
            "owner": name,
            "sent_to": content.ui("records.pw.sent_to", email=content.email(name)),
            "intro": intro,
            "marks": [sample_marks(rng, t, "mail") for t in intro],
            # the ticks follow the typed password: the first rule is its length (8 dots tick
            # "At least 8 characters"), the others what it holds; the strength counts them
            "rules": rules, "met": (met := [pw_len >= 8] + [bool(rng.random() < 0.6)
                                                            for _ in rules[1:]]),
            "pw_len": pw_len, "confirm_len": int(rng.integers(0, pw_len + 1)),
            "strength": (strength := STRENGTH[sum(met)]),
            "strength_text": content.ui("forms.pw_strength", s=content.ui(f"forms.{strength}")),
            "look": {"variant": choice(rng, ["outlined", "filled"]),
                                           "height": int(choice(rng, [38, 42, 46])),
                                           "radius": int(choice(rng, [4, 8])), "gap": 10},
            "bg": int(rng.integers(0, 3)), "card_w": int(choice(rng, [400, 440, 480])),
        }
        if phone_layout(self, 900):  # drawn last: desktop pages draw what they always drew
            params["phone"] = phone_params(rng, content.lang)
        return params

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        lab = params["labels"]
        bg = [theme.panel, theme.bg, theme.faded(theme.accent, on=theme.bg, amount=0.9)
              ][params["bg"]]
        page.rect((0, 0, page.width, page.height), bg, name="background")
        phone = "phone" in params  # a phone: the card is the screen, under the status bar
        if phone:
            typo = dict(typo, size=typo["size"] + 2)
            params = dict(params, typo=typo)
            status_bar(page, theme, typo, params["phone"])
        dy = 40 if phone else 0
        w = page.width - 56 if phone else params["card_w"]
        x1, x2 = (page.width - w) // 2, (page.width + w) // 2
        with page.region("brand", "header", (x1, 40 + dy, x2, 100 + dy)):
            monogram(page, typo, (x1, 52 + dy, x1 + 32, 84 + dy), params["brand"], theme.accent,
                     circle=True, letters=1)
            page.label(x1 + 42, 46 + dy, params["brand"], ui_style(typo, theme, size=20,
                                                                   bold=True),
                       role="structural", max_width=w - 42 if phone else None)
        step = params["step"]
        height = {"email": 330, "sent": 270, "new": 480}[step] + (60 if phone else 0)
        top = 110 + dy
        card = (0, top, page.width, page.height) if phone else (x1 - 32, top, x2 + 32,
                                                                top + height)
        with page.region("card", "card", card):
            if phone:
                page.rect(card, theme.surface, name="card")
                page.line((0, top), (page.width, top), theme.border)
                card_op = None
            else:
                card_op = page.rect(card, theme.surface, theme.border, radius=12, name="card")
            title = lab["sent"] if step == "sent" else lab["title"]
            page.label(x1, top + 28, title, ui_style(typo, theme, size=22, bold=True),
                       role="structural")
            y = top + 78
            if step == "new":
                end = self._new(page, theme, params, x1, x2, y)
            else:
                end = self._email(page, theme, params, x1, x2, y, step)
            if card_op is not None and end + 24 > card[3]:
                # the card holds what is drawn on it: a long intro pushes the back link
                # down, the card grows under it (r92 03: the link drawn across the border)
                card = (*card[:3], end + 24)
                page.resize(card_op, card)
                page.regions[page.current_region].box = card
        with page.region("footer", "chrome", (0, page.height - 50, page.width, page.height)):
            st = ui_style(typo, theme, size=typo["size"] - 1, color=theme.link)
            page.label(x1, page.height - 44 - (30 if phone else 0), lab["help"], st,
                       max_width=w)
        if phone:
            home_indicator(page, theme.text)
        return page

    def _email(self, page: Page, theme: Theme, params: dict[str, Any], x1: int, x2: int, y: int,
               step: str) -> int:
        typo, lab = params["typo"], params["labels"]
        body = style(typo["ui"], typo["size"], theme.muted)
        if step == "sent":
            texts = [params["sent_to"], *params["intro"][1:]]
            marks = [[], *params["marks"][1:]]
        else:
            texts, marks = params["intro"], params["marks"]
        paras = [styled_spans(t, m, body, theme, typo["mono"]) for t, m in zip(texts, marks,
                                                                               strict=True)]
        tall = 230 if "phone" in params else 130  # a phone's column is narrow: more lines
        block = page.text((x1, y, x2, y + tall), paras, body, role="prose", line_height=1.5,
                          paragraph_gap=0.5)
        y = block.bottom + 18
        if step == "email":
            y = text_input(page, theme, typo, x1, y, x2 - x1, params["email_label"],
                           params["email"], look=FieldLook(**params["look"]), focused=True)
            form_button(page, theme, typo, (x1, y, x2, y + 44), lab["send"])
        else:
            form_button(page, theme, typo, (x1, y, x2, y + 44), lab["resend"], primary=False)
        y += 64
        st = ui_style(typo, theme, color=theme.link)
        return page.label(x1, y, "← " + lab["back"], st).bottom

    def _new(self, page: Page, theme: Theme, params: dict[str, Any], x1: int, x2: int,
             y: int) -> int:
        typo, lab = params["typo"], params["labels"]
        look = FieldLook(**params["look"])
        y = text_input(page, theme, typo, x1, y, x2 - x1, lab["new"], "x" * params["pw_len"],
                       look=look, masked=True)
        level = ["weak", "medium", "strong"].index(params["strength"])
        colours = ["red", "orange", "green"]
        seg = (x2 - x1 - 12) // 4
        for k in range(4):
            on = k <= level + (level == 2)
            page.rect((x1 + k * (seg + 4), y - 6, x1 + k * (seg + 4) + seg, y - 2),
                      theme.palette[colours[level]] if on else theme.border, radius=2,
                      name="strength")
        st = ui_style(typo, theme, size=typo["size"] - 2, color=theme.muted)
        page.label(x1, y, params["strength_text"], st)
        y += 34
        y = text_input(page, theme, typo, x1, y, x2 - x1, lab["confirm"],
                       "x" * params["confirm_len"], look=look, masked=True,
                       focused=params["confirm_len"] < params["pw_len"])
        with page.region("password rules", "field", (x1, y, x2, y + 150), label=lab["rules_title"]):
            page.label(x1, y - 6, lab["rules_title"], st.but(color=theme.text), role="structural")
            y += 26
            for rule, met in zip(params["rules"], params["met"], strict=True):
                check_mark(page, theme, x1, y + 6, 14, met, fill=theme.palette["green"],
                           round_box=True)
                page.label(x1 + 24, y - 2, rule, st.but(color=theme.text if met else theme.muted),
                           role="text")
                y += 24
        form_button(page, theme, typo, (x1, y + 12, x2, y + 56), lab["submit"])
        return y + 56
