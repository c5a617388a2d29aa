"""A printed income-tax return: form number and tax year boxes, the taxpayer's ruled name
and address cells, filing-status check boxes, numbered income lines with dotted leaders
and amount boxes, and the signature block."""

from __future__ import annotations

import datetime
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, fontbook, measure
from surfaces.kit.document import PAPERS, paper_theme
from surfaces.kit.handwriting import draw_signature, name_heights
from surfaces.kit.income_tax import social_contributions, soli, wage_tax
from surfaces.kit.numbers import format_date, format_number, locale_fact, territory, ui_list
from surfaces.kit.records import boxed_line, check_mark, form_cell
from surfaces.kit.tax_ids import personal_tax_id
from surfaces.kit.typography import style


def tax_values(rng: np.random.Generator, rows: list[dict[str, Any]],
               fixed: int | None = None, year: int = 2024,
               joint: bool = False) -> list[int | None]:
    """Cents of each line (None: left blank): incomes and deductions in their range, the
    total the sum of the incomes, a subtotal the incomes less the deductions above it, the
    taxable income the incomes less all deductions, the tax withheld a share (lo..hi
    percent) of the taxable income. ``fixed`` (whole units) is the standard deduction of the
    return's year and filing status, for a deduction line whose range is one value. A
    German return's lines follow the law (surfaces/kit/income_tax.py): Vorsorgeaufwendungen
    (``social``) are the contributions on the wage, the Lohnsteuer (``wage_tax``) the §32a
    tariff on it (splitting for a joint return with one earner), the Soli (``soli``) none
    up to its exemption limit; ``pct`` is a deduction of lo..hi percent of the wage."""
    out: list[int | None] = []
    income = deduct = taxable = 0
    wage = withheld = None
    for r in rows:
        kind, flo, fhi = r["kind"], float(r["lo"]), float(r["hi"])
        lo, hi = int(flo), int(fhi)
        if kind == "out" and lo == hi and fixed is not None:
            lo = hi = fixed
        if kind in ("in", "out"):
            v = None if r["optional"] and rng.random() < 0.4 else \
                int(rng.integers(lo * 100, hi * 100 + 1))
            if v is not None and lo == hi:
                v = lo * 100
            if kind == "in":
                income += v or 0
                wage = v if wage is None else wage
            else:
                deduct += v or 0
        elif kind in ("pct", "social"):
            share = float(rng.uniform(flo, fhi)) / 100 * (wage or 0)
            v = round(share if kind == "pct" else
                      social_contributions((wage or 0) / 100, year) * 100
                      * float(rng.uniform(1.0, 1.06)))
            deduct += v
        elif kind == "sum":
            v = income
        elif kind == "sub":  # a subtotal: the income less the deductions above it (AGI)
            v = max(0, income - deduct)
        elif kind == "net":
            v = taxable = max(0, income - deduct)
        elif kind == "wage_tax":  # withheld on the wage alone, by the tariff
            v = withheld = wage_tax((wage or 0) / 100, year, joint) * 100
        elif kind == "soli":
            v = round(soli((withheld or 0) / 100, year, joint) * 100)
        else:  # paid: withheld during the year
            v = taxable * int(rng.integers(lo, hi + 1)) // 100
        out.append(v)
    return out


def annex_list(content: Content, rows: list[dict[str, Any]], values: list[int | None]) -> str:
    """The annexes the header names ("Anlagen N, V und Vorsorgeaufwand"): those of the
    lines filled with an amount (r63: "mit Anlage N" above a rental income)."""
    names = [r["annex"] for r, v in zip(rows, values, strict=True) if r.get("annex") and v]
    if len(names) < 2:
        return content.ui("records.tax.annex_one", one=names[0] if names else "")
    return content.ui("records.tax.annex_many", many=", ".join(names[:-1]), last=names[-1])


class TaxForm(Surface):
    name = "tax_form"
    family = "forms"
    themes = ("light",)
    text_roles = ("text", "structural")
    unsupported_categories = ("select_range",)  # form lines: few runs of words to drag across
    regions = ("form header", "field", "filing status", "line", "sign here")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        lang = content.lang
        keys = ("form", "title", "agency", "first", "last", "id", "address", "city", "status",
                "income", "sign", "date", "occupation", "omb", "attach", "spouse",
                "spouse_first", "spouse_id")
        rows = list(content.data.SLOTS["g_docs_tax"])
        chosen = [r["label"] for r in rows]
        # the form's own line numbers: a real form's where the language's rows give them
        # (Form 1040: 1a, 2b, 9, 11, 12, 15, 25a), else the lines counted
        numbers = [r.get("line") or str(k + 1) for k, r in enumerate(rows)]
        statuses = ui_list(content, "records.tax.statuses")
        # one filer, or a couple filing jointly: never a status naming a spouse the page
        # leaves out (Married filing separately asks for the spouse's name and SSN)
        separate = ui_list(content, "records.tax.separate")
        status = int(choice(rng, [k for k, s in enumerate(statuses) if s not in separate]))
        year = str(int(rng.integers(2023, 2026)))
        deductions = locale_fact(lang, "tax.standard_deduction").get(year)
        joint = statuses[status] in ui_list(content, "records.tax.joint")
        values = tax_values(rng, rows, deductions[status] if deductions else None, int(year),
                            joint)
        amounts = [format_number(v / 100, lang) if v is not None else "" for v in values]
        home = content.address()
        first, last = content.first_name(), content.last_name()
        labels = {k: content.ui(f"records.tax.{k}", year=year) for k in keys}
        if any(r.get("annex") for r in rows):  # "Hauptvordruck mit Anlagen N und V"
            labels["agency"] += " " + content.ui("records.tax.with_annexes",
                                                 annexes=annex_list(content, rows, values))
        spouse = self._spouse(rng, content, first, last) if joint else ("", "", "")
        # the declarant signs for this return (a joint one: both spouses): names and tax year
        labels["sign_note"] = content.ui(
            "records.tax.sign_note_joint" if joint else "records.tax.sign_note",
            name=f"{first} {last}", spouse=f"{spouse[0]} {spouse[1]}", year=year)
        # signed after the tax year, in the country's filing season (w14f.tax_window: a 1040
        # by 15 April, a Modello 730 from mid-May to September)
        start, end = (datetime.date.fromisoformat(f"{int(year) + 1}-{d}")
                      for d in ui_list(content, "w14f.tax_window"))
        signed = start + datetime.timedelta(days=int(rng.integers(0, (end - start).days + 1)))
        return {
            "labels": labels, "signed": format_date(signed, lang),
            "scribble": [int(v) for v in rng.integers(-9, 10, 8)],
            "statuses": statuses,
            "status": status, "year": year, "joint": joint,
            # a joint return is signed by both spouses (1040: "If a joint return, both must
            # sign"; ESt 1 A: "bei Ehegatten/Lebenspartnern von beiden")
            "spouse_scribble": [int(v) for v in rng.integers(-9, 10, 8)] if joint else [],
            "first": first, "last": last,
            # the form's spouse row (a 1040's "If joint return, spouse's first name", the
            # ESt 1 A's Person B): filled on a joint return, blank on any other
            "spouse_row": bool(ui_list(content, "records.tax.joint")), "spouse": list(spouse),
            "tax_id": personal_tax_id(rng, territory(lang), first, last),
            "street": home.street, "city": home.town_line,
            "occupation": content.role("rec_job_title", first),
            "lines": chosen, "numbers": numbers, "amounts": amounts, "cents": values,
            "kinds": [r["kind"] for r in rows],
            "font": choice(rng, ["liberation_sans", "tex_gyre_heros", "dejavu_sans", "roboto"]),
            "typed": choice(rng, fontbook().families_of("mono")),
            "paper": choice(rng, ["white", "white", "cream"]),
            "shade": bool(rng.random() < 0.6), "row_h": int(choice(rng, [26, 28, 30])),
            "band_w": int(choice(rng, [96, 110])),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        ink = paper_theme(theme, params["paper"])
        lab = params["labels"]
        page.rect((0, 0, page.width, page.height), (200, 202, 206), name="viewer")
        x1, x2 = 70, page.width - 70
        page.rect((x1 - 24, 0, x2 + 24, page.height), PAPERS[params["paper"]], name="sheet")
        black = ink.text
        f = params["font"]
        small = style(f, 10, black)
        label = style(f, 11, black)
        typed = style(params["typed"], 13, (20, 30, 90))
        shade = (226, 228, 232) if params["shade"] else None
        self._header(page, {**lab, "_year": params["year"]}, x1, x2, f, black, small)
        y = 88
        h = 40
        cells = [[(x1, x2 - 330), lab["first"], params["first"]],
                 [(x2 - 330, x2 - 170), lab["last"], params["last"]],
                 [(x2 - 170, x2), lab["id"], params["tax_id"]]]
        for (a, b), cap, value in cells:
            form_cell(page, (a, y, b, y + h), cap, value, small, typed, black, right=b != x2)
        y = self._spouse_row(page, params, cells, y + h, x2, (small, typed, black)) \
            if params.get("spouse_row") else y + h
        form_cell(page, (x1, y, x2, y + h), lab["address"], params["street"], small, typed, black,
                  right=False)
        y += h
        form_cell(page, (x1, y, x2, y + h), lab["city"], params["city"], small, typed, black,
                  right=False)
        y += h + 6
        with page.region("filing status", "field", (x1, y, x2, y + 34), label=lab["status"]):
            page.label(x1, y, lab["status"], label.but(bold=True), role="structural")
            x = x1 + 130
            for k, option in enumerate(params["statuses"]):
                check_mark(page, ink, x, y + 7, 12, k == params["status"], fill=black)
                b = page.label(x + 18, y, option, label, role="text")
                x = b.right + 18
        y += 34
        page.line((x1, y), (x2, y), black, 2)
        bw = params["band_w"]
        rh = params["row_h"]
        band_bottom = y + rh * len(params["lines"])
        with page.region("income", "section", (x1, y, x2, band_bottom), label=lab["income"]):
            page.line((x1 + bw, y), (x1 + bw, band_bottom), black)
            page.label(x1 + 4, y + 2, lab["income"], style(f, 13, black, bold=True),
                       role="structural", max_width=bw - 6)
            note = small  # a long word ("Lohnsteuerbescheinigung") set smaller, never split
            while note.size > 7 and max(measure(w, note)[0] for w in lab["attach"].split()) \
                    > bw - 8:
                note = note.but(size=note.size - 1)
            page.text((x1 + 4, y + 40, x1 + bw - 4, y + 120), lab["attach"], note, role="text",
                      line_height=1.2, max_lines=4)
            for k, (text, number) in enumerate(zip(params["lines"], params["numbers"],
                                                   strict=True)):
                top = y + k * rh
                boxed_line(page, ink, (x1 + bw, top, x2, top + rh), number, text,
                           params["amounts"][k], label, typed, black, shade)
        y = band_bottom + 10
        self._sign(page, ink, params, x1, x2, y, small, label, typed)
        self._page_break(page, params, x1, x2, y + (194 if params.get("joint") else 150), small)
        return page

    @staticmethod
    def _spouse_row(page: Page, params: dict[str, Any], cells: list, y: int, x2: int,
                    looks: tuple) -> int:
        """The spouse's name and tax number under the filer's, in the same columns."""
        lab, (small, typed, black) = params["labels"], looks
        names = (lab["spouse_first"], lab["last"], lab["spouse_id"])
        for ((a, b), _, _), cap, value in zip(cells, names, params["spouse"], strict=True):
            form_cell(page, (a, y, b, y + 40), cap, value, small, typed, black, right=b != x2)
        return y + 40

    @staticmethod
    def _spouse(rng: np.random.Generator, content: Content, first: str,
                last: str) -> tuple[str, str, str]:
        """The spouse on a joint return: another first name, mostly the filer's surname,
        their own tax number."""
        name = next((n for n in (content.first_name() for _ in range(20)) if n != first),
                    content.first_name())
        surname = last if rng.random() < 0.7 else content.last_name()
        return name, surname, personal_tax_id(rng, territory(content.lang), name, surname)

    @staticmethod
    def _page_break(page: Page, params: dict[str, Any], x1: int, x2: int, y: int,
                    small) -> None:
        """The viewer's gap after page 1 (its footer names the form and year), and the top
        of page 2 with its running head."""
        if y + 60 > page.height:
            return
        head = f"{params['labels']['form']} ({params['year']})"
        page.label(x2 - round(measure(head, small)[0]), y - 30, head, small, role="text")
        page.rect((x1 - 24, y, x2 + 24, y + 18), (200, 202, 206), name="viewer")
        page.label(x1, y + 30, head, small.but(bold=True), role="text")
        page.line((x1, y + 56), (x2, y + 56), small.color, 2)

    def _header(self, page: Page, lab: dict[str, str], x1: int, x2: int, f: str, black,
                small) -> None:
        with page.region("form header", "structural", (x1, 14, x2, 86)):
            page.line((x1, 86), (x2, 86), black, 2)
            page.label(x1, 18, lab["form"], style(f, 18, black, bold=True), role="structural")
            page.label(x1, 52, lab["omb"], small, role="text")
            page.line((x1 + 150, 16), (x1 + 150, 86), black)
            page.text((x1 + 162, 16, x2 - 150, 50), lab["title"], style(f, 16, black, bold=True),
                      role="structural", max_lines=1)
            page.text((x1 + 162, 50, x2 - 150, 84), lab["agency"], small, role="text",
                      max_lines=2, line_height=1.2)
            page.line((x2 - 130, 16), (x2 - 130, 86), black)
            page.label(x2 - 112, 20, lab["_year"], style(f, 30, black, bold=True),
                       role="structural")

    def _sign(self, page: Page, ink: Theme, params: dict[str, Any], x1: int, x2: int, y: int,
              small, label, typed) -> None:
        lab = params["labels"]
        black = ink.text
        tall = 154 if params.get("joint") else 110
        if y + tall > page.height:
            return
        with page.region("sign here", "section", (x1, y, x2, y + tall), label=lab["sign"]):
            page.line((x1, y), (x2, y), black, 2)
            page.label(x1, y + 4, lab["sign"], style(params["font"], 15, black, bold=True),
                       role="structural")
            w = round(measure(lab["sign"], style(params["font"], 15, black, bold=True))[0])
            bx = x1 + max(110, w + 16)
            page.text((bx, y + 6, x2, y + 44), lab["sign_note"], small, role="text",
                      line_height=1.25, max_lines=2)
            top = y + 50
            me = f"{params['first']} {params['last']}"
            self._signature(page, (bx, top, bx + 260), lab["sign"], params["scribble"],
                            small, typed, black, me)
            if params.get("joint"):
                self._signature(page, (bx, top + 44, bx + 260), lab["spouse"],
                                params["spouse_scribble"], small, typed, black,
                                " ".join(params["spouse"][:2]))
            form_cell(page, (bx + 260, top, bx + 400, top + 40), lab["date"], params["signed"],
                      small, typed, black)
            form_cell(page, (bx + 400, top, x2, top + 40), lab["occupation"],
                      params["occupation"], small, typed, black, right=False)

    @staticmethod
    def _signature(page: Page, box: tuple[int, int, int], caption: str, pts: list[int],
                   small, typed, black, name: str) -> None:
        """A signature cell with ``name``'s handwritten stroke across it."""
        bx, top, right = box
        form_cell(page, (bx, top, right, top + 40), caption, "", small, typed, black)
        # one looping pen stroke written from the signer's own name, in their own hand
        # (slant, reach): a couple's two signatures differ (r96 0015)
        heights = name_heights(name, pts[1:7])
        reach = 130 + 3 * pts[0]
        draw_signature(page, (bx + 20, top + 13, bx + 20 + reach, top + 38), heights,
                       (20, 30, 90), slant=0.2 + 0.3 * (pts[7] + 9) / 18)
