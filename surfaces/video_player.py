"""A video-sharing watch page: the player (frame, seek bar, controls), the video title,
a channel row with subscribe button and like counts, an expandable description box in
prose, comments below, and an "up next" list of thumbnails on the right."""

from __future__ import annotations

import re
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, measure
from surfaces.kit.brand_art import thumbs_up
from surfaces.kit.brands import brand
from surfaces.kit.chrome import avatar, search_box, ui_style
from surfaces.kit.forms import toggle
from surfaces.kit.media import picture, player_bar, thumbnail
from surfaces.kit.numbers import format_number
from surfaces.kit.prose import sample_marks
from surfaces.kit.scenes import drawn_scene, is_night, shown_title
from surfaces.kit.story import tidy
from surfaces.kit.typography import sample_typography
from surfaces.kit.web import AVATARS, comment, initials

# a video's length in seconds by subject: a silent city walk runs 20 to 60 minutes, a
# guitar lesson 8 to 30 (its description names its length)
_LENGTHS = {3: (1200, 3600), 4: (480, 1800)}
# the frame shows the video's subject (video_subject, the same order in every language):
# a bike repair at a workbench, the sourdough loaf on the board, tomatoes on a balcony, a
# walk through a town, a guitar lesson, an e-bike on a bike lane (r95 row 17: the frame
# was a talking head whatever the video was about)
SUBJECT_SCENES = {0: ("presenter", "workbench"), 1: ("dish", "bread"),
                  2: ("presenter", "garden"), 3: ("city", ""), 4: ("presenter", "guitar"),
                  5: ("city", "bike")}


def _video_world(rng: np.random.Generator, content: Content, total: int) -> dict[str, str]:
    """The numbers a video's title, description and comments are written from: the minutes
    a repair takes, the months and kilometres of a long-term test, the grams of flour."""
    months = int(rng.integers(4, 15))
    km = months * int(rng.integers(3, 9)) * 50
    return {"count": str(choice(rng, content.ui_list("video.counts"))),
            "minutes": str(int(choice(rng, [5, 10, 15, 20]))), "months": str(months),
            "km": format_number(km, content.lang, 0), "grams": str(int(rng.integers(8, 15)) * 50),
            "hours": str(int(rng.integers(10, 19))), "plants": str(int(rng.integers(3, 10))),
            "length": str(total // 60), "practice": str(int(rng.integers(2, 10)) * 5)}


def _comment_counts(content: Content, total: int, drawn: int) -> dict[str, Any]:
    """The comment heading's words: the video's count, and the count of each number of
    comments the page may show (2 or more), with the sort control's label."""
    return {"n_comments": content.ui("media.comments",
                                     n=format_number(total, content.lang, 0)),
            "n_total": total, "sort": content.ui("web.comments_sort"),
            "n_shown": {str(k): content.ui("media.comments", n=k) for k in range(2, drawn + 1)}}


def _next_titles(content: Content, title: str) -> list[str]:
    """Six "up next" titles, short ones first (a long stock title recurs across pages), each
    one its thumbnail can show (``shown_title``): those with a scene first (a walk, a
    recipe, a lesson, a repair, a trip), then talks drawn as their maker on camera; never
    a fire, rain or a lighthouse no scene draws (r83 0012: "Relaxing fireplace for sleep"
    over a face)."""
    titles: list[str] = []
    towns = set(content.data.SLOTS["cities"])
    named: set[str] = set(_places(title, towns))
    for _ in range(40):  # until six short titles, four with a scene
        short = [u for u in titles if len(u.split()) < 8]
        if len(short) >= 6 and sum(bool(drawn_scene(u)) for u in short) >= 4:
            break
        t = content.title("media.video")
        if t in titles or not shown_title(t):
            continue
        # not two fills of one template ("A bike ride through ...", "Learning Japanese in
        # 25 days" beside "I learned Japanese in 90 days"), no trip from a town to itself
        # and no town twice in the list ("On a pagayé de Nevers à Nevers", review w11)
        places = _places(t, towns)
        if any(_alike(t, u) for u in [title, *titles]) or len(places) != len(set(places)) \
                or set(places) & named:
            continue
        named |= set(places)
        titles.append(t)
    # a long title (8+ words, a stock one recurs across pages) only to fill a short list
    return sorted(titles, key=lambda t: (len(t.split()) >= 8, not drawn_scene(t)))[:6]


def _places(text: str, towns: set[str]) -> list[str]:
    """The towns ``text`` names, once per mention ("Halle (Saale)" too)."""
    return [m.group(0) for m in re.finditer(r"[A-ZÀ-Ý][\w'-]+(?: [A-ZÀ-Ý(][\w'()-]+)*", text)
            if m.group(0) in towns]


def _alike(a: str, b: str) -> bool:
    """Titles that open alike, share a subject ("pot-au-feu", "Rennrad") or half their
    longer words."""
    if a.lower().split()[:2] == b.lower().split()[:2]:
        return True
    subject = re.compile(r"\w+(?:-\w+)+|\w{8,}")
    if set(subject.findall(a.lower())) & set(subject.findall(b.lower())):
        return True
    wa, wb = ({w for w in re.findall(r"\w+", t.lower()) if len(w) >= 4} for t in (a, b))
    return bool(wa | wb) and len(wa & wb) / len(wa | wb) >= 0.5


def _stamped(rng: np.random.Generator, text: str, total: int) -> str:
    """A longer comment points at its moment in the video ("3:12 – Which variety ..."), as
    viewers do; the time lies inside the video."""
    if len(text.split()) < 7:
        return text
    at = int(rng.integers(10, max(11, total - 5)))
    return f"{at // 60}:{at % 60:02d} – {text}"


def _duration(rng: np.random.Generator) -> str:
    return f"{int(rng.integers(2, 40))}:{int(rng.integers(0, 60)):02d}"


class VideoPlayer(Surface):
    name = "video_player"
    family = "media"
    text_roles = ("prose", "text", "structural", "chrome")
    # No blank_line: each description is one paragraph: there is no empty line between paragraphs.
    unsupported_categories = ("blank_line", "select_substring")
    regions = ("header", "search", "player", "title", "channel", "description", "comment",
               "up next")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        lang = content.lang
        channel = content.full_name() if rng.random() < 0.5 else content.word("web_brand")
        # the video's subject first: its title, description and comments are about it
        content.pin(city=content.city())
        video = content.record("video_subject")
        subject = content.data.SLOTS["video_subject"].index(video)
        total = int(rng.integers(*_LENGTHS.get(subject, (120, 2400))))
        world = _video_world(rng, content, total)
        if "{minutes}" in video["title"]:  # "... in 10 minutes": the video runs about as long
            total = int(world["minutes"]) * 60 + int(rng.integers(0, 150))
            world["length"] = str(total // 60)
        title = content.fill(video["title"], **world)
        desc = tidy(lang, " ".join(content.fill(line, **world) for line in video["desc"]))
        views = int(np.exp(rng.uniform(np.log(2000), np.log(2000000))))
        comments = [{"name": content.full_name(),
                     "text": _stamped(rng, content.fill(str(line), **world), total),
                     "meta": content.ui("web.comments_days", n=int(rng.integers(2, 20))),
                     "colour": int(rng.integers(0, 8))}
                    for line in rng.permutation(video["comments"])]
        for c in comments:  # typed plain; only a timestamp is a link, as the site makes it
            stamp = re.match(r"\d+:\d\d", c["text"])
            c["marks"] = [[0, stamp.end(), "link", ""]] if stamp else []
        fraction = float(rng.uniform(0.05, 0.9))
        n_total = max(2, int(views * rng.uniform(0.0005, 0.004)))
        done = round(total * fraction)
        return {
            "typo": sample_typography(rng, "sans", (13, 14)), "fraction": fraction,
            "elapsed": f"{done // 60}:{done % 60:02d}", "total": f"{total // 60}:{total % 60:02d}",
            "brand": brand(content, "media"), "search": content.ui("web.search"),
            "title": title, "subject": subject, "world": world,
            "channel": channel, "colour": int(rng.integers(0, 8)),
            "subs": content.ui("media.subscribers", n=format_number(
                int(rng.integers(1, 900)) * 1000, lang, 0)),
            "subscribe": content.ui("media.subscribe"),
            # likes 1-5 % of the views (no 57,053 likes on 368,629 views)
            "likes": format_number(int(views * rng.uniform(0.01, 0.05)), lang, 0),
            "share": content.ui("web.share"),
            "views": content.ui("media.views", n=format_number(views, lang, 0)),
            "date": content.date(), "desc": desc, "desc_marks": sample_marks(rng, desc, "mail"),
            "more": content.ui("media.show_more"),
            # the comments the video has; the heading says how many the page shows unless
            # there are more than that, then it says this and offers a sort (r95 0017)
            **_comment_counts(content, n_total, len(comments)),
            "add": content.ui("media.add_comment"), "comments": comments,
            "reply": content.ui("web.comments_reply"),
            "up_next": content.ui("media.up_next"), "autoplay": content.ui("media.autoplay"),
            # each thumbnail its own picture: kinds differ in colour and shape (mod 8)
            "next": [{"title": t, "channel": content.full_name(),
                      "views": content.ui("media.views", n=format_number(
                          int(rng.integers(1, 999)) * 1000, lang, 0)),
                      "dur": _duration(rng), "kind": int(kind)}
                     for t, kind in zip(_next_titles(content, title),
                                        rng.permutation(8) + 8 * rng.integers(0, 12, 8),
                                        strict=False)],
            "kind": int(rng.integers(0, 10)),
            "player_w": int(choice(rng, [540, 570, 600])),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        w, h = page.width, page.height
        with page.region("header", "chrome", (0, 0, w, 52)):
            page.rect((0, 0, w, 52), theme.bg, name="header")
            page.rect((20, 15, 48, 35), (255, 0, 0), radius=6, name="logo")
            page.polygon([(30, 19), (30, 31), (39, 25)], (255, 255, 255), name="logo")
            page.label(54, 8, params["brand"], ui_style(typo, theme, size=18, bold=True),
                       role="structural")
        search_box(page, theme, typo, (260, 8, 700, 44), params["search"])
        pw = params["player_w"]
        x1, x2 = 24, 24 + pw
        ph = round(pw * 9 / 16)
        with page.region("player", "video", (x1, 60, x2, 60 + ph)):
            variant, setting = SUBJECT_SCENES.get(params["subject"], ("presenter", "talk"))
            if variant == "city" and is_night(params["title"]):
                variant = "night"  # "A night walk through Leeds" is filmed after dark
            picture(page, (x1, 60, x2, 60 + ph), params["kind"], variant, setting)
            page.rect((x1, 60 + ph - 50, x2, 60 + ph), (0, 0, 0), name="controls shade")
            player_bar(page, theme, typo, (x1 + 10, 60 + ph - 46, x2 - 10, 60 + ph - 6),
                       params["fraction"], params["elapsed"], params["total"],
                       colour=(255, 0, 0), fg=(255, 255, 255), track=(120, 120, 120))
        y = 60 + ph + 10
        with page.region("title", "structural", (x1, y, x2, y + 64)):
            t = page.text((x1, y, x2, y + 60), params["title"],
                          ui_style(typo, theme, size=19, bold=True), role="structural",
                          max_lines=2, line_height=1.25)
        y = t.bottom + 10
        self._channel(page, theme, typo, params, x1, x2, y)
        y += 48
        y = self._description(page, theme, typo, params, (x1, y, x2, y + 102))
        self._comments(page, theme, typo, params, (x1, y + 14, x2, h))
        self._up_next(page, theme, typo, params, (x2 + 24, 60, w - 16, h))
        return page

    def _channel(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
                 x1: int, x2: int, y: int) -> None:
        with page.region("channel", "structural", (x1, y, x2, y + 40), label=params["channel"]):
            avatar(page, theme, typo, x1, y, initials(params["channel"]),
                   AVATARS[params["colour"]], size=38)
            st = ui_style(typo, theme, size=14)
            name = page.label(x1 + 48, y - 4, params["channel"], st.but(bold=True),
                              role="text", max_width=200)
            subs = page.label(x1 + 48, y + 16, params["subs"],
                              st.but(size=11, color=theme.muted), role="text")
            fill = theme.text
            bw = round(measure(params["subscribe"], st)[0]) + 28
            bx = max(name.right, subs.right) + 20  # right after the channel's name
            page.rect((bx, y + 2, bx + bw, y + 36), fill, radius=17, name="button")
            page.label(bx + 14, y + 19 - round(14 * 1.1), params["subscribe"],
                       st.but(bold=True, color=theme.bg))
            rx = max(x2 - 200, bx + bw + 12)  # the like pill never runs over Subscribe
            if rx + 100 > x2:
                return
            page.rect((rx, y + 2, x2, y + 36), theme.panel, radius=17, name="button")
            thumbs_up(page, rx + 12, y + 8, 20, theme.text)
            page.label(rx + 38, y + 19 - round(13 * 1.1), params["likes"], st.but(size=13))
            if x2 - rx >= 196:
                page.label(rx + 120, y + 19 - round(13 * 1.1), params["share"],
                           st.but(size=13), max_width=76)

    def _description(self, page: Page, theme: Theme, typo: dict[str, Any],
                     params: dict[str, Any], box: tuple[int, int, int, int]) -> int:
        x1, y1, x2, y2 = box
        from surfaces.kit.prose import styled_spans
        with page.region("description", "text", box):
            page.rect(box, theme.panel, radius=10, name="description box")
            st = ui_style(typo, theme, size=13)
            page.label(x1 + 12, y1 + 4, f"{params['views']}  {params['date']}", st.but(bold=True),
                       role="text")
            body = page.text((x1 + 12, y1 + 32, x2 - 12, y2 - 26),
                             [styled_spans(params["desc"], params["desc_marks"], st, theme,
                                           typo["mono"])], st, role="prose", line_height=1.4,
                             max_lines=2)
            page.label(x1 + 12, body.bottom, params["more"], st.but(bold=True), max_width=200)
        return y2

    def _comments(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
                  box: tuple[int, int, int, int]) -> None:
        """The comments that fit under a heading that counts them, or, when the video has
        more than fit, its count and a sort control over the first of them ("3 comments"
        over one comment was review r95 0017)."""
        x1, y, x2, y2 = box
        scratch = self.new_page(theme)  # how many comments fit, laid out where nobody sees
        shown = len(self._comment_list(scratch, theme, typo, params, (x1, y + 40, x2, y2)))
        more = params["n_total"] > shown
        head = params["n_comments"] if more else params["n_shown"][str(shown)]
        st = ui_style(typo, theme, size=15, bold=True)
        count = page.label(x1, y, head, st, role="structural")
        if more:  # YouTube's sort control: three shrinking bars and "Sort by"
            sx = count.right + 28
            for k in range(3):
                page.rect((sx, y + 11 + 5 * k, sx + 16 - 4 * k, y + 13 + 5 * k), theme.text,
                          name="sort icon")
            page.label(sx + 24, y + 2, params["sort"], ui_style(typo, theme, size=14,
                                                                 bold=True),
                       role="chrome", max_width=x2 - sx - 24)
        self._comment_list(page, theme, typo, params, (x1, y + 40, x2, y2))

    @staticmethod
    def _comment_list(page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
                      box: tuple[int, int, int, int]) -> list[int]:
        """Draw the comments that fit in ``box``; the bottom of each."""
        x1, y, x2, y2 = box
        body = ui_style(typo, theme, size=13)
        bottoms = []
        for k, c in enumerate(params["comments"]):
            # a one-line comment fits above the fold without its reply row
            one_line = measure(c["text"], body)[0] < x2 - x1 - 50
            if y + (50 if one_line else 66) > y2:
                break
            y = comment(page, theme, typo, (x1, y, x2, y2 - 4), c["name"], c["meta"], c["text"],
                        c["marks"], body, c["colour"], [params["reply"]],
                        region=f"comment {k + 1}") + 12
            bottoms.append(y)
        return bottoms

    def _up_next(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
                 box: tuple[int, int, int, int]) -> None:
        x1, y, x2, y2 = box
        with page.region("up next", "list", box, label=params["up_next"]):
            st = ui_style(typo, theme, size=13)
            head = st.but(bold=True, size=15)
            page.label(x1, y - 4, params["up_next"], head, role="structural")
            # the autoplay label whole beside its switch, right-aligned (r99 10: "Automatisch
            # afs..." cut at a fixed 100 px with no switch)
            small = st.but(size=12, color=theme.muted)
            toggle(page, theme, x2 - 28, y, True, w=28, h=16)
            room = x2 - 36 - (x1 + int(measure(params["up_next"], head)[0]) + 12)
            w = min(int(measure(params["autoplay"], small)[0]) + 1, room)
            page.label(x2 - 36 - w, y - 2, params["autoplay"], small, max_width=w)
            y += 34
            tw = 150
            for item in params["next"]:
                if y + 86 > y2:
                    break
                thumbnail(page, (x1, y, x1 + tw, y + 84), item["kind"], item["title"])
                page.rect((x1 + tw - 44, y + 62, x1 + tw - 4, y + 80), (0, 0, 0), radius=3,
                          name="duration")
                # a badge over the picture: no text to put a caret in or select (r51 #21)
                page.label(x1 + tw - 41, y + 60, item["dur"],
                           st.but(size=10, color=(255, 255, 255)), role="chrome")
                tx = x1 + tw + 8
                t = page.text((tx, y, x2, y + 38), item["title"], st.but(bold=True),
                              role="structural", max_lines=2, line_height=1.25)
                page.label(tx, t.bottom, item["channel"], st.but(size=11, color=theme.muted),
                           role="text", max_width=x2 - tx)
                page.label(tx, t.bottom + 18, item["views"], st.but(size=11, color=theme.muted),
                           role="text", max_width=x2 - tx)
                y += 94
