"""map_results' map is drawn from the page's world (wave 22, r78/r79): a Cincinnati map drew
Vine Street parallel to East 4th Street though the list put a museum at their corner, a
Quimper map ran an invented river through town, pinned places off their streets and set a
200 m bar beside blocks 2 km long. Now the named streets cross only as the world says, each
pin stands on its address's street inside its block, parks fill whole blocks and no river
is drawn, and the scale bar and the listed distances follow one metres-per-pixel."""

from __future__ import annotations

import itertools
import math
import re
from types import SimpleNamespace

import numpy as np

from generator.content import Content
from generator.page import make_theme
from surfaces.kit.street_grid import as_map
from surfaces.map_results import MapResults, listed
from tests.world.world_helpers import sampled

LANGS = ("en", "de", "fr", "es", "it", "nl")
DIST = re.compile(r"· ([\d.,]+) (ft|mi|m|km)$")
UNIT_M = {"ft": 0.3048, "mi": 1609.344, "m": 1.0, "km": 1000.0}


def _value(text: str) -> float:
    """A listed number ("1,2", "0.3", "1,000") as a float."""
    if re.fullmatch(r"\d{1,3}(?:[.,]\d{3})+", text):
        return float(re.sub(r"[.,]", "", text))
    return float(text.replace(",", "."))


def test_cross_streets_meet_and_pins_stand_in_their_blocks() -> None:
    """Every result stands on its address's street, between the two cross streets of its
    block; its cross street runs the other way (the two meet on the map); a corner address
    ("Vine Street & East 4th Street") joins two streets the world is sure cross, and its
    pin stands by that crossing; no river, and no pin in a park."""
    corners = {lang: 0 for lang in LANGS}
    for lang, seed, p in sampled("map_results", 30):
        grid = p["grid"]
        assert "river" not in as_map(grid), (lang, seed)
        for place in p["places"]:
            u, v = place["uv"]
            assert not any(x <= u <= x + w and y <= v <= y + h for x, y, w, h in grid["parks"]), \
                (lang, seed, place["address"])
            if "street" not in place:  # a town of districts: no named streets at all
                assert not grid["named"], (lang, seed)
                continue
            axis, k = grid["named"][place["street"]]
            lines, cross = (grid["rows"], grid["cols"]) if axis == "r" else (grid["cols"],
                                                                            grid["rows"])
            along, at = (u, v) if axis == "r" else (v, u)
            assert at == lines[k], (lang, seed, place["address"])
            b1, b2 = place["block"]
            assert b2 == b1 + 1 and cross[b1] < along < cross[b2], (lang, seed, place)
            if place["cross"]:
                c_axis, c = grid["named"][place["cross"]]
                assert c_axis != axis and c in (b1, b2), (lang, seed, place)
            if place["corner"]:
                corners[lang] += 1
                assert place["street"] in place["address"] and place["cross"] in place["address"]
                assert {place["street"], place["cross"]} <= set(grid["sure"]), (lang, seed)
                assert abs(along - cross[c]) < 0.2 * (cross[b2] - cross[b1]), (lang, seed)
            else:
                assert re.search(r"\d", place["address"]), (lang, seed, place["address"])
    assert corners["en"] and corners["fr"] + corners["it"], corners


def test_five_results_numbered_along_their_streets() -> None:
    """The list is full (five results, a town whose known streets are one a postcode puts
    several on its one street), and the house numbers of one street rise the way its pins
    stand along it."""
    for lang, seed, p in sampled("map_results", 30):
        assert len(p["places"]) == 5, (lang, seed)
        by_street: dict[str, list[tuple[float, int]]] = {}
        for place in p["places"]:
            number = re.search(r"\d+", place["address"]) if "street" in place else None
            if number and not place["corner"]:
                along = place["uv"][0] + place["uv"][1]
                by_street.setdefault(place["street"], []).append((along, int(number.group())))
        for street, rows in by_street.items():
            numbers = [n for _, n in sorted(rows)]
            assert numbers == sorted(numbers) and len(set(numbers)) == len(numbers), \
                (lang, seed, street, rows)


def test_american_streets_cross_as_their_names_say() -> None:
    """East 4th Street crosses Vine and Walnut Street, which run side by side; North High
    and South 3rd Street in Columbus run side by side, both crossing East Broad Street."""
    from surfaces.kit.street_grid import axes
    ew, sure = axes("en", ["Vine Street", "Walnut Street", "East 4th Street"], False)
    assert ew[0] == ew[1] != ew[2] and all(sure)
    ew, sure = axes("en", ["North High Street", "East Broad Street", "South 3rd Street"], False)
    assert ew[0] == ew[2] != ew[1] and all(sure)
    ew, sure = axes("en", ["Main Street", "Travis Street", "Louisiana Street"], False)
    assert len(set(ew)) == 1 and not any(sure)  # unknown: side by side, no corner
    ew, sure = axes("de", ["Marktstraße", "Anger"], False)
    assert len(set(ew)) == 1 and not any(sure)


def _pages(seeds: range, screens, surface=None):
    """(lang, seed, params, page) of ``surface`` (map_results) over ``seeds``, the six
    languages and the ``screens`` (width, height); light and dark pages in turn."""
    surface = surface or MapResults()
    for w, h in screens:
        surface.screen = SimpleNamespace(logical=(w, h), scale=1)
        for lang in LANGS:
            for seed in seeds:
                p = surface.sample(np.random.default_rng([seed, 0]),
                                   Content(lang, np.random.default_rng([seed, 0, 1])))
                yield lang, seed, p, surface.compose(p, make_theme(bool(seed % 2), "blue"))


def _text(block) -> str:
    return "".join(g.char for line in block.laid.lines for g in line.glyphs)


def _scale(page, lang: str) -> float:
    """The metres a px of the page's map by its scale bar, whose label is in the locale's
    unit (ft or mi on an American map, m or km elsewhere)."""
    scale = next(_text(b) for b in page.ops if hasattr(b, "laid") and b.name == "map scale")
    value, unit = scale.split()
    assert (unit in ("ft", "mi")) == (lang == "en") and unit in UNIT_M, (lang, scale)
    bar = next(op for op in page.ops if getattr(op, "name", "") == "scale bar")
    return _value(value) * UNIT_M[unit] / abs(bar.points[-1][0] - bar.points[0][0])


def test_results_streets_are_named_beside_their_roads() -> None:
    """Each listed result's street and cross street is written on the map, once, beside its
    own road: just above or below an east-west road, just right or left of a north-south one
    (on every screen the page is drawn on)."""
    for lang, seed, p, page in _pages(range(6), [(1024, 768), (1280, 720), (1920, 1080)]):
        mbox = next(r for r in page.regions if r.name == "map").box
        x1, y1, x2, y2 = mbox
        labels = {_text(b): b.laid.box for b in page.ops
                  if hasattr(b, "laid") and b.name == "street name"}
        grid = p["grid"]
        tips = [op.points[2] for op in page.ops
                if getattr(op, "name", "") == "map pin" and op.kind == "polygon"]
        for (ax, ay), (bx, by) in itertools.combinations(tips, 2):  # no pin hides another
            assert abs(ax - bx) + abs(ay - by) >= 40, (lang, seed, page.width, tips)
        for place in p["places"][:listed(page.height, len(p["places"]))]:
            for street in filter(None, (place.get("street"), place.get("cross"))):
                assert street in labels, (lang, seed, page.width, street, list(labels))
                bx1, by1, bx2, by2 = labels[street]
                axis, k = grid["named"][street]
                if axis == "r":
                    y = y1 + round(grid["rows"][k] * (y2 - y1 - 1))
                    assert 5 <= y - by2 <= 16 or 5 <= by1 - y <= 16, (lang, seed, street)
                else:
                    x = x1 + round(grid["cols"][k] * (x2 - x1 - 1))
                    assert 5 <= bx1 - x <= 16 or 5 <= x - bx2 <= 16, (lang, seed, street)


def test_scale_bar_and_distances_agree_with_the_pins() -> None:
    """The scale bar is in the locale's unit (ft on an American map, m elsewhere) and gives
    blocks a town has (a US block 100 to 200 m, a European one 60 to 150 m); a listed
    distance is the pin's distance from the blue dot at that scale (within 25 %)."""
    checked = 0
    for lang, seed, p, page in _pages(range(12), [(1024, 768), (1440, 900)]):
        mbox = next(r for r in page.regions if r.name == "map").box
        mpp = _scale(page, lang)
        cols = p["grid"]["cols"]
        block = (cols[-1] - cols[0]) / (len(cols) - 1) * (mbox[2] - mbox[0]) * mpp
        assert (100 if lang == "en" else 60) <= block <= (200 if lang == "en" else 150), \
            (lang, seed, block)
        tips = [op.points[2] for op in page.ops
                if getattr(op, "name", "") == "map pin" and op.kind == "polygon"]
        dots = [op.box for op in page.ops if getattr(op, "name", "") == "location"]
        metas = [m for m in (DIST.search(_text(b)) for b in page.ops if hasattr(b, "laid")) if m]
        assert bool(dots) == bool(metas) == bool(p["here"]), (lang, seed)
        if not dots:
            continue
        hx, hy = (dots[-1][0] + dots[-1][2]) / 2, (dots[-1][1] + dots[-1][3]) / 2
        assert len(metas) == len(tips), (lang, seed)
        for (tx, ty), m in zip(tips, metas, strict=True):
            drawn = math.hypot(tx - hx, ty - hy) * mpp
            said = _value(m.group(1)) * UNIT_M[m.group(2)]
            assert abs(said - drawn) <= 0.25 * drawn + 15, (lang, seed, m.group(0), drawn)
            checked += 1
    assert checked > 100, checked
