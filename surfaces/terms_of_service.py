"""A terms-of-service page: site header, a table of contents on the side, the title with its
'last updated' date, then numbered sections of running legal prose."""

from __future__ import annotations

import re
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice
from surfaces.kit.brands import brand as sector_brand
from surfaces.kit.chrome import ui_style
from surfaces.kit.document import fit_prose
from surfaces.kit.forms import form_button
from surfaces.kit.numbers import ui_list
from surfaces.kit.prose import writer_marks
from surfaces.kit.records import numbered
from surfaces.kit.tables import scrollbar
from surfaces.kit.typography import sample_typography, second_face, style
from surfaces.kit.web import site_header

# the records.tos sentences (English order; de fr es nl share it) each of the eleven
# records.tos_section headings covers: acceptance, account, fees, content, acceptable use,
# termination, warranties, liability, changes, governing law, contact
# (the heading's own clause first; the privacy sentence is part of the acceptance, not of
# "Your Content")
SECTIONS = ([0, 1, 12], [3, 2, 17], [5, 18, 16], [6], [7, 8], [11, 19, 20], [9, 15], [10],
            [4], [13, 14], [21])
# where Italian keeps each of those sentences
IT_ORDER = [5, 6, 7, 8, 9, 10, 11, 12, 0, 3, 13, 14, 15, 16, 17, 18, 19, 20, 1, 21, 2, 22]


def toc_number(numbering: str, n: int) -> str:
    """A contents entry's number as the headings write it ("§ 3", "3."); a long form
    ("Article 3 –", "Section 3.", "Cláusula tercera.", "TERCERA.–") is shortened to the
    plain "3." a side column fits."""
    return numbering.format(n=n) if len(numbering) <= 5 and "{n}" in numbering else f"{n}."


def section_label(params: dict[str, Any], n: int) -> str:
    """Section ``n``'s number as its heading prints it: "§ 3", "Article 3 –", or in words
    where Spanish terms do ("Cláusula tercera.", "TERCERA.–"; never "Cláusula 3.")."""
    ordinals = params.get("ordinals") or []
    word = ordinals[n - 1] if n <= len(ordinals) else str(n)
    return params["numbering"].format(n=n, o=word, O=word.upper())


# the minimum age a service of the country asks (13 in the US and the Netherlands' apps,
# 14 in Spain and Italy, 15 in France, 16 or 18 everywhere)
AGES = {"en": [13, 16, 18], "nl": [13, 16, 18], "es": [14, 16, 18], "it": [14, 16, 18],
        "fr": [15, 16, 18]}


def terms_world(rng: np.random.Generator, content: Content) -> dict[str, str]:
    """What the terms are about: one product of one kind (an app, a streaming service, a
    platform ...) under a brand of that trade, named by one noun throughout (r55 0020: "Apps",
    "Portal" and "Dienst" on one page), its operator, and the figures the clauses repeat
    (minimum age, notice period, liability months, deletion days, the contact address)."""
    kind = content.record("h_pool3_tos_kind")
    name = sector_brand(content, kind["sector"])
    tld = {"en": "com"}.get(content.lang, content.lang)
    world = {f"p_{k}": v for k, v in kind.items() if k != "sector"}
    world |= {
        # the operator is the brand's own firm ("Tunewick GmbH"), not a roofer
        "brand": name, "company": f"{name} {content.word('h_pool3_tos_form')}",
        "age": str(choice(rng, AGES.get(content.lang, [16, 18]))),
        "notice": str(choice(rng, [14, 30, 30, 45, 60])),
        "months": str(choice(rng, [3, 6, 12, 12])),
        "days": str(choice(rng, [14, 30, 60, 90])),
        "mail": f"{content.word('h_pool3_tos_mailbox')}@{name.lower()}.{tld}",
    }
    return world


# the brand's name on an account, a password, a plan, which after its third mention on the
# page is dropped: "su cuenta de Tunewick" four times reads as a template (r67 0008);
# "{b}" is the brand
_OWN_THINGS = {
    "en": [(r"\b(your|the) {b} (account|password|login details|credentials|subscription|plan)\b",
            r"\1 \2"), (r"\ba {b} account\b", "an account")],
    "de": [(r"\b{b}-(Kontos?|Abonnements?)\b", r"\1")],
    "fr": [(r"\b(compte|abonnement|mot de passe|identifiants) {b}\b", r"\1")],
    "es": [(r"\b(cuenta|contraseña|credenciales|datos de acceso|tarifas|plan) de {b}\b",
            r"\1"), (r"\b(suscripción) a {b}\b", r"\1")],
    "it": [(r"\b(account|profilo|abbonamento) {b}\b", r"\1")],
    "nl": [(r"\b{b}-(account|abonnement)\b", r"\1")],
}


KEEP_OWN = 3  # the brand's account or plan named thrice a page, "your account" after that


def vary_references(lang: str, brand: str, sections: list[list[str]]) -> None:
    """Write "your account" for "your {brand} account" once the page has named the brand's
    account or plan KEEP_OWN times (in place, section by section in reading order)."""
    rules = [(re.compile(p.replace("{b}", re.escape(brand))), r)
             for p, r in _OWN_THINGS.get(lang, [])]
    kept = 0
    for texts in sections:
        for i, text in enumerate(texts):
            for pattern, rep in rules:
                if pattern.search(text):
                    kept += 1
                    if kept > KEEP_OWN:
                        text = pattern.sub(rep, text)
            texts[i] = text


# a product named by a noun and its modifier ("el servicio de streaming"), which after its
# first mention on the page is "el servicio": "usar el servicio de streaming" in two clauses
# of one page is the same five words twice
_SHORT = {
    "es": [("servicio de streaming", "servicio"), ("portal de formación", "portal")],
    "fr": [("service de streaming", "service"), ("portail de formation", "portail")],
    "it": [("servizio di streaming", "servizio"), ("portale di formazione", "portale")],
}


def shorten_product(lang: str, texts: list[str]) -> list[str]:
    """The texts in reading order with the product's long noun kept at its first mention only."""
    out, seen = [], set()
    for text in texts:
        for long, short in _SHORT.get(lang, []):
            head, sep, rest = text.partition(long)
            if sep and long not in seen:
                seen.add(long)
                text = head + sep + rest.replace(long, short)
            elif sep:
                text = text.replace(long, short)
        out.append(text)
    return out


class TermsOfService(Surface):
    name = "terms_of_service"
    family = "documents"
    text_roles = ("prose", "text", "structural", "chrome")
    # No blank_line: an empty line between paragraphs is too rare here to ask for.
    unsupported_categories = ("blank_line", "select_substring")
    regions = ("header", "contents", "document", "section")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        content.pin(city=content.city())  # one document, one town
        first = int(choice(rng, [1, 1, 2, 3]))
        # enough sections to fill the page (compose drops the one that would not fit whole)
        shown = range(first - 1, min(len(SECTIONS), first - 1 + int(rng.integers(7, 10))))
        titles = [content.title_at("records.tos_section", k) for k in shown]
        world = terms_world(rng, content)
        brand = world["brand"]
        templates = content.data.SENTENCES["records.tos"]
        order = IT_ORDER if content.lang == "it" else list(range(len(IT_ORDER)))
        sections = []
        for k in shown:  # each section says what its heading promises
            own = SECTIONS[k]  # the heading's own clause, then some of the others in order
            # two or three sentences a section (r67 0008: one template sentence each)
            rest = sorted(int(i) for i in rng.choice(np.arange(1, len(own)), size=int(
                rng.integers(1, len(own))), replace=False)) if len(own) > 1 else []
            picks = [own[0]] + [own[i] for i in rest]
            texts = [content.fill(templates[order[i]], **world) for i in picks]
            if len(own) == 1:  # a one-clause heading says a second thing of its own
                texts.append(content.fill(choice(rng, ui_list(
                    content, f"h_facts2.tos_more{own[0]}")), **world))
            # "more": the section's own second clause (h_facts2.tos_more), after the picks
            sections.append({"texts": texts, "ids": picks, "more": len(texts) - len(picks)})
        vary_references(content.lang, brand, [s["texts"] for s in sections])
        # scrolled down: the end of the section above shows under the sticky header
        tail = content.fill(templates[order[SECTIONS[first - 2][0]]],
                            **world) if first > 1 else ""
        tail, *flat = shorten_product(content.lang, [tail, *(t for s in sections
                                                            for t in s["texts"])])
        for sec in sections:
            sec["texts"], flat = flat[:len(sec["texts"])], flat[len(sec["texts"]):]
        # one style for the brand on the whole page, and no highlight (the page has no find bar)
        marks = writer_marks(rng, [tail, *(t for s in sections for t in s["texts"])], "mail",
                           [brand])
        tail_marks, marks = marks[0], marks[1:]
        for sec in sections:
            sec["marks"], marks = marks[:len(sec["texts"])], marks[len(sec["texts"]):]
        return {
            "tail": tail, "tail_marks": tail_marks if tail else [],
            "typo": (typo := sample_typography(rng, "sans", (13, 14, 15))),
            "body_font": second_face(rng, typo, ["sans", "sans", "serif"]),
            "size": int(choice(rng, [13, 14, 15])),
            "brand": brand, "nav": ui_list(content, "records.tos.nav"),
            "legal": ui_list(content, "records.tos.legal_nav"),
            "title": content.ui("records.tos.title"),
            "updated": content.ui("records.tos.updated", date=content.date()),
            "intro": content.fill(content.ui("h_pool3.tos_intro", **world)),
            "contents": content.ui("records.tos.contents"),
            "titles": titles, "first": first, "sections": sections,
            # the contents list every section from 1, the one scrolled to marked
            "toc": [content.title_at("records.tos_section", k) for k in range(len(SECTIONS))],
            "toc_side": choice(rng, ["left", "right", "none"]),
            # "Article 1" in French, "§ 1" in German, "Art. 1" in Italian
            "numbering": choice(rng, ui_list(content, "w6m2.tos_numbering")),
            "ordinals": content.ui_list("document.clause_ordinals"),  # "Cláusula tercera."
            "gap": float(choice(rng, [0.5, 0.6, 1.0])),  # a web page spaces its paragraphs
            "accept": content.ui("records.tos.accept") if rng.random() < 0.35 else "",
            "heading_accent": bool(rng.random() < 0.4),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        page.rect((0, 0, page.width, page.height), theme.bg, name="background")
        # the legal section is the one open (its own page is the first of the legal links)
        site_header(page, theme, typo, (0, 0, page.width, 56), params["brand"], params["nav"],
                    active=len(params["nav"]) - 1)
        side = params["toc_side"]
        main = (60, 1024 - 60) if side == "none" else ((290, 990) if side == "left" else (50, 730))
        if side != "none":
            box = (30, 76, 260, 740) if side == "left" else (764, 76, 994, 740)
            self._contents(page, theme, params, box)
        bottom = page.height - (70 if params["accept"] else 20)
        with page.region("document", "page", (main[0], 56, main[1], bottom)):
            last = self._body(page, theme, params, main, bottom)
        # a scrollbar whenever the page does not show it all: scrolled down, or clauses
        # below the fold (an index of 11 clauses over a page ending at 6: review r63 0021);
        # the thumb spans the title block (one step) and the clauses in view
        start = 0 if params["first"] == 1 else params["first"]
        if start or last < len(params["toc"]):
            scrollbar(page, theme, (0, 56, page.width, bottom + 20), last + 1 - start,
                      len(params["toc"]) + 1, start)
        if params["accept"]:
            with page.region("footer", "chrome", (0, page.height - 60, page.width, page.height)):
                page.rect((0, page.height - 60, page.width, page.height), theme.panel,
                          name="footer")
                page.line((0, page.height - 60), (page.width, page.height - 60), theme.border)
                form_button(page, theme, typo, (page.width - 180, page.height - 48,
                                                page.width - 30, page.height - 12),
                            params["accept"])
        return page

    def _contents(self, page: Page, theme: Theme, params: dict[str, Any], box) -> None:
        typo = params["typo"]
        x1, y1, x2, y2 = box
        with page.region("contents", "navigation", box, label=params["contents"]):
            st = ui_style(typo, theme, size=typo["size"] - 1)
            page.label(x1, y1, params["contents"].upper(), st.but(bold=True, color=theme.muted,
                                                                  size=st.size - 1),
                       role="structural")
            y = y1 + 34
            for k, title in enumerate(params["toc"]):
                n, here = k + 1, k + 1 == params["first"]
                if here:
                    page.rect((x1 - 10, y, x1 - 7, y + 26), theme.accent, name="marker")
                label = toc_number(params["numbering"], n)
                page.label(x1, y, f"{label} {title}", st.but(color=theme.accent if here
                                                          else theme.text), max_width=x2 - x1)
                y += 30
            y += 20
            page.line((x1, y), (x2, y), theme.border)
            for k, item in enumerate(params["legal"]):  # this page first, bold, not a link
                y += 10
                page.label(x1, y, item, st.but(color=theme.text if k == 0 else theme.link,
                                               bold=k == 0, size=st.size - 1))
                y += 22

    def _body(self, page: Page, theme: Theme, params: dict[str, Any], main, bottom: int) -> int:
        """The document from the section ``first`` down; returns the last section drawn."""
        typo = params["typo"]
        x1, x2 = main
        size = params["size"]
        body = style(params["body_font"], size, theme.text)
        head = style(typo["ui"], size + 15, theme.text, bold=True)
        y = 80
        if params["first"] != 1:  # scrolled: the document's sticky header names it
            page.label(x1, 64, f"{params['title']} · {params['updated']}",
                       ui_style(typo, theme, size=typo["size"] - 2, color=theme.muted),
                       role="text")
            page.line((x1, 90), (x2, 90), theme.border)
            with page.region(f"section {params['first'] - 1}", "section", (x1, 92, x2, bottom),
                             label=params["toc"][params["first"] - 2]):
                block = fit_prose(page, (x1, 100, x2, 200), [params["tail"]],
                                  [params["tail_marks"]], body, theme, typo["mono"],
                                  line_height=1.5)
            y = block.bottom + 22
        if params["first"] == 1:
            page.text((x1, y, x2, y + 50), params["title"], head, role="structural", max_lines=1)
            y += 50
            page.label(x1, y, params["updated"], ui_style(typo, theme, color=theme.muted),
                       role="text")
            y += 34
            block = page.text((x1, y, x2, y + 60), params["intro"], body.but(italic=True),
                              role="prose", line_height=1.45)
            y = block.bottom + 18
        hst = style(typo["ui"], size + 4, theme.accent if params["heading_accent"] else theme.text,
                    bold=True)
        last = params["first"] - 1
        for k, title in enumerate(params["titles"]):
            if y > bottom - 60:
                break
            n = params["first"] + k
            label = section_label(params, n)
            sec = params["sections"][k]
            n_ops, n_regions = len(page.ops), len(page.regions)
            with page.region(f"section {label}", "section", (x1, y, x2, bottom), label=title):
                h = page.text((x1, y, x2, y + 40), f"{label} {title}", hst, role="structural",
                              max_lines=1)
                y = h.bottom + 8
                if len(sec["texts"]) > 1 and params["gap"] == 0.0:
                    y = numbered(page, theme, (x1, y, x2, bottom), sec["texts"], sec["marks"],
                                 body, typo["mono"], fmt=f"{n}.{{n}}", indent=36, gap=6,
                                 region="clause")
                else:
                    block = fit_prose(page, (x1, y, x2, bottom), sec["texts"], sec["marks"], body,
                                      theme, typo["mono"], line_height=1.5, gap=params["gap"])
                    y = block.bottom + 6
            if any(getattr(getattr(op, "laid", None), "truncated", False)
                   for op in page.ops[n_ops:]):  # whole clauses only, never "…"
                del page.ops[n_ops:], page.regions[n_regions:]
                break
            last = n
            y += 16
        return last
