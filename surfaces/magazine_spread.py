"""A two-page magazine spread in a reader app: facing pages on a canvas, either a full photo
page with an overlaid headline beside two text columns, or a headline across the spread
above three or four columns; a pull quote, captions and folios with page numbers."""

from __future__ import annotations

from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, fontbook, measure
from surfaces.kit.chrome import ui_style
from surfaces.kit.document import canvas_colour, paper_theme, prose, sheet
from surfaces.kit.entity_marks import entity_marks
from surfaces.kit.feature_world import feature_text, feature_world
from surfaces.kit.media import picture
from surfaces.kit.numbers import format_percent
from surfaces.kit.prose_flow import fits, flow_on
from surfaces.kit.still_life import PIECES
from surfaces.kit.typography import sample_typography, style

RED = (190, 30, 45)


def piece_of(content: Content, world: dict[str, Any]) -> str:
    """The piece on the maker's bench in the photo (still_life.PIECES, by the craft)."""
    crafts = content._slot("mg_craft")
    k = next((i for i, c in enumerate(crafts) if c.get("material") ==
              world["values"].get("material")), -1)
    return PIECES[k] if 0 <= k < len(PIECES) else ""


class MagazineSpread(Surface):
    name = "magazine_spread"
    family = "documents"
    text_roles = ("prose", "text", "structural", "chrome")
    # No blank_line: paragraphs are spaced by less than a line, as the real page styles them.
    unsupported_categories = ("blank_line", "select_substring")
    regions = ("toolbar", "left page", "right page", "column", "pull quote", "folio")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        # the world first: the maker profiled, the craft, the town, the years and figures,
        # then every string (title, deck, body, pull quote, caption) from it
        year = int(rng.integers(2019, 2027))
        month = content.data.MONTHS[int(rng.integers(12))]
        world = feature_world(rng, content, year)
        text = feature_text(rng, content, world)
        texts = text["texts"]
        full = world["person"]["name"]
        # the person's full name in bold where the body first names them; a raised initial
        # on the first letter of the first paragraph
        marks = [[m for m in entity_marks(rng, t, [full], ("bold",)) if k == 0 or
                  t[m[0]:m[1]] != full] for k, t in enumerate(texts)]
        marks[0] = [[0, 1, "initial", ""], *[m for m in marks[0] if m[0] > 0]]
        mag = content.word("web_masthead").replace("{city}", world["values"]["town"])
        # an even left page, its odd right page: a feature inside an issue of ~130 pages
        # (folios restart each issue, so never "Issue 8, pp. 234-235")
        page_no = int(rng.integers(8, 60)) * 2
        return {
            "typo": sample_typography(rng, "serif", (11, 12, 12, 13)),
            "head_font": choice(rng, fontbook().families_of(choice(rng, ["serif", "sans"]))),
            "layout": choice(rng, ["photo", "columns"]),
            "n_cols": int(rng.integers(3, 5)),
            "kicker": world["section"], "title": text["title"], "deck": text["deck"],
            "words": content.ui("media.words_by", name=world["writer"]),
            # the picture is drawn: credited as an illustration, never as a photograph
            # (r93 0013: a drawing "Photographs by Daniel Hester")
            "photos": content.ui("media.illustration_by", name=world["photographer"]),
            "texts": texts, "marks": marks, "pull": text["pull"],
            "quote_marks": [content.record("mg_grammar")["open"],
                            content.record("mg_grammar")["close"]],
            "caption": text["caption"], "person": world["person"],
            "piece": piece_of(content, world),
            "facts": {k: world["values"][k] for k in ("born", "since", "start_age", "age",
                                                      "hard_year", "lease", "years")},
            # the profile's figures and the town near the workshop, as sampled (r47 0015)
            "figures": {**world["figures"], "year": year, "town": world["values"]["town"],
                        "near": world["values"]["near"]},
            "credits": [world["writer"], world["photographer"]],
            "story": {"town": world["values"]["town"], "month": month},
            "places": world["cities"], "picks": world["picks"],
            "mag": mag, "issue": content.ui("media.issue", n=int(rng.integers(3, 240))),
            # where a story longer than the spread goes on: a later page of the issue
            "continued": content.ui("media.continued",
                                    n=page_no + 2 * int(rng.integers(2, 30)) + 1),
            "month": f"{month} {year}",
            # the photo's sitter (kit/scenes.py: kind % 3 == 1 wears long hair) looks like
            # the person the caption names
            "pages": [page_no, page_no + 1], "kind": int(choice(rng, [
                k for k in range(12) if (k % 3 == 1) == (world["person"]["sex"] == "f")])),
            "accent": bool(rng.random() < 0.6),
            "zoom": format_percent(int(choice(rng, [75, 100, 125])), content.lang, 0),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        page.meta["medium"] = "screen"  # a digital document in a viewer: no paper grain
        typo = params["typo"]
        canvas = canvas_colour(theme)
        page.rect((0, 0, page.width, page.height), canvas, name="canvas")
        with page.region("toolbar", "chrome", (0, 0, page.width, 40)):
            page.rect((0, 0, page.width, 40), theme.panel, name="toolbar")
            st = ui_style(typo, theme, size=13)
            page.label(16, 8, f"{params['mag']} · {params['issue']}", st.but(bold=True))
            page.label(page.width - 80, 8, params["zoom"], st.but(color=theme.muted))
            page.line((0, 39), (page.width, 39), theme.border)
        paper = paper_theme(theme, "white")
        # the spread fits the window's height (a 720-px window cut the columns' last lines
        # off: a story ending mid-sentence, its end mark or jump line below the screen)
        foot = min(748, page.height - 20)
        left, right = (40, 58, 511, foot), (513, 58, 984, foot)
        sheet(page, (40, 58, 984, foot), paper.bg, canvas)
        page.line((512, 58), (512, foot), (215, 215, 215), name="gutter")
        accent = RED if params["accent"] else paper.text
        # the text still to set: each column goes on where the last one stopped; the story
        # ends on an end mark
        texts = params["texts"]
        self._rest = ([*texts[:-1], texts[-1] + "\u00a0\u25a0"], [list(m) for m in
                                                                 params["marks"]])
        self._type = (typo["size"], 1.4)  # the body's size and leading (see _fit)
        if params["layout"] == "photo":
            self._photo_spread(page, paper, typo, params, left, right, accent)
        else:
            self._column_spread(page, paper, typo, params, left, right, accent)
        for k, box in enumerate((left, right)):
            self._folio(page, paper, typo, params, box, k)
        return page

    def _photo_spread(self, page: Page, paper: Theme, typo: dict[str, Any],
                      params: dict[str, Any], left: tuple[int, int, int, int],
                      right: tuple[int, int, int, int], accent: tuple[int, int, int]) -> None:
        x1, y1, x2, y2 = left
        with page.region("left page", "page", left):
            # the maker at the bench with the piece (r71 0020: "en su taller" over a desk)
            picture(page, (x1, y1, x2, y2 - 260), params["kind"], "workshop",
                    params.get("piece", ""), sex=params["person"]["sex"])
            page.rect((x1, y2 - 260, x2, y2 - 40), (20, 20, 24), name="image shade")
            page.label(x1 + 28, y2 - 250, params["kicker"].upper(),
                       ui_style(typo, paper, size=12, bold=True, color=(255, 210, 80)),
                       role="structural")
            page.text((x1 + 28, y2 - 222, x2 - 28, y2 - 116), params["title"],
                      style(params["head_font"], 28, (255, 255, 255), bold=True),
                      role="structural", max_lines=3, line_height=1.1)
            page.text((x1 + 28, y2 - 110, x2 - 28, y2 - 74), params["caption"],
                      ui_style(typo, paper, size=11, italic=True, color=(235, 235, 235)),
                      role="text", max_lines=2)
            page.label(x1 + 28, y2 - 72, params["photos"],
                       ui_style(typo, paper, size=11, color=(220, 220, 220)), role="text",
                       max_width=x2 - x1 - 56)
        x1, y1, x2, y2 = right
        with page.region("right page", "page", right):
            deck = page.text((x1 + 36, y1 + 34, x2 - 36, y1 + 130), params["deck"],
                             style(typo["body"], typo["size"] + 6, accent, italic=True),
                             role="text", max_lines=3, line_height=1.3)
            page.label(x1 + 36, deck.bottom + 6, params["words"].upper(),
                       ui_style(typo, paper, size=10, bold=True), role="text")
            top = deck.bottom + 44
            w = (x2 - x1 - 72 - 18) // 2
            pull = self._pull_height(page, typo, params, w)
            self._fit(page, paper, typo, w, 2 * (y2 - 50 - top) - pull, 0.03,
                      y2 - 50 - top - pull)
            self._columns(page, paper, typo, params, (x1 + 36, top, x2 - 36, y2 - 50),
                          2, accent, last=True)

    def _column_spread(self, page: Page, paper: Theme, typo: dict[str, Any],
                       params: dict[str, Any], left: tuple[int, int, int, int],
                       right: tuple[int, int, int, int], accent: tuple[int, int, int]) -> None:
        x1, y1, _, y2 = left
        x2 = right[2]
        with page.region("left page", "page", left):
            page.label(x1 + 36, y1 + 26, params["kicker"].upper(),
                       ui_style(typo, paper, size=12, bold=True, color=accent), role="structural")
            # a long headline is set smaller on three lines: never cut with an ellipsis
            size, lines = (34, 2) if len(params["title"]) <= 36 else (27, 3)
            head = page.text((x1 + 36, y1 + 56, left[2] - 28, y1 + 200), params["title"],
                             style(params["head_font"], size, paper.text, bold=True),
                             role="structural", max_lines=lines, line_height=1.08)
            deck = page.text((x1 + 36, head.bottom + 8, left[2] - 28, head.bottom + 80),
                             params["deck"], style(typo["body"], typo["size"] + 3, paper.muted,
                                                   italic=True), role="text", max_lines=3)
            page.label(x1 + 36, deck.bottom + 4, f"{params['words']}  ·  {params['photos']}",
                       ui_style(typo, paper, size=10, color=paper.muted), role="text")
        top = deck.bottom + 40
        n = params["n_cols"]
        half = n // 2
        left_box = (x1 + 36, top, left[2] - 28, y2 - 50)
        self._fit(page, paper, typo, (left_box[2] - left_box[0] - 18 * (half - 1)) // half,
                  half * (y2 - 50 - top), 0.35 / half, y2 - 50 - top)
        self._left(page, paper, typo, params, left_box, half, accent)
        # the right page's columns start where the rest of the text fills them to the foot
        # (the photo above grows to meet them; review w22: a half-empty right page)
        xr1, xr2 = right[0] + 28, x2 - 36
        cols, right_top = 0, y2 - 50  # no text left: the photo fills the page
        for r in (n - half, 1):
            # the rest measured in one column (some 210 px of pull quote heads the last)
            w = (xr2 - xr1 - 18 * (r - 1)) // r
            height = (self._height(page, paper, typo, w) + self._pull_height(
                page, typo, params, w)) / r + 4
            if self._rest[0] and (height >= 290 or r == 1):
                cols, right_top = r, int(max(y2 - 50 - height, top, y1 + 250))
                break
        with page.region("right page", "page", right):
            # a story that ended on the left: its pull quote under the photo
            foot = right_top - 60 if cols else y2 - 50 - self._pull_height(
                page, typo, params, xr2 - xr1) - 70
            picture(page, (x2 - 270 if cols else xr1, y1 + 30, xr2, foot), params["kind"],
                    "workshop", params.get("piece", ""), sex=params["person"]["sex"])
            page.text((x2 - 270 if cols else xr1, foot + 6, xr2, foot + 46), params["caption"],
                      ui_style(typo, paper, size=10, color=paper.muted, italic=True),
                      role="text", max_lines=2)
        if cols:
            self._columns(page, paper, typo, params, (xr1, right_top, xr2, y2 - 50), cols,
                          accent, start=half, last=True)
            return
        with page.region("pull quote", "text", (xr1, foot + 56, xr2, y2 - 50)):
            page.line((xr1, foot + 56), (xr2, foot + 56), accent, 2)
            q = self._pull(page, typo, params, (xr1, foot + 64, xr2, y2 - 50), accent)
            page.line((xr1, q.bottom + 8), (xr2, q.bottom + 8), accent, 2)

    def _columns(self, page: Page, paper: Theme, typo: dict[str, Any], params: dict[str, Any],
                 box: tuple[int, int, int, int], n: int, accent: tuple[int, int, int],
                 pull: bool = True, start: int = 0, last: bool = False) -> None:
        """``n`` columns continuing one text: each goes on where the last one stopped; the
        pull quote (quoted as the language quotes) heads the last column. A column before the
        pull quote or a page turn (the left page's last) ends after a sentence."""
        x1, y1, x2, y2 = box
        gap = 18
        w = (x2 - x1 - gap * (n - 1)) // n
        for k in range(n):
            cx = x1 + k * (w + gap)
            top = y1
            if pull and k == n - 1:  # its own region: the column holds the running text
                with page.region("pull quote", "text", (cx, y1, cx + w, y1 + 210)):
                    opening, closing = params["quote_marks"]
                    page.line((cx, top), (cx + w, top), accent, 2)
                    q = self._pull(page, typo, params, (cx, top + 8, cx + w, top + 190),
                                   accent)
                    page.line((cx, q.bottom + 8), (cx + w, q.bottom + 8), accent, 2)
                top = q.bottom + 22
            with page.region(f"column {start + k + 1}", "column", (cx, top, cx + w, y2)):
                self._column(page, paper, typo, params, (cx, top, cx + w, y2),
                             last and k == n - 1, (pull and k == n - 2) or (
                                 not pull and k == n - 1))

    def _column(self, page: Page, paper: Theme, typo: dict[str, Any], params: dict[str, Any],
                box: tuple[int, int, int, int], last: bool, sentence: bool = False) -> None:
        """One column, full to its foot: the text goes on inside a paragraph; the spread's
        last column ends on the story's end mark or, when the story goes on, on a jump line
        ("Continued on page 61")."""
        texts, marks = self._rest
        if not texts:
            return
        body = style(typo["body"], self._type[0], paper.text)
        layout = {"line_height": self._type[1], "gap": 0.6}
        args = (body, paper, typo["mono"])
        if marks and marks[0] and list(marks[0][0][:3]) == [0, 1, "initial"]:
            box = self._drop_cap(page, box, texts, marks, body, args, layout)
            texts, marks = self._rest
            if not texts:
                return
        if not last or fits(page, box, texts, marks, *args, **layout):
            self._rest = flow_on(page, box, texts, marks, *args, sentence=sentence, **layout)
            return
        x1, y1, x2, y2 = box
        pitch = round(self._type[0] * self._type[1])
        self._rest = flow_on(page, (x1, y1, x2, y2 - 2 * pitch), texts, marks, *args, **layout)
        page.text((x1, y2 - round(1.6 * pitch), x2, y2), params["continued"] + " \u25b8",
                  style(typo["body"], typo["size"] - 1, paper.text, italic=True),
                  role="text", max_lines=1, align="right", line_height=1.4)

    def _drop_cap(self, page: Page, box: tuple[int, int, int, int], texts: list[str],
                  marks: list[list[Any]], body: Any, args: tuple[Any, ...],
                  layout: dict[str, Any]) -> tuple[int, int, int, int]:
        """The story's first letter as a drop cap three lines deep, the first three lines
        set beside it (r93 0013: a one-line initial pushed the first line down); returns
        the box the column goes on in, under them. The letter stays in the text, hidden
        (a word "Lisa", never "isa"), the cap drawn over its place as a picture of it."""
        x1, y1, x2, y2 = box
        _, ascent, descent = measure("x", body)  # the engine's line pitch
        pitch = max(round(self._type[0] * self._type[1]), ascent + descent)
        cap = body.but(size=round(2 * pitch / 0.7 + body.size), bold=True)
        width = round(measure(texts[0][0], cap)[0]) + max(4, body.size // 2)
        hidden = [[0, 1, "hidden", ""], *marks[0][1:]]
        # three lines (one in bold may set a pixel lower), never a fourth
        self._rest = flow_on(page, (x1 + width, y1, x2, y1 + 3 * pitch + pitch // 2), texts,
                             [hidden, *marks[1:]], *args, **layout)
        lines, s = page.ops[-1].laid.lines, page.ops[-1].scale  # device px: logical below
        third = lines[min(2, len(lines) - 1)]
        _, ascent, descent = measure(texts[0][0], cap)
        top = round(third.baseline / s) - (max(cap.size, ascent + descent) - ascent -
                                           descent) // 2 - ascent
        page.text((x1, top, x1 + width, top + max(cap.size, ascent + descent)), texts[0][0],
                  cap, role="chrome", name="drop cap", wrap=False, max_lines=1,
                  line_height=1.0)
        under = round((third.baseline + third.descent + max(0, third.pitch - third.ascent -
                                                            third.descent) // 2) / s)
        if self._rest[0] and len(self._rest[0]) < len(texts):  # a new paragraph below
            under += round(layout["gap"] * third.pitch / s)
        return x1, max(under, y1 + 3 * pitch), x2, y2

    def _fit(self, page: Page, paper: Theme, typo: dict[str, Any], w: int,
             capacity: int, spill: float, last: int) -> None:
        """The body's size and leading (up two points, up to 1.6 lines) at which the story,
        measured once, ends full at the foot of ``capacity`` px of columns ``w`` wide or
        goes on for ``spill`` times as much more (a later column or page): never a few
        lines over an empty column (review w22: a story that ended a third of the way down
        its last column); ending, it fills 90 % of the ``last`` column's px at least."""
        texts, marks = self._rest
        size = typo["size"]
        options = [(size + up, lh) for up in (0, 1, 2) for lh in (1.4, 1.45, 1.5, 1.55, 1.6)]
        for _ in range(3):  # an estimate, then the type it picks measured again
            height, (s0, l0) = self._height(page, paper, typo, w), self._type
            fits = [(s1, l1) for s1, l1 in options if (s1, l1) >= (s0, l0) and (
                capacity - 0.09 * last <= height * (s1 / s0) ** 2 * l1 / l0 <= capacity - 6
                or height * (s1 / s0) ** 2 * l1 / l0 >= capacity * (1 + spill))]
            self._type = fits[0] if fits else options[-1]
            if self._type == (s0, l0):
                return

    def _left(self, page: Page, paper: Theme, typo: dict[str, Any], params: dict[str, Any],
              box: tuple[int, int, int, int], n: int, accent: tuple[int, int, int]) -> None:
        """The left page's columns; a story that would leave a line or two for the right
        page is set a little tighter to end on the left (no lone line under the pull
        quote)."""
        ops, regions, story = len(page.ops), len(page.regions), self._rest
        size, lh = self._type
        for step in (-0.05, -0.1, 0.05, 0.1, 0.15, 0.2):
            self._columns(page, paper, typo, params, box, n, accent, pull=False)
            # and the page's last column, cut after a sentence, runs on near its foot
            foot = next((op.bottom for op in reversed(page.ops[ops:]) if hasattr(op, "laid")),
                        box[3])
            if (not self._rest[0] or self._height(page, paper, typo, box[2] - box[0]) >
                    3.5 * self._type[0] * self._type[1]) and \
                    foot - box[1] >= 0.88 * (box[3] - box[1]):
                return
            del page.ops[ops:], page.regions[regions:]
            self._rest, self._type = story, (size, round(lh + step, 2))
        self._columns(page, paper, typo, params, box, n, accent, pull=False)

    def _pull(self, page: Page, typo: dict[str, Any], params: dict[str, Any],
              box: tuple[int, int, int, int], accent: tuple[int, int, int]) -> Any:
        """The pull quote, quoted as the language quotes."""
        opening, closing = params["quote_marks"]
        return page.text(box, f"{opening}{params['pull']}{closing}",
                         style(params["head_font"], typo["size"] + 6, accent, bold=True),
                         role="text", max_lines=8, line_height=1.2)

    def _pull_height(self, page: Page, typo: dict[str, Any], params: dict[str, Any],
                     w: int) -> int:
        """The height the pull quote and its rules take over a column ``w`` wide."""
        q = self._pull(page, typo, params, (0, 8, w, 190), (0, 0, 0))
        page.ops.remove(q)
        return q.bottom + 22

    def _height(self, page: Page, paper: Theme, typo: dict[str, Any], w: int) -> float:
        """The height the text still to set takes in a column ``w`` wide."""
        texts, marks = self._rest
        size, lh = self._type
        room = page.height / size * w / (0.3 * size)  # what a page-tall column could hold
        k = next((k for k in range(1, len(texts)) if sum(map(len, texts[:k])) > room),
                 len(texts))
        block = prose(page, (0, 0, w, page.height), texts[:k], marks[:k],
                      style(typo["body"], size, paper.text), paper, typo["mono"],
                      line_height=lh, gap=0.6)
        page.ops.remove(block)
        shown = sum(len(ln.glyphs) + 1 for ln in block.laid.lines)
        return block.bottom * max(1.0, sum(map(len, texts)) / max(1, shown))

    def _folio(self, page: Page, paper: Theme, typo: dict[str, Any], params: dict[str, Any],
               box: tuple[int, int, int, int], k: int) -> None:
        x1, _, x2, y2 = box
        st = ui_style(typo, paper, size=10, color=paper.muted)
        with page.region("folio", "footer", (x1, y2 - 34, x2, y2)):
            text = f"{params['pages'][k]}   {params['mag'].upper()}   {params['month']}"
            if k == 0:
                page.label(x1 + 36, y2 - 32, text, st, role="text")
            else:
                text = f"{params['month']}   {params['mag'].upper()}   {params['pages'][k]}"
                page.label(x2 - 36 - round(len(text) * 6.2), y2 - 32, text, st, role="text")
