"""Wave 17 (q_b): running text that names a thing once, then refers back to it."""

from __future__ import annotations

from world_helpers import sampled


def test_a_review_names_its_app_once():
    # "Sul mio iPhone SE, Coach delle abitudini ha sostituito altre tre app. Uso Coach delle
    # abitudini tutti i giorni": the second mention is "the app"
    for lang, seed, p in sampled("app_store_listing", 60):
        for r in p["reviews"]:
            assert r["text"].count(p["app"]) <= 1, (lang, seed, r["text"])
