"""A lecture slide in a presentation editor: menus, a strip of slide thumbnails, the current
slide (title and bullet points) and the speaker-notes pane with running notes."""

from __future__ import annotations

import math
import re
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, fontbook
from surfaces.kit.chrome import button, icon, status_bar, ui_style, window_top
from surfaces.kit.document import fit_prose, sample_paragraphs
from surfaces.kit.numbers import ui_list
from surfaces.kit.prose import sample_marks
from surfaces.kit.records import slide_frame
from surfaces.kit.stage import mix
from surfaces.kit.subjects import chart_kind, title_count
from surfaces.kit.typography import sample_typography, style

# slide designs: background, title band (or None), title ink, body ink, bullet colour
DESIGNS = [
    ((255, 255, 255), (28, 62, 112), (255, 255, 255), (40, 40, 44), (28, 62, 112)),
    ((250, 248, 242), None, (150, 40, 40), (50, 46, 40), (150, 40, 40)),
    ((24, 32, 48), None, (255, 214, 102), (230, 234, 240), (255, 214, 102)),
    ((255, 255, 255), (0, 122, 110), (255, 255, 255), (34, 34, 34), (0, 122, 110)),
    ((240, 244, 250), None, (30, 50, 90), (40, 44, 52), (220, 120, 40)),
]


# rec_lecture (same order in every language): supply and demand, cell division, sampling,
# primary sources, conditioning -> their rec_subject: economics, biology, statistics,
# history, psychology. records.lecture titles 0-4 belong to a subject; the rest to any.
LECTURE_SUBJECT = (1, 0, 4, 2, 5)
TITLE_SUBJECT = {0: 1, 1: 0, 2: 4, 3: 2, 4: 1}


# new slide, undo, redo | bold, italic, underline | insert picture (as real slide editors)
TOOLBAR_ICONS = ("plus", "undo", "redo", "bold", "italic", "underline", "image")


# a note on how to open the session ("Start by asking what they remember") comes first
OPENER = re.compile(r"^(?:Start by|Zu Beginn|Zum Einstieg|Vor dem neuen Thema|Commencer par|"
                    r"Empezar|Iniziare|Begin met)")
_SENTENCES = re.compile(r"(?<=[.!?])\s+")


def _opener_first(notes: list[str]) -> list[str]:
    """``notes`` with a sentence about opening the session moved to the very start."""
    paras = [_SENTENCES.split(p) for p in notes]
    opener = [s for para in paras for s in para if OPENER.match(s)]
    if not opener:
        return notes
    rest = [[s for s in para if s not in opener] for para in paras]
    rest[0] = opener[:1] + rest[0]
    return [" ".join(para) for para in rest if para]


# a note on how to close the session ("Terminer par un résumé en quatre points")
CLOSER = re.compile(r"^\{?(?:Terminer|Conclure|Terminar|Cerrar|Sluit|Concludere|Chiudere|"
                    r"Finish|End with|Zum Schluss|Abschließend)\b")
ON_SLIDE = re.compile(r"on this slide|dieser Folie|cette diapositive|de la diapositive|"
                      r"esta diapositiva|de la diapositiva|di questa slide|op deze dia")


class LectureSlide(Surface):
    name = "lecture_slide"
    family = "documents"
    text_roles = ("prose", "text", "structural", "chrome")
    # No blank_line: an empty line between paragraphs is too rare here to ask for.
    unsupported_categories = ("blank_line", "select_substring", "structural_text")
    regions = ("title bar", "menu bar", "thumbnails", "slide", "notes", "status bar")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        # the slide is a title and bullets: no note about "the diagram on this slide"
        templates = content.data.SENTENCES["records.lecture_notes"]
        # the slide shown is the lecture's overview, never its first or last: no note on how
        # to open or close the session (r72 0021 "Commencer par … Terminer par un résumé"
        # on slide 2 of 9)
        content.skip("records.lecture_notes",
                     tuple(i for i, t in enumerate(templates) if ON_SLIDE.search(t)
                           or OPENER.match(t.lstrip("{")) or CLOSER.match(t)))
        content.pin(fullname=content.full_name())  # one guest lecturer, named alike
        notes = _opener_first(sample_paragraphs(rng, content, "records.lecture_notes",
                                                int(rng.integers(1, 3)), (2, 3)))
        book = fontbook()
        # one course: the file names the subject of the current slide's lecture, and the
        # other slides' titles belong to that subject or to any (key terms, summary)
        lectures = content.data.SLOTS["rec_lecture"]
        k = int(rng.integers(len(LECTURE_SUBJECT)))  # the lectures whose subject is known
        slide, subj = lectures[k], LECTURE_SUBJECT[k]
        subject = content.data.SLOTS["rec_subject"][subj]
        # the deck outline: why it matters, the lecture's overview (the slide shown), its
        # own slides, key terms, summary
        outline = [str(t) for t in content.data.SLOTS["ls_outline"][k]["slides"]]
        # the overview opens the topic: slides are numbered in the lecture's order
        deck = _deck_titles(content, slide, outline, True)
        total, current = len(deck), deck.index(slide["title"]) + 1
        first = max(1, current - int(rng.integers(0, 3)))
        return {
            "typo": sample_typography(rng, "sans", (12, 13)),
            "slide_font": choice(rng, book.families_of(choice(rng, ["sans", "sans", "serif"]))),
            "design": int(rng.integers(0, len(DESIGNS))),
            "file": f"{content.ui('records.slide.lecture', n=int(rng.integers(1, 14)))} – "
                    f"{subject}",
            "menus": ui_list(content, "records.slide.menus"),
            "title": slide["title"],
            "bullets": slide["bullets"][:int(rng.integers(3, 6))],
            "thumb_titles": deck[first - 1:first + 5], "deck": deck,
            "counts": [title_count(t, content.lang) for t in deck],  # "four phases": 4
            "notes": notes, "marks": [sample_marks(rng, t, "rich") for t in notes],
            "notes_label": content.ui("records.slide.notes"),
            "count": content.ui("records.slide.count", n=current, total=total),
            "present": content.ui("records.slide.present"),
            "current": current, "first_thumb": first,
            "notes_h": int(choice(rng, [150, 180, 210])),
            "thumb_w": int(choice(rng, [150, 170, 190])),
            "gap": float(choice(rng, [0.0, 1.0])),
            "mac": bool(rng.random() < 0.5),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        page.rect((0, 0, page.width, page.height), theme.panel, name="background")
        y = window_top(page, theme, typo, params["file"], params["menus"], params["mac"],
                       "LibreOffice", centre=True)  # on a Mac: its name first
        with page.region("toolbar", "chrome", (0, y, page.width, y + 40)):
            page.rect((0, y, page.width, y + 40), theme.bg, name="toolbar")
            page.line((0, y + 39), (page.width, y + 39), theme.border)
            for k, name in enumerate(TOOLBAR_ICONS):
                icon(page, theme, name, 16 + k * 30 + (k // 3) * 14, y + 12, 16)
            button(page, theme, typo, page.width - 110, y + 6, params["present"], primary=True)
        y += 40
        tw = params["thumb_w"]
        bottom = page.height - 24
        notes_top = bottom - params["notes_h"]
        self._thumbnails(page, theme, params, (0, y, tw + 30, bottom))
        # the current slide, 16:9, centred in the editing area
        area = (tw + 50, y + 16, page.width - 20, notes_top - 16)
        w = min(area[2] - area[0], round((area[3] - area[1]) * 16 / 9))
        h = round(w * 9 / 16)
        sx = (area[0] + area[2] - w) // 2
        box = (sx, area[1], sx + w, area[1] + h)
        fill, band, title_ink, body_ink, bullet = DESIGNS[params["design"]]
        page.rect((box[0] + 2, box[1] + 3, box[2] + 2, box[3] + 3), theme.border, name="shadow")
        with page.region("slide", "document", box, label=params["title"]):
            font = params["slide_font"]
            size = max(14, round(h / 18))
            slide_frame(page, box, fill, band, params["title"], params["bullets"],
                        style(font, round(size * 1.6), title_ink, bold=True),
                        style(font, size, body_ink), bullet, str(params["current"]),
                        style(font, max(10, size - 6), body_ink))
        self._notes(page, theme, params, (tw + 30, notes_top, page.width, bottom))
        status_bar(page, theme, typo, [params["count"]], [params["notes_label"], "100%"])
        return page

    def _thumbnails(self, page: Page, theme: Theme, params: dict[str, Any], box) -> None:
        typo = params["typo"]
        x1, y1, x2, y2 = box
        fill, band, title_ink, body_ink, accent = DESIGNS[params["design"]]
        with page.region("thumbnails", "sidebar", box):
            page.line((x2 - 1, y1), (x2 - 1, y2), theme.border)
            tw = x2 - x1 - 46
            th = round(tw * 9 / 16)
            y = y1 + 14
            st = ui_style(typo, theme, size=typo["size"] - 2, color=theme.muted)
            drawn, deck = 0, params["deck"]
            # as many thumbnails as the strip holds, scrolled so the current one shows and
            # no blank strip is left under the last slide
            fits = max(1, min(6, (y2 - 8 - y + 18) // (th + 18)))
            first = max(1, min(params["first_thumb"], len(deck) - fits + 1),
                        params["current"] - fits + 1)
            titles = deck[first - 1:first - 1 + fits]
            for k in range(6):
                if y + th > y2 - 8 or k >= len(titles):
                    break
                n = first + k
                tx = x1 + 32
                if n == params["current"]:
                    page.rect((tx - 4, y - 4, tx + tw + 4, y + th + 4), theme.accent, radius=3,
                              name="selection")
                page.rect((tx, y, tx + tw, y + th), fill, theme.border, name="thumbnail")
                if band is not None:
                    page.rect((tx, y, tx + tw, y + th // 4), band, name="thumbnail")
                tst = style(params["slide_font"], 8, title_ink, bold=True)
                title = titles[k]
                page.text((tx + 6, y + 3, tx + tw - 4, y + th // 3 + 2), title, tst,
                          role="chrome", max_lines=2, line_height=1.15)  # wraps as in the app
                total = len(params["deck"])  # the deck's frame slides are lists of points
                counted = params.get("counts", [0] * total)[n - 1]
                _thumb_body(page, (tx, y, tx + tw, y + th), n, title,
                            n == params["current"] or n in (1, total - 1, total) or counted > 0,
                            len(params["bullets"]) if n == params["current"] else
                            counted or 3 + n % 2, body_ink, accent)
                page.label(x1 + 8, y - 4, str(n), st)
                y += th + 18
                drawn = k + 1
            _strip_scrollbar(page, theme, box, first, drawn, len(deck))

    def _notes(self, page: Page, theme: Theme, params: dict[str, Any], box) -> None:
        typo = params["typo"]
        x1, y1, x2, y2 = box
        with page.region("notes", "section", box, label=params["notes_label"]):
            page.rect(box, theme.surface, name="notes")
            page.line((x1, y1), (x2, y1), theme.border, 2)
            body = style(typo["body"], typo["size"] + 1, theme.text)
            fit_prose(page, (x1 + 20, y1 + 12, x2 - 20, y2 - 8), params["notes"],
                      params["marks"], body, theme, typo["mono"], line_height=1.45,
                      gap=params["gap"])


def _strip_scrollbar(page: Page, theme: Theme, box: tuple[int, int, int, int], first: int,
                     shown: int, total: int) -> None:
    """The thumbnail strip's scrollbar when it shows part of the deck ("Slide 2 of 9" over
    six thumbnails: the others are a scroll away), its thumb where the shown slides sit."""
    if shown <= 0 or shown >= total:
        return
    x1, y1, x2, y2 = box
    track = y2 - y1 - 8
    top = y1 + 4 + track * (first - 1) // total
    length = max(24, track * shown // total)
    page.rect((x2 - 9, top, x2 - 4, min(y2 - 4, top + length)), theme.border, radius=2,
              name="scrollbar")


def _deck_titles(content: Content, slide: dict[str, Any], outline: list[str],
                 opens: bool) -> list[str]:
    """Every slide title of the deck, each its own: "Why It Matters", the lecture's overview
    (its title and bullets; first, or as a recap after the outline), the outline's slides,
    "Key Terms" and "Summary"."""
    title = str(slide["title"])
    body = [title, *outline] if opens else [*outline, title]
    return [content.title_at("records.lecture", 7), *body,
            content.title_at("records.lecture", 5), content.title_at("records.lecture", 6)]


def thumb_layout(title: str, n: int, current: bool) -> str:
    """What a thumbnail shows under ``title``: the chart its title names (a curve: a line
    chart; shares: a pie; counts: bars; r69 0012: "De vraagcurve" over a bar chart), else
    bullets (the current slide, the deck's frame slides), two columns or a picture."""
    if current:
        return "bullets"
    return chart_kind(title) or ("bullets", "columns", "picture")[n % 3]


def _thumb_body(page: Page, box: tuple[int, int, int, int], n: int, title: str, current: bool,
                bullets: int, ink: tuple[int, int, int], accent: tuple[int, int, int]) -> None:
    """A thumbnail's miniature body under its title (``thumb_layout``)."""
    x1, y1, x2, y2 = box
    top, w = y1 + (y2 - y1) // 3 + 4, x2 - x1
    layout = thumb_layout(title, n, current)
    if layout == "bullets":  # as many as it has (closer together when they are many)
        step = max(4, min(8, (y2 - top - 4) // max(1, bullets)))
        for j in range(min(bullets, (y2 - top - 4) // step)):
            ly = top + j * step
            page.rect((x1 + 10, ly, x1 + 13, ly + 3), ink, name="thumbnail")
            page.line((x1 + 17, ly + 1), (x2 - 14 - (j * 7 + n * 5) % 30, ly + 1), ink,
                      name="thumbnail")
    elif layout == "bars":
        for j in range(5):
            hgt = (y2 - top - 8) * (3 + (n * 3 + j * 5) % 7) // 10
            bx = x1 + 14 + j * (w - 28) // 5
            page.rect((bx, y2 - 6 - hgt, bx + (w - 28) // 7, y2 - 6), accent, name="thumbnail")
        # (only under a title that counts things over time; a title that counts its points,
        # "the four phases", is drawn as that many bullets: thumb_layout)
        page.line((x1 + 10, y2 - 6), (x2 - 10, y2 - 6), ink, name="thumbnail")
    elif layout == "line":
        low = title.lower()
        shape = 3 if EQUILIBRIUM.search(low) else 0 if DEMAND.search(low) else 1 if \
            SUPPLY.search(low) else n % 3
        _line_chart(page, (x1 + 10, top, x2 - 10, y2 - 6), shape, ink, accent)
    elif layout == "pie":
        _pie_chart(page, (x1 + 10, top, x2 - 10, y2 - 5), n, ink, accent)
    elif layout == "columns":
        for cx in (x1 + 10, x1 + w // 2 + 4):
            page.rect((cx, top, cx + w // 2 - 14, y2 - 8), None, ink, name="thumbnail")
            for j in range(min(3, (y2 - top - 14) // 8)):  # a column of text lines
                page.line((cx + 4, top + 6 + j * 8), (cx + w // 2 - 22 - (j * 9 + n) % 14,
                                                       top + 6 + j * 8), ink, name="thumbnail")
    else:
        page.rect((x1 + w // 2 + 4, top, x2 - 10, y2 - 8), accent, name="thumbnail")
        page.ellipse((x1 + w // 2 + 12, top + 4, x1 + w // 2 + 24, top + 16),
                     (255, 255, 255), name="thumbnail")
        for j in range(3):
            page.line((x1 + 10, top + 3 + j * 8), (x1 + w // 2 - 4 - j * 6, top + 3 + j * 8),
                      ink, name="thumbnail")


# a demand curve falls, a supply curve rises (en de fr es it nl)
DEMAND = re.compile(r"demand|nachfrage|demande|demanda|domanda|vraag")
SUPPLY = re.compile(r"supply|angebot|offre|oferta|offerta|aanbod")
EQUILIBRIUM = re.compile(r"equilibri|gleichgewicht|équilibre|evenwicht")  # both curves


def _line_chart(page: Page, box: tuple[int, int, int, int], shape: int,
                ink: tuple[int, int, int], accent: tuple[int, int, int]) -> None:
    """Two axes and a smooth curve: ``shape`` 0 falling, 1 rising, 2 bowed, 3 a falling
    and a rising one crossing (a market's equilibrium)."""
    x1, y1, x2, y2 = box
    page.line((x1, y1), (x1, y2), ink, name="thumbnail")
    page.line((x1, y2), (x2, y2), ink, name="thumbnail")
    for one, colour in ((0, accent), (1, ink)) if shape == 3 else ((shape, accent),):
        pts = []
        for k in range(13):
            t = k / 12
            v = (1 - t) ** 1.6 if one == 0 else t ** 1.6 if one == 1 else 4 * t * (1 - t)
            pts.append((x1 + 3 + round((x2 - x1 - 6) * t), y2 - 3 - round((y2 - y1 - 6) * v)))
        for a, b in zip(pts, pts[1:], strict=False):
            page.line(a, b, colour, 2, name="thumbnail")


def _pie_chart(page: Page, box: tuple[int, int, int, int], n: int,
               ink: tuple[int, int, int], accent: tuple[int, int, int]) -> None:
    """A pie of three or four shares beside a legend of short lines."""
    x1, y1, x2, y2 = box
    d = min(y2 - y1, (x2 - x1) // 2)
    cx, cy, r = x1 + d // 2 + 2, y1 + d // 2, d / 2
    shades = [accent, mix(accent, (255, 255, 255), 0.4), mix(accent, (0, 0, 0), 0.3),
              mix(accent, (255, 255, 255), 0.7)]
    cuts = [0.0, 0.38 + (n % 3) * 0.06, 0.68, 0.86, 1.0]
    for k in range(4):
        a0, a1 = cuts[k] * 2 * math.pi, cuts[k + 1] * 2 * math.pi
        steps = max(2, round((a1 - a0) * 6))
        pts = [(cx, cy)] + [(round(cx + r * math.cos(a0 + (a1 - a0) * j / steps)),
                             round(cy + r * math.sin(a0 + (a1 - a0) * j / steps)))
                            for j in range(steps + 1)]
        page.polygon(pts, shades[k], name="thumbnail")
    for j in range(min(4, (y2 - y1) // 7)):
        ly = y1 + 2 + j * 7
        page.rect((x1 + d + 10, ly, x1 + d + 14, ly + 4), shades[j], name="thumbnail")
        page.line((x1 + d + 18, ly + 2), (x2 - (j * 5) % 12, ly + 2), ink, name="thumbnail")
