"""q_d: a BBS greets a woman as one ("Bentornata, Miriam!"), and a name of either sex
with a neutral greeting."""

from __future__ import annotations

import numpy as np
from world_helpers import sampled

from generator.content import Content


def test_bbs_welcome_agrees_with_the_user() -> None:
    masc = {"it": "Bentornato", "es": "Bienvenido"}
    fem = {"it": "Bentornata", "es": "Bienvenida"}
    seen = 0
    for lang, seed, p in sampled("bbs_terminal", 40):
        sex = Content(lang, np.random.default_rng(0)).sex_of(p["user"])
        if lang in masc and sex != "m":
            assert masc[lang] not in p["welcome"], (lang, seed, p["user"], p["welcome"])
            seen += 1
        if lang in fem and sex != "f":
            assert fem[lang] not in p["welcome"], (lang, seed, p["user"], p["welcome"])
    assert seen
