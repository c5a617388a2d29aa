"""Phone layouts (issue 20, SPEC 12): every surface that takes the phone screen (390 x 844
logical at scale 2) lays out as a phone app there: the page fills the canvas, no text leaves
it, every glyph the geometry records is drawn where it says and seen (no other element
covers it, no other text overlaps it), and the phone's own chrome (the status bar) is drawn.
The harness checks of tests/surfaces run on the desktop pages; these run on the phone's."""

from __future__ import annotations

import numpy as np
import pytest

from generator.content import Content
from generator.page import make_theme
from generator.page.model import ShapeOp
from generator.page.render import render
from generator.screens import SCREENS, Screen, accepts, draw_screen, fills
from generator.surface_check import _canvas_problems
from surfaces import registry

PHONE = next(s for s, _ in SCREENS if s.kind == "phone")
PHONE_SURFACES = sorted(n for n in registry.names() if accepts(registry.get(n), PHONE))
LANGS = ("en", "de", "fr", "es", "it", "nl")
SEEDS = (0, 1, 2)
INK = 40  # a channel changed by more than this is ink


def _phone_page(name: str, seed: int, screen: Screen = PHONE):
    surface = registry.get(name)()
    surface.screen = screen  # as the pipeline sets it (generator/pipeline.py)
    lang = LANGS[(seed + len(name)) % len(LANGS)]
    params = surface.sample(np.random.default_rng([seed, 3]),
                            Content(lang, np.random.default_rng([seed, 7])))
    dark = "dark" in surface.themes and seed % 2 == 1
    page = surface.compose(params, make_theme(dark, ("blue", "green", "purple")[seed % 3]))
    return surface, params, page


def _text_ink(page) -> tuple[np.ndarray, object]:
    """The page's geometry and where its text changes the pixels: the page rendered with and
    without its text blocks, compared."""
    image, geo = render(page)
    ops = page.ops
    page.ops = [op for op in ops if isinstance(op, ShapeOp)]
    try:
        bare, _ = render(page)
    finally:
        page.ops = ops
    diff = np.abs(np.asarray(image, dtype=np.int16) - np.asarray(bare, dtype=np.int16))
    return diff.max(axis=2) > INK, geo


def _ink_problems(ink: np.ndarray, geo) -> list[str]:
    problems = []
    owner = np.full(ink.shape, -1, dtype=np.int32)
    allowed = np.zeros_like(ink)
    for g in geo.glyphs:
        if g.ink is None:
            continue
        x1, y1, x2, y2 = g.ink
        if not ink[y1:y2, x1:x2].any():
            problems.append(f"{g.char!r} at {g.ink} is recorded but not seen (covered?)")
        cell = owner[y1:y2, x1:x2]
        if ((cell >= 0) & (cell != g.block)).any():
            problems.append(f"{g.char!r} at {g.ink} overlaps the text of another block")
        cell[:] = g.block
        allowed[max(0, y1 - 1):y2 + 1, max(0, x1 - 1):x2 + 1] = True
    for line in geo.lines:  # highlight, code, underline and strike are drawn in the line box
        glyphs = geo.glyphs[line.glyphs[0]:line.glyphs[1]]
        if any(geo.styles[g.style].get(k) for g in glyphs
               for k in ("highlight", "code", "underline", "strike")):
            xs = [v for g in glyphs if g.ink for v in (g.ink[0], g.ink[2])] or [0]
            allowed[line.top:line.bottom + 2, max(0, min(xs) - 4):max(xs) + 4] = True
    stray = ink & ~allowed
    if stray.any():
        y, x = map(int, np.argwhere(stray)[0])
        problems.append(f"text ink at {(x, y)} outside every recorded glyph box")
    return problems[:8]


def test_at_least_eight_surfaces_lay_out_on_a_phone() -> None:
    assert len(PHONE_SURFACES) >= 8, PHONE_SURFACES
    assert {"voicemail_list", "notification_center", "ereader", "settings_panel",
            "signup_form", "password_reset", "weather_forecast",
            "podcast_app"} <= set(PHONE_SURFACES)
    rng = np.random.default_rng(5)  # a phone app draws the phone often, others never
    drawn = [draw_screen(rng, registry.get("weather_forecast")).kind for _ in range(200)]
    assert 0.3 < drawn.count("phone") / len(drawn) < 0.7
    assert all(draw_screen(rng, registry.get("code_editor")).kind != "phone" for _ in range(50))


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("name", PHONE_SURFACES)
def test_a_phone_page_fills_the_screen_and_its_geometry_matches_the_pixels(
        name: str, seed: int) -> None:
    surface, params, page = _phone_page(name, seed)
    assert page.canvas == (780, 1688) and page.scale == 2
    assert fills(page), f"{name} seed {seed}: the layout leaves the phone screen empty"
    ink, geo = _text_ink(page)
    problems = [str(p) for p in _canvas_problems(geo, f"{name} seed {seed}")]
    problems += _ink_problems(ink, geo)
    assert not problems, "\n".join(problems)
    drawn = {r.name for r in geo.regions}
    assert "status bar" in drawn  # a phone screenshot shows the clock and battery
    assert set(surface.phone_regions) <= drawn  # the phone-only regions it declares
    # no desktop chrome: nothing is drawn in a sidebar, a title bar or a menu bar
    assert not drawn & {"sidebar", "title bar", "menu bar", "navigation"}, drawn


@pytest.mark.parametrize("name", PHONE_SURFACES)
def test_a_phone_page_replays_from_its_params(name: str) -> None:
    surface, params, page = _phone_page(name, 4)
    again = surface.compose(params, make_theme(False, "purple"))
    first, _ = render(surface.compose(params, make_theme(False, "purple")))
    second, _ = render(again)
    assert first.tobytes() == second.tobytes()
    assert "phone" in params and page.width == 390  # the phone layout, not the desktop's


def test_desktop_pages_of_phone_surfaces_draw_no_phone_chrome() -> None:
    for name in PHONE_SURFACES:
        surface = registry.get(name)()  # no screen: the benchmark's 1024 x 768 page
        params = surface.sample(np.random.default_rng(1), Content("en", np.random.default_rng(2)))
        page = surface.compose(params, make_theme(False, "blue"))
        assert "phone" not in params and page.width == 1024
        assert "status bar" not in {r.name for r in page.regions} or name == "ereader", name
