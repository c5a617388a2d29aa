"""A patch release follows the release it fixes by days, not months (review3 0003: v4.20.1
seven months after v4.20.0); release notes name screens ("l'écran « Barre de recherche »"
was a search bar called a screen); the page shows every version its sidebar lists or scrolls
to them; French fixes are all "Correction ..." items (no "Corrige une" among them)."""

from __future__ import annotations

import datetime

import numpy as np

from generator.content import Content
from surfaces.changelog_page import PRODUCTS
from tests.world.world_helpers import rendered, sampled

NOT_SCREENS = (1, 2, 4, 9)  # CSV export, search bar, invoice PDF, file upload


def test_patches_follow_within_weeks_and_notes_name_screens() -> None:
    for lang, seed, p in sampled("changelog_page", 20):
        rel = p["releases"]
        days = [datetime.date.fromisoformat(r["iso"]) for r in rel]
        for r, day, before in zip(rel, days, days[1:], strict=False):
            gap = (day - before).days
            assert 0 < gap <= (21 if not r["version"].endswith(".0") else 63), (lang, seed, gap)
        words = Content(lang, np.random.default_rng(0))
        others = [words.word_at("dt_feature", i) for i in NOT_SCREENS]
        text = " ".join(t for r in rel for _, items in r["sections"] for t, _ in items)
        assert not any(f"« {o} »" in text or f"„{o}“" in text for o in others), (lang, seed)
        if lang == "fr":
            assert "Corrige une" not in text, seed
    assert all(not set(prod) & set(NOT_SCREENS) for prod in PRODUCTS)


def test_sidebar_versions_are_shown_or_the_page_scrolls() -> None:
    for lang, seed in (("fr", 3), ("en", 8), ("de", 5)):
        p, geo = rendered("changelog_page", lang, seed)
        shown = {r.label for r in geo.regions if r.name.startswith("release ")}
        scroll = [s for s in geo.shapes if s.kind == "scrollbar thumb"]
        assert len(shown) == len(p["releases"]) or scroll, (lang, seed, shown)
