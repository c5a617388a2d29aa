"""A podcast app: a sidebar (listen now, browse, library), a show header with cover art,
author, rating and follow button, an about blurb, an episode list (date, title, prose
description, duration, play button) and a now-playing bar with a waveform at the bottom."""

from __future__ import annotations

import datetime
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice
from surfaces.kit.brand_art import album_cover
from surfaces.kit.chrome import button, sidebar_list, ui_style
from surfaces.kit.media import cover_art, play_button, player_bar, star_rating, waveform
from surfaces.kit.numbers import format_number, random_day, ui_list
from surfaces.kit.phone import PHONE_REGIONS, phone_layout, phone_params, status_bar, tab_bar
from surfaces.kit.prose import sample_marks, styled_spans
from surfaces.kit.story import tidy
from surfaces.kit.typography import sample_typography, style

# pod_topic guests who give advice (the same order in every language): the financial
# adviser, the sleep researcher, the psychologist of things kept, the repair café volunteer,
# the nutritionist; a food historian or a librarian tells, and is never "tried for 10 days"
ADVISERS = (2, 5, 8, 10, 11)
# pod_more notes that try or pass on the guest's advice ("tries Courtney's advice", "tips")
ADVICE = (2, 4)


def _topics(rng: np.random.Generator, count: int, notes: int) -> list[int]:
    """Five topics, at most as many without an adviser as there are notes for them."""
    order = [int(t) for t in rng.permutation(count)]
    picked = order[:5]
    while sum(t not in ADVISERS for t in picked) > notes - len(ADVICE):
        tellers = [t for t in picked if t not in ADVISERS]
        adviser = next(t for t in order if t in ADVISERS and t not in picked)
        picked[picked.index(tellers[-1])] = adviser
    return picked


def _notes(order: list[int], topics: list[int]) -> list[int]:
    """A pod_more note per topic, none twice: an advice note only under an adviser (the
    tellers are served first, from the notes that fit them)."""
    out: dict[int, int] = {}
    for k in sorted(range(len(topics)), key=lambda k: topics[k] in ADVISERS):
        fits = [m for m in order if m not in out.values()
                and (topics[k] in ADVISERS or m not in ADVICE)]
        out[k] = fits[0]
    return [out[k] for k in range(len(topics))]


def _episodes(rng: np.random.Generator, content: Content, host: str,
              latest: datetime.date, step: int) -> list[dict[str, Any]]:
    """Five episodes, newest first: each a topic, a guest (name, sex, role of that sex) and
    notes naming them; no note template twice on the page."""
    topics = content.data.SLOTS["pod_topic"]
    intros, mores = content.data.SLOTS["pod_intro"], content.data.SLOTS["pod_more"]
    intro_order = [int(i) for i in rng.permutation(len(intros))]
    more_order = [int(i) for i in rng.permutation(len(mores))]
    number = int(rng.integers(30, 260))
    chosen = _topics(rng, len(topics), len(mores))
    notes = _notes(more_order, chosen)
    out = []
    for k, t in enumerate(chosen):
        topic, sex = topics[int(t)], "f" if rng.random() < 0.5 else "m"
        first = host.split()[0]
        for _ in range(10):  # never the host's own first name ("Laura tells Laura")
            if first != host.split()[0]:
                break
            first = content.fake.first_name_female() if sex == "f" else \
                content.fake.first_name_male()
        guest = content.full_name(first)
        subject = content.fill(topic["subject"])
        values = {"host": host.split()[0], "host_first": host.split()[0], "guest": guest,
                  "guest_first": first, "role": topic[sex], "e": "e" if sex == "f" else "",
                  "subject": subject[0].lower() + subject[1:], "city": content.city(),
                  "city2": content.city(), "n": str(int(rng.integers(3, 13))),
                  "prev": str(number - k - int(rng.integers(3, 30))),
                  "weekday": content.word("weekday")}
        intro = content.fill(intros[intro_order[k % len(intros)]], **values)
        more = content.fill(mores[notes[k]], **values)
        out.append({"title": topic["title"], "number": number - k, "guest": guest,
                    "topic": int(t), "note": notes[k],
                    "sex": sex, "subject": values["subject"],
                    "date": content.format_date(latest - datetime.timedelta(days=k * step)),
                    "desc": tidy(content.lang, f"{intro} {more}"),
                    "minutes": int(rng.integers(24, 78))})
    return out


def _name_marks(rng: np.random.Generator, text: str, people: list[str],
                show: str) -> list[list[Any]]:
    """The styles a show's writer uses in a note: a guest's or the host's full name in bold
    (or linked), the show's name in italics; nothing else."""
    marks = []
    for start, end, kind, colour in sample_marks(rng, text, "podcast", people + [show]):
        span = text[start:end]
        if span == show:
            marks.append([start, end, "italic", ""])
        elif span in people:
            marks.append([start, end, "link" if kind == "link" else "bold", colour])
    return marks


def _clock(seconds: int) -> str:
    """A player's position: 4:05, 52:10 or 1:12:40."""
    h, m, sec = seconds // 3600, seconds % 3600 // 60, seconds % 60
    return f"{h}:{m:02d}:{sec:02d}" if h else f"{m}:{sec:02d}"


# the tabs of media.pod_nav: listen now, browse, library, search
POD_ICONS = ["play", "grid", "books", "search"]


class PodcastApp(Surface):
    name = "podcast_app"
    min_width = 390  # a phone layout: the show page over a mini player and tabs
    family = "media"
    text_roles = ("prose", "text", "structural", "chrome")
    # No blank_line: each episode note is one paragraph: there is no empty line between paragraphs.
    # select_substring: its episode notes, written from one world since 0.14.0, rarely offer one
    unsupported_categories = ("blank_line", "select_substring")
    regions = ("sidebar", "show", "episode", "now playing")
    phone_regions = PHONE_REGIONS

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        lang = content.lang
        show = content.record("pod_show")
        host = content.full_name()
        latest, step = random_day(rng), int(choice(rng, [7, 7, 14]))
        latest -= datetime.timedelta(days=max(0, latest.weekday() - 4))  # out on a weekday
        weekday = content.word_at("weekday", latest.weekday())
        every = content.word_at("pod_every", int(step == 14)).format(weekday=weekday)
        about = content.fill(content.word("pod_about"), host=host, people=show["people"],
                             area=show["area"], every=every)
        about = tidy(lang, about)
        # a weekly (or fortnightly) show, newest episode first; each note is written from
        # its own topic, guest and the show's host
        episodes = _episodes(rng, content, host, latest, step)
        for ep in episodes:
            ep["marks"] = _name_marks(rng, ep["desc"], [ep["guest"], host], show["name"])
        rating = float(round(rng.uniform(4.0, 5.0), 1))
        # the player plays the newest episode: its length, rounded to the minute, is the one
        # the list prints
        total = episodes[0]["minutes"] * 60 + int(rng.integers(-29, 30))
        done = int(total * rng.uniform(0.05, 0.9))
        for ep in episodes:
            ep["len"] = content.ui("media.ep_length", n=ep["minutes"])
        params = {
            "typo": sample_typography(rng, "sans", (13, 14)),
            "nav": ui_list(content, "media.pod_nav"), "show": show["name"],
            "author": host,
            "rating": rating, "rating_t": content.ui("media.rating_n",
                                                     r=format_number(rating, lang, 1),
                                                     n=format_number(int(rng.integers(50, 9000)),
                                                                     lang, 0)),
            "genre": show["category"], "follow": content.ui("media.follow"),
            "about": about, "about_marks": _name_marks(rng, about, [host], show["name"]),
            "episodes_t": content.ui("media.episodes"), "episodes": episodes,
            "left": content.ui("media.left", n=(total - done + 30) // 60),
            "elapsed": _clock(done), "total": _clock(total),
            "fraction": done / total, "wave": [float(v) for v in rng.uniform(0.15, 1.0, 90)],
            "art": int(rng.integers(0, 8)), "gap": float(choice(rng, [0.0, 0.5])),
        }
        if phone_layout(self, 900):  # drawn last: desktop pages draw what they always drew
            params["phone"] = phone_params(rng, lang)
        return params

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        w, h = page.width, page.height
        if "phone" in params:
            return self._phone(page, theme, typo, params)
        side = 200
        sidebar_list(page, theme, typo, (0, 0, side, h - 72), params["nav"], active=2)
        accent = (146, 72, 222)
        x1, x2 = side + 36, w - 36
        with page.region("show", "header", (x1, 24, x2, 230), label=params["show"]):
            album_cover(page, typo, (x1, 24, x1 + 180, 204), params["show"], params["art"])
            tx = x1 + 204
            page.text((tx, 30, x2, 110), params["show"], style(typo["ui"], 30, theme.text,
                                                              bold=True),
                      role="structural", max_lines=2, line_height=1.1)
            st = ui_style(typo, theme, size=14)
            page.label(tx, 76, params["author"], st.but(color=accent), role="text",
                       max_width=x2 - tx)
            right = star_rating(page, tx, 110, params["rating"], size=14)
            page.label(right + 8, 104, f"{params['rating_t']} · {params['genre']}",
                       st.but(size=12, color=theme.muted), role="text")
            muted = st.but(size=13, color=theme.muted)
            about = styled_spans(params["about"], params["about_marks"], muted, theme,
                                 typo["mono"])
            page.text((tx, 134, x2, 180), about, muted,
                      role="text", max_lines=2, line_height=1.35)
            button(page, theme, typo, tx, 182, params["follow"], primary=True)
        y = 240
        page.label(x1, y, params["episodes_t"], ui_style(typo, theme, size=19, bold=True),
                   role="structural")
        self._episodes(page, theme, typo, params, (x1, y + 40, x2, h - 70), accent)
        self._now_playing(page, theme, typo, params, (0, h - 72, w, h), accent)
        return page

    def _phone(self, page: Page, theme: Theme, typo: dict[str, Any],
               params: dict[str, Any]) -> Page:
        """A phone (or portrait tablet): the show page in one column, a mini player and the
        app's tabs at the bottom."""
        w = page.width
        accent = (146, 72, 222)
        status_bar(page, theme, typo, params["phone"])
        x1, x2 = 20, w - 20
        with page.region("show", "header", (x1, 56, x2, 256), label=params["show"]):
            album_cover(page, typo, (x1, 60, x1 + 124, 184), params["show"], params["art"])
            tx = x1 + 140
            title = page.text((tx, 58, x2, 112), params["show"], style(typo["ui"], 21, theme.text,
                                                                   bold=True),
                              role="structural", max_lines=2, line_height=1.1)
            st = ui_style(typo, theme, size=14)
            page.label(tx, title.bottom - 4, params["author"], st.but(color=accent),
                       role="text", max_width=x2 - tx)
            right = star_rating(page, tx, title.bottom + 32, params["rating"], size=13)
            page.label(right + 6, title.bottom + 25, params["genre"],
                       st.but(size=12, color=theme.muted), role="text", max_width=x2 - right - 6)
            button(page, theme, typo, tx, 150, params["follow"], primary=True, height=34)
            muted = st.but(size=14, color=theme.muted)
            about = styled_spans(params["about"], params["about_marks"], muted, theme,
                                 typo["mono"])
            page.text((x1, 196, x2, 256), about, muted, role="text", max_lines=3,
                      line_height=1.3)
        page.label(x1, 262, params["episodes_t"], ui_style(typo, theme, size=20, bold=True),
                   role="structural", max_width=x2 - x1)
        top = tab_bar(page, theme, typo, params["nav"], 2, icons=POD_ICONS)
        self._episodes(page, theme, typo, params, (x1, 306, x2, top - 66), accent)
        self._mini_player(page, theme, typo, params, (0, top - 66, w, top), accent)
        return page

    def _episodes(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
                  box: tuple[int, int, int, int], accent: tuple[int, int, int]) -> None:
        """The episode rows from the box's top, as many as end above its bottom."""
        x1, y, x2, bottom = box
        for k, ep in enumerate(params["episodes"]):
            if y + 110 > bottom:
                break
            y = self._episode(page, theme, typo, params, ep, (x1, y, x2, y + 110), k, accent)

    def _mini_player(self, page: Page, theme: Theme, typo: dict[str, Any],
                     params: dict[str, Any], box: tuple[int, int, int, int],
                     accent: tuple[int, int, int]) -> None:
        x1, y1, x2, y2 = box
        ep = params["episodes"][0]
        with page.region("now playing", "player", box, label=ep["title"]):
            page.rect((x1 + 8, y1 + 4, x2 - 8, y2 - 6), theme.surface, theme.border, radius=12,
                      name="player")
            cover_art(page, (x1 + 16, y1 + 12, x1 + 54, y1 + 50), params["art"])
            st = ui_style(typo, theme, size=14)
            page.label(x1 + 68, y1 + 6, ep["title"], st.but(bold=True), role="text",
                       max_width=x2 - x1 - 140)
            page.label(x1 + 68, y1 + 28, params["left"], st.but(size=12, color=theme.muted),
                       role="text", max_width=x2 - x1 - 140)
            play_button(page, x2 - 48, (y1 + y2) // 2 - 1, 17, accent, (255, 255, 255),
                        playing=True)
            page.line((x1 + 20, y2 - 10), (x1 + 20 + round((x2 - x1 - 40) * params["fraction"]),
                                           y2 - 10), accent, 2, name="progress")

    def _episode(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
                 ep: dict[str, Any], box: tuple[int, int, int, int], k: int,
                 accent: tuple[int, int, int]) -> int:
        x1, y1, x2, _ = box
        st = ui_style(typo, theme, size=12, color=theme.muted)
        with page.region(f"episode {k + 1}", "list item", box, label=ep["title"]):
            page.line((x1, y1), (x2, y1), theme.border)
            page.label(x1, y1 + 4, ep["date"].upper(), st.but(bold=True), role="text")
            t = page.label(x1, y1 + 24, ep["title"], ui_style(typo, theme, size=15, bold=True),
                           role="structural", max_width=x2 - x1 - 80)
            body = ui_style(typo, theme, size=13)
            desc = styled_spans(ep["desc"], ep["marks"], body, theme, typo["mono"])
            d = page.text((x1, t.bottom + 2, x2 - 80, y1 + 104), desc, body, role="prose",
                          max_lines=2,
                          line_height=1.4)
            play_button(page, x2 - 50, y1 + 44, 14, accent, (255, 255, 255))
            page.label(x2 - 64, y1 + 64, ep["len"], st, role="text")
        return max(d.bottom, y1 + 86) + 12

    def _now_playing(self, page: Page, theme: Theme, typo: dict[str, Any],
                     params: dict[str, Any], box: tuple[int, int, int, int],
                     accent: tuple[int, int, int]) -> None:
        x1, y1, x2, y2 = box
        ep = params["episodes"][0]
        with page.region("now playing", "player", box, label=ep["title"]):
            page.rect(box, theme.panel, name="player")
            page.line((x1, y1), (x2, y1), theme.border)
            cover_art(page, (x1 + 14, y1 + 10, x1 + 66, y1 + 62), params["art"])
            st = ui_style(typo, theme, size=13)
            page.label(x1 + 78, y1 + 10, ep["title"], st.but(bold=True), role="text",
                       max_width=260)
            page.label(x1 + 78, y1 + 32, params["left"], st.but(size=12, color=theme.muted),
                       role="text", max_width=260)
            player_bar(page, theme, typo, (x1 + 360, y1 + 8, x2 - 20, y1 + 40),
                       params["fraction"], params["elapsed"], params["total"], colour=accent)
            waveform(page, (x1 + 470, y1 + 44, x2 - 90, y2 - 6), params["wave"],
                     params["fraction"], accent, theme.border)
