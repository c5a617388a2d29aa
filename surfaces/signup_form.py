"""A SaaS sign-up page: a brand panel with a pitch, and the account form (fields, checks, buttons)."""

from __future__ import annotations

import re
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, measure
from surfaces.kit.chrome import ui_style
from surfaces.kit.forms import FieldLook, checkbox, form_button, select, text_input
from surfaces.kit.marks import google_mark, logo_mark
from surfaces.kit.media import mix
from surfaces.kit.numbers import currency_for, format_money, quoted, ui_list
from surfaces.kit.paras import paragraphs
from surfaces.kit.phone import PHONE_REGIONS, home_indicator, phone_layout, phone_params, status_bar
from surfaces.kit.prose import sample_marks, styled_spans
from surfaces.kit.typography import sample_typography, style

# a free trial's length as the pitch and the form's subtitle write it ("14-day", "30 Tage")
TRIAL = re.compile(r"\b(\d{1,2})(?=-day|-tägig| days?\b| Tage| jours(?! sur)| días(?! de la)| giorni| dagen)")
TRIAL_DAYS = ("7", "14", "21", "30")  # the lengths a trial is sold for


# a pitch line that sells an offer of its own ("Try it free for 30 days", "cancel during the
# trial", "no credit card") in any language: the page's one offer is written from its world
OFFER_LINE = re.compile(r"trial|free|charg|cancel|card|kostenlos|kündig|Test|gratuit|essai|"
                        r"factur|résili|gratis|prueba|cobr|grat|prova|disdi|carta di|proef|"
                        r"opzeg|creditcard|senza costi|sin coste", re.I)


# a pitch line that counts the app's customers ("thousands of teams", "Più di 53.000 aziende"):
# the page makes one such claim, so two counts never disagree
COUNT_LINE = re.compile(r"thousand|tausend|milliers|10 000|Miles de|migliaia|\.000|duizend", re.I)
# the pitch's promise that setting up takes minutes, and the customer quotes that time their
# own switch (an afternoon, less than a day, before lunch): the page makes one such claim
SET_UP_FAST = re.compile(r"(?<!\d )(?:minutes?|Minuten|minutos?|minuti|minuten|clicks|Klicks|"
                         r"clics)(?! par jour)", re.I)
SET_UP_QUOTES = (0, 3)
MIN_LEN = re.compile(r"(?<!\d)(\d{1,2})(?!\d)")  # the password hint's minimum length


def _one_count(rng: np.random.Generator, content: Content) -> None:
    """Keep one of the pitch's customer-count lines; skip the others."""
    lines = content._table("SENTENCES")["frm_signup_pitch"]
    counts = [i for i, t in enumerate(lines) if COUNT_LINE.search(t)]
    if len(counts) > 1:
        keep = int(choice(rng, counts))
        content.skip("frm_signup_pitch", tuple(i for i in counts if i != keep))


def _password(rng: np.random.Generator, hint: str) -> tuple[int, str]:
    """A password length that meets the hint's minimum, and the strength that length earns."""
    found = MIN_LEN.search(hint)
    n = int(found.group(1)) + int(rng.integers(0, 6)) if found else int(rng.integers(8, 15))
    return n, "weak" if n < 10 else "medium" if n < 13 else "strong"


def strength_meter(page: Page, theme: Theme, box: tuple[int, int, int, int], level: int) -> None:
    """A password meter as wide as its field: three segments on a visible track, as many lit
    as the strength its label names (weak one, medium two, strong all three; "alta" over a
    bar a third full was review r95 0007)."""
    x1, y1, x2, y2 = box
    colour = theme.palette[["red", "orange", "green"][level]]
    track = mix(theme.border, theme.muted, 0.35)
    seg = (x2 - x1 - 8) / 3
    for k in range(3):
        a = round(x1 + k * (seg + 4))
        page.rect((a, y1, round(a + seg), y2), colour if k <= level else track, radius=2,
                  name="strength bar" if k <= level else "strength track")


def _offer(rng: np.random.Generator, content: Content, app: str) -> dict[str, str]:
    """The page's one offer (a trial of one length, or a free plan for small teams) and its
    price; the pitch's own offer lines are skipped so nothing else names another one."""
    lines = content._table("SENTENCES")["frm_signup_pitch"]
    content.skip("frm_signup_pitch", tuple(i for i, t in enumerate(lines) if OFFER_LINE.search(t)))
    price = format_money(float(choice(rng, [4, 6, 8, 9, 12, 15])), content.lang,
                         currency_for(rng, content.lang), decimals=0)
    days, users = str(choice(rng, TRIAL_DAYS)), str(choice(rng, [3, 5, 10]))
    if rng.random() < 0.8:
        return {"kind": "trial", "sub": content.ui("mkt.su_trial", days=days),
                "price_line": content.ui("mkt.su_price", days=days, app=app, price=price)}
    return {"kind": "free", "sub": content.ui("mkt.su_free", users=users),
            "price_line": content.ui("mkt.su_free_plan", users=users, app=app, price=price)}


def _email(address: str, err: str) -> str:
    """The typed address; under an "invalid e-mail" error it is cut off after the "@"."""
    return address.split("@")[0] + "@" if err == "email" else address


class SignupForm(Surface):
    name = "signup_form"
    # a phone (and portrait tablet) layout: the form alone, under the app's name
    min_width = 390  # (generator/screens.py)
    family = "forms"
    text_roles = ("prose", "text", "structural", "chrome")
    # No blank_line: an empty line between paragraphs is too rare here to ask for.
    unsupported_categories = ("blank_line",)
    # the pitch column is a side panel, not a logo (r62 0011: "the paragraph … in the logo");
    # only a phone's slim header holds no more than the logo and the app's name
    regions = ("side panel", "form", "field", "footer")
    phone_regions = (*PHONE_REGIONS[:1], "brand")  # a tablet adds a "testimonial" below

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        first, last = content.first_name(), content.last_name()
        filled = float(rng.random())
        err = choice(rng, ["", "", "email", "required", "match"])
        app = content.word("frm_app")
        content.pin(frm_app=app)  # the pitch sells the app the page signs you up for
        offer = _offer(rng, content, app)
        _one_count(rng, content)
        sub, pitch = offer["sub"], paragraphs(content, rng, "frm_signup_pitch", (2, 4))
        if rng.random() < 0.7:  # the price after the trial (or above the free plan)
            pitch[-1] = f"{pitch[-1]} {offer['price_line']}"
        if SET_UP_FAST.search(" ".join(pitch)):  # "Set up in minutes": no customer took a day
            content.skip("mkt_su_quote", SET_UP_QUOTES)
        quote = content.sentence("mkt_su_quote", app=app)
        keys = ("create_account", "first_name", "last_name", "full_name", "email",
                "password", "confirm", "company", "agree", "newsletter", "sign_up",
                "have_account", "sign_in", "or", "google", "pw_hint", "err_email",
                "err_required", "err_pw_match", "email_ph", "team_size")
        labels = {k: content.ui(f"forms.{k}") for k in keys}
        # the terms one accepts are the app's, and the password rule is worded from parts:
        # one stock wording a language made these lines shared by many pages (0.23.0)
        labels["agree"] = content.ui("h_pool19.su_agree", app=app)
        labels["pw_hint"] = content.ui("h_pool19.su_pw_hint")
        pw_len, strength = _password(rng, labels["pw_hint"])
        params = {
            "typo": sample_typography(rng, "sans", (13, 14)),
            "labels": labels,
            "strength": content.ui("forms.pw_strength", s=content.ui(f"forms.{strength}")),
            "strength_level": ["weak", "medium", "strong"].index(strength),
            "first": first if filled > 0.2 and err != "required" else "",
            "quote": quote, "quoted": content.full_name(), "offer": offer["kind"],
            "quote_marked": quoted(quote, content.lang),  # „…“ in German, « … » in French
            "quoted_co": content.company(),
            "last": last if filled > 0.3 and err != "required" else "",
            "email": _email(content.email(f"{first} {last}"), err) if filled > 0.4 else "",
            "password": "x" * pw_len if filled > 0.5 else "",
            "company": content.company() if filled > 0.7 else "",
            "team": choice(rng, ui_list(content, "forms.team_sizes")),
            "error": err, "split_name": bool(rng.random() < 0.6),
            "layout": choice(rng, ["left", "right"]),
            "app": app, "pitch": pitch, "sub": sub,
            "marks": [sample_marks(rng, p, "article") for p in pitch],
            "gap": float(choice(rng, [0.6, 1.0])),
            "look": {"variant": choice(rng, ["outlined", "outlined", "filled", "underlined"]),
                     "height": int(choice(rng, [36, 40, 44])), "radius": int(choice(rng, [4, 6, 8])),
                     "gap": 12, "label_bold": bool(rng.random() < 0.5)},
            "checked": [bool(rng.random() < 0.5), bool(rng.random() < 0.4)],
            "confirm": bool(rng.random() < 0.4), "social": bool(rng.random() < 0.6),
        }
        if phone_layout(self, 900):  # drawn last: desktop pages draw what they always drew
            params["phone"] = phone_params(rng, content.lang)
        return params

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        if "phone" in params:
            return self._phone(page, theme, dict(typo, size=typo["size"] + 2), params)
        if params["layout"] == "left":
            self._brand(page, theme, typo, params, (0, 0, 420, page.height))
            self._form(page, theme, typo, params, 490, page.width - 70, 40)
        else:
            self._brand(page, theme, typo, params, (page.width - 420, 0, page.width, page.height))
            self._form(page, theme, typo, params, 70, page.width - 490, 40)
        return page

    def _brand(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
               box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        ink = theme.accent_text
        with page.region("side panel", "body", box, label=params["app"]):
            page.rect(box, theme.accent, name="brand panel")
            logo_mark(page, (x1 + 40, 48, x1 + 72, 80), ink, theme.accent, params["app"])
            page.label(x1 + 84, 50, params["app"], style(typo["ui"], typo["size"] + 6, ink,
                                                         bold=True), role="structural")
            body = style(typo["body"], typo["size"] + 2, ink)
            paragraphs = [styled_spans(p, m, body, theme, typo["mono"])
                          for p, m in zip(params["pitch"], params["marks"], strict=True)]
            for para in paragraphs:  # keep the pitch legible on the accent fill
                for k, span in enumerate(para):
                    if span.style.color != ink and not span.style.highlight:
                        para[k] = span.__class__(span.text, span.style.but(color=ink,
                                                                           color_name=""))
            page.text((x1 + 40, 150, x2 - 40, y2 - 200), paragraphs, body, role="prose",
                      line_height=1.55, paragraph_gap=params["gap"])
            qy = y2 - 190
            page.rect((x1 + 28, qy, x2 - 28, y2 - 40), theme.faded(ink, on=theme.accent,
                                                                   amount=0.85),
                      radius=10, name="testimonial")
            page.text((x1 + 48, qy + 18, x2 - 48, qy + 90), params["quote_marked"],
                      body.but(italic=True, size=typo["size"] + 1), role="text", max_lines=3,
                      line_height=1.4)
            page.label(x1 + 48, y2 - 90, params["quoted"], body.but(bold=True, size=typo["size"]),
                       role="structural", max_width=x2 - x1 - 96)
            page.label(x1 + 48, y2 - 68, params["quoted_co"], body.but(size=typo["size"] - 1),
                       role="text", max_width=x2 - x1 - 96)

    def _form(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
              x1: int, x2: int, y: int) -> int:
        lab = params["labels"]
        look = FieldLook(**params["look"])
        err = params["error"]
        focus = self._focus(params)
        w = x2 - x1
        with page.region("form", "form", (x1, y, x2, page.height)):
            page.label(x1, y, lab["create_account"], style(typo["ui"], typo["size"] + 10,
                                                           theme.text, bold=True),
                       role="structural", max_width=w)
            sub = page.text((x1, y + 46, x2, y + 110), params["sub"], ui_style(  # wraps (r53)
                typo, theme, color=theme.muted), role="text", max_lines=2, line_height=1.35)
            y = max(y + 84, sub.bottom + 18)
            if params["split_name"]:
                half = (w - 16) // 2
                y1 = text_input(page, theme, typo, x1, y, half, lab["first_name"], params["first"],
                                look=look, required=True, focused=focus == "first",
                                error=lab["err_required"] if err == "required" else "")
                text_input(page, theme, typo, x1 + half + 16, y, half, lab["last_name"],
                           params["last"], look=look, required=True, focused=focus == "last")
                y = y1
            else:
                name = f"{params['first']} {params['last']}".strip()
                y = text_input(page, theme, typo, x1, y, w, lab["full_name"], name, look=look,
                               required=True, focused=focus == "first",
                               error=lab["err_required"] if err == "required" else "")
            y = text_input(page, theme, typo, x1, y, w, lab["email"], params["email"],
                           lab["email_ph"], look=look, required=True, focused=focus == "email",
                           error=lab["err_email"] if err == "email" else "")
            y = text_input(page, theme, typo, x1, y, w, lab["password"], params["password"],
                           look=look, required=True, masked=True, help_text=lab["pw_hint"],
                           focused=focus == "password")
            if params["password"]:
                strength_meter(page, theme, (x1, y - 8, x1 + w, y - 4),
                               params["strength_level"])
                # the strength under its bar, whole (r53 0003: "…contraseña: a…" beside it)
                page.label(x1, y - 4, params["strength"],
                           ui_style(typo, theme, size=typo["size"] - 2, color=theme.muted),
                           role="text", max_width=w)
                y += 26
            if params["confirm"]:  # a mismatch shows a shorter repeat than the password
                mismatch = err == "match" and len(params["password"]) > 3
                repeat = params["password"][:-3] if mismatch else params["password"]
                y = text_input(page, theme, typo, x1, y, w, lab["confirm"], repeat,
                               look=look, masked=True, focused=focus == "confirm",
                               error=lab["err_pw_match"] if mismatch else "")
            elif y < 420:
                y = select(page, theme, typo, x1, y, w, lab["team_size"], params["team"], look)
            for k, key in enumerate(("agree", "newsletter")):  # wrapped, never cut (r53)
                y = checkbox(page, theme, typo, x1, y, lab[key], params["checked"][k], w, wrap=True)
            form_button(page, theme, typo, (x1, y + 10, x2, y + 10 + look.height + 4),
                        lab["sign_up"], radius=look.radius)
            y += 30 + look.height
            if params["social"] and y < page.height - 120:
                self._social(page, theme, typo, lab, x1, x2, y, look)
                y += 40 + look.height
        self._footer(page, theme, typo, lab, x1, x2, y + 8)
        return y + 38

    @staticmethod
    def _focus(params: dict[str, Any]) -> str:
        """The one field with the keyboard focus: the invalid e-mail after a failed submit,
        else the first field still empty (the user fills the form top-down), else none."""
        if params["error"] == "email":
            return "email"
        name = ("first", "last") if params["split_name"] else ("first",)
        order = [*name, "email", "password"] + (["confirm"] if params["confirm"] else [])
        values = {**params, "first": params["first"] or (params["last"] and
                                                         not params["split_name"]),
                  "confirm": params["password"]}
        return next((k for k in order if not values[k]), "")

    def _phone(self, page: Page, theme: Theme, typo: dict[str, Any],
               params: dict[str, Any]) -> Page:
        """A phone: the app's name in a slim accent header, then the form in one column."""
        w = page.width
        page.rect((0, 0, w, 120), theme.accent, name="brand panel")
        status_bar(page, theme, typo, params["phone"], ink=theme.accent_text)
        ink = theme.accent_text
        with page.region("brand", "body", (0, 48, w, 120), label=params["app"]):
            logo_mark(page, (24, 64, 56, 96), ink, theme.accent, params["app"])
            page.label(68, 62, params["app"], style(typo["ui"], typo["size"] + 6, ink, bold=True),
                       role="structural", max_width=w - 92)
        bottom = self._form(page, theme, typo, params, 24, w - 24, 140)
        if page.height - bottom > 260:  # a portrait tablet: a customer's word below the form
            self._testimonial(page, theme, typo, params, (24, page.height - 200, w - 24,
                                                          page.height - 44))
        home_indicator(page, theme.text)
        return page

    def _testimonial(self, page: Page, theme: Theme, typo: dict[str, Any],
                     params: dict[str, Any], box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        with page.region("testimonial", "body", box, label=params["app"]):
            page.rect(box, theme.faded(theme.accent, on=theme.bg, amount=0.85), radius=10,
                      name="testimonial")
            body = style(typo["body"], typo["size"] + 1, theme.text)
            page.text((x1 + 20, y1 + 18, x2 - 20, y1 + 90), params["quote_marked"],
                      body.but(italic=True), role="text", max_lines=3, line_height=1.4)
            page.label(x1 + 20, y2 - 64, params["quoted"], body.but(bold=True),
                       role="structural", max_width=x2 - x1 - 40)
            page.label(x1 + 20, y2 - 40, params["quoted_co"], body.but(color=theme.muted),
                       role="text", max_width=x2 - x1 - 40)

    def _social(self, page: Page, theme: Theme, typo: dict[str, Any], lab: dict[str, str],
                x1: int, x2: int, y: int, look: FieldLook) -> None:
        st = ui_style(typo, theme, color=theme.muted)
        ow = round(measure(lab["or"], st)[0])
        mid = (x1 + x2) // 2
        page.line((x1, y + 12), (mid - ow // 2 - 10, y + 12), theme.border)
        page.line((mid + ow // 2 + 10, y + 12), (x2, y + 12), theme.border)
        page.label(mid - ow // 2, y, lab["or"], st, role="text")
        form_button(page, theme, typo, (x1, y + 30, x2, y + 30 + look.height), lab["google"],
                    primary=False, radius=look.radius)
        google_mark(page, x1 + 16, y + 30 + look.height // 2 - 8, 16, theme.surface)

    def _footer(self, page: Page, theme: Theme, typo: dict[str, Any], lab: dict[str, str],
                x1: int, x2: int, y: int) -> None:
        with page.region("footer", "chrome", (x1, y, x2, y + 30)):
            st = ui_style(typo, theme, color=theme.muted)
            w1 = round(measure(lab["have_account"], st)[0])
            w2 = round(measure(lab["sign_in"], st.but(bold=True))[0])
            x = (x1 + x2 - w1 - w2 - 6) // 2
            page.label(x, y, lab["have_account"], st, role="text")
            page.label(x + w1 + 6, y, lab["sign_in"], st.but(color=theme.link, bold=True,
                                                             link=True))
