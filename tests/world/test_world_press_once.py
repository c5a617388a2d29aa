"""A product launch says what the product is once or twice, not in the headline, the deck
and the lead alike (a reviewer read "a bean-to-cup coffee machine" three times in a row)."""

from __future__ import annotations

from world_helpers import sampled


def test_the_product_description_is_not_said_three_times() -> None:
    launches = 0
    for lang, seed, p in sampled("press_release", 30):
        w = p["world"]
        if w["kind"] != 0:
            continue
        launches += 1
        top = " ".join([p["headline"], p["subhead"], p["texts"][0]]).lower()
        assert top.count(w["biz"]["a"].lower()) <= 2, (lang, seed, top)
        assert w["biz"]["a"].lower() not in p["subhead"].lower(), (lang, seed, p["subhead"])
    assert launches


def test_the_press_contact_is_not_the_executives_namesake() -> None:
    """The contact is drawn again while they share the executive's surname (a merge had
    left a loop that drew partners instead, forever, when the two surnames met)."""
    for lang, seed, p in sampled("press_release", 30):
        w = p["world"]
        assert w["contact"].split()[-1] != w["exec"].split()[-1], (lang, seed)
