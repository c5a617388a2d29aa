"""h_pics2 (wave 22): pictures that gave the page away. 2-D codes with their real structure (QR
finders in three corners and a quiet zone, Aztec bullseye, Data Matrix L and clock, PDF417
start and stop patterns); the products of one listing page differ in silhouette, not just
in colour. (Its invented carrier and airline emblems gave way to wordmarks:
tests/world/test_world_h_marks.py.)"""

from __future__ import annotations

import itertools
from functools import lru_cache

import numpy as np
import pytest

from generator.content import Content
from generator.page import Page, make_theme
from generator.page.render import render
from surfaces import registry
from surfaces.kit import codes2d
from surfaces.kit.apps import qr_code
from surfaces.kit.products import COLOURS, product
from tests.world.world_helpers import page_params, sampled

INK, PAPER = (20, 20, 20), (255, 255, 255)
FINDER = [[max(abs(r - 3), abs(c - 3)) != 2 for c in range(7)] for r in range(7)]


def _blank(w: int = 240, h: int = 240) -> Page:
    page = Page(w, h, make_theme(False, "blue"))
    page.rect((0, 0, w, h), (180, 200, 220))  # not the code's paper: its quiet zone shows
    return page


def _dark(img: np.ndarray) -> np.ndarray:
    return img.mean(axis=2) < 100


def _check_qr(dark: np.ndarray, zone: tuple[int, int, int, int]) -> None:
    """The symbol in ``zone`` (its paper) has finders in three corners, none in the
    fourth, light separators and at least two modules of quiet zone."""
    x1, y1, x2, y2 = zone
    sub = dark[y1:y2, x1:x2]
    ys, xs = np.nonzero(sub)
    top, left, bottom, right = ys.min(), xs.min(), ys.max() + 1, xs.max() + 1
    row = sub[top, left:right]
    u = int(np.argmin(row)) / 7 if not row.all() else 0  # the finder's top edge is 7 modules
    assert u >= 1, zone
    n = round((right - left) / u)
    assert abs(n * u - (right - left)) <= 1 and n in (21, 25, 29), (n, u)
    assert min(top, left, sub.shape[0] - bottom, sub.shape[1] - right) >= 2 * u - 1

    def module(r: int, c: int) -> bool:
        return bool(sub[top + int((r + 0.5) * u), left + int((c + 0.5) * u)])

    for r0, c0 in ((0, 0), (0, n - 7), (n - 7, 0)):
        got = [[module(r0 + r, c0 + c) for c in range(7)] for r in range(7)]
        assert got == FINDER, (r0, c0)
    assert not all(module(7, c) for c in range(8)), "no separator under a finder"
    assert not any(module(7, c) for c in range(8))  # the separator row is light
    corner = [[module(n - 7 + r, n - 7 + c) for c in range(7)] for r in range(7)]
    assert corner != FINDER  # the fourth corner is data and alignment, not a finder
    timing = [module(6, c) for c in range(8, n - 8)]
    assert timing == [c % 2 == 0 for c in range(8, n - 8)]


@pytest.mark.parametrize("size", [80, 120, 170])
def test_qr_has_finders_timing_and_quiet_zone(size):
    for seed in range(6):
        page = _blank()
        qr_code(page, (20, 30, 20 + size, 30 + size), seed * 7919, INK, PAPER)
        img = np.asarray(render(page)[0].convert("RGB"))
        _check_qr(_dark(img), (20, 30, 20 + size, 30 + size))


def test_boarding_pass_qr_drawn_with_structure():
    """Every language's boarding passes: the QR code is a real-looking symbol."""
    seen = 0
    for lang in ("en", "de", "fr", "es", "it", "nl"):
        for seed in range(4):
            page, image = _page_and_image("boarding_pass", lang, seed)
            zones = [op.box for op in page.ops if getattr(op, "name", "") == "qr code"
                     and getattr(op, "kind", "") == "rect"]
            for zone in zones:
                _check_qr(_dark(np.asarray(image.convert("RGB"))), zone)
                seen += 1
    assert seen >= 6


def _page_and_image(name: str, lang: str, seed: int):
    cls = registry.get(name)
    page = cls().compose(page_params(name, lang, seed), make_theme(seed % 2 == 1, "blue"))
    return page, render(page)[0]


def test_aztec_datamatrix_pdf417_structure():
    for seed in range(8):
        m = np.array(codes2d.aztec_matrix(seed, 2))
        c = len(m) // 2
        for d in range(5):  # the bullseye's rings: dark, light, dark, light, dark
            ring = [m[c + dy, c + dx] for dy in range(-d, d + 1) for dx in range(-d, d + 1)
                    if max(abs(dx), abs(dy)) == d]
            assert all(v == (d % 2 == 0) for v in ring), (seed, d)
        dm = np.array(codes2d.datamatrix_matrix(seed, 18))
        assert dm[:, 0].all() and dm[-1, :].all()  # the L
        assert list(dm[0]) == [k % 2 == 0 for k in range(18)]  # the clock track
        page = _blank(300, 120)
        codes2d.pdf417(page, (10, 10, 290, 110), seed, INK, PAPER, columns=3)
        dark = _dark(np.asarray(render(page)[0].convert("RGB")))
        ys = np.nonzero(dark.any(axis=1))[0]
        runs = _runs(dark[(ys.min() + ys.max()) // 2, 10:290])
        u = runs[0] / 8
        assert [round(r / u) for r in runs[:8]] == [8, 1, 1, 1, 1, 1, 1, 3]
        assert [round(r / u) for r in runs[-9:]] == [7, 1, 1, 3, 1, 1, 1, 2, 1]
        assert sum(runs) == round(u * 17 * 6 + 18 * u)  # start, 5 codewords of 17, stop


def _runs(line: np.ndarray) -> list[int]:
    """Run lengths of a dark/light pixel row from its first dark pixel to its last."""
    on = np.nonzero(line)[0]
    line = line[on.min():on.max() + 1]
    edges = np.nonzero(np.diff(line.astype(int)))[0]
    return list(np.diff(np.concatenate([[-1], edges, [len(line) - 1]])))



@lru_cache(maxsize=512)
def _mask(shape: str, kind: int) -> np.ndarray:
    """The product's silhouette: where its black and its white shot differ."""
    shots = []
    for colour in (COLOURS[0], COLOURS[3]):  # black, sand (a white one changes the sweep)
        page = Page(96, 96, make_theme(False, "blue"))
        product(page, (0, 0, 96, 96), shape, colour, kind)
        shots.append(np.asarray(render(page)[0].convert("RGB")).astype(int))
    return np.abs(shots[0] - shots[1]).sum(axis=2) > 90


def test_listing_products_differ_in_silhouette():
    """Two models of one results page (a Flex and a Halo lamp) are two designs: their
    silhouettes overlap by less than 80 % (they were one drawing recoloured)."""
    worst = 0.0
    for lang, seed, p in sampled("product_listing", 3):
        items = p["items"][:10]
        for a, b in itertools.combinations(items, 2):
            if a["model"] == b["model"]:
                continue  # one model in two colours is one product
            ma, mb = _mask(a["subject"], a["kind"]), _mask(b["subject"], b["kind"])
            iou = (ma & mb).sum() / max(1, (ma | mb).sum())
            worst = max(worst, iou)
            assert iou < 0.8, (lang, seed, a["model"], b["model"], round(iou, 2))
    assert worst > 0.1  # the masks are real


def test_magazine_photo_has_depth_of_field_and_a_lit_maker():
    """The workshop photo is shot, not drawn flat: the wall behind is defocused before the
    maker and the bench are drawn, then the whole picture gets its indoor finish."""
    for lang in ("en", "de", "fr", "es", "it", "nl"):
        for seed in range(3):
            cls = registry.get("magazine_spread")
            page = cls().compose(page_params("magazine_spread", lang, seed),
                                 make_theme(False, "blue"))
            looks = [op.look for op in page.ops if getattr(op, "kind", "") == "photo"]
            assert looks[:2] == ["defocus", "indoor"], (lang, seed, looks)
            meshes = [op for op in page.ops if getattr(op, "kind", "") == "mesh"]
            assert len(meshes) >= 3  # the wall, the maker, the bench: three batches


def test_bike_stories_show_bike_lanes():
    from surfaces.website_article import TOPIC_PHOTOS, photo_of
    assert photo_of(TOPIC_PHOTOS[1], "") == ("city", "bike")
    seen = 0
    for lang, seed, p in sampled("website_article", 20):
        topics = list(Content(lang, np.random.default_rng(0)).data.SLOTS["w6n_topic"])
        if topics.index(p["world"]["topic"]) in (1, 7) and p["subject"] != "people":
            assert photo_of(p["subject"], p["caption"]) == ("city", "bike"), (lang, seed)
            seen += 1
    assert seen
