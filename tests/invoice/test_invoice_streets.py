"""An invoice's address puts a street in any of the country's towns, so its street names are
ones most towns have: a reviewer read "Rambla de Catalunya, 158 / 48011 Bilbao" (the
street is Barcelona's) and "Calle de Alcalá" in Málaga (Madrid's)."""

from __future__ import annotations

import pytest

from surfaces.invoice.data import locale

# streets that belong to one city (or a few): never drawn for an arbitrary town
ONE_CITY = {"Paseo de Gracia", "Rambla de Catalunya", "Calle de Alcalá", "Calle de Toledo",
            "Gran Vía", "Königsallee", "Kurfürstendamm", "Prinsengracht", "Herengracht",
            "Keizersgracht", "quai de la Loire", "Canebière", "avenue des Champs-Élysées",
            "Piazza del Duomo", "Via del Corso", "Oxford Street", "Fifth Avenue"}


@pytest.mark.parametrize("lang", ["en", "de", "fr", "es", "it", "nl"])
def test_invoice_streets_are_ones_every_town_has(lang: str) -> None:
    streets = set(locale(lang).STREETS)
    assert len(streets) >= 15 and not streets & ONE_CITY, streets & ONE_CITY
