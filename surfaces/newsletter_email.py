"""A marketing newsletter opened in webmail: a narrow branded email centred on a grey canvas."""

from __future__ import annotations

import datetime
import re
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, measure
from surfaces.kit.chrome import ui_style
from surfaces.kit.food import dish_kind
from surfaces.kit.media import picture
from surfaces.kit.messages import avatar_shape
from surfaces.kit.numbers import random_day
from surfaces.kit.prose import sample_marks, styled_spans
from surfaces.kit.subjects import topic_picture
from surfaces.kit.typography import sample_typography, style
from surfaces.kit.web import country_tld, url_words

BRAND_COLOURS = [(15, 76, 92), (196, 69, 54), (46, 64, 87), (88, 44, 131), (0, 110, 80),
                 (205, 120, 30), (20, 20, 20)]
HERO_COLOURS = [(240, 200, 160), (190, 220, 230), (215, 230, 200), (235, 210, 225),
                (250, 230, 180)]

# a season an issue announces ("Winter is here") and the months it is sent in
# (a season "is here" in its first months; back to school and summer's end are September:
# r56, "Ya llegó la vuelta al cole" in a November issue)
SEASONS = {("La rentrée", "vuelta al cole", "fine dell'estate"): (9, 9),
           ("Spring", "Frühling", "printemps", "primavera", "lente"): (3, 4),
           ("Summer", "Sommer", "L'été", "verano", "bella stagione", "zomer"): (6, 7),
           ("Fall", "Herbst", "L'automne", "herfst"): (9, 10),
           ("Winter",): (12, 12)}


def _dated(rng: np.random.Generator, content: Content, text: str) -> str:
    """The issue's date, in the season its text announces (no "Winter is here" in June)."""
    day = random_day(rng)
    for words, (first, last) in SEASONS.items():
        if any(w in text for w in words):
            month = int(rng.integers(first, last + 1))
            return content.format_date(datetime.date(day.year, month, min(day.day, 28)))
    return content.format_date(day)


# mailui.newsletter sentences (the same indices in every language) by their part in an issue:
# the lead ("This month we have collected our favourite tips on ..."), what goes with it, the
# interview and its reading time, and the body of each card by its heading (h_b.news_card:
# more on the topic, also in this issue, news from / this month at the sender, further reading)
# (never "A few simple habits can make a real difference" (5): habits follow from running or
# saving, not from city breaks or board games; the interview's reading time is a short one's)
# (the readers' questions (2) only under their own card's heading, "Your questions": after
# the lead they came from nowhere, review r95 0015)
LEAD, WITH_LEAD, INTERVIEW, HABITS, QUESTIONS = 0, (1,), (6, 9), 5, 2
SALE = 3  # "Members save ... on every order": the one line a "Shop now" button goes with
CARD_LINES = {0: (11, 12), 1: (4, 12), 2: (3, 8), 3: (8, 3), 4: (11, 12), 5: (QUESTIONS,)}


# what each wpr.news_brand (by language, in its order) is: a magazine ("Photography Monthly"),
# a club or school ("The Photography Club", "Escuela de fotografía", "Atelier de ...") or a
# shop ("Fotografia & Co"); and the mailui.newsletter lines each kind cannot say: a magazine
# has no members' discount on orders and no library, a shop no library
SENDER_KINDS = {"en": "mmcm", "de": "mmcm", "es": "mccm", "fr": "mcmc", "it": "mmsm",
                "nl": "mmcm"}
NOT_SAID = {"m": (SALE, 11), "s": (11,), "c": ()}


def _issue(rng: np.random.Generator, content: Content, brand: str,
           kind: str = "m") -> dict[str, Any]:
    """One issue written in order: the lead and one line that goes with it, maybe the
    interview with its reading time, then two cards each written for its own heading; no
    line the sender's kind cannot say ("our library" from a magazine)."""
    lines = content.data.SENTENCES["mailui.newsletter"]
    barred = {*NOT_SAID[kind], HABITS}
    used: set[int] = set()

    # the interviewee is introduced as who they are to the sender ("founding member ...")
    guest = choice(rng, content.ui_list(f"w12f.news_guest_{kind}")).replace(
        "{year}", str(int(rng.integers(1995, 2021)))).replace("{name}", content.full_name())

    def say(*picks: int) -> str:
        used.update(picks)
        return " ".join(content.fill(lines[i], **({"fullname": guest} if i == INTERVIEW[0]
                                                  else {})) for i in picks)

    used.add(LEAD)  # the lead is written last, from the cards (_lead)
    intro = [say(int(choice(rng, WITH_LEAD))) if rng.random() < 0.5 else ""]
    if rng.random() < 0.5:
        intro.append(say(*INTERVIEW))
    heads = content.ui_list("h_b.news_card")
    articles = []
    chosen = [int(i) for i in rng.choice(len(heads), 2, replace=False)]
    if set(chosen) == {2, 3}:  # two cards of the sender's own news read as one
        chosen[1] = int(choice(rng, [0, 1, 4]))
    for i in chosen:
        pick = [k for k in CARD_LINES[int(i)] if k not in used | barred and k < len(lines)][:1] or \
            [k for k in range(len(lines))
             if k not in used | barred and k not in (*WITH_LEAD, *INTERVIEW, QUESTIONS)][:1]
        articles.append({"title": content.fill(str(heads[int(i)]), company=brand),
                         "text": say(*pick), "line": pick[0]})
    lead = _lead(content, [a["line"] for a in articles])
    intro[0] = f"{lead} {intro[0]}".strip()
    return {"lead": lead, "intro": intro, "articles": articles, "sale": SALE in used,
            "texts": [*intro, *(a["text"] for a in articles)]}


# the cards whose thing the lead names, by their mailui.newsletter line (h_native2.news_*)
LEAD_ITEMS = {4: "visit", 8: "event", 11: "guides", SALE: "sale"}


def _lead(content: Content, lines: list[int]) -> str:
    """The issue's lead names what it holds, not "our favourite tips" alone: its tips, then
    each card's own thing in the cards' order (the town visited, the next event, the new
    guides, the members' discount): "Deze maand: onze favoriete tips over hardlopen, een
    bezoek aan Groningen en onze volgende lezersavond." (review w13: generic leads)."""
    items = [content.fill(content.ui(f"h_native2.news_{k}")) for k in
             ("tips", *(LEAD_ITEMS[i] for i in lines if i in LEAD_ITEMS))]
    items = [s[:1].lower() + s[1:] for s in items]  # fill wrote each as a sentence
    text = items[0] if len(items) == 1 else \
        f"{', '.join(items[:-1])} {content.ui('document.and')} {items[-1]}"
    return content.sound(content.ui("h_native2.news_lead").replace("{items}", text))


def hero_picture(topic: str) -> tuple[str, str]:
    """(variant, subject) of the picture of an issue about ``topic`` (kit.subjects)."""
    variant, subject = topic_picture(topic)
    return variant, dish_kind(topic) if variant == "dish" else subject


def card_picture(topic: str, title: str) -> tuple[str, str]:
    """(variant, subject) of an article card's picture: what its title names, else the
    issue's topic."""
    variant, subject = topic_picture(title, ("", ""))
    if not variant:
        return hero_picture(topic)
    return variant, dish_kind(title) if variant == "dish" else subject


def _sender(rng: np.random.Generator, content: Content, topic: str) -> tuple[str, str, str]:
    """The newsletter's sender, a magazine, club or shop of its topic ("Photography Monthly",
    "Carnets de jardinage"; not a bank sending reading tips), its web domain and its kind
    (SENDER_KINDS)."""
    bare = re.sub(r"^(le |la |les |l')", "", topic)
    title = " ".join(w[:1].upper() + w[1:] for w in bare.split())
    names = content.ui_list("wpr.news_brand")
    k = int(rng.integers(len(names)))
    kind = SENDER_KINDS.get(content.lang, "mmmm")[k]
    brand = content.fill(str(names[k]), bare=bare, Bare=title)
    if content.lang == "fr" and re.search(r" de [aeiouéèhœ]", brand):
        brand = re.sub(r" de ([aeiouéèhœ])", r" d'\1", brand)
    slug = re.sub(r"[^a-z]", "", "".join(url_words(brand)))
    # on its country's domain: a Dutch magazine or garden club on .nl, never .org/.com
    # (r95 0015); an American one on .com
    return brand, f"{slug}.{country_tld(content.lang)}", kind  # the whole masthead, never cut (r56)


def _visited(content: Content, topic: str) -> str:
    """The place an issue visits, one of its topic's trade (h_facts2.news_place: a credit
    union for personal finance, a bike workshop for cycling; never a workshop in a finance
    newsletter, r68 0026)."""
    for entry in content.ui_list("h_facts2.news_place"):
        key, place = entry.split("=", 1)
        if key == topic:  # an article first ("una cooperativa"): fill's capital goes
            text = content.fill(place)
            return text[:1].lower() + text[1:]
    raise KeyError(f"{content.lang}: no h_facts2.news_place for {topic!r}")


class NewsletterEmail(Surface):
    name = "newsletter_email"
    family = "mail"
    text_roles = ("prose", "text", "structural", "chrome")
    # No blank_line: paragraphs are spaced by less than a line, as the real page styles them.
    unsupported_categories = ("blank_line",)
    regions = ("header", "newsletter", "hero", "article 1", "article 2", "footer")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        city = content.city()
        content.pin(city=city)  # one document, one town
        # one issue, one topic: its subject, intro and articles name the same one
        topic = content.word("mailui_topic")
        content.pin(mailui_topic=topic)
        brand, domain, kind = _sender(rng, content, topic)  # a magazine or club of the topic
        # the next event is one the sender holds: a club's open day, not an offsite
        event = choice(rng, content.ui_list(f"w12f.news_event_{kind}"))
        content.pin(mailui_event=event)
        content.pin(news_place=_visited(content, topic))  # a place of the topic's trade
        issue = _issue(rng, content, brand, kind)
        intro, articles, texts = issue["intro"], issue["articles"], issue["texts"]
        return {
            "topic": topic, "sender_kind": kind, "city": city, "event": event,
            "lead": issue["lead"],
            "typo": sample_typography(rng, choice(rng, ["sans", "serif"]), (14, 15)),
            "brand": brand, "from_email": f"news@{domain}",
            # (never "Ten tips for ...": no issue lists ten tips)
            # (nor "Especial finanzas personales" from the "Club de finanzas personales":
            # the sender's name already says its topic, r68 0026)
            "subject": content.title_at("mailui.newsletter", int(choice(rng, [1, 2, 5]))),
            "date": _dated(rng, content, " ".join(texts)),
            "headline": "",
            "intro": intro, "marks": [sample_marks(rng, p, "article") for p in intro],
            "articles": articles,
            "cta": content.ui("mailui.shop_now" if issue["sale"] else "mailui.read_more"),
            "sale": issue["sale"],
            "read_more": content.ui("mailui.read_more"),
            "browser": content.ui("mailui.view_browser"),
            "footer": content.ui("mailui.footer", brand=brand),  # names its sender (wave 17)
            "address": content.ui("mailui.address", address=content.address().one_line),
            "unsubscribe": content.ui("mailui.unsubscribe"),
            "preferences": content.ui("mailui.preferences"),
            "to_me": content.ui("mailui.to_me"),
            "brand_colour": int(rng.integers(len(BRAND_COLOURS))),
            "hero_colour": int(rng.integers(len(HERO_COLOURS))),
            "hero": bool(rng.random() < 0.6), "cards": bool(rng.random() < 0.6),
            "width": int(choice(rng, [600, 640, 680])), "centred": bool(rng.random() < 0.5),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        y = self._client_header(page, theme, typo, params)
        page.rect((0, y, page.width, page.height), (236, 238, 241) if theme.name == "light"
                  else (22, 23, 26), name="canvas")
        w = params["width"]
        x1 = (page.width - w) // 2
        x2 = x1 + w
        brand = BRAND_COLOURS[params["brand_colour"]]
        with page.region("newsletter", "body", (x1, y, x2, page.height)):
            st = ui_style(typo, theme, size=typo["size"] - 3, color=theme.muted)
            bw = round(measure(params["browser"], st)[0])
            page.label((page.width - bw) // 2, y + 6, params["browser"],
                       st.but(underline=True, link=True))
            top = y + 40
            page.rect((x1, top, x2, page.height), (255, 255, 255) if theme.name == "light"
                      else theme.surface, name="email")
            page.rect((x1, top, x2, top + 64), brand, name="brand bar")
            head = style(typo["ui"], 22, (255, 255, 255), bold=True)
            page.text((x1 + 32, top + 14, x2 - 32, top + 56), params["brand"].upper(), head,
                      role="structural", wrap=False, align="center" if params["centred"]
                      else "left")
            y = top + 64
            if params["hero"]:
                y = self._hero(page, params, x1, x2, y)
            y = self._intro(page, theme, typo, params, x1 + 40, x2 - 40, y + 28, brand)
            y = self._articles(page, theme, typo, params, x1 + 40, x2 - 40, y + 30, brand)
            self._footer(page, theme, typo, params, x1 + 40, x2 - 40, y + 20)
        return page

    def _client_header(self, page: Page, theme: Theme, typo: dict[str, Any],
                       params: dict[str, Any]) -> int:
        with page.region("header", "structural", (0, 0, page.width, 92)):
            page.rect((0, 0, page.width, 92), theme.bg, name="header")
            page.text((24, 10, page.width - 200, 42), params["subject"],
                      style(typo["ui"], typo["size"] + 6, theme.text), role="structural",
                      wrap=False, name="subject")
            avatar_shape(page, typo, 24, 48, params["brand"],
                         BRAND_COLOURS[params["brand_colour"]], 32)
            st = ui_style(typo, theme, size=typo["size"] - 1)
            name = page.label(66, 44, params["brand"], st.but(bold=True), role="structural")
            page.label(name.right + 6, 44, f"<{params['from_email']}>",
                       st.but(color=theme.muted), role="text")
            page.label(66, 62, params["to_me"], st.but(color=theme.muted), role="text")
            dw = round(measure(params["date"], st)[0])
            page.label(page.width - 24 - dw, 44, params["date"], st.but(color=theme.muted),
                       role="text")
            page.line((0, 91), (page.width, 91), theme.border)
        return 92

    def _hero(self, page: Page, params: dict[str, Any], x1: int, x2: int, y: int) -> int:
        with page.region("hero", "image", (x1, y, x2, y + 170)):
            # a photo of the issue's topic: a dish for cooking, a trail for hiking, a craft
            # table for sewing, an office for finance, else a neutral blur (r66 0006)
            variant, subject = hero_picture(params["topic"])
            picture(page, (x1, y, x2, y + 170), params["hero_colour"], variant, subject)
        return y + 170

    def _intro(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
               x1: int, x2: int, y: int, brand: tuple[int, int, int]) -> int:
        ink = (34, 34, 34) if theme.name == "light" else theme.text
        align = "center" if params["centred"] else "left"
        h = page.text((x1, y, x2, y + 80), params["headline"] or params["subject"],
                      style(typo["body"], typo["size"] + 12, ink, bold=True), role="structural",
                      max_lines=2, line_height=1.2, align=align)
        body = style(typo["body"], typo["size"], ink)
        paras = [styled_spans(p, m, body, theme, typo["mono"])
                 for p, m in zip(params["intro"], params["marks"], strict=True)]
        block = page.text((x1, h.bottom + 14, x2, page.height - 8), paras, body, role="prose",
                          line_height=1.6, paragraph_gap=0.8, align="left")
        st = ui_style(typo, theme, size=typo["size"], color=(255, 255, 255), bold=True)
        w = round(measure(params["cta"], st)[0]) + 48
        bx = (x1 + x2 - w) // 2 if params["centred"] else x1
        by = block.bottom + 20
        page.rect((bx, by, bx + w, by + 44), brand, radius=4, name="button")
        page.label(bx + 24, by + 22 - round(st.size * 1.1), params["cta"], st)
        return by + 44

    def _articles(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
                  x1: int, x2: int, y: int, brand: tuple[int, int, int]) -> int:
        ink = (34, 34, 34) if theme.name == "light" else theme.text
        page.line((x1, y - 14), (x2, y - 14), theme.border)
        cols = 2 if params["cards"] else 1
        gap = 24
        cw = (x2 - x1 - gap * (cols - 1)) // cols
        bottom = y
        for k, art in enumerate(params["articles"]):
            ax = x1 + (k % cols) * (cw + gap)
            ay = y if cols == 2 else bottom + (16 if k else 0)
            with page.region(f"article {k + 1}", "card", (ax, ay, ax + cw, page.height)):
                img_h = 90 if cols == 2 else 0
                if img_h:
                    # the card's own subject where its title names one, else the issue's
                    # topic (another photo of it: its own seed), never a stray street
                    variant, subject = card_picture(params["topic"], art["title"])
                    picture(page, (ax, ay, ax + cw, ay + img_h), params["hero_colour"] + k + 1,
                            variant, subject)
                # room for the two lines a title may take (a 50 px box held one: "This
                # month at Personal Finance…", r97)
                t = page.text((ax, ay + img_h + 10, ax + cw,
                               ay + img_h + 16 + round((typo["size"] + 3) * 1.25 * 3)), art["title"],
                              style(typo["body"], typo["size"] + 3, ink, bold=True),
                              role="structural", max_lines=2, line_height=1.25)
                body = style(typo["body"], typo["size"] - 1, ink)
                b = page.text((ax, t.bottom + 6, ax + cw, page.height - 4), art["text"], body,
                              role="prose", line_height=1.5)
                link = page.label(ax, b.bottom + 4, params["read_more"] + " ›",
                                  ui_style(typo, theme, size=typo["size"] - 1, color=brand,
                                           bold=True), role="chrome")
                bottom = max(bottom, link.bottom + 6)
        return bottom

    def _footer(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
                x1: int, x2: int, y: int) -> None:
        if y > page.height - 40:
            return
        with page.region("footer", "footer", (x1, y, x2, page.height)):
            page.line((x1, y), (x2, y), theme.border)
            st = ui_style(typo, theme, size=max(11, typo["size"] - 3), color=theme.muted)
            text = f"{params['footer']} {params['address']}"
            b = page.text((x1, y + 12, x2, page.height - 4), text, st, role="text",
                          align="center", line_height=1.4)
            links = f"{params['unsubscribe']}  ·  {params['preferences']}"
            page.text((x1, b.bottom + 6, x2, page.height), links,
                      st.but(underline=True, link=True), role="chrome", align="center",
                      wrap=False)
