"""A video titled "... in 10 minutes" runs about ten minutes (not 5:16), and Spanish fuses
"de el" into "del" ("Reseña del portátil")."""

from __future__ import annotations

import re

import numpy as np
from world_helpers import sampled

from generator.content import Content


def test_title_minutes_match_the_length() -> None:
    timed = 0
    for lang, seed, p in sampled("video_player", 30):
        if p["world"]["minutes"] in p["title"] and re.search(r"\d", p["title"]):
            m, s = (int(x) for x in p["total"].split(":"))
            if str(p["world"]["minutes"]) in re.findall(r"\d+", p["title"]):
                timed += 1
                assert int(p["world"]["minutes"]) * 60 <= m * 60 + s <= \
                    int(p["world"]["minutes"]) * 60 + 150, (lang, seed, p["title"], p["total"])
    assert timed


def test_spanish_fuses_de_el() -> None:
    c = Content("es", np.random.default_rng(0))
    assert c.fill("Reseña de el portátil, vamos a el mercado") == "Reseña del portátil, vamos al mercado"
    assert c.fill("viaje a El Salvador") == "Viaje a El Salvador"
