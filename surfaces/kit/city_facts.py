"""Rounded real figures of the cities of the locale lists: population (thousands, city
proper / commune / gemeente) and area (km²), so an article about Lille never gives it
380 000 inhabitants on 108 km². Approximate recent census values. ``council_seats`` gives
the seats of a city's council: the real count of a US or German city that has no rule by
size, else the count the country's law sets by population (France, Spain, Italy, the
Netherlands)."""

from __future__ import annotations

FACTS: dict[str, tuple[float, float]] = {
    # United States (city proper, land area)
    "New York": (8336, 783), "Los Angeles": (3822, 1214), "Chicago": (2665, 589),
    "Houston": (2302, 1651), "Phoenix": (1644, 1341), "Philadelphia": (1567, 348),
    "San Antonio": (1472, 1288), "San Diego": (1381, 842), "Dallas": (1300, 882),
    "Austin": (975, 827), "Jacksonville": (971, 1935), "Columbus": (907, 565),
    "Charlotte": (897, 801), "Indianapolis": (880, 936), "Seattle": (749, 217),
    "Denver": (716, 396), "Boston": (654, 125), "Nashville": (684, 1230),
    "Portland": (635, 346), "Las Vegas": (656, 366), "Detroit": (620, 359),
    "Memphis": (621, 818), "Louisville": (624, 842), "Baltimore": (569, 210),
    "Milwaukee": (563, 249), "Albuquerque": (561, 484), "Tucson": (546, 622),
    "Fresno": (545, 300), "Sacramento": (526, 253), "Kansas City": (510, 815),
    "Atlanta": (499, 351), "Omaha": (485, 377), "Raleigh": (482, 382), "Miami": (449, 93),
    "Minneapolis": (425, 140), "Tulsa": (412, 509), "Cleveland": (362, 202),
    "Tampa": (398, 293), "New Orleans": (364, 438), "Pittsburgh": (303, 143),
    "Cincinnati": (309, 201), "Salt Lake City": (200, 285), "Richmond": (229, 155),
    "Madison": (272, 205), "Boise": (236, 220), "Spokane": (229, 177),
    "Des Moines": (211, 229), "Savannah": (148, 280),
    # Germany
    "Berlin": (3755, 891.1), "Hamburg": (1892, 755.2), "München": (1512, 310.7),
    "Köln": (1084, 405.0), "Frankfurt am Main": (773, 248.3), "Stuttgart": (633, 207.3),
    "Düsseldorf": (631, 217.4), "Leipzig": (616, 297.8), "Dortmund": (595, 280.7),
    "Essen": (584, 210.3), "Bremen": (569, 326.2), "Dresden": (566, 328.5),
    "Hannover": (548, 204.3), "Nürnberg": (526, 186.4), "Duisburg": (503, 232.8),
    "Bochum": (366, 145.7), "Wuppertal": (358, 168.4), "Bielefeld": (338, 258.8),
    "Bonn": (336, 141.1), "Münster": (320, 303.3), "Mannheim": (315, 145.0),
    "Karlsruhe": (309, 173.5), "Augsburg": (303, 146.9), "Wiesbaden": (285, 203.9),
    "Mönchengladbach": (268, 170.5), "Braunschweig": (251, 192.7), "Kiel": (248, 118.6),
    "Aachen": (252, 160.8), "Chemnitz": (250, 221.0), "Halle (Saale)": (242, 135.0),
    "Magdeburg": (241, 201.0), "Freiburg im Breisgau": (237, 153.1), "Krefeld": (229, 137.8),
    "Mainz": (220, 97.8), "Lübeck": (219, 214.2), "Erfurt": (216, 269.9),
    "Rostock": (210, 181.4), "Kassel": (204, 106.8), "Potsdam": (186, 188.3),
    "Heidelberg": (161, 108.8), "Regensburg": (157, 80.8), "Würzburg": (128, 87.6),
    "Ulm": (128, 118.7), "Göttingen": (118, 117.3), "Jena": (111, 114.8),
    "Trier": (111, 117.1), "Konstanz": (86, 54.1), "Passau": (53, 69.6),
    # France (commune)
    "Paris": (2103, 105.4), "Marseille": (873, 240.6), "Lyon": (522, 47.9),
    "Toulouse": (504, 118.3), "Nice": (348, 71.9), "Nantes": (323, 65.2),
    "Montpellier": (302, 56.9), "Strasbourg": (291, 78.3), "Bordeaux": (261, 49.4),
    "Lille": (236, 34.8), "Rennes": (225, 50.4), "Reims": (179, 46.9), "Toulon": (180, 42.8),
    "Saint-Étienne": (173, 80.0), "Grenoble": (157, 18.1), "Dijon": (160, 40.4),
    "Nîmes": (149, 161.9), "Villeurbanne": (156, 14.5), "Clermont-Ferrand": (147, 42.7),
    "Brest": (140, 49.5), "Tours": (136, 34.7), "Limoges": (129, 77.5),
    "Perpignan": (120, 68.1), "Metz": (120, 41.9), "Besançon": (119, 65.1),
    "Rouen": (114, 21.4), "Mulhouse": (105, 22.2), "Caen": (106, 25.7), "Nancy": (104, 15.0),
    "Poitiers": (89, 42.1), "Pau": (75, 31.5), "Bayonne": (52, 25.9), "Colmar": (67, 66.6),
    "Chambéry": (60, 21.0), "Lorient": (57, 17.5), "Quimper": (63, 84.5),
    "Valence": (65, 36.7), "Troyes": (62, 13.2), "Béziers": (80, 95.5),
    "Saint-Malo": (47, 36.6), "Biarritz": (25, 11.7), "Cannes": (74, 19.6),
    "Versailles": (84, 26.2), "Vannes": (54, 32.3), "Nevers": (33, 17.3),
    "Bourges": (64, 68.7), "Cherbourg": (78, 68.7), "Calais": (67, 33.5),
    # Spain (municipio)
    "Madrid": (3340, 604.3), "Barcelona": (1660, 101.4), "Valencia": (800, 134.6),
    "Sevilla": (684, 140.8), "Zaragoza": (682, 973.8), "Málaga": (586, 398.2),
    "Murcia": (470, 881.9), "Palma": (423, 208.6), "Las Palmas de Gran Canaria": (379, 100.6),
    "Bilbao": (346, 41.6), "Alicante": (349, 201.3), "Córdoba": (322, 1255),
    "Valladolid": (298, 197.9), "Vigo": (293, 109.1), "Gijón": (268, 181.6),
    "Granada": (230, 88.0), "A Coruña": (247, 37.8), "Vitoria-Gasteiz": (255, 276.8),
    "Elche": (238, 326.1), "Oviedo": (217, 186.7), "Santa Cruz de Tenerife": (209, 150.6),
    "Badalona": (221, 21.2), "Cartagena": (217, 558.3), "Terrassa": (224, 70.2),
    "Jerez de la Frontera": (213, 1188), "Sabadell": (216, 37.8), "Móstoles": (210, 45.4),
    "Alcalá de Henares": (197, 87.7), "Pamplona": (203, 25.1), "Almería": (200, 296.2),
    "San Sebastián": (188, 60.9), "Santander": (172, 36.1),
    "Castellón de la Plana": (175, 108.6), "Burgos": (174, 107.1), "Albacete": (173, 1126),
    "Salamanca": (144, 39.3), "Logroño": (152, 79.6), "Huelva": (142, 151.3),
    "Badajoz": (150, 1440), "Tarragona": (136, 57.9), "León": (122, 39.0),
    "Cádiz": (111, 12.1), "Lleida": (141, 211.7), "Girona": (104, 39.1),
    "Toledo": (86, 232.1), "Cáceres": (96, 1750), "Segovia": (52, 163.6), "Lugo": (98, 329.8),
    # Italy (comune)
    "Roma": (2750, 1287), "Milano": (1372, 181.7), "Napoli": (913, 119.0),
    "Torino": (848, 130.0), "Palermo": (630, 160.6), "Genova": (561, 240.3),
    "Bologna": (391, 140.9), "Firenze": (362, 102.3), "Bari": (316, 117.4),
    "Catania": (298, 182.9), "Venezia": (250, 415.9), "Verona": (255, 198.9),
    "Messina": (218, 213.8), "Padova": (207, 92.9), "Trieste": (199, 85.1),
    "Brescia": (197, 90.3), "Parma": (198, 260.6), "Taranto": (188, 249.9),
    "Prato": (196, 97.6), "Modena": (184, 183.2), "Reggio Calabria": (171, 239.0),
    "Reggio Emilia": (171, 231.6), "Perugia": (162, 449.5), "Livorno": (154, 104.5),
    "Ravenna": (155, 653.8), "Cagliari": (149, 85.0), "Foggia": (147, 509.3),
    "Rimini": (150, 135.7), "Salerno": (127, 59.9), "Ferrara": (130, 405.2),
    "Sassari": (122, 547.0), "Latina": (127, 277.6), "Monza": (123, 33.1),
    "Siracusa": (117, 207.8), "Pescara": (118, 34.4), "Bergamo": (120, 40.2),
    "Trento": (118, 157.9), "Vicenza": (110, 80.6), "Bolzano": (107, 52.3),
    "Novara": (101, 103.1), "Piacenza": (103, 118.5), "Ancona": (99, 124.8),
    "Udine": (97, 56.8), "Arezzo": (97, 384.7), "Lecce": (94, 241.0), "La Spezia": (92, 51.4),
    "Pisa": (90, 185.1), "Como": (83, 37.1),
    # Netherlands (gemeente)
    "Amsterdam": (933, 219.3), "Rotterdam": (664, 324.1), "Den Haag": (566, 98.1),
    "Utrecht": (374, 99.3), "Eindhoven": (243, 88.9), "Groningen": (238, 197.9),
    "Tilburg": (227, 118.1), "Almere": (222, 248.8), "Breda": (188, 128.7),
    "Nijmegen": (184, 57.6), "Apeldoorn": (167, 341.1), "Haarlem": (169, 32.1),
    "Arnhem": (167, 101.5), "Enschede": (162, 142.7), "Amersfoort": (161, 63.9),
    "Zaanstad": (159, 83.0), "'s-Hertogenbosch": (160, 118.2), "Haarlemmermeer": (162, 206.0),
    "Zwolle": (132, 119.3), "Zoetermeer": (127, 37.1), "Leiden": (127, 23.3),
    "Maastricht": (123, 60.0), "Dordrecht": (121, 99.5), "Ede": (121, 318.7),
    "Alphen aan den Rijn": (115, 132.5), "Leeuwarden": (127, 255.9), "Alkmaar": (111, 117.1),
    "Emmen": (108, 346.3), "Westland": (113, 90.9), "Delft": (105, 24.1), "Venlo": (102, 128.3),
    "Deventer": (102, 134.4), "Sittard-Geleen": (91, 80.1), "Helmond": (94, 54.5),
    "Oss": (94, 158.5), "Amstelveen": (92, 44.1), "Hilversum": (93, 46.3),
    "Heerlen": (87, 45.5), "Hengelo": (82, 61.8), "Purmerend": (93, 64.8),
    "Roosendaal": (78, 107.2), "Schiedam": (80, 19.9), "Lelystad": (82, 230.7),
    "Gouda": (75, 18.1), "Vlaardingen": (75, 26.7), "Assen": (69, 83.4),
    "Middelburg": (49, 53.4), "Hoorn": (74, 52.6),
}


# Seats of the city council (US: council or commission, the mayor too where they vote;
# Germany: the Rat or Stadtrat, the city-states' parliaments for Berlin, Hamburg, Bremen).
SEATS: dict[str, int] = {
    "New York": 51, "Los Angeles": 15, "Chicago": 50, "Houston": 17, "Phoenix": 9,
    "Philadelphia": 17, "San Antonio": 11, "San Diego": 9, "Dallas": 15, "Austin": 11,
    "Jacksonville": 19, "Columbus": 9, "Charlotte": 11, "Indianapolis": 25, "Seattle": 9,
    "Denver": 13, "Boston": 13, "Nashville": 40, "Portland": 12, "Las Vegas": 7,
    "Detroit": 9, "Memphis": 13, "Louisville": 26, "Baltimore": 15, "Milwaukee": 15,
    "Albuquerque": 9, "Tucson": 7, "Fresno": 7, "Sacramento": 9, "Kansas City": 13,
    "Atlanta": 16, "Omaha": 7, "Raleigh": 8, "Miami": 5, "Minneapolis": 13, "Tulsa": 9,
    "Cleveland": 17, "Tampa": 7, "New Orleans": 7, "Pittsburgh": 9, "Cincinnati": 9,
    "Salt Lake City": 7, "Richmond": 9, "Madison": 20, "Boise": 6, "Spokane": 7,
    "Des Moines": 7, "Savannah": 9,
    "Berlin": 159, "Hamburg": 121, "Bremen": 72, "München": 80, "Köln": 90,
    "Frankfurt am Main": 93, "Stuttgart": 60, "Düsseldorf": 82, "Leipzig": 70,
    "Dortmund": 90, "Essen": 90, "Dresden": 70, "Hannover": 64, "Nürnberg": 70,
    "Duisburg": 74, "Madrid": 57,
}
# France: seats by population (CGCT L2121-2; Paris, Marseille and Lyon have their own)
_FR = ((300, 69), (250, 65), (200, 61), (150, 59), (100, 55), (80, 53), (60, 49), (50, 45),
       (40, 43), (30, 39), (20, 35), (0, 33))
_FR_OWN = {"Paris": 163, "Marseille": 101, "Lyon": 73}
# Italy (TUEL art. 37 as reduced in 2010): every city of the list is a provincial capital
_IT = ((1000, 48), (500, 40), (250, 36), (0, 32))
# the Netherlands (Gemeentewet art. 8)
_NL = ((200, 45), (100, 39), (80, 37), (70, 35), (60, 33), (50, 31), (45, 29), (40, 27),
       (0, 25))
# Germany outside the table: the usual band of the size class
_DE = ((400, 70), (200, 60), (100, 50), (0, 40))


def _band(bands: tuple[tuple[int, int], ...], thousands: float) -> int:
    return next(seats for floor, seats in bands if thousands > floor)


def council_seats(city: str, country: str) -> int | None:
    """The seats of ``city``'s council (``country`` "US" "DE" "FR" "ES" "IT" "NL"), or None
    for a city whose size is not known here."""
    if city in SEATS:
        return SEATS[city]
    if city in _FR_OWN and country == "FR":
        return _FR_OWN[city]
    if city not in FACTS:
        return None
    pop = FACTS[city][0]
    if country == "ES":  # LOREG art. 179: 25, one more per 100 000 above, made odd
        n = 25 + max(0, -(-int(pop) // 100) - 1)
        return n + 1 if n % 2 == 0 else n
    bands = {"FR": _FR, "IT": _IT, "NL": _NL, "DE": _DE}.get(country)
    return _band(bands, pop) if bands else None
