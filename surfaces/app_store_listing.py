"""An app-store product page: icon, name, developer, Get button, a rating/age/category strip,
screenshots, the description, What's new, Information, ratings and reviews."""

from __future__ import annotations

import datetime
import re
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, measure
from surfaces.kit.app_info import app_lead, draw_info, info_rows, review_title
from surfaces.kit.brand_art import app_screen
from surfaces.kit.chrome import icon, ui_style
from surfaces.kit.devtools import LANE_COLOURS, text_h
from surfaces.kit.listed import everyday_name, software_firm
from surfaces.kit.media import gradient
from surfaces.kit.messages import fit_text
from surfaces.kit.numbers import currency_for, format_money, format_number, random_day
from surfaces.kit.phrases import repeated_phrases
from surfaces.kit.prose import sample_marks, styled_spans
from surfaces.kit.typography import sample_typography, style
from surfaces.kit.web import stars

# the dt_app_cat index of each dt_app (the same order in every language): budget, recipes, sleep,
# photos, plants, trail maps, habits, notes, focus timer, meals, runs, words, money, meditation
APP_CATEGORY = [0, 1, 2, 3, 4, 5, 2, 6, 6, 1, 2, 4, 0, 2]
NO_REMINDERS = (3, 5)  # the photo vault and the trail maps
REMINDER_NOTE = 4  # the shop2_app_added note on reminders (snoozed, scheduled)
# the shop2_app_added notes on what a description line already sells: a search (the line
# that counts the users) and a widget or an export (the Premium line, with its price)
SEARCH_NOTES, PREMIUM_NOTES = (3,), (0, 1)
APP_GLYPH = ["credit-card", "list", "clock", "image", "sun", "pin", "check", "edit", "clock",
             "calendar", "run", "bookmark", "chart", "smile"]
NO_SEARCH = (2, 8, 13)  # nights, focus sessions, meditations: not "added" and searched for
# the apps whose records make charts over weeks (budget, sleep, habits, focus, runs, words,
# money, meditation): only their descriptions speak of charts and only their screenshots
# show bars (review w11: a photo vault with "Diagramme ... über Wochen und Monate")
CHARTS = (0, 2, 6, 8, 10, 11, 12, 13)
CHART_DESC = 2  # the shop2_app_desc line on charts
CHART_SCREEN = 1  # kit.brand_art.app_screen's chart-and-cards layout (kind % 3)


def screen_kinds(index: int, n: int) -> list[int]:
    """The ``n`` screenshots' app_screen kinds: lists and tiles, a chart only for an app
    that has one."""
    kinds = [index + k for k in range(n)]
    return kinds if index in CHARTS else [k + 1 if k % 3 == CHART_SCREEN else k for k in kinds]


_LEGAL = re.compile(r"(?:,?\s+(?:&\s*Co\.?\s*)?(?:GmbH|UG|AG|KG|OHG|e\.K\.|SARL|S\.A\.R\.L\.|SAS|"
                    r"S\.A\.S\.|SA|S\.A\.|S\.L\.|S\.L\.U\.|S\.r\.l\.|S\.p\.A\.|S\.n\.c\.|"
                    r"S\.a\.s\.|B\.V\.|N\.V\.|BV|NV|V\.O\.F\.|SL|Srl|SpA|Inc\.?|LLC|Ltd\.?|PLC|Group|and Sons|"
                    r"\(haftungsbeschränkt\)|& Co\.?|& C\.|& Cie\.?|y Cía\.?|e\.V\.|S\.A\.U\.))+\s*$")


def short_name(firm: str) -> str:
    """The name a company goes by in its own copy: without its legal form ("Beyer Kuhl UG
    (haftungsbeschränkt)" -> "Beyer Kuhl"); the store's developer line keeps the full one."""
    short = _LEGAL.sub("", firm).strip(" ,")
    return short or firm


def star_shares(rng: np.random.Generator) -> list[float]:
    """The rating bars (5 stars first): one peak at the star nearest a sampled average,
    falling off to either side (never more 3-star than 4-star ratings under a 4.4)."""
    mean = float(rng.uniform(3.4, 4.8))
    width = float(rng.uniform(0.7, 1.1))
    weights = [float(np.exp(-((s - mean) / width) ** 2 / 2)) for s in (5, 4, 3, 2, 1)]
    return [w / sum(weights) for w in weights]


def _maker(rng: np.random.Generator, content: Content,
           developer: str) -> tuple[dict[str, str], int]:
    """The maker's facts the description states (who, where, since when, how many, price)
    and the number of users. Each figure says one thing: all users, more than open the
    charts each week, more than have rated the app; the no-ads pledge dates from the
    team's start or later; the team without a legal form (no "NV", r67 0020)."""
    users = int(rng.integers(20, 900)) * 1000
    year = int(rng.integers(2012, 2024))
    maker = {"dev": short_name(everyday_name(content, developer)), "city": content.city(),
             "year": str(year),
             "pledge": str(int(rng.integers(year + 1, 2025))),
             "users": format_number(float(users), content.lang, 0),
             "weekly": format_number(float(users * int(rng.integers(15, 60)) // 100 // 100
                                           * 100), content.lang, 0),
             "price": format_money(float(choice(rng, [4.99, 9.99, 14.99, 19.99, 24.99, 29.99])),
                                   content.lang, currency_for(rng, content.lang))}
    return maker, users


class AppStoreListing(Surface):
    name = "app_store_listing"
    family = "web"
    text_roles = ("prose", "text", "structural", "chrome")
    unsupported_categories = ("select_substring",)  # few compounds, amounts or addresses
    regions = ("header", "info", "screenshots", "description", "whats new", "reviews")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        # the app first: its name is the one its description and reviews mention, and its
        # store category is the one that app belongs in (a run log is Health & Fitness)
        index = int(rng.integers(len(content.data.SLOTS["dt_app"])))
        app = content.word_at("dt_app", index)
        content.pin(dt_app=app)
        cat = content.word_at("dt_app_cat", APP_CATEGORY[index])
        hist = star_shares(rng)  # 5 stars first, one peak around the average
        version = f"{int(rng.integers(1, 9))}.{int(rng.integers(0, 20))}.{int(rng.integers(0, 9))}"
        released = random_day(rng, 0, 900)
        developer = software_firm(content)  # a software house, or a name claiming no trade
        maker, users = _maker(rng, content, developer)
        text = _AppText(content, index, version, maker)
        pool = text.desc(int(rng.integers(4, 6)))
        cut = int(rng.integers(2, 4))
        desc = [" ".join(pool[:cut]), " ".join(pool[cut:])]
        # "since the latest update you choose when": then this version's notes brought that
        if text.slots["since"] in " ".join(desc):
            content.skip("shop2_app_added", tuple(i for i in range(8) if i != REMINDER_NOTE))
        # what the description sells as there already (its search, Premium's export and
        # widgets) is no news in this version's notes
        for figure, notes in ((maker["users"], SEARCH_NOTES), (maker["price"], PREMIUM_NOTES)):
            if figure in " ".join(desc):
                content.skip("shop2_app_added", notes)
        news = " ".join(text.news("added", 1) + text.news("fixed", int(rng.integers(1, 3))))
        reviews = []
        # recent reviews of this version, newest first, each as glad or cross as its stars;
        # "for 3 weeks" only once 3 weeks have passed since the release
        days = sorted((int(d) for d in rng.integers(14, 90, 3)), reverse=True)
        for d in days:
            n = 5 - int(rng.choice(5, p=np.array(hist) / sum(hist)))
            n, body = text.review(n, int(rng.integers(1, 3)), d // 7)
            day = released + datetime.timedelta(days=d)
            reviews.append({"title": review_title(body), "text": body,
                            "marks": sample_marks(rng, body, "chat", keys=[app]),
                            "author": content.first_name(), "date": content.format_date(day),
                            "stars": n, "since_release": d, "weeks": int(text.facts["weeks"])})
        rating = round(sum((5 - k) * v for k, v in enumerate(hist)), 1)  # the bars' mean
        return {
            "typo": sample_typography(rng, "sans", (14, 15)), "app": app, "app_index": index,
            "developer": developer, "category": cat, "rating": rating,
            "rating_text": format_number(rating, content.lang, 1),
            "n_ratings": content.ui("devtools.as_ratings", n=format_number(
                float(rng.integers(200, max(201, users // 12))), content.lang, 0)),
            "desc": desc, "desc_marks": [sample_marks(rng, p, "article", keys=[app, developer])
                                         for p in desc],
            "news": news, "news_marks": sample_marks(rng, news, "chat", keys=[app]), "reviews": reviews,
            "version": version, "news_date": content.format_date(released), "hist": hist,
            "age": (age := content.ui("devtools.as_years", n=choice(rng, [4, 4, 4, 9, 12]))),
            "info": info_rows(rng, content, developer, cat, age),
            "chart": content.ui("devtools.as_chart", n=int(rng.integers(1, 60)), cat=cat),
            "ui": {k: content.ui(f"devtools.as_{k}") for k in (
                "get", "age", "category", "whats_new", "history", "reviews", "see_all",
                "developer", "in_app", "out_of", "more", "preview")},
            "hue": int(rng.integers(len(LANE_COLOURS))),
            "shots": (shots := int(choice(rng, [3, 4]))), "screens": screen_kinds(index, shots),
            # The description is the developer's plain text: its paragraphs are usually
            # split by an empty line, as the stores show it.
            "desc_gap": float(choice(rng, [0.6, 1.0, 1.0])),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo, ui = params["typo"], params["ui"]
        x1, x2 = 48, page.width - 48
        hue = LANE_COLOURS[params["hue"]]
        with page.region("header", "structural", (x1, 20, x2, 150)):
            gradient(page, (x1, 24, x1 + 116, 140), hue, theme.faded(hue, on=(255, 255, 255),
                                                                      amount=0.5))
            glyph = APP_GLYPH[params["app_index"] % len(APP_GLYPH)]  # what the app is for
            icon(page, theme, glyph, x1 + 26, 50, 64, color=(255, 255, 255))
            h = style(typo["ui"], typo["size"] + 12, theme.text, bold=True)
            b = page.label(x1 + 136, 26, params["app"], h, role="structural")
            st = ui_style(typo, theme, size=typo["size"])
            d = page.label(x1 + 136, b.bottom - 4, params["developer"], st.but(color=theme.link),
                           role="text")
            c = page.label(x1 + 136, d.bottom - 6, params["chart"], st.but(color=theme.muted),
                           role="text")
            gst = st.but(color=theme.accent_text, bold=True)
            bw = max(80, round(measure(ui["get"], gst)[0]) + 28)  # its whole word: not "Obte…"
            page.rect((x1 + 136, c.bottom + 4, x1 + 136 + bw, c.bottom + 34), theme.accent,
                      radius=15, name="button")
            page.label(x1 + 150, c.bottom + 19 - text_h(gst) // 2, ui["get"], gst)
            page.label(x1 + 148 + bw, c.bottom + 19 - text_h(st) // 2, ui["in_app"],
                       st.but(color=theme.muted, size=typo["size"] - 3), max_width=200)
        self._info(page, theme, typo, params, (x1, 160, x2, 220))
        y = self._shots(page, theme, typo, params, (x1, 232, x2, 424 + min(140, max(
            0, page.height - 768) // 2)), hue)  # taller shots on a taller screen
        self._side(page, theme, typo, params, (x2 - 290, y + 14, x2, page.height - 10))
        y = self._desc(page, theme, typo, params, (x1, y + 12, x2 - 310, page.height - 10))
        draw_info(page, theme, typo, params["info"], (x1, y + 18, x2 - 310, page.height - 10))
        return page

    def _info(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
              box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        ui = params["ui"]
        with page.region("info", "list", box):
            page.line((x1, y1), (x2, y1), theme.border)
            page.line((x1, y2), (x2, y2), theme.border)
            st = ui_style(typo, theme, size=typo["size"] - 3, color=theme.muted)
            vst = ui_style(typo, theme, size=typo["size"] + 3, bold=True, color=theme.muted)
            cells = [(params["n_ratings"], params["rating_text"]), (ui["age"], params["age"]),
                     (ui["category"], params["category"]),
                     (ui["developer"], params["developer"])]
            w = (x2 - x1) // len(cells)
            for k, (label, value) in enumerate(cells):
                cx = x1 + k * w
                page.label(cx + 10, y1 + 4, label.upper(), st, max_width=w - 20)
                v = page.label(cx + 10, y1 + 24, value, vst, role="text", max_width=w - 20)
                if k == 0:
                    stars(page, v.right + 8, y1 + 34, params["rating"], 12)
                if k:
                    page.line((cx, y1 + 10), (cx, y2 - 10), theme.border)

    def _shots(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
               box: tuple[int, int, int, int], hue: tuple[int, int, int]) -> int:
        x1, y1, x2, y2 = box
        with page.region("screenshots", "gallery", box):
            st = style(typo["ui"], typo["size"] + 4, theme.text, bold=True)
            b = page.label(x1, y1, params["ui"]["preview"], st, role="structural")
            n = params["shots"]
            top = b.bottom + 4
            # portrait screenshots (a phone's screen, 9 by 19.5), each filling its tile,
            # no phone drawn round it and no landscape box (r wave 21: "small phones in
            # landscape boxes")
            w = min(round((y2 - top) * 0.48), (x2 - x1 - 14 * (n - 1)) // n)
            for k in range(n):
                sx = x1 + k * (w + 14)
                page.rect((sx - 1, top - 1, sx + w + 1, y2 + 1), theme.border, radius=9,
                          name="screenshot")
                app_screen(page, (sx, top, sx + w, y2), hue, params["screens"][k], phone=False)
        return y2

    def _desc(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
              box: tuple[int, int, int, int]) -> int:
        x1, y1, x2, y2 = box
        body = style(typo["body"], typo["size"], theme.text)
        with page.region("description", "body", box):
            paras = [styled_spans(p, m, body, theme, typo["mono"])
                     for p, m in zip(params["desc"], params["desc_marks"], strict=True)]
            b = page.text((x1, y1, x2, min(y2, y1 + 240)), paras, body, role="prose",
                          line_height=1.45, paragraph_gap=params["desc_gap"])
            y = b.bottom + 14
        ui = params["ui"]
        if y + 90 > y2:
            return y
        with page.region("whats new", "section", (x1, y, x2, y2), label=ui["whats_new"]):
            h = style(typo["ui"], typo["size"] + 4, theme.text, bold=True)
            t = page.label(x1, y, ui["whats_new"], h, role="structural")
            st = ui_style(typo, theme, size=typo["size"] - 1, color=theme.muted)
            page.label(x2 - 150, y + 4, ui["history"], st.but(color=theme.link), max_width=150)
            v = page.label(x1, t.bottom - 4, f"{params['version']}  ·  {params['news_date']}",
                           st, role="text")
            spans = styled_spans(params["news"], params["news_marks"], body, theme, typo["mono"])
            b = page.text((x1, v.bottom + 2, x2, y2), [spans], body, role="prose",
                          line_height=1.45)
        return b.bottom

    def _side(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
              box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        ui = params["ui"]
        with page.region("reviews", "list", box, label=ui["reviews"]):
            h = style(typo["ui"], typo["size"] + 4, theme.text, bold=True)
            b = page.label(x1, y1, ui["reviews"], h, role="structural", max_width=x2 - x1)
            big = style(typo["ui"], 40, theme.text, bold=True)
            r = page.label(x1, b.bottom, params["rating_text"], big, role="text")
            page.label(x1 + 4, r.bottom - 8, ui["out_of"], ui_style(typo, theme, size=12,
                                                                     color=theme.muted))
            hx = r.right + 24
            for k, share in enumerate(params["hist"]):
                hy = b.bottom + 14 + k * 13
                for j in range(5 - k):
                    page.rect((hx + 50 - 9 * (j + 1), hy + 2, hx + 50 - 9 * j - 3, hy + 8),
                              theme.muted, radius=1, name="star")
                page.rect((hx + 58, hy + 3, x2, hy + 7), theme.panel, radius=2, name="bar")
                page.rect((hx + 58, hy + 3, hx + 58 + max(3, round((x2 - hx - 58) * share)),
                           hy + 7), theme.muted, radius=2, name="bar")
            y = b.bottom + 104
            body = style(typo["body"], typo["size"] - 1, theme.text)
            for k, rv in enumerate(params["reviews"]):
                spans = styled_spans(rv["text"], rv["marks"], body, theme, typo["mono"])
                hh = fit_text([spans], body, x2 - x1 - 24, 1.4)[1]
                if y + hh + 56 > y2:
                    break
                with page.region(f"review {k + 1}", "message", (x1, y, x2, y + hh + 52),
                                 label=rv["author"]):
                    page.rect((x1, y, x2, y + hh + 52), theme.panel, radius=10, name="card")
                    stars(page, x1 + 12, y + 10, rv["stars"], 11)
                    st = ui_style(typo, theme, size=typo["size"] - 3, color=theme.muted)
                    page.label(x1 + 90, y + 2, f"{rv['author']} · {rv['date']}", st,
                               role="text", max_width=x2 - x1 - 100)
                    page.text((x1 + 12, y + 30, x2 - 12, y + hh + 46), [spans], body,
                              role="prose", line_height=1.4)
                y += hh + 62


# phones only: the reviews sync "my {device}" with "my tablet" or "my laptop"; the page is
# an App Store one (age ratings "4+", "In-App Purchases"), so its reviewers own iPhones
DEVICES = ["iPhone 12", "iPhone 13", "iPhone 13 mini", "iPhone 14", "iPhone 15",
           "iPhone 15 Pro", "iPhone SE"]


class _AppText:
    """The text of one app's page, written from what the app keeps (expenses, runs): its
    description, release notes, and reviews as glad or cross as their stars."""

    def __init__(self, content: Content, index: int, version: str, maker: dict[str, str]):
        self.content = content
        self.app = content.word_at("dt_app", index)
        self.tails: list[str] = []  # the release notes' thanks so far (each once a page)
        self.notes: list[str] = []  # the release notes so far
        self.slots = {"things": content.word_at("shop2_app_things", index),
                      "mine": content.word_at("shop2_app_mine", index), "version": version,
                      "since": content.word_at("shop2_app_since", 0)}
        self.maker = maker
        self.lead = app_lead(content, index, maker)
        if index in NO_REMINDERS:  # a photo safe or a trail map sends no reminders
            for topic, i in (("shop2_app_desc", 1), ("shop2_app_added", 4),
                             ("shop2_app_fixed", 2)):
                content.skip(topic, (i,))
        if index in NO_SEARCH:
            content.skip("shop2_app_desc", (0,))
        if index not in CHARTS:
            content.skip("shop2_app_desc", (CHART_DESC,))

    def desc(self, k: int) -> list[str]:
        """The lead and ``k - 1`` lines, none saying a phrase of the lead again ("find
        every note in seconds ... Add your notes in seconds")."""
        lines = self.content.sentences("shop2_app_desc", k, **self.slots, **self.maker)
        lead = self.lead
        fresh = [t for t in lines if repeated_phrases(f"{lead} {t}") <= repeated_phrases(lead)]
        return [lead] + (fresh + [t for t in lines if t not in fresh])[:k - 1]

    def news(self, kind: str, k: int) -> list[str]:
        """Release notes, each crediting who asked for it or reported the bug."""
        out: list[str] = []
        lines = self.content.sentences(f"shop2_app_{kind}", k + 1, **self.slots)
        # no note says a phrase of the notes before ("for your new words" twice)
        said = " ".join(self.notes)
        lines = [t for t in lines if repeated_phrases(f"{said} {t}") <= repeated_phrases(said)]
        for line in lines[:k] or lines[:1]:
            # real notes thank people, never count them ("requested by 394 users"), and
            # never twice alike on one page
            tails = {self.content.ui(f"hn.app_{kind}_tail", name=self.content.first_name())
                     for _ in range(3)} - {t for t in self.tails}
            # nor a thanks said alike ("thanks to Wendy for the report ... thanks to Barbara
            # for the report"), nor "Geräten behoben – danke an" after "Geräten behoben – ..."
            said = re.sub(" – |—", " ", " ".join(self.notes + out + [line.rstrip(".")]))
            tails = {t for t in tails if repeated_phrases(re.sub(" – |—", " ", f"{said}{t}"))
                     <= repeated_phrases(said)}
            tail = sorted(tails)[0] if tails else ""
            self.tails.append(tail)
            out.append(line.rstrip(".") + tail + ".")
        self.notes += out
        return out

    def review(self, stars: int, k: int, weeks: int = 8) -> tuple[int, str]:
        """(stars, text): a level whose templates this page has used up gives way to the
        nearest one with fresh templates (two variants of one review read as a glitch)."""
        for n in sorted(range(1, 6), key=lambda n: (abs(n - stars), -n)):
            topic = {5: "shop2_review_5", 4: "shop2_review_4", 3: "shop2_review_3"}.get(
                n, "shop2_review_low")
            if self.content.fresh(topic):
                k = min(k, self.content.fresh(topic))
                return n, self._once(self.content.sentences(topic, k, **self.slots,
                                                            **self._reviewer(weeks)))
        return stars, self._once(self.content.sentences("shop2_review_5", 1, **self.slots,
                                                        **self._reviewer(weeks)))

    def _once(self, lines: list[str]) -> str:
        """The review's sentences, its phone and app named once: after "on my Pixel 7" it is
        "my phone", after "Habit Coach ..." "the app" (nobody writes a name twice in a row)."""
        device, out = self.facts["device"], []
        figures = [re.compile(rf"(?<![\w.,]){self.facts[k]}(?![\w]|[.,]\d)")
                   for k in ("months", "weeks", "hours")]
        figures.append(re.compile(rf"(?<![\w.]){re.escape(self.slots['version'])}(?![\w]|\.\d)"))
        for line in lines:
            if any(device in done for done in out):
                line = line.replace(device, self.content.ui("w13.echo_phone"))
            if any(self.app in done for done in out):  # "The app replaced ..."
                line = line.replace(self.app, self.content.ui("w17.echo_app"))
                line = line[:1].upper() + line[1:]
            if out and any(f.search(line) and any(f.search(done) for done in out)
                           for f in figures):
                continue  # nor its figure or version again ("for 9 weeks ... in 9 weeks")
            out.append(line)
        return " ".join(out)

    def _reviewer(self, weeks: int) -> dict[str, str]:
        """One reviewer's own facts: their device, how long they have used the app and, at
        most ``weeks`` (since the version came out), how long a problem has lasted."""
        rng = self.content.rng
        self.facts = {"device": choice(rng, DEVICES), "months": str(int(rng.integers(2, 25))),
                      "weeks": str(int(rng.integers(2, max(3, weeks + 1)))),
                      "hours": str(int(rng.integers(2, 30)))}
        return self.facts
