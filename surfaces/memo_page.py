"""An internal office memo: MEMORANDUM title, To/From/CC/Date/Subject grid, rule, body
paragraphs with an optional bullet list, a confidentiality footer and page number."""

from __future__ import annotations

import re
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, fontbook, measure
from surfaces.kit.document import PAPERS, fit_prose, page_number, paper_theme
from surfaces.kit.memo_world import sample_memo
from surfaces.kit.numbers import with_colon
from surfaces.kit.typography import style

ACCENTS = [(28, 28, 30), (20, 70, 140), (130, 20, 40), (0, 105, 95)]


def _date_marks(texts: list[str], day: str, dm: str, bold: bool) -> list[list[list[Any]]]:
    """Bold on the first mention of the memo's date, day and date as one span."""
    marks: list[list[list[Any]]] = [[] for _ in texts]
    pattern = re.compile(re.escape(day) + r"\s*\(?" + re.escape(dm) + r"\)?")
    for k, text in enumerate(texts):
        m = pattern.search(text)
        if m and bold:
            marks[k].append([m.start(), m.end(), "bold", ""])
            break
    return marks


def _new_points(tasks: list[str], opening: str) -> list[str]:
    """The to-dos that add to the memo's text (a bullet restating a sentence of it is left
    out); none when fewer than two are left."""
    said = {w.lower() for w in re.findall(r"\w{4,}", opening)}
    fresh = [t for t in tasks
             if (ws := [w.lower() for w in re.findall(r"\w{4,}", t)])
             and sum(w in said for w in ws) / len(ws) < 0.6]
    return fresh if len(fresh) >= 2 else []


class MemoPage(Surface):
    name = "memo_page"
    family = "documents"
    text_roles = ("prose", "text", "structural")
    # No select_substring: its pages rarely show such text (see
    # tests/surfaces/test_surfaces_candidates.py).
    unsupported_categories = ("select_substring",)
    themes = ("light",)
    regions = ("title", "header", "body", "list", "footer", "page number")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        """One matter (surfaces/kit/memo_world.py): the subject, body, to-dos and closing
        line are about it, and the sender works in the department that handles it."""
        book = fontbook()
        memo = sample_memo(rng, content)
        texts = memo["paragraphs"]
        cc = content.full_name()
        # a writer bolds the whole date the memo is about ("Thursday 19 December"), once,
        # and marks nothing else (no lone "19" in bold, no department underlined like a link)
        keys = [memo["sender"], cc, memo["dept"], memo["day"]]
        marks = _date_marks(texts, memo["day"], memo["dm"], bool(rng.random() < 0.8))
        keys += [t[a:b] for t, ms in zip(texts, marks, strict=True) for a, b, _, _ in ms]
        return {
            "font": choice(rng, book.families_of(choice(rng, ["sans", "sans", "serif"]))),
            "size": int(choice(rng, [14, 15, 16])), "paper": choice(rng, ["white", "cream"]),
            "memo": content.ui("document.memo"),
            "rows": [[content.ui("document.to"), content.ui("document.all_staff")],
                     [content.ui("document.from"), f"{memo['sender']}, {memo['dept']}"],
                     [content.ui("document.cc"), cc],
                     [content.ui("document.date"), content.format_date(memo["issued"])],
                     [content.ui("document.subject"), memo["subject"]]],
            "cc": bool(rng.random() < 0.5), "texts": texts, "keys": keys,
            "marks": marks,
            "bullets": _new_points(memo["tasks"], " ".join(texts)) if rng.random() < 0.7 else [],
            "bullet_at": 1,
            # a circular to all staff is internal, not confidential
            "confidential": content.ui("wpr.internal"),
            "folio": content.ui("document.page_of", n=1, total=1),
            "accent": int(rng.integers(0, len(ACCENTS))),
            "gap": float(choice(rng, [1.0, 1.0, 0.7])), "company": content.company(),
            "target": memo["target"].isoformat(), "issued": memo["issued"].isoformat(),
            "street": memo["street"],
            "enclosure": f"{with_colon(content.ui('document.enclosure'), content.lang)} "
                         f"{memo['enclosure']}" if memo["enclosure"] else "",
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        ink = paper_theme(theme, params["paper"])
        page.rect((0, 0, page.width, page.height), PAPERS[params["paper"]], name="sheet")
        x1, x2 = 110, page.width - 110
        size = params["size"]
        body = style(params["font"], size, ink.text)
        accent = ACCENTS[params["accent"]]
        with page.region("title", "structural", (x1, 30, x2, 100)):
            page.label(x1, 30, params["company"], body.but(size=size - 2, color=ink.muted),
                       role="text")
            # one word, never letter-spaced with blanks ("M E M O" would be ten one-letter
            # words to a reader and to the targets)
            st = body.but(size=size + 17, bold=True, color=accent)
            page.text((x1, 58, x2, 110), params["memo"], st, role="structural", max_lines=1)
        y = 122
        rows = [r for k, r in enumerate(params["rows"]) if k != 2 or params["cc"]]
        label_w = max(round(measure(r[0], body.but(bold=True))[0]) for r in rows) + 28
        with page.region("header", "structural", (x1, y, x2, y + len(rows) * 30)):
            for label, value in rows:
                page.label(x1, y, label, body.but(bold=True), role="structural")
                page.label(x1 + label_w, y, value, body, role="text", max_width=x2 - x1 - label_w)
                y += round(size * 2.1)
        page.rect((x1, y + 8, x2, y + 11), accent, name="rule")
        y += 34
        texts, marks = params["texts"], params["marks"]
        at = min(params["bullet_at"], len(texts))
        with page.region("body", "body", (x1, y, x2, page.height - 70)):
            block = fit_prose(page, (x1, y, x2, page.height - 80), texts[:at], marks[:at], body,
                              ink, "dejavu_sans_mono", line_height=1.45, gap=params["gap"])
            y = block.bottom + round(size * 1.2)
            if params["bullets"]:
                y = self._bullets(page, params["bullets"], body, x1, x2, y) + round(size * 0.6)
            if texts[at:] and y < page.height - 140:
                y = fit_prose(page, (x1, y, x2, page.height - 80), texts[at:], marks[at:],
                              body, ink, "dejavu_sans_mono", line_height=1.45,
                              gap=params["gap"]).bottom + round(size * 1.6)
            if params.get("enclosure") and y < page.height - 90:
                page.label(x1, y, params["enclosure"], body, role="text",
                           max_width=x2 - x1)
        with page.region("footer", "structural", (x1, page.height - 50, x2, page.height - 20)):
            page.line((x1, page.height - 54), (x2, page.height - 54), ink.border)
            page.label(x1, page.height - 48, params["confidential"].upper(),
                       body.but(size=size - 4, color=ink.muted, bold=True), role="text")
        page_number(page, (x1, page.height - 48, x2, page.height - 20), params["folio"],
                    body.but(size=size - 3, color=ink.muted), "right")
        return page

    def _bullets(self, page: Page, items: list[str], body, x1: int, x2: int, y: int) -> int:
        with page.region("list", "list", (x1, y, x2, y + len(items) * 30)):
            for item in items:
                cy = y + round(body.size * 1.1)
                page.ellipse((x1 + 12, cy - 3, x1 + 18, cy + 3), body.color, name="bullet")
                page.label(x1 + 32, y, item, body, role="text", max_width=x2 - x1 - 32)
                y += round(body.size * 1.9)
        return y
