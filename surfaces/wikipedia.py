"""An encyclopedia article (Wikipedia, Vector skin): logo and portal links, page tabs, serif
title with a rule, "From Wikipedia" line, infobox, linked lead text with references, sections."""

from __future__ import annotations

import re
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Span, Theme, geo, measure
from surfaces.kit.chrome import search_box, ui_style
from surfaces.kit.city_facts import FACTS
from surfaces.kit.media import picture
from surfaces.kit.numbers import format_number, locale_fact
from surfaces.kit.oldtown import town_view, wiki_theme
from surfaces.kit.prose import page_marks, sample_marks, styled_spans
from surfaces.kit.typography import sample_typography, style
from surfaces.kit.web import heading_rule, url_words
from surfaces.kit.wiki_facts import (  # noqa: F401  (the old-town data, importable here)
    CAPITALS,
    NO_OLD_TOWN,
    OLD_TOWN_EN,
    area_words,
    geography_lines,
    has_old_town,
)
from surfaces.kit.wiki_tail import draw_footer, draw_notes, infobox_rows, tail

PORTAL = ["web.wiki_main", "web.wiki_contents", "web.wiki_random", "web.wiki_about",
          "web.wiki_help"]
TABS = ["web.wiki_read", "web.wiki_edit", "web.wiki_history"]
# No founding year or elevation: invented for a real city they are wrong (Chicago at 554 m);
# the density is the population over the area printed beside it.
# No mayor either: an invented name for a real city's mayor is a false claim.
INFO = ["web.info_country", "web.info_region", "web.info_area", "web.info_population",
        "web.info_density", "web.info_website"]
# The city's own site as its country names it (chicago.gov, berlin.de, brest.fr,
# comune.roma.it; r67 0029: not "ville-brest.fr").
SITE = {"en": "www.{}.gov", "de": "www.{}.de", "fr": "www.{}.fr", "es": "www.{}.es",
        "it": "www.comune.{}.it", "nl": "www.{}.nl"}


# The word the article calls its place, by population (a town below 100 000 inhabitants, a
# city above: the German "Großstadt" threshold); languages whose word is the same for both
# (ville, comune, plaats) have no {kind} slot in their templates.
KIND = {"en": ("town", "city"), "de": ("Stadt", "Großstadt"), "es": ("localidad", "ciudad"),
        "fr": ("ville", "ville"), "it": ("comune", "comune"), "nl": ("plaats", "stad")}
# The largest city of each language's list (the list runs roughly by size): a city's
# population follows its rank (Zipf-like), so New York is never a town of 5 000 people.
LARGEST = {"en": 8_300_000, "de": 3_700_000, "fr": 2_100_000, "es": 3_300_000,
           "it": 2_750_000, "nl": 930_000}


def city_population(rng: np.random.Generator, lang: str, cities: list[str], city: str) -> int:
    """``city``'s population: its real figure (city_facts) give or take a year's change,
    else a plausible one from its rank in the language's city list."""
    if city in FACTS:
        return int(round(FACTS[city][0] * 1000 * float(rng.uniform(0.997, 1.003)), -2))
    rank = cities.index(city) if city in cities else len(cities)
    size = LARGEST.get(lang, 1_000_000) / (rank + 1) ** 0.8 * float(rng.uniform(0.85, 1.15))
    return int(round(size, -2))


def city_area(rng: np.random.Generator, city: str, population: int) -> float:
    """``city``'s area in km²: the real one, else one giving a plausible density."""
    if city in FACTS:
        return float(FACTS[city][1])
    return population / float(rng.uniform(1500, 4500))


def nb(number: str) -> str:
    """A number kept on one line: its grouping and unit spaces made non-breaking."""
    return number.replace(" ", "\u202f")


def site(lang: str, city: str) -> str:
    """The city's web address: its name lower-cased, ASCII, without spaces or brackets."""
    name = "".join(url_words(city.split(" (")[0]))  # München -> muenchen
    return SITE.get(lang, "www.{}.org").format(name)


# The lead's sentences and the article's sections by size tier: a metropolis gets a longer
# lead and more sections than a town (as far as the sentences hold true for it)
LENGTH = {"small": ((2, 3), 3), "large": ((3, 4), 4), "metro": ((3, 5), 5)}


def capital_line(content: Content, city: str, region: str) -> str:
    """The lead's line naming a capital as such ("It is the capital of Indiana."), else ""."""
    if city in CAPITALS["nation"]:
        return content.ui("h_wiki.capital_nation")
    if city in CAPITALS["region"]:
        return content.ui("h_wiki.capital_region", region=region_named(content, region))
    return ""


def region_named(content: Content, region: str) -> str:
    """The region as a sentence names it: "la Comunidad Valenciana" in Spanish."""
    return next((r for r in content.ui_list("h_wiki.region_named") if r.endswith(region)),
                region)


def fresh(sentences: list[str], generic: set[str], told: list[str] = ()) -> list[str]:
    """The sentences without one restating a fact of an earlier one (or of ``told``): a
    later sentence that shares a telling word ("museums") with an earlier one is left out."""
    out: list[str] = []
    seen = {w.lower()[:6] for t in told for w in re.findall(r"\w{6,}", t)} - generic
    for sentence in sentences:
        words = {w.lower()[:6] for w in re.findall(r"\w{6,}", sentence)} - generic
        if not words & seen:
            out.append(sentence)
            seen |= words
    return out


def generic_words(content: Content, names: str) -> set[str]:
    """Words that tell no fact: the place's own names and the words (their first six
    letters) of three or more of the language's article topics ("several", "nineteenth")."""
    counts: dict[str, int] = {}
    for key, templates in content.data.SENTENCES.items():
        if key.startswith("wiki."):  # in how many topics a word stands
            for w in {w.lower()[:6] for w in re.findall(r"\w{6,}", " ".join(templates))}:
                counts[w] = counts.get(w, 0) + 1
    return {w for w, n in counts.items() if n >= 3} | {
        w.lower()[:6] for w in re.findall(r"\w{6,}", names)}


# the topics of wiki.toml in the order of the [titles] wiki_section of every language
SECTIONS = ("history", "geography", "economy", "culture", "transport", "population", "sights")


# No template describes these truthfully (r26: "New York" is the state's title; 2 airports)
UNWRITABLE = {"New York"}
# A place's size tier (inhabitants; a city from 100,000, as its infobox kind says): a town's
# facts (a parish church, a regional airport, a bus station) never on a city of millions, a
# metropolis's (districts, an international airport) never on a town. A template tagged
# "[small] ", "[large] " or "[metro] " fits only its tier (a metropolis is also large); an
# untagged one fits every place.
TIERS = ((600_000, ("large", "metro")), (100_000, ("large",)), (0, ("small",)))
_TAG = re.compile(r"^\[(\w+)\] ")


def size_tags(population: int) -> tuple[str, ...]:
    """The template tags that fit a place of ``population`` inhabitants."""
    return next(tags for floor, tags in TIERS if population >= floor)


def _claims(content: Content, topic: str, words: dict[str, str],
            tags: tuple[str, ...] = ("small",)) -> list[str]:
    """The sentences of ``topic`` that claim nothing the data does not hold: a filled
    template of the place's size tier without an invented year, figure or landmark
    (h_wiki.off); each template tried a few times for a safe variant, left out otherwise."""
    off = re.compile(r"\d|" + "|".join(r"\b" + re.escape(w) for w in
                                        content.ui_list("h_wiki.off")), re.I)
    # an airport only where the town has one (geo.airport), never "a few minutes' drive" for
    # Arezzo (r63 0012); "Regionalflughafen" holds the word, so no word boundary
    air = re.compile("|".join(re.escape(w) for w in content.ui_list("h_wiki.airport")), re.I)
    flies = words["city"] in content.ui_list("geo.airport")
    out = []
    for k, template in enumerate(content.data.SENTENCES[topic]):
        if topic == "wiki.sights" and k == 0 and not has_old_town(content.lang,
                                                                   words["city"]):
            continue
        tag = _TAG.match(template)
        if tag and tag.group(1) not in tags:
            continue
        template = template[tag.end():] if tag else template
        for _ in range(4):
            line = content.fill(template, **words)
            if not off.search(line) and (flies or not air.search(line)):
                out.append(line)
                break
    return out


def article(rng: np.random.Generator, content: Content, said: dict[str, list[str]],
            words: dict[str, str], tags: tuple[str, ...],
            region: str) -> tuple[list[str], list[tuple[int, str]]]:
    """The lead paragraph and the (section index, text) of the sections: a capital named as
    such after the first sentence, a city's lead longer than a town's, no fact told twice."""
    city = words["city"]
    first = said["wiki.lead"][0] if said["wiki.lead"] else content.sentence("wiki.lead",
                                                                           **words)
    (lo, hi), n_sec = LENGTH["metro" if "metro" in tags else tags[0]]
    # the lead gives the population (its section then left out); no stock list of sights;
    # the geography, built from the city's own figures, always stands
    in_lead = True
    order = [int(i) for i in rng.permutation(len(SECTIONS)) if (said[f"wiki.{SECTIONS[i]}"]
             or said.get(f"data.{SECTIONS[i]}")) and SECTIONS[i] not in ("population", "sights")]
    order.sort(key=lambda i: SECTIONS[i] != "geography")
    chosen, rest = sorted(order[:n_sec]), order[n_sec:]
    # right after the first sentence, which names the region it refers to ("en")
    capital = capital_line(content, city, region)
    first = next((t for t in said["wiki.lead"] if words["region"] in t), first)
    capital = capital if words["region"] in first else ""
    lead = [first] + (said["wiki.population"] if in_lead else [])
    lead += [said[f"wiki.{SECTIONS[i]}"][0] for i in rest[:hi - 1]]
    generic = generic_words(content, f"{city} {region}")
    lead = fresh(lead[:int(rng.integers(lo, hi + 1)) - bool(capital)], generic)
    lead[1:1] = [capital] if capital else []
    told = list(lead)
    lead = [" ".join(lead)]
    sections = []
    for i in chosen:  # each heading over its own section's sentences, none told twice
        data = said.get(f"data.{SECTIONS[i]}", [])  # the city's own figures, told first
        kept = (data + fresh(said[f"wiki.{SECTIONS[i]}"], generic, told + data))[:4]
        if len(kept) >= 2:  # a section of two to four sentences, never a one-line stub
            told += kept
            sections.append((i, " ".join(kept)))
    if not sections:  # a stub: the lead tells the figures the sections would have
        lead = [" ".join([*lead, *said.get("data.geography", [])])]
    return lead, sections


class Wikipedia(Surface):
    name = "wikipedia"
    family = "web"
    text_roles = ("prose", "text", "structural", "chrome")
    # No blank_line: paragraphs are spaced by less than a line, as the real page styles them.
    # sentence_boundary: its pages, written from one world since 0.6.0, rarely offer one
    unsupported_categories = ("blank_line", "select_substring", "sentence_boundary")
    regions = ("header", "search", "sidebar", "tabs", "title", "infobox", "body", "footer")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        city = next((c for c in (content.city() for _ in range(20)) if c not in UNWRITABLE),
                    "Boston")  # a city the templates cannot describe truthfully: redrawn
        population = city_population(rng, content.lang, list(content.data.SLOTS["cities"]), city)
        region = locale_fact(content.lang, "places.regions")[city]
        words = {"city": city, "region": region_named(content, region),
                 "kind": KIND[content.lang][population >= 100_000] if content.lang in KIND
                 else ""}
        # only what holds for this city: its country and region, its census figure, and
        # lines true of any town of its kind (no port, cathedral or founding year invented)
        tags = size_tags(population)
        said = {t: _claims(content, t, words, tags) for t in ("wiki.lead", *(f"wiki.{s}"
                                                                      for s in SECTIONS))}
        area = city_area(rng, city, population)
        said["data.geography"] = geography_lines(content, city, words["region"], area,
                                                 population, region)
        said["wiki.population"] = [content.ui("h_wiki.population", city=city,
                                              population=nb(format_number(
                                                  population, content.lang, 0)))]
        lead, texts = article(rng, content, said, words, tags, region)
        sections = [{"title": content.title_at("wiki_section", i), "texts": [text],
                     "marks": [self._links(rng, text)]} for i, text in texts]
        lead_marks = [self._links(rng, t) for t in lead]
        # each name linked once, never the article's own title (bold in its first words)
        page_marks(list(zip(lead, lead_marks, strict=True)) + [
            (t, m) for sec in sections for t, m in zip(sec["texts"], sec["marks"], strict=True)],
            [city])
        lead_marks[0].insert(0, [0, len(city), "bold", ""])
        area_text, density = area_words(content.lang, area, population, short=True)
        values = [content.ui("web.wiki_country"), region, nb(area_text),
                  nb(format_number(population, content.lang, 0)), nb(density),
                  site(content.lang, city)]
        # per [n] mark what its paragraph cites: the census, GeoNames, the town's own site
        cited = ["census"] * len(lead) + [
            ("geo" if city in geo.COORDS else "census") if SECTIONS[i] == "geography"
            else sec["title"] for (i, _), sec in zip(texts, sections, strict=True)]
        capital = next((k for k, names in CAPITALS.items() if city in names), "")
        end = tail(rng, content, {"city": city, "region": region, "named": words["region"],
                                  "site": values[-1], "population": population,
                                  "capital": capital}, cited)
        return {
            "typo": sample_typography(rng, "sans", (14, 15)), "city": city,
            "portal": [content.ui(k) for k in PORTAL], "tabs": [content.ui(k) for k in TABS],
            "article": content.ui("web.wiki_article"), "talk": content.ui("web.wiki_talk"),
            "name": content.ui("web.wiki_name"), "tagline": content.ui("web.wiki_tagline"),
            "from": content.ui("web.wiki_from"), "search": content.ui("web.wiki_search"),
            "lead": lead, "lead_marks": lead_marks,
            "sections": sections,
            "info": [[content.ui(k), v] for k, v in zip(INFO, values, strict=True)],
            "photo": int(rng.integers(0, 5)), "view": town_view(content.lang, city, population),
            "infobox": bool(rng.random() < 0.8),
            "sidebar": bool(rng.random() < 0.7), "end": end,
        }

    @staticmethod
    def _links(rng: np.random.Generator, text: str) -> list[list[Any]]:
        marks = sample_marks(rng, text, "docs")
        out = []
        for a, b, k, c in marks:
            words = text[a:b].split()
            # links only: italics on a random word ('principaux') is no encyclopedia's style
            if k != "italic" and not any(ch.isdigit() for ch in text[a:b]) \
                    and len(words[0]) >= 4 and len(words[-1]) >= 4:
                out.append([a, b, "link", c])
        return out

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        theme = wiki_theme(theme)  # links blue, never the accent color
        page = self.new_page(theme)
        typo = params["typo"]
        left = 176 if params["sidebar"] else 40
        self._header(page, theme, typo, params)
        if params["sidebar"]:
            with page.region("sidebar", "chrome", (0, 60, left - 16, page.height)):
                st = ui_style(typo, theme, size=13, color=theme.link)
                y = 90
                for label in params["portal"]:  # a long link wraps, as in the skin
                    b = page.text((24, y, left - 8, y + 40), label, st, role="chrome",
                                  max_lines=2, line_height=1.3)
                    y = b.bottom + 10
        x2 = page.width - 36
        y = self._title(page, theme, typo, params, left, x2)
        body_right, box_bottom = x2, y
        if params["infobox"]:
            body_right = x2 - 270
            box_bottom = self._infobox(page, theme, typo, params,
                                       (x2 - 254, y + 4, x2, page.height))
        with page.region("body", "body", (left, y, body_right, page.height)):
            bottom = self._body(page, theme, typo, params, left, body_right, y)
            if bottom is not None:  # every section drawn: its references follow
                bottom = draw_notes(page, theme, typo, params["end"], left, body_right, bottom)
        if bottom is not None and max(bottom, box_bottom) + 28 < page.height - 40:
            y = max(bottom, box_bottom) + 28
            with page.region("footer", "chrome", (left, y, x2, page.height)):
                draw_footer(page, theme, typo, params["end"], left, x2, y)
        return page

    def _header(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any]):
        with page.region("header", "chrome", (0, 0, page.width, 60)):
            # the plain serif wordmark, no globe (no trademark copied, no made-up logo)
            page.label(24, 6, params["name"].upper(), style("linux_libertine", 19, theme.text),
                       role="structural")
            page.label(24, 30, params["tagline"], style("linux_libertine", 12, theme.muted))
            search_box(page, theme, typo, (300, 12, 720, 46), params["search"])

    def _title(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
               x1: int, x2: int) -> int:
        with page.region("tabs", "chrome", (x1, 64, x2, 96)):
            st = ui_style(typo, theme, size=13, color=theme.link)
            a = page.label(x1, 66, params["article"], st.but(color=theme.text))
            page.line((x1, 94), (a.right, 94), theme.text, 2)
            page.label(a.right + 16, 66, params["talk"], st)
            x = x2
            for label in reversed(params["tabs"]):
                x -= round(measure(label, st)[0])
                page.label(x, 66, label, st.but(color=theme.text if label == params["tabs"][0]
                                                else theme.link))
                x -= 18
            page.line((x1, 96), (x2, 96), theme.border)
        with page.region("title", "structural", (x1, 100, x2, 170)):
            title = heading_rule(page, theme, (x1, 108, x2, 150), params["city"],
                                 style("linux_libertine", 30, theme.text))
            page.label(x1, title.bottom + 8, params["from"],
                       style(typo["body"], 13, theme.muted), role="text")
        return title.bottom + 44

    def _infobox(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
                 box) -> int:
        x1, y1, x2, _ = box
        st = ui_style(typo, theme, size=12)
        rows = infobox_rows(params["info"], st, x2 - x1 - 124)  # keys, values wrap (r85)
        height = 44 + 130 + sum(10 + 16 * n for n in rows) + 10
        with page.region("infobox", "table", (x1, y1, x2, y1 + height), label=params["city"]):
            page.rect((x1, y1, x2, y1 + height), theme.panel, theme.border, name="infobox")
            cw = round(measure(params["city"], st.but(bold=True, size=15))[0])
            page.label((x1 + x2 - cw) // 2, y1 + 6, params["city"], st.but(bold=True, size=15),
                       role="structural")
            picture(page, (x1 + 10, y1 + 44, x2 - 10, y1 + 164), params["photo"], params["view"])
            y = y1 + 176
            for (key, value), n in zip(params["info"], rows, strict=True):
                for text, left, right, bold in ((key, x1 + 10, x1 + 110, True),
                                                (value, x1 + 116, x2 - 8, False)):
                    page.text((left, y + 6, right, y + 10 + 16 * n), text, st.but(bold=bold),
                              role="text", line_height=1.3)
                y += 10 + 16 * n
        return y1 + height

    def _body(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
              x1: int, x2: int, y: int) -> int | None:
        """Draws the lead and sections; the bottom, or None if a section did not fit."""
        body = style(typo["body"], typo["size"], theme.text)
        number = iter(params["end"]["numbers"])  # each paragraph's source, a reused one
        lead = [self._with_refs(t, m, body, theme, typo, next(number)) for t, m in
                zip(params["lead"], params["lead_marks"], strict=True)]
        block = page.text((x1, y, x2, page.height - 8), lead, body, role="prose",
                          line_height=1.6, paragraph_gap=0.6)
        y = block.bottom + 24
        for sec in params["sections"]:
            if y > page.height - 80:
                return None
            h = heading_rule(page, theme, (x1, y, x2, y + 40), sec["title"],
                             style("linux_libertine", 22, theme.text))
            paras = [self._with_refs(t, m, body, theme, typo, next(number))
                     for t, m in zip(sec["texts"], sec["marks"], strict=True)]
            block = page.text((x1, h.bottom + 14, x2, page.height - 8), paras, body,
                              role="prose", line_height=1.6, paragraph_gap=0.6)
            y = block.bottom + 24
        return y

    @staticmethod
    def _with_refs(text: str, marks, body, theme: Theme, typo: dict[str, Any], k: int):
        link = body.but(color=theme.link, link=True)
        spans = styled_spans(text, marks, body, theme, typo["mono"])
        spans = [Span(s.text, link if s.style.link else s.style) for s in spans]
        spans.append(Span(f"[{k}]", link.but(script=1)))
        return spans
