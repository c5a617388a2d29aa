"""A city article claims only what the page's data holds: no invented port, cathedral,
founding year or population trend on a real city (Raleigh "has a busy port"), no British
"centre" for a US city, and the population section gives the infobox's census figure."""

import re

from tests.world.world_helpers import sampled

INVENTED = {"en": r"\b(port|cathedral|tower|market square|remained stable|declined|doubled|centre)\b",
            "de": r"\b(Hafen|Dom|Kathedrale|Marktplatz|stabil)", "fr": r"\b(port|cathédrale|stable)\b",
            "es": r"\b(puerto|catedral|estable)\b", "it": r"\b(porto|cattedrale|duomo|stabile)\b",
            "nl": r"\b(haven|kathedraal|stabiel)\b"}


def test_article_claims_only_what_the_data_holds():
    for lang, seed, p in sampled("wikipedia", 12):
        texts = p["lead"] + [t for s in p["sections"] for t in s["texts"]]
        for text in texts:
            assert not re.search(INVENTED[lang], text, re.I), (lang, seed, text)
            # the infobox's census figure, area and density (wave 11: the geography gives
            # the area and the density it makes), and no other number
            # wave 13: the town's own coordinates (surfaces/kit/geo.py), checked in h_place
            rest = re.sub(r"\d+°\d\d′", "", text)
            for _, value in p["info"][2:5]:
                for figure in re.findall(r"\d[\d.,\u202f]*\d|\d", value):  # km² or sq mi (km²)
                    rest = rest.replace(figure, "")
            assert not re.search(r"\d", rest), (lang, seed, text)
