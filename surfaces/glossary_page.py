"""A glossary page: site header, title and intro, an A-Z jump bar, terms grouped under
letter headings with their definitions, in one or two columns."""

from __future__ import annotations

import re
import unicodedata
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, measure
from surfaces.kit.brands import brand
from surfaces.kit.chrome import ui_style
from surfaces.kit.definitions import terse
from surfaces.kit.prose import styled_spans
from surfaces.kit.typography import sample_typography, style
from surfaces.kit.web import site_header

ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def collation_key(term: str) -> str:
    """A dictionary's order: accents and case ignored ("Écran" between "Document" and
    "Extension"; r40 saw "Extension" before "Écran" under "classés de A à Z")."""
    plain = unicodedata.normalize("NFKD", term)
    return "".join(c for c in plain if not unicodedata.combining(c)).casefold()


def _initial(term: str) -> str:
    return unicodedata.normalize("NFKD", term)[0].upper()


def cross_refs(text: str, terms: list[str]) -> list[list[Any]]:
    """Link marks on the mentions in ``text`` of other glossary ``terms`` (longest first,
    whole words, any case), each linked once."""
    marks: list[list[Any]] = []
    for term in sorted(terms, key=len, reverse=True):
        m = re.search(rf"(?<!\w){re.escape(term)}(?!\w)", text, re.I)
        if m and not any(m.start() < b and a < m.end() for a, b, _, _ in marks):
            marks.append([m.start(), m.end(), "link", ""])
    return sorted(marks)


_WORDINGS: dict[str, dict[str, str]] = {}


def wording(content: Content, term: str, definition: str) -> str:
    """The language's grammar for ``term``'s definition (slot h_pool19_gloss), else the
    definition as listed."""
    table = _WORDINGS.get(content.lang)
    if table is None:
        rows = content.data.SLOTS.get("h_pool19_gloss", [])
        table = _WORDINGS[content.lang] = {r["term"]: r["definition"] for r in rows}
    return table.get(term, definition)


class GlossaryPage(Surface):
    name = "glossary_page"
    family = "web"
    text_roles = ("prose", "structural", "chrome")
    # No blank_line: each definition is one paragraph: there is no empty line between paragraphs.
    unsupported_categories = ("blank_line", "select_substring")
    regions = ("header", "title", "alphabet", "letter", "entry")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        # one form of address for the whole page (r63 0023: "que encontrará" above "confirmar
        # que eres tú"): the intro and every definition are familiar or polite, never both
        register = "t" if rng.random() < 0.5 else "v"
        other = re.compile(content.record("h_text1_register")["v" if register == "t" else "t"])
        drawn = [e for e in (content.record("web_glossary") for _ in range(160))
                 if not other.search(e["definition"])]
        unique = {(e["term"], e["definition"]) for e in drawn}
        # A to Z by term, a shorter term before its longer forms ("Spam" before "Spam
        # filter"; review r28), then by definition
        entries = sorted(unique, key=lambda e: (collation_key(e[0]), e[0], e[1]))
        # enough entries to fill the page's columns (review47 0005: three letters and a
        # half-empty page), few enough that a training set does not print the same
        # definitions page after page (48 a page made glossaries a third of 0.21.0's
        # repeated sentences); compose draws what fits
        n = int(rng.integers(min(20, len(entries)), min(30, len(entries)) + 1))
        start = int(rng.integers(0, max(1, len(entries) - n + 1)))
        # a definition may be worded in more than one way ({a|b}, drawn for this page)
        # each definition built from parts ({a|b|c} each, drawn per entry): two glossaries
        # that list the same term rarely word it alike (one wording per term made 9 % of
        # page pairs share a sentence, 0.23.0)
        picked = [(term, content.fill(wording(content, term, d)))
                  for term, d in entries[start:start + n]]
        if rng.random() < 0.5:  # this glossary's style: definitions without "A"/"Een"/...
            picked = [(term, terse(d, content.lang)) for term, d in picked]
        site = brand(content, "community")
        # the intro names the site (one stock line printed on every glossary collided)
        intro = content.ui(f"h_text1.glossary_intro_{register}", brand=site)
        return {
            "typo": sample_typography(rng, choice(rng, ["sans", "serif"]), (14, 15, 16)),
            "brand": site,
            "nav": [content.ui(k) for k in ("web.home", "web.faq_help_centre",
                                            "web.glossary_title")],
            "title": content.ui("web.glossary_title"), "intro": intro,
            # no stray emphasis: only a mention of another term on the page is styled, as a
            # link to its entry (the defined term itself is the entry's bold heading)
            "entries": [[t, d, cross_refs(d, [o for o, _ in picked if o != t])]
                        for t, d in picked],
            "columns": int(choice(rng, [1, 2, 2])), "top": content.ui("web.glossary_back"),
            "boxed_letters": bool(rng.random() < 0.5),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        site_header(page, theme, typo, (0, 0, page.width, 56), params["brand"], params["nav"],
                    active=2)
        x1, x2 = 80, page.width - 80
        with page.region("title", "structural", (x1, 70, x2, 160)):
            h = page.text((x1, 76, x2, 120), params["title"],
                          style(typo["ui"], 30, theme.text, bold=True), role="structural",
                          max_lines=1)
            intro = page.text((x1, h.bottom + 8, x2, h.bottom + 60), params["intro"],
                              style(typo["body"], typo["size"], theme.muted), role="prose",
                              max_lines=2)
        bar = intro.bottom + 18
        y = bar + 64
        groups: dict[str, list[list[Any]]] = {}
        for entry in params["entries"]:
            groups.setdefault(_initial(entry[0]), []).append(entry)
        gap = 48
        # as many columns as hold a readable measure (about 520 px and up): one on a
        # laptop, two or three on a wide screen
        cols = max(1, min(3, (x2 - x1 + gap) // (520 + gap), params["columns"] + 1))
        width = (x2 - x1 - (cols - 1) * gap) // cols
        slots = [(x1 + k * (width + gap), x1 + k * (width + gap) + width) for k in range(cols)]
        shown = self._flow(page, theme, typo, params, list(groups.items()), slots, y)
        # the A-Z bar links only the letters whose section the page shows
        self._alphabet(page, theme, typo, shown, x1, x2, bar)
        return page

    def _alphabet(self, page: Page, theme: Theme, typo: dict[str, Any], present: set[str],
                  x1: int, x2: int, y: int) -> int:
        with page.region("alphabet", "chrome", (x1, y, x2, y + 40)):
            page.rect((x1, y, x2, y + 40), theme.panel, theme.border, radius=6, name="alphabet")
            step = (x2 - x1 - 20) / len(ALPHABET)
            st = ui_style(typo, theme, size=14, bold=True)
            for k, ch in enumerate(ALPHABET):
                on = ch in present
                cx = x1 + 10 + step * (k + 0.5)
                w = measure(ch, st)[0]
                page.label(round(cx - w / 2), y + 4, ch,
                           st.but(color=theme.link if on else theme.faded(theme.muted)))
        return y + 64

    def _flow(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
              groups: list[tuple[str, list[list[Any]]]], slots: list[tuple[int, int]],
              top: int) -> set[str]:
        """Fill the columns in reading order; a letter's entries that do not fit run on at
        the top of the next column. The letters drawn."""
        shown: set[str] = set()
        col, y = 0, top
        for letter, entries in groups:
            head = True
            while entries:
                if y > page.height - 150 and col + 1 < len(slots):
                    col, y = col + 1, top
                y, done = self._group(page, theme, typo, letter, entries, *slots[col], y,
                                      params["boxed_letters"], head)
                if done:
                    shown.add(letter)
                entries, head = entries[done:], head and not done
                if entries:  # the column is full
                    if col + 1 >= len(slots):
                        return shown
                    col, y = col + 1, top
        return shown

    def _group(self, page: Page, theme: Theme, typo: dict[str, Any], letter: str,
               entries: list[list[Any]], x1: int, x2: int, y: int,
               boxed: bool, head: bool = True) -> tuple[int, int]:
        """Draw one letter's section (its heading when ``head``), as many entries as fit
        whole; (bottom, entries drawn). A heading with no entry under it is taken back."""
        n_ops, n_regions = len(page.ops), len(page.regions)
        y, done = self._section(page, theme, typo, letter, entries, x1, x2, y, boxed, head)
        if not done:
            del page.ops[n_ops:], page.regions[n_regions:]
        return y, done

    def _section(self, page: Page, theme: Theme, typo: dict[str, Any], letter: str,
                 entries: list[list[Any]], x1: int, x2: int, y: int,
                 boxed: bool, head: bool) -> tuple[int, int]:
        with page.region("letter", "section", (x1, y, x2, page.height), label=letter):
            if head:
                y = self._heading(page, theme, typo, letter, x1, x2, y, boxed)
            body = style(typo["body"], typo["size"], theme.text)
            for done, (term, definition, marks) in enumerate(entries):
                if y > page.height - 60:
                    return y, done
                n_ops, n_regions = len(page.ops), len(page.regions)
                with page.region("entry", "list item", (x1, y, x2, y + 80), label=term):
                    t = page.label(x1, y - 6, term, body.but(bold=True, size=body.size + 1),
                                   role="structural")
                    block = page.text((x1, t.bottom - 2, x2, page.height - 6),
                                      [styled_spans(definition, marks, body, theme,
                                                    typo["mono"])], body, role="prose",
                                      line_height=1.5)
                if block.laid.truncated:  # below the fold: the entry is not cut mid-sentence
                    del page.ops[n_ops:], page.regions[n_regions:]
                    return y, done
                y = block.bottom + 18
        return y + 8, len(entries)

    @staticmethod
    def _heading(page: Page, theme: Theme, typo: dict[str, Any], letter: str, x1: int,
                 x2: int, y: int, boxed: bool) -> int:
        st = style(typo["ui"], 24, theme.accent_text if boxed else theme.accent, bold=True)
        if boxed:
            page.rect((x1, y, x1 + 40, y + 40), theme.accent, radius=6, name="letter")
            page.label(x1 + 20 - round(measure(letter, st)[0] / 2), y - 6, letter, st,
                       role="structural")
        else:
            page.label(x1, y - 6, letter, st, role="structural")
        page.line((x1 + 52, y + 20), (x2, y + 20), theme.border)
        return y + 54
