"""Empty shapes draw nothing instead of crashing the renderer (a zero-width rule or a
panel squeezed to nothing by a narrow layout must not abort a build)."""

from __future__ import annotations

import numpy as np

from generator.page import Page, make_theme
from generator.page.render import render


def test_zero_and_negative_boxes_draw_nothing_and_record_no_shape() -> None:
    page = Page(200, 100, make_theme(False))
    page.rect((50, 10, 50, 60), (255, 0, 0), radius=4)  # zero width
    page.rect((80, 10, 70, 60), (255, 0, 0))  # negative width
    page.ellipse((10, 40, 30, 40), (255, 0, 0))  # zero height
    page.rect((100, 10, 120, 30), (0, 0, 255))  # a real one
    image, geo = render(page)
    pixels = np.asarray(image)
    assert not (pixels == (255, 0, 0)).all(axis=2).any()
    assert (pixels[15, 110] == (0, 0, 255)).all()
    assert [s.box for s in geo.shapes] == [(100, 10, 120, 30)]
