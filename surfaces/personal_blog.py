"""A personal blog post in a browser: centred blog title and nav, post title, meta line,
optional header image, multi-paragraph styled prose, tags, and an optional sidebar with an
about-me blurb, recent posts and categories."""

from __future__ import annotations

import datetime
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, fontbook
from surfaces.kit.blog_world import blog_world, write_post
from surfaces.kit.chrome import avatar, ui_style
from surfaces.kit.document import fit_prose
from surfaces.kit.entity_marks import entity_marks
from surfaces.kit.media import picture
from surfaces.kit.numbers import ui_list, with_colon
from surfaces.kit.typography import sample_typography, style
from surfaces.kit.web import AVATARS, browser_frame, chip, initials

# media.blog_name titles (the same order in every language) that fit a blog whose posts are
# of each category (media.blog_cats): no "Small Kitchen, Big Ideas" over a travel diary
BLOG_NAMES = {0: (1, 3, 5), 1: (1, 2, 4), 2: (0, 1, 2, 5), 3: (0, 1, 5, 6), 4: (0, 1, 2, 5, 6)}


# the header photo of a post of each kind (media.picture's variant and subject): the town's
# street for a trip, the soup of the recipe, the garden outdoors, the kitchen of the repair
PICTURES = {0: ("city", ""), 1: ("dish", "soup"), 3: ("scene", ""), 4: ("room", "kitchen")}


class PersonalBlog(Surface):
    name = "personal_blog"
    family = "web"
    text_roles = ("prose", "text", "structural", "chrome")
    # No select_substring: a post shows no amount, e-mail address or file name, and its
    # words rarely contain another word of the page.
    unsupported_categories = ("select_substring",)
    regions = ("tab bar", "address bar", "header", "post", "meta", "sidebar")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        # the post's world first (surfaces/kit/blog_world.py): the blogger, one post of a
        # kind, its date and its comments; every string is written from it
        world = blog_world(rng, content)
        content.pin(city=world["home"])  # the blogger's town
        author, k = world["author"], world["kind"]
        post = write_post(rng, content, world)
        names = content.data.TITLES["media.blog_name"]
        blog = content.fill(names[int(choice(rng, BLOG_NAMES[k]))], name=author.split()[0])
        cats = ui_list(content, "media.blog_cats")
        cat, texts = cats[k], post["texts"]
        trip = world["trip"] if k == 0 else None
        day = datetime.date.fromisoformat(world["day"])
        comments = [{"name": c["name"], "text": c["text"],
                     "date": content.format_date(datetime.date.fromisoformat(c["day"]))}
                    for c in world["comments"]]
        return {
            "lang": content.lang,
            "typo": sample_typography(rng, choice(rng, ["serif", "sans", "serif"]), (15, 16, 17)),
            "head_font": choice(rng, fontbook().families_of(choice(rng, ["serif", "sans"]))),
            "blog": blog, "author": author, "nav": ui_list(content, "media.blog_nav"),
            "url": f"{initials(author).lower()}{int(rng.integers(1, 99))}.blog",
            "title": post["title"], "date": content.format_date(day), "category": cat,
            "cat": content.ui("media.posted_in", cat=cat), "world": world,
            "comments": content.ui("media.n_comments", n=world["total"]),
            "shown": comments,
            # the heading counts the comments drawn, which may be fewer than sampled when
            # the page ends first (r72 0006 "3 van 5 reacties" over one comment)
            "showing": [content.ui("w6b.showing", shown=i, n=world["total"])
                        for i in range(1, len(comments) + 1)],
            "texts": texts,
            "marks": [entity_marks(rng, t, [trip] if trip else [], ("link", "bold"))
                      for t in texts],
            "gap": float(choice(rng, [0.6, 1.0, 1.0])),
            "image": bool(rng.random() < 0.45), "kind": int(rng.integers(0, 5)),
            "picture": list(PICTURES[k]),  # what the header photo shows: the post's own subject
            "sidebar": bool(rng.random() < 0.6), "about_me": content.ui("media.about_me"),
            "bio": content.sentence("media.bio", city=world["home"], me=world["author"]),
            "recent": content.ui("media.recent_posts"),
            "posts": [post["title"], *post["others"]],
            "cats_title": content.ui("media.categories"), "cats": cats,
            "tags_title": content.ui("media.tags"),
            "tags": [cat, trip] if trip else [cat],
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
        # the post (and its sidebar) centred under the centred blog header on any screen,
        # not pinned left of a wide empty page
        x1 = max(60, (page.width - 960) // 2) if side else (page.width - 640) // 2
        x2 = x1 + 620 if side else x1 + 640
        with page.region("post", "article", (x1, y, x2, page.height)):
            self._post(page, theme, typo, params, x1, x2, y + 22)
        if side:
            self._sidebar(page, theme, typo, params, x2 + 40, y + 26)
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
                   AVATARS[params["colour"] % len(AVATARS)], size=26, name=params["author"],
                   photos=1.0)
            meta = ui_style(typo, theme, size=13, color=theme.muted)
            x = page.label(x1 + 34, y - 2, params["author"], meta.but(color=theme.text, bold=True),
                           role="text").right + 10
            for item in (params["date"], params["cat"], params["comments"]):
                x = page.label(x, y - 2, f"·  {item}", meta, role="text").right + 10
        y += 44
        if params["image"]:
            picture(page, (x1, y, x2, y + 170), params["kind"], *params["picture"])
            y += 190
        body = style(typo["body"], typo["size"] + 1, theme.text)
        block = fit_prose(page, (x1, y, x2, page.height - 60), params["texts"], params["marks"],
                          body, theme, typo["mono"], line_height=1.65, gap=params["gap"])
        y = block.bottom + 16
        if y + 30 < page.height:
            x = page.label(x1, y, with_colon(params["tags_title"], params["lang"]),
                           ui_style(typo, theme, size=13),
                           role="chrome").right + 8
            for tag in params["tags"]:
                x = chip(page, theme, typo, x, y + 1, tag, height=24, size=12) + 6
            self._comments(page, theme, typo, params, x1, x2, y + 40)

    def _comments(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
                  x1: int, x2: int, y: int) -> None:
        """The comments shown (a few of the count in the meta line, labelled so), each with
        its reader and a day after the post."""
        # a comment takes at most 70 px (name line, two lines of text, gap): those that
        # surely fit are drawn, and the heading counts them
        fit = min(len(params["shown"]), max(0, (page.height - y - 28 - 44) // 70 + 1))
        if not fit or y + 70 > page.height:
            return
        heading = params["showing"][fit - 1]
        with page.region("comments", "section", (x1, y, x2, page.height), label=heading):
            page.line((x1, y - 8), (x2, y - 8), theme.border)
            page.label(x1, y, heading, ui_style(typo, theme, size=13, bold=True),
                       role="structural")
            y += 28
            meta = ui_style(typo, theme, size=12, color=theme.muted)
            for c in params["shown"][:fit]:
                x = page.label(x1, y, c["name"], meta.but(bold=True, color=theme.text),
                               role="text").right + 8
                page.label(x, y, c["date"], meta, role="text")
                block = page.text((x1, y + 20, x2, y + 60), c["text"],
                                  ui_style(typo, theme, size=13), role="text", max_lines=2)
                y = block.bottom + 10

    def _sidebar(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
                 x: int, y: int) -> None:
        right = min(page.width - 50, x + 300)
        with page.region("sidebar", "aside", (x, y, right, page.height), label=params["about_me"]):
            hst = ui_style(typo, theme, size=13, bold=True)
            page.label(x, y, params["about_me"].upper(), hst, role="structural")
            avatar(page, theme, typo, x, y + 36, initials(params["author"]),
                   AVATARS[params["colour"] % len(AVATARS)], size=56, name=params["author"],
                   photos=1.0)
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
