"""A corporate newsroom press release: company header and newsroom nav, a "press release"
kicker, headline and subhead, a dateline that opens the prose body, a quoted statement,
an "about the company" boilerplate and a media-contact box."""

from __future__ import annotations

import datetime
import re
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Span, Theme, choice, fontbook
from surfaces.kit.brand_art import monogram
from surfaces.kit.chrome import button, ui_style
from surfaces.kit.numbers import ui_list, with_colon
from surfaces.kit.press_world import press_world, write_release
from surfaces.kit.prose import page_marks, sample_marks, styled_spans
from surfaces.kit.typography import sample_typography, style
from surfaces.kit.web import browser_frame

# legal forms of a sole trader or a small partnership: not a firm with offices in a dozen
# cities and hundreds of staff ("e.K.", a UG, an S.n.c., an S.L.N.E.)
SMALL_FORM = re.compile(r"e\.K\.|haftungsbeschränkt|S\.n\.c\.|S\.L\.N\.E|\bEURL\b|eenmanszaak|\bVOF\b")


def _firm(content: Content) -> str:
    """A company whose legal form fits a firm of hundreds of staff, named after people, not
    a trade ("Infraestructuras Plaza S.L." does not sell thermostats)."""
    for _ in range(120):
        name = content.company()
        if not SMALL_FORM.search(name) and not content.trade(name):
            return name
    return name


class PressRelease(Surface):
    name = "press_release"
    family = "web"
    text_roles = ("prose", "text", "structural", "chrome")
    regions = ("tab bar", "address bar", "header", "release", "contact")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        """One announcement (surfaces/kit/press_world.py): headline, subhead, body, quote,
        what comes next and the boilerplate all tell it, with one set of figures."""
        world = press_world(rng, content, _firm(content))
        city, company = world["city"], world["company"]
        content.pin(city=city)  # one document, one town
        release = write_release(content, world)
        texts = release["texts"]
        keys = [company, world["partner"], city, world["exec"], world["name"]]
        slug = world["domain"]  # the newsroom and the press officer's address share it
        marks = [sample_marks(rng, t, "article", keys) for t in texts]
        page_marks(list(zip(texts, marks, strict=True)), [company, city])  # its own name plain
        day = datetime.date.fromisoformat(world["day"])
        return {
            "lang": content.lang,
            "typo": (typo := sample_typography(rng, choice(rng, ["sans", "serif"]), (14, 15, 16))),
            # the firm's own sans, as on the rest of the page (the old draw kept)
            "head_font": (choice(rng, fontbook().families_of("sans")), typo["ui"])[1],
            "company": company, "url": f"{slug}/newsroom", "world": world,
            "nav": ui_list(content, "media.press_nav"), "kicker": content.ui("media.press_release"),
            "headline": release["headline"], "subhead": release["subhead"],
            "story": world["kind"], "keys": keys, "next_day": release["next_day"],
            "dateline": f"{city.upper()}, {content.format_date(day)} –", "texts": texts,
            "marks": marks, "quote": release["quote"], "speaker": release["speaker"],
            "about": content.ui("media.about_company", company=company),
            "blurb": release["blurb"], "employees": world["employees"],
            "after": release["after"], "end": content.ui("w6p.end"),
            "contact": content.ui("media.media_contact"), "contact_name": world["contact"],
            # the press officer's own address at the company's domain (jo.smith@mason.info)
            "email": content.email(world["contact"], slug),
            "phone": content.fake.phone_of(city),  # the town's own area code
            "pdf": content.ui("media.download_pdf"), "share": content.ui("media.share"),
            "slug": slug, "two_col": bool(rng.random() < 0.6),
            "brand_colour": int(rng.integers(0, 4)), "gap": float(choice(rng, [0.5, 1.0, 1.0])),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        y = browser_frame(page, theme, typo, [params["company"]], params["url"])
        brand = [(0, 82, 147), (170, 30, 50), (20, 110, 80), (40, 40, 48)][params["brand_colour"]]
        with page.region("header", "chrome", (0, y, page.width, y + 54)):
            page.rect((0, y, page.width, y + 54), brand, name="header")
            monogram(page, typo, (40, y + 15, 64, y + 39), params["company"], (255, 255, 255),
                     letters=1)
            page.label(74, y + 11, params["company"], style(params["head_font"], 18,
                       (255, 255, 255), bold=True), role="structural", max_width=300)
            st = ui_style(typo, theme, size=13, color=(235, 238, 242))
            x = 420
            for item in params["nav"]:
                x = page.label(x, y + 14, item, st).right + 22
                if x > page.width - 80:
                    break
        y += 54
        # a centred container as a newsroom has: a readable article column and a sidebar of
        # fixed width, never one stretched over a wide screen
        inner = min(page.width - 120, 1180)
        edge = (page.width - inner) // 2
        if params["two_col"]:
            left, right = edge, edge + inner - 340
        else:
            measure_w = min(page.width - 280, 860)
            left = (page.width - measure_w) // 2
            right = left + measure_w
        with page.region("release", "article", (left, y, right, page.height)):
            y2 = self._release(page, theme, typo, params, left, right, y + 24, brand)
        if params["two_col"]:
            self._aside(page, theme, typo, params, right + 40, y + 24, edge + inner)
        elif y2 + 80 < page.height:
            self._about(page, theme, typo, params, left, right, y2 + 16)
        return page

    def _release(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
                 x1: int, x2: int, y: int, brand: tuple[int, int, int]) -> int:
        kick = ui_style(typo, theme, size=12, bold=True, color=theme.accent)
        page.label(x1, y, params["kicker"].upper(), kick, role="structural")
        head = page.text((x1, y + 30, x2, y + 130), params["headline"],
                         style(params["head_font"], 28 if len(params["headline"]) < 64 else 24,
                               theme.text, bold=True),
                         role="structural", max_lines=3, line_height=1.2)
        sub = page.text((x1, head.bottom + 8, x2, head.bottom + 60), params["subhead"],
                        style(typo["body"], typo["size"] + 2, theme.muted, italic=True),
                        role="text", max_lines=2, line_height=1.35)
        y = sub.bottom + 18
        body = style(typo["body"], typo["size"], theme.text)
        first = [Span(params["dateline"] + " ", body.but(bold=True)),
                 *styled_spans(params["texts"][0], params["marks"][0], body, theme, typo["mono"])]
        paras = [first] + [styled_spans(t, m, body, theme, typo["mono"])
                           for t, m in zip(params["texts"][1:], params["marks"][1:], strict=True)]
        bottom = page.height - 120
        block = page.text((x1, y, x2, bottom), paras, body, role="prose", line_height=1.55,
                          paragraph_gap=params["gap"])
        y = block.bottom + 14
        if y + 100 < page.height - 10:
            page.rect((x1, y, x1 + 4, y + 74), brand, name="quote bar")
            q = page.text((x1 + 18, y, x2, y + 72), params["quote"],
                          body.but(italic=True, size=body.size + 1), role="prose", max_lines=3,
                          line_height=1.35)
            page.label(x1 + 18, q.bottom, params["speaker"],
                       ui_style(typo, theme, size=13, color=theme.muted), role="text",
                       max_width=x2 - x1 - 18)
            y = max(q.bottom + 32, y + 74 + 18)  # below the quote's bar
            if y + 60 < page.height - 10:  # the release goes on after the quote
                end = page.text((x1, y, x2, page.height - 10), params["after"], body,
                                role="prose", line_height=1.55)
                y = end.bottom + 14
                if y + 30 < page.height:  # the release's end mark
                    mark = page.label((x1 + x2) // 2 - 14, y, params["end"], body, role="text")
                    y = mark.bottom + 14
        return y

    def _about(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
               x1: int, x2: int, y: int) -> None:
        with page.region(f"section {params['about']}", "section", (x1, y, x2, page.height),
                         label=params["about"]):  # named by its printed heading (r99 08)
            page.label(x1, y, params["about"], ui_style(typo, theme, size=14, bold=True),
                       role="structural", max_width=x2 - x1)
            blurb = page.text((x1, y + 30, x2, page.height - 40), params["blurb"],
                              ui_style(typo, theme, size=13, color=theme.muted), role="text",
                              line_height=1.4)
        y = blurb.bottom + 8
        if y + 30 > page.height:
            return
        st = ui_style(typo, theme, size=13)
        with page.region("contact", "section", (x1, y, x2, y + 30), label=params["contact"]):
            x = page.label(x1, y, with_colon(params['contact'], params['lang']), st.but(bold=True),
                           role="structural").right + 8
            x = page.label(x, y, params["contact_name"], st, role="text").right + 8
            page.label(x, y, f"· {params['email']}", st.but(color=theme.link),
                       role="text", max_width=x2 - x)

    def _aside(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
               x: int, y: int, right: int) -> None:
        st = ui_style(typo, theme, size=13)
        with page.region("contact", "section", (x, y, right, y + 190),
                         label=params["contact"]):
            page.rect((x, y, right, y + 190), theme.panel, theme.border, radius=6, name="card")
            page.label(x + 16, y + 10, params["contact"], st.but(bold=True), role="structural")
            yy = y + 42
            for text in (params["contact_name"], params["email"], params["phone"]):
                page.label(x + 16, yy, text, st.but(color=theme.link if "@" in text
                                                    else theme.text), role="text",
                           max_width=right - x - 32)
                yy += 26
            button(page, theme, typo, x + 16, yy + 12, params["pdf"], primary=True)
        y += 214
        with page.region(f"section {params['about']}", "section", (x, y, right, page.height),
                         label=params["about"]):
            page.label(x, y, params["about"], st.but(bold=True), role="structural",
                       max_width=right - x)
            page.text((x, y + 32, right, page.height - 10), params["blurb"],
                      st.but(color=theme.muted), role="text", line_height=1.45)
