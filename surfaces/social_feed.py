"""A social network timeline (X/Twitter-like): navigation rail, composer, posts with handle,
time, text, optional photo and counts, and a trends / who-to-follow column."""

from __future__ import annotations

import re
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme
from surfaces.kit.chrome import avatar, button, icon, search_box, ui_style
from surfaces.kit.city_geo import city_topic
from surfaces.kit.code import ascii_name
from surfaces.kit.food import dish_kind
from surfaces.kit.media import picture
from surfaces.kit.numbers import format_number
from surfaces.kit.places import landscape
from surfaces.kit.prose import sample_marks, styled_spans
from surfaces.kit.scenes import post_scene
from surfaces.kit.subjects import topic_picture
from surfaces.kit.typography import sample_typography, style
from surfaces.kit.web import AVATARS, action_row, initials

PHOTOS = 0.85  # the share of a social network's people with a profile photo

NAV = ["web.social_home", "web.social_explore", "web.social_notifications",
       "web.social_messages", "web.social_bookmarks", "web.social_profile"]
NAV_ICONS = ("home", "search", "bell", "mail", "bookmark", "user")  # one per NAV entry


def _handle(rng: np.random.Generator, name: str, lang: str) -> str:
    """An @handle made from the poster's own name (@lindasanders, @l_sanders, @sanders82);
    a German writes Jäger as jaeger."""
    first, last = [ascii_name(w, lang).replace("_", "") for w in (name.split()[0],
                                                                 name.split()[-1])]
    form = int(rng.integers(0, 3))
    handle = (first + last, f"{first[:1]}_{last}", f"{last}{int(rng.integers(10, 99))}")[form]
    return "@" + handle[:15]


# the articles, prepositions and "new"/"old" a hashtag leaves out
_ARTICLES = {"the", "a", "die", "der", "das", "le", "la", "les", "l", "el", "los", "las", "il",
             "lo", "i", "gli", "het", "new", "old", "neue", "alte", "alten", "neuen", "nieuwe",
             "oude", "nouveau", "nouvelle", "vieux", "nuevo", "nueva", "antiguo", "antigua",
             "nuovo", "nuova", "vecchio", "vecchia"}
_PREPOSITIONS = {"of", "du", "de", "des", "d", "del", "della", "delle", "dei", "degli", "dello",
                 "van", "voor", "für", "im", "am", "zum", "zur", "pour", "para", "per", "al", "à",
                 "a", "en", "in", "sur", "con", "op", "bij"}


def _topic_tag(topic: str) -> str:
    """A hashtag of a local topic: its first two words that are not articles or
    prepositions, run together ("the night market" -> #NightMarket, "le stationnement du
    stade" -> #StationnementStade)."""
    words = [re.sub(r"\W", "", w) for w in re.split(r"[\s'’-]+", topic)
             if w and w.lower() not in _ARTICLES | _PREPOSITIONS]
    return "#" + "".join(w[0].upper() + w[1:] for w in words[:2] if w)


def town_tag(town: str) -> str:
    """A town's hashtag as people type it: its words run together, each capitalised, no
    hyphen or apostrophe inside (r52 0009: a network ends "#Clermont-Ferrand" at the hyphen,
    so "#ClermontFerrand")."""
    parts = [p for p in re.split(r"[\W_]+", town.split(" (")[0]) if p]
    return "#" + "".join(p[0].upper() + p[1:] for p in parts)


def trend_tags(rng: np.random.Generator, content: Content, home: str) -> list[str]:
    """Four tags trending in ``home``: the town itself, one thing the town has (a topic
    city_geo lets it have: no #CanalTowpath where there is no canal) and two neutral ones
    (the weekend, the weather, a match; w8l.trend_tags)."""
    topic = _topic_tag(city_topic(rng, content, home, "web_topic"))
    neutral = [str(t) for t in rng.permutation(content.ui_list("w8l.trend_tags"))]
    town = town_tag(home)
    return list(dict.fromkeys([town, topic, *neutral]))[:4]


def _counts(rng: np.random.Generator, lang: str, age: int, followers: int,
            question: bool) -> tuple[list[str], list[int]]:
    """(shown, raw) replies, reposts, likes and views of a post ``age`` minutes old by an
    account of ``followers``: a small account's post is seen by about as many people as
    follow it (views grow with the post's age), likes are 1-6 % of the views, reposts a
    small share of the likes; a question draws replies rather than reposts."""
    views = max(3, int(followers * rng.uniform(0.4, 2.5) * min(1.0, (age + 5) / 180)))
    likes = int(views * rng.uniform(0.01, 0.06))
    if question:
        replies, reposts = int(likes * rng.uniform(0.3, 1.0)), int(likes * rng.uniform(0, 0.08))
    else:
        replies, reposts = int(likes * rng.uniform(0.03, 0.25)), int(likes * rng.uniform(0.05, 0.3))
    shown = str(views) if views < 1000 else \
        f"{format_number(views / 1000, lang, 1 if views < 10000 else 0)}K"
    raw = [replies, reposts, likes, views]
    return [format_number(float(n), lang, 0) for n in raw[:3]] + [shown], raw


def photo_of(text: str) -> tuple[str, str]:
    """(scene, subject) of the photo a post comes with: what the post is about, and for a
    dish the one it names ("appeltaart": a cake, not a soup; "" when it names none)."""
    scene = post_scene(text)
    if scene == "city":  # a post about its town: what in it (a concert: the stage, the
        # market, the bike lanes, the harbour), else its street
        scene, subject = topic_picture(text, ("city", ""))
        if scene != "dish":
            return scene, subject
    if scene == "dish" and not dish_kind(text):  # a coffee, a glass of wine: their table
        scene, subject = topic_picture(text, ("dish", ""))
        if scene != "dish":
            return scene, subject
    return scene, dish_kind(text) if scene == "dish" else ""


def short_link(rng: np.random.Generator) -> str:
    """A shortened link as a post prints it (``bit.ly/3kQ9xZa``: no scheme)."""
    host = ("bit.ly", "t.ly", "tinyurl.com")[int(rng.integers(3))]
    token = "".join("abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789"[int(i)]
                    for i in rng.integers(0, 56, 7))
    return f"{host}/{token}"


def link_marks(rng: np.random.Generator, text: str, link: str) -> list[list[Any]]:
    """The link spans of a post: its printed link always (blue, as the network shows it),
    else the sampled link marks."""
    at = text.find(link)
    if at >= 0:
        return [[at, at + len(link), "link", ""]]
    return [m for m in sample_marks(rng, text, "chat") if m[2] == "link"]


def fits_hour(content: Content, text: str, hour: int) -> bool:
    """Whether ``text`` may be posted at ``hour``: its morning words ("Morning run") only
    from 5 to 12 h, its evening words ("tonight") only from 17 to 24 h."""
    low = text.lower()
    if any(w in low for w in content.ui_list("web.social_morning")) and not 5 <= hour < 12:
        return False
    return not (any(w in low for w in content.ui_list("web.social_evening")) and hour < 17)


def _followers(rng: np.random.Generator) -> int:
    """A personal account's followers: mostly a few dozen to a few thousand."""
    return int(np.exp(rng.uniform(np.log(40), np.log(4000))))


class SocialFeed(Surface):
    name = "social_feed"
    family = "web"
    text_roles = ("prose", "text", "structural", "chrome")
    # No blank_line: each post is one paragraph: there is no empty line between paragraphs.
    unsupported_categories = ("blank_line", "select_substring")
    regions = ("navigation", "tab bar", "composer", "post", "sidebar", "search")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        posts = []
        seeds = rng.permutation(12)
        # newest first: each post older than the one above it ("3m", "40m", "2h", "9h")
        ages = sorted(int(rng.integers(1, 12 * 60)) for _ in range(5))
        # the time of day the feed is read: a post says "this morning" or "tonight" only
        # when it was written then (now minus its age; r55 0022)
        now = int(rng.integers(7 * 60, 24 * 60))
        for age in ages:  # one thought a post, not two unrelated lines glued together
            name, city = content.full_name(), content.city()
            # a post that says where to find more ("Kaartjes: ...") shows the link itself
            link = short_link(rng)
            # "déjà fatiguée mais contente" for Laetitia (r52 0009): the author is the "me"
            for _ in range(40):
                text = content.sentence("social", city=city, post_link=link, me=name)
                if fits_hour(content, text, (now - age) % (24 * 60) // 60):
                    break
            followers = _followers(rng)
            counts, raw = _counts(rng, content.lang, age, followers,
                                  text.rstrip().endswith("?"))
            posts.append({
                "name": name, "handle": _handle(rng, name, content.lang), "age": age,
                "time": f"{age}m" if age < 60 else f"{age // 60}h", "text": text,
                "marks": link_marks(rng, text, link),
                "colour": int(rng.integers(0, 8)),
                "counts": counts, "raw": raw, "followers": followers,
                # each photo its own seed: no picture twice in the feed; only a post about
                # a thing or a place shows one (r64 0002: a podcast post with a stock
                # picture of apartment blocks)
                "photo": int(seeds[len(posts)]) if rng.random() < 0.25 and (
                    post_scene(text) != "city" or city in text) else -1,
                # a place tag names the town the post is about, not another one
                "hashtag": town_tag(city) if city in text and rng.random() < 0.5
                else "",
            })
        # the user's own town trends: its name and what is talked about there (#NightMarket,
        # not #Park; not four other cities' trends for one user)
        home = content.city()
        tags = trend_tags(rng, content, home)
        counts = sorted((int(rng.integers(1, 21)) for _ in tags), reverse=True)  # local: 1K-20K
        trends = [[content.ui("web.social_trending", place=home), tag,
                   content.ui("web.social_n_posts", n=f"{n}K")]
                  for tag, n in zip(tags, counts, strict=True)]
        return {
            "typo": sample_typography(rng, "sans", (15,)),
            "nav": [content.ui(k) for k in NAV], "post": content.ui("web.social_post"),
            "tabs": [content.ui("web.social_for_you"), content.ui("web.social_following")],
            "prompt": content.ui("web.social_prompt"), "posts": posts,
            "trends_title": content.ui("web.social_trends"), "trends": trends,
            "search": content.ui("web.search"), "right": bool(rng.random() < 0.75),
            "me": content.full_name(), "home": home, "tab": int(rng.integers(0, 2)),
            "dim": bool(rng.random() < 0.5), "now": now,
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        if theme.name == "dark":
            bg = (21, 32, 43) if params["dim"] else (0, 0, 0)
            page.rect((0, 0, page.width, page.height), bg, name="background")
        nav_w = 230 if params["right"] else 300
        feed_w = 560
        x1 = nav_w
        x2 = x1 + feed_w
        self._nav(page, theme, typo, params, nav_w)
        with page.region("tab bar", "chrome", (x1, 0, x2, 52)):
            st = ui_style(typo, theme, size=15)
            for k, tab in enumerate(params["tabs"]):
                cx = x1 + feed_w // 4 + k * feed_w // 2
                block = page.label(cx - 40, 12, tab, st.but(bold=k == params["tab"],
                                   color=theme.text if k == params["tab"] else theme.muted))
                if k == params["tab"]:
                    page.rect((cx - 40, 48, block.right, 52), theme.accent, radius=2,
                              name="tab indicator")
            page.line((x1, 52), (x2, 52), theme.border)
        with page.region("composer", "chrome", (x1, 52, x2, 150)):
            avatar(page, theme, typo, x1 + 16, 66, initials(params["me"]), AVATARS[2], 40,
                   name=params["me"], photos=PHOTOS)
            page.label(x1 + 70, 70, params["prompt"], ui_style(typo, theme, size=19,
                                                              color=theme.muted),
                       name="placeholder")
            button(page, theme, typo, x2 - 90, 108, params["post"], primary=True, height=32)
            page.line((x1, 150), (x2, 150), theme.border)
        y = 150
        for k, post in enumerate(params["posts"]):
            if y > page.height - 60:
                break
            y = self._post(page, theme, typo, post, k, x1, x2, y)
        page.line((x1, 0), (x1, page.height), theme.border)
        page.line((x2, 0), (x2, page.height), theme.border)
        if params["right"]:
            self._trends(page, theme, typo, params, x2 + 24)
        return page

    def _nav(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
             w: int) -> None:
        with page.region("navigation", "chrome", (0, 0, w, page.height)):
            icon(page, theme, "chat", w - 182, 14, 28, theme.accent)  # the network's mark
            st = ui_style(typo, theme, size=19)
            for k, label in enumerate(params["nav"]):
                y = 64 + k * 54
                icon(page, theme, NAV_ICONS[k % len(NAV_ICONS)], w - 180, y + 12, 20)
                page.label(w - 144, y + 2, label, st.but(bold=k == 0), max_width=140)
            button(page, theme, typo, w - 184, 64 + 6 * 54 + 10, params["post"], primary=True,
                   height=44, pad=60)

    def _post(self, page: Page, theme: Theme, typo: dict[str, Any], post: dict[str, Any],
              k: int, x1: int, x2: int, y: int) -> int:
        with page.region(f"post {k + 1}", "message", (x1, y, x2, page.height),
                         label=post["name"]):
            avatar(page, theme, typo, x1 + 16, y + 12, initials(post["name"]),
                   AVATARS[post["colour"]], 40, name=post["name"], photos=PHOTOS)
            tx = x1 + 68
            st = ui_style(typo, theme, size=15)
            name = page.label(tx, y + 4, post["name"], st.but(bold=True), role="structural",
                              max_width=220)
            page.label(name.right + 6, y + 4, f"{post['handle']} · {post['time']}",
                       st.but(color=theme.muted), role="text", max_width=x2 - name.right - 30)
            body = style(typo["ui"], 15, theme.text)
            spans = styled_spans(post["text"], post["marks"], body, theme, typo["mono"])
            if post["hashtag"]:
                from surfaces.kit import Span

                spans = spans + [Span(" ", body), Span(post["hashtag"], body.but(
                    color=theme.link))]
            block = page.text((tx, y + 34, x2 - 16, y + 140), [spans], body, role="prose",
                              line_height=1.4)
            by = block.bottom + 8
            if post["photo"] >= 0 and by + 190 < page.height:
                scene, subject = photo_of(post["text"])  # the photo shows what it says
                if scene == "sunset":
                    landscape(page, (tx, by, x2 - 16, by + 180), 4 + 5 * post["photo"])
                else:
                    picture(page, (tx, by, x2 - 16, by + 180), post["photo"], scene, subject)
                by += 190
            right = action_row(page, theme, typo, tx, by, post["counts"], gap=70, size=13,
                               icons=("chat", "refresh", "star", "chart"))
            del right
            bottom = by + 38
            page.line((x1, bottom), (x2, bottom), theme.border)
        return bottom

    def _trends(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
                x: int) -> None:
        right = page.width - 16
        if right - x < 150:
            return
        search_box(page, theme, typo, (x, 8, right, 46), params["search"])
        with page.region("sidebar", "chrome", (x, 60, right, 460),
                         label=params["trends_title"]):
            page.rect((x, 60, right, 460), theme.panel, radius=14, name="card")
            st = ui_style(typo, theme, size=13, color=theme.muted)
            page.label(x + 14, 68, params["trends_title"], st.but(size=18, bold=True,
                                                                color=theme.text),
                       role="structural", max_width=right - x - 20)
            y = 116
            for where, tag, count in params["trends"]:
                page.label(x + 14, y, where, st, max_width=right - x - 24)
                page.label(x + 14, y + 20, tag, st.but(size=15, bold=True, color=theme.text),
                           max_width=right - x - 24)
                page.label(x + 14, y + 42, count, st, max_width=right - x - 24)
                y += 84
