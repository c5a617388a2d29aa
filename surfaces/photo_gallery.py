"""A photo-library app: top bar with search, a sidebar of sections and albums with photo
counts, an album grid of thumbnails with captions, and an info (EXIF) side panel for the
selected photo with its caption, camera, lens, exposure, size, date and place."""

from __future__ import annotations

from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice
from surfaces.kit.chrome import search_box, sidebar_list, ui_style
from surfaces.kit.media import picture
from surfaces.kit.numbers import byte_unit, format_number, ui_list
from surfaces.kit.photo_world import LIGHT_OF, THUMBS, album_world, cover_of, taken_hour
from surfaces.kit.prose import sample_marks, styled_spans
from surfaces.kit.tables import scrollbar
from surfaces.kit.typography import sample_typography

# media_camera (the same order in every language): the sensor's full size, JPEG sizes in MB,
# and lenses of that camera's own mount as (name, widest aperture, focal length shown);
# a phone and the Leica Q2 have one fixed lens (fixed aperture on the phone)
CAMERAS = [
    ((7728, 5152), (12, 22), [("XF 23mm f/2 R WR", 2.0), ("XF 35mm f/1.4 R", 1.4),
                              ("XF 16-80mm f/4 R OIS WR", 4.0)]),
    ((5472, 3648), (5, 10), [("RF 24-105mm f/4L IS USM", 4.0), ("RF 50mm f/1.8 STM", 1.8),
                             ("RF 35mm f/1.8 Macro IS STM", 1.8)]),
    ((7008, 4672), (8, 16), [("FE 24-70mm f/2.8 GM II", 2.8), ("FE 35mm f/1.8", 1.8),
                             ("FE 85mm f/1.8", 1.8)]),
    ((6048, 4024), (7, 14), [("NIKKOR Z 24-70mm f/4 S", 4.0), ("NIKKOR Z 50mm f/1.8 S", 1.8),
                             ("NIKKOR Z 35mm f/1.8 S", 1.8)]),
    ((4032, 3024), (1.5, 4), [("24 mm f/1.78", 1.78)]),
    ((8368, 5584), (15, 28), [("Summilux 28 mm f/1.7 ASPH.", 1.7)]),
]
PHONE = 4
# light by the selected photo's scene: (ISO choices, shutter denominators, apertures wanted)
LIGHT = {"scene": ([100, 100, 200], [250, 500, 1000], (5.6, 8.0)),
         "city": ([100, 200, 400], [125, 250, 500], (4.0, 5.6, 8.0)),
         "people": ([400, 800, 1600], [60, 100, 125], (1.8, 2.0, 2.8, 4.0)),
         "dish": ([200, 400, 800], [100, 125, 250], (1.8, 2.0, 2.8, 4.0))}
STOPS = (1.4, 1.7, 1.78, 1.8, 2.0, 2.8, 4.0, 5.6, 8.0)


def exif(rng: np.random.Generator, camera: int, scene: str) -> tuple[str, str, tuple[int, int],
                                                                     float]:
    """(lens, exposure, pixel size, MB) of one photo by ``camera`` of a ``scene``: a lens of
    that camera, an aperture it has, a phone's fixed one, light that fits the scene."""
    size, (lo, hi), lenses = CAMERAS[camera]
    lens, widest = lenses[int(rng.integers(len(lenses)))]
    isos, shutters, wanted = LIGHT.get(scene, LIGHT["scene"])
    if camera == PHONE or lens.startswith("Summilux") and scene in ("people", "dish"):
        stop = widest
    else:
        stop = float(choice(rng, [f for f in wanted if f >= widest] or [widest]))
    if camera == PHONE:  # a phone keeps its aperture and shortens the exposure in daylight
        shutters = [s * 4 for s in shutters] if scene in ("scene", "city") else shutters
    shown = f"{stop:g}" if stop != 1.78 else "1.78"
    exposure = f"f/{shown} · 1/{choice(rng, shutters)} s · ISO {choice(rng, isos)}"
    return lens, exposure, size, float(rng.uniform(lo, hi))


def photo(page: Page, box: tuple[int, int, int, int], item: dict[str, Any]) -> None:
    """One photo of the album: a portrait of one of the party (page.portrait, square
    corners), else the kit's picture of its variant."""
    if item["variant"] == "portrait":
        page.portrait(box, item["kind"], radius=0, name="photo")
    else:
        picture(page, box, item["kind"], item["variant"], item["subject"])


WEDDING = 4  # media.gallery: "Wedding of {name} and {name}", the same place in every language
class PhotoGallery(Surface):
    name = "photo_gallery"
    family = "media"
    text_roles = ("prose", "text", "structural", "chrome")
    # No blank_line: each caption is one paragraph: there is no empty line between paragraphs.
    # select_sentence, sentence_boundary: its pages, written from one world since 0.6.0, rarely offer one
    unsupported_categories = ("blank_line", "select_sentence", "sentence_boundary")
    regions = ("top bar", "search", "sidebar", "album", "photo", "info")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        lang = content.lang
        cols = int(choice(rng, [3, 4]))
        n = cols * 8  # more rows than any screen shows: the grid fills it, the last cut
        # One day out: the album's name, its date and its pictures are sampled first, each
        # caption is written from its picture, the info panel describes the selected photo
        city = content.city()
        world = album_world(rng, content, n, city)
        albums, indices = [world["title"]], [world["index"]]
        others = [k for k in range(len(content.data.TITLES["media.gallery"])) if k != world["index"]]
        for k in rng.permutation(others)[:4]:  # the other albums, each its own name
            indices.append(int(k))
            albums.append(content.title_at("media.gallery", int(k), city=content.city()))
        # each album its own count (two albums of "155 photos" read as copied)
        counts = [int(rng.integers(n + 4, 300))]
        while len(counts) < len(albums):
            count = int(rng.integers(8, 400))
            if count not in counts:
                counts.append(count)
        # the selected photo: one of the first rows' captioned ones (the panel shows its text)
        captioned = [k for k, ph in enumerate(world["photos"]) if ph["caption"]] or [0]
        selected = int(choice(rng, [k for k in captioned if k < cols * 2] or captioned[:1]))
        sel = world["photos"][selected]
        camera = int(rng.integers(len(CAMERAS)))
        lens, exposure, (w, h), mb = exif(rng, camera, LIGHT_OF.get(sel["what"], "scene"))
        day = content.format_date(world["day"])
        taken = content.format_time(taken_hour(rng, sel["what"], world["day"].month),
                                    int(rng.integers(0, 12)) * 5)
        for photo in world["photos"]:
            photo["marks"] = sample_marks(rng, photo["caption"], "caption")
        return {
            "typo": sample_typography(rng, "sans", (12, 13, 14)),
            "app": content.ui("media.library"), "search": content.ui("web.search"),
            "nav": ui_list(content, "media.gallery_nav"), "albums_t": content.ui("media.albums"),
            "albums": albums, "counts": [content.ui("media.photos_n", n=c) for c in counts],
            "count": counts[0], "title": albums[0], "sub": f"{day} · {content.ui('media.photos_n', n=counts[0])}",
            "photos": world["photos"], "thumbs": [list(cover_of(indices[0], world["photos"]))]
            + [list(THUMBS[k]) for k in indices[1:]],
            "cols": cols, "selected": selected,
            "info": content.ui("media.info"), "add_caption": content.ui("media.add_caption"),
            "fields": [[content.ui("media.camera_l"), content.word_at("media_camera", camera)],
                       [content.ui("media.lens"), lens],
                       [content.ui("media.exposure"), exposure],
                       [content.ui("media.dimensions"), f"{w} × {h}"],
                       [content.ui("media.file_size"), f"{format_number(mb, lang, 1)} {byte_unit('MB', lang)}"],
                       [content.ui("media.taken"), f"{day}, {taken}"],
                       [content.ui("media.location"), world["place"]]],
            "captions_on": bool(rng.random() < 0.7), "panel": bool(rng.random() < 0.75),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        w, h = page.width, page.height
        with page.region("top bar", "chrome", (0, 0, w, 56)):
            page.rect((0, 0, w, 56), theme.bg, name="top bar")
            page.label(20, 12, params["app"], ui_style(typo, theme, size=19, bold=True),
                       role="structural")
            page.line((0, 55), (w, 55), theme.border)
        search_box(page, theme, typo, (220, 10, 620, 46), params["search"])
        side = 200
        sidebar_list(page, theme, typo, (0, 56, side, h), params["nav"], active=1)
        st = ui_style(typo, theme, size=12)
        y = 56 + 10 + 30 * len(params["nav"]) + 16
        page.label(14, y, params["albums_t"].upper(), st.but(bold=True, color=theme.muted),
                   role="structural")
        y += 30
        for k, (album, count) in enumerate(zip(params["albums"], params["counts"],
                                               strict=True)):
            with page.region(f"album {k + 1}", "list item", (0, y, side, y + 44), label=album):
                picture(page, (14, y + 4, 46, y + 36), params["thumbs"][k][1],
                        params["thumbs"][k][0])
                page.label(54, y - 2, album, st, role="text", max_width=side - 60)
                page.label(54, y + 16, count, st.but(size=11, color=theme.muted), role="text")
            y += 46
            if y + 46 > h:
                break
        right = w - (280 if params["panel"] else 0)
        shown = self._grid(page, theme, typo, params, (side + 24, 72, right - 24, h))
        if shown < params["count"]:  # "93 photos" over the first rows: the grid scrolls
            scrollbar(page, theme, (side, 56, right, h), shown, params["count"])
        if params["panel"]:
            self._info(page, theme, typo, params, (right, 56, w, h))
        return page

    def _grid(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
              box: tuple[int, int, int, int]) -> int:
        x1, y, x2, y2 = box
        page.label(x1, y, params["title"], ui_style(typo, theme, size=22, bold=True),
                   role="structural", max_width=x2 - x1)
        page.label(x1, y + 38, params["sub"], ui_style(typo, theme, size=13, color=theme.muted),
                   role="text")
        y += 76
        n = params["cols"]
        gap = 10
        cw = (x2 - x1 - gap * (n - 1)) // n
        ph = round(cw * 0.72)
        cap = 40 if params["captions_on"] else 0
        st = ui_style(typo, theme, size=12)
        for k, item in enumerate(params["photos"]):
            r, c = divmod(k, n)
            px, py = x1 + c * (cw + gap), y + r * (ph + cap + gap)
            if py >= y2:
                return k
            if py + ph + cap > y2:  # the row under the fold: its pictures' tops, scrolled to
                photo(page, (px, py, px + cw, y2), item)
                continue
            with page.region(f"photo {k + 1}", "image", (px, py, px + cw, py + ph + cap),
                             label=item["caption"]):
                photo(page, (px, py, px + cw, py + ph), item)
                if k == params["selected"]:
                    page.rect((px - 3, py - 3, px + cw + 3, py + ph + 3), None, theme.accent,
                              width=3, name="selection")
                if cap and item["caption"]:
                    caption = styled_spans(item["caption"], item["marks"], st, theme,
                                           typo["mono"])
                    page.text((px, py + ph + 4, px + cw, py + ph + cap), caption, st,
                              role="text", max_lines=2, line_height=1.25)
        return len(params["photos"])

    def _info(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
              box: tuple[int, int, int, int]) -> None:
        x1, y, x2, y2 = box
        sel = params["photos"][params["selected"]]
        with page.region("info", "panel", box, label=params["info"]):
            page.rect(box, theme.panel, name="info panel")
            page.line((x1, y), (x1, y2), theme.border)
            x1, x2 = x1 + 18, x2 - 18
            page.label(x1, y + 10, params["info"], ui_style(typo, theme, size=16, bold=True),
                       role="structural")
            photo(page, (x1, y + 50, x2, y + 50 + 150), sel)
            body = ui_style(typo, theme, size=13)
            # the selected photo's caption, once (it is the description the panel shows)
            text = styled_spans(sel["caption"], sel["marks"], body, theme, typo["mono"])
            block = page.text((x1, y + 212, x2, y + 300), text, body, role="prose",
                              line_height=1.4, max_lines=4)
            yy = block.bottom + 14
            page.line((x1, yy - 6), (x2, yy - 6), theme.border)
            lab = ui_style(typo, theme, size=11, color=theme.muted)
            for label, value in params["fields"]:
                if yy + 40 > y2:
                    break
                page.label(x1, yy - 4, label.upper(), lab.but(bold=True), role="structural")
                page.label(x1, yy + 14, value, body, role="text", max_width=x2 - x1)
                yy += 42
