"""A checkout's thumbnails show the products they are named after (r95 row 00: the
"Linen shirt" read as a V-neck sweater, the "Cotton tote bag" had one handle): a tote has
two handles (four strap legs across a row just above the bag), a shirt a collar and a
row of buttons down its placket (contrasting dots on the centre line)."""

import numpy as np
import pytest

from generator.page import Page, make_theme
from generator.page.render import render
from surfaces.kit.products import COLOURS, SHOP_COLOURS, SHOP_SHAPES, product


def _shot(shape: str, colour_index: int, seed: int) -> np.ndarray:
    page = Page(200, 200, make_theme(False, "blue"))
    product(page, (0, 0, 200, 200), shape, COLOURS[SHOP_COLOURS[colour_index]], seed)
    return np.asarray(render(page)[0].convert("L"), dtype=np.int16)


def _runs(row: np.ndarray, back: float) -> int:
    dark = np.abs(row - back) > 40
    return int(np.count_nonzero(dark[1:] & ~dark[:-1]))


def test_the_shop_draws_a_shirt_and_a_tote() -> None:
    assert "shirt" in SHOP_SHAPES and "tote" in SHOP_SHAPES


@pytest.mark.parametrize("seed", [0, 1, 2])
@pytest.mark.parametrize("colour", [0, 2, 6])  # black, navy, burgundy
def test_a_tote_has_two_handles(seed: int, colour: int) -> None:
    img = _shot("tote", colour, seed)
    back = float(np.median(img[:20]))
    rows = np.flatnonzero((np.abs(img[:, 60:140] - back) > 40).mean(axis=1) > 0.9)
    top = int(rows[0])  # the bag's top edge
    legs = max(_runs(img[y, 20:180], back) for y in range(top - 14, top - 4))
    assert legs >= 4, (seed, colour, legs)


@pytest.mark.parametrize("seed", [0, 1, 2])
@pytest.mark.parametrize("colour", [0, 2, 5])
def test_a_shirt_has_buttons(seed: int, colour: int) -> None:
    img = _shot("shirt", colour, seed)
    cols = img[:, 95:106]
    body = np.median(img[90:160, 60:80])
    dots = np.abs(cols.mean(axis=1) - body) > 12
    assert int(np.count_nonzero(dots[1:] & ~dots[:-1])) >= 4, (seed, colour)


def test_a_checkout_shirt_is_drawn_with_its_collar(monkeypatch: pytest.MonkeyPatch) -> None:
    import surfaces.kit.product_forms2 as product_forms2
    import surfaces.kit.products as products
    from surfaces.kit.garments import shirt
    from surfaces.kit.stage import Stage

    calls: list[int] = []
    # every design of "shirt" (laid flat or on a hanger, r98 0019) draws the button-down
    monkeypatch.setattr(products, "_shirt", lambda s, c: calls.append(1))
    monkeypatch.setattr(product_forms2, "shirt", lambda s, c: calls.append(1))
    for seed in range(0, 60, 3):  # a checkout's thumbnails (model 0) and the other models
        product(Page(60, 60, make_theme(False, "blue")), (0, 0, 60, 60), "shirt", COLOURS[1], seed)
    assert len(calls) == 20
    page = Page(200, 200, make_theme(False, "blue"))
    page.rect((0, 0, 200, 200), (250, 250, 250))
    shirt(Stage(page, (0, 0, 200, 200), 1.0), (40, 50, 90))
    img = np.asarray(render(page)[0].convert("L"), dtype=np.int16)
    s = Stage(page, (0, 0, 200, 200), 1.0)
    body = img[s.p(0.62, 0.6)[1], s.p(0.62, 0.6)[0]]
    for u in (0.4, 0.6):  # the collar's two points, lighter than the shirt
        x, y = s.p(u, 0.2)
        assert img[y, x] > body + 10, (u, img[y, x], body)
