"""The comment section under an article or video: count and sort control, an add-comment
field, threaded comments with likes, reply links and indented replies."""

from __future__ import annotations

import re
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice
from surfaces.kit.chrome import avatar, ui_style
from surfaces.kit.city_geo import city_topic
from surfaces.kit.media import picture
from surfaces.kit.numbers import with_colon
from surfaces.kit.story import tidy
from surfaces.kit.subjects import topic_picture
from surfaces.kit.typography import sample_typography
from surfaces.kit.web import AVATARS, COMMENT_PHOTOS, comment, initials

# what a news clip shows: a street by day or night, the town from outside
NEWS_STILLS = ("city", "scene", "night")
# a comment about the article's photos (not under a video)
PHOTOS = re.compile(r"photo|foto|bild|image|clich|luftaufnahme", re.I)
# a line about an article or its writing, which a video's comments do not say
ARTICLE = re.compile(r"articl|artikel|artícul|articol|pezzo|scritto|written|geschrieben|écrit|"
                     r"escrito|geschreven|stuk\b", re.I)


def _own_title(content: Content, used: set[tuple[str, int]]) -> str:
    """The article's own headline, of a template its "up next" feed did not use."""
    free = [i for i in range(len(content.data.TITLES["news"])) if ("news", i) not in used]
    if not free:
        return content.title("news")
    return content.title_at("news", free[int(content.rng.integers(len(free)))])


def _other_stories(content: Content, k: int) -> tuple[list[str], set[tuple[str, int]]]:
    """``k`` headlines of other stories, no two of one template ("New works downtown: ..."
    twice with another town read as clones; no four words in a row alike, whatever the
    wording chosen: "backs revised plans for"), opening or topic."""
    out: list[str] = []
    seen: set[str] = set()
    used: set[tuple[str, int]] = set()  # (pool, template): the article's own title avoids them
    # each template once per feed (r54 0011: "La mairie adopte le projet : ..." beside "Le
    # conseil municipal valide le projet : ..."), drawn from both pools
    heads = [(t, i) for t in ("news", "hst.news") for i in range(len(content.data.TITLES[t]))]
    order = content.rng.permutation(len(heads))
    for j in range(min(10 * k, len(heads))):
        city = content.city()  # and a topic that can be told of it (no harbor inland)
        story = {"city": city, "web_topic": city_topic(content.rng, content, city, "web_topic")}
        title = tidy(content.lang, content.title_at(*heads[int(order[j])], **story))
        bare = title.replace(story["city"], " ").replace(story["web_topic"], " ").lower().split()
        keys = {" ".join(bare[i:i + 4]) for i in range(len(bare) - 3)}  # a template's words
        keys |= {" ".join(title.split()[:3]), story["web_topic"]}  # its opening, its topic
        if not keys & seen:
            seen |= keys
            out.append(title)
            used.add(heads[int(order[j])])
        if len(out) == k:
            break
    return out, used


def _names(text: str, first: str) -> bool:
    """Whether ``text`` addresses ``first`` ("Anna, read the article", "..., Anna.")."""
    return text.startswith(first + ",") or f", {first}" in text


def _after_named(content: Content, comments: list[dict[str, Any]], newest: bool) -> None:
    """A comment addressing a commenter by name was written after that commenter's own."""
    for _ in range(4):  # both rules only lower ages: a few passes settle them
        for c in comments:
            for d in comments:
                if d is not c and " " in d["author"] and \
                        _names(c["text"], d["author"].split()[0]):
                    c["age"] = max(1, min(c["age"], d["age"] - 1))
        for prev, c in zip(comments, comments[1:], strict=False):
            if c["depth"]:
                c["age"] = min(c["age"], prev["age"])
    for c in comments:
        c["meta"] = _ago(content, c["age"])
    if newest:
        comments.sort(key=lambda c: c["age"])


def _under_named(comments: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """A comment addressing a commenter ("Renee, read the whole article") is a reply right
    under that commenter's comment."""
    out = list(comments)
    for c in comments:
        for d in out:
            if d is not c and d["depth"] == 0 and " " in d["author"] and \
                    _names(c["text"], d["author"].split()[0]):
                out.remove(c)
                out.insert(out.index(d) + 1, {**c, "depth": 1})
                break
    return out


def _ago(content: Content, hours: int) -> str:
    """A comment's age: "1 hour ago", "5 hours ago", "1 day ago", "3 days ago"."""
    if hours < 24:
        return content.ui("cs.one_hour_ago") if hours == 1 else \
            content.ui("web.comments_hours", n=hours)
    days = hours // 24
    return content.ui("cs.one_day_ago") if days == 1 else content.ui("web.comments_days", n=days)


def _most_liked_first(comments: list[dict[str, Any]]) -> None:
    """"Top comments": the most liked top-level comment first, then down."""
    tops = [c for c in comments if not c["depth"]]
    for c, n in zip(tops, sorted((int(c["likes"]) for c in tops), reverse=True), strict=True):
        c["likes"] = str(n)


class CommentSection(Surface):
    name = "comment_section"
    family = "web"
    text_roles = ("prose", "text", "structural", "chrome", "field")
    # No blank_line: each comment is one paragraph: there is no empty line between paragraphs.
    unsupported_categories = ("blank_line", "select_substring")
    regions = ("article end", "comments header", "composer", "comment", "up next")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        titles, used = _other_stories(content, 6)  # before the page's topic is fixed
        nxt = [[t, content.word("news_outlet"), int(rng.integers(0, 100))] for t in titles]
        # one article: its headline, closing paragraph and comments share a topic and town,
        # and a comment addressing someone names a commenter of the thread
        city = content.city()  # a topic the town has: no lakefront in Brescia
        topic = city_topic(rng, content, city, "web_topic")
        content.pin(web_topic=topic, city=city)
        authors = [content.full_name() if rng.random() < 0.5 else content.fake.user_name()
                   for _ in range(7)]
        firsts = [a.split()[0] for a in authors if " " in a] or [content.first_name()]
        content.pin(name=firsts)
        video = bool(rng.random() < 0.5)
        # no line rebuking a named commenter (it landed under praise, or named someone not
        # on the page), no praise of photos under a video
        comments_t = content.data.SENTENCES["comment"]
        content.skip("comment", tuple(i for i, t in enumerate(comments_t) if "{name}" in t or
                                      (video and (PHOTOS.search(t) or ARTICLE.search(t)))))
        pool = content.sentences("comment", 7)
        newest = bool(rng.random() < 0.5)
        # ages in hours: a reply is younger than the comment it answers; "newest first"
        # lists top-level comments youngest first
        ages = sorted(int(choice(rng, [int(rng.integers(1, 23)), 24 * int(rng.integers(1, 20))]))
                      for _ in pool)
        if not newest:
            ages = [ages[int(i)] for i in rng.permutation(len(ages))]
        comments = []
        for i, text in enumerate(pool):  # one thought a comment
            depth = 1 if comments and not newest and rng.random() < 0.35 else 0
            age = min(ages[i], comments[-1]["age"]) if depth else ages[i]
            comments.append({
                "author": authors[i], "age": age,
                "text": text, "marks": [], "depth": depth,  # no link on a random word
                "meta": _ago(content, age),
                "likes": str(int(rng.integers(0, 400))), "colour": int(rng.integers(0, 8)),
                "replies": content.ui("web.comments_replies", n=int(rng.integers(2, 12)))
                if rng.random() < 0.25 else "",
            })
        if not newest:
            comments = _under_named(comments)
        for c, below in zip(comments, comments[1:] + [None], strict=True):
            if c["depth"] or (below and below["depth"]):  # "▾ 5 replies" folds replies away
                c["replies"] = ""
        _after_named(content, comments, newest)
        if not newest:
            _most_liked_first(comments)
        return {
            "typo": sample_typography(rng, "sans", (14, 15)),
            "count": content.ui("web.comments_count", n=int(rng.integers(12, 900))),
            "sort": with_colon(content.ui("web.comments_sort"), content.lang),  # "Trier par :"
            "order": content.ui("web.comments_newest" if newest else "web.comments_top"),
            "add": content.ui("web.comments_add"), "reply": content.ui("web.comments_reply"),
            "comments": comments, "me": content.full_name(),
            "video": video, "title": _own_title(content, used), "topic": topic,
            "tail": content.paragraph("news", 1), "photo": int(rng.integers(0, 5)),
            "width": int(choice(rng, [640, 700, 760])),
            "next": nxt,
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        if theme.name == "dark":
            page.rect((0, 0, page.width, page.height), (15, 15, 15), name="background")
        # beside a video the "up next" rail keeps room for its titles (~300 px)
        width = params["width"] if not params["video"] else \
            max(420, min(params["width"], page.width - 40 - 24 - 16 - 430))
        x1 = (page.width - width) // 2 if not params["video"] else 40
        x2 = x1 + width
        y = self._top(page, theme, typo, params, x1, x2)
        if params["video"]:
            self._up_next(page, theme, typo, params, x2 + 24)
        body = ui_style(typo, theme, size=typo["size"])
        for k, c in enumerate(params["comments"]):
            if y > page.height - 80:
                break
            indent = 56 if c["depth"] else 0
            actions = [c["likes"], params["reply"]]
            bottom = comment(page, theme, typo, (x1 + indent, y, x2, page.height - 4),
                             c["author"], c["meta"], c["text"], c["marks"], body, c["colour"],
                             actions, avatar_size=28 if indent else 40,
                             region=f"comment {k + 1}")
            y = bottom + 8
            if c["replies"] and y < page.height - 40:
                page.label(x1 + indent + 50, y, f"▸ {c['replies']}",  # folded
                           ui_style(typo, theme, size=13, bold=True, color=theme.link))
                y += 30
            y += 12
        return page

    def _up_next(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
                 x: int) -> None:
        right = page.width - 16
        with page.region("up next", "list", (x, 0, right, page.height)):
            y = 12
            st = ui_style(typo, theme, size=13, bold=True)
            for title, channel, kind in params["next"]:
                # a news clip's still: what its title is about (a bike lane, a market, a
                # stage), else the street or the town (no drawn crowd of faces, which read
                # as cartoons in a row of thumbnails)
                picture(page, (x, y, x + 120, y + 68), kind,
                        *topic_picture(title, (NEWS_STILLS[kind % len(NEWS_STILLS)], "")))
                block = page.text((x + 128, y, right, y + 40), title, st, role="text",
                                  max_lines=2, line_height=1.25)
                page.label(x + 128, block.bottom, channel, st.but(bold=False, size=12,
                                                                  color=theme.muted),
                           max_width=right - x - 130)
                y += 84

    def _top(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
             x1: int, x2: int) -> int:
        y = 0
        with page.region("article end", "body", (x1, 0, x2, 200)):
            if params["video"]:
                # a news report on its topic: the bike lane, the market, the park (r66
                # 0020: a landscape for a bike-lane report), else the town's street
                default = (NEWS_STILLS[params["photo"] % len(NEWS_STILLS)], "")
                picture(page, (x1, -60, x2, 170), params["photo"],
                        *topic_picture(f"{params['title']} {params.get('topic', '')}", default))
                page.rect((x1, 140, x2, 170), (20, 20, 20), name="controls")
                page.polygon([(x1 + 14, 147), (x1 + 28, 155), (x1 + 14, 163)], (255, 255, 255))
                page.line((x1 + 44, 155), (x2 - 16, 155), (120, 120, 120), 3, name="progress")
                page.line((x1 + 44, 155), (x1 + 44 + (x2 - x1) // 3, 155), (230, 30, 30), 3,
                          name="progress")
                page.text((x1, 180, x2, 220), params["title"],
                          ui_style(typo, theme, size=20, bold=True), role="structural",
                          max_lines=1)
                y = 230
            else:
                block = page.text((x1, 20, x2, 160), params["tail"],
                                  ui_style(typo, theme, size=typo["size"] + 2), role="prose",
                                  line_height=1.6, max_lines=4)
                page.line((x1, block.bottom + 24), (x2, block.bottom + 24), theme.border)
                y = block.bottom + 44
        with page.region("comments header", "chrome", (x1, y, x2, y + 40)):
            st = ui_style(typo, theme, size=18, bold=True)
            count = page.label(x1, y, params["count"], st, role="structural")
            small = ui_style(typo, theme, size=14)
            for k in range(3):
                page.line((count.right + 30, y + 13 + 5 * k), (count.right + 48 - 4 * k,
                                                              y + 13 + 5 * k), theme.text, 2,
                          name="icon")
            page.label(count.right + 56, y + 2, f"{params['sort']} {params['order']}", small)
        y += 52
        with page.region("composer", "chrome", (x1, y, x2, y + 50)):
            avatar(page, theme, typo, x1, y, initials(params["me"]), AVATARS[4], 40,
                   name=params["me"], photos=COMMENT_PHOTOS)
            # the empty box's hint: no caret blinks inside it (r59 0012: "Ajoute|r un
            # commentaire…")
            page.label(x1 + 56, y + 4, params["add"], ui_style(typo, theme, color=theme.muted),
                       role="field", name="placeholder")
            page.line((x1 + 56, y + 36), (x2, y + 36), theme.border)
        return y + 66
