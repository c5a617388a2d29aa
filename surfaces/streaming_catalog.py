"""A streaming service's browse page (dark by design): a nav bar, a hero with a featured
show's title, match score, seasons, synopsis and Play / More info buttons over artwork, and
rows of poster tiles with titles, some with progress bars."""

from __future__ import annotations

import re
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, fontbook
from surfaces.kit.brands import brand
from surfaces.kit.chrome import ui_style
from surfaces.kit.document import unique_titles
from surfaces.kit.icons import draw as draw_icon
from surfaces.kit.media import ART, gradient, mix, picture
from surfaces.kit.numbers import ui_list
from surfaces.kit.phone import screen_width
from surfaces.kit.scenery import pick
from surfaces.kit.typography import sample_typography, style

BLACK, RED, WHITE = (20, 20, 20), (229, 9, 20), (255, 255, 255)

# The genres a synopsis can carry (media_genre's order in every language: 0 drama, 1 comedy,
# 2 documentary, 3 thriller, 4 science fiction, 5 romance, 6 crime, 7 animation), by the
# words of its text: the first cue that matches decides.
GENRE_CUES = [
    (r"document|\bdoku|ritratto|over de mensen die", (2,)),
    (r"com[eé]d|komödie|komedie|commedia|darkly funny", (1,)),
    (r"thriller", (3,)),
    (r"futur|zukunft|toekomst", (4,)),
    (r"detective|police|case|scandal|robbery|kommissar|fall\b|skandal|commissair|affaire|"
     r"disparition|inspector|caso\b|desaparici|commissaria|rechercheur|zaak|dorfpolizist|"
     r"verschwunden|esc[aá]ndalo|scandalo|schandaal|smuggl|schmuggl|contreband|contraband|contrabbando|smokkel",
     (6, 3)),
    (r"inconnus|desconocidos|liefde|amori|amour|romance", (5,)),
]


def genre_choices(synopsis: str) -> tuple[int, ...]:
    """The media_genre indices that fit ``synopsis`` (drama when no cue says otherwise)."""
    text = synopsis.lower()
    for cue, genres in GENRE_CUES:
        if re.search(cue, text):
            return genres
    return (0,)


# per media.show title (its order in every language): the genre (media_genre index) and
# the hero still of the show its blurb (ws_show_blurb) describes: a lighthouse island is
# the country, "Night Shift" a street at night, an inheritance people at a table
HERO_GENRE = [0, 6, 0, 5, 1, 3, 0, 6, 6, 3, 2, 4]
# media.show titles whose blurb tells one bounded story ("have one summer to save it", "one
# last summer together", "one last show", "the reading of their mother's will"): a limited
# series of one season, not "2 seasons"
LIMITED = (2, 3, 4, 6)
# the stills each show may be drawn with, from its blurb: a lighthouse island and a harbour
# town the coast, a detective's city its streets by night, a will read a room, "The Archive"
# (near future) a city of lights; the first is the hero's
SHOW_STILLS: list[tuple[str, ...]] = [
    ("shore", "interior"), ("night", "city"), ("shore", "people"), ("shore", "park"),
    ("people", "interior"), ("shore", "night"), ("interior", "people"), ("night",),
    ("city", "night"), ("road",), ("shore", "road"), ("scifi",)]
NIGHT = ("night", "nuit", "nacht", "noche", "notte", "midnight", "minuit", "medianoche")


def still(title: str, art: int) -> str:
    """A show's still: its town at night when the title says night, else people, a street
    by day or the country."""
    if any(word in title.lower() for word in NIGHT):
        return "night"
    return ("people", "city", "scene")[art % 3]


NOW_YEAR = 2026  # the catalogue's present: a show's seasons run up to this year


def tile_width(base: int, n: int, width: int) -> int:
    """A poster's width on a ``width`` window: ``base``, or wider when the ``n`` titles of a
    row would leave the window's right part empty (r49: a third of a 2560-px screen)."""
    fit = (width - 48) // (base + 8)
    return base if fit <= n else (width - 56 - 8 * (n - 1)) // n


class StreamingCatalog(Surface):
    name = "streaming_catalog"
    family = "media"
    themes = ("dark",)
    text_roles = ("prose", "text", "structural", "chrome")
    # No blank_line: each synopsis is one paragraph: there is no empty line between paragraphs.
    # between_words: its pages, written from one world since 0.6.0, rarely offer one
    unsupported_categories = ("blank_line", "select_substring", "between_words")
    regions = ("nav bar", "hero", "section")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        # the featured show first: its blurb, genre and still are written for its title
        show = int(rng.integers(len(HERO_GENRE)))
        hero = content.title_at("media.show", show)
        titles = [hero] + [t for t in unique_titles(content, "media.show", 12) if t != hero]
        rows = ui_list(content, "media.stream_rows")
        order = [int(k) for k in rng.permutation(len(rows))]  # as many as the window shows
        synopsis = content.title_at("ws_show_blurb", show)
        genre = content.word_at("media_genre", HERO_GENRE[show])
        # the catalogue: each title once with its one poster still (from its show's stills,
        # none twice on the page, the hero's first); a row shows titles in its own order, a
        # title in two rows with the same poster (r49: "L'Héritage" twice in one row, and
        # with other artwork in another)
        tiles = titles[1:]
        index = {content.title_at("media.show", k): k for k in range(len(SHOW_STILLS))}
        pools = [SHOW_STILLS[show][:1]] + [SHOW_STILLS[index[t]] if t in index else
                                           (still(t, k),) for k, t in enumerate(tiles)]
        stills = pick(rng, pools)
        tile_w = int(choice(rng, [170, 190, 210]))
        shown = (screen_width(self) - 48) // (tile_w + 8)  # the posters a row shows
        lineups: list[list[int]] = []
        for _ in order:  # a row leads with titles the rows above did not show
            perm = [int(k) for k in rng.permutation(len(tiles))]
            seen = {k for lineup in lineups for k in lineup[:shown]}
            lineups.append([k for k in perm if k not in seen] + [k for k in perm if k in seen])
        # the first season's year, and no more seasons than years since (r49: "2026 · 3
        # saisons"); a limited series any year
        year = int(rng.integers(2015, 2027 if show in LIMITED else 2026))
        seasons = 1 if show in LIMITED else int(rng.integers(2, min(5, NOW_YEAR - year + 1) + 1))
        return {
            "typo": sample_typography(rng, "sans", (13, 14)),
            "logo_font": choice(rng, fontbook().families_of("sans")),
            "brand": brand(content, "media").upper(), "nav": ui_list(content, "media.stream_nav"),
            "hero": titles[0], "synopsis": synopsis,
            "match": content.ui("media.match", n=int(rng.integers(80, 99))),
            "year": str(year),
            "seasons": content.ui("w10gm.limited_series") if show in LIMITED else
            content.ui("media.seasons", n=seasons), "show": show,
            "genre": genre, "top10": content.ui("media.top10"),
            "play": content.ui("media.play"), "info": content.ui("media.more_info"),
            "rows": [rows[k] for k in order], "continue": rows[0], "titles": tiles,
            "lineups": lineups,
            "art": int(rng.integers(0, 8)), "hero_still": stills[0], "stills": stills[1:],
            "progress": [float(rng.uniform(0.1, 0.9)) for _ in tiles],
            "tile_w": tile_w,
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        w, h = page.width, page.height
        page.rect((0, 0, w, h), BLACK, name="background")
        hero_h = 380
        with page.region("hero", "banner", (0, 0, w, hero_h), label=params["hero"]):
            a, b = ART[params["art"] % len(ART)]
            gradient(page, (0, 0, w, hero_h), mix(a, BLACK, 0.3), BLACK, steps=14)
            # a still from the show: its people or its town
            picture(page, (w // 2 + 60, 60, w, hero_h - 40),  # clear of all text
                    params["hero_still"]["kind"], params["hero_still"]["variant"], grade="cinema")
            page.text((48, 90, w // 2 + 40, 200), params["hero"],
                      style(params["logo_font"], 46, WHITE, bold=True), role="structural",
                      max_lines=2, line_height=1.05)
            st = ui_style(typo, theme, size=14, color=WHITE)
            x = page.label(48, 206, params["match"], st.but(bold=True, color=(70, 211, 105)),
                           role="text").right + 12
            for item in (params["year"], params["seasons"], params["genre"]):
                x = page.label(x, 206, item, st.but(color=(200, 200, 200)), role="text").right + 12
            # Room for the whole two-sentence blurb (three lines), as the real hero shows it.
            page.text((48, 238, w // 2 + 20, 304), params["synopsis"], st.but(size=15),
                      role="prose", max_lines=3, line_height=1.35)
            # the second button follows the first, however long "Reproducir" is (r21: at a
            # fixed x "Abspielen" ran under "Mehr Infos")
            x = self._button(page, typo, theme, 48, 314, params["play"], WHITE, BLACK, True)
            self._button(page, typo, theme, x + 12, 314, params["info"], (90, 90, 90), WHITE,
                         False)
        with page.region("nav bar", "chrome", (0, 0, w, 60)):
            page.label(40, 10, params["brand"], style(params["logo_font"], 24, RED, bold=True),
                       role="structural")
            x = 220
            for k, item in enumerate(params["nav"]):
                x = page.label(x, 18, item, ui_style(typo, theme, size=13,
                                                     color=WHITE if k == 0 else (210, 210, 210),
                                                     bold=k == 0)).right + 20
        y = hero_h + 4
        tw = tile_width(params["tile_w"], len(params["titles"]), w)
        th = round(tw * 0.6)
        for title, lineup in zip(params["rows"], params["lineups"], strict=True):
            if y + th + 40 > h:
                break
            with page.region(f"section {title}", "list", (0, y, w, y + th + 60), label=title):
                page.label(48, y, title, ui_style(typo, theme, size=17, bold=True, color=WHITE),
                           role="structural")
                x = 48
                for n in lineup:  # across the window (a wide one shows more of the row)
                    if x + tw > w - 8:
                        break
                    self._tile(page, typo, theme, (x, y + 38, x + tw, y + 38 + th), params, n,
                               title == params["continue"])
                    x += tw + 8
            y += th + 70
        return page

    def _button(self, page: Page, typo: dict[str, Any], theme: Theme, x: int, y: int,
                label: str, fill: tuple[int, int, int], colour: tuple[int, int, int],
                play: bool) -> int:
        """A hero button with its icon; returns its right edge."""
        st = ui_style(typo, theme, size=15, bold=True, color=colour)
        from surfaces.kit import measure
        w = round(measure(label, st)[0]) + 60
        page.rect((x, y, x + w, y + 42), fill, radius=4, name="button")
        if play:
            page.polygon([(x + 18, y + 11), (x + 18, y + 31), (x + 34, y + 21)], colour,
                         name="icon")
        else:
            draw_icon(page, theme, "info", x + 15, y + 11, 20, colour)
        page.label(x + 44, y + 21 - round(15 * 1.1), label, st)
        return x + w

    def _tile(self, page: Page, typo: dict[str, Any], theme: Theme, box: tuple[int, int, int, int],
              params: dict[str, Any], n: int, progress: bool) -> None:
        x1, y1, x2, y2 = box
        art = params["stills"][n]  # the title's own poster
        picture(page, box, art["kind"], art["variant"], grade="cinema")  # a film still
        page.rect((x1, y2 - 44, x2, y2), (0, 0, 0), name="poster shade")
        page.text((x1 + 8, y2 - 42, min(x2, page.width) - 8, y2 - 2),
                  params["titles"][n],
                  ui_style(typo, theme, size=13, bold=True, color=WHITE), role="text",
                  max_lines=2, line_height=1.15)
        if progress:  # every show one is watching: how far in
            page.rect((x1, y2 + 4, x2, y2 + 8), (90, 90, 90), name="progress track")
            page.rect((x1, y2 + 4, x1 + round((x2 - x1) * params["progress"][n]), y2 + 8), RED,
                      name="progress bar")
