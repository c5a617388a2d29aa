"""Real street addresses and cities for Faker: a provider that replaces the locale's invented
street names ("7098 James Groves", "Höfigweg 2729") with the language's real ones.

The street names and the way an address is written are facts of the language's locale.toml
(``[addresses]``); the cities are its content's ``cities`` slot. Draws use Faker's own
random generator, which the content provider seeds from the example's content stream.
"""

from __future__ import annotations

from typing import Any

from faker.providers import BaseProvider

from generator import languages

# House numbers: most streets are short, so small numbers are the most common.
_NUMBER_RANGES = ((1, 40, 0.6), (41, 120, 0.3), (121, 260, 0.1))


class RealAddresses(BaseProvider):
    """street_name, building_number, street_address and city of one language."""

    def __init__(self, generator: Any, lang: str, cities: list[str]):
        super().__init__(generator)
        self._streets = list(languages.fact(lang, "addresses.streets", list))
        self._format = languages.fact(lang, "addresses.format", str)
        self._cities = list(cities)

    def street_name(self) -> str:
        return self.random_element(self._streets)

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
