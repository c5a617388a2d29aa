"""A shop's customer-review page: site bar with search, a rating summary (big stars, "x out
of 5", a star histogram, write-a-review button) beside a list of reviews, each with avatar,
stars, bold title, date, verified badge, prose body and helpful votes."""

from __future__ import annotations

import datetime
import re
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice
from surfaces.kit.chrome import avatar, button, search_box, ui_style
from surfaces.kit.clock import sample_now
from surfaces.kit.media import rating_histogram, star_rating
from surfaces.kit.numbers import format_number, format_percent
from surfaces.kit.products import COLOURS, appliance_shape, product
from surfaces.kit.prose import styled_spans
from surfaces.kit.typography import sample_typography
from surfaces.kit.web import AVATARS, initials

# the tones a review of n stars is written in (its title in one of them, each sentence too)
# (r71: a two-star review titled "Solid, but the manual is useless" reads as a four-star one:
# two stars and fewer are written in the bad tone only)
TONES = {5: ("good",), 4: ("good", "good", "mixed"), 3: ("mixed",), 2: ("bad",), 1: ("bad",)}
# the tones a review's further sentences may take: a three-star review praises one thing
# before its complaint ("It came in 3 days. It is louder than my old one")
MORE = {**TONES, 3: ("good", "mixed")}
# review.good sentences that are a verdict of full satisfaction ("very happy with it", "I
# would order it again without hesitation", "my family liked it so much"): never in a
# three-star review, which praises a fact only (r94 0018: "Does the job, nothing more"
# closing with "I would order this robot vacuum again without hesitation")
GLOWING = (2, 3, 6)
# titles that give full marks ("Five stars, no complaints", "Volle Punktzahl", "{Cinco
# estrellas|Sin pegas}, ..."): over five stars only, whatever their place in the list
FULL_MARKS = re.compile(r"five stars|no complaints|volle punktzahl|fünf sterne|rien à redire|"
                        r"cinq étoiles|cinco estrellas|sin pegas|cinque stelle|vijf sterren",
                        re.I)
# the reviewer's own story: each of its facts (how many weeks of use, days of delivery) told
# by one sentence of a review, never by two ("After 22 weeks ... I bought it 22 weeks ago")
STORY = ("days", "weeks", "years", "minutes", "hours", "times", "cm", "city")


# review.bad sentences that tell how the product failed (stopped after N weeks, broke after
# N days, too hot after N weeks): one of them a review
FAILURES = (0, 3, 4)
# titles that name one sentence, which then opens the review ("Good quality, slow delivery"
# is about the delivery; "Stopped working after N weeks" tells that same story)
# ("Fine, but a bit pricey" is about the price, r56: never over a body about the noise)
OPENERS = {("mixed", 0): ("mixed", 2), ("mixed", 1): ("mixed", 4), ("mixed", 2): ("mixed", 0),
           ("bad", 1): ("bad", 0)}
ONLY = ("mixed", 2)  # "my only complaint is the manual": under its own title, alone
# claims only some products can carry: quieter / louder (a motor or a fan: not a toaster, a
# lamp or a speaker) and "getting it ready took 4 minutes with the quick-start guide" (a
# device to set up: not a kettle or a toaster); review_item words of each, in all languages
NOISY = re.compile(r"fan|blender|grinder|mixer|vacuum|purifier|dryer|toothbrush|kettle|"
                   r"koker|kocher|staubsauger|kaffeevollautomat|föhn|ventila|luftreiniger|"
                   r"aufschäumer|heizlüfter|mixeur|moulin|robot|radiateur|purifica|presse|"
                   r"sèche|aspira|hervidor|molinillo|secador|exprimidor|humidifica|cepillo|"
                   r"bollitore|frullatore|macina|deumidifica|rasoio|tritatutto|stofzuiger|"
                   r"luchtreiniger|koffiemolen", re.I)
SET_UP = re.compile(r"robot|vacuum|staubsauger|stofzuiger|aspira|purifi|luftreiniger|"
                    r"luchtreiniger|speaker|altavoz|kopfhörer|casque|koptelefoon|"
                    r"kaffeevollautomat|stand mixer|réveil|wekker|humidifica|deumidifica|"
                    r"microonde", re.I)
LOUDER = (("good", 5), ("mixed", 3), ("bad", 4))  # "quieter than my old one", "louder ..."
READY = (("good", 1),)  # "unpacking it and getting it ready took ... minutes"


def barred_claims(item: str) -> tuple[tuple[str, int], ...]:
    """The review sentences (tone, index) that ``item`` cannot carry."""
    return (() if NOISY.search(item) else LOUDER) + (() if SET_UP.search(item) else READY)


def story_keys(content: Content, which: tuple[str, int], table: str = "SENTENCES") -> set[str]:
    """The facts of the reviewer's story that template ``which`` (tone, index) tells."""
    template = getattr(content.data, table)[f"review.{which[0]}"][which[1]]
    return set(re.findall(r"\{(\w+)\}", template)) & set(STORY)


def names(text: str, noun: str) -> bool:
    """Whether ``text`` names the product ``noun`` ("the desk fan", "das Gerät")."""
    return re.search(rf"(?<!\w){re.escape(noun.casefold())}(?!\w)", text.casefold()) is not None


def whole_percents(raw: np.ndarray) -> list[int]:
    """Whole percentages of ``raw`` shares that add up to exactly 100 (largest remainder)."""
    exact = [float(v) * 100 / float(sum(raw)) for v in raw]
    out = [int(v) for v in exact]
    for k in sorted(range(len(exact)), key=lambda k: out[k] - exact[k])[:100 - sum(out)]:
        out[k] += 1
    return out


def star_shares(rng: np.random.Generator) -> list[float]:
    """Shares of 5..1 stars shaped as real ones are: falling from 4 to 2 stars, the one-star
    bar (the angry few: a J) never above the four-star one, the top bar 5 or 4 stars. Over
    thousands of ratings no bar is empty, and most products have more one-star ratings
    than two-star ones (a '1 star 0%' under '2 stars 10%' reads as made up)."""
    raw = [float(v) for v in rng.dirichlet([6, 3, 1.2, 0.6, 0.8])]
    angry = rng.random() < 0.8
    five, one = raw[0], max(raw[4], 0.04)
    four, three, two = sorted([raw[1], raw[2], max(raw[3], 0.02)], reverse=True)
    if angry and one < two:
        one, two = two, one
    if one > four:
        one, four = four, one
        four, three, two = sorted([four, three, two], reverse=True)
    return [five, four, three, two, one]


class ReviewPage(Surface):
    name = "review_page"
    family = "web"
    text_roles = ("prose", "text", "structural", "chrome")
    # No blank_line: each review is one paragraph: there is no empty line between paragraphs.
    unsupported_categories = ("blank_line",)
    regions = ("header", "search", "summary", "product", "review")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        lang = content.lang
        pcts = whole_percents(star_shares(rng))  # 5 stars first
        shares = [p / 100 for p in pcts]
        avg = sum((5 - k) * p for k, p in enumerate(pcts)) / 100  # the histogram's own mean
        brand, item = content.word("web_brand"), content.word("review_item")
        product = content.ui("review.product", brand=brand, item=item)
        content.pin(product=item)  # every review is about the product on the page
        # no claim the product's kind cannot carry (a quieter toaster)
        used: set[tuple[Any, ...]] = {(t, i, "s") for t, i in barred_claims(item)}
        for t, i in barred_claims(item):
            content.skip(f"review.{t}", (i,))
        said = [t for tone in TONES for t in content.data.SENTENCES[f"review.{TONES[tone][0]}"]]
        noun = item if any("{product}" in t for t in said) else content.ui("review.noun")
        reviews = [r for r in (self._review(rng, content, int(choice(rng, [5, 5, 4, 4, 3, 2, 1])),
                                            used, noun) for _ in range(int(rng.integers(3, 6))))
                   if r is not None]
        # dated newest first, none after the moment the page is seen
        now = sample_now(rng, start_day=400, span_days=600).date()
        ago = sorted(int(v) for v in rng.integers(0, 420, size=len(reviews)))
        for r, days in zip(reviews, ago, strict=True):
            r["day"] = (now - datetime.timedelta(days=days)).isoformat()
            r["date"] = content.ui("media.reviewed_on", date=content.format_date(
                now - datetime.timedelta(days=days)))
        return {
            "typo": sample_typography(rng, "sans", (13, 14, 15)),
            "brand": content.word("web_brand"), "search": content.ui("shop.search"),
            "title": content.ui("media.customer_reviews"), "avg": float(round(avg, 1)),
            "out_of": content.ui("media.out_of", r=format_number(avg, lang, 1)),
            "ratings": content.ui("media.global_ratings",
                                  n=format_number(int(rng.integers(40, 9000)), lang, 0)),
            "shares": shares,
            "labels": [content.ui("media.n_stars", n=5 - k) for k in range(4)]
            + [content.ui("media.one_star")],
            "pcts": [format_percent(p, lang, 0) for p in pcts], "percents": pcts,
            "review_this": content.ui("media.review_this"),
            "share": content.ui("media.share_thoughts"), "write": content.ui("media.write_review"),
            "top": content.ui("media.sort_recent"), "verified": content.ui("media.verified"),
            "helpful": content.ui("media.helpful"), "report": content.ui("media.report"),
            "product": product[0].upper() + product[1:], "now": now.isoformat(),
            "reviews": reviews, "item": item, "kind": int(rng.integers(0, 5)), "shape": appliance_shape(item),
            "left_w": int(choice(rng, [280, 300, 320])), "gap": float(choice(rng, [0.0, 0.6])),
        }

    @staticmethod
    def _fits(picked: list[tuple[str, int]], new: tuple[str, int], told: set[str] = frozenset(),
              content: Content | None = None) -> bool:
        """Whether sentence ``new`` can join ``picked`` in one review: one failure story,
        one mixed sentence, "my only complaint" beside no other complaint, and no fact of
        the story (``told`` so far) told twice."""
        both = [*picked, new]
        if content is not None and told & story_keys(content, new):
            return False
        complaints = [p for p in both if p[0] in ("mixed", "bad")]
        if ONLY in both and len(complaints) > 1 or sum(p[0] == "mixed" for p in both) > 1:
            return False  # one "but ..." a review: two read as the same clause said twice
        return sum(p[0] == "bad" and p[1] in FAILURES for p in both) <= 1

    @staticmethod
    def _line(rng: np.random.Generator, content: Content, tone: str, i: int,
              story: dict[str, str]) -> str:
        """Sentence ``i`` of ``tone`` told with the reviewer's ``story``."""
        adjective = content.word("review_adj_bad" if tone == "bad" else "review_adj_good")
        return content.fill(content.data.SENTENCES[f"review.{tone}"][i], adjective=adjective,
                            **story)

    @staticmethod
    def _title(rng: np.random.Generator, content: Content, stars: int,
               used: set[tuple[Any, ...]]) -> tuple[str, int]:
        """(tone, index) of a title fit for ``stars``, not yet on the page."""
        # a title whose review says its only complaint is a small one ("Solid, but the manual
        # is useless") gives four stars (r71 0008)
        titles = [(tone, i) for tone in dict.fromkeys(TONES[stars])
                  for i in range(len(content.data.TITLES[f"review.{tone}"]))
                  if (stars == 5 or not FULL_MARKS.search(content.data.TITLES[f"review.{tone}"][i]))
                  and (stars == 4 or OPENERS.get((tone, i)) != ONLY)]
        fresh = [t for t in titles if t not in used and (  # one title per review, and
            t not in OPENERS or (*OPENERS[t], "s") not in used)] or titles  # its sentence
        return fresh[int(rng.integers(len(fresh)))]

    @staticmethod
    def _pick(rng: np.random.Generator, content: Content, stars: int, title: tuple[str, int],
              used: set[tuple[Any, ...]]) -> list[tuple[str, int]]:
        """The review's sentences: the first in its title's tone (the title's own story when
        it names one), then up to two more in the tones of its stars, one "but" at most."""
        picked = [OPENERS[title]] if title in OPENERS else []
        # the title's facts are told (its opener tells the same story, in full)
        told = set(story_keys(content, title, "TITLES")) | {
            k for p in picked for k in story_keys(content, p)}
        for _ in range(int(rng.integers(1, 4)) - len(picked)):
            tone = title[0] if not picked else str(choice(rng, MORE[stars]))
            free = [(tone, i) for i in range(len(content.data.SENTENCES[f"review.{tone}"]))
                    if (tone, i, "s") not in used and (tone, i) not in picked and (tone, i) != ONLY
                    and not (stars <= 3 and tone == "good" and i in GLOWING)
                    and ReviewPage._fits(picked, (tone, i), told, content)]
            if free:
                picked.append(free[int(rng.integers(len(free)))])
                told |= story_keys(content, picked[-1])
            elif not picked:
                break
        used.update((t, i, "s") for t, i in picked)
        return picked

    @staticmethod
    def _review(rng: np.random.Generator, content: Content, stars: int,
                used: set[tuple[Any, ...]], noun: str) -> dict[str, Any] | None:
        """One review whose title and sentences have the tone of its stars; ``noun`` (the
        product as its sentences call it) is named in no two sentences running."""
        tone, index = ReviewPage._title(rng, content, stars, used)
        used.add((tone, index))
        # the reviewer's own story: how long ago, how long it took, where they live
        story = {"days": str(int(rng.integers(2, 15))), "weeks": str(int(rng.integers(2, 27))),
                 "years": str(int(rng.integers(3, 13))), "minutes": str(int(rng.integers(3, 21))),
                 "hours": str(choice(rng, [2, 3, 4, 6, 12, 24, 48])), "times": str(int(rng.integers(2, 8))),
                 "cm": str(int(rng.integers(12, 46))), "city": content.city()}
        # the reviewer, and someone else of theirs a sentence may name (r51 0003: "so much
        # that Pasquale ordered one too" in Pasquale's own review)
        name = content.full_name()
        story["name"] = next((n for n in (content.first_name() for _ in range(20))
                              if n not in name.split()), "")
        story["inches"] = str(round(int(story["cm"]) / 2.54))  # the en review measures in inches
        title = content.title_at(f"review.{tone}", index, **story)
        # one failure story a review ("stopped after 6 weeks" is not also "broke after 3
        # days"); the title "Stopped working after N weeks" opens with that same story
        picked = ReviewPage._pick(rng, content, stars, (tone, index), used)
        if not picked:  # none fitted: any sentence of its tones not yet on the page
            fresh = [(t, i) for t in (tone,)  # the title's tone
                     for i in range(len(content.data.SENTENCES[f"review.{t}"]))
                     if (t, i, "s") not in used]
            if not fresh:
                return None  # the page has said all it can: no review repeats another
            picked = [fresh[int(rng.integers(len(fresh)))]]
            used.add((*picked[0], "s"))
        sentences: list[str] = []
        for t, i in picked:
            line = ReviewPage._line(rng, content, t, i, story)
            for _ in range(8):  # the product named in two sentences running: "it" instead
                if not (sentences and names(sentences[-1], noun) and names(line, noun)):
                    break
                line = ReviewPage._line(rng, content, t, i, story)
            if not (sentences and names(sentences[-1], noun) and names(line, noun)):
                sentences.append(line)
        text = " ".join(sentences) or ReviewPage._line(rng, content, *picked[0], story)
        return {"name": name, "stars": stars, "title": title, "said": [[t, int(i)] for t, i in picked],
                "text": text, "marks": [],  # customers type plain text
                "found": content.ui("media.people_found", n=int(rng.integers(2, 90))),
                "colour": int(rng.integers(0, 8))}

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        bar = (19, 25, 33) if theme.name == "light" else (10, 12, 16)
        with page.region("header", "chrome", (0, 0, page.width, 56)):
            page.rect((0, 0, page.width, 56), bar, name="header")
            page.label(20, 10, params["brand"], ui_style(typo, theme, size=20, bold=True,
                                                         color=(255, 255, 255)),
                       role="structural")
        search_box(page, theme, typo, (200, 12, 760, 44), params["search"])
        lw = params["left_w"]
        self._summary(page, theme, typo, params, (24, 76, 24 + lw, page.height))
        self._reviews(page, theme, typo, params, (lw + 64, 76, page.width - 30, page.height))
        return page

    def _summary(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
                 box: tuple[int, int, int, int]) -> None:
        x1, y, x2, _ = box
        with page.region("summary", "aside", box, label=params["title"]):
            page.label(x1, y, params["title"], ui_style(typo, theme, size=22, bold=True),
                       role="structural", max_width=x2 - x1)
            y += 50
            right = star_rating(page, x1, y + 4, params["avg"], size=20)
            page.label(right + 10, y, params["out_of"], ui_style(typo, theme, size=16),
                       role="text", max_width=x2 - right - 10)
            page.label(x1, y + 34, params["ratings"], ui_style(typo, theme, size=13,
                                                               color=theme.muted), role="text")
            y = rating_histogram(page, theme, typo, (x1, y + 70, x2, y + 250), params["shares"],
                                 params["labels"], params["pcts"])
            page.line((x1, y + 14), (x2, y + 14), theme.border)
            y += 30
            page.label(x1, y, params["review_this"], ui_style(typo, theme, size=16, bold=True),
                       role="structural", max_width=x2 - x1)
            t = page.text((x1, y + 34, x2, y + 90), params["share"],
                          ui_style(typo, theme, size=13), role="text", max_lines=2)
            bx = (x1, t.bottom + 10, x2, t.bottom + 42)
            page.rect(bx, theme.surface, theme.border, radius=16, name="button")
            st = ui_style(typo, theme, size=13)
            from surfaces.kit.document import centred_label
            centred_label(page, (x1 + x2) // 2, t.bottom + 10 + (32 - round(13 * 2.2)) // 2,
                          params["write"], st, role="chrome")

    def _reviews(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
                 box: tuple[int, int, int, int]) -> None:
        x1, y, x2, y2 = box
        with page.region("product", "card", (x1, y, x2, y + 64), label=params["product"]):
            product(page, (x1, y, x1 + 64, y + 56), params["shape"],  # the reviewed item
                    COLOURS[params["kind"] % len(COLOURS)], params["kind"])
            page.label(x1 + 78, y + 4, params["product"], ui_style(typo, theme, size=15,
                                                                   bold=True), role="structural",
                       max_width=x2 - x1 - 80)
            star_rating(page, x1 + 78, y + 38, params["avg"], size=14)
        y += 80
        page.label(x1, y, params["top"], ui_style(typo, theme, size=18, bold=True),
                   role="structural")
        y += 44
        size = typo["size"]
        body = ui_style(typo, theme, size=size)
        for k, r in enumerate(params["reviews"]):
            if y + 175 > y2:
                break
            with page.region(f"review {k + 1}", "message", (x1, y, x2, y2), label=r["name"]):
                avatar(page, theme, typo, x1, y, initials(r["name"]),
                       AVATARS[r["colour"] % len(AVATARS)], size=28, name=r["name"],
                       photos=0.4)
                page.label(x1 + 38, y - 1, r["name"], ui_style(typo, theme, size=13),
                           role="text")
                y += 36
                right = star_rating(page, x1, y + 3, r["stars"], size=15)
                page.label(right + 10, y - 4, r["title"], ui_style(typo, theme, size=14,
                                                                   bold=True),
                           role="structural", max_width=x2 - right - 10)
                y += 26
                meta = ui_style(typo, theme, size=12, color=theme.muted)
                x = page.label(x1, y - 4, r["date"], meta, role="text").right + 10
                page.label(x, y - 4, params["verified"], meta.but(bold=True,
                                                             color=theme.palette["orange"],
                                                             color_name="orange"), role="text")
                y += 24
                block = page.text((x1, y, x2, y2 - 72), [styled_spans(r["text"], r["marks"], body,
                                                                      theme, typo["mono"])],
                                  body, role="prose", line_height=1.5, max_lines=6)
                y = block.bottom + 6
                page.label(x1, y, r["found"], meta, role="text")
                right = button(page, theme, typo, x1, y + 28, params["helpful"], height=26)
                page.label(right + 14, y + 28, params["report"], meta, role="chrome")
                y += 72
