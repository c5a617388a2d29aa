"""Flight geography for travel pages: where the airports of ``apps_airport`` lie, their
time zones, and how long a flight between two of them takes (block time from the great
circle distance, a little longer westbound across the Atlantic). Times on a ticket are
local at each end, so an arrival is departure + block time + the zone difference."""

from __future__ import annotations

import math

import numpy as np

# iata: (latitude, longitude, standard UTC offset in hours; Europe and New York both keep
# summer time, so the difference between two of them is the same all year)
AIRPORTS = {
    "LHR": (51.47, -0.45, 0), "CDG": (49.01, 2.55, 1), "FRA": (50.03, 8.57, 1),
    "AMS": (52.31, 4.76, 1), "MAD": (40.49, -3.57, 1), "FCO": (41.80, 12.25, 1),
    "MUC": (48.35, 11.79, 1), "BCN": (41.30, 2.08, 1), "JFK": (40.64, -73.78, -5),
    "LIS": (38.77, -9.13, 0), "VIE": (48.11, 16.57, 1), "ZRH": (47.46, 8.55, 1),
    "MXP": (45.63, 8.72, 1), "ATH": (37.94, 23.94, 2), "CPH": (55.62, 12.65, 1),
}
HUBS = ("LHR", "CDG", "FRA", "AMS", "MUC", "ZRH", "VIE", "MAD", "CPH")


def distance_km(a: str, b: str) -> float:
    """Great circle distance between two airports."""
    la1, lo1, _ = AIRPORTS[a]
    la2, lo2, _ = AIRPORTS[b]
    p1, p2, dl = math.radians(la1), math.radians(la2), math.radians(lo2 - lo1)
    c = math.sin(p1) * math.sin(p2) + math.cos(p1) * math.cos(p2) * math.cos(dl)
    return 6371.0 * math.acos(max(-1.0, min(1.0, c)))


def block_minutes(a: str, b: str, rng: np.random.Generator | None = None) -> int:
    """Gate-to-gate minutes from a to b (45 minutes of taxi, climb and descent plus cruise at ~780 km/h),
    rounded to 5 minutes; a few minutes of jitter when ``rng`` is given."""
    wind = 1.0
    if abs(AIRPORTS[a][1] - AIRPORTS[b][1]) > 40:  # jet stream: faster eastbound
        wind = 0.92 if AIRPORTS[b][1] > AIRPORTS[a][1] else 1.06
    minutes = (45 + distance_km(a, b) / 780 * 60) * wind
    if rng is not None:
        minutes += int(rng.integers(-2, 3)) * 5
    return max(45, int(round(minutes / 5)) * 5)


def zone_shift(a: str, b: str) -> int:
    """Minutes to add to a's local clock to read b's local clock."""
    return (AIRPORTS[b][2] - AIRPORTS[a][2]) * 60


def local_arrival(a: str, b: str, depart: int, minutes: int) -> int:
    """Arrival minute (local at b, counted from midnight of the departure day at a; 1440
    and more is the next day) of a flight leaving a at local minute ``depart``."""
    return depart + minutes + zone_shift(a, b)


def duration_text(minutes: int) -> str:
    """'7 h 15 min' (the travel sites' short form, the same in every language)."""
    return f"{minutes // 60} h {minutes % 60:02d} min"
