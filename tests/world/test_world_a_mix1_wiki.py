"""An encyclopedia article tells a place the facts of its size: a city of hundreds of
thousands never gets a town's parish church, regional airport or bus station, a town never
gets a metropolis's districts, and the population printed is within a percent of the real
figure."""

from __future__ import annotations

import re

from world_helpers import sampled

from surfaces.kit.city_facts import FACTS

TOWN = {
    "en": ("parish church", "regional airport", "regional bus station", "small businesses",
           "grain store"),
    "de": ("Pfarrkirche", "Regionalflughafen", "regionalen Busbahnhof", "kleine Siedlung",
           "Kleinbetrieben"),
    "fr": ("église paroissiale", "aéroport régional", "gare routière", "petites entreprises"),
    "es": ("iglesia parroquial", "aeropuerto regional", "estación de autobuses",
           "pequeña empresa"),
    "it": ("chiesa parrocchiale", "aeroporto regionale", "autostazione", "piccole imprese"),
    "nl": ("parochiekerk", "regionaal vliegveld", "regionaal busstation", "kleine bedrijven"),
}
METRO = {"en": ("neighborhoods",), "de": ("Bezirke",), "fr": ("arrondissements", "quartiers qui"),
         "es": ("distritos",), "it": ("municipi e quartieri", "numerosi quartieri"),
         "nl": ("stadsdelen", "groot aantal wijken")}
CLIMATE = ("summers", "Sommern", "étés", "veranos", "estati", "zomers")


def test_wikipedia_facts_fit_the_size_of_the_place():
    seen = {"small": 0, "large": 0}
    for lang, seed, p in sampled("wikipedia", 40):
        text = " ".join(p["lead"] + [t for s in p["sections"] for t in s["texts"]])
        real = FACTS[p["city"]][0] * 1000
        shown = int(re.sub(r"\D", "", dict(p["info"])[[k for k, _ in p["info"]][3]]))
        assert abs(shown - real) <= real * 0.01, (lang, seed, p["city"], shown, real)
        assert not any(w in text for w in CLIMATE), (lang, seed, text)  # no invented climate
        if shown >= 150_000:  # the tier of the figure the page prints
            seen["large"] += 1
            assert not any(w in text for w in TOWN[lang]), (lang, seed, p["city"], text)
        else:
            seen["small"] += 1
            assert not any(w in text for w in METRO[lang]), (lang, seed, p["city"], text)
    assert seen["small"] > 20 and seen["large"] > 20, seen
