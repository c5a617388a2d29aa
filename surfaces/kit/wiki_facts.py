"""The sentences an encyclopedia article can build from data the project holds about a
real city (wikipedia): its area and density (city_facts); the other cities of its region
(places.regions) are no longer listed ("Houston and Dallas are also in Texas" was filler).
Each section of the article then has a few sentences that hold true, not one stock line ("Its best-known
sights include a historic theater and a botanical garden")."""

from __future__ import annotations

from surfaces.kit import Content, geo
from surfaces.kit.numbers import format_number, locale_fact, territory

SQ_KM_PER_SQ_MI = 2.589988  # an American encyclopedia gives square miles first


def area_words(lang: str, area: float, population: int, short: bool) -> tuple[str, str]:
    """The area and the density the article prints (no-break spaces), in the country's
    units: km² in Europe; square miles, with km² after them, in the US ("671.7 sq mi
    (1,739.6 km²)", a density per square mile). ``short`` the infobox's form."""
    km2 = f"{format_number(area, lang, 1)}\u202fkm²"
    if territory(lang) != "US":
        density = format_number(population / area, lang, 0)
        text = (km2, f"{density} /km²" if short else density)
    else:
        miles = area / SQ_KM_PER_SQ_MI
        unit = "sq mi" if short else "square miles"
        density = format_number(population / miles, lang, 0)
        text = (f"{format_number(miles, lang, 1)} {unit} ({km2})",
                f"{density}/sq mi" if short else density)
    return text[0].replace(" ", "\u202f"), text[1].replace(" ", "\u202f")


def neighbours(content: Content, city: str, region: str) -> list[str]:
    """The other cities of the language's list in ``city``'s region, largest first."""
    regions = locale_fact(content.lang, "places.regions")
    return [c for c in content.data.SLOTS["cities"] if c != city and regions.get(c) == region]


def geography_lines(content: Content, city: str, named: str, area: float,
                    population: int, region: str) -> list[str]:
    """The area with the density it gives. No "Houston and Dallas are also in Texas": a
    list of other towns is filler, not a fact about ``city`` (``named``/``region`` kept for
    the callers)."""
    lang = content.lang
    area_text, density = area_words(lang, area, population, short=False)
    lines = [content.ui("w11h.wiki_area", city=city, area=area_text, density=density)]
    if city in geo.COORDS:  # where the town lies: its own coordinates
        lines.append(content.ui("w13.wiki_coords", city=city,
                                coords=coordinates(content, *geo.COORDS[city])))
    return lines


def coordinates(content: Content, lat: float, lon: float) -> str:
    """``lat``/``lon`` in degrees and minutes as an encyclopedia writes them (41°30′N 81°41′W;
    Dutch 52°22′NB 4°54′OL)."""
    north, south, east, west = content.ui_list("w13.compass")

    def dm(value: float) -> str:
        minutes = round(abs(value) * 60)
        return f"{minutes // 60}°{minutes % 60:02d}′"
    return (f"{dm(lat)}{north if lat >= 0 else south}\u00a0"
            f"{dm(lon)}{east if lon >= 0 else west}")


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


# The capitals among the cities of each language's list: the country's ("nation") and its
# states', Länder's, regions', autonomous communities' or provinces' seats ("region"); a
# city-state (Berlin, Hamburg, Bremen) is no capital of itself.
CAPITALS = {
    "nation": {"Berlin", "Paris", "Madrid", "Roma", "Amsterdam"},
    "region": {"Phoenix", "Austin", "Columbus", "Indianapolis", "Denver", "Boston", "Nashville",
               "Sacramento", "Atlanta", "Raleigh", "Salt Lake City", "Richmond", "Madison",
               "Boise", "Des Moines",
               "München", "Stuttgart", "Düsseldorf", "Dresden", "Hannover", "Wiesbaden", "Kiel",
               "Magdeburg", "Mainz", "Erfurt", "Potsdam",
               "Marseille", "Lyon", "Toulouse", "Nantes", "Strasbourg", "Bordeaux", "Lille",
               "Rennes", "Dijon", "Rouen",
               "Barcelona", "Valencia", "Sevilla", "Zaragoza", "Murcia", "Palma",
               "Las Palmas de Gran Canaria", "Santa Cruz de Tenerife", "Vitoria-Gasteiz",
               "Valladolid", "Oviedo", "Pamplona", "Santander", "Logroño", "Toledo",
               "Milano", "Napoli", "Torino", "Palermo", "Genova", "Bologna", "Firenze", "Bari",
               "Venezia", "Trieste", "Perugia", "Cagliari", "Trento", "Ancona",
               "Haarlem", "Den Haag", "Utrecht", "Groningen", "'s-Hertogenbosch", "Arnhem",
               "Zwolle", "Leeuwarden", "Assen", "Maastricht", "Middelburg", "Lelystad"},
}
