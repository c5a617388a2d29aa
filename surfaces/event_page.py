"""An event page (ticketing site): a wide banner artwork, a calendar date badge, title and
organiser, a sticky ticket box with price and button, date / location facts with icons, an
"about this event" prose section and an attendee row."""

from __future__ import annotations

import datetime
import re
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, measure
from surfaces.kit.brands import brand
from surfaces.kit.chrome import button, icon, search_box, ui_style
from surfaces.kit.document import centred_label, sample_paragraphs
from surfaces.kit.media import picture
from surfaces.kit.numbers import clock, currency_for, format_money, month_abbreviations, random_day
from surfaces.kit.prose import sample_marks, styled_spans
from surfaces.kit.scenes import portrait
from surfaces.kit.typography import sample_typography, second_face, style

# media.event sentences (by language) that fix door times, stage hours or a ticket price of
# their own, which would disagree with the page's times and price
CLASHES = {"en": (1, 9, 13), "de": (1, 9), "fr": (1, 7), "es": (1, 7),
           "it": (0, 1, 5, 12, 13), "nl": (1, 2, 9, 10)}
# media.event sentences about what a ticket includes or who gets in free: never on a free event
PRICED = {"en": (2, 4, 13, 15), "de": (2, 4), "fr": (2, 4), "es": (2, 4),
          "it": (1, 6, 8, 13), "nl": (2, 4, 10)}


# the media.event sentence that opens an "about" text ("Join us for an evening of ...")
INTRO = {"en": 0, "de": 0, "fr": 0, "es": 0, "it": 4, "nl": 0}
# media.event charity lines beyond the first (one page, one good cause)
SECOND_CAUSE = {"en": (15,)}
# media.event lines of an open-air event (outdoors, a rain plan, "bring a picnic"): the page's
# venue is a named hall (mkt.ev_venues)
OUTDOOR = {"en": (3, 12), "de": (3,), "fr": (3, 9), "es": (3, 9), "it": (7, 10), "nl": (3, 7)}

# media.event lines of a daytime fair (children get in free, craft stalls, children's
# workshops): never on a jazz night, nor on an evening that starts at eight (r51 0013)
FAIR = {"en": (4,), "de": (4,), "fr": (4, 8), "es": (4, 8), "it": (8, 11), "nl": (4, 8)}


# the banner photo of each kind of evening: a jazz night (0), a night market (1)
BANNERS = {0: ("stage", ""), 1: ("night", "")}


def _weekend(day: datetime.date, kind: int) -> datetime.date:
    """``day`` moved to the Friday (a jazz night) or Saturday (a market weekend) of its week."""
    return day + datetime.timedelta(days=(4 + kind - day.weekday()) % 7)


# media.event lines saying places are limited: said only when the evening is nearly full
LIMITED = re.compile(r"\blimited\b|begrenzt|limitées|limitadas|limitati|beperkt", re.I)


def _crowd(rng: np.random.Generator) -> tuple[int, int]:
    """(places, going): the venue's places and the people going, never more than fit."""
    places = int(choice(rng, [120, 150, 200, 250, 300, 400, 500, 800, 1000]))
    return places, int(rng.integers(min(12, places // 4), places - 1))


def _about(rng: np.random.Generator, content: Content, free: bool, full: bool,
           fair: bool = True) -> list[str]:
    """The "about" text: its opening invitation first, then the rest (never a bus stop as
    the first thing an event page says about itself); "places are limited" only when
    ``full`` (few places left); a fair's stalls and free entry for children only when
    ``fair`` (a market evening that starts before eight)."""
    lang = content.lang
    lines = content._table("SENTENCES")["media.event"]
    limited = () if full else tuple(i for i, t in enumerate(lines) if LIMITED.search(t))
    content.skip("media.event", CLASHES.get(lang, ()) + SECOND_CAUSE.get(lang, ()) +
                 OUTDOOR.get(lang, ()) + limited)
    if free:  # a free event's text prices nothing
        content.skip("media.event", PRICED.get(lang, ()))
    if not fair:
        content.skip("media.event", FAIR.get(lang, ()))
    intro = content.fill(content._table("SENTENCES")["media.event"][INTRO[lang]])
    content.skip("media.event", (INTRO[lang],))
    texts = sample_paragraphs(rng, content, "media.event", int(rng.integers(2, 4)), (2, 3))
    return [f"{intro} {texts[0]}", *texts[1:]] if texts else [intro]


def _organiser(content: Content, kind: int) -> str:
    """Who runs the evening: a jazz club for a jazz night (``kind`` 0), the town's traders
    for a market evening; French elides "de" before a vowel ("Les Vitrines d'Angers")."""
    name = content.ui("horgs.ev_org_jazz" if kind == 0 else "horgs.ev_org_market",
                      city=content.city())
    return re.sub(r"\bde (?=[AEIOUHÂÉÈÎ])", "d'", name) if content.lang == "fr" else name


def _venue(rng: np.random.Generator, content: Content) -> str:
    """A hall of the page's town: a generic one (mkt.ev_venues) or a real one, in its own city
    only (mkt.ev_landmarks, "Name@City"): never A Coruña's Fábrica de Tabacos in Lugo (r62 0013)."""
    own = [name for name, _, city in (v.partition("@") for v in content.ui_list("mkt.ev_landmarks"))
           if city == content.city()]
    return str(choice(rng, own + content.ui_list("mkt.ev_venues")))


class EventPage(Surface):
    name = "event_page"
    family = "web"
    text_roles = ("prose", "text", "structural", "chrome")
    regions = ("header", "search", "banner", "event", "tickets")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        content.pin(city=content.city())  # one document, one town
        lang = content.lang
        day = random_day(rng)
        # the description tells of an evening of live music, so the event is one: a jazz
        # night or a market weekend's evening, from 6-8 PM for three or four hours; the
        # sentences that name their own door times or ticket prices are left out
        kind = int(choice(rng, [0, 0, 1]))
        day = _weekend(day, kind)
        date = content.format_date(day)
        month = month_abbreviations(lang)[day.month - 1]  # the tile's: nl MRT, fr JUIL
        start = int(rng.integers(18, 21))
        length = int(rng.integers(3, 5)) if start < 20 else 3
        free = bool(rng.random() < 0.2)
        places, going = _crowd(rng)
        full = places - going <= max(10, places // 10)  # "limited" and "only N left"
        venue = _venue(rng, content)
        content.pin(venue=venue)  # the text names the page's hall ("The Old Mill is step-free")
        texts = _about(rng, content, free, full, fair=kind == 1 and start < 20)
        season = content.ui_list("mkt.ev_seasons")[day.month % 12 // 3]
        # the title names the event's type and its span: one evening (no "market weekend")
        title = content.ui("mkt.ev_jazz" if kind == 0 else "w10gm.ev_market", season=season,
                           city=content.city(), venue=venue)
        typo = sample_typography(rng, "sans", (13, 14, 15))
        return {
            "typo": typo, "head_font": second_face(rng, typo, ["sans", "serif"]),
            "brand": brand(content, "community"), "search": content.ui("web.search"),
            "sign_in": content.ui("web.sign_in"), "title": title,
            "kind": kind, "start": start, "end": start + length,
            "month": month.rstrip(".").upper(), "day": str(day.day),
            "when_t": content.ui("media.when"), "where_t": content.ui("media.where"),
            "when": f"{date}, {clock(start, 0, lang)} – {clock((start + length) % 24, 0, lang)}",
            "doors": content.ui("media.doors", time=clock(start - 1, 30, lang)),  # before the start
            "venue": venue, "address": f"{content.fake.street_address_in(content.city())}, {content.city()}",
            "organiser": content.ui("media.organized_by", name=_organiser(content, kind)),
            "price": content.ui("media.free") if free else content.ui(
                "media.tickets_from", price=format_money(float(rng.integers(8, 60)), lang,
                                                         currency_for(rng, lang))),
            # a free event sells nothing: its button reserves a place
            "get": content.ui("media.get_free" if free else "media.get_tickets"),
            "about_t": content.ui("media.about_event"),
            "texts": texts, "marks": [sample_marks(rng, t, "article") for t in texts],
            "going": content.ui("media.going", n=going) + (
                " · " + content.ui("w9pa.ev_left", n=places - going) if full else ""),
            "places": places, "going_n": going, "full": full,
            "interested": content.ui("media.interested"),
            "calendar": content.ui("media.add_calendar"),
            "art": int(rng.integers(0, 8)), "banner_h": int(choice(rng, [170, 200, 230])),
            "gap": float(choice(rng, [0.6, 1.0, 1.0])),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        w = page.width
        with page.region("header", "chrome", (0, 0, w, 56)):
            page.rect((0, 0, w, 56), theme.bg, name="header")
            page.label(24, 10, params["brand"], ui_style(typo, theme, size=20, bold=True,
                                                         color=(209, 65, 12)),
                       role="structural")
            page.label(w - 110, 14, params["sign_in"], ui_style(typo, theme, size=13),
                       max_width=100)
            page.line((0, 55), (w, 55), theme.border)
        search_box(page, theme, typo, (200, 10, 600, 46), params["search"])
        bh = params["banner_h"]
        with page.region("banner", "image", (0, 56, w, 56 + bh)):
            # what the evening is: a jazz night's stage under its lights (r66 0003: a
            # night street with cars), a night market's street after dark
            picture(page, (0, 56, w, 56 + bh), params["art"], *BANNERS[params["kind"]])
        y = 56 + bh + 24
        x1, x2 = 60, 650
        with page.region("event", "article", (x1, y, x2, page.height)):
            self._event(page, theme, typo, params, x1, x2, y)
        st = ui_style(typo, theme)
        wide = measure(params["interested"], st)[0] + measure(params["calendar"], st)[0] + 56 > \
            w - 40 - 690 - 36  # the two buttons side by side would leave the card
        self._tickets(page, theme, typo, params, (690, y, w - 40, y + (206 if wide else 170)))
        return page

    def _event(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
               x1: int, x2: int, y: int) -> None:
        page.rect((x1, y, x1 + 56, y + 60), theme.surface, theme.border, radius=6, name="date")
        page.rect((x1, y, x1 + 56, y + 20), (209, 65, 12), radius=6, name="date")
        centred_label(page, x1 + 28, y - 2, params["month"],
                      ui_style(typo, theme, size=11, bold=True, color=(255, 255, 255)))
        centred_label(page, x1 + 28, y + 16, params["day"],
                      ui_style(typo, theme, size=20, bold=True))
        head = page.text((x1 + 72, y - 4, x2, y + 80), params["title"],
                         style(params["head_font"], 28, theme.text, bold=True),
                         role="structural", max_lines=2, line_height=1.15)
        st = ui_style(typo, theme, size=13)
        page.label(x1 + 72, head.bottom + 2, params["organiser"], st.but(color=theme.muted),
                   role="text", max_width=x2 - x1 - 72)
        y = max(head.bottom + 40, y + 76)
        for k, (title, lines) in enumerate(((params["when_t"], [params["when"],
                                                                params["doors"]]),
                                            (params["where_t"], [params["venue"],
                                                                 params["address"]]))):
            icon(page, theme, ("calendar", "pin")[k], x1 + 4, y + 8, 16)
            page.label(x1 + 34, y, title, st.but(bold=True, size=15), role="structural")
            for line in lines:
                y += 22
                page.label(x1 + 34, y, line, st, role="text", max_width=x2 - x1 - 34)
            y += 36
        page.label(x1, y, params["about_t"], ui_style(typo, theme, size=19, bold=True),
                   role="structural")
        body = style(typo["body"], typo["size"], theme.text)
        paras = [styled_spans(t, m, body, theme, typo["mono"])
                 for t, m in zip(params["texts"], params["marks"], strict=True)]
        # named by its printed heading ("en la sección «Sobre este evento»"), not "en el recuadro
        # de presentación" the page does not print (review r99 08)
        with page.region(f"section {params['about_t']}", "section", (x1, y, x2, page.height),
                         label=params["about_t"]):
            block = page.text((x1, y + 38, x2, page.height - 50), paras, body, role="prose",
                              line_height=1.55, paragraph_gap=params["gap"])
            y = block.bottom + 14
            if y + 30 < page.height:
                for k in range(4):
                    page.ellipse((x1 + k * 20 - 2, y - 2, x1 + k * 20 + 30, y + 30), theme.bg,
                                 name="avatar ring")
                    portrait(page, (x1 + k * 20, y, x1 + k * 20 + 28, y + 28), k * 3 + 1,
                             circle=True)
                page.label(x1 + 100, y, params["going"], st.but(bold=True), role="text")

    def _tickets(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
                 box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        with page.region("tickets", "card", box, label=params["get"]):
            page.rect(box, theme.surface, theme.border, radius=10, name="card")
            page.label(x1 + 18, y1 + 14, params["price"], ui_style(typo, theme, size=17,
                                                                   bold=True),
                       role="text", max_width=x2 - x1 - 36)
            page.rect((x1 + 18, y1 + 56, x2 - 18, y1 + 96), (209, 65, 12), radius=6,
                      name="button")
            centred_label(page, (x1 + x2) // 2, y1 + 56 + (40 - round(14 * 2.2)) // 2,
                          params["get"], ui_style(typo, theme, size=14, bold=True,
                                                  color=(255, 255, 255)), role="chrome")
            right = button(page, theme, typo, x1 + 18, y1 + 112, params["interested"])
            if y2 - y1 > 170:  # too wide for one row: the second button goes below
                button(page, theme, typo, x1 + 18, y1 + 148, params["calendar"])
            else:
                button(page, theme, typo, right + 8, y1 + 112, params["calendar"])
