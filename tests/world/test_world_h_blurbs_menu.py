"""h_blurbs: a dish's description names the ingredient its name does (review w11:
'Knoflookchampignons' described as 'Gebakken bospaddenstoelen')."""

from __future__ import annotations

import re

import numpy as np
import pytest

from generator.content import Content
from generator.resolve import content_languages

# (what the name says, what the description may then not say instead)
CLASHES = [
    # (French "champignons" is any mushroom; German and Dutch compounds name the button one)
    (r"\wchampignon|champiñon", r"bospaddenstoel|waldpilz|wild mushroom|des bois|pleurote|"
                               r"silvestre|di bosco|steinpilz|porcini|cèpe|boletus"),
    (r"lachs|salmon|saumon|salmón|salmone|zalm", r"\b(cod|kabeljau|cabillaud|bacalao|merluzzo|"
                                                 r"kabeljauw|trout|forelle|truite|trucha|"
                                                 r"trota|forel)\b"),
    (r"sea bass|wolfsbarsch|\bbar\b|lubina|branzino|zeebaars", r"\b(salmon|lachs|saumon|"
                                                               r"salmón|salmone|zalm)\b"),
    (r"chicken|hähnchen|poulet|pollo|kip\b", r"\b(duck|ente|canard|pato|anatra|eend)\b"),
    (r"lamb|lamm|agneau|cordero|agnello|lams", r"\b(beef|rind|bœuf|ternera|manzo|rund)\b"),
]


@pytest.mark.parametrize("lang", content_languages())
def test_description_keeps_the_named_ingredient(lang):
    content = Content(lang, np.random.default_rng(4))
    for dish in content.data.SLOTS["media_dishes"]:
        name = dish["name"].casefold()
        for said, instead in CLASHES:
            if not re.search(said, name):
                continue
            for _ in range(30):
                desc = content.fill(dish["desc"]).casefold()
                assert not re.search(instead, desc), (lang, dish["name"], desc)
