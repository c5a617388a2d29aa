"""A dish's photo is a table, not a plate alone (r95 row 15: "a low-resolution, blurry plate
of soup with a lone knife"): the fork has tines, a soup a spoon, and a wide frame (a
newsletter's hero) a napkin, a glass and a side bowl round the plate; a thumbnail keeps
just the plate and its cutlery."""

import numpy as np

from generator.page import Page, make_theme
from generator.page.render import render
from surfaces.kit.food import dish


def _ops(box: tuple[int, int, int, int], kind: str, seed: int) -> int:
    page = Page(box[2], box[3], make_theme(False, "blue"))
    dish(page, box, kind, seed)
    return len(page.ops)


def test_a_wide_frame_sets_the_table() -> None:
    for seed in range(4):
        for kind in ("soup", "pasta", "cake"):
            wide, narrow = _ops((0, 0, 680, 170), kind, seed), _ops((0, 0, 150, 84), kind, seed)
            assert wide >= narrow + 12, (kind, seed, wide, narrow)


def test_the_wide_table_is_not_empty_beside_the_plate() -> None:
    page = Page(680, 170, make_theme(False, "blue"))
    dish(page, (0, 0, 680, 170), "soup", 2)
    grey = np.asarray(render(page)[0].convert("L"), dtype=np.int16)
    right = grey[20:150, 500:640]  # where the glass and the side bowl stand
    assert right.std() > 12
