"""h_blurbs: a listed company's name fits what its profile says it makes (review w11:
'Schwab Kommunikation SE ... vertreibt Industrieanlagen')."""

from __future__ import annotations

import re

from tests.world.world_helpers import sampled

# name words of a trade other than making equipment, in every language
OTHER_TRADE = re.compile(
    r"Kommunikation|Communicati|Comunica|Media|Logisti|Trasporti|Transport|Distribu|Supply|"
    r"bau\b|Bouw|Costruzion|Construc|Reforma|Menuiserie|Carpinter|Serramenti|Instalacion|"
    r"Termoidraulica|Capital|Insurance|Versicherung|Steuerberatung|Administratie|Asesor|"
    r"Makelaardij|Vastgoed|Immobilien|Inmobiliaria|Consult|Conseil|Advies|Software|"
    r"Informati|Automatiser|Energ|Foods|Printing|Imprimerie|Drukwerk|Tipografia|Gráficas|"
    r"Verpackung|Services|Servizi|Servicios|Security|Gebäudereinigung|Hovenier|Paysage", re.I)


def test_the_company_and_its_competitors_are_makers_by_name():
    for lang, seed, p in sampled("stock_overview", 40):
        assert not OTHER_TRADE.search(p["company"]), (lang, seed, p["company"])
