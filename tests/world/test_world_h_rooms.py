"""Wave 22 (r80 row 13, r82 row 02: hotel photos "obviously 3-D renders", "crude low-poly
renders"; code docstrings "MeasurementDatas grouped by ...").

A hotel's room photo draws the beds its listing names, sleeping the guests booked; two
hotels on one page show two different photos; no picture has large flat regions (a render
fills a wall with one colour, a photo never); a class name is pluralised properly.
"""

from __future__ import annotations

import re

import numpy as np
import pytest

from generator.page import make_theme
from generator.page.model import ShapeOp
from generator.page.render import render
from surfaces import registry
from surfaces.kit import bedroom, rooms
from surfaces.kit.code_world import class_plural, sample_module
from tests.world.world_helpers import sampled

SEEDS = 6  # per language: 36 pages


def _sleeps(widths: list[float]) -> int:
    return sum(2 if w >= rooms.DOUBLE else 1 for w in widths)


def _pages():
    cls = registry.get("hotel_listing")
    for lang, seed, p in sampled("hotel_listing", SEEDS):
        yield lang, seed, p, cls().compose(p, make_theme(seed % 2 == 1, "blue"))


def test_room_photos_draw_a_bed_for_every_guest(monkeypatch) -> None:
    """The beds drawn (kit.bedroom.bed, counted while the page is composed) are the ones the
    room line lists, and sleep the guests: three adults never see one double bed."""
    drawn: list[list[float]] = []
    real_furnish, real_bed = rooms.furnish, bedroom.bed

    def furnish(*args, **kw):
        drawn.append([])
        real_furnish(*args, **kw)

    def bed(cam, x, w, *args, **kw):
        drawn[-1].append(w)
        real_bed(cam, x, w, *args, **kw)

    monkeypatch.setattr(rooms, "furnish", furnish)
    monkeypatch.setattr(bedroom, "bed", bed)
    checked = 0
    for lang, seed, p, _page in _pages():  # composing the page draws its photos
        guests = int(re.search(r"\d+", p["guests"]).group())
        cards = len(_pictures(_page))  # the cards that fit the screen: the first hotels
        shown = [h for h in p["hotels"][:cards] if h["variant"] == "room" and h["subject"] != "living"]
        assert len(drawn) == len(shown), (lang, seed)
        for h, widths in zip(shown, drawn, strict=True):
            listed = rooms.BEDS.get(h["subject"], tuple(widths))  # "bedroom": one double
            assert sorted(widths) == sorted(listed), (lang, seed, widths, listed)
            assert _sleeps(widths) >= guests, (lang, seed, h["subject"], widths, guests)
            assert len(widths) == (1 if guests <= 2 else 2), (lang, seed, widths)
            checked += 1
        drawn.clear()
    assert checked >= 30


def _pictures(page) -> list[tuple[int, int, int, int]]:
    return [op.box for op in page.ops if isinstance(op, ShapeOp) and op.kind == "photo"]


def test_hotel_photos_differ_and_have_no_flat_regions() -> None:
    """Every pair of photos on a page differs (mean level difference > 10 over their common
    size) and no photo is more than 30% flat (a pixel equal to its right and lower
    neighbours: a wall of one colour in a render)."""
    seen = 0
    for lang, seed, _p, page in _pages():
        boxes = _pictures(page)
        assert len(boxes) >= 2, (lang, seed)
        image = np.asarray(render(page)[0]).astype(np.int16)
        crops = [image[y1:y2, x1:x2] for x1, y1, x2, y2 in boxes]
        for k, c in enumerate(crops):
            flat = np.all(c[:-1, :-1] == c[1:, :-1], axis=2) & np.all(c[:-1, :-1] == c[:-1, 1:], axis=2)
            assert flat.mean() < 0.3, (lang, seed, k, float(flat.mean()))
            for d in crops[:k]:
                h, w = min(c.shape[0], d.shape[0]), min(c.shape[1], d.shape[1])
                diff = float(np.abs(c[:h, :w] - d[:h, :w]).mean())
                assert diff > 10, (lang, seed, k, diff)
        seen += 1
    assert seen >= 30


@pytest.mark.parametrize("what", ["bedroom", "triple", "family"])
def test_a_bedroom_photo_has_its_furnishing(what: str) -> None:
    """A hotel room is furnished (headboard wall, lamps, bedding in folds: many shapes in
    many tones; the box beds in an empty room had ~90 shapes in ~65 tones), not a box bed
    in an empty room."""
    from generator.page import Page
    from surfaces.kit.places import room
    shapes, tones = [], []
    for kind in range(8):
        page = Page(300, 220, make_theme(False, "blue"))
        room(page, (10, 10, 230, 170), kind, what)
        mesh = [op for op in page.ops if isinstance(op, ShapeOp) and op.kind == "mesh"]
        shapes.append(sum(len(op.polys) for op in mesh))
        tones.append(len({fill for op in mesh for _, fill in op.polys}))
    assert np.mean(shapes) >= 130 and np.mean(tones) >= 85, (what, shapes, tones)


def test_class_names_are_pluralised_properly() -> None:
    assert class_plural("MeasurementData") == "MeasurementData objects"
    assert class_plural("OrderEntry") == "OrderEntries"
    assert class_plural("Invoice") == "Invoices"
    assert class_plural("ParcelBox") == "ParcelBoxes"
    for seed in range(40):
        text = "\n".join(sample_module(np.random.default_rng(seed), faults=0).lines)
        assert not re.search(r"\b\w+(Datas|Entrys|Dataes)\b", text), seed
