"""The other maps follow map_results onto the street-grid world (wave 22): hotel_listing,
trip_itinerary and realestate_listing drew the old map (an invented river, pins anywhere,
no scale or one that fit no block). Now a hotel's pin stands on a road as far from the
town's centre as its card says at the scale bar's scale, a home's price pin on its own
street with the street named beside it, a trip's pins on the city's roads, every scale bar
in the locale's unit, and no map draws water the world does not give."""

from __future__ import annotations

import math
import re

from surfaces.hotel_listing import HotelListing
from surfaces.realestate_listing import RealestateListing
from surfaces.trip_itinerary import TripItinerary
from tests.world.test_world_h_maps import UNIT_M, _pages, _scale, _text, _value

SCREENS = [(1024, 768), (1440, 900)]


def _ops(page, name: str, kind: str | None = None) -> list:
    return [op for op in page.ops if getattr(op, "name", "") == name
            and (kind is None or op.kind == kind)]


def _on_a_road(page, x: float, y: float) -> bool:
    """Whether (x, y) lies on one of the map's straight roads (1 px)."""
    for op in _ops(page, "map road"):
        (ax, ay), (bx, by) = op.points[0], op.points[-1]
        if (ay == by and abs(y - ay) <= 1 and min(ax, bx) <= x <= max(ax, bx)) or (
                ax == bx and abs(x - ax) <= 1 and min(ay, by) <= y <= max(ay, by)):
            return True
    return False


def test_no_map_draws_water_the_world_does_not_give() -> None:
    """No map of these pages runs a river through town, and each has a scale bar."""
    for surface in (HotelListing(), RealestateListing(), TripItinerary()):
        for lang, seed, _, page in _pages(range(4), SCREENS[:1], surface):
            assert not _ops(page, "map water"), (surface.name, lang, seed)
            assert _ops(page, "scale bar"), (surface.name, lang, seed)


def test_hotel_pins_stand_as_far_from_the_centre_as_their_cards_say() -> None:
    """Every hotel listed has a pin on a road of the map; its distance from the marked
    centre at the scale bar's scale is the card's "0.4 mi from downtown" / "1,2 km vom
    Zentrum" (within 25 %, and a pixel)."""
    checked = 0
    for lang, seed, p, page in _pages(range(30), SCREENS[:1], HotelListing()):
        mpp = _scale(page, lang)
        mbox = next(r for r in page.regions if r.name == "map").box
        centre = _ops(page, "map center")[0].box
        cx, cy = (centre[0] + centre[2]) / 2, (centre[1] + centre[3]) / 2
        tips = [op.points[2] for op in _ops(page, "map pin", "polygon")]
        assert len(tips) == len(p["hotels"]), (lang, seed)
        for (tx, ty), hotel in zip(tips, p["hotels"], strict=True):
            assert mbox[0] <= tx < mbox[2] and mbox[1] + 16 <= ty < mbox[3], (lang, seed)
            assert _on_a_road(page, tx, ty), (lang, seed, hotel["dist"])
            value, unit = re.search(r"([\d.,]+) (mi|km)", hotel["dist"]).groups()
            assert (unit == "mi") == (lang == "en"), (lang, hotel["dist"])
            said = _value(value) * UNIT_M[unit]
            drawn = math.hypot(tx - cx, ty - cy) * mpp
            assert abs(said - drawn) <= 0.25 * said + mpp, (lang, seed, hotel["dist"], drawn)
            checked += 1
    assert checked >= 30 * 6 * 4, checked


def test_home_pins_stand_on_their_streets_named_beside_them() -> None:
    """Each home's price pin points at its own street (a road of the map no other home's
    street takes), the pins cover no other, a named street's name is written beside its
    road (most pins; the map names one neighbourhood's streets), and the scale bar gives
    blocks a town has."""
    labelled = pinned = 0
    for lang, seed, p, page in _pages(range(30), SCREENS[:1], RealestateListing()):
        mpp = _scale(page, lang)
        x1, y1, x2, y2 = next(r for r in page.regions if r.name == "map").box
        grid = p["grid"]
        cols = grid["cols"]
        block = (cols[-1] - cols[0]) / (len(cols) - 1) * (x2 - x1 - 1) * mpp
        assert (100 if lang == "en" else 65) <= block <= (200 if lang == "en" else 145), \
            (lang, seed, block)
        tips = [op.points[2] for op in _ops(page, "map pin", "polygon")]
        bubbles = [op.box for op in _ops(page, "map pin", "rect")]
        for a in range(len(bubbles)):
            for b in range(a):
                (ax1, ay1, ax2, ay2), (bx1, by1, bx2, by2) = bubbles[a], bubbles[b]
                assert ax2 <= bx1 or bx2 <= ax1 or ay2 <= by1 or by2 <= ay1, (lang, seed)
        labels = {_text(b): b.laid.box for b in page.ops
                  if hasattr(b, "laid") and b.name == "street name"}
        assert len({tuple(h["road"]) for h in p["homes"]}) == len(p["homes"]), (lang, seed)
        for (tx, ty), home in zip(tips, p["homes"], strict=False):
            assert x1 <= tx < x2 and y1 + 22 <= ty < y2, (lang, seed)
            axis, k = home["road"]  # its street, a road of its own, named or not
            if axis == "r":
                road = y1 + round(grid["rows"][k] * (y2 - y1 - 1))
                assert ty == road, (lang, seed, home["address"])
            else:
                road = x1 + round(cols[k] * (x2 - x1 - 1))
                assert tx == road, (lang, seed, home["address"])
            if not home["street"]:  # a street the map leaves unnamed (another neighbourhood)
                continue
            assert home["street"] in home["address"], (lang, seed, home["address"])
            assert grid["named"][home["street"]] == home["road"], (lang, seed)
            pinned += 1
            if home["street"] in labels:
                labelled += 1
                bx1, by1, bx2, by2 = labels[home["street"]]
                gap = (by1 - road, road - by2) if axis == "r" else (bx1 - road, road - bx2)
                assert any(5 <= g <= 18 for g in gap), (lang, seed, home["street"], gap)
    assert labelled >= 0.8 * pinned and pinned > 100, (labelled, pinned)


def test_trip_pins_stand_on_the_city_roads() -> None:
    """A trip's places are pinned on the city map's roads (the pin's tip on a road), the
    scale bar gives main roads 500 m to 1 km apart."""
    for lang, seed, p, page in _pages(range(30), SCREENS[:1], TripItinerary()):
        mpp = _scale(page, lang)
        x1, _, x2, _ = next(r for r in page.regions if r.name == "map").box
        cols = p["grid"]["cols"]
        block = (cols[-1] - cols[0]) / (len(cols) - 1) * (x2 - x1 - 1) * mpp
        assert 480 <= block <= 1040, (lang, seed, block)
        tips = [op.points[2] for op in _ops(page, "pin", "polygon")]
        assert len(tips) == len(p["pins"]), (lang, seed)
        for tx, ty in tips:
            assert _on_a_road(page, tx, ty), (lang, seed, tx, ty)
