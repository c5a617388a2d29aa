"""A flashcard deck: either a study-set page (big card, study modes, the list of terms and
definitions) or a spaced-repetition review (question, answer and the rating buttons)."""

from __future__ import annotations

from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, measure
from surfaces.kit.brands import brand
from surfaces.kit.cards import progress
from surfaces.kit.chrome import ui_style
from surfaces.kit.definitions import terse
from surfaces.kit.forms import form_button
from surfaces.kit.numbers import ui_list
from surfaces.kit.print_preview import lines_of
from surfaces.kit.records import flashcard
from surfaces.kit.tables import scrollbar
from surfaces.kit.typography import sample_typography, style
from surfaces.kit.web import chip, site_header


class FlashcardDeck(Surface):
    name = "flashcard_deck"
    family = "web"
    text_roles = ("text", "structural", "chrome")
    # No select_substring: its pages rarely show such text (see
    # tests/surfaces/test_surfaces_candidates.py).
    unsupported_categories = ("select_substring",)
    regions = ("header", "card", "terms", "deck")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        # one subject a deck, named in its title: its cards are that subject's terms (no
        # "key notions" deck mixing biology, economics and physics)
        every = list(content.data.SLOTS["rec_card"])
        subjects = sorted({str(c["subject"]) for c in every
                           if sum(d["subject"] == c["subject"] for d in every) >= 4})
        subject = str(choice(rng, subjects))
        pool = [c for c in every if c["subject"] == subject]
        total = len(pool)  # the deck: its first cards are shown
        cards = [[pool[int(i)]["term"], content.fill(pool[int(i)]["definition"])]
                 for i in rng.permutation(len(pool))]
        if rng.random() < 0.5:  # this deck's style: definitions without "A"/"Un"/...
            cards = [[term, terse(d, content.lang)] for term, d in cards]
        index = int(rng.integers(1, total))
        return {
            "typo": sample_typography(rng, "sans", (13, 14, 15)),
            "brand": brand(content, "learning"), "subject": subject,
            "deck": content.ui(f"w10gm.deck_{subject}"),
            "author": content.full_name(), "cards": cards,
            "flipped": bool(rng.random() < 0.5), "index": index,
            "total": total, "modes": ui_list(content, "records.cards.modes"),
            "ratings": ui_list(content, "records.cards.ratings"),
            "intervals": ui_list(content, "records.cards.intervals"),
            "labels": {k: content.ui(f"records.cards.{k}") for k in (
                "study", "show", "new", "learning", "review", "front", "back")},
            "terms": content.ui("records.cards.terms", n=total),
            "counts": _due_counts(rng, total - index + 1),
            "layout": choice(rng, ["set", "set", "review"]),
            "card_size": int(choice(rng, [22, 26, 30])),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        page.rect((0, 0, page.width, page.height), theme.panel if theme.name == "light"
                  else theme.bg, name="background")
        if params["layout"] == "set":
            site_header(page, theme, typo, (0, 0, page.width, 52), params["brand"], [],
                        fill=theme.surface)
            self._set(page, theme, params)
        else:
            self._review(page, theme, params)
        return page

    def _set(self, page: Page, theme: Theme, params: dict[str, Any]) -> None:
        typo = params["typo"]
        # the study column centred on any screen (1024: 152..872 as before)
        x1 = max(152, (page.width - 720) // 2)
        x2 = x1 + 720
        with page.region("deck", "header", (x1, 64, x2, 150), label=params["deck"]):
            page.label(x1, 66, params["deck"], ui_style(typo, theme, size=typo["size"] + 11,
                                                        bold=True), role="structural",
                       max_width=x2 - x1)
            x = x1
            for k, mode in enumerate(params["modes"]):
                x = chip(page, theme, typo, x, 116, mode, active=k == 0) + 10
        card = params["cards"][params["index"] - 1]  # "4 / 47" shows the list's 4th card
        text = card[1] if params["flipped"] else card[0]
        size = params["card_size"] - (8 if params["flipped"] else 0)
        with page.region("card", "card", (x1, 160, x2, 440), label=card[0]):
            cap = ui_style(typo, theme, size=typo["size"] - 2, bold=True, color=theme.muted)
            flashcard(page, theme, (x1, 160, x2, 420), text,
                      style(typo["body"], size, theme.text, bold=not params["flipped"]),
                      params["labels"]["back" if params["flipped"] else "front"], cap)
            st = ui_style(typo, theme)
            counter = f"{params['index']} / {params['total']}"
            w = round(measure(counter, st)[0])
            cx = (x1 + x2) // 2
            page.polygon([(cx - w // 2 - 40, 448), (cx - w // 2 - 28, 441),
                          (cx - w // 2 - 28, 455)], theme.muted, name="arrow")
            page.label(cx - w // 2, 436, counter, st.but(bold=True))
            page.polygon([(cx + w // 2 + 40, 448), (cx + w // 2 + 28, 441),
                          (cx + w // 2 + 28, 455)], theme.muted, name="arrow")
        y = 480
        with page.region("terms", "list", (x1, y, x2, page.height), label=params["terms"]):
            page.label(x1, y, params["terms"], ui_style(typo, theme, size=typo["size"] + 3,
                                                        bold=True), role="structural")
            y += 40
            st = ui_style(typo, theme)
            shown = 0
            for k, (term, definition) in enumerate(params["cards"]):
                if y + 56 > page.height:  # the last row drawn may meet the window's edge
                    break
                shown += 1
                with page.region(f"term {k + 1}", "row", (x1, y, x2, y + 56), label=term):
                    page.rect((x1, y, x2, y + 56), theme.surface, theme.border, radius=8,
                              name="row")
                    split = x1 + 220
                    page.label(x1 + 18, y + 28 - round(st.size * 1.1), term, st.but(bold=True),
                               role="text", max_width=split - x1 - 30)
                    page.line((split, y + 12), (split, y + 44), theme.border)
                    # the definition's lines centred on the row, as its term is
                    dst = st.but(size=st.size - 1)
                    n = min(2, len(lines_of(definition, dst, x2 - 18 - split - 18)))
                    top = y + 28 - round(n * dst.size * 1.3 / 2)
                    page.text((split + 18, top, x2 - 18, y + 54), definition, dst,
                              role="text", max_lines=n, line_height=1.3)
                y += 64
        # "Terms in this set (57)" over the first rows: the page runs on, its scrollbar says so
        full = 520 + 64 * len(params["cards"]) + 40  # the whole page's height
        if shown < len(params["cards"]):  # a short deck's every row fits: nothing to scroll
            scrollbar(page, theme, (0, 52, page.width, page.height), page.height - 52, full - 52)

    def _review(self, page: Page, theme: Theme, params: dict[str, Any]) -> None:
        typo = params["typo"]
        lab = params["labels"]
        with page.region("header", "chrome", (0, 0, page.width, 44)):
            page.rect((0, 0, page.width, 44), theme.surface, name="header")
            page.line((0, 43), (page.width, 43), theme.border)
            st = ui_style(typo, theme)
            page.label(20, 4, params["deck"], st.but(bold=True), role="structural",
                       max_width=480)
            x = page.width - 20
            for k, colour in enumerate(("green", "red", "blue")):
                text = str(params["counts"][2 - k])
                w = round(measure(text, st)[0])
                page.label(x - w, 4, text, st.but(bold=True, color=theme.palette[colour],
                                                  color_name=colour))
                x -= w + 14
        progress(page, theme, (0, 44, page.width, 48), params["index"] / params["total"])
        card = params["cards"][params["index"] - 1]
        x1 = max(212, (page.width - 600) // 2)  # the card centred (1024: 212..812)
        x2 = x1 + 600
        size = params["card_size"]
        with page.region("card", "card", (x1, 80, x2, 560), label=card[0]):
            page.rect((x1, 80, x2, 560), theme.surface, theme.border, radius=10, name="card")
            q = page.text((x1 + 40, 130, x2 - 40, 230), card[0],
                          style(typo["body"], size, theme.text, bold=True), role="text",
                          align="center", max_lines=2, line_height=1.3)
            if params["flipped"]:
                page.line((x1 + 40, q.bottom + 30), (x2 - 40, q.bottom + 30), theme.border, 2)
                page.text((x1 + 60, q.bottom + 56, x2 - 60, 540), card[1],
                          style(typo["body"], max(15, size - 8), theme.text), role="text",
                          align="center", line_height=1.45, max_lines=6)
        name = "rating buttons" if params["flipped"] else f"button {lab['show']}"
        with page.region(name, "chrome", (x1, 590, x2, 680)):
            if not params["flipped"]:
                form_button(page, theme, typo, (x1 + 200, 600, x2 - 200, 644), lab["show"],
                            primary=False)
                return
            w = (x2 - x1 - 30) // 4
            colours = ("red", "orange", "green", "blue")
            st = ui_style(typo, theme, size=typo["size"] - 2, color=theme.muted)
            for k, (rating, interval) in enumerate(zip(params["ratings"], params["intervals"],
                                                       strict=False)):
                bx = x1 + k * (w + 10)
                iw = round(measure(interval, st)[0])
                page.label(bx + (w - iw) // 2, 592, interval, st)
                page.rect((bx, 622, bx + w, 664), theme.faded(theme.palette[colours[k]],
                                                              on=theme.surface, amount=0.8),
                          radius=6, name="button")
                rst = ui_style(typo, theme, bold=True, color=theme.palette[colours[k]])
                rw = round(measure(rating, rst)[0])
                page.label(bx + (w - rw) // 2, 632 - round(rst.size * 1.1) + 10, rating,
                           rst.but(color_name=colours[k]))


def _due_counts(rng: np.random.Generator, left: int) -> list[int]:
    """New / learning / review counts of the cards still to study (this one included):
    they add up to what the progress bar leaves."""
    a, b = sorted(int(x) for x in rng.integers(0, left + 1, 2))
    return [a, b - a, left - b]
