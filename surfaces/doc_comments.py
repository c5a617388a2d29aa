"""A browser word processor (Google-Docs style) with a comments margin: highlighted
anchor phrases in the document and comment cards with replies beside them."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, fontbook, measure
from surfaces.kit.chrome import icon, ui_style
from surfaces.kit.doc_genres import sample_document
from surfaces.kit.doc_threads import comment_on, commentable, one_town, thread
from surfaces.kit.document import canvas_colour, fit_prose, heading, paper_theme, sheet
from surfaces.kit.messages import AVATAR_COLOURS, avatar_shape
from surfaces.kit.numbers import format_percent
from surfaces.kit.office import comment_card, find_runs
from surfaces.kit.phrases import repeated_phrases
from surfaces.kit.prose import styled_spans
from surfaces.kit.typography import picker_font_name, sample_typography, style

MENUS = ["document.menu_file", "document.menu_edit", "document.menu_view",
         "document.menu_insert", "document.menu_format", "document.menu_tools",
         "document.menu_help"]
RAIL_SHARE = 0.46  # the comment rail's width, a share of the sheet's
_WORD = re.compile(r"[^\W_][\w'’-]*[^\W_]|[^\W_]")


# a sentence's end, but not the stop of a German date's day ("am 16. Dezember")
_SENTENCE = re.compile(r"(?<=[.!?…])\s+(?!(?:Januar|Februar|März|April|Mai|Juni|Juli|"
                       r"August|September|Oktober|November|Dezember)\b)(?=[«“\"¿¡A-ZÀ-ÖØ-Þ0-9])")


def _count(text: str) -> int:
    return len(_SENTENCE.split(text))


def grouped(paras: list[str], keep: set[int]) -> list[list[int]]:
    """The indices of ``paras`` in groups: every one-sentence paragraph joined to the one
    before it (four sentences, five at most) or, first, to the one after it, unless the
    join would repeat a phrase or put two of ``keep`` (commented ones) together."""
    out: list[list[int]] = []
    for i, text in enumerate(paras):
        n, last = _count(text), out[-1] if out else []
        before = sum(_count(paras[j]) for j in last)
        joined = " ".join([*(paras[j] for j in last), text])
        if last and (n == 1 and before + n <= 5 or before == 1 and before + n <= 4) and \
                not (i in keep and keep & set(last)) and repeated_phrases(joined) <= (
                    repeated_phrases(" ".join(paras[j] for j in last)) | repeated_phrases(text)):
            last.append(i)
        else:
            out.append([i])
    return out


def _regroup(texts: list[str], split: int, picked: list[dict[str, Any]]
             ) -> tuple[list[str], int]:
    """``texts`` with the paragraphs before ``split`` grouped (``grouped``), the new split,
    and each comment of ``picked`` moved to its paragraph's new index and offset."""
    groups = [*grouped(texts[:split], {int(c["para"]) for c in picked}),
              *([i] for i in range(split, len(texts)))]
    out: list[str] = []
    where: dict[int, tuple[int, int]] = {}
    for g in groups:
        off = 0
        for i in g:
            where[i] = (len(out), off)
            off += len(texts[i]) + 1
        out.append(" ".join(texts[i] for i in g))
    for c in picked:
        k, off = where[int(c["para"])]
        c["para"], c["anchor"] = k, [c["anchor"][0] + off, c["anchor"][1] + off]
        if c["kind"] == "shorten":  # a comment on a paragraph's length spans all it became
            c["anchor"] = [len(out[k]) - len(out[k].lstrip()), len(out[k].rstrip())]
    return out, sum(1 for g in groups if g[0] < split)


class DocComments(Surface):
    name = "doc_comments"
    family = "documents"
    text_roles = ("prose", "text", "structural", "chrome")
    # select_substring: its pages, one report about one period since 0.7.0, rarely offer one
    unsupported_categories = ("select_substring",)
    regions = ("header", "menu bar", "toolbar", "document", "comments", "comment")
    typing_regions = ("document",)  # the user types in the document

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        # one team's quarter: the title names the team and the quarter, the opening says
        # whose figures for which quarter, the body is written from those figures (a title
        # "Annual Review" over "the third quarter" and a metric the body never names drifted)
        # (or one project's status update: kit/doc_genres.py, the same four sections)
        doc = sample_document(rng, content)  # one document, one town
        city, secs = doc["city"], doc["sections"]
        background = secs[1]["paras"] if rng.random() < 0.5 else secs[1]["texts"]
        texts = [*secs[0]["texts"], *background, *secs[2]["texts"]]
        split = len(texts)
        texts.append(secs[3]["texts"][0])  # the "Next steps" section: what the team does next
        texts = one_town(texts, city, content.lang)  # the town named once or twice
        title = doc["title"]
        # the paragraphs a comment fits (a status update's progress, every sentence naming a
        # quoted milestone, offers no clause to quote)
        fit = commentable(content, texts, names := list(doc["world"].get("people", [])))
        n_comments = min(len(fit), int(rng.integers(2, 4)))
        which = sorted(int(fit[int(i)]) for i in rng.choice(len(fit), n_comments, replace=False))
        # the commenters are not the people the document names (no "Silvio" asking about
        # "Silvio Maurer" in the text): their first names differ
        taken = {n.split()[0] for n in doc["world"].get("people", [])}
        people = [content.full_name() for _ in range(4)]
        for k in range(4):
            for _ in range(20):
                if people[k].split()[0] not in taken:
                    break
                people[k] = content.full_name()
        # "I checked with Hanna": a colleague outside the thread, never one in it
        others = [n for n in (content.first_name() for _ in range(6))
                  if all(n != q.split()[0] for q in people)]
        content.pin(name=others[:2] or [content.first_name()])
        said: set[str] = set()  # no line twice on a page
        picked = comment_on(rng, content, texts, which, names)  # each about what it shows
        # real paragraphs of two to four sentences, not a sentence a paragraph under blank
        # lines (r69 0009): a lone sentence joins its neighbour; the anchors move with it
        texts, split = _regroup(texts, split, picked)
        anchors = {str(c["para"]): c["anchor"] for c in picked}
        # the anchors are the only styling: no bold on a random number
        marks = [[[*anchors[str(i)], "highlight", ""]] if str(i) in anchors else []
                 for i in range(len(texts))]
        comments = [{"para": c["para"], "kind": c["kind"], "about": c["about"], "thread": thread(
            rng, content, people, c, said, times, names)} for times in [set()] for c in picked]
        return {
            "typo": sample_typography(rng, "sans", (13, 14)),
            "font": choice(rng, fontbook().families_of(choice(rng, ["serif", "sans", "sans"]))),
            "size": int(choice(rng, [14, 15, 16])), "title": title, "genre": doc["genre"],
            # the section after the opening holds the report's findings
            "section": secs[3]["heading"], "split": split,
            "doc": title, "texts": texts, "town": city, "marks": marks, "anchors": anchors,
            "comments": comments, "named": names, "active": int(rng.integers(len(comments))),
            "menus": [content.ui(k) for k in MENUS], "share": content.ui("common.share"),
            "editing": content.ui("office.editing"),
            "last_edit": content.ui("office.last_edit", n=int(rng.integers(2, 50))),
            "resolve": content.ui("office.resolve"), "reply_ph": content.ui("office.reply_ph"),
            "style_name": content.ui("document.style_normal_text"),  # Docs: "Normal text"
            "zoom": format_percent(int(choice(rng, [90, 100, 100, 125])), content.lang, 0),
            "gap": float(choice(rng, [0.5, 0.8, 1.0])), "sheet_w": int(choice(rng, [620, 660])),
            "me": content.full_name(), "colours": [int(rng.integers(0, 10)) for _ in range(4)],
            "people": people,
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        # a highlight whose card found no room below the others is no comment: draw the
        # page again with only the comments that fit (a reviewer saw a bare highlight),
        # until all fit (the active card, now another, may push the next one off)
        while True:
            page, drawn = self._draw(params, theme)
            if len(drawn) == len(params["comments"]):
                return page
            params = only_comments(params, drawn)

    def _draw(self, params: dict[str, Any], theme: Theme) -> tuple[Page, list[int]]:
        page = self.new_page(theme)
        page.meta["medium"] = "screen"  # a digital document in a viewer: no paper grain
        typo = params["typo"]
        self._header(page, theme, typo, params)
        canvas = canvas_colour(theme)
        top = 112
        with page.region("document", "page", (0, top, page.width, page.height)):
            page.rect((0, top, page.width, page.height), canvas, name="canvas")
            # the sheet and the comment rail centred together on a wide screen (the rail
            # is never wider than half the sheet, r54 0013)
            group = params["sheet_w"] + 24 + rail_width(params)
            sx1 = max(40 + (700 - params["sheet_w"]) // 2, (page.width - group) // 2)
            box = (sx1, top + 16, sx1 + params["sheet_w"], page.height + 40)
            ink = paper_theme(theme)
            sheet(page, box, ink.bg, canvas)
            hl = (253, 231, 156)
            block = self._body(page, replace(ink, highlight=hl), typo, params,
                               (sx1 + 64, top + 60, box[2] - 64, page.height - 8))
        drawn = self._comments(page, theme, typo, params, block, box[2] + 24)
        return page, drawn

    def _header(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any]) -> None:
        w = page.width
        with page.region("header", "chrome", (0, 0, w, 64)):
            page.rect((0, 0, w, 112), theme.panel, name="header")
            page.rect((14, 12, 40, 46), (66, 133, 244), radius=3, name="app icon")
            for k in range(3):
                page.line((20, 24 + 6 * k), (34, 24 + 6 * k), (255, 255, 255), 2, name="icon")
            st = style(typo["ui"], typo["size"] + 4, theme.text)
            t = page.label(52, 2, p["doc"], st, role="structural", max_width=w - 420)
            icon(page, theme, "star", t.right + 12, 14, 14)
            sx = w - 150
            page.rect((sx, 14, sx + 96, 50), (194, 231, 255) if theme.name == "light"
                      else (0, 74, 119), radius=18, name="button")
            bst = ui_style(typo, theme, bold=True)
            bw = measure(p["share"], bst)[0]
            page.label(round(sx + 48 - bw / 2), 32 - round(bst.size * 1.1), p["share"], bst,
                       max_width=84)
            avatar_shape(page, typo, w - 44, 14, p["me"], AVATAR_COLOURS[3], 34, photos=0.5)
        with page.region("menu bar", "chrome", (40, 36, w - 160, 64)):
            st = ui_style(typo, theme)
            x = 48
            for label in p["menus"]:
                x = page.label(x, 34, label, st).right + 14
            page.label(x + 10, 34, p["last_edit"], st.but(color=theme.muted, underline=True),
                       max_width=max(20, w - 170 - x))
        with page.region("toolbar", "chrome", (10, 68, w - 10, 106)):
            page.rect((10, 68, w - 10, 106), theme.surface if theme.name == "dark"
                      else (237, 242, 250), radius=19, name="toolbar")
            st = ui_style(typo, theme)
            x = 30
            for k in range(4):
                icon(page, theme, ("undo", "redo", "print", "format")[k], x, 80, 14)
                x += 30
            font = picker_font_name(p["font"])  # whole: "Times New Roman", not "Times New Rom…"
            for text, width in ((p["zoom"], 76), (p["style_name"], 120),
                                (font, max(130, round(measure(font, st)[0]) + 34))):
                page.line((x, 76), (x, 98), theme.border)
                page.label(x + 10, 74, text, st, max_width=width - 28)
                page.polygon([(x + width - 16, 85), (x + width - 8, 85), (x + width - 12, 90)],
                             theme.muted)
                x += width + 6
            for k, letter in enumerate("BIU"):
                page.label(x + 10 + 26 * k, 74, letter, st.but(bold=k == 0, italic=k == 1,
                                                               underline=k == 2))
            ex = w - 140
            page.label(ex, 74, p["editing"], st, max_width=120)

    def _body(self, page: Page, ink: Theme, typo: dict[str, Any], p: dict[str, Any], box):
        left, y, right, bottom = box
        body = style(p["font"], p["size"], ink.text)
        h = heading(page, (left, y, right, y + 80), p["title"],
                    body.but(size=round(p["size"] * 1.8), family=typo["ui"]))
        k = p["split"]
        first = fit_prose(page, (left, h.bottom + 14, right, bottom), p["texts"][:k],
                          p["marks"][:k], body, ink, typo["mono"], line_height=1.5, gap=p["gap"])
        blocks = [first]
        if first.bottom + 5 * p["size"] < bottom and not first.laid.truncated:
            h = heading(page, (left, first.bottom + p["size"], right, bottom), p["section"],
                        body.but(size=round(p["size"] * 1.3), family=typo["ui"], bold=True),
                        max_lines=1)
            blocks.append(fit_prose(page, (left, h.bottom + 8, right, bottom), p["texts"][k:],
                                    p["marks"][k:], body, ink, typo["mono"], line_height=1.5,
                                    gap=p["gap"]))
        return blocks

    def _comments(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
                  block, x: int) -> list[int]:
        """The comment cards beside their highlights; the indices of those drawn."""
        width = min(page.width - x - 14, rail_width(p))
        drawn: list[int] = []
        if width < 180:
            return drawn
        y_min = 124
        with page.region("comments", "sidebar", (x, 112, min(page.width, x + width + 14),
                                                 page.height)):
            for k, c in enumerate(p["comments"]):
                start, end = p["anchors"][str(c["para"])]
                phrase = p["texts"][c["para"]][start:end]
                runs = [r for b in block for r in find_runs(b.laid, phrase)]
                if not runs:
                    continue
                y = max(y_min, runs[0][0][2] - 10)
                if y > page.height - 140:
                    break
                thread = []
                for e in c["thread"]:
                    body = style(typo["ui"], typo["size"] - 1, theme.text)
                    thread.append({"author": e["author"], "meta": e["meta"],
                                   "spans": styled_spans(e["text"], [], body, theme,
                                                         typo["mono"])})
                active = k == p["active"]
                cx = x - 12 if active else x
                cols = [AVATAR_COLOURS[p["colours"][p["people"].index(e["author"])]]
                        for e in c["thread"]]
                y_min = comment_card(page, theme, typo, cx, y, width, thread, cols, active,
                                     p["reply_ph"] if active else "",
                                     name=f"comment {k + 1}") + 10
                drawn.append(k)
        return drawn


def rail_width(params: dict[str, Any]) -> int:
    """The comment rail's width: a little under half the sheet's (about 300 px), as a Docs
    margin is, whatever the screen's width."""
    return round(params["sheet_w"] * RAIL_SHARE)


def only_comments(params: dict[str, Any], keep: list[int]) -> dict[str, Any]:
    """``params`` with only the comments ``keep`` (and their highlights)."""
    comments = [c for k, c in enumerate(params["comments"]) if k in keep]
    paras = {str(c["para"]) for c in comments}
    marks = [m if str(i) in paras else [] for i, m in enumerate(params["marks"])]
    active = keep.index(params["active"]) if params["active"] in keep else 0
    return {**params, "comments": comments, "marks": marks, "active": active,
            "anchors": {k: v for k, v in params["anchors"].items() if k in paras}}
