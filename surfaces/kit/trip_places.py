"""Real places of the trip cities of ``apps_airport`` (by IATA code), written as locals and
guidebooks write them in every language: districts, the market, a museum, the pier boat
tours leave from, and hotels named as hotels there are named. A trip plan names these,
never "Riverside" or "Hotel Central" for a Vienna weekend."""

from __future__ import annotations

from typing import Any

import numpy as np

from surfaces.kit import choice

# iata: districts, market, museum, boat pier, hotels
PLACES: dict[str, tuple[list[str], str, str, str, list[str]]] = {
    "LHR": (["Covent Garden", "South Bank", "Shoreditch", "Kensington", "Camden"],
            "Borough Market", "British Museum", "Westminster Pier",
            ["The Marlow Hotel", "The Sterling Hotel", "Hotel Arden"]),
    "CDG": (["Le Marais", "Saint-Germain-des-Prés", "Montmartre", "Quartier Latin",
             "Canal Saint-Martin"], "Marché d'Aligre", "Musée d'Orsay", "Port de la Bourdonnais",
            ["Hôtel des Carmes", "Hôtel du Parc", "Hôtel Lumière"]),
    "FRA": (["Sachsenhausen", "Bornheim", "Westend", "Altstadt", "Nordend"],
            "Kleinmarkthalle", "Städel Museum", "Eiserner Steg",
            ["Hotel Goldener Hirsch", "Hotel Mainblick", "Hotel Lindenhof"]),
    "AMS": (["Jordaan", "De Pijp", "Oud-West", "Grachtengordel", "Oost"],
            "Albert Cuypmarkt", "Rijksmuseum", "Damrak",
            ["Hotel De Gracht", "Hotel Het Anker", "Hotel Amstelzicht"]),
    "MAD": (["Malasaña", "Lavapiés", "La Latina", "Chueca", "Barrio de las Letras"],
            "Mercado de San Miguel", "Museo del Prado", "Estanque del Retiro",
            ["Hotel Castilla Centro", "Hostal Alameda", "Hotel Los Olivos"]),
    "FCO": (["Trastevere", "Monti", "Testaccio", "Prati", "Campo Marzio"],
            "Campo de' Fiori", "Musei Vaticani", "Ponte Sant'Angelo",
            ["Albergo del Sole", "Hotel Villa Aurelia", "Hotel Fontana Rossa"]),
    "MUC": (["Altstadt", "Schwabing", "Maxvorstadt", "Haidhausen", "Glockenbachviertel"],
            "Viktualienmarkt", "Alte Pinakothek", "Kleinhesseloher See",
            ["Hotel Goldener Löwe", "Pension Edelweiß", "Hotel Isarblick"]),
    "BCN": (["El Born", "Gràcia", "Barri Gòtic", "Eixample", "Barceloneta"],
            "Mercat de la Boqueria", "Museu Picasso", "Port Vell",
            ["Hotel Mediterrani", "Hostal Sant Jordi", "Hotel Casa Blava"]),
    "JFK": (["Greenwich Village", "SoHo", "Williamsburg", "Upper West Side", "Lower East Side"],
            "Chelsea Market", "The Met", "Pier 83",
            ["The Hudson Park Hotel", "The Lenox Arms", "Hotel Marlowe"]),
    "LIS": (["Alfama", "Chiado", "Bairro Alto", "Belém", "Príncipe Real"],
            "Mercado da Ribeira", "Museu Nacional do Azulejo", "Cais do Sodré",
            ["Hotel Tejo", "Casa do Largo", "Hotel Sete Colinas"]),
    "VIE": (["Innere Stadt", "Leopoldstadt", "Neubau", "Wieden", "Josefstadt"],
            "Naschmarkt", "Kunsthistorisches Museum", "Schwedenplatz",
            ["Hotel Kaiserhof", "Pension Lindenhof", "Hotel Goldene Krone"]),
    "ZRH": (["Altstadt", "Niederdorf", "Seefeld", "Kreis 5", "Wiedikon"],
            "Markthalle Im Viadukt", "Kunsthaus Zürich", "Bürkliplatz",
            ["Hotel Limmatblick", "Hotel Alpenrose", "Hotel Krone"]),
    "MXP": (["Brera", "Navigli", "Isola", "Porta Romana", "Porta Venezia"],
            "Mercato Centrale", "Pinacoteca di Brera", "Darsena",
            ["Hotel Ambrosiano", "Albergo Stella", "Hotel Lombardia"]),
    "ATH": (["Plaka", "Monastiraki", "Koukaki", "Psyrri", "Kolonaki"],
            "Varvakios Agora", "Acropolis Museum", "Piraeus",
            ["Hotel Athina", "Hotel Hermes", "Olive Tree Suites"]),
    "CPH": (["Nyhavn", "Vesterbro", "Nørrebro", "Christianshavn", "Østerbro"],
            "Torvehallerne", "Ny Carlsberg Glyptotek", "Nyhavn",
            ["Hotel Løven", "Hotel Nordlys", "Hotel Kanalen"]),
}
# apps_trip_activity indices (the same order in every language) held at a fixed place
MUSEUM, BOAT, MARKET = 1, 3, 6
# the weekdays (Monday 0) the market of the city holds (all free to walk into): most are
# closed on Sunday, the Marché d'Aligre on Monday, a few market halls open every day
MARKET_DAYS: dict[str, tuple[int, ...]] = {
    "LHR": (1, 2, 3, 4, 5), "CDG": (1, 2, 3, 4, 5, 6), "FRA": (0, 1, 2, 3, 4, 5),
    "AMS": (0, 1, 2, 3, 4, 5), "MAD": (0, 1, 2, 3, 4, 5, 6), "FCO": (0, 1, 2, 3, 4, 5),
    "MUC": (0, 1, 2, 3, 4, 5), "BCN": (0, 1, 2, 3, 4, 5), "JFK": (0, 1, 2, 3, 4, 5, 6),
    "LIS": (0, 1, 2, 3, 4, 5, 6), "VIE": (0, 1, 2, 3, 4, 5), "ZRH": (0, 1, 2, 3, 4, 5),
    "MXP": (0, 1, 2, 3, 4, 5, 6), "ATH": (0, 1, 2, 3, 4, 5), "CPH": (0, 1, 2, 3, 4, 5, 6),
}


def market_open(iata: str, weekday: int) -> bool:
    """Whether the market of ``iata``'s city holds on ``weekday`` (Monday 0)."""
    return weekday in MARKET_DAYS.get(iata, (0, 1, 2, 3, 4, 5))


def city_places(rng: np.random.Generator, iata: str) -> dict[str, Any]:
    """The places one trip to ``iata`` uses: its hotel (in one of the districts), the
    districts in a drawn order, the market, museum and pier."""
    areas, market, museum, pier, hotels = PLACES[iata]
    order = [areas[int(i)] for i in rng.permutation(len(areas))]
    return {"hotel": choice(rng, hotels), "hotel_area": order[0], "areas": order,
            "market": market, "museum": museum, "pier": pier}


def activity_place(places: dict[str, Any], activity: int, k: int) -> str:
    """Where activity ``activity`` (the ``k``-th of the trip) takes place."""
    fixed = {MUSEUM: places["museum"], BOAT: places["pier"], MARKET: places["market"]}
    if activity in fixed:
        return fixed[activity]
    return places["areas"][k % len(places["areas"])]
