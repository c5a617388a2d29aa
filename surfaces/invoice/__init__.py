"""An invoice, in one of four layouts (classic letter, modern, compact, table-heavy, a sampled
parameter so the surface counts once among the others), shown either as the bare document or
as a page in a PDF viewer (always the viewer in the dark theme: the paper stays white).

Every number is consistent (line totals, subtotal, tax, total), the due date follows the
issue date, IBANs and VAT ids carry valid check digits, and everything is written in the
country conventions of the page language (see surfaces.invoice.data). Field values are
``field`` blocks named by their invoice_* category and the line items, totals and bank
details are regions (see surfaces.invoice.look for the scheme).
"""

from __future__ import annotations

from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.invoice.data import pdf_name, sample_invoice, text_facts
from surfaces.invoice.items import GOODS, goods_only, project_work
from surfaces.invoice.layouts import boxed, classic, compact, modern
from surfaces.invoice.look import Look, width_of
from surfaces.kit import Content, Page, Theme, chance, choice
from surfaces.kit.chrome import button, icon, ui_style
from surfaces.kit.typography import sample_typography

LAYOUTS = ("classic", "modern", "compact", "table")
ITEMS = {"classic": (2, 5), "modern": (2, 6), "compact": (3, 8), "table": (3, 6)}
SIZES = {"classic": (12, 13), "modern": (12, 13), "compact": (11, 12), "table": (11, 12)}
LABELS = ("title", "number", "number_short", "date", "date_short", "due", "due_short",
          "customer_no", "bill_to", "from", "vat_id", "iban", "bic", "bank", "bank_details",
          "phone", "email", "web", "pos", "description", "qty", "unit", "unit_price", "amount",
          "subtotal", "total", "total_due", "details", "contact", "page")
BRANDS = [(31, 58, 110), (0, 105, 115), (128, 28, 48), (30, 100, 60), (50, 54, 60),
          (190, 80, 20), (30, 90, 180), (90, 50, 140)]
TOOLBAR = 44
# Sheet widths in the PDF viewer, by layout: from "fit page" (the whole A4 sheet, narrow and in
# smaller type) to "fit width"; each layout's narrowest sheet still holds its side-by-side
# blocks (sender or recipient beside the meta list, four stacked meta columns).
SHEETS = {"classic": (600, 660, 720, 800, 880), "modern": (660, 720, 800, 880),
          "compact": (620, 680, 760, 880), "table": (600, 660, 720, 800, 880)}
A4_AT_100 = 7.94  # an A4 sheet is 794 px wide at 100 % zoom: the toolbar's zoom is w / 7.94
NARROW = 700  # sheets narrower than this are shown zoomed out: type one point smaller
WIDE = 1440  # logical screen widths above this show the sheet zoomed in (Invoice._zoom)


def names_contact(text: str, contact: str) -> bool:
    """Whether ``text`` names the invoice's contact person (by full name or surname)."""
    return contact in text or contact.split()[-1] in text.split()


def fresh_of(content: Content, topic: str, facts: dict[str, str], before: str,
             banned: tuple[str, ...] = ()) -> str:
    """A sentence of ``topic`` that does not name the contact again right after ``before``
    did ("... is Matthew Wood. – Matthew Wood and the team") and holds none of the
    ``banned`` words (the project where it may not be named): drawn again, until it fits."""
    line = content.sentence(topic, **facts)
    for _ in range(40):
        twice = names_contact(before, facts["contact"]) and names_contact(line,
                                                                          facts["contact"])
        if not twice and not any(word.lower() in line.lower() for word in banned):
            break
        line = content.sentence(topic, **facts)
    return line


# the trades whose work is done as a job for a firm (a print run, a website, a refit, a
# study); an office-supplies shop or a translation agency bills orders, not projects
PROJECT_TRADES = ("web", "print", "craft", "consult")
RETAIL = ("office",)  # the trades a customer shops at (the office-supply dealer)


def prose_texts(content: Content, doc: dict[str, Any], facts: dict[str, str],
                notes: bool) -> dict[str, Any]:
    """The intro, terms (and a note) and closing line. The project is named only on a
    business buyer's invoice of a project trade whose lines are that project's work
    (``project_work``), and in one sentence at most, as is the invoice number; a
    retention-of-title note only on an invoice with goods on it."""
    allow = (doc["trade"] in PROJECT_TRADES and not doc["recipient"]["person"]
             and project_work(doc))
    topic = "invoice.intro_goods" if goods_only(doc) else "invoice.intro"
    banned = () if allow else (facts["project"],)
    if doc["recipient"]["person"]:  # a private client is billed, no one of theirs agreed it
        banned += (facts["attn"],)
    if not any(item["key"] in GOODS.get(doc["trade"], ()) for item in doc["items"]):
        banned += (content.ui("w11h.retention"),)  # no goods: no retention of title
    intro = fresh_of(content, topic, facts, "", banned)
    texts = [fresh_of(content, "invoice.terms", facts, "", banned := _named(banned, intro,
                                                                            facts))]
    if notes:
        texts.append(fresh_of(content, "invoice.notes", facts, texts[-1],
                              banned := _named(banned, texts[-1], facts)))
    banned = _named(banned, texts[-1], facts)
    if doc["trade"] not in RETAIL:  # work is commissioned, not ordered: a print shop's
        # customer gave it an order ("Auftrag"), never "shopped" there (r67 0010)
        banned += tuple(content.ui("invoice.order_words").split())
    return {"intro": intro, "terms": texts,
            "thanks": fresh_of(content, "invoice.thanks", facts, texts[-1], banned)}


def _named(banned: tuple[str, ...], line: str, facts: dict[str, str]) -> tuple[str, ...]:
    """``banned`` and, once ``line`` has named the project, the invoice number or the
    seller, that too: the number stands twice on a page at most (the header and one
    sentence), and the seller's name in one sentence (not "... propriété de Duhamel SARL ...
    Merci d'avoir choisi Duhamel SARL")."""
    return banned + tuple(facts[k] for k in ("project", "ref", "seller") if facts[k] in line)


class Invoice(Surface):
    name = "invoice"
    family = "commerce"
    invoice = True
    text_roles = ("field", "structural", "text", "chrome", "prose")
    # No blank_line: an empty line between paragraphs is too rare here to ask for.
    unsupported_categories = ("blank_line",)
    regions = ("toolbar", "document", "letterhead", "header", "details", "recipient", "from",
               "bill to", "sender", "contact", "item table", "line item 1", "totals", "bank details",
               "footer")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        layout = choice(rng, LAYOUTS)
        lo, hi = ITEMS[layout]
        doc = sample_invoice(content.rng, content, int(rng.integers(lo, hi + 1)))
        labels = {key: content.ui(f"invoice.{key}") for key in LABELS}
        labels["tax"] = content.ui("invoice.tax", rate=doc["rate"])
        labels["total_label"] = labels[choice(rng, ["total", "total", "total_due"])]
        labels["price"] = labels["unit_price"]
        body = "serif" if layout == "classic" and chance(rng, 0.45) else "sans"
        typo = sample_typography(rng, body, SIZES[layout])
        facts = text_facts(doc)
        texts = prose_texts(content, doc, facts, chance(rng, 0.6))
        frame = choice(rng, ["bare", "viewer", "viewer"])
        look = {"text_family": typo["body"],
                "head_family": typo["ui"] if chance(rng, 0.5) else typo["body"],
                "size": typo["size"], "brand": list(choice(rng, BRANDS)),
                "leading": float(choice(rng, [1.45, 1.5, 1.55]))}
        sheet_w = int(choice(rng, SHEETS[layout]))
        if frame == "viewer" and sheet_w < NARROW:
            look["size"] -= 1  # the whole sheet at a glance: zoomed out, smaller type
        return {
            "layout": layout, "frame": frame, "sheet_w": sheet_w, "doc": doc, "labels": labels,
            "texts": texts, "look": look,
            "chrome": {"ui": typo["ui"], "file": pdf_name(labels["title"], doc["number"]),
                       "buttons": [content.ui("invoice.viewer.print"),
                                   content.ui("invoice.viewer.download")]},
            "layout_opts": self._options(rng, layout),
        }

    @staticmethod
    def _options(rng: np.random.Generator, layout: str) -> dict[str, Any]:
        tables = {"classic": ["rule", "tint", "zebra"], "modern": ["band", "zebra", "tint"],
                  "compact": ["rule", "zebra"], "table": ["grid"]}
        sums = {"classic": ["plain", "box"], "modern": ["band", "box"],
                "compact": ["plain", "box"], "table": ["grid"]}
        return {"table": choice(rng, tables[layout]), "totals": choice(rng, sums[layout]),
                "head_align": choice(rng, ["left", "right"]), "logo": int(rng.integers(0, 4)),
                "pos_col": chance(rng, 0.6), "unit_col": chance(rng, 0.6),
                "customer_no": chance(rng, 0.6), "intro": chance(rng, 0.6),
                "gap": float(choice(rng, [0.0, 0.5, 1.0])),
                "meta_w": int(choice(rng, [300, 320, 340])),
                "totals_w": int(choice(rng, [280, 300, 320]))}

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        """The page at the sampled sheet width, or at the next wider sheet when a line of
        this document (a long IBAN line, a name beside the meta list) would not fit it."""
        zoom = self._zoom()
        # a wide desktop screen shows the document in a viewer zoomed in (r67 0010: a bare
        # invoice in a corner of a 1920 px page, its type tiny)
        viewer = params["frame"] == "viewer" or theme.name == "dark" or zoom > 1
        if not viewer:
            return self._compose_at(params, theme, None)
        widths = [round(w * zoom) for w in SHEETS[params["layout"]] if w >= params["sheet_w"]]
        for w in widths:
            page = self._compose_at(params, theme, w, zoom)
            if w == widths[-1] or fits(page, (page.width - w) // 2 + w - 16):
                return page
        raise AssertionError("unreachable: the widest sheet is always returned")

    def _zoom(self) -> float:
        """How far a viewer zooms the sheet in on this screen: 1 up to 1440 logical pixels
        wide, more on a wide desktop (1920: 1.4), so the document fills the window."""
        screen = getattr(self, "screen", None)
        width = screen.logical[0] if screen is not None else 0
        return 1.0 if width <= WIDE else round(min(1.5, width / 1370), 2)

    def _compose_at(self, params: dict[str, Any], theme: Theme, sheet_w: int | None,
                    zoom: float = 1.0) -> Page:
        page = self.new_page(theme)
        page.meta["medium"] = "screen"  # a digital document in a viewer: no paper grain
        look = Look(**{**params["look"], "brand": tuple(params["look"]["brand"]),
                       "size": round(params["look"]["size"] * zoom)})
        if sheet_w is not None:
            sheet = self._viewer(page, theme, params["chrome"], sheet_w)
            box = (sheet[0] + 40, sheet[1] + 30, sheet[2] - 40, page.height - 14)
        else:
            sheet = (0, 0, page.width, page.height)
            page.rect(sheet, look.paper, name="paper")
            box = (48, 34, page.width - 48, page.height - 22)
        with page.region("document", "body", sheet):
            layout = params["layout"]
            if layout == "modern":
                modern(page, look, params, box, sheet)
            else:
                {"classic": classic, "compact": compact, "table": boxed}[layout](
                    page, look, params, box)
        return page

    def _viewer(self, page: Page, theme: Theme, chrome: dict[str, Any],
                w: int) -> tuple[int, ...]:
        """A PDF viewer: a toolbar, a grey backdrop and the sheet; returns the sheet box."""
        dark = theme.name == "dark"
        typo = {"ui": chrome["ui"], "size": 13}
        page.rect((0, 0, page.width, page.height), (56, 58, 62) if dark else (214, 217, 222),
                  name="backdrop")
        with page.region("toolbar", "chrome", (0, 0, page.width, TOOLBAR)):
            page.rect((0, 0, page.width, TOOLBAR), theme.panel, name="toolbar")
            page.line((0, TOOLBAR - 1), (page.width, TOOLBAR - 1), theme.border)
            icon(page, theme, "menu", 14, TOOLBAR // 2 - 8, 16)
            st = ui_style(typo, theme)
            page.label(44, (TOOLBAR - round(st.size * 2.2)) // 2, chrome["file"], st)
            page.label(page.width // 2 - 20, (TOOLBAR - round(st.size * 2.2)) // 2,
                       f"{round(w / A4_AT_100)}%", st.but(color=theme.muted))
            x = page.width - 14
            for label in reversed(chrome["buttons"]):
                x -= width_of(label, ui_style(typo, theme)) + 24
                button(page, theme, typo, x, 8, label, height=TOOLBAR - 16)
                x -= 8
        x1 = (page.width - w) // 2
        sheet = (x1, TOOLBAR + 14, x1 + w, page.height + 40)
        page.rect((sheet[0] + 2, sheet[1] + 3, sheet[2] + 2, sheet[3]), (0, 0, 0) if dark else
                  (180, 183, 188), name="shadow")
        page.rect(sheet, (255, 255, 255), name="paper")
        return sheet


def fits(page: Page, right: int) -> bool:
    """No line of text on the sheet ends right of ``right``, below the page or cut short
    with an ellipsis, and no two blocks' lines overlap (nothing overflows its column)."""
    lines = []
    for k, b in enumerate(page.text_blocks()):
        if b.laid.box[1] < TOOLBAR or not b.laid.lines:
            continue
        if b.laid.truncated or b.right > right or b.bottom > page.height - 4:
            return False
        for ln in b.laid.lines:
            if ln.glyphs:
                if ln.glyphs[-1].char == "\u2026":
                    return False
                x = ln.glyphs[0].pen
                lines.append((k, x, ln.baseline - ln.ascent, x + ln.width, ln.baseline + ln.descent))
    return not any(a[0] != b[0] and a[1] < b[3] - 1 and b[1] < a[3] - 1 and a[2] < b[4] - 1
                   and b[2] < a[4] - 1 for i, a in enumerate(lines) for b in lines[i + 1:])
