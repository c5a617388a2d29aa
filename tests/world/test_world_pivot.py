"""A pivot table's ribbon shows named commands (an icon and a label each), not blank
placeholder buttons."""

from __future__ import annotations

from world_helpers import region_words, rendered, sampled

from surfaces.pivot_summary import BUTTON_ICONS


def test_ribbon_commands_are_named() -> None:
    for lang, seed, p in sampled("pivot_summary", 2):
        assert len(p["buttons"]) == len(BUTTON_ICONS), (lang, seed)
        assert all(b.strip() for b in p["buttons"]) and len(set(p["buttons"])) == len(p["buttons"])
    _, geo = rendered("pivot_summary", "en", 0)
    words = region_words(geo, "ribbon")
    assert "Refresh" in words and "Group" in words, words
