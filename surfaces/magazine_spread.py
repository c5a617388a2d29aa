"""A two-page magazine spread in a reader app: facing pages on a canvas, either a full photo
page with an overlaid headline beside two text columns, or a headline across the spread
above three or four columns; a pull quote, captions and folios with page numbers."""

from __future__ import annotations

import re
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, fontbook
from surfaces.kit.anaphor import ease_subject, ease_town_en, head_noun
from surfaces.kit.chrome import ui_style
from surfaces.kit.document import canvas_colour, fit_prose, paper_theme, sample_paragraphs, sheet
from surfaces.kit.entity_marks import entity_marks
from surfaces.kit.media import picture
from surfaces.kit.news_world import pin_news_world
from surfaces.kit.typography import sample_typography, style

RED = (190, 30, 45)


class MagazineSpread(Surface):
    name = "magazine_spread"
    family = "documents"
    text_roles = ("prose", "text", "structural", "chrome")
    # No blank_line: paragraphs are spaced by less than a line, as the real page styles them.
    unsupported_categories = ("blank_line", "select_substring")
    regions = ("toolbar", "left page", "right page", "column", "folio")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        # the works story sampled first: its town, project, dates (the month comes
        # before the works start, the first phase after) and the council's vote
        world = pin_news_world(rng, content)
        # one story: its subject, place, month (the issue's), company and figure run through
        # the headline, the deck and the body; each person quoted is a person of their own
        # (no "Paul Payne, a shop owner" who is then "Paul Payne, the mayor")
        city = world["city"]
        month_k, year = int(world["day"][5:7]) - 1, int(world["day"][:4])
        story = {"topic": world["topic"], "month": content.data.MONTHS[month_k],
                 "city": city, "company": content.company()}
        # no one pinned figure: "19 million", "for 19 weeks" and "for 19 days" on one spread
        # read as a template; a page has one budget sentence, so its sum cannot disagree
        # works not yet begun: no "first phase finished by" beside "work to start in"; no
        # subheading glued into the text as a sentence
        content.skip("article", planned_only(content))
        deck = plausible_figures(rng, content.sentence("article", **story))  # a sentence of its own
        texts = sample_paragraphs(rng, content, "article", 12, (2, 4), **story)
        texts = [plausible_figures(rng, t) for t in texts]
        texts = thin_topic(ease_subject(texts, city, content.lang), story["topic"], content.lang)
        texts = ease_town_en(texts, city) if content.lang == "en" else texts
        mag = content.word("web_masthead").replace("{city}", content.city())
        page_no = int(rng.integers(12, 140)) * 2
        return {
            "typo": sample_typography(rng, "serif", (11, 12, 12, 13)),
            "head_font": choice(rng, fontbook().families_of(choice(rng, ["serif", "sans"]))),
            "layout": choice(rng, ["photo", "columns"]),
            "n_cols": int(rng.integers(3, 5)),
            "kicker": content.ui("media.feature"), "title": content.title("article", **story), "deck": deck,
            "words": content.ui("media.words_by", name=content.full_name()),
            "photos": content.ui("media.photos_by", name=content.full_name()),
            "texts": texts, "marks": [entity_marks(rng, t, [story["company"]], ("bold",))
                      for t in texts],
            "pull": pull_quote(texts), "caption": f"{city}, {story['month']}",  # the story's place, not a stock line
            "mag": mag, "issue": content.ui("media.issue", n=int(rng.integers(3, 240))),
            "month": f"{story['month']} {year}", "story": story,
            "pages": [page_no, page_no + 1], "kind": int(rng.integers(0, 5)),
            "accent": bool(rng.random() < 0.6), "zoom": f"{int(choice(rng, [75, 100, 125]))} %",
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
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
        left, right = (40, 58, 511, 748), (513, 58, 984, 748)
        sheet(page, (40, 58, 984, 748), paper.bg, canvas)
        page.line((512, 58), (512, 748), (215, 215, 215), name="gutter")
        accent = RED if params["accent"] else paper.text
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
            picture(page, (x1, y1, x2, y2 - 40), params["kind"], "city")
            page.rect((x1, y2 - 260, x2, y2 - 40), (20, 20, 24), name="image shade")
            page.label(x1 + 28, y2 - 250, params["kicker"].upper(),
                       ui_style(typo, paper, size=12, bold=True, color=(255, 210, 80)),
                       role="structural")
            page.text((x1 + 28, y2 - 216, x2 - 28, y2 - 80), params["title"],
                      style(params["head_font"], 28, (255, 255, 255), bold=True),
                      role="structural", max_lines=4, line_height=1.1)
            page.label(x1 + 28, y2 - 78, params["photos"],
                       ui_style(typo, paper, size=11, color=(220, 220, 220)), role="text",
                       max_width=x2 - x1 - 56)
        x1, y1, x2, y2 = right
        with page.region("right page", "page", right):
            deck = page.text((x1 + 36, y1 + 34, x2 - 36, y1 + 130), params["deck"],
                             style(typo["body"], typo["size"] + 6, accent, italic=True),
                             role="text", max_lines=3, line_height=1.3)
            page.label(x1 + 36, deck.bottom + 6, params["words"].upper(),
                       ui_style(typo, paper, size=10, bold=True), role="text")
            self._columns(page, paper, typo, params, (x1 + 36, deck.bottom + 44, x2 - 36, y2 - 50),
                          2, accent, per=max(1, -(-len(params["texts"]) // 2)))

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
        with page.region("right page", "page", right):
            picture(page, (x2 - 270, y1 + 30, x2 - 36, y1 + 190), params["kind"], "city")
            page.text((x2 - 270, y1 + 196, x2 - 36, y1 + 236), params["caption"],
                      ui_style(typo, paper, size=10, color=paper.muted, italic=True),
                      role="text", max_lines=2)
        n = params["n_cols"]
        half = n // 2
        self._columns(page, paper, typo, params, (x1 + 36, top, left[2] - 28, y2 - 50), half,
                      accent, pull=False)
        self._columns(page, paper, typo, params, (right[0] + 28, max(top, y1 + 250), x2 - 36,
                                                  y2 - 50), n - half, accent, start=half)

    def _columns(self, page: Page, paper: Theme, typo: dict[str, Any], params: dict[str, Any],
                 box: tuple[int, int, int, int], n: int, accent: tuple[int, int, int],
                 pull: bool = True, start: int = 0, per: int = 0) -> None:
        x1, y1, x2, y2 = box
        gap = 18
        w = (x2 - x1 - gap * (n - 1)) // n
        body = style(typo["body"], typo["size"], paper.text)
        texts, marks = params["texts"], params["marks"]
        for k in range(n):
            cx = x1 + k * (w + gap)
            top = y1
            with page.region(f"column {start + k + 1}", "column", (cx, y1, cx + w, y2)):
                if pull and k == n - 1:
                    page.line((cx, top), (cx + w, top), accent, 2)
                    q = page.text((cx, top + 8, cx + w, top + 130), params["pull"],
                                  style(params["head_font"], typo["size"] + 7, accent, bold=True),
                                  role="text", max_lines=5, line_height=1.2)
                    page.line((cx, q.bottom + 8), (cx + w, q.bottom + 8), accent, 2)
                    top = q.bottom + 22
                # each column its own paragraphs: none is printed twice across the spread
                per = per or max(1, -(-len(texts) // params["n_cols"]))
                i = (start + k) * per
                if i >= len(texts):  # the story has ended: no paragraph a second time
                    continue
                fit_prose(page, (cx, top, cx + w, y2), texts[i:i + per], marks[i:i + per], body,
                          paper, typo["mono"], line_height=1.4, gap=0.6)

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


# Templates of the "article" topic telling of works already under way (a first phase due,
# a project that should have been finished), and of subheadings without a full stop.
UNDERWAY = re.compile(r"first phase|since the \{topic\}|Bauabschnitt|fertig sein, \{doch|"
                      r"phase du|fase del|en marcha|prima fase|eerste fase")


def planned_only(content: Content) -> tuple[int, ...]:
    """Indices of the article templates a story of works still to begin must not write."""
    templates = content.data.SENTENCES["article"]
    return tuple(i for i, t in enumerate(templates)
                 if UNDERWAY.search(t) or not re.search(r"[.!?»”\"]\}?$", t.strip()))


YEARS_AHEAD = re.compile(r"(?<=\bin )\d+(?= Jahren)|"
                         r"(?<=d'ici )\d+(?= ans)|(?<=\ben )\d+(?= años)|(?<=binnen )\d+(?= jaar)")
VOTES = re.compile(r"par (\d+) voix contre (\d+)")
# works that have not begun cannot "resume"
RESUME = ((re.compile(r"\bto resume in\b"), "to begin in"),
          (re.compile(r"\bfortgesetzt werden\b"), "beginnen"))


def plausible_figures(rng: np.random.Generator, text: str) -> str:
    """Jobs "within 3 years" (not 33), a vote won by more voices than it lost, works
    that begin rather than resume."""
    text = YEARS_AHEAD.sub(lambda m: str(int(rng.integers(2, 6))), text)
    for pattern, repl in RESUME:
        text = pattern.sub(repl, text)
    return VOTES.sub(lambda m: f"par {m.group(1)} voix contre {int(m.group(1)) // 3}", text)


# The word a writer uses for the project named again when its name has no short form: the
# templates write "das {topic}", "het {topic}", "le/du {topic}", "el/del {topic}",
# "il/del {topic}", so a neuter (de, nl) or masculine noun fits every slot.
GENERIC = {"de": "Vorhaben", "nl": "plan", "fr": "projet", "es": "proyecto", "it": "progetto"}


def thin_topic(texts: list[str], topic: str, lang: str, keep: int = 2) -> list[str]:
    """After ``keep`` mentions, the story's subject is named in full only every third time
    and otherwise by its head noun ("the festival", "das Vorhaben"): not 14 times in full."""
    short = head_noun(topic, lang) or GENERIC.get(lang, "")
    if not short:
        return texts
    mention = re.compile(r"(?<![\w'’-])" + re.escape(topic) + r"(?![\w'’-])")
    seen, out = 0, []
    for text in texts:
        def swap(m: re.Match[str], text: str = text) -> str:
            nonlocal seen
            seen += 1
            elided = text[max(0, m.start() - 2):m.start()] in ("l'", "l’", "d'", "d’")
            return m.group(0) if seen <= keep or seen % 3 == 0 or elided else short
        out.append(mention.sub(swap, text))
    return out


def pull_quote(texts: list[str]) -> str:
    """The pull quote: the shortest sentence of the body's opening paragraphs, verbatim, as
    magazines lift one from the text on the spread."""
    # from the first two paragraphs (the first column): the quote sits atop the last column,
    # and the same sentence right under it reads as a paragraph printed twice
    parts = [re.split(r"(?<=[.!?])\s+", t) for t in texts[:2]]
    # from a paragraph of two or more sentences: never a whole paragraph printed again
    sentences = [s for p in parts if len(p) > 1 for s in p if s] or \
        [s for p in parts for s in p if s]
    return min(sentences, key=len)
