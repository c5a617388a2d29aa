"""A printed book photographed flat: one page or an open spread, running heads, folios."""

from __future__ import annotations

from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, fontbook, measure
from surfaces.kit.document import (
    PAPERS,
    centred_label,
    heading,
    paper_theme,
    prose,
)
from surfaces.kit.novel import chapter_title, novel_paragraphs, novel_world, titles
from surfaces.kit.prose import page_marks, sample_marks
from surfaces.kit.prose_flow import flow_on
from surfaces.kit.typography import Style, style


def _position(rng: np.random.Generator, opening: bool, spread: bool) -> tuple[int, int, int]:
    """(chapter number, folio of the first page shown, folio of the chapter's last page):
    chapters of 12 to 26 pages after 9 pages of front matter, each opening on a recto (an
    odd, right-hand page, as a printed book opens them), so each ends on the even page
    before the next one's opening. An opening page is the chapter's first, else one inside
    it; a spread starts on its even left page."""
    chapter, length = int(rng.integers(2, 19)), int(rng.integers(12, 27))
    start = (9 + (chapter - 1) * length) | 1
    folio = start if opening else start + int(rng.integers(2, length - 2))
    return chapter, folio // 2 * 2 if spread else folio, ((9 + chapter * length) | 1) - 1


def _later(rng: np.random.Generator, content: Content, world: dict[str, Any]) -> dict[str, Any]:
    """The book's world a while on, for its next scene: the same three at the same place,
    at a later hour it is open (else another hour, another day), over another matter."""
    place, hour = world["place"], world["time"]["hour"]
    times = [t for t in content._slot("nv_time") if place["opens"] <= t["hour"] < place["closes"]
             and t["hour"] != hour]
    times = [t for t in times if t["hour"] > hour] or times or [world["time"]]
    matters = [m for m in content._slot("nv_matter") if m["title"] != world["matter"]["title"]]
    later = {**world, "time": times[int(rng.integers(len(times)))],
             "matter": matters[int(rng.integers(len(matters)))],
             "enters": bool(rng.random() < 0.5)}
    return {**later, "titles": titles(content, later)}


def _marked(rng: np.random.Generator, paras: list[str]) -> list[list[Any]]:
    """Each paragraph's italic stresses (never a name)."""
    return [[m for m in sample_marks(rng, p, "article")
             if m[2] == "italic" and not _lone_name(p[m[0]:m[1]])] for p in paras]


def _rows(texts: list[str], params: dict[str, Any]) -> float:
    """About how many type sizes of height ``texts`` take set at the book's spacing (a
    line holds ``MEASURE`` characters, less what its breaks waste)."""
    lines = sum(-(-len(t) // (MEASURE - 6)) for t in texts)
    return (lines + (len(texts) - 1) * params["gap"]) * params["line_height"]


def _wanted(params: dict[str, Any]) -> float:
    """How much of a next scene the pages show (in type sizes of height, 0: none): the
    next chapter's first page where the scene is one to end on the left page of a spread
    ("short"; a chapter opens on a recto, never on a spread's left page). ``_rows`` runs
    up to 1.7 times over what a page sets (a spread's type is set smaller to keep its
    measure): enough is written for that. A scene too short to be sure of reaching the
    right page is marked "short" here too (its folios then those of a chapter's end)."""
    size, room = params["size"], 768 - 80 - 34
    first = (room - _sink((0, 40, 0, 728))) / size
    texts = [t for pg in params["pages"] for t in pg["paragraphs"]]
    if params["spread"] and not params["short"] and _rows(texts, params) < 1.5 * room / size:
        params["short"] = True  # (its scene may end on the left page: the next one follows)
    return first * 1.7 if params["short"] else 0


def _next_scene(rng: np.random.Generator, content: Content, world: dict[str, Any],
                used: dict, chapter: int, title: str, params: dict[str, Any],
                want: float) -> dict[str, Any]:
    """The scene after this one, the next chapter's opening where this scene ends on a left
    page: as many of its paragraphs as fill ``want``."""
    later = _later(rng, content, world)
    paras = novel_paragraphs(rng, content, later, 14, "opening", used)
    keep = next((k for k in range(1, len(paras)) if _rows(paras[:k], params) >= want),
                len(paras))
    paras = paras[:keep]
    heads = [t for t in later["titles"] if t != title] or later["titles"]
    return {"paragraphs": paras, "marks": _marked(rng, paras),
            "chapter": chapter_title(rng, {"titles": heads}, paras),
            "chapter_label": content.ui("document.chapter", n=chapter + 1),
            "world": {"time": later["time"]["title"], "matter": later["matter"]["title"]}}


def _sink(box: tuple[int, int, int, int]) -> int:
    """How far down a chapter's opening page its text starts: the heading sunk about a
    third of the page, as a book sets it."""
    return round(0.37 * (box[3] - box[1]))


def _caps(texts: list[str], marks: list[list[Any]]) -> tuple[list[str], list[list[Any]]]:
    """A chapter's first words in capitals (a book's small capitals): up to three, to the
    first that ends in a stop or a comma."""
    if not texts:
        return texts, marks
    words = texts[0].split(" ")
    n = next((i + 1 for i, w in enumerate(words[:3]) if not w[-1:].isalnum()), 3)
    head = " ".join(words[:n])
    if len(head.upper()) != len(head):  # (no "ß" grown into "SS": the marks keep their place)
        return texts, marks
    return [head.upper() + texts[0][len(head):], *texts[1:]], marks


def _lone_name(text: str) -> bool:
    """A span holding a capitalised word (a name, the town, the Grand Hotel): a novel
    italicises a word for stress, not a name."""
    return any(w[:1].isupper() for w in text.split())


# A book's measure: about 66 characters a line (60-75 is the printer's range), whatever the
# screen; a page stretched to 1920 px set 140-character lines no book has.
MEASURE = 66


def _measure(params: dict[str, Any]) -> int:
    """The column width that holds ``MEASURE`` characters of this book's text."""
    sample = " ".join(params["pages"][0]["paragraphs"][:3])[:600] or "n" * 60
    width = measure(sample, style(params["font"], params["size"], (0, 0, 0)))[0]
    return round(MEASURE * width / len(sample))


def _fitted(page: Page, ink: Theme, params: dict[str, Any],
            boxes: list[tuple[int, int, int, int]]) -> dict[str, float]:
    """The leading and paragraph spacing (up to 1.7 lines and a blank line) at which the
    passage, measured once, fills its pages to the foot or runs on past the last (review
    w22: a scene ending halfway down the page); the book's own when none can."""
    if params.get("short"):
        return {}  # the scene ends on the left page: the right one opens the next chapter
    texts = [t for pg in params["pages"] for t in pg["paragraphs"]]
    marks = [m for pg in params["pages"] for m in pg["marks"]]
    x1, _, x2, _ = boxes[0]
    size, lh0, gap0 = params["size"], params["line_height"], params["gap"]
    block = prose(page, (x1, 0, x2, page.height), texts, marks,
                  style(params["font"], size, ink.text), ink, "dejavu_sans_mono",
                  line_height=lh0, gap=gap0)
    page.ops.remove(block)
    shown = sum(len(ln.glyphs) + 1 for ln in block.laid.lines)
    ratio = max(1.0, sum(map(len, texts)) / max(1, shown))
    lines = len(block.laid.lines) * ratio
    paras = (max((ln.paragraph for ln in block.laid.lines), default=0) + 1) * ratio
    heights = [b[3] - 34 - b[1] - (_sink(b) if params["opening"] and k == 0 else 44)
               for k, b in enumerate(boxes)]
    room, last = sum(heights), heights[-1]
    for lh in (lh0, 1.5, 1.6, 1.7):
        for gap in (gap0, 0.5, 0.75, 1.0):
            if lh < lh0 or gap < gap0:
                continue
            est = (lines + (paras - 1) * gap) * lh * size
            if room - 0.1 * last <= est <= room - 6 or est >= room * 1.03:
                return {"line_height": lh, "gap": gap}
    return {}


def _tail(page: Page, ink: Theme, params: dict[str, Any], box: tuple[int, int, int, int],
          texts: list[str], marks: list[list[Any]]) -> int:
    """How many of the passage's first paragraphs a left page that ends its chapter leaves
    out (the passage comes on from the page before), so that the scene's last words stand
    on it and the right page is free for the next chapter's opening: its first paragraph
    whose lines to the scene's end fit under the running head."""
    x1, y1, x2, y2 = box
    top, room = y1 + 44, y2 - 34 - (y1 + 44) - params["size"] // 2
    # only the paragraphs that could reach the page are set: the tail of about a page
    # and a half of characters (a line holds some MEASURE of them)
    holds = 1.5 * MEASURE * room / (params["size"] * params["line_height"])
    skip = len(texts) - 1
    while skip > 0 and sum(map(len, texts[skip - 1:])) <= holds:
        skip -= 1
    return skip + _first_fitting(page, ink, params, (x1, top, x2, room), texts[skip:],
                                 marks[skip:])


def _first_fitting(page: Page, ink: Theme, params: dict[str, Any],
                   box: tuple[int, int, int, int], texts: list[str],
                   marks: list[list[Any]]) -> int:
    """The first of ``texts`` whose lines to the last fit ``box``'s room (x1, top, x2,
    room) set in the book's type."""
    x1, top, x2, room = box
    block = prose(page, (x1, top, x2, top + 8 * room), texts, marks,
                  style(params["font"], params["size"], ink.text), ink, "dejavu_sans_mono",
                  line_height=params["line_height"], gap=params["gap"])
    page.ops.remove(block)
    lines, s = block.laid.lines, block.scale  # laid in device pixels; room is logical
    end = lines[-1].baseline + lines[-1].descent if lines else top * s
    for p in range(len(texts)):
        first = next((ln for ln in lines if ln.paragraph == p), None)
        if first is not None and end - (first.baseline - first.ascent) <= room * s:
            return p
    return max(0, len(texts) - 1)


class BookPage(Surface):
    name = "book_page"
    family = "documents"
    text_roles = ("prose", "text", "structural")
    # No blank_line: a book indents paragraphs; an empty line is a rare scene break.
    unsupported_categories = ("blank_line", "select_substring")
    themes = ("light",)
    regions = ("left page", "right page", "running head", "page number", "chapter heading")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        spread = bool(rng.random() < 0.6)
        n_pages = 2 if spread else 1
        world, used = novel_world(rng, content), {}
        # a spread inside a chapter may show its last page and the next chapter's first
        # (its scene then three turns of talk, the last an answer: no question left hanging)
        opening = bool(rng.random() < 0.45)
        short = spread and not opening and bool(rng.random() < 0.3)
        # a chapter opens on a recto: a spread that shows an opening shows it on its right
        # page, the left one the end of the chapter before
        short, opening = short or spread and opening, opening and not spread
        pool = novel_paragraphs(rng, content, world, 11 if short else 12 * n_pages, "midst",
                                used)
        half = len(pool) // n_pages
        pages = []
        for k in range(n_pages):
            paras = pool[k * half:(k + 1) * half] if k < n_pages - 1 else pool[k * half:]
            pages.append({"paragraphs": paras, "marks": _marked(rng, paras)})
        page_marks([(t, m) for pg in pages for t, m in zip(pg["paragraphs"], pg["marks"],
                                                            strict=True)])  # a name once
        chapter, folio, last = _position(rng, opening, spread)
        title = chapter_title(rng, world, [t for pg in pages for t in pg["paragraphs"]])
        params = {
            "font": choice(rng, fontbook().families_of("serif")),
            "size": int(choice(rng, [15, 16, 17, 18] if spread else [17, 18, 19, 20])),
            "paper": choice(rng, ["cream", "white", "sepia"]),
            "spread": spread, "pages": pages, "cast": world["cast"], "town": world["town"],
            "absent": world["cast"][2]["name"],
            # the world as data: the matter by its title (its lines are templates, written
            # into the page's text above)
            "world": {**{k: world[k] for k in ("place", "time", "city", "month", "titles")},
                      "matter": world["matter"]["title"]},
            "book": content.title("book"),
            "chapter": title,
            "chapter_label": content.ui("document.chapter", n=chapter),
            "opening": opening, "short": short, "folio": last if short else folio,
            "gap": float(choice(rng, [0.3, 0.4, 0.5, 1.0])),
            "heads_caps": bool(rng.random() < 0.5),
            "line_height": float(choice(rng, [1.4, 1.5, 1.6])),
        }
        # the next scene, where the spread shows it (no more text than the pages hold)
        want = _wanted(params)
        params["folio"] = last if params["short"] else folio  # the spread ends the chapter
        params["next"] = _next_scene(rng, content, world, used, chapter, title, params,
                                     want) if want > 0 else None
        return params

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        # the book is shown at the screen's height, as a reader fits a page: its type grows
        # with the screen (the same lines to a page), never its lines with the width
        size = max(params["size"], round(params["size"] * page.height / 768))
        room = page.width // 2 - 106 if params["spread"] else page.width - 420
        column = _measure({**params, "size": size})
        if column > room:  # a narrow screen shows the spread zoomed out, not narrow columns
            size = max(12, size * room // column)
        params = {**params, "size": size}
        ink = paper_theme(theme, params["paper"], "soft")
        paper = PAPERS[params["paper"]]
        page.rect((0, 0, page.width, page.height), (60, 58, 55), name="table")
        column = _measure(params)
        mid = page.width // 2
        if params["spread"]:
            text_w = min(mid - 106, column)  # each page's column, the spread centred
            sx1, sx2 = mid - text_w - 92, mid + text_w + 92
            page.rect((sx1, 10, sx2, page.height - 6), paper, name="sheet")
            for k in range(14):  # the gutter darkens towards the fold
                shade = tuple(round(c * (1 - 0.012 * (14 - k))) for c in paper)
                page.rect((mid - 14 + k, 10, mid + 14 - k, page.height - 6), shade, name="gutter")
            boxes = [(sx1 + 46, 40, mid - 46, page.height - 40),
                     (mid + 46, 40, sx2 - 46, page.height - 40)]
        else:
            text_w = min(page.width - 420, column)
            tx1 = mid - text_w // 2 + 4
            sx1, sx2 = tx1 - 64, tx1 + text_w + 56
            page.rect((sx1, 8, sx2, page.height - 4), paper, name="sheet")
            gx = sx1 if params["folio"] % 2 else sx2 - 12  # bound at a recto's left edge
            page.rect((gx, 8, gx + 12, page.height - 4), tuple(round(c * 0.93) for c in paper),
                      name="gutter")
            boxes = [(tx1, 42, tx1 + text_w, page.height - 40)]
        # the passage still to set: it flows on from the left page to the right one, inside
        # a paragraph, without a gap
        self._rest = ([t for pg in params["pages"] for t in pg["paragraphs"]],
                      [m for pg in params["pages"] for m in pg["marks"]])
        self._next = params.get("next")  # the next chapter's opening on the right page
        if params["opening"]:
            self._rest = _caps(*self._rest)
        else:
            params = {**params, **_fitted(page, ink, params, boxes)}
        if params["short"]:  # the chapter's end on the left page, the next on the right
            drop = _tail(page, ink, params, boxes[0], *self._rest)
            self._rest = (self._rest[0][drop:], self._rest[1][drop:])
        for k, box in enumerate(boxes):
            # a single page is a left one where its folio is even (a verso)
            name = "left page" if (params["folio"] + k) % 2 == 0 else "right page"
            with page.region(name, "page", box):
                self._page(page, ink, params, k, box)
        return page

    def _page(self, page: Page, ink: Theme, params: dict[str, Any], k: int,
              box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        size = params["size"]
        body = style(params["font"], size, ink.text)
        small = body.but(size=size - 4, color=ink.muted)
        folio = str(params["folio"] + k)
        opens, nxt = params["opening"] and k == 0, self._next
        if k and not self._rest[0]:
            if not nxt:
                return  # a blank page carries no running head and no folio (r76 0004)
            # the scene ended the chapter on the left page: the right page opens the next
            self._rest, self._next, opens = _caps(nxt["paragraphs"], nxt["marks"]), None, True
            params = {**params, "chapter": nxt["chapter"],
                      "chapter_label": nxt["chapter_label"]}
        if opens:  # a chapter's first page: its heading sunk, no running head (a book's way)
            y = self._heading(page, params, box, body, small)
        else:
            # the book's title over a verso (even, left), the chapter's over a recto
            head = params["book"] if int(folio) % 2 == 0 else params["chapter"]
            head = head.upper() if params["heads_caps"] else head
            with page.region("running head", "structural", (x1, y1, x2, y1 + 30)):
                centred_label(page, (x1 + x2) // 2, y1 - 6, head,
                              small.but(italic=not params["heads_caps"]), role="structural")
            y = y1 + 44
        self._flow(page, ink, params, (x1, y, x2, y2 - 34), body)
        with page.region("page number", "structural", (x1, y2 - 26, x2, y2)):
            centred_label(page, (x1 + x2) // 2, y2 - 24, folio, small)

    def _heading(self, page: Page, params: dict[str, Any], box: tuple[int, int, int, int],
                 body: Style, small: Style) -> int:
        """A chapter's number and title about a third down its first page; the body's top."""
        x1, y1, x2, y2 = box
        size, top = params["size"], y1 + round(0.2 * (y2 - y1))
        with page.region("chapter heading", "structural", (x1, top - 10, x2, y1 + _sink(box))):
            centred_label(page, (x1 + x2) // 2, top, params["chapter_label"].upper(),
                          small.but(size=size - 3), role="structural")
            block = heading(page, (x1, top + 40, x2, top + 40 + 3 * (size + 12)),
                            params["chapter"], body.but(size=size + 12), align="center")
        return max(block.bottom + 40, y1 + _sink(box))

    def _flow(self, page: Page, ink: Theme, params: dict[str, Any],
              box: tuple[int, int, int, int], body: Style) -> None:
        """Sets the passage on from where the page before left it."""
        self._rest = flow_on(page, box, *self._rest, body, ink, "dejavu_sans_mono",
                             line_height=params["line_height"], gap=params["gap"])
