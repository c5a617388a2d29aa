"""A web search results page: logo and query box, vertical tabs, result count, organic
results with site, URL, title and snippet (query words bold), a "people also ask" box."""

from __future__ import annotations

import datetime
import math
import re
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Span, Theme, choice
from surfaces.kit.chrome import icon, ui_style
from surfaces.kit.city_geo import city_topics
from surfaces.kit.numbers import format_number, month_in_date
from surfaces.kit.prose import sample_marks, styled_spans
from surfaces.kit.typography import sample_typography, style
from surfaces.kit.web import AVATARS, avatar, initials, pager, search_result, url_words

TABS = ["web.search_all", "web.search_images", "web.search_news", "web.search_videos",
        "web.search_maps", "web.search_more"]
_WORD = re.compile(r"[^\W_][\w'’-]*[^\W_]|[^\W_]")
LOGO = [(66, 133, 244), (219, 68, 55), (244, 180, 0), (66, 133, 244), (15, 157, 88),
        (219, 68, 55)]


# The query's intent (the order of the ``search_query`` titles: best, place, reset, reviews,
# hours) and, per intent, which kind of site publishes result N of ``ws_search_<intent>_t``.
INTENT = ["buy", "place", "fix", "buy", "place"]
SITES = {"buy": ["review", "review", "forum", "review", "review", "forum"],
         "fix": ["review", "review", "forum", "brand", "review"],
         "place": ["place0", "place1", "place2", "place3"]}
TOP = [0, 3, 0, 2, 0]  # per query: its best-matching result (the index of its intent's pair)
_EPOCH = datetime.date(2024, 1, 1)


FIX_KINDS = 8  # router, e-bike, espresso machine, thermostat, drone, keyboard, sewing
# machine, 3D printer: w12f.fix_* hold their parts in this order


def bare_topic(content: Content, topic: str) -> str:
    """``topic`` without its leading article ("the city library" -> "city library")."""
    for art in sorted(content.ui_list("w8l.articles"), key=len, reverse=True):
        if topic.lower().startswith(art) and (art.endswith("'") or topic[len(art):][:1] == " "):
            rest = topic[len(art):].strip()
            first, _, tail = rest.partition(" ")
            strong = {"der": "r", "das": "s"}.get(art) if content.lang == "de" else None
            if strong and tail and first.endswith("e") and first[:1].islower():
                rest = f"{first}{strong} {tail}"  # das alte Stadion -> altes Stadion
            return rest
    return topic


# the share of the web written in a language, against English (an Italian query finds far
# fewer pages than an English one)
WEB_SHARE = {"en": 1.0, "de": 0.2, "fr": 0.18, "es": 0.22, "it": 0.09, "nl": 0.05}


def result_count(rng: np.random.Generator, intent: str, query: str, lang: str) -> int:
    """How many results the engine claims: fewer the more words the query has and the less
    of the web its language has, a local query fewer still (r52 0017: 332.870.000 for a
    six-word Italian query); log-normal around that, in whole thousands."""
    words = len(query.split())
    centre = 9.2 - 0.45 * words + math.log10(WEB_SHARE.get(lang, 0.1))
    if intent == "place":  # a town's library or park: thousands to a few million
        centre -= 2.0
    value = 10 ** (centre + float(rng.normal(0, 0.3)))
    if intent == "place":
        value = min(value, 2_900_000)
    return max(1, round(value / 1000)) * 1000


def _slug(text: str, words: int = 6) -> str:
    """A URL slug of ``text``: ASCII, lower case, hyphens ("best-router-of-2025")."""
    return "-".join(url_words(text)[:words])  # "für" -> "fuer", "é" -> "e"


def title_slug(title: str) -> str:
    """The slug a site gives a page of ``title``: the words of its first clause, whole, up
    to the first colon, dash, bar, comma or question mark ("Things to do in Boston: what to
    know" -> "things-to-do-in-boston"), never a phrase cut after its sixth word."""
    title = re.sub(r"^\[[^\]]*\]\s*", "", title)  # "[Solved] ..." is the forum's tag
    clause = re.split(r"\s[-–—|]\s|[:?!,;(]", title)[0]
    return _slug(clause, 14) or _slug(title, 14)


def _site(content: Content, rng: np.random.Generator, kind: str, fixed: dict[str, str],
          used: set[str]) -> tuple[str, str]:
    """(name, domain) of a site of ``kind``; review and forum sites differ per result."""
    if kind == "brand":
        return f"{fixed['web_brand']} Support", f"support.{_slug(fixed['web_brand'], 3).replace('-', '')}.com"
    if kind.startswith("place"):
        entry = content.ui_list("ws.search_place_sites")[int(kind[-1])]
    else:
        pool = [e for e in content.ui_list(f"ws.search_{kind}_sites") if e not in used]
        entry = choice(rng, pool or content.ui_list(f"ws.search_{kind}_sites"))
    used.add(entry)
    name, domain = entry.split(";")
    city = fixed["city"]
    return name.format(city=city), domain.format(c=_slug(city, 12).replace("-", ""))


def fix_words(rng: np.random.Generator, content: Content) -> dict[str, str]:
    """A device of the first FIX_KINDS of web_gadget (the same in every language) and the
    words its troubleshooting uses: its parts, what lights up again, what broke it and how
    it is switched off ("a drone has a battery, propellers, a controller and an app")."""
    i = int(rng.integers(0, FIX_KINDS))
    pick = {k: content.ui_list(f"w12f.fix_{k}")[i] for k in ("parts", "signal", "cause", "off")}
    pick["cause"] = choice(rng, pick["cause"].split("|"))
    return {"web_gadget": content.word_at("web_gadget", i), **pick}


# the place results (ws_search_place_*): 0 the town's page, 1 "work starts / resumes", 2 the
# plans, 3 a visitor's guide
PLACE_PAGE, PLACE_WORK, PLACE_PLANS, PLACE_GUIDE = range(4)


def place_results(rng: np.random.Generator, top: int, visit: bool = True
                  ) -> tuple[list[int], dict[int, datetime.date]]:
    """The results about one place at one point of its life, and their dates in its order:
    still being built (its plans, then work on it months later; no visitor's guide), or
    open (the plans years before a visitor's guide; no work starting). r55 0017: a guide
    of 2025 beside plans of 2024 and "work resumes" in 2026. Only a place one ``visit``s
    (a park, a market; not a bus lane) gets a tourism office's guide (r64 0017)."""
    plans = _EPOCH + datetime.timedelta(days=int(rng.integers(0, 240)))
    if rng.random() < 0.5 or not visit:  # being built
        shown = [PLACE_PAGE, PLACE_WORK, PLACE_PLANS]
        later = plans + datetime.timedelta(days=int(rng.integers(90, 420)))
        days = {PLACE_PLANS: plans, PLACE_WORK: later}
    else:  # open: its plans long before the guide
        shown = [PLACE_PAGE, PLACE_GUIDE, PLACE_PLANS]
        days = {PLACE_PLANS: plans,
                PLACE_GUIDE: plans + datetime.timedelta(days=int(rng.integers(560, 760)))}
    # the town's page, updated since the last of them
    days[PLACE_PAGE] = max(days.values()) + datetime.timedelta(days=int(rng.integers(5, 60)))
    first = top if top in shown else PLACE_PAGE
    rest = [shown[int(i)] for i in rng.permutation(len(shown)) if shown[int(i)] != first]
    return [first, *rest], days


def council_topic(rng: np.random.Generator, content: Content, city: str) -> str:
    """A topic of the town council's own (its pages and budget answer for it): not a health
    centre the region's health service runs (SERGAS in A Coruña), a hospital or a collège
    (r64 0017: "¿cuánto le cuesta al ayuntamiento?" of a centro de salud)."""
    regional = set(content.ui_list("ws.search_regional_topics"))
    topics = [t for t in city_topics(content, city, list(content.data.SLOTS["web_topic"]))
              if t not in regional]
    return str(choice(rng, topics))


class SearchPage(Surface):
    name = "search_page"
    family = "web"
    text_roles = ("prose", "text", "structural", "chrome")
    # No blank_line: each snippet is one paragraph: there is no empty line between paragraphs.
    unsupported_categories = ("blank_line", "select_substring")
    regions = ("search", "tab bar", "stats", "result", "people also ask")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        city = content.city()
        qi = int(rng.integers(0, len(INTENT)))
        intent = INTENT[qi]
        fixed = {"web_gadget": content.word("web_gadget"), "web_topic": council_topic(rng, content, city),
                 "city": city, "web_brand": content.word("web_brand")}
        if intent == "fix":  # troubleshooting names the device's own parts (no drone display)
            fixed.update(fix_words(rng, content))
        # a query is typed without articles: "city library des moines"
        query = content.title_at("search_query", qi, **{
            **fixed, "web_topic": bare_topic(content, fixed["web_topic"])}).lower()
        # the most on-point page first ("best ... 2025": the test of 2025), the rest shuffled
        order = [TOP[qi]] + [int(i) for i in rng.permutation(len(SITES[intent])) if i != TOP[qi]]
        days: dict[int, datetime.date] = {}
        if intent == "place":  # one place at one point of its life (r55 0017)
            visit = fixed["web_topic"] in content.ui_list("ws.search_visit_topics")
            order, days = place_results(rng, TOP[qi], visit)
        results = [self._result(content, rng, intent, i, fixed, "2025" in query, used=set(),
                                day=days.get(i))
                   for i in order[:int(rng.integers(4, 7))]]
        used: set[str] = set()
        for res, i in zip(results, order, strict=False):
            name, domain = _site(content, rng, SITES[intent][i], fixed, used)
            host = domain if domain.count(".") > 1 else f"www.{domain}"
            res.update(site=name, url=f"https://{host} › {title_slug(res['title'])}", which=i,
                       day=days[i].isoformat() if i in days else "")
            if rng.random() < 0.4 and not res["title"].endswith(name):
                res["title"] = f"{res['title']} - {name}"
            res["marks"] = self._marks(rng, res["snippet"], query)
        return {
            "typo": sample_typography(rng, "sans", (14,)), "query": query,
            "brand": choice(rng, ["Searchly", "Findr", "Qwery", "Lookup"]),
            "tabs": [content.ui(k) for k in TABS], "tools": content.ui("web.search_tools"),
            "about": content.ui("web.search_about",
                                n=format_number(result_count(rng, intent, query, content.lang), content.lang, 0),
                                s=format_number(round(float(rng.uniform(0.2, 0.7)), 2),
                                                content.lang, 2)),
            "results": results, "ask_title": content.ui("web.search_people_ask"),
            "ask": self._questions(content, rng, fixed, intent), "ask_at": int(rng.integers(1, 3)),
            # a short first page (four results) fills the screen with its "people also
            # ask" box, as an engine does (r76 0013: four results over blank space)
            "has_ask": bool(rng.random() < 0.5) or len(results) < 6, "me": content.full_name(),
            "next": content.ui("docs.next"),
        }

    @staticmethod
    def _result(content: Content, rng: np.random.Generator, intent: str, i: int,
                fixed: dict[str, str], in_2025: bool, used: set[str],
                day: datetime.date | None = None) -> dict[str, Any]:
        """Result ``i`` of ``intent``: a title and the snippet written with it, dated."""
        start = datetime.date(2025, 1, 1) if in_2025 else _EPOCH
        span = 330 if in_2025 else 1000
        drawn = start + datetime.timedelta(days=int(rng.integers(0, span)))
        day = day or drawn
        vals = {**fixed, "n": str(int(rng.integers(5, 13))), "year": str(day.year),
                "date": content.format_date(day), "month": month_in_date(day.month % 12 + 1, content.lang),  # "starts in" next month
                "weekday": content.word("weekday")}
        title = content.title_at(f"ws_search_{intent}_t", i, **vals)
        title = re.sub(r"^(\[[^\]]+\] )(\w)", lambda m: m[1] + m[2].upper(), title)  # [Solved] Router
        return {"title": title,
                "snippet": content.title_at(f"ws_search_{intent}_s", i, **vals),
                "date": f"{content.format_date(day)} — ",
                "colour": int(rng.integers(0, len(AVATARS)))}

    @staticmethod
    def _marks(rng: np.random.Generator, text: str, query: str) -> list[list[Any]]:
        """Query words in bold (as the engine does), plus a few sampled links."""
        words = set(query.split())
        bold = [[m.start(), m.end(), "bold", ""] for m in _WORD.finditer(text)
                if len(m.group()) > 3 and m.group().lower() in words]
        extra = [m for m in sample_marks(rng, text, "search")
                 if not any(m[0] < b[1] and b[0] < m[1] for b in bold)]
        return sorted(bold + extra)

    @staticmethod
    def _questions(content: Content, rng: np.random.Generator, fixed: dict[str, str],
                   intent: str) -> list[str]:
        """Three questions about the query's subject (the device, or the place)."""
        kind = "g_read_ask_topic" if intent == "place" else "g_read_ask_gadget"
        order = [int(i) for i in rng.permutation(4)[:3]]
        asks = [content.title_at(kind, i, **fixed) for i in order]
        return [a[:1].upper() + a[1:] for a in asks]

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        if theme.name == "dark":
            page.rect((0, 0, page.width, page.height), (32, 33, 36), name="background")
        self._top(page, theme, typo, params)
        x1, x2 = 180, 180 + 600
        y = 148
        st = ui_style(typo, theme, size=14, color=theme.muted)
        with page.region("stats", "text", (x1, 126, x2, 146)):
            page.label(x1, 122, params["about"], st, role="text")
        for k, res in enumerate(params["results"]):
            if y > page.height - 90:
                break
            if params["has_ask"] and k == params["ask_at"]:
                y = self._ask(page, theme, typo, params, x1, x2, y)
            body = style(typo["ui"], 14, theme.text)
            snippet = [Span(res["date"], body.but(color=theme.muted)),
                       *styled_spans(res["snippet"], res["marks"], body, theme, typo["mono"])]
            bottom = search_result(page, theme, typo, (x1, y, x2, page.height - 4), res["site"],
                                   res["url"], res["title"], snippet, res["colour"], k)
            y = bottom + 30
        if y + 40 <= page.height:  # the results shown are page 1 of the count claimed
            pager(page, theme, typo, x1, y - 6, 10, params["next"])
        return page

    def _top(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any]):
        with page.region("search", "chrome", (0, 0, page.width, 80)):
            x = 28
            for k, ch in enumerate(params["brand"]):
                st = style("tex_gyre_adventor", 26, LOGO[k % len(LOGO)], bold=True)
                x = page.label(x, 10, ch, st, role="structural").right
            fill = (48, 49, 52) if theme.name == "dark" else (255, 255, 255)
            page.rect((180, 16, 180 + 690, 62), fill, theme.border, radius=23, name="search box")
            page.label(204, 22, params["query"], ui_style(typo, theme, size=16), role="text",
                       max_width=560)
            icon(page, theme, "search", 180 + 650, 32, 16)
            avatar(page, theme, typo, page.width - 56, 20, initials(params["me"]), AVATARS[5], 32)
        with page.region("tab bar", "chrome", (180, 72, page.width, 112)):
            st = ui_style(typo, theme, size=14, color=theme.muted)
            x = 180
            for k, tab in enumerate(params["tabs"]):
                block = page.label(x, 76, tab, st.but(color=theme.link if k == 0 else theme.muted))
                if k == 0:
                    page.rect((x, 106, block.right, 109), theme.link, name="tab indicator")
                x = block.right + 26
            page.label(x + 40, 76, params["tools"], st)
            page.line((0, 110), (page.width, 110), theme.border)

    def _ask(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
             x1: int, x2: int, y: int) -> int:
        with page.region("people also ask", "list", (x1, y, x2, y + 200),
                         label=params["ask_title"]):
            st = ui_style(typo, theme, size=20)
            page.label(x1, y, params["ask_title"], st, role="structural")
            y += 50
            for question in params["ask"]:
                page.line((x1, y), (x2, y), theme.border)
                page.label(x1, y + 8, question, ui_style(typo, theme, size=16), role="text",
                           max_width=x2 - x1 - 40)
                page.polygon([(x2 - 22, y + 22), (x2 - 10, y + 22), (x2 - 16, y + 29)],
                             theme.muted)
                y += 50
            page.line((x1, y), (x2, y), theme.border)
        return y + 30
