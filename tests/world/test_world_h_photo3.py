"""Pictures read as photographs, not flat vector drawings (r81 row 14: the event hero "a flat
vector cartoon"; r83 rows 06/12/13: "low-poly renders used as photos"; r81 row 19: the blog
author's avatar "an egg-shaped brown blob").

Over 30 seeds per kind of picture: no flat single-colour region (grain aside: measured on
the picture reduced 4x, which averages the grain away) covers more than a quarter of it,
and its luminance spreads as a photo's does. Every blog post's author shows a photo."""

from __future__ import annotations

import numpy as np
from PIL import Image
from scipy import ndimage

from generator.page import Page, make_theme
from generator.page.render import render
from surfaces import registry
from surfaces.kit.media import picture, thumbnail
from surfaces.kit.scenes import video_scene
from tests.world.world_helpers import sampled

BOX = (10, 10, 330, 190)
TITLES = ("A night walk through Leeds", "Guitar lesson for beginners", "Sourdough bread recipe",
          "Fixing my old radio", "My trip to the coast", "What I learned this year")


def _draw(fn) -> np.ndarray:
    page = Page(340, 200, make_theme(False, "blue"))
    fn(page)
    img, _ = render(page)
    x1, y1, x2, y2 = BOX
    return np.asarray(img.convert("RGB"), np.int16)[y1:y2, x1:x2]


def _flat_share(px: np.ndarray) -> float:
    """The largest connected region whose colour is one (within two levels), as a share."""
    small = np.asarray(Image.fromarray(px.astype(np.uint8)).reduce(4), np.int16)
    spread = ndimage.maximum_filter(small, size=(3, 3, 1)) - ndimage.minimum_filter(small, size=(3, 3, 1))
    labels, n = ndimage.label(spread.max(axis=2) <= 2)
    return 0.0 if n == 0 else float(np.bincount(labels.ravel())[1:].max() / labels.size)


def _pictures():
    for kind in range(30):
        yield "stage", kind, lambda p, k=kind: picture(p, BOX, k, "stage")
        yield "presenter", kind, lambda p, k=kind: picture(p, BOX, k, "presenter")
        yield "portrait", kind, lambda p, k=kind: p.portrait(BOX, k * 77 + 1, "fm"[k % 2], radius=0)
        title = TITLES[kind % len(TITLES)]
        if video_scene(title) or kind % 4 != 3:  # else a title card: graphic design, flat
            yield "thumbnail", kind, lambda p, k=kind, t=title: thumbnail(p, BOX, k, t)
        if kind < 10:
            for variant in ("night", "city", "scene", "people", "room", "dish"):
                yield variant, kind, lambda p, k=kind, v=variant: picture(p, BOX, k, v)


def test_pictures_have_no_flat_fill_and_a_photos_tonal_range() -> None:
    for what, kind, fn in _pictures():
        px = _draw(fn)
        assert _flat_share(px) < 0.25, (what, kind)
        lum = px @ np.array((0.299, 0.587, 0.114))
        p5, p95 = np.percentile(lum, (5, 95))
        assert p95 - p5 >= 40 and lum.std() >= 12, (what, kind, p95 - p5, lum.std())
        levels = np.unique(np.round(lum).astype(int)).size
        assert levels >= 60, (what, kind, levels)  # a continuous tone, not a few fills


def test_flat_share_sees_a_flat_fill() -> None:
    """The measure itself: a vector drawing with grain still counts as flat."""
    rng = np.random.default_rng(0)
    px = np.full((180, 320, 3), (120, 160, 200), np.int16)
    px[:60] = (200, 210, 220)
    px += rng.normal(0, 1.5, px.shape).round().astype(np.int16)
    assert _flat_share(px) > 0.25


def test_blog_authors_show_a_photo() -> None:
    from generator.page import make_theme as theme_of
    cls = registry.get("personal_blog")
    pages = 0
    for _lang, _seed, params in sampled("personal_blog", 30):
        page = cls().compose(params, theme_of(False, "blue"))
        shots = [op for op in page.ops if getattr(op, "kind", "") == "portrait"]
        assert shots, (_lang, _seed, params["author"])
        assert all(op.box[2] - op.box[0] >= 20 for op in shots)
        pages += 1
    assert pages >= 180


def test_a_figure_stays_in_its_box_and_keeps_the_scene_around_it() -> None:
    """page.figure (a presenter over their room): drawn inside its box only, the person
    photographed (many tones), the background beside them kept as drawn."""
    for seed in range(30):
        page = Page(300, 200, make_theme(False, "blue"))
        page.rect((20, 20, 280, 180), (90, 120, 150), name="image")
        whole = (60 + seed, 10 + seed % 7, 60 + seed + 150, 180)  # its top above the box
        page.figure((20, 20, 280, 180), whole, seed * 31 + 7, "fm"[seed % 2], 100)
        px = np.asarray(render(page)[0].convert("RGB"), np.int16)
        outside = np.ones(px.shape[:2], bool)
        outside[20:180, 20:280] = False
        assert (px[outside] == px[5, 5]).all(), seed
        assert (px[40, 25] == (90, 120, 150)).all(), seed  # the room beside the person
        person = px[20:180, whole[0]:whole[2]].reshape(-1, 3)
        assert len(np.unique(person @ np.array((1, 256, 65536)))) > 200, seed
