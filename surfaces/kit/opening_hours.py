"""The hours a kind of business keeps in a country: when it opens and closes on a weekday
(a bakery opens early and closes by the evening, a wine bar opens in the late afternoon,
a Spanish restaurant opens for lunch at one and closes near midnight, an Italian pizzeria
opens for dinner). ``opening_hours`` draws one place's day; ``status`` says whether it is
open at a given hour. Kinds are the indices of the ``media_place_type`` slot, which lists
the same ten kinds in every language."""

from __future__ import annotations

import numpy as np

# the kinds of media_place_type, in its order
KINDS = ("cafe", "bakery", "bookshop", "pharmacy", "restaurant", "museum", "wine_bar", "gym",
         "pizzeria", "florist")
# the kinds a maps app gives a price level (places to eat and drink)
PRICED = ("cafe", "bakery", "restaurant", "wine_bar", "pizzeria")

# (opening times, closing times) as hours (a half hour is .5); midnight is 24
_US = {"cafe": ((6.5, 7), (17, 17.5, 18, 18.5, 19)),
       "bakery": ((6, 6.5, 7), (15, 15.5, 16, 16.5, 17)),
       "bookshop": ((9, 10), (20, 20.5, 21)), "pharmacy": ((8, 9), (21, 21.5, 22)),
       "restaurant": ((11, 11.5), (21, 21.5, 22)), "museum": ((10,), (17, 17.5, 18)),
       "wine_bar": ((16, 17), (22, 22.5, 23)), "gym": ((5, 6), (22, 22.5, 23)),
       "pizzeria": ((11, 11.5), (21, 21.5, 22)), "florist": ((9, 10), (18, 18.5, 19))}
HOURS: dict[str, dict[str, tuple[tuple[float, ...], tuple[float, ...]]]] = {
    "US": _US,
    "DE": {"cafe": ((8, 9), (18, 18.5, 19)), "bakery": ((6, 6.5, 7), (18, 18.5)),
           "bookshop": ((9, 10), (19, 19.5, 20)), "pharmacy": ((8, 8.5), (18.5, 19, 19.5, 20)),
           "restaurant": ((11.5, 17), (22, 22.5, 23)), "museum": ((10,), (17, 17.5, 18)),
           "wine_bar": ((17, 18), (23, 23.5, 24)), "gym": ((6, 7), (22, 22.5, 23)),
           "pizzeria": ((11.5, 17), (22, 22.5, 23)), "florist": ((8, 9), (18, 18.5))},
    "FR": {"cafe": ((7, 7.5), (19, 19.5, 20)), "bakery": ((6.5, 7), (19.5, 20)),
           "bookshop": ((9.5, 10), (19, 19.5)), "pharmacy": ((8.5, 9), (19.5, 20)),
           "restaurant": ((12,), (22.5, 23)), "museum": ((10,), (17.5, 18)),
           "wine_bar": ((17, 18), (23, 23.5, 24)), "gym": ((6, 7), (21.5, 22)),
           "pizzeria": ((11.5, 12), (22.5, 23)), "florist": ((9, 9.5), (19, 19.5))},
    "ES": {"cafe": ((7, 7.5, 8), (21, 21.5, 22)), "bakery": ((7, 8), (14.5, 15, 20, 20.5)),
           "bookshop": ((9.5, 10), (20.5, 21)), "pharmacy": ((9, 9.5), (21, 21.5, 22)),
           "restaurant": ((13, 13.5), (23.5, 24)), "museum": ((10,), (19, 19.5, 20)),
           "wine_bar": ((12, 19), (24,)), "gym": ((7,), (22, 22.5, 23)),
           "pizzeria": ((13,), (23.5, 24)), "florist": ((9.5, 10), (20, 20.5))},
    "IT": {"cafe": ((6.5, 7), (19, 19.5, 20)), "bakery": ((7, 7.5), (13, 13.5, 19, 19.5)),
           "bookshop": ((9, 9.5), (19.5, 20)), "pharmacy": ((8.5, 9), (19.5, 20)),
           "restaurant": ((12,), (22.5, 23)), "museum": ((9, 10), (18.5, 19)),
           "wine_bar": ((17, 18), (24,)), "gym": ((7,), (21.5, 22)),
           "pizzeria": ((19,), (24,)), "florist": ((8.5, 9), (19, 19.5))},
    "NL": {"cafe": ((11, 12), (24,)), "bakery": ((7, 8), (17, 17.5, 18)),
           "bookshop": ((9, 10), (18, 18.5)), "pharmacy": ((8, 8.5), (17.5, 18)),
           "restaurant": ((17,), (22, 22.5, 23)), "museum": ((10,), (16.5, 17)),
           "wine_bar": ((15, 16), (23, 23.5, 24)), "gym": ((7,), (22, 22.5, 23)),
           "pizzeria": ((16, 17), (21.5, 22)), "florist": ((9,), (17.5, 18))},
}


def opening_hours(rng: np.random.Generator, kind: int, country: str) -> tuple[float, float]:
    """(opens, closes) of one place of ``kind`` (an index of media_place_type) in
    ``country``: hours of the day, a half hour as .5, midnight as 24."""
    opens, closes = HOURS.get(country, _US)[KINDS[kind]]
    return float(opens[int(rng.integers(len(opens)))]), \
        float(closes[int(rng.integers(len(closes)))])


def is_open(hours: tuple[float, float], now: float) -> bool:
    return hours[0] <= now < hours[1]


def split(hour: float) -> tuple[int, int]:
    """(hour, minute) of an hour as HOURS writes it; midnight is 0:00."""
    return int(hour) % 24, int(round((hour % 1) * 60))
