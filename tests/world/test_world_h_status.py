"""A status page's incidents name their component as the language writes a name (review w14:
"Lenteurs sur Recherche", "Langsame Antworten bei Suche": a common noun bare where a name was
meant): the title and every update hold the component in the locale's ``gops.status.comp``
form; updates run newest first; the banner follows the worst component."""

from __future__ import annotations

import numpy as np
from world_helpers import sampled

from generator.content import Content

SEEDS = 30
WORST = {"operational": 0, "degraded": 1, "outage": 2}


def _ui(lang: str, key: str, **slots: str) -> str:
    return Content(lang, np.random.default_rng(0)).ui(key, **slots)


def _ref(lang: str, comp: str) -> str:
    return _ui(lang, "gops.status.comp", comp=comp)


def test_incidents_name_their_component() -> None:
    for lang, seed, p in sampled("status_page", SEEDS):
        for inc in p["incidents"]:
            ref = _ref(lang, inc["comp"])
            assert ref in inc["title"], (lang, seed, inc["title"])
            if lang == "de":  # a service's name after "Dienst" ("beim Dienst Suche")
                ref = f"Dienst {inc['comp']}"
            elif lang != "en":
                assert ref != inc["comp"], (lang, ref)
            for up in inc["updates"]:
                assert ref in up["text"], (lang, seed, up["text"])
            minutes = [u["minute"] for u in inc["updates"]]
            assert minutes == sorted(minutes, reverse=True), (lang, seed, minutes)


def test_banner_follows_the_worst_component() -> None:
    for lang, seed, p in sampled("status_page", SEEDS):
        worst = max((c["state"] for c in p["components"]), key=WORST.get)
        key = {"operational": "dash.status_ok", "degraded": "m_ops_spage.banner_degraded",
               "outage": "m_ops_spage.banner_major"}[worst]
        assert p["banner"] == _ui(lang, key), (lang, seed, p["banner"], worst)

