"""Reader r88: "dans les ingrédients" named a word of the storage sentence drawn under the
ingredients list; the "ingredients" region holds the ingredients list only."""

from __future__ import annotations

import re

from world_helpers import region_words, rendered, sampled


def _words(text: str) -> set[str]:
    return set(re.findall(r"\w{3,}", text.lower()))


def test_ingredients_region_is_the_list_only() -> None:
    checked = 0
    for lang, seed, params in sampled("nutrition_label", 4):
        _, geo = rendered("nutrition_label", lang, seed)
        inside = _words(" ".join(region_words(geo, "ingredients")))
        listed = _words(" ".join(params["ingredients"]) + " " + params["labels"]["ingredients"])
        only_notes = _words(" ".join(params["notes"])) - listed
        assert inside, (lang, seed)
        assert not inside & only_notes, (lang, seed, inside & only_notes)
        checked += bool(only_notes)
    assert checked >= 20


def test_german_corner_format_has_articles() -> None:
    import tomllib
    from pathlib import Path

    path = Path(__file__).parents[2] / "generator/locales/de/instructions/vocab.toml"
    formats = tomllib.loads(path.read_text(encoding="utf-8"))["formats"]
    corners = [f for f in formats if "Ecke" in f]
    assert corners and all("der linken oberen und der rechten unteren" in f for f in corners)
