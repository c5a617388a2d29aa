"""A personal blog post in a browser: centred blog title and nav, post title, meta line,
optional header image, multi-paragraph styled prose, tags, and an optional sidebar with an
about-me blurb, recent posts and categories."""

from __future__ import annotations

from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, fontbook
from surfaces.kit.chrome import avatar, ui_style
from surfaces.kit.document import fit_prose, sample_paragraphs
from surfaces.kit.entity_marks import entity_marks
from surfaces.kit.media import picture
from surfaces.kit.numbers import ui_list
from surfaces.kit.typography import sample_typography, style
from surfaces.kit.web import AVATARS, browser_frame, chip, initials


def recent_posts(content: Content, title: str) -> list[str]:
    """The open post first, then three others, none a variant of another (same opening)."""
    out = [title]
    drawn = (content.record("blog_post") for _ in range(40))
    for post in {r["t"]: r for r in drawn}.values():
        other = content.fill(post["t"], city=content.word("cities"))  # another trip
        if all(other.split()[:4] != o.split()[:4] for o in out):
            out.append(other)
    return out[:4]


_OWN_PROJECT = ("decided to", "beschlossen")
# media.blog_name titles (the same order in every language) that fit a blog whose posts are
# of each category (media.blog_cats): no "Small Kitchen, Big Ideas" over a travel diary, no
# "Notes from Columbus" by a visitor to Columbus
BLOG_NAMES = {0: (1, 3, 5), 1: (1, 2, 4), 2: (0, 1, 2, 5), 3: (0, 1, 5, 6), 4: (0, 1, 2, 5, 6)}


# media.blog lines (by language) that promise what the post never shows: the mistakes
# "listed below", "so here is a short guide" / "voici enfin la réponse" with no answer after
PROMISES = {"en": (7, 14), "de": (7,), "fr": (7, 13), "es": (7, 13), "it": (7,), "nl": (7,)}


def _on_topic(content: Content) -> None:
    """Leave out body lines that name a project of their own ("I decided to read a book a
    week") under a post about something else, and those promising a list or an answer the
    post does not hold."""
    templates = content.data.SENTENCES["media.blog"]
    content.skip("media.blog", tuple(i for i, t in enumerate(templates)
                                        if any(m in t for m in _OWN_PROJECT)))
    content.skip("media.blog", PROMISES.get(content.lang, ()))
    if content.lang == "en":  # "it was not glamorous" once, not in two wordings
        content.skip("media.blog", (int(choice(content.rng, [8, 15])),))


class PersonalBlog(Surface):
    name = "personal_blog"
    family = "web"
    text_roles = ("prose", "text", "structural", "chrome")
    # No select_substring: a post shows no amount, e-mail address or file name, and its
    # words rarely contain another word of the page.
    unsupported_categories = ("select_substring",)
    regions = ("tab bar", "address bar", "header", "post", "meta", "sidebar")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        city = content.city()
        content.pin(city=city)  # one document, one town
        author = content.full_name()
        post = content.record("blog_post")  # the post's subject first: title, lead, category
        names = content.data.TITLES["media.blog_name"]
        blog = content.fill(names[int(choice(rng, BLOG_NAMES[int(post["cat"])]))],
                            name=author.split()[0])
        title = content.fill(post["t"])
        _on_topic(content)
        # a trip is told in trip lines; the other posts in lines about a habit or project
        travel = int(post["cat"]) == 0
        texts = sample_paragraphs(rng, content, "blog.trip", 3, (2, 3), ordered=True) if travel else \
            sample_paragraphs(rng, content, "media.blog", int(rng.integers(3, 5)), (2, 3))
        texts[0] = f"{content.fill(post['lead'])} {texts[0]}"
        cats = ui_list(content, "media.blog_cats")
        cat = cats[int(post["cat"])]
        # the category, then the town of a trip or the everyday-life tag every post fits
        tags = [cat, city] if city in title else [cat] if cat == cats[4] else [cat, cats[4]]
        return {
            "typo": sample_typography(rng, choice(rng, ["serif", "sans", "serif"]), (15, 16, 17)),
            "head_font": choice(rng, fontbook().families_of(choice(rng, ["serif", "sans"]))),
            "blog": blog, "author": author, "nav": ui_list(content, "media.blog_nav"),
            "url": f"{initials(author).lower()}{int(rng.integers(1, 99))}.blog",
            "title": title, "date": content.date(), "category": cat,
            "cat": content.ui("media.posted_in", cat=cat),
            "comments": content.ui("media.n_comments", n=int(rng.integers(0, 40))),
            "texts": texts, "marks": [entity_marks(rng, t, [city], ("link", "bold")) for t in texts],
            "gap": float(choice(rng, [0.6, 1.0, 1.0])),
            "image": bool(rng.random() < 0.45), "kind": int(rng.integers(0, 5)),
            "sidebar": bool(rng.random() < 0.6), "about_me": content.ui("media.about_me"),
            "bio": content.sentence("media.bio", city=content.city()),
            "recent": content.ui("media.recent_posts"),
            "posts": recent_posts(content, title),
            "cats_title": content.ui("media.categories"), "cats": cats,
            "tags_title": content.ui("media.tags"),
            "tags": tags,
            "centred": bool(rng.random() < 0.5), "colour": int(rng.integers(0, 8)),
            "tint": bool(rng.random() < 0.4),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        y = browser_frame(page, theme, typo, [params["title"]], params["url"])
        if params["tint"] and theme.name == "light":
            page.rect((0, y, page.width, page.height), (250, 247, 241), name="background")
        y = self._header(page, theme, typo, params, y)
        side = params["sidebar"]
        x1, x2 = (60, 680) if side else (192, 832)
        with page.region("post", "article", (x1, y, x2, page.height)):
            self._post(page, theme, typo, params, x1, x2, y + 22)
        if side:
            self._sidebar(page, theme, typo, params, 720, y + 26)
        return page

    def _header(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
                y: int) -> int:
        w = page.width
        with page.region("header", "chrome", (0, y, w, y + 96)):
            st = style(params["head_font"], 28, theme.text, bold=True)
            nav = ui_style(typo, theme, size=14, color=theme.muted)
            if params["centred"]:
                from surfaces.kit.document import centred_label
                centred_label(page, w // 2, y + 6, params["blog"], st, role="structural")
                total = sum(len(n) * 8 + 30 for n in params["nav"])
                x = w // 2 - total // 2
                for item in params["nav"]:
                    x = page.label(x, y + 54, item.upper(), nav.but(size=12, bold=True)).right + 30
            else:
                page.label(60, y + 22, params["blog"], st, role="structural")
                x = w - 60 - sum(len(n) * 8 + 26 for n in params["nav"])
                for item in params["nav"]:
                    x = page.label(x, y + 30, item, nav).right + 26
            page.line((40, y + 94), (w - 40, y + 94), theme.border)
        return y + 96

    def _post(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
              x1: int, x2: int, y: int) -> None:
        head = page.text((x1, y, x2, y + 100), params["title"],
                         style(params["head_font"], 30, theme.text, bold=True),
                         role="structural", max_lines=2, line_height=1.2)
        y = head.bottom + 10
        with page.region("meta", "structural", (x1, y, x2, y + 30)):
            avatar(page, theme, typo, x1, y, initials(params["author"]),
                   AVATARS[params["colour"] % len(AVATARS)], size=26)
            meta = ui_style(typo, theme, size=13, color=theme.muted)
            x = page.label(x1 + 34, y - 2, params["author"], meta.but(color=theme.text, bold=True),
                           role="text").right + 10
            for item in (params["date"], params["cat"], params["comments"]):
                x = page.label(x, y - 2, f"·  {item}", meta, role="text").right + 10
        y += 44
        if params["image"]:
            picture(page, (x1, y, x2, y + 170), params["kind"])
            y += 190
        body = style(typo["body"], typo["size"] + 1, theme.text)
        block = fit_prose(page, (x1, y, x2, page.height - 60), params["texts"], params["marks"],
                          body, theme, typo["mono"], line_height=1.65, gap=params["gap"])
        y = block.bottom + 16
        if y + 30 < page.height:
            x = page.label(x1, y, f"{params['tags_title']}:", ui_style(typo, theme, size=13),
                           role="chrome").right + 8
            for tag in params["tags"]:
                x = chip(page, theme, typo, x, y + 1, tag, height=24, size=12) + 6

    def _sidebar(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
                 x: int, y: int) -> None:
        right = page.width - 50
        with page.region("sidebar", "aside", (x, y, right, page.height), label=params["about_me"]):
            hst = ui_style(typo, theme, size=13, bold=True)
            page.label(x, y, params["about_me"].upper(), hst, role="structural")
            avatar(page, theme, typo, x, y + 36, initials(params["author"]),
                   AVATARS[params["colour"] % len(AVATARS)], size=56)
            bio = page.text((x + 68, y + 34, right, y + 150), params["bio"],
                            ui_style(typo, theme, size=13, color=theme.muted), role="text",
                            line_height=1.45, max_lines=5)
            y = max(bio.bottom, y + 96) + 24
            page.label(x, y, params["recent"].upper(), hst, role="structural")
            y += 34
            for title in params["posts"]:
                block = page.text((x, y, right, y + 44), title,
                                  ui_style(typo, theme, size=14, color=theme.link), role="text",
                                  max_lines=2, line_height=1.3)
                y = block.bottom + 10
            y += 14
            if y + 120 > page.height:
                return
            page.label(x, y, params["cats_title"].upper(), hst, role="structural")
            y += 34
            for cat in params["cats"]:
                if y + 26 > page.height:
                    break
                page.label(x, y, cat, ui_style(typo, theme, size=14, color=theme.link),
                           role="text")
                y += 26
