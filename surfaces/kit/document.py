"""Document widgets: a paper sheet on a grey canvas, headings, running prose, numbered
clauses, footnotes, page numbers, and the toolbars of word processors and PDF viewers.

Text on paper is drawn with a *paper theme* (dark ink on a light sheet) even when the
application chrome around it is dark, as real viewers do.
"""

from __future__ import annotations

import math
import re
from dataclasses import replace
from typing import Any

import numpy as np

from generator.content import Content
from generator.layout import Style, measure
from generator.page import Page, Theme, make_theme
from generator.page.model import TextBlock
from surfaces.kit.chrome import icon, ui_style
from surfaces.kit.prose import styled_spans

Box = tuple[int, int, int, int]
RGB = tuple[int, int, int]

PAPERS: dict[str, RGB] = {"white": (255, 255, 255), "cream": (251, 248, 240),
                          "scan": (242, 239, 230), "sepia": (244, 236, 216),
                          "grey": (236, 236, 234)}
INKS: dict[str, RGB] = {"black": (28, 28, 30), "soft": (52, 50, 48), "blue": (30, 38, 78),
                        "brown": (70, 52, 38)}


def paper_theme(theme: Theme, paper: str = "white", ink: str = "black") -> Theme:
    """A light theme whose background is the paper colour (so faded text fades to paper)."""
    base = make_theme(False, theme.accent_name)
    colour = PAPERS[paper]
    return replace(base, bg=colour, surface=colour, panel=colour, text=INKS[ink],
                   muted=tuple(round(c * 0.55 + p * 0.45) for c, p in
                               zip(INKS[ink], colour, strict=True)))


def canvas_colour(theme: Theme) -> RGB:
    return (52, 54, 58) if theme.name == "dark" else (226, 228, 231)


def sheet(page: Page, box: Box, paper: RGB, canvas: RGB | None = None,
          border: RGB | None = None) -> None:
    """A sheet of paper; on a ``canvas`` colour it casts a soft drop shadow."""
    x1, y1, x2, y2 = box
    if canvas is not None:
        page.rect((x1 + 1, y1 + 2, x2 + 3, y2 + 4), _shade(canvas, 0.86), name="shadow")
        page.rect((x1, y1 + 1, x2 + 1, y2 + 2), _shade(canvas, 0.72), name="shadow")
    page.rect(box, paper, border, name="sheet")


def _shade(colour: RGB, k: float) -> RGB:
    return tuple(round(c * k) for c in colour)


def heading(page: Page, box: Box, text: str, st: Style, align: str = "left",
            max_lines: int = 2, line_height: float = 1.2) -> TextBlock:
    """A heading block (role structural); returns it so the caller continues below."""
    return page.text(box, text, st, role="structural", max_lines=max_lines, align=align,
                     line_height=line_height)


def prose(page: Page, box: Box, texts: list[str], marks: list[list[Any]], base: Style,
          theme: Theme, mono: str, line_height: float = 1.45, gap: float = 0.0,
          align: str = "left") -> TextBlock:
    """Running paragraphs with their inline marks, as one prose block."""
    paragraphs = [styled_spans(t, m, base, theme, mono)
                  for t, m in zip(texts, marks or [[] for _ in texts], strict=True)]
    return page.text(box, paragraphs, base, role="prose", line_height=line_height,
                     paragraph_gap=gap, align=align)


def clause(page: Page, box: Box, number: str, title: str, texts: list[str],
           marks: list[list[Any]], base: Style, theme: Theme, mono: str, indent: int = 34,
           line_height: float = 1.45, gap: float = 0.4) -> int:
    """A numbered clause: number and bold title, then its paragraphs; returns the bottom."""
    x1, y1, x2, y2 = box
    num = page.label(x1, y1 - round(base.size * 0.5), number, base.but(bold=True),
                     role="structural")
    y = y1
    if title:
        head = heading(page, (x1 + indent, y1, x2, y1 + 3 * base.size), title,
                       base.but(bold=True), max_lines=1)
        y = head.bottom + round(base.size * 0.5)
    if not texts or y + base.size * 2 > y2:
        return max(num.bottom, y)
    block = fit_prose(page, (x1 + indent, y, x2, y2), texts, marks, base, theme, mono,
                      line_height=line_height, gap=gap)
    return block.bottom


def footnote_height(notes: list[str], st: Style, width: int) -> int:
    lines = sum(max(1, math.ceil(measure(n, st)[0] / max(1, width - 24))) for n in notes)
    return 14 + round(lines * st.size * 1.35) + 4 * len(notes)


def footnotes(page: Page, theme: Theme, box: Box, notes: list[str], st: Style,
              first: int = 1, numbered: bool = True) -> int:
    """A short rule then notes in a small size, numbered from ``first`` (only where the
    text carries their markers; else plain notes, "Figures from ..."); returns the bottom."""
    x1, y1, x2, y2 = box
    with page.region("footnotes", "structural", box):
        page.line((x1, y1), (x1 + min(160, (x2 - x1) // 3), y1), theme.muted)
        y = y1 + 8
        for k, note in enumerate(notes):
            if numbered:
                mark = st.but(script=1)
                page.label(x1, y - round(st.size * 0.55), str(first + k), mark, role="text")
            block = page.text((x1 + 14 * numbered, y, x2, y2), note, st, role="text",
                              line_height=1.35)
            y = block.bottom + 4
    return y


def centred_label(page: Page, cx: int, y: int, text: str, st: Style,
                  role: str = "text") -> TextBlock:
    width = measure(text, st)[0]
    return page.label(round(cx - width / 2), y, text, st, role=role)


def page_number(page: Page, box: Box, text: str, st: Style, where: str = "centre") -> None:
    """The folio at the foot (or head) of a sheet."""
    x1, y1, x2, _ = box
    with page.region("page number", "structural", box):
        if where == "centre":
            centred_label(page, (x1 + x2) // 2, y1, text, st)
        elif where == "right":
            width = round(measure(text, st)[0])
            page.label(x2 - width, y1, text, st, role="text")
        else:
            page.label(x1, y1, text, st, role="text")


def ruler(page: Page, theme: Theme, box: Box, margin_left: int, margin_right: int,
          step: float = 48, ticks: int = 4) -> None:
    """A horizontal word-processor ruler: margins shaded, a number each ``step`` px (an inch
    or a centimetre at the page's zoom) from the left margin, ``ticks`` parts between (an
    inch in eighths, a centimetre in quarters), the half and quarter marks longer."""
    x1, y1, x2, y2 = box
    with page.region("ruler", "chrome", box):
        page.rect(box, theme.panel, name="ruler")
        page.rect((margin_left, y1 + 4, margin_right, y2 - 4), theme.surface, theme.border,
                  name="ruler")
        st = Style(family="dejavu_sans", size=8, color=theme.muted)
        n, mid = 1, (y1 + y2) // 2
        while (x := round(margin_left + n * step / ticks)) < margin_right - 4:
            if n % ticks == 0:
                page.label(x - 3, mid - 9, str(n // ticks), st, role="chrome")
            else:
                h = 6 if 2 * n % ticks == 0 else 4 if 4 * n % ticks == 0 else 2
                page.line((x, mid - h // 2), (x, mid + h // 2), theme.muted)
            n += 1
        for mx in (margin_left, margin_right):
            page.polygon([(mx - 4, y2 - 6), (mx + 4, y2 - 6), (mx, y2 - 1)], theme.muted)
        page.line((x1, y2 - 1), (x2, y2 - 1), theme.border)


# the ribbon's tabs and its style gallery (word processor, the owner window behind a dialog)
RIBBON_TABS = ["document.tab_home", "document.tab_insert", "document.tab_layout",
               "document.tab_references", "document.tab_review", "document.tab_view"]
RIBBON_STYLES = ["document.style_normal", "document.style_title", "document.style_heading1",
                 "document.style_heading2"]


def ribbon(page: Page, theme: Theme, typo: dict[str, Any], box: Box, tabs: list[str],
           font_name: str, font_size: str, styles: list[str], active: int = 0) -> None:
    """A word-processor ribbon: tab labels, then font controls, B/I/U and a style gallery."""
    x1, y1, x2, y2 = box
    with page.region("ribbon", "chrome", box):
        page.rect(box, theme.panel, name="ribbon")
        st = ui_style(typo, theme, size=typo["size"] - 1)
        x = x1 + 12
        for i, tab in enumerate(tabs):
            block = page.label(x, y1 + 2, tab, st.but(bold=i == active,
                                                       color=theme.text if i == active
                                                       else theme.muted))
            if i == active:
                page.line((x, y1 + 27), (block.right, y1 + 27), theme.accent, 2)
            x = block.right + 20
        page.line((x1, y1 + 31), (x2, y1 + 31), theme.border)
        cy = y1 + 38
        # the font's whole name ("Century Schoolbook", "Bookman Old Style")
        x = _dropdown(page, theme, st, x1 + 12, cy,
                      max(150, round(measure(font_name, st)[0]) + 32), font_name)
        x = _dropdown(page, theme, st, x + 6, cy, 52, font_size)
        for k, letter in enumerate(("B", "I", "U")):
            fx = x + 14 + k * 28
            page.label(fx + 6, cy + 1, letter, st.but(bold=k == 0, italic=k == 1,
                                                       underline=k == 2, family="dejavu_serif"))
        x += 14 + 3 * 28 + 10
        page.line((x, cy + 2), (x, cy + 26), theme.border)
        for k in range(4):
            _align_icon(page, theme, x + 14 + k * 26, cy + 7, k)
        x += 14 + 4 * 26 + 10
        page.line((x, cy + 2), (x, cy + 26), theme.border)
        x += 14
        for k, name in enumerate(styles):
            width = max(78, round(measure(name, st)[0]) + 20)
            if x + width > x2 - 12:
                break
            page.rect((x, cy, x + width, cy + 30), theme.surface,
                      theme.accent if k == 0 else theme.border, name="style")
            page.label(x + 10, cy + 1, name, st.but(bold=k > 0, size=st.size + (k == 1)),
                       max_width=width - 14)
            x += width + 6
        page.line((x1, y2 - 1), (x2, y2 - 1), theme.border)


def _dropdown(page: Page, theme: Theme, st: Style, x: int, y: int, width: int, text: str) -> int:
    page.rect((x, y + 2, x + width, y + 28), theme.surface, theme.border, radius=3,
              name="dropdown")
    page.label(x + 7, y + 2, text, st, max_width=width - 24)
    page.polygon([(x + width - 14, y + 13), (x + width - 6, y + 13), (x + width - 10, y + 18)],
                 theme.muted)
    return x + width


def _align_icon(page: Page, theme: Theme, x: int, y: int, kind: int) -> None:
    widths = [(14, 10, 14, 8), (10, 14, 10, 14), (14, 14, 14, 14), (14, 10, 14, 10)][kind]
    for k, w in enumerate(widths):
        left = x if kind in (0, 2) else x + (14 - w) // (2 if kind == 1 else 1)
        page.line((left, y + k * 4), (left + w, y + k * 4), theme.muted, name="icon")


def viewer_toolbar(page: Page, theme: Theme, typo: dict[str, Any], box: Box, file_name: str,
                   page_text: str, total: str, zoom: str) -> None:
    """A PDF viewer toolbar: sidebar toggle, file name, page n / N, zoom controls."""
    x1, y1, x2, y2 = box
    with page.region("toolbar", "chrome", box):
        page.rect(box, theme.panel, name="toolbar")
        page.line((x1, y2 - 1), (x2, y2 - 1), theme.border)
        st = ui_style(typo, theme)
        cy = (y1 + y2) // 2
        icon(page, theme, "menu", x1 + 12, cy - 8, 16)
        name = page.label(x1 + 44, cy - round(st.size * 1.1), file_name, st.but(bold=True),
                          max_width=(x2 - x1) // 3)
        mid = max(name.right + 40, (x1 + x2) // 2 - 90)
        page.polygon([(mid, cy + 3), (mid + 10, cy - 4), (mid + 20, cy + 3)], theme.muted)
        page.polygon([(mid + 30, cy - 3), (mid + 40, cy + 4), (mid + 50, cy - 3)], theme.muted)
        page.rect((mid + 64, cy - 13, mid + 108, cy + 13), theme.surface, theme.border, radius=4,
                  name="field")
        page.label(mid + 72, cy - round(st.size * 1.1), page_text, st, max_width=34)
        page.label(mid + 116, cy - round(st.size * 1.1), total, st.but(color=theme.muted))
        zx = x2 - 190
        page.line((zx, cy), (zx + 12, cy), theme.muted, 2, name="icon")
        page.rect((zx + 24, cy - 13, zx + 88, cy + 13), theme.surface, theme.border, radius=4,
                  name="field")
        page.label(zx + 32, cy - round(st.size * 1.1), zoom, st, max_width=52)
        page.line((zx + 100, cy), (zx + 112, cy), theme.muted, 2, name="icon")
        page.line((zx + 106, cy - 6), (zx + 106, cy + 6), theme.muted, 2, name="icon")
        icon(page, theme, "download", x2 - 62, cy - 8, 16)
        icon(page, theme, "print", x2 - 34, cy - 8, 16)


def pin_story_cast(content: Content) -> None:
    """A novel's few characters and places: every {name} and {book_place} of its prose is
    one of them (a page of twelve people who each appear once reads as a list of lines)."""
    content.pin(name=[content.first_name() for _ in range(3)],
                book_place=[content.word("book_place") for _ in range(2)])


def sample_paragraphs(rng: np.random.Generator, content: Content, topic: str, n: int, /,
                      per: tuple[int, int] = (2, 5), ordered: bool = False,
                      **fixed: str) -> list[str]:
    """Up to ``n`` paragraphs of ``topic``, never two sentences of one template on a page
    (two variants of a sentence read as a glitch): the text ends when the topic runs out of
    templates; sentences opening or closing alike come last, unless ``ordered`` keeps the
    topic's order (a topic written as a sequence)."""
    counts = [int(rng.integers(per[0], per[1] + 1)) for _ in range(n)]
    take = min(sum(counts), content.fresh(topic))
    pool = content.sentences(topic, take, ordered=ordered, **fixed) if take > 0 else []
    if not ordered:
        pool = _distinct_first(pool, len(pool))
    out, i = [], 0
    for c in counts:
        chunk = pool[i:i + c]
        i += c
        if chunk:
            out.append(" ".join(chunk))
    if out or content.written(topic):
        return out  # the page has written this topic out: nothing rather than a repeat
    return [content.paragraph(topic, 2, **fixed)]


def _distinct_first(sentences: list[str], need: int) -> list[str]:
    seen: set[str] = set()
    fresh, rest = [], []
    for s in sentences:
        words = s.lower().split()
        keys = {" ".join(words[:2]), " ".join(words[-2:])}
        (rest if keys & seen else fresh).append(s)
        seen |= keys
    return (fresh + rest)[:need]


_SENTENCE_END = re.compile(r"(?<=[.!?…])[\"”»’)]?\s+")


def fit_prose(page: Page, box: Box, texts: list[str], marks: list[list[Any]], base: Style,
              theme: Theme, mono: str, keep: int = 0, **layout: Any) -> TextBlock:
    """Like ``prose`` but drops trailing sentences until the text fits ``box`` (no ellipsis);
    the last ``keep`` paragraphs (a letter's sign-off) are never dropped: the sentences
    before them go."""
    texts, marks = list(texts), [list(m) for m in (marks or [[] for _ in texts])]
    while True:
        block = prose(page, box, texts, marks, base, theme, mono, **layout)
        at = len(texts) - 1 - keep
        if not block.laid.truncated or at < 0 or at == 0 and len(
                _SENTENCE_END.split(texts[0])) == 1:
            return block
        page.ops.remove(block)
        parts = _SENTENCE_END.split(texts[at])
        if len(parts) > 1:
            cut = texts[at].rstrip()
            ends = [m.end() for m in _SENTENCE_END.finditer(cut)]
            texts[at] = cut[:ends[-1]].rstrip()
            marks[at] = [m for m in marks[at] if m[1] <= len(texts[at])]
        else:
            texts.pop(at)
            marks.pop(at)


def unique_titles(content: Content, topic: str, k: int) -> list[str]:
    """``k`` titles of ``topic`` without repeats (fewer if the language has fewer)."""
    out: list[str] = []
    for _ in range(8 * k):
        title = content.title(topic)
        if title not in out:
            out.append(title)
        if len(out) == k:
            break
    return out


def unique_words(content: Content, slot: str, k: int) -> list[str]:
    """``k`` different words of ``slot`` (fewer when the slot has fewer)."""
    return _unique(content.word, slot, k)


def unique_records(content: Content, slot: str, k: int) -> list[dict[str, Any]]:
    """``k`` different records of ``slot`` (fewer when the slot has fewer)."""
    return _unique(content.record, slot, k)


def _unique(draw: Any, slot: str, k: int) -> list[Any]:
    out: list[Any] = []
    for _ in range(10 * k):
        word = draw(slot)
        if word not in out:
            out.append(word)
        if len(out) == k:
            break
    return out
