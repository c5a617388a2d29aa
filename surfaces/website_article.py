"""A news website article in a browser: masthead, section nav, headline, standfirst, byline,
lead photo with caption, body text, and a "most read" rail."""

from __future__ import annotations

import datetime
import re
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice
from surfaces.kit.chrome import button, ui_style
from surfaces.kit.document import fit_prose
from surfaces.kit.entity_marks import entity_marks
from surfaces.kit.media import picture
from surfaces.kit.news_story import (
    news_story_world,
    other_stories,
    standfirsts,
    tells,
    write_story,
)
from surfaces.kit.prose import page_marks
from surfaces.kit.subjects import caption_outdoors
from surfaces.kit.typography import sample_typography, second_face, style
from surfaces.kit.web import browser_frame, paper_host, path_slug, site_header

# w6n_topic (same order in every language) -> the sections (NAV) its story may run under:
# library, bike path, pool, footbridge, school extension, market hall, park, bike share, bus
SECTIONS_OF = {0: (0, 0, 3), 5: (0, 0, 2), 7: (0, 0, 2), 8: (0, 0, 2)}
NAV = ["web.nav_news", "web.nav_world", "web.nav_business", "web.nav_culture",
       "web.nav_science", "web.nav_sport", "web.nav_opinion"]


# what the lead photo shows: the person who speaks for the town, or the place itself
CAPTION_SUBJECTS = ("city", "people")

# the place photo of a topic that has its own drawing (w6n_topic rows, the same order in
# every language): the market hall's stalls, the park's lawns, a street with bike lanes and a
# cyclist for the riverside bike path and the bike-share program; the rest a town street
TOPIC_PHOTOS = {1: "bike", 5: "market", 6: "park", 7: "bike"}
# the slots of a story that are figures (a cost, a delay, a count), not dates
FIGURES = ("cost", "cost_old", "delay", "months", "fig", "visitors", "extra")
_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-ZÀ-Ý¿«„“\"])")


def photo_of(subject: str, caption: str) -> tuple[str, str]:
    """(variant, subject) of the lead photo: the place, or the person the caption names,
    speaking indoors, or in the street where the caption puts them outside ("vor dem
    Rathaus", "devant la mairie": r67 0023 showed a room with a bookshelf)."""
    if subject == "bike":
        return "city", "bike"
    if subject != "people":
        return subject, ""
    return ("city", "person") if caption_outdoors(caption) else ("presenter", "talk")


def figures(story: dict[str, Any]) -> set[str]:
    """The figures of a story's values ("$12 million", "18")."""
    return {story["values"][k] for k in FIGURES if story["values"].get(k)}


def said_once(texts: list[str], values: dict[str, str]) -> list[str]:
    """``texts`` without a sentence that gives again a figure an earlier one gave ("The $12
    million came partly from a state grant" after "the $12 million project"); a quote, and
    a paragraph's only sentence, stay."""
    told: set[str] = set()
    facts = [values[k] for k in FIGURES if values.get(k)]
    out = []
    for text in texts:
        kept = []
        for sentence in _SENTENCE.split(text):
            mine = {f for f in facts if tells(sentence, f)}
            if mine & told and not re.search(r"[«»„“”\"]", sentence):
                continue
            told |= mine
            kept.append(sentence)
        out.append(" ".join(kept) or text)
    return out


class WebsiteArticle(Surface):
    name = "website_article"
    family = "web"
    text_roles = ("prose", "text", "structural", "chrome")
    regions = ("tab bar", "address bar", "header", "article", "byline", "caption", "sidebar")
    # No select_substring: news written from its town and people rarely holds a compound,
    # amount or address to cut (2 pages in 18 once no mayor or Baudezernent is named).
    unsupported_categories = ("select_substring",)

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        # the story first (surfaces/kit/news_story.py): one town, one event, two people;
        # headline, standfirst, body, caption and tab all write from it
        world = news_story_world(rng, content)
        content.pin(city=world["city"])  # one document, one town
        city = world["city"]
        story = write_story(content, world)
        headline = story["headline"]
        # each figure once in the body (no "$12 million" in the lead and again in the next
        # paragraph), then standfirsts whose every figure the body tells and the headline
        # does not (the page shows the first whose figures its visible body gives)
        texts = said_once(story["texts"], story["values"])
        stands = [s for s in standfirsts(content, world["kind"], story["values"],
                                         " ".join(texts))
                  if not any(tells(headline, f) for f in s["facts"] if f in figures(story))]
        brand = content.fill(content.word("web_masthead"), city=city)
        # the section fits the topic: a town's project is news; a market hall or a transport
        # service may be business, a library culture; a school is never business
        topic = content.data.SLOTS["w6n_topic"].index(world["topic"])
        section = int(choice(rng, SECTIONS_OF.get(topic, (0,))))
        shot = int(rng.integers(0, len(CAPTION_SUBJECTS)))  # what the photo shows
        day = datetime.date.fromisoformat(world["day"])
        people = [world["speaker"]["full"], world["other"]["full"]]
        return {
            "town": city, "world": world,  # the page's subject, named in a few sentences
            "typo": (typo := sample_typography(rng, choice(rng, ["serif", "sans"]), (15, 16, 17))),
            "head_font": second_face(rng, typo, ["serif", "sans"]),
            "brand": brand, "nav": [content.ui(k) for k in NAV],
            "active": section,
            "url": f"{paper_host(brand, content.lang)}/{day:%Y/%m/%d}/{path_slug(headline, 40)}",
            "tab": headline, "tabs2": [other_stories(rng, content, city, 1, day.month)[0]],
            "kicker": content.ui(NAV[section]).upper(), "headline": headline,
            "standfirsts": stands, "standfirst": stands[0]["text"],
            "byline": content.ui("web.by", name=world["reporter"]),
            "date": content.ui("web.updated", date=content.format_date(day)),
            "read": content.ui("web.min_read", n=read_minutes(texts)),
            "texts": texts, "marks": _marks(rng, texts, [city], people),
            # a photo's caption names what the photo shows: the speaker, or the place
            "caption": story["cap_people" if CAPTION_SUBJECTS[shot] == "people"
                             else "cap_city"],
            "subject": CAPTION_SUBJECTS[shot] if CAPTION_SUBJECTS[shot] == "people" else
            TOPIC_PHOTOS.get(content.data.SLOTS["w6n_topic"].index(world["topic"]), "city"),
            "credit": content.ui("web.illustration_credit", name=content.full_name()),
            "most_read": content.ui("web.most_read"),
            "popular": other_stories(rng, content, city, 4, day.month),
            "photo": int(rng.integers(0, 5)), "has_photo": bool(rng.random() < 0.5),
            "photo_ratio": float(choice(rng, [0.22, 0.28, 0.34])),
            "rail": bool(rng.random() < 0.65), "gap": float(choice(rng, [0.7, 1.0])),
            "subscribe": content.ui("web.subscribe"), "sign_in": content.ui("web.sign_in"),
            "dark_header": bool(rng.random() < 0.4),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        y = browser_frame(page, theme, typo, [params["tab"], *params["tabs2"]],
                          params["url"])
        fill = (20, 24, 32) if params["dark_header"] and theme.name == "light" else None
        colour = (255, 255, 255) if fill else None
        brand = style(params["head_font"], 24, colour or theme.text, bold=True)
        site_header(page, theme, typo, (0, y, page.width, y + 56), params["brand"],
                    params["nav"], brand_style=brand, fill=fill, colour=colour,
                    active=params["active"], reserve=150)
        button(page, theme, typo, page.width - 120, y + 14, params["subscribe"], primary=True)
        y += 56
        right = page.width - (280 if params["rail"] else 170)
        left = 60 if params["rail"] else 170
        with page.region("article", "body", (left, y, right, page.height)):
            self._article(page, theme, typo, params, left, right, y + 24)
        if params["rail"]:
            self._rail(page, theme, typo, params, right + 40, y + 24)
        return page

    def _article(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
                 x1: int, x2: int, y: int) -> None:
        page.label(x1, y, params["kicker"], ui_style(typo, theme, size=12, bold=True,
                                                     color=theme.accent), role="structural")
        # the headline wraps whole (r97: "…en una ampliación del…"): smaller before an ellipsis
        for size in (34, 29, 25):
            head = page.text((x1, y + 30, x2, y + 30 + round(size * 1.15 * 3)),
                             params["headline"], style(params["head_font"], size, theme.text,
                                                       bold=True),
                             role="structural", max_lines=2, line_height=1.15)
            if not head.laid.truncated or size == 25:
                break
            page.ops.remove(head)
        # the standfirst tells no fact the visible body does not: each in turn, until the
        # body laid under it gives every figure it names (the last names none)
        ops, regions = len(page.ops), len(page.regions)
        for stand in params["standfirsts"]:
            del page.ops[ops:], page.regions[regions:]
            body = self._below_head(page, theme, typo, params, x1, x2, head.bottom, stand)
            if all(tells(shown(body), f) for f in stand["facts"]):
                return

    def _below_head(self, page: Page, theme: Theme, typo: dict[str, Any],
                    params: dict[str, Any], x1: int, x2: int, y: int,
                    stand: dict[str, Any]) -> Any:
        """Standfirst, byline, photo and body under the headline; the body block."""
        size = typo["size"]
        block = page.text((x1, y + 10, x2, y + 70), stand["text"],
                          style(typo["body"], size + 3, theme.muted), role="prose",
                          max_lines=2, line_height=1.35)
        y = block.bottom + 14
        with page.region("byline", "structural", (x1, y, x2, y + 24)):
            meta = ui_style(typo, theme, size=13, color=theme.muted)
            x = page.label(x1, y, params["byline"], meta.but(bold=True, color=theme.text),
                           role="text").right + 12
            x = page.label(x, y, params["date"], meta, role="text").right + 12
            page.label(x, y, f"· {params['read']}", meta, role="text")
        y += 40
        page.line((x1, y - 8), (x2, y - 8), theme.border)
        if params["has_photo"]:
            h = round((x2 - x1) * float(params["photo_ratio"]))
            variant, subject = photo_of(params["subject"], params["caption"])
            picture(page, (x1, y, x2, y + h), params["photo"], variant, subject)
            with page.region("caption", "text", (x1, y + h, x2, y + h + 30)):
                cap = page.text((x1, y + h + 6, x2, y + h + 30),
                                f"{params['caption']} {params['credit']}",
                                ui_style(typo, theme, size=12, color=theme.muted), role="text",
                                max_lines=1)
            y = cap.bottom + 16
        body = style(typo["body"], size + 1, theme.text)
        return fit_prose(page, (x1, y, x2, page.height - 8), params["texts"], params["marks"],
                         body, theme, typo["mono"], line_height=1.6, gap=params["gap"])

    def _rail(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
              x: int, y: int) -> None:
        right = page.width - 30
        with page.region("sidebar", "chrome", (x, y, right, page.height),
                         label=params["most_read"]):
            st = ui_style(typo, theme, size=15, bold=True)
            page.label(x, y, params["most_read"], st, role="structural")
            page.rect((x, y + 34, right, y + 37), theme.accent, name="rule")
            y += 50
            for k, title in enumerate(params["popular"]):
                page.label(x, y, str(k + 1), style(params["head_font"], 26, theme.accent,
                                                   bold=True), role="text")
                block = page.text((x + 32, y + 4, right, y + 70), title,
                                  ui_style(typo, theme, size=14, bold=True), role="text",
                                  max_lines=3, line_height=1.3)
                y = block.bottom + 14
                page.line((x, y - 7), (right, y - 7), theme.border)


def shown(block: Any) -> str:
    """The words a laid text block shows, its lines joined by spaces."""
    return " ".join("".join(g.char for g in line.glyphs) for line in block.laid.lines)


def read_minutes(texts: list[str]) -> int:
    """The reading time a news site shows: the words at ~200 a minute, at least 1."""
    return max(1, round(sum(len(t.split()) for t in texts) / 200))


def _marks(rng: np.random.Generator, texts: list[str], subject: list[str],
           people: list[str]) -> list[list[Any]]:
    """Links on the people the story quotes (a whole name, "Dawn Martinez"), each once,
    never the story's own town."""
    marks = [entity_marks(rng, t, [p for p in people if p in t], ("link",), 0.5)
             for t in texts]
    page_marks(list(zip(texts, marks, strict=True)), subject)
    return marks
