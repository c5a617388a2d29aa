"""A wiki article about a place: its population decides the word for it (a town below
100 000 inhabitants, a city or "Großstadt" above), the big cities of the list get big
populations (New York is no town of 5 000): population and area are the city's real
rounded figures (Lille never has 380 000 people on 108 km²), kept on one line."""

from __future__ import annotations

import re

from world_helpers import sampled

from generator.content.provider import locale_data
from surfaces.kit.city_facts import FACTS

# (a German "Großstadt" is still "die Stadt" in running text: only "eine Stadt" classifies)
WORDS = {"en": (r"\btown\b", r"\bcity\b"), "de": (r"\beine Stadt\b", r"\bGroßstadt\b"),
         "es": (r"\blocalidad\b", r"\bciudad\b")}


def _area(text: str, lang: str) -> float:
    digits = re.sub(r"[^\d,.]", "", text)
    if lang == "en":
        return float(digits.replace(",", ""))
    return float(digits.replace(".", "").replace(",", "."))


def test_population_decides_town_or_city_and_fits_the_area() -> None:
    big = 0
    for lang, seed, p in sampled("wikipedia", 30):
        values = [v for _, v in p["info"]]
        population = int(re.sub(r"\D", "", values[3]))
        area_text = values[2]
        if lang == "en":  # an American infobox: "96.1 sq mi (249.0 km²)"
            assert re.match(r"[\d,]+\.\d\u202fsq\u202fmi\u202f\(", area_text), area_text
            area_text = area_text.split("(")[1].rstrip(")")
        assert re.search(r"[.,]\d[ \u202f]km", area_text), (lang, area_text)
        assert (area_text[-6] == ".") == (lang == "en"), (lang, area_text)  # decimal mark
        area = _area(area_text, lang)
        real_pop, real_area = FACTS[p["city"]]  # the city's real figures, not invented ones
        assert abs(population / (real_pop * 1000) - 1) < 0.02, (lang, seed, p["city"])
        assert abs(area - real_area) < 0.1, (lang, seed, p["city"], area)
        assert "\u202f" in values[3] or population < 1000 or lang != "fr", values[3]
        rank = list(locale_data(lang).SLOTS["cities"]).index(p["city"])
        if rank < 3:
            assert population >= 300_000, (lang, seed, p["city"], population)
        if lang not in WORDS:
            continue
        text = " ".join(p["lead"] + [t for s in p["sections"] for t in s["texts"]])
        text = text.replace(p["city"], "")  # "Kansas City" names a place, not its kind
        small, large = WORDS[lang]
        wrong = small if population >= 100_000 else large
        big += population >= 100_000
        assert not re.search(wrong, text), (lang, seed, population, text)
    assert big > 20


def test_the_place_is_located_once() -> None:
    """One sentence says where the place lies: no second one naming another direction."""
    for lang, seed, p in sampled("wikipedia", 30):
        text = " ".join(p["lead"] + [t for s in p["sections"] for t in s["texts"]])
        where = re.findall(r"\b(?:in the|im|au|del|nel|in het) (north|south|east|west|Norden"
                           r"|Süden|Westen|Osten|nord|sud|norte|sur|noorden|zuiden|oosten)\b",
                           text)
        assert len(set(where)) <= 1, (lang, seed, where)


def test_founded_before_first_mentioned() -> None:
    """No invented founding year in the infobox (it contradicted the first mention in the
    history section, and real cities have real ones): no value is a bare year."""
    for lang, seed, p in sampled("wikipedia", 30):
        assert not any(re.fullmatch(r"\d{3,4}", v) for _, v in p["info"]), (lang, seed)


def test_infobox_region_and_sections_fit_the_city() -> None:
    """The infobox names the real state or region of the city (Chicago lies in Illinois,
    not in a Faker "Mississippi"), and every section's text is about its heading (the
    "History" heading over history, not over the climate)."""
    from world_helpers import written_from

    from generator import languages
    from surfaces.wikipedia import SECTIONS

    for lang, seed, p in sampled("wikipedia", 12):
        data = locale_data(lang)
        region = languages.fact(lang, "places.regions", dict)[p["city"]]
        assert p["info"][1][1] == region, (lang, seed, p["city"], p["info"][1])
        for section in p["sections"]:
            topic = SECTIONS[data.TITLES["wiki_section"].index(section["title"])]
            # the population section gives the census figure (h_wiki.population)
            templates = [data.UI["h_wiki.population"]] if topic == "population" else \
                [re.sub(r"^\[\w+\] ", "", t) for t in data.SENTENCES[f"wiki.{topic}"]]  # size tag
            if topic == "geography":  # wave 11: the area, density and neighbours come first
                templates += [data.UI[k] for k in ("w11h.wiki_area", "w11h.wiki_near",
                                                   "w11h.wiki_near1", "w13.wiki_coords")]
            for text in section["texts"]:  # "e" before a vowel is "ed" (content.sound)
                plain = re.sub(r"\b(e|a)d (?=[aeiouAEIOU])", r"\1 ", text) if lang == "it" else text
                assert written_from(plain, templates), (lang, seed, text)
    for lang in ("en", "de", "fr", "es", "it", "nl"):
        regions = languages.fact(lang, "places.regions", dict)
        assert set(regions) == set(locale_data(lang).SLOTS["cities"]), lang
