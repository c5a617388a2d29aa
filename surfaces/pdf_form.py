"""A filled-in PDF form in a viewer: toolbar, grey canvas, and a form sheet with boxed
fields holding typed values, ticked checkboxes, a declaration and a signature line."""

from __future__ import annotations

import datetime
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, fontbook
from surfaces.kit.document import canvas_colour, paper_theme, sheet, viewer_toolbar
from surfaces.kit.file_names import file_stem
from surfaces.kit.numbers import format_date, format_percent, territory
from surfaces.kit.pdf_form_world import form_world
from surfaces.kit.typography import sample_typography, style

ASTERISK_WORDS = ("asterisk", "sternchen", "astérisque", "asterisco", "sterretje")
STARRED_FIELDS = 6  # the first six of FIELDS are required; phone and e-mail are not
FIELDS = [["forms.last_name", "last"], ["forms.first_name", "first"], ["office.f_birth", "birth"],
          ["forms.address", "street"], ["forms.zip", "zip"], ["forms.city", "city"],
          ["forms.phone", "phone"], ["forms.email", "email"]]


class PdfForm(Surface):
    name = "pdf_form"
    family = "forms"
    text_roles = ("prose", "text", "structural", "chrome")
    # No blank_line: each instruction is one paragraph: there is no empty line between paragraphs.
    unsupported_categories = ("blank_line",)
    regions = ("toolbar", "document", "field", "declaration", "signature")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        first, last = content.first_name(), content.last_name()
        home = content.address()
        # an adult's birthday (1940 to 2006): the membership type follows the age
        born = datetime.date(1940, 1, 1) + datetime.timedelta(days=int(rng.integers(0, 24100)))
        values = {"last": last, "first": first, "birth": format_date(born, content.lang),
                  "street": home.street, "zip": home.postcode,
                  # a US mobile carries its owner's area code; Europe's mobiles follow no town
                  "city": home.city, "phone": content.fake.phone_of(home.city)
                  if territory(content.lang) == "US" else content.fake.mobile_number(),
                  "email": content.email(f"{first} {last}")}
        kind = int(rng.integers(0, len(content.data.TITLES["office.form"])))
        title = content.title_at("office.form", kind)
        pages = int(rng.integers(2, 4))  # "sign on page N", "initial in section N": N exists
        world = form_world(rng, content, kind, home.city, pages, home.region, born,
                           home.street)
        return {
            "typo": sample_typography(rng, "sans", (13, 14)), "kind": kind,
            "title": title, "org": world["issuer"], "org_address": world["issuer_address"],
            "fields": [[content.ui(k), values[v]] for k, v in FIELDS],
            "notes": world["notes"], "declaration": " ".join(world["declaration"]),
            "sections": [content.ui(f"office.f_section{k}") for k in (1, 2, 3)],
            "ref_label": content.ui("office.f_ref"), "ref": f"{int(rng.integers(10**5, 10**6))}",
            "details": world["details"],
            "checks": world["checks"], # a signed form has every required box ticked; an optional one may be left empty
            "ticked": [bool(rng.random() < 0.6) or req for req in world["required"]],
            "required": world["required"], "declares": world["declares"],
            "born": born.isoformat(),
            # a note that speaks of asterisks has them: on the required fields (the
            # applicant's name, birth date and address) and the required boxes
            "starred": any(w in " ".join(world["notes"] + world["declaration"]).lower()
                           for w in ASTERISK_WORDS),
            "sig_label": content.ui("office.f_signature"),
            "date_label": content.ui("office.f_date"), "date": world["date"],
            "place_label": content.ui("forms.city"), "signer": f"{first} {last}",
            "office_use": content.ui("office.f_office_use"),
            "file": file_stem(title).replace(" ", "_") + ".pdf",
            "pages": str(pages),
            "zoom": format_percent(int(choice(rng, [100, 110, 125])), content.lang, 0),
            "value_font": choice(rng, fontbook().families_of(choice(rng, ["mono", "sans"]))),
            "sig_font": choice(rng, fontbook().families_of("serif")),
            "box_fill": bool(rng.random() < 0.6),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        viewer_toolbar(page, theme, typo, (0, 0, page.width, 48), params["file"], "1",
                       f"/ {params['pages']}", params["zoom"])
        canvas = canvas_colour(theme)
        with page.region("document", "page", (0, 48, page.width, page.height)):
            page.rect((0, 48, page.width, page.height), canvas, name="canvas")
            x1, x2 = 132, page.width - 132
            ink = paper_theme(theme)
            sheet(page, (x1, 64, x2, page.height + 20), ink.bg, canvas)
            self._form(page, ink, typo, params, x1 + 48, 88, x2 - 48)
        return page

    def _form(self, page: Page, ink: Theme, typo: dict[str, Any], p: dict[str, Any], x1: int,
              y: int, x2: int) -> None:
        st = style(typo["ui"], 12, ink.text)
        page.label(x1, y, p["org"], st.but(bold=True), role="structural", max_width=x2 - x1 - 200)
        page.label(x1, y + 18, p["org_address"], st.but(size=11, color=ink.muted), role="text",
                   max_width=x2 - x1 - 200)
        ref = page.label(x2 - 170, y, p["ref_label"], st.but(color=ink.muted, size=10),
                         role="structural")
        page.rect((x2 - 170, ref.bottom + 2, x2, ref.bottom + 26), None, ink.text, name="box")
        page.label(x2 - 164, ref.bottom, p["ref"], st.but(family=p["value_font"]), role="text")
        y += 48
        t = page.text((x1, y, x2 - 190, y + 60), p["title"], st.but(size=20, bold=True),
                      role="structural", max_lines=2, line_height=1.2)
        y = t.bottom + 6
        n = page.text((x1, y, x2, y + 60), " ".join(p["notes"]), st.but(size=11, italic=True),
                      role="prose", line_height=1.35, max_lines=3)
        y = n.bottom + 12
        y = self._section(page, ink, st, p["sections"][0], x1, y, x2)
        fields = p["fields"]
        spans = [[0, 1, 2], [3], [4, 5], [6, 7]]
        for row in spans:
            w = (x2 - x1 - 12 * (len(row) - 1)) // len(row)
            for j, idx in enumerate(row):
                fx = x1 + j * (w + 12)
                self._field(page, ink, st, p, fields[idx][0], fields[idx][1], fx, y,
                            fx + w, star=p.get("starred", False) and idx < STARRED_FIELDS)
            y += 52
        y = self._section(page, ink, st, p["sections"][1], x1, y + 4, x2)
        self._details(page, ink, st, p, x1, y, x2)
        y = self._boxes(page, ink, st, p, x1, y + 56, x2, declared=False)
        y = self._section(page, ink, st, p["sections"][2], x1, y + 8, x2)
        y = self._boxes(page, ink, st, p, x1, y, x2, declared=True)
        with page.region("declaration", "body", (x1, y, x2, y + 50)):
            d = page.text((x1, y, x2, y + 50), p["declaration"], st.but(size=11), role="prose",
                          line_height=1.35, max_lines=3)
        y = d.bottom + 14
        if y + 60 > page.height:
            return
        half = (x2 - x1) // 2
        self._field(page, ink, st, p, p["date_label"], p["date"], x1, y, x1 + half - 20)
        with page.region("signature", "field", (x1 + half, y, x2, y + 56),
                         label=p["sig_label"]):
            page.line((x1 + half, y + 44), (x2, y + 44), ink.text)
            page.label(x1 + half, y + 46, p["sig_label"], st.but(size=10, color=ink.muted),
                       role="structural")
            sig = style(p["sig_font"], 24, (25, 45, 120), italic=True)
            page.label(x1 + half + 16, y + 2, p["signer"], sig, role="text",
                       max_width=x2 - x1 - half - 20)

    @staticmethod
    def _boxes(page: Page, ink: Theme, st: Any, p: dict[str, Any], x1: int, y: int, x2: int,
               declared: bool) -> int:
        """The form's own checkboxes, or (``declared``) the signer's declarations ("I confirm
        that the information above is correct") in the declaration section; returns the
        bottom."""
        for label, ticked, req, dec in zip(p["checks"], p["ticked"], p["required"],
                                           p.get("declares", [False] * len(p["checks"])),
                                           strict=True):
            if dec != declared:
                continue
            shown = f"{label} *" if req and p.get("starred") else label
            with page.region(f"field {label}", "field", (x1, y, x2, y + 22), label=label):
                page.rect((x1, y + 3, x1 + 14, y + 17), ink.bg, ink.text, name="checkbox")
                if ticked:
                    page.line((x1 + 3, y + 6), (x1 + 11, y + 14), ink.text, 2, name="tick")
                    page.line((x1 + 3, y + 14), (x1 + 11, y + 6), ink.text, 2, name="tick")
                page.label(x1 + 24, y - 5, shown, st, role="text", max_width=x2 - x1 - 24)
            y += 24
        return y

    def _details(self, page: Page, ink: Theme, st: Any, p: dict[str, Any], x1: int, y: int,
                 x2: int) -> None:
        """The kind's own fields in one row, widths by weight."""
        total = sum(w for _, _, w in p["details"])
        unit = (x2 - x1 - 12 * (len(p["details"]) - 1)) / total
        for label, value, weight in p["details"]:
            w = int(unit * weight)
            self._field(page, ink, st, p, label, value, x1, y, x1 + w)
            x1 += w + 12

    def _section(self, page: Page, ink: Theme, st: Any, title: str, x1: int, y: int,
                 x2: int) -> int:
        page.rect((x1, y, x2, y + 24), (225, 228, 234), name="section bar")
        page.label(x1 + 8, y - 1, title, st.but(bold=True), role="structural")
        return y + 32

    def _field(self, page: Page, ink: Theme, st: Any, p: dict[str, Any], label: str,
               value: str, x1: int, y: int, x2: int, star: bool = False) -> None:
        with page.region(f"field {label}", "field", (x1, y, x2, y + 48), label=label):
            page.label(x1, y - 6, f"{label} *" if star else label,
                       st.but(size=10, color=ink.muted), role="structural",
                       max_width=x2 - x1)
            fill = (234, 240, 252) if p["box_fill"] else ink.bg
            page.rect((x1, y + 16, x2, y + 42), fill, ink.muted, name="input")
            page.label(x1 + 6, y + 15, value, st.but(size=13, family=p["value_font"]),
                       role="text", max_width=x2 - x1 - 10)
