"""The homes a property site lists, sized and priced as the country's market sizes and
prices them: the bedrooms first, a floor area that fits that many bedrooms (a US one-bed has
550-850 sq ft, never 390), and a month's rent from the town's tier and the bedroom count (a
one-bed in Tampa rents for $1,200 or more, never $470). Rents are rough ranges of recent
listings of the country's cities of each tier (h_data.toml ``re.dear_cities``, w6_a_mix2.toml
``w6m2.re_cheap_cities``; every other town is the middle tier)."""

from __future__ import annotations

from generator import languages
from surfaces.kit import Content
from surfaces.kit.numbers import territory

TIERS = ("dear", "town", "cheap")
BEDS = (1, 2, 3, 4)

# a month's rent, lowest and highest, for 1, 2, 3 and 4 bedrooms, by tier (local currency),
# by the language's territory (a copied language folder keeps its country's market)
RENT: dict[str, dict[str, tuple[tuple[int, int], ...]]] = {
    "US": {"dear": ((2200, 3800), (2900, 5200), (3600, 6500), (4200, 7500)),
           "town": ((1200, 1900), (1500, 2500), (1850, 3000), (2200, 3500)),
           "cheap": ((800, 1300), (1000, 1600), (1250, 2000), (1500, 2400))},
    "DE": {"dear": ((850, 1500), (1150, 2000), (1500, 2600), (2000, 3200)),
           "town": ((500, 850), (650, 1100), (850, 1400), (1100, 1800)),
           "cheap": ((330, 550), (420, 700), (550, 900), (750, 1200))},
    "FR": {"dear": ((850, 1500), (1200, 2100), (1500, 2700), (1900, 3200)),
           "town": ((500, 750), (650, 950), (800, 1200), (1000, 1500)),
           "cheap": ((400, 580), (500, 720), (620, 900), (800, 1150))},
    "ES": {"dear": ((900, 1500), (1100, 1900), (1300, 2400), (1700, 3000)),
           "town": ((550, 850), (650, 1000), (750, 1200), (900, 1500)),
           "cheap": ((400, 600), (480, 720), (550, 850), (700, 1100))},
    "IT": {"dear": ((850, 1500), (1100, 2000), (1400, 2500), (1800, 3000)),
           "town": ((450, 700), (550, 850), (650, 1000), (800, 1300)),
           "cheap": ((350, 520), (420, 620), (480, 720), (600, 950))},
    "NL": {"dear": ((1400, 2100), (1800, 2700), (2200, 3400), (2600, 3900)),
           "town": ((1000, 1450), (1250, 1800), (1500, 2200), (1800, 2600)),
           "cheap": ((800, 1150), (950, 1400), (1100, 1650), (1350, 1950))},
}

# floor area (m²) of a flat with 1, 2, 3 bedrooms and of a house with 3, 4 bedrooms
_EU_FLAT = ((40, 65), (60, 88), (80, 118))
_EU_HOUSE = ((100, 150), (130, 195))
AREA: dict[str, tuple[tuple[tuple[int, int], ...], tuple[tuple[int, int], ...]]] = {
    "US": (((51, 79), (74, 111), (102, 121)), ((121, 204), (167, 229))),
    "DE": (_EU_FLAT, _EU_HOUSE), "ES": (_EU_FLAT, _EU_HOUSE), "IT": (_EU_FLAT, _EU_HOUSE),
    "NL": (_EU_FLAT, _EU_HOUSE),
    "FR": (((35, 52), (55, 76), (72, 98)), ((95, 140), (120, 180))),
}


def tier(content: Content, city: str) -> str:
    """The town's market tier: "dear", "cheap" or the middle "town"."""
    if city in content.ui_list("re.dear_cities"):
        return "dear"
    if city in content.ui_list("w6m2.re_cheap_cities"):
        return "cheap"
    return "town"


def area_range(lang: str, house: bool, beds: int) -> tuple[int, int]:
    """The floor area (m²) a flat or house with ``beds`` bedrooms has in the country."""
    flats, houses = AREA.get(territory(lang), AREA["DE"])
    return houses[min(max(beds, 3), 4) - 3] if house else flats[min(max(beds, 1), 3) - 1]


def rent_range(lang: str, level: str, beds: int) -> tuple[int, int]:
    """A month's rent of a home with ``beds`` bedrooms in a town of tier ``level``."""
    return RENT.get(territory(lang), RENT["DE"])[level][min(max(beds, 1), 4) - 1]


def rent_of(lang: str, level: str, beds: int, share: float) -> int:
    """The rent ``share`` (0-1: the town's level and the home's own) up the tier's range,
    rounded to tens."""
    lo, hi = rent_range(lang, level, beds)
    return int(round(lo + (hi - lo) * min(1.0, max(0.0, share)), -1))


def first_year(lang: str, city: str, house: bool) -> int:
    """The first year a home of ``city`` can have been built: the town's founding for a new
    town (locale.toml ``places.founded``: Almere 1976, Lelystad 1967, Latina 1932), a few
    years later for a block of flats (a new town's first homes are low-rise); 0 elsewhere."""
    try:
        founded = int(languages.fact(lang, f"places.founded.{city}", int))
    except Exception:  # noqa: BLE001 - an old town, or a language without new towns
        return 0
    return founded if house else founded + 5


def central(content: Content, street: str) -> bool:
    """Whether ``street`` is a square or a town-centre street (h_data.toml ``re.central``:
    "Stadhuisplein", "Piazza Garibaldi"), where homes are flats above shops: no house "in a
    quiet street with a garden and a garage" there."""
    low = street.lower()
    return any(word.lower() in low for word in content.ui_list("re.central"))
