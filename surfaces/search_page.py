"""A web search results page: logo and query box, vertical tabs, result count, organic
results with site, URL, title and snippet (query words bold), a "people also ask" box."""

from __future__ import annotations

import re
import unicodedata
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Span, Theme, choice
from surfaces.kit.chrome import icon, ui_style
from surfaces.kit.numbers import format_number
from surfaces.kit.prose import sample_marks, styled_spans
from surfaces.kit.typography import sample_typography, style
from surfaces.kit.web import AVATARS, avatar, initials, search_result

TABS = ["web.search_all", "web.search_images", "web.search_news", "web.search_videos",
        "web.search_maps", "web.search_more"]
_WORD = re.compile(r"[^\W_][\w'’-]*[^\W_]|[^\W_]")
LOGO = [(66, 133, 244), (219, 68, 55), (244, 180, 0), (66, 133, 244), (15, 157, 88),
        (219, 68, 55)]


def _about(make, subject: str, n: int, seen: set[str], tries: int = 40,
           fill: bool = True) -> list[str]:
    """``n`` texts from ``make`` that name ``subject`` and are not in ``seen`` yet (the
    last ones drawn if too few do); they are added to ``seen``."""
    out, spare = [], []
    for _ in range(tries):
        text = make()
        if text[:24] in seen or any(text[:24] == o[:24] for o in out):
            continue  # one template twice on a page (variants of a sentence) reads as a glitch
        (out if subject.lower() in text.lower() else spare).append(text)
        if len(out) == n:
            break
    out = (out + spare)[:n] if fill else out
    seen.update(o[:24] for o in out)
    return out


class SearchPage(Surface):
    name = "search_page"
    family = "web"
    text_roles = ("prose", "text", "structural", "chrome")
    # No blank_line: each snippet is one paragraph: there is no empty line between paragraphs.
    unsupported_categories = ("blank_line", "select_substring")
    regions = ("search", "tab bar", "stats", "result", "people also ask")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        fixed = {"web_gadget": content.word("web_gadget"), "web_topic": content.word("web_topic"),
                 "city": content.city()}
        query = content.title("search_query", **fixed).lower()
        # every result is about the query's subject: the gadget, or the topic (in the city)
        subject = fixed["web_gadget"] if fixed["web_gadget"].lower() in query else \
            fixed["web_topic"]
        results, seen = [], set()
        for snippet in _about(lambda: content.sentence("search", **fixed), subject, 6, seen):
            site = content.fake.domain_name()
            title = self._title(content, rng, fixed, subject, seen)
            if title is None:
                break
            path = "/".join(w.lower() for w in title.split(" - ")[0].split()[:4])
            path = unicodedata.normalize("NFKD", path).encode("ascii", "ignore").decode()
            results.append({"site": site.split(".")[0].title(), "url": f"https://www.{site}"
                            f" › {re.sub(r'[^a-z0-9/]+', '-', path)[:30]}",
                            "title": title, "date": f"{content.date()} — ",
                            "snippet": f"{snippet} "
                            f"{' '.join(_about(lambda: content.sentence('search', **fixed), subject, 1, seen, fill=False))}"
                            .strip(),
                            "colour": int(rng.integers(0, len(AVATARS)))})
            results[-1]["marks"] = self._marks(rng, results[-1]["snippet"], query)
        return {
            "typo": sample_typography(rng, "sans", (14,)), "query": query,
            "brand": choice(rng, ["Searchly", "Findr", "Qwery", "Lookup"]),
            "tabs": [content.ui(k) for k in TABS], "tools": content.ui("web.search_tools"),
            "about": content.ui("web.search_about",
                                n=format_number(int(rng.integers(2, 900)) * 1_000_000,
                                                content.lang, 0),
                                s=f"{rng.uniform(0.2, 0.7):.2f}"),
            "results": results, "ask_title": content.ui("web.search_people_ask"),
            "ask": self._questions(content, rng, fixed, subject), "ask_at": int(rng.integers(1, 3)),
            "has_ask": bool(rng.random() < 0.5), "me": content.full_name(),
        }

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
             subject: str) -> list[str]:
        """Three questions about the query's subject (the device, or the place)."""
        kind = "g_read_ask_gadget" if subject == fixed["web_gadget"] else "g_read_ask_topic"
        order = [int(i) for i in rng.permutation(4)[:3]]
        asks = [content.title_at(kind, i, **fixed) for i in order]
        return [a[:1].upper() + a[1:] for a in asks]

    @staticmethod
    def _title(content: Content, rng: np.random.Generator, fixed: dict[str, str],
               subject: str, seen: set[str]) -> str | None:
        """A result title naming ``subject``; None once every such title is on the page."""
        kinds = ["forum", "search_query"] if subject == fixed["web_gadget"] else ["news"]
        make = lambda: content.title(choice(rng, kinds), topic=fixed["web_topic"], **fixed)  # noqa: E731
        titles = _about(make, subject, 1, seen, tries=60, fill=False)
        if not titles:
            return None
        title = titles[0]
        return f"{title} - {content.word('web_brand')}" if rng.random() < 0.5 else title

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
