"""Counts printed on a page match the items the page shows."""

from __future__ import annotations

from world_helpers import region_words, rendered


def test_alert_list_firing_count_is_the_alerts_shown() -> None:
    for seed in range(4):
        for lang in ("en", "fr"):
            _, geo = rendered("alert_list", lang, seed)
            shown = [r for r in geo.regions if r.kind == "alert"]
            numbers = [w for w in region_words(geo, "tab bar") if w.isdigit()]
            assert numbers and int(numbers[0]) == len(shown), (lang, seed, numbers, len(shown))
