"""Real street addresses and cities for Faker: a provider that replaces the locale's invented
street names ("7098 James Groves", "Höfigweg 2729") with the language's real ones, and writes
whole postal addresses whose postcode belongs to their town ("Chicago, IL 60614",
"10115 Berlin", "00184 Roma (RM)").

The street names, each town's postcodes (and state or province) and the way an address is
written are facts of the language's locale.toml (``[addresses]``, ``[addresses.postal]``); the
cities are its content's ``cities`` slot. Draws use Faker's own random generator, which the
content provider seeds from the example's content stream.
"""

from __future__ import annotations

import string
from typing import Any, NamedTuple

from faker.providers import BaseProvider

from generator import languages

# House numbers: most streets are short, so small numbers are the most common.
_NUMBER_RANGES = ((1, 40, 0.6), (41, 120, 0.3), (121, 260, 0.1))
REAL_TOP = 40  # the highest number of a real town street whose row names none


class Address(NamedTuple):
    """A postal address: street line, postcode, town, state or province ("" if the country
    prints none) and the town line as the country writes it."""

    street: str
    postcode: str
    city: str
    region: str
    town_line: str

    @property
    def lines(self) -> list[str]:
        """Street line and town line, as an envelope prints them."""
        return [self.street, self.town_line]

    @property
    def one_line(self) -> str:
        """The address on one line ("12 Main Street, Chicago, IL 60614")."""
        return f"{self.street}, {self.town_line}"


def _regional_streets(lang: str) -> dict[str, list[str]]:
    """Each town's street list where its region names streets in its own language
    (``addresses.regional_streets`` by ``places.regions``, a town's own key first: Valencia
    writes Valencian, Alicante in the same region Castilian; {} for most languages)."""
    try:
        by_region = languages.fact(lang, "addresses.regional_streets", dict)
        regions = languages.fact(lang, "places.regions", dict)
    except Exception:  # noqa: BLE001 - a language without regional street names
        return {}
    return {town: list(by_region.get(town) or by_region[r]) for town, r in regions.items()
            if town in by_region or r in by_region}


def _numbered_streets(lang: str, streets: list[str]) -> dict[str, list[str]]:
    """Each town's street list where the town names its numbered roads its own way
    (``addresses.town_numbered``: Seattle's "4th Avenue"): the country's list without its
    numbered streets (``addresses.numbered``: "Fourth Street"), plus the town's own."""
    try:
        generic = set(languages.fact(lang, "addresses.numbered", list))
        towns = languages.fact(lang, "addresses.town_numbered", dict)
    except Exception:  # noqa: BLE001 - a language whose numbered streets fit every town
        return {}
    plain = [s for s in streets if s not in generic]
    return {town: plain + list(own) for town, own in towns.items()}


class RealAddresses(BaseProvider):
    """street_name, building_number, street_address and city of one language."""

    def __init__(self, generator: Any, lang: str, cities: list[str]):
        super().__init__(generator)
        self._streets = list(languages.fact(lang, "addresses.streets", list))
        self._format = languages.fact(lang, "addresses.format", str)
        self._cities = list(cities)
        self._lang = lang
        self._phones = list(languages.fact(lang, "addresses.phones", list))
        self._mobiles = list(languages.fact(lang, "addresses.mobiles", list))
        self._town_line = languages.fact(lang, "addresses.postal.town_line", str)
        self._postcodes = languages.fact(lang, "addresses.postal.postcodes", dict)
        self._regions = (languages.fact(lang, "addresses.postal.regions", dict)
                         if "{region}" in self._town_line else {})
        try:  # the towns whose postcode depends on the street: street|postcode rows
            rows = languages.fact(lang, "addresses.postal.streets", dict)
        except Exception:  # noqa: BLE001 - a language without street rows
            rows = {}
        # street|postcode[|highest number]: a real street's numbers stay on the street
        # (Mönckebergstraße has no 118, r57 0010); without a highest, 1-40
        self._rows = {town: [tuple(r.split("|")[:2]) for r in rs] for town, rs in rows.items()}
        self._tops = {(town, r.split("|")[0]): int((r.split("|") + ["", ""])[2] or REAL_TOP)
                      for town, rs in rows.items() for r in rs}
        self._local = _regional_streets(lang)
        self._local.update(_numbered_streets(lang, self._streets))
        try:  # towns numbered by district, not street: district|postcode|highest number
            districts = languages.fact(lang, "addresses.districts", dict)
        except Exception:  # noqa: BLE001 - a language without such towns
            districts = {}
        self._districts = {town: [tuple(r.split("|")) for r in rs] for town, rs in districts.items()}

    def _district_line(self, city: str) -> tuple[str, str]:
        """A Venetian address: a sestiere and its own house number ("Cannaregio 2345"; the
        numbers run through the whole district) with the district's postcode."""
        name, code, top = self.random_element(self._districts[city])
        number = self.generator.random.randint(1, int(top))
        return f"{name} {number}", code

    def _streets_of(self, city: str) -> list[str]:
        """The streets a page may name in ``city``: its region's own where the region names
        them in its own language (Badalona: "Carrer de l'Estació"), else the country's."""
        return self._local.get(city) or self._streets

    def street_name_in(self, city: str) -> str:
        """A street name of the kind ``city`` has (a Catalan one in Catalonia)."""
        return self.random_element(self._streets_of(city))

    def street_name(self) -> str:
        return self.random_element(self._streets)

    def number_on(self, city: str, street: str) -> str:
        """A house number ``street`` of ``city`` has: a known real street's within its
        highest number (its row's, else REAL_TOP), any other's from building_number."""
        top = self._tops.get((city, street))
        return str(self.generator.random.randint(1, top)) if top else self.building_number()

    def building_number(self) -> str:
        pick = self.generator.random.random()
        for low, high, share in _NUMBER_RANGES:
            if pick < share:
                return str(self.generator.random.randint(low, high))
            pick -= share
        return str(self.generator.random.randint(1, 40))

    def street_address(self) -> str:
        return self._format.format(street=self.street_name(), number=self.building_number())

    def city(self) -> str:
        return self.random_element(self._cities)

    def phone_number(self) -> str:
        """A telephone number in one of the country's usual ways of writing it."""
        return self.numerify(self.random_element(self._phones))

    def mobile_number(self) -> str:
        """A mobile number, as people write theirs on a form (it follows no town)."""
        return self.numerify(self.random_element(self._mobiles))

    def phone_of(self, city: str) -> str:
        """A landline of ``city``: the town's own area code where the locale lists it."""
        try:
            code = languages.fact(self._lang, f"addresses.postal.area_codes.{city}", str)
            fmt = languages.fact(self._lang, "addresses.postal.area_phone", str)
        except Exception:  # noqa: BLE001 - no area codes for this language or town
            return self.phone_number()
        return self.numerify(fmt.format(area=self.numerify(code)))

    def postcode_of(self, city: str) -> str:
        """A real-looking postcode of ``city`` (one of the town's own prefixes)."""
        patterns = self._postcodes.get(city)
        if not patterns:
            raise KeyError(f"language {self._lang!r}: no postcodes for town {city!r} "
                           f"(generator/locales/{self._lang}/locale.toml, "
                           f"[addresses.postal.postcodes])")
        return self.bothify(self.random_element(patterns), letters=string.ascii_uppercase)

    def street_row(self, city: str) -> tuple[str, str]:
        """A street of ``city`` and the postcode its numbers have, drawn together: a real
        street of the town and its own postcode where the town's postcodes differ by
        district ("Plaza Mayor" is 28012 Madrid, never 28010), else a street of the
        country's list and the town's one postcode."""
        rows = self._rows.get(city)
        if rows:
            street, code = self.random_element(rows)
            return street, self.bothify(code, letters=string.ascii_uppercase)
        return self.street_name_in(city), self.postcode_of(city)

    def street_rows(self, city: str) -> list[tuple[str, str]]:
        """The street|postcode rows of ``city`` ([] for a town with one postcode)."""
        return list(self._rows.get(city, []))

    def street_address_in(self, city: str) -> str:
        """A street line ("Calle Mayor, 12") of a street ``city`` really has, where known."""
        if city in self._districts:
            return self._district_line(city)[0]
        street = self.street_row(city)[0]
        return self._format.format(street=street, number=self.number_on(city, street))

    def street_addresses_in(self, city: str, n: int) -> list[str]:
        """``n`` street lines on ``n`` different streets of ``city`` (five florists of a
        town are not all in one street): its known streets first, then streets of the
        country's list."""
        if city in self._districts:  # each sestiere once before any twice
            rows = self.random_sample(self._districts[city], len(self._districts[city]))
            return [f"{name} {self.generator.random.randint(1, int(top))}"
                    for name, _, top in (rows[k % len(rows)] for k in range(n))]
        streets = [street for street, _ in self.random_sample(self._rows.get(city, []),
                                                              len(self._rows.get(city, [])))]
        for _ in range(10 * n):
            if len(streets) >= n:
                break
            name = self.street_name_in(city)  # no "Madison Avenue" in Tampa: no town in it
            if name not in streets and not any(town in name for town in self._cities):
                streets.append(name)
        return [self._format.format(street=s, number=self.number_on(city, s)) for s in streets[:n]]

    def postal_address(self, city: str) -> Address:
        """A street of ``city`` with its own postcode (street_row) and the town line around
        them."""
        street, postcode = self.street_row(city)
        region = self._regions.get(city, "")
        street = self._format.format(street=street, number=self.number_on(city, street))
        if city in self._districts:
            street, postcode = self._district_line(city)
        line = self._town_line.format(postcode=postcode, city=city, region=region)
        return Address(street, postcode, city, region, line)
