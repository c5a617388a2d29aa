"""The sentences an encyclopedia article can build from data the project holds about a
real city (wikipedia): its area and density (city_facts), and the other cities of the
language's list in its state, Land, region or province (places.regions). Each section of
the article then has a few sentences that hold true, not one stock line ("Its best-known
sights include a historic theater and a botanical garden")."""

from __future__ import annotations

from surfaces.kit import Content
from surfaces.kit.numbers import format_number, locale_fact


def neighbours(content: Content, city: str, region: str) -> list[str]:
    """The other cities of the language's list in ``city``'s region, largest first."""
    regions = locale_fact(content.lang, "places.regions")
    return [c for c in content.data.SLOTS["cities"] if c != city and regions.get(c) == region]


def geography_lines(content: Content, city: str, named: str, area: float,
                    population: int, region: str) -> list[str]:
    """The area with the density it gives, then one or two other cities of its ``region``
    (``named`` as a sentence names it)."""
    lang = content.lang
    lines = [content.ui("w11h.wiki_area", city=city,
                        area=f"{format_number(area, lang, 1)}\u202fkm²".replace(" ", "\u202f"),
                        density=format_number(population / area, lang, 0).replace(" ", "\u202f"))]
    near = neighbours(content, city, region)
    if len(near) >= 2:
        lines.append(content.ui("w11h.wiki_near", a=near[0], b=near[1], region=named))
    elif near:
        lines.append(content.ui("w11h.wiki_near1", a=near[0], region=named))
    return lines


# wiki.sights' first template praises the old town: never for a town without one (a grid
# city, a town rebuilt after the war, a new town); the American cities that have one
NO_OLD_TOWN = {
    "de": {"Mannheim", "Karlsruhe", "Dortmund", "Duisburg", "Bochum", "Essen", "Kassel",
           "Wuppertal", "Mönchengladbach", "Krefeld", "Kiel", "Chemnitz", "Magdeburg"},
    "fr": {"Brest", "Lorient", "Villeurbanne", "Calais"}, "es": {"Móstoles"},
    "it": {"Latina"},
    "nl": {"Almere", "Lelystad", "Zoetermeer", "Emmen", "Haarlemmermeer", "Westland",
           "Zaanstad", "Rotterdam", "Eindhoven"},
}
OLD_TOWN_EN = {"Savannah", "New Orleans", "Boston", "Philadelphia", "San Antonio",
               "Albuquerque", "Richmond", "Baltimore", "Pittsburgh"}


def has_old_town(lang: str, city: str) -> bool:
    return city in OLD_TOWN_EN if lang == "en" else city not in NO_OLD_TOWN.get(lang, ())
