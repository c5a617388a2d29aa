"""Street addresses in the country's order: "94 Mill Road" in English, "Mühlenweg 94" in
German, "12, rue de la Paix" in French, on every page that writes its own street line."""

from __future__ import annotations

import re

import pytest
from world_helpers import sampled

from generator import languages


@pytest.mark.parametrize("name", ("realestate_listing", "event_page"))
def test_house_numbers_stand_where_the_country_puts_them(name: str) -> None:
    for lang, seed, p in sampled(name, 6):
        first = languages.invoice(lang).FORMATS["street"][0]
        number_first = first.startswith("{n}")
        addresses = ([h["address"] for h in p["homes"]] if name == "realestate_listing"
                     else [p["address"]])
        for address in addresses:
            street = address.split(", ")[0] if lang != "fr" else address.split(", ")[0:2]
            line = street if isinstance(street, str) else ", ".join(street)
            assert bool(re.match(r"\d", line)) == number_first, (name, lang, seed, address)
