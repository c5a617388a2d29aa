"""A desktop word processor: title bar, ribbon, ruler, a page being edited, status bar."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, TextBlock, Theme, choice, fontbook
from surfaces.kit.chrome import status_bar, title_bar
from surfaces.kit.doc_genres import GENRES, sample_document
from surfaces.kit.document import (
    RIBBON_STYLES,
    RIBBON_TABS,
    canvas_colour,
    fit_prose,
    heading,
    paper_theme,
    ribbon,
    ruler,
    sheet,
)
from surfaces.kit.file_names import file_stem
from surfaces.kit.memo_world import sample_memo
from surfaces.kit.prose import sample_marks
from surfaces.kit.typography import picker_font_name, sample_typography, style

TABS, STYLES = RIBBON_TABS, RIBBON_STYLES


def _marks(rng: np.random.Generator, text: str, keys: list[str],
           whole: list[str]) -> list[list[Any]]:
    """The styled spans of one paragraph; a figure inside a quarter ("Q2 2025") or a street
    address ("61 Highland Avenue") is never styled on its own: its year or house number
    bold reads as arbitrary."""
    marks = sample_marks(rng, text, "mail", keys, highlight=True)  # its user's marker
    inside = [(m.start(), m.end()) for phrase in whole if phrase
              for m in re.finditer(re.escape(phrase), text)]
    return [mk for mk in marks if all(mk[1] <= a or mk[0] >= b for a, b in inside)]


def _memo_marks(rng: np.random.Generator, paras: list[str], key: str) -> list[list[Any]]:
    """A memo's writer marks one thing, if anything: the date the matter turns on, bold,
    where it first stands (r88 0017: an italic "Friday", a bold "April 11" and a
    link-styled "Friday" in one memo read as random styling)."""
    marks: list[list[Any]] = [[] for _ in paras]
    if not key or rng.random() < 0.4:
        return marks
    for k, text in enumerate(paras[1:], 1):  # never the sender line
        if (at := text.find(key)) >= 0:
            marks[k] = [[at, at + len(key), "bold", ""]]
            break
    return marks


class WordProcessor(Surface):
    name = "word_processor"
    family = "documents"
    text_roles = ("prose", "structural", "chrome")
    regions = ("title bar", "ribbon", "ruler", "document", "status bar")
    typing_regions = ("document",)  # the user types in the document
    # select_substring: its pages, one quarter's report or one memo since 0.13 (wave 9),
    # rarely offer one (like doc_comments and notion_page)
    unsupported_categories = ("select_substring",)

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        content.pin(city=content.city())  # one document, one town
        # a memo, a quarterly report or a project's status update (kit/doc_genres.py)
        # (or minutes, a post-mortem, a project brief, onboarding notes: one genre in six)
        topic = "memo" if rng.random() < 1 / 3 else str(choice(rng, list(GENRES)))
        if topic == "memo":  # one matter throughout (surfaces/kit/memo_world.py)
            memo = sample_memo(rng, content)
            title, keys = memo["subject"], [memo["sender"], memo["dept"], memo["day"],
                                                    memo["dm"]]
            whole = [memo["street"]]
            # the memo's paragraphs are one body, each after an empty line or spaced apart,
            # under the line saying who sends it (r86 0013: "call me" from nobody)
            sender = f"{content.ui('document.from')} " \
                     f"{memo['sender']}, {memo['dept']}"
            intro, sections = [sender, *memo["paragraphs"]], []
        else:  # one team's quarter or one project's milestones, every sentence from its data
            doc = sample_document(rng, content, (topic,))
            secs, title = doc["sections"], doc["title"]
            keys, whole = [], doc["whole"]
            intro = secs[0]["texts"]
            # a section of two matters (staff and systems, plans and the next report) in
            # two paragraphs, as a writer breaks them
            sections = [{"heading": sec["heading"], "texts": sec.get("paras", sec["texts"]),
                         "marks": [_marks(rng, t, keys, whole)
                                   for t in sec.get("paras", sec["texts"])]}
                        for sec in secs[1:]]
        font = choice(rng, fontbook().families_of(choice(rng, ["serif", "sans"])))
        size = int(choice(rng, [11, 12]))
        pages = 1  # memo and quarterly report alike: the one page shown is all of it
        return {
            "typo": sample_typography(rng, "sans", (13, 14)),
            "font": font, "size": size, "title": title, "intro": intro, "genre": topic,
            "intro_marks": _memo_marks(rng, intro, keys[3]) if topic == "memo" else
            [_marks(rng, t, keys, whole) for t in intro],
            "sections": sections, "tabs": [content.ui(k) for k in TABS],
            "styles": [content.ui(k) for k in STYLES], "font_label": picker_font_name(font),
            # the word count is filled in compose from the words the page draws
            "status": [content.ui("document.page_of", n=1, total=pages),
                       content.ui("document.words", n="{n}")],
            "language": content.ui("document.language"),
            "unit": "in" if content.lang == "en" else "cm",
            "zoom": f"{int(choice(rng, [100, 110, 120]))}%",
            "gap": float(choice(rng, [0.6, 1.0, 1.0])), "scale": float(choice(rng, [1.35, 1.5])),
            "dark_page": bool(rng.random() < 0.5), "pages": pages,
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        page.meta["medium"] = "screen"  # a digital document in a viewer: no paper grain
        typo = params["typo"]
        y = title_bar(page, theme, typo, f"{file_stem(params['title'])}.docx", mac=False,
                      height=32, centre=True)
        ribbon(page, theme, typo, (0, y, page.width, y + 74), params["tabs"],
               params["font_label"], str(params["size"]), params["styles"])
        y += 74
        scale = params["scale"]
        width = round(612 * scale * 0.9)
        x1 = (page.width - width) // 2
        margin = round(72 * scale * 0.9)
        # an inch is the page's 72 pt at its zoom: inches in eighths for a US document,
        # centimetres in quarters elsewhere (r90 0013: 13 units of 48.6 px over 6.5 in)
        inches = params.get("unit", "cm") == "in"
        ruler(page, theme, (0, y, page.width, y + 22), x1 + margin, x1 + width - margin,
              step=72 * scale * 0.9 / (1 if inches else 2.54), ticks=8 if inches else 4)
        y += 22
        canvas = canvas_colour(theme)
        with page.region("document", "page", (0, y, page.width, page.height - 24)):
            page.rect((0, y, page.width, page.height - 24), canvas, name="canvas")
            box = (x1, y + 18, x1 + width, page.height + 200)
            ink = paper_theme(theme)
            if theme.name == "dark" and params["dark_page"]:
                ink = replace(theme, bg=(32, 32, 34), surface=(32, 32, 34))
            sheet(page, box, ink.bg, canvas)
            blocks = self._body(page, ink, params, (x1 + margin, y + 18 + margin * 2 // 3,
                                                    x1 + width - margin, page.height - 30))
        # the status bar counts the document as drawn (title, headings and the paragraphs
        # that fit), split on whitespace as Word counts
        words = f"{drawn_words(blocks):,}".replace(",", "\u202f")
        status = [params["status"][0], params["status"][1].replace("{n}", words)]
        status_bar(page, theme, typo, status, [params["language"], params["zoom"]])
        return page

    def _body(self, page: Page, ink: Theme, params: dict[str, Any], box) -> list[TextBlock]:
        """The title, introduction and sections; returns the text blocks drawn."""
        left, y, right, bottom = box
        px = round(params["size"] * params["scale"])
        body = style(params["font"], px, ink.text)
        # room for a title of two lines
        block = heading(page, (left, y, right, y + round(px * 7)), params["title"],
                        body.but(size=round(px * 2.0), family=params["typo"]["ui"]))
        drawn = [block]
        block = fit_prose(page, (left, block.bottom + 14, right, bottom), params["intro"],
                          params["intro_marks"], body, ink, params["typo"]["mono"],
                          line_height=1.5, gap=params["gap"])
        drawn.append(block)
        y = block.bottom + round(px * 1.2)
        colour = ink.accent if ink.name == "light" else ink.link
        for sec in params["sections"]:
            if y > bottom - 3 * px:
                break
            top, head = y - round(px * 0.6), []
            if sec["heading"]:
                head = [heading(page, (left, y, right, y + 3 * px), sec["heading"],
                                body.but(size=round(px * 1.35), color=colour,
                                         family=params["typo"]["ui"]), max_lines=1)]
                top = head[0].bottom
            block = fit_prose(page, (left, top + 8, right, bottom), sec["texts"],
                              sec["marks"], body, ink, params["typo"]["mono"], line_height=1.5,
                              gap=params["gap"])
            if block.laid.truncated:  # a sentence cut by an ellipsis: the section ends it
                for op in [*head, block]:
                    page.ops.remove(op)
                break
            drawn += [*head, block]
            y = block.bottom + round(px * 1.2)
        return drawn


def drawn_words(blocks: list[TextBlock]) -> int:
    """The whitespace-separated words the blocks show (a wrapped line ends a word)."""
    return sum(len("".join(g.char for g in line.glyphs).split())
               for block in blocks for line in block.laid.lines)
