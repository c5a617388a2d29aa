"""r96 review fixes: the German status report's meeting line uses "vorstellen" with its
particle and "erläutern" without one (r96 0008 "erläutert den Fortschritt … am 20. März vor")."""

from __future__ import annotations

import numpy as np

from generator.content import Content


def test_de_meeting_line_separable_verb() -> None:
    content = Content("de", np.random.default_rng(7))
    seen = set()
    for _ in range(200):
        line = content.ui("qs.meeting", owner="Luisa Schütz", date="20. März", m="Möbel bestellt")
        verb = line.split()[2]
        seen.add(verb)
        assert line.endswith(" vor.") == (verb == "stellt"), line
    assert seen == {"stellt", "erläutert"}
