"""restaurant_menu: the English card is American (its footer speaks of sales tax and
gratuity), and a scoop of ice cream is never dearer than a plated dessert."""

from __future__ import annotations

import re

import numpy as np

from generator.content import Content
from surfaces.restaurant_menu import PLAIN_DESSERTS
from tests.world.world_helpers import sampled

BRITISH = re.compile(r"\b(beetroot|rocket|chips|tenderstem|aubergine|courgette|clotted|"
                     r"prawns?|coriander|yoghurt|chilli|gherkins?|biscuit|pudding|mash)\b", re.I)


def _number(text: str) -> float:
    return float(re.sub(r"[^\d.,]", "", text).replace(".", "").replace(",", ".")
                 if "," in text else re.sub(r"[^\d.]", "", text))


def test_english_menu_uses_american_words():
    for lang, seed, params in sampled("restaurant_menu", 40):
        if lang != "en":
            continue
        for section in params["sections"]:
            for item in section["items"]:
                assert not BRITISH.search(item["name"] + " " + item["desc"]), (seed, item)


def test_ice_cream_is_the_cheapest_dessert():
    seen = 0
    for lang, seed, params in sampled("restaurant_menu", 40):
        for section in params["sections"]:
            if section["course"] != 2:
                continue
            plain = [_number(i["price"]) for i in section["items"] if i["index"] in PLAIN_DESSERTS]
            plated = [_number(i["price"]) for i in section["items"]
                      if i["index"] not in PLAIN_DESSERTS]
            if plain and plated:
                seen += 1
                assert max(plain) < min(plated), (lang, seed, section["items"])
    assert seen > 20


def test_plain_dessert_is_ice_cream_in_every_language():
    for lang in ("en", "de", "fr", "es", "it", "nl"):
        desserts = [d for d in Content(lang, np.random.default_rng(0)).data.SLOTS["media_dishes"]
                    if d["course"] == "dessert"]
        for i in PLAIN_DESSERTS:
            assert re.search(r"ice|eis|glace|helado|gelato|ijs", desserts[i]["name"], re.I), lang
