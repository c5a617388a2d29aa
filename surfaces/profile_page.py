"""A professional / social profile page: a cover banner, a large avatar, name, headline,
location and follower counts, connect / message buttons, profile tabs, an "about" card in
styled prose, an experience list and recent activity posts."""

from __future__ import annotations

import re
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, measure
from surfaces.kit.brand_art import monogram
from surfaces.kit.brands import brand
from surfaces.kit.chrome import avatar, button, search_box, ui_style
from surfaces.kit.listed import everyday_name
from surfaces.kit.media import picture
from surfaces.kit.numbers import format_number, ui_list
from surfaces.kit.prose import styled_spans, writer_marks
from surfaces.kit.typography import sample_typography
from surfaces.kit.web import AVATARS, initials

# a post about the writer's years in a town or at a firm (social, every language)
TIMELINE = re.compile(r"\b(years?|Jahren|ans|años|anni|jaar)\b[^.]*\{city\}|\{company\}", re.I)


def _about(rng: np.random.Generator, content: Content, jobs: list[dict[str, Any]],
           city: str) -> list[str]:
    """The About card from the profile's own facts: the current job, the two before it, the
    town, a pastime (no bookshop years under an accountant's job list)."""
    role = jobs[0]["title"]
    if content.lang in ("fr", "es", "it", "nl") and not role[:2].isupper():
        role = role[0].lower() + role[1:]
    facts = {"role": role, "company": jobs[0]["company"], "city": city,
             "start": jobs[0]["span"].split()[0], "prev1": jobs[1]["company"],
             "prev2": jobs[2]["company"]}
    first = [content.ui("prof.about_work", **facts), content.ui("prof.about_before", **facts)]
    return [" ".join(first), content.ui("prof.about_home", **facts)]


def _pro_posts(rng: np.random.Generator, content: Content, company: str, city: str,
               named: int) -> list[str]:
    """Up to three posts about the person's own firm and town, the town in three posts at
    most (``named``: the posts before that name it). A post names the firm as its people
    do, without the legal form ("Thanks to Hecht & Lang for hosting", "En Cénit Limpiezas
    buscamos gente")."""
    pro, out = content.ui_list("hf2.pro_posts"), []
    for i in rng.permutation(len(pro)):
        here = "{city}" in pro[int(i)]
        if len(out) < 3 and named + here <= 3:
            named += here
            out.append(content.fill(pro[int(i)], company=everyday_name(content, company),
                                    city=city))
    return out


def _lines(text: str, st: Any, width: int) -> int:
    """About how many lines ``text`` wraps to in ``width`` px (a word's slack per line)."""
    return int(measure(text, st)[0] * 1.08 // max(1, width)) + 1


class ProfilePage(Surface):
    name = "profile_page"
    family = "web"
    text_roles = ("prose", "text", "structural", "chrome")
    # No select_substring: its pages rarely show such text (see
    # tests/surfaces/test_surfaces_candidates.py).
    unsupported_categories = ("select_substring",)
    regions = ("header", "search", "profile", "posts", "experience", "activity")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        lang = content.lang
        name = content.full_name()
        title = content.role("media_job_title", name)
        company = content.firm()
        city = content.city()
        jobs = []
        year = int(rng.integers(2016, 2023))
        # one career: the same trade at three firms, three years each, growing in seniority
        # (junior, then the plain title, then senior: never one title twice)
        steps = [content.ui("ws.profile_senior", t=title), title,
                 content.ui("ws.profile_junior", t=title)]
        title = steps[0]
        for k in range(3):
            start = year - 3 * k
            jobs.append({"title": steps[k], "company": company if k == 0 else content.firm(),
                         "span": f"{start} – {content.ui('media.present') if k == 0 else start + 3}",
                         "logo": int(rng.integers(0, 8))})
        texts = _about(rng, content, jobs, city)
        # their town, not another; no post whose years or firm the career would contradict
        # ("Two years ago today I moved to Münster" under "in Münster since 2021")
        content.skip("social", tuple(i for i, t in enumerate(content.data.SENTENCES["social"])
                                     if TIMELINE.search(t)))
        # two posts of the social pool under Activity (no other town's), then older posts
        # about the person's own firm and town; the Posts tab (the side layout's left
        # column) lists them all, newest first (r83 0006: the two under "Aktivitäten"
        # were missing from "Beiträge")
        towns = [t for t in content.data.SLOTS["cities"] if t not in city]
        posts = [p for p in content.sentences("social", 4, city=city)
                 if not any(re.search(rf"\b{re.escape(t)}\b", p) for t in towns)][:2]
        n_social = len(posts)
        posts += _pro_posts(rng, content, company, city, sum(city in p for p in posts))
        days = sorted(int(d) for d in rng.choice(range(1, 60), len(posts), replace=False))
        # a project coordinator's network: followers are the connections and some more (one
        # to five times them), never 16,076 against 108 (review r63 0016)
        connections = int(rng.integers(50, 500))
        followers = round(connections * float(rng.uniform(1.0, 5.0)))
        return {
            "typo": sample_typography(rng, "sans", (13, 14)),
            "brand": brand(content, "community"), "search": content.ui("web.search"),
            "name": name, "headline": content.ui("media.at", title=title, company=company),
            "city": city,
            "followers": content.ui("media.followers",
                                    n=format_number(followers, lang, 0)),
            "connections": content.ui("media.connections", n=connections),
            "connect": content.ui("media.connect"), "message": content.ui("media.message"),
            "tabs": ui_list(content, "h_native2.pro_tabs"),  # one network: connections
            "about_t": content.ui("media.about"), "texts": texts,
            "marks": writer_marks(rng, texts, "mail", [company]),
            "exp_t": content.ui("media.experience"), "jobs": jobs,
            "act_t": content.ui("media.activity"), "posts": posts,
            "post_meta": [content.ui("web.comments_days", n=d) for d in days],
            "art": int(rng.integers(0, 8)), "colour": int(rng.integers(0, 8)),
            "side": (side := bool(rng.random() < 0.6)), "gap": float(choice(rng, [0.5, 1.0])),
            # the tab shown: Posts when the left column lists the posts, else About (with
            # the experience under it)
            "active": 0 if side else 1, "n_social": n_social,
            "reactions": [content.ui("media.comments", n=int(rng.integers(2, 40)))
                          for _ in posts],
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        w, h = page.width, page.height
        page.rect((0, 0, w, h), theme.panel, name="background")
        with page.region("header", "chrome", (0, 0, w, 52)):
            page.rect((0, 0, w, 52), theme.surface, name="header")
            monogram(page, typo, (20, 12, 48, 40), params["brand"], theme.accent, letters=1)
            page.label(56, 8, params["brand"], ui_style(typo, theme, size=18, bold=True),
                       role="structural")
            page.line((0, 51), (w, 51), theme.border)
        search_box(page, theme, typo, (250, 9, 560, 43), params["search"])
        x1 = 40
        x2 = 680 if params["side"] else w - 40
        y = self._card(page, theme, typo, params, (x1, 64, x2, 64 + 308))
        y = self._about(page, theme, typo, params, (x1, y + 12, x2, h - 10))
        if params["side"]:
            self._experience(page, theme, typo, params, (x2 + 16, 64, w - 24, 360))
            self._activity(page, theme, typo, params, (x2 + 16, 372, w - 24, h - 10))
            if y + 140 < h:
                self._posts(page, theme, typo, params, (x1, y + 12, x2, h - 10))
        elif y + 100 < h:
            self._experience(page, theme, typo, params, (x1, y + 12, x2, h - 10))
        return page

    def _card(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
              box: tuple[int, int, int, int]) -> int:
        x1, y1, x2, y2 = box
        with page.region("profile", "card", box, label=params["name"]):
            page.rect(box, theme.surface, theme.border, radius=10, name="card")
            # a cover photo: outdoors or a street
            picture(page, (x1 + 1, y1 + 1, x2 - 1, y1 + 110), params["art"],
                    ("scene", "city")[params["art"] % 2])
            page.ellipse((x1 + 22, y1 + 50, x1 + 142, y1 + 170), theme.surface, name="avatar ring")
            avatar(page, theme, typo, x1 + 26, y1 + 54, initials(params["name"]),
                   AVATARS[params["colour"] % len(AVATARS)], 112, name=params["name"],
                   photos=0.7)
            y = y1 + 172
            page.label(x1 + 24, y, params["name"], ui_style(typo, theme, size=24, bold=True),
                       role="structural", max_width=x2 - x1 - 48)
            st = ui_style(typo, theme, size=14)
            page.label(x1 + 24, y + 40, params["headline"], st, role="text",
                       max_width=x2 - x1 - 48)
            meta = st.but(size=13, color=theme.muted)
            r = page.label(x1 + 24, y + 62, params["city"], meta, role="text").right
            r = page.label(r + 8, y + 62, f"· {params['followers']}", meta.but(color=theme.link),
                           role="text").right
            page.label(r + 8, y + 62, f"· {params['connections']}", meta.but(color=theme.link),
                       role="text")
            r = button(page, theme, typo, x1 + 24, y + 96, params["connect"], primary=True,
                       height=30)
            button(page, theme, typo, r + 10, y + 96, params["message"], height=30)
            self._tabs(page, theme, typo, params, r + 40, x2 - 24, y + 98)
        return y2

    def _tabs(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
              left: int, right: int, y: int) -> None:
        """The profile's tabs flush right, the shown one in the accent colour, bold and
        underlined; tabs that do not fit after the first ones are left out."""
        tst = ui_style(typo, theme, size=13, color=theme.muted)
        on = tst.but(color=theme.accent, bold=True)
        widths = [round(measure(t, on if k == params["active"] else tst)[0])
                  for k, t in enumerate(params["tabs"])]
        n = len(widths)
        while n > params["active"] + 1 and sum(widths[:n]) + 20 * (n - 1) > right - left:
            n -= 1
        tx = max(left, right - sum(widths[:n]) - 20 * (n - 1))
        for k in range(n):
            active = k == params["active"]
            page.label(tx, y, params["tabs"][k], on if active else tst, max_width=widths[k] + 4)
            if active:
                page.rect((tx - 2, y + 26, tx + widths[k] + 2, y + 29), theme.accent,
                          name="tab underline")
            tx += widths[k] + 20

    def _about(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
               box: tuple[int, int, int, int]) -> int:
        x1, y1, x2, y2 = box
        body = ui_style(typo, theme, size=typo["size"])
        paras = [styled_spans(t, m, body, theme, typo["mono"])
                 for t, m in zip(params["texts"], params["marks"], strict=True)]
        # named by its printed heading: "nella sezione «Informazioni»", not "nel riquadro di
        # presentazione" over a card headed "Informazioni" (review r95 0003)
        with page.region(f"section {params['about_t']}", "section", box,
                         label=params["about_t"]):
            card = page.rect(box, theme.surface, theme.border, radius=10, name="card")
            page.label(x1 + 24, y1 + 12, params["about_t"], ui_style(typo, theme, size=18,
                                                                     bold=True),
                       role="structural")
            block = page.text((x1 + 24, y1 + 52, x2 - 24, y2 - 16), paras, body, role="prose",
                              line_height=1.55, paragraph_gap=params["gap"])
            page.resize(card, (x1, y1, x2, block.bottom + 18))
        return block.bottom + 18

    def _experience(self, page: Page, theme: Theme, typo: dict[str, Any],
                    params: dict[str, Any], box: tuple[int, int, int, int]) -> None:
        x1, y, x2, y2 = box
        with page.region("experience", "card", box, label=params["exp_t"]):
            page.rect(box, theme.surface, theme.border, radius=10, name="card")
            page.label(x1 + 18, y + 10, params["exp_t"], ui_style(typo, theme, size=17,
                                                                  bold=True),
                       role="structural")
            y += 52
            st = ui_style(typo, theme, size=13)
            # every job the About card names fits: in a short card a row puts the span after
            # the firm (three firms in the text, two in the list was review r73 0000)
            n = max(1, len(params["jobs"]))
            compact = y + 86 * (n - 1) + 58 > y2
            step = 48 if compact else 86
            for job in params["jobs"]:
                if y + (40 if compact else 58) > y2:
                    break
                monogram(page, typo, (x1 + 18, y + 4, x1 + 58, y + 44), job["company"],
                         AVATARS[job["logo"]])
                page.label(x1 + 70, y - 2, job["title"], st.but(bold=True), role="text",
                           max_width=x2 - x1 - 84)
                page.label(x1 + 70, y + 18, job["company"], st, role="text",
                           max_width=x2 - x1 - 84)
                span_x, span_y = ((x1 + 82 + round(measure(job["company"], st)[0]), y + 19)
                                  if compact else (x1 + 70, y + 38))
                page.label(span_x, span_y, job["span"], st.but(size=12, color=theme.muted),
                           role="text")
                y += step

    def _activity(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
                  box: tuple[int, int, int, int]) -> int:
        """The latest posts, as many as the card holds; returns how many."""
        x1, y, x2, y2 = box
        with page.region("activity", "card", box, label=params["act_t"]):
            page.rect(box, theme.surface, theme.border, radius=10, name="card")
            page.label(x1 + 18, y + 10, params["act_t"], ui_style(typo, theme, size=17,
                                                                  bold=True),
                       role="structural")
            y += 52
            st = ui_style(typo, theme, size=13)
            shown = 0
            for post, meta in zip(params["posts"][:params["n_social"]], params["post_meta"],
                                  strict=False):
                lines = _lines(post, st, x2 - x1 - 36)
                if lines > 4 or y + 20 + round(lines * st.size * 1.4) > y2 - 10:
                    break
                shown += 1
                page.label(x1 + 18, y - 4, f"{params['name']} · {meta}",
                           st.but(size=12, color=theme.muted), role="text",
                           max_width=x2 - x1 - 36)
                b = page.text((x1 + 18, y + 20, x2 - 18, y2 - 10), post, st, role="text",
                              max_lines=4, line_height=1.4)
                y = b.bottom + 16
        return shown

    def _posts(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
               box: tuple[int, int, int, int]) -> None:
        """The Posts tab: the person's posts newest first (the latest also under Activity,
        as the site shows them), each with its author, age and comment count, as many as
        the column holds."""
        x1, y, x2, y2 = box
        with page.region("posts", "card", box, label=params["tabs"][0]):
            page.rect(box, theme.surface, theme.border, radius=10, name="card")
            page.label(x1 + 24, y + 12, params["tabs"][0], ui_style(typo, theme, size=18,
                                                                    bold=True),
                       role="structural")
            y += 56
            st = ui_style(typo, theme, size=typo["size"])
            meta = st.but(size=12, color=theme.muted)
            colour = AVATARS[params["colour"] % len(AVATARS)]
            for post, when, talk in zip(params["posts"], params["post_meta"],
                                        params["reactions"], strict=True):
                lines = _lines(post, st, x2 - x1 - 90)
                if lines > 3 or y + 20 + round(lines * st.size * 1.4) > y2 - 8:
                    break
                if y > box[1] + 60:
                    page.line((x1 + 24, y - 12), (x2 - 24, y - 12), theme.border)
                avatar(page, theme, typo, x1 + 24, y, initials(params["name"]), colour, 32,
                       name=params["name"], photos=0.7)
                r = page.label(x1 + 66, y - 4, params["name"], st.but(bold=True), role="text",
                               max_width=x2 - x1 - 330).right
                page.label(r + 6, y - 4, f"· {when}", meta.but(size=st.size - 1), role="text")
                b = page.text((x1 + 66, y + 20, x2 - 24, y2 - 4), post, st, role="text",
                              max_lines=3, line_height=1.4)
                tw = round(measure(talk, meta)[0])
                page.label(x2 - 24 - tw, y - 4, talk, meta, role="text", max_width=tw + 4)
                y = b.bottom + 30
