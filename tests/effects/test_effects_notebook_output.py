"""A notebook takes a fake caret only in a code cell's input box: the output printed under
it is static (r41: a caret blinking inside a cell's output "float64")."""

from __future__ import annotations

import numpy as np
import pytest

from generator.content import Content
from generator.effects.inputs import caret_slots
from generator.page import make_theme
from generator.page.render import render
from surfaces.jupyter_notebook import JupyterNotebook


@pytest.mark.parametrize("seed", range(12))
def test_every_caret_slot_of_a_notebook_is_in_a_cell_input(seed: int) -> None:
    surface = JupyterNotebook()
    params = surface.sample(np.random.default_rng([seed, 2]),
                            Content("en", np.random.default_rng([seed, 3])))
    geo = render(surface.compose(params, make_theme(seed % 2 == 1, "blue")))[1]
    inputs = [s.box for s in geo.shapes if s.kind == "cell input"]
    slots = caret_slots(geo, set())
    assert slots, "a notebook offers its code to a caret"
    for x, top, bottom in slots:
        assert any(b[0] <= x <= b[2] and b[1] <= top and bottom <= b[3] for b in inputs), (
            x, top, bottom)


def test_the_pages_checked_print_outputs_in_monospace() -> None:
    """The check above bites: these pages draw code-role output lines outside the inputs."""
    outside = 0
    for seed in range(12):
        surface = JupyterNotebook()
        params = surface.sample(np.random.default_rng([seed, 2]),
                                Content("en", np.random.default_rng([seed, 3])))
        geo = render(surface.compose(params, make_theme(seed % 2 == 1, "blue")))[1]
        inputs = [s.box for s in geo.shapes if s.kind == "cell input"]
        for line in geo.lines:
            ink = geo.line_box(line)
            if ink and geo.blocks[line.block].role == "code" and not any(
                    b[1] <= ink[1] <= b[3] for b in inputs):
                outside += 1
    assert outside >= 3
