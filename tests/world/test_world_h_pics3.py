"""Wave 21 h_pics: pictures that read as photos, not computer graphics.

- a profile photo avatar (generator.page.portrait) is a small photo: head and shoulders,
  shaded, on a soft background, with noise; deterministic; the page around its disc kept;
- chat, social and mail apps show such photos for some people and initials for others,
  one person always the same way;
"""

from __future__ import annotations

import numpy as np
import pytest
from world_helpers import sampled

from generator.page import make_theme
from generator.page.model import ShapeOp
from generator.page.portrait import portrait_image
from generator.page.render import render
from surfaces import registry
from surfaces.kit.persona import has_photo, name_sex


@pytest.mark.parametrize("size", [24, 32, 48, 64])
def test_portrait_is_a_shaded_photo_and_deterministic(size: int) -> None:
    sides = []
    for seed in range(25):
        sex = "fm"[seed % 2]
        a = portrait_image.__wrapped__(size, size, seed, sex)
        b = portrait_image.__wrapped__(size, size, seed, sex)
        assert a.tobytes() == b.tobytes(), (size, seed)
        assert a.size == (size, size)
        arr = np.asarray(a, np.float32)
        lum = arr @ np.array([0.299, 0.587, 0.114], np.float32)
        colours = len({tuple(p) for p in arr.reshape(-1, 3).astype(int).tolist()})
        assert colours >= size * size // 4, (size, seed, colours)  # not flat fills
        assert lum.std() > 12, (size, seed, lum.std())
        # the face's middle band: lit on one side, in shade on the other
        band = lum[int(size * 0.34):int(size * 0.52)]
        left, right = band[:, int(size * 0.34):size // 2], band[:, size // 2:int(size * 0.66)]
        sides.append(abs(float(left.mean() - right.mean())))
    assert np.mean(sides) > 4, (size, sides)
    assert portrait_image.__wrapped__(48, 48, 1, "f").tobytes() != \
        portrait_image.__wrapped__(48, 48, 2, "f").tobytes()


def test_photo_avatar_keeps_the_page_outside_its_disc() -> None:
    from generator.page.model import Page

    for dark in (False, True):
        theme = make_theme(dark, "blue")
        page = Page(200, 100, theme)
        page.portrait((10, 10, 58, 58), 7, "f")
        page.portrait((100, 10, 132, 42), 8, "m", radius=6)
        image, geo = render(page)
        for x, y in ((10, 10), (57, 10), (10, 57), (57, 57), (100, 10), (131, 41)):
            assert image.getpixel((x, y)) == theme.bg, (dark, x, y)
        assert image.getpixel((34, 34)) != theme.bg
        assert [s.kind for s in geo.shapes] == ["avatar photo", "avatar photo"]


def test_a_person_has_a_photo_only_with_a_known_first_name() -> None:
    assert name_sex("Ida Mondadori") == "f" and name_sex("Marco Rossi") == "m"
    assert name_sex("Deutsche Bahn") == "" and not has_photo("Deutsche Bahn", 1.0)
    assert not has_photo("Marco Rossi", 0.0)
    share = sum(has_photo(f"Marco {k}", 0.6) for k in range(400)) / 400
    assert 0.5 < share < 0.7, share


PHOTO_APPS = ("chat_bubbles", "social_feed", "slack_like", "comment_section", "teams_chat")


@pytest.mark.parametrize("name", PHOTO_APPS)
def test_apps_show_photos_for_some_people_and_initials_for_others(name: str) -> None:
    cls = registry.get(name)
    photos = initials = 0
    for lang, seed, params in sampled(name, 6):
        page = cls().compose(params, make_theme(seed % 2 == 1, "blue"))
        ops = [op for op in page.ops if isinstance(op, ShapeOp)]
        for op in ops:
            if op.kind == "portrait":
                photos += 1
                x1, y1, x2, y2 = op.box
                assert x2 - x1 == y2 - y1 and 16 <= x2 - x1 <= 120, (name, lang, seed, op.box)
        initials += sum(op.name == "avatar" for op in ops)
    assert photos >= 6 and initials >= 3, (name, photos, initials)


def test_most_video_thumbnails_are_frames_not_title_cards() -> None:
    """A title naming no setting: its maker talking to the camera (a portrait frame, the
    person off-centre), one in four a plain title card."""
    from generator.page.model import Page
    from surfaces.kit.media import thumbnail

    kinds = []
    for k in range(8):
        page = Page(400, 200, make_theme(k % 2 == 1, "blue"))
        thumbnail(page, (10, 10, 160, 94), k, "Packing for a month with one backpack")
        kinds.append(next(op for op in page.ops if isinstance(op, ShapeOp)).kind)
        image, _ = render(page)
        arr = np.asarray(image.crop((10, 10, 160, 94)), np.float32)
        assert len({tuple(p) for p in arr.reshape(-1, 3).astype(int).tolist()}) > 300 or \
            kinds[-1] != "portrait", k
    assert kinds.count("portrait") == 6, kinds
    wide = np.asarray(portrait_image.__wrapped__(150, 84, 5, ""), np.float32).mean(axis=2)
    assert wide.shape == (84, 150)


def test_store_screenshots_are_portrait_and_fill_their_tiles() -> None:
    """The gallery's screenshots: portrait (about 1:2), the app's screen filling each tile,
    no phone drawn in a landscape box."""
    cls = registry.get("app_store_listing")
    for lang, seed, params in sampled("app_store_listing", 6):
        page = cls().compose(params, make_theme(seed % 2 == 1, "blue"))
        tiles = [op.box for op in page.ops if getattr(op, "name", "") == "screenshot"]
        assert len(tiles) == params["shots"], (lang, seed)
        for x1, y1, x2, y2 in tiles:
            assert 1.8 <= (y2 - y1) / (x2 - x1) <= 2.3, (lang, seed, (x1, y1, x2, y2))
            screens = [op for op in page.ops if isinstance(op, ShapeOp) and op.name == "image"
                       and op.box == (x1 + 1, y1 + 1, x2 - 1, y2 - 1)]
            assert screens, (lang, seed)  # the screen fills the tile inside its border
        assert not any(getattr(op, "fill", None) == (28, 28, 32) for op in page.ops), lang
