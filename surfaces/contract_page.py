"""A contract page: title, parties, numbered clauses and sub-clauses, initials and folio;
shown either as a printed page or inside an e-signature web app with sign-here tags."""

from __future__ import annotations

import datetime
import math
import re
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, fontbook, measure
from surfaces.kit.chrome import button, ui_style
from surfaces.kit.court_world import long_date
from surfaces.kit.document import (
    canvas_colour,
    centred_label,
    clause,
    heading,
    page_number,
    paper_theme,
    sheet,
)
from surfaces.kit.nearby import apart
from surfaces.kit.numbers import currency_for, format_money, with_colon
from surfaces.kit.phrases import repeated_phrases
from surfaces.kit.prose import defined_term, key_spans
from surfaces.kit.role_firms import contract_parties, service_of
from surfaces.kit.typography import sample_typography, style

# the contract sentences (0-12 mean the same in every language, 13 the liability cap except
# in French) that each clause heading of the titles "clause" covers, in the usual order:
# subject, term, fees, confidentiality, liability, supplier's and client's obligations, force
# majeure, final provisions
# (the client's obligations: its payment duty and its own duties, w8_contract.client, drawn
# as -1; "may request changes" is a right, which the subject clause holds)
CLAUSES = ([0, 12], [2, 3], [1, 7], [4], [13], [8, 0], [1, -1], [6], [5, 9, 10, 11])


# an annex named in a clause ("Anlage B", "Schedule 2", "allegato C"): one document numbers
# its annexes one way (r53 0011: "Anlage 1" in § 1 beside "Anlage B" in § 3)
ANNEX = re.compile(r"\b(Annex|Schedule|Appendix|Anlage|[Aa]nnexe|[Aa]nexo|[Aa]llegato|"
                   r"[Bb]ijlage) ([A-C]|[1-3])\b")


def one_annex_scheme(text: str, scheme: list[str]) -> str:
    """``text`` with its annexes in the document's ``scheme`` (letters or numbers, set by
    the first annex named and kept in ``scheme``): B and 2 are the same second annex."""
    def fix(m: re.Match) -> str:
        mark = m.group(2)
        if not scheme:
            scheme.append("digit" if mark.isdigit() else "letter")
        if scheme[0] == "digit" and not mark.isdigit():
            mark = str(ord(mark) - 64)
        elif scheme[0] == "letter" and mark.isdigit():
            mark = chr(64 + int(mark))
        return f"{m.group(1)} {mark}"
    return ANNEX.sub(fix, text)


def folio_page(first: int) -> int:
    """The page clause ``first`` heads: page 1 holds the title, the parties and two or
    three clauses, so clause 3 or 4 heads page 2."""
    return 1 if first == 1 else 2


MARGIN = "{n}."  # the clause heads style of a number alone in the margin ("3.")


def _heads(rng: np.random.Generator, content: Content) -> dict[str, Any]:
    """The clauses' heading as the country's contracts print it (sub-numbered pages)."""
    return {"head": str(choice(rng, content.ui_list("document.clause_heads"))),
            "ordinals": content.ui_list("document.clause_ordinals")}


def clause_head(params: dict[str, Any], number: int) -> str:
    """Clause ``number``'s heading words as the page's style prints them ("Article 3 –",
    "Cláusula tercera.", "TERCERA.–"), "" where the number stands alone in the margin
    (``MARGIN``)."""
    ordinal = params["ordinals"][number - 1] if number <= len(params["ordinals"]) else ""
    if params["head"] == MARGIN or not ordinal and "{o" in params["head"].casefold():
        return ""
    return params["head"].format(n=number, o=ordinal, O=ordinal.upper())


def sub_clauses(lines: list[str], terms: frozenset[str]) -> list[str]:
    """``lines`` two to a sub-clause, unless the pair would say a phrase twice."""
    out: list[str] = []
    for line in lines:
        if out and out[-1].count(". ") == 0 and out[-1].endswith(".") and \
                not repeated_phrases(f"{out[-1]} {line}", terms=terms):
            out[-1] = f"{out[-1]} {line}"
        else:
            out.append(line)
    return out


def contract_facts(rng: np.random.Generator, content: Content, supplier: str) -> dict[str, str]:
    """The figures this one contract states: its start date, number, liability cap and the
    supplier's address for notices (clauses that print the same stock wording on every
    contract made training pages share sentences with the benchmark)."""
    day = datetime.date(2024, 1, 1) + datetime.timedelta(days=int(rng.integers(0, 900)))
    day = day.replace(day=1) if rng.random() < 0.5 else day  # often the first of a month
    cap = int(rng.integers(2, 60)) * 5000
    box = content.word("h_pool3_contract_mailbox")
    return {"doc_start": long_date(day, content.lang),  # "1er avril 2025", never "1 avr."
            "doc_ref": f"{content.word('h_pool3_contract_prefix')}-{day.year}-"
                       f"{int(rng.integers(10, 999)):03d}",
            "doc_cap": format_money(cap, content.lang, currency_for(rng, content.lang), 0),
            "doc_mail": f"{box}@{content.domain(supplier)}"}


class ContractPage(Surface):
    name = "contract_page"
    family = "documents"
    text_roles = ("prose", "text", "structural", "chrome")
    # No blank_line: paragraphs are spaced by less than a line, as the real page styles them.
    unsupported_categories = ("blank_line", "select_substring")
    regions = ("banner", "document", "parties", "clause", "signatures", "page number")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        # one document, one town; one service throughout, supplied by a firm of its trade
        # (never a dental practice providing IT support); the client may be of any trade
        service, sector = service_of(rng, content)
        content.pin(city=(city := content.city()), doc_service=service)
        start = 0 if rng.random() < 0.4 else 3  # page 1 holds clauses 1-3
        first = start + 1
        parties = [[firm, place.one_line] for firm, place in  # two streets of the town
                   zip(contract_parties(rng, content, sector), apart(content, 2), strict=True)]
        content.pin(**contract_facts(rng, content, parties[0][0]))
        roles = [content.ui("document.supplier"), content.ui("document.client")]
        # styles fall on the parties, their defined names and the town, or on amounts
        keys = [p[0] for p in parties] + [defined_term(r) for r in roles] + [city]
        templates = content.data.SENTENCES["contract"]
        # one style for the defined terms, on every mention (or none at all)
        term_kind = choice(rng, ["bold", "bold", "italic", ""])
        terms = [defined_term(r) for r in roles]
        clauses, used, annexes = [], set(), []
        for k in range(start, len(CLAUSES)):  # the page fills; the rest is on the next
            own = [i for i in CLAUSES[k] if i not in used and (i != 13 or content.lang != "fr")]
            own = own or [8]  # French has no liability cap sentence: the warranty
            picks = own[:int(rng.integers(2, 4))]  # in the clause's usual order
            used.update(picks)
            lines = [one_annex_scheme(content.fill(templates[i] if i >= 0 else
                                  choice(rng, content.ui_list("w8_contract.client"))), annexes)
                     for i in picks]
            # a sub-clause holds two sentences (a clause of one sentence, one): single stock
            # sentences as paragraphs of their own made training pages collide with the benchmark
            # (two sentences that both name the service or the number stand apart: one
            # paragraph never says a phrase twice)
            texts = sub_clauses(lines, frozenset(terms))
            clauses.append({"number": k + 1, "title": content.title_at("clause", k),
                            "texts": texts, "ids": picks,
                            "marks": [[[a, b, term_kind, ""] for a, b, _ in key_spans(t, terms)]
                                      if term_kind else [] for t in texts]})
        current = folio_page(first)
        return {
            "lang": content.lang,
            "typo": sample_typography(rng, "sans", (13, 14)),
            "font": choice(rng, fontbook().families_of(choice(rng, ["serif", "serif", "sans"]))),
            "size": int(choice(rng, [12, 13, 14])),
            "esign": bool(rng.random() < 0.5), "cover": first == 1,  # the title and parties head page 1 only
            # a title that names the service the clauses are about
            "title": content.fill(choice(rng, [t for t in content.data.TITLES["contract"]
                                               if "{doc_service}" in t])),
            "parties": parties, "sector": sector,
            "between": content.ui("document.between"), "and": content.ui("document.and"),
            "roles": roles, "clauses": clauses, "keys": keys,  # "§ 4" German only (r86 0003)
            "section_sign": bool(rng.random() < 0.4) and content.lang == "de",
            # the folio by how many clauses the page shows whole: the final provisions whole
            # make it the last page; else the clauses left need about six to a page
            "folios": [content.ui("document.page_of", n=current,
                                  total=current + -(-(len(CLAUSES) - (start + n)) // 6))
                       for n in range(len(clauses) + 1)],
            "initials": content.ui("document.initials"),
            # the signing app says who sent the document (a real one names the sender)
            "banner": content.fill(content.ui("h_pool3.esign_banner", sender=parties[0][0])),
            "finish": content.ui("document.finish"), "sign": content.ui("document.sign_here"),
            "sub_numbers": bool(rng.random() < 0.7), **_heads(rng, content),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        if params["esign"] or theme.name == "dark":
            page.meta["medium"] = "screen"  # the e-signature web app: no paper grain
            with page.region("banner", "chrome", (0, 0, page.width, 56)):
                page.rect((0, 0, page.width, 56), theme.panel, name="banner")
                page.line((0, 55), (page.width, 55), theme.border)
                st = ui_style(typo, theme)
                page.label(20, 14, params["banner"], st, max_width=page.width - 220)
                width = round(measure(params["finish"], st)[0]) + 24
                button(page, theme, typo, page.width - 24 - width, 14, params["finish"],
                       primary=True)
            canvas = canvas_colour(theme)
            page.rect((0, 56, page.width, page.height), canvas, name="canvas")
            box = (162, 76, page.width - 162, page.height + 40)
            sheet(page, box, (255, 255, 255), canvas)
        else:
            page.rect((0, 0, page.width, page.height), (255, 255, 255), name="sheet")
            box = (0, 0, page.width, page.height)
        with page.region("document", "page", box):
            self._document(page, theme, params, box)
        return page

    def _document(self, page: Page, theme: Theme, params: dict[str, Any], box) -> None:
        ink = paper_theme(theme)
        x1, y1, x2, _ = box
        esign = params["esign"] or theme.name == "dark"
        pad = 64 if esign else 150
        left, right = x1 + pad, x2 - pad
        size = params["size"]
        body = style(params["font"], size, ink.text)
        y = y1 + 44
        if params["cover"]:
            block = heading(page, (left, y, right, y + 70), params["title"].upper(),
                            body.but(size=size + 5, bold=True), align="center")
            y = self._parties(page, ink, params, body, left, right, block.bottom + 18)
        bottom = min(box[3], page.height) - 56
        whole = 0  # the clauses drawn to their end; the one cut runs on over the page
        for c in params["clauses"]:
            if y > bottom - 3 * size:
                break
            fits = y + self._height(params, c, body, right - left - 44) <= bottom
            y = self._clause(page, ink, params, c, body, left, right, y, bottom)
            if not fits:
                break
            whole += 1
        if whole == len(params["clauses"]) and y < bottom - 4 * size:
            self._signatures(page, ink, params, body, left, right, bottom)
        small = body.but(size=size - 2, color=ink.muted)
        foot = min(box[3], page.height) - 40
        if foot < page.height - 10:
            page_number(page, (left, foot, right, foot + 24), params["folios"][whole], small,
                        "right")
            page.label(left, foot, f"{with_colon(params['initials'], params['lang'])} ________", small, role="text")
            if esign:
                self._tag(page, params, left + 160, foot - 4)

    def _height(self, params: dict[str, Any], c: dict[str, Any], body, width: int) -> int:
        """About how tall clause ``c`` is drawn, to keep it whole on the page."""
        size = body.size
        lines = sum(math.ceil(measure(t, body)[0] / max(1, width - 8)) + 0.3
                    for t in c["texts"])
        return round(size * (3 + lines * 1.45 + 0.6 * len(c["texts"])))

    def _clause(self, page: Page, ink: Theme, params: dict[str, Any], c: dict[str, Any], body,
                left: int, right: int, y: int, bottom: int) -> int:
        size = body.size
        number = f"§ {c['number']}" if params["section_sign"] else f"{c['number']}."
        head = clause_head(params, c["number"]) if params["sub_numbers"] else ""
        with page.region("clause", "section", (left, y, right, bottom), label=head or number):
            if not params["sub_numbers"]:
                y = clause(page, (left, y, right, bottom), number, c["title"], c["texts"],
                           c["marks"], body, ink, "dejavu_sans_mono", indent=44, gap=0.6)
            else:
                if head:  # "Article 3 – Prix et paiement", "Cláusula tercera. Precio y …"
                    h = heading(page, (left, y, right, y + 3 * size), f"{head} {c['title']}",
                                body.but(bold=True), max_lines=1)
                else:
                    page.label(left, y - round(size * 0.5), number, body.but(bold=True),
                               role="structural")
                    h = heading(page, (left + 44, y, right, y + 3 * size), c["title"],
                                body.but(bold=True), max_lines=1)
                y = h.bottom + 8
                for j, text in enumerate(c["texts"]):
                    if y > bottom - 2 * size:
                        break
                    y = clause(page, (left, y, right, bottom), f"{c['number']}.{j + 1}", "",
                               [text], [c["marks"][j]], body, ink, "dejavu_sans_mono",
                               indent=44) + round(size * 0.6)
        y += round(size * 1.2)
        return y

    def _signatures(self, page: Page, ink: Theme, params: dict[str, Any], body, left: int,
                    right: int, bottom: int) -> None:
        """The last page ends with the parties' signature lines, each over its name."""
        y = bottom - round(body.size * 2.6)
        width = (right - left - 60) // 2
        with page.region("signatures", "structural", (left, y - 10, right, bottom)):
            for k, (company, _) in enumerate(params["parties"]):
                x = left + k * (width + 60)
                page.line((x, y), (x + width, y), ink.text, name="signature line")
                page.label(x, y + 6, company, body.but(size=body.size - 1), role="text",
                           max_width=width)

    def _parties(self, page: Page, ink: Theme, params: dict[str, Any], body, left: int,
                 right: int, y: int) -> int:
        with page.region("parties", "structural", (left, y, right, y + 200)):
            cx = (left + right) // 2
            centred_label(page, cx, y, params["between"], body.but(italic=True))
            y += round(body.size * 2.4)
            for k, (company, address) in enumerate(params["parties"]):
                centred_label(page, cx, y, company, body.but(bold=True), "structural")
                centred_label(page, cx, y + round(body.size * 1.5), address, body)
                centred_label(page, cx, y + round(body.size * 3), params["roles"][k],
                              body.but(color=ink.muted))
                y += round(body.size * 4.8)
                if k == 0:
                    centred_label(page, cx, y - round(body.size * 0.6), params["and"],
                                  body.but(italic=True))
                    y += round(body.size * 1.8)
        return y + 10

    def _tag(self, page: Page, params: dict[str, Any], x: int, y: int) -> None:
        st = style("dejavu_sans", 11, (40, 30, 0), bold=True)
        width = round(measure(params["sign"], st)[0]) + 30
        page.polygon([(x, y), (x + width, y), (x + width + 10, y + 13), (x + width, y + 26),
                      (x, y + 26)], (255, 204, 0), name="tag")
        page.label(x + 10, y + 1, params["sign"], st)
