"""h_recipe: a recipe's times add up (review w12, fr seed 35035: 'CUISSON 30 min' above a
hachis parmentier whose potatoes boil 'une vingtaine de minutes' and which bakes 20 more).

Every dish in every language: the cooking its steps time fits in its cook time, the hands-on
work in its prep time, every wording of a step states the same time, and a wait (rest, chill,
rise, soak) is shown as the card's third time, not hidden in prep or cook."""

from __future__ import annotations

import numpy as np
import pytest

from generator.content import Content
from generator.content.provider import locale_data
from generator.resolve import content_languages
from tests.world.h_recipe_times import durations, expansions, kinds
from tests.world.world_helpers import sampled

LANGS = content_languages()


def dishes(lang: str) -> list[dict]:
    slots = locale_data(lang).SLOTS
    return [*slots["recipe"], *slots["h_misc_recipe"]]


def stated(dish: dict, lang: str) -> tuple[dict[str, int], list[str]]:
    """The minutes the steps state per kind (a step counts by its longest wording) and the
    steps whose wordings disagree."""
    total = {"cook": 0, "hands": 0, "wait": 0}
    split = []
    for step in dish["steps"]:
        read = [kinds(t, lang) for t in expansions(step)]
        for k in total:
            said = {r[k] for r in read if r[k]}  # a wording may leave the time unsaid
            total[k] += max(said, default=0)
            if len(said) > 1:
                split.append(f"{k} {sorted(said)}: {step}")
    return total, split


def problems(dish: dict, lang: str) -> list[str]:
    """What is wrong with the dish's times (empty when they add up)."""
    total, split = stated(dish, lang)
    out = [f"wordings disagree: {s}" for s in split]
    if total["cook"] > int(dish["cook"]):
        out.append(f"steps cook {total['cook']} min > cook {dish['cook']}")
    if total["hands"] > int(dish["prep"]):
        out.append(f"steps work {total['hands']} min > prep {dish['prep']}")
    rest = int(dish.get("rest", 0))
    # a wait of ten minutes or more is the card's rest; a shorter one ("leave for two
    # minutes") may sit in the cook time
    if total["wait"] >= 10 and rest < total["wait"]:
        out.append(f"steps wait {total['wait']} min, rest shown {rest}")
    if rest and not total["wait"]:
        out.append(f"rest {rest} min but no step waits")
    return out


@pytest.mark.parametrize(("text", "lang", "minutes"), [
    ("Cuire les pommes de terre une vingtaine de minutes.", "fr", [20]),
    ("Take it out of the fridge half an hour before.", "en", [30]),
    ("Laisser mijoter 1 h 30 à couvert.", "fr", [90]),
    ("Bake for 50 to 60 minutes.", "en", [60]),
    ("Roast for 1 hour 20 minutes.", "en", [80]),
    ("Anderthalb Stunden schmoren lassen.", "de", [90]),
    ("Cuocete per un'ora e mezza.", "it", [90]),
    ("Guisa a fuego lento hora y media.", "es", [90]),
    ("Laat het tweeënhalf uur zachtjes koken.", "nl", [150]),
    ("Laat het 2,5 uur zachtjes koken.", "nl", [150]),
    ("Hornea de 20 a 25 minutos.", "es", [25]),
    ("Frituur ze in zes à acht minuten goudbruin.", "nl", [8]),
    ("Toast the bread until golden.", "en", []),
])
def test_the_reader_reads_durations(text, lang, minutes):
    assert [m for _, _, m in durations(text, lang)] == minutes


@pytest.mark.parametrize(("text", "lang", "kind"), [
    ("Bake at 200°C for 20 minutes.", "en", "cook"),
    ("Chill for 20 minutes.", "en", "wait"),
    ("Rest the chicken for 15 minutes while you make the gravy.", "en", "wait"),
    ("Dann zehn Minuten in der Form abkühlen lassen.", "de", "wait"),
    ("Laisser mijoter 20 minutes.", "fr", "cook"),
    ("Laisser reposer la pâte une heure.", "fr", "wait"),
    ("Knead for 10 minutes until smooth.", "en", "hands"),
    ("Lasciate lievitare per un'ora.", "it", "wait"),
    ("Deja reposar la masa 30 minutos.", "es", "wait"),
    ("Laat de soep anderhalf uur zachtjes trekken.", "nl", "cook"),
])
def test_the_reader_tells_cooking_from_waiting(text, lang, kind):
    read = kinds(text, lang)
    assert read[kind] > 0 and sum(read.values()) == read[kind], (text, read)


@pytest.mark.parametrize("lang", LANGS)
def test_every_dish_s_times_add_up(lang):
    """Cooking <= cook, hands-on work <= prep, every wording states one time, waits shown."""
    bad = {d["title"]: p for d in dishes(lang) if (p := problems(d, lang))}
    assert not bad, (lang, bad)


def test_the_checker_flags_the_reviewed_card():
    """The reviewer's hachis parmentier with its old 'CUISSON 30 min' fails the check, as do
    a wording split ('{15|20} minutes') and a night in the fridge without a rest."""
    hachis = next(d for d in dishes("fr") if d["title"] == "Hachis parmentier")
    assert any("cook" in p for p in problems(hachis | {"cook": 30}, "fr"))
    split = {"title": "x", "prep": 10, "cook": 60, "steps": ["Simmer for {15|20} minutes."]}
    assert any("disagree" in p for p in problems(split, "en"))
    night = {"title": "x", "prep": 10, "cook": 0, "steps": ["Chill {overnight|for a night}."]}
    assert any("rest" in p for p in problems(night, "en"))
    assert not problems(night | {"rest": 480}, "en")


def test_the_card_shows_the_rest_and_counts_it():
    """A dish that waits shows a third time (Rest/Repos/Ruhezeit...) after its cooking; the
    card's total (which picks the tagline) includes it; no 'Cook: 0 min' on a cold dish."""
    seen = 0
    for lang, seed, p in sampled("recipe_card", 30):
        content = Content(lang, np.random.default_rng(0))
        dish = next(d for d in dishes(lang) if d["title"] == p["title"])
        labels = [label for label, _ in p["facts"]]
        rest = int(dish.get("rest", 0))
        assert (content.ui("w12r.rest") in labels) == bool(rest), (lang, seed, labels)
        cook = {content.ui("media.cook"), content.ui("h_native2.cook_oven")}  # Oventijd
        assert bool(cook & set(labels)) == bool(int(dish["cook"])), (lang, seed)
        assert p["total"] == int(dish["prep"]) + int(dish["cook"]) + rest, (lang, seed)
        if rest:
            seen += 1
            shown = dict(p["facts"])[content.ui("w12r.rest")]
            if rest < 60 or rest % 60:
                assert shown == content.ui("media.minutes", n=rest), (lang, seed, shown)
            else:
                assert shown in (content.ui("w12r.night"),
                                 content.ui("w12r.hours", n=rest // 60)), (lang, seed, shown)
    assert seen >= 20
