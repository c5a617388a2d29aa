"""wikipedia: the old town is praised only for a town that has one (no "Die Altstadt mit
ihrem Gassengewirr steht unter Denkmalschutz" for grid-built Mannheim)."""

from __future__ import annotations

from world_helpers import sampled, strings_of

from surfaces.wikipedia import has_old_town

OLD = {"en": "The old ", "de": "unter Denkmalschutz", "fr": "La vieille ville",
       "es": "casco antiguo", "it": "Il centro storico, con la sua", "nl": "binnenstad met"}


def test_old_town_only_where_there_is_one() -> None:
    praised = denied = 0
    for lang, seed, p in sampled("wikipedia", 80):
        said = any(OLD[lang] in s for s in strings_of(p))
        if has_old_town(lang, p["city"]):
            praised += said
        else:
            denied += 1
            assert not said, (lang, seed, p["city"])
    assert denied, (praised, denied)  # wave 11: no sights section, so none is praised
