"""A photo of people (wave 9, g_domain): the framing differs between photos: the heads do
not stand at one row of every frame (a reviewer saw all portraits with the head at the same
height)."""

from __future__ import annotations

from generator.page import make_theme
from surfaces import registry
from surfaces.kit.camera import scene_rng
from surfaces.kit.webcam import placements


def test_heads_stand_at_several_heights_and_sizes() -> None:
    rows, sizes = set(), set()
    for kind in range(60):
        page = registry.get("photo_gallery")().new_page(make_theme(False, "blue"))
        rng = scene_rng(page, kind, "people")  # as scenes.people draws them (kit.webcam)
        cx, cy, r = placements(rng, (0, 0, 300, 200), 3 + kind % 3)[0]
        x1, top, x2, bottom = cx - r, cy - r * 1.1, cx + r, cy + r * 1.1
        assert bottom < 200 - 200 // 8, kind  # the face is above the table's edge
        rows.add(round(top / 200, 1))
        sizes.add(x2 - x1)
    assert len(rows) >= 4 and len(sizes) >= 3, (rows, sizes)
