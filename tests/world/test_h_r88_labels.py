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
    # r93 0009: "… des Wortes „x“ mit der linken oberen und der rechten unteren Ecke" read
    # stilted; the corners are named in a parenthesis, with their adjectives inflected
    assert corners and all("(obere linke und untere rechte Ecke)" in f for f in corners)


def test_a_heading_in_a_list_is_not_named_as_its_item() -> None:
    """r88 0012: "Find 'Afternoon' in the list of time slots and click it" named the group
    heading "Afternoon" a time slot; a heading in a list region gets no region clause."""
    import numpy as np

    from generator.targets import PageIndex
    from generator.targets.qualify import heading_in_list, qualify

    headings = 0
    for lang, seed, _ in sampled("appointment_portal", 4):
        _, geo = rendered("appointment_portal", lang, seed)
        index = PageIndex(geo)
        rng = np.random.default_rng(seed)
        for word in geo.words:
            if not heading_in_list(index, word):
                continue
            headings += 1
            quals = qualify(index, word, [word], rng, over=1.0) or []
            assert all(q["type"] != "region" for q in quals), (lang, seed, word.text)
    assert headings >= 40


A_TO_Z = ("A to Z", "A bis Z", "A à Z", "A a la Z", "A alla Z", "A tot Z")


def test_glossary_intro_claims_no_a_to_z() -> None:
    """r88 0003: "de la A a la Z" over a glossary that lists only L and M: a page shows a
    stretch of the alphabet, so its intro never claims the whole of it."""
    seen = 0
    for lang, seed, p in sampled("glossary_page", 20):
        assert not any(z in p["intro"] for z in A_TO_Z), (lang, seed, p["intro"])
        seen += 1
    assert seen >= 100
