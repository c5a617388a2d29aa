"""Which towns of the locale lists have winters mild enough that ponds do not freeze and
snow days do not happen (Miami, Seville, Palermo, Nice): a page's weather or season story
("firefighters rescue dog from frozen pond") is told only of a town where it can happen."""

from __future__ import annotations

MILD = frozenset({
    # United States: the Sun Belt and the Pacific coast south of Oregon
    "Los Angeles", "Houston", "Phoenix", "San Antonio", "San Diego", "Dallas", "Austin",
    "Jacksonville", "Las Vegas", "Tucson", "Fresno", "Sacramento", "Miami", "Tampa",
    "New Orleans", "Savannah", "Atlanta",
    # France: the Mediterranean and the Atlantic coast
    "Marseille", "Nice", "Toulon", "Montpellier", "Perpignan", "Cannes", "Nîmes", "Béziers",
    "Biarritz", "Bayonne", "Brest", "Lorient", "Quimper", "Cherbourg", "Saint-Malo", "Vannes",
    # Spain: the coasts, the islands and Andalusia
    "Barcelona", "Valencia", "Sevilla", "Málaga", "Murcia", "Palma",
    "Las Palmas de Gran Canaria", "Alicante", "Córdoba", "Elche", "Santa Cruz de Tenerife",
    "Badalona", "Cartagena", "Jerez de la Frontera", "Almería", "Castellón de la Plana",
    "Huelva", "Cádiz", "Tarragona", "Vigo", "A Coruña", "Gijón", "Bilbao", "San Sebastián",
    "Santander", "Badajoz",
    # Italy: the centre's coast, the south and the islands
    "Roma", "Napoli", "Palermo", "Genova", "Bari", "Catania", "Messina", "Taranto",
    "Reggio Calabria", "Livorno", "Cagliari", "Salerno", "Sassari", "Latina", "Siracusa",
    "Pescara", "Ancona", "Lecce", "La Spezia", "Pisa", "Foggia",
})


def has_frost(city: str) -> bool:
    """Whether ``city`` has winters with frozen ponds and snow days."""
    return city not in MILD
