"""Towns near a town (kit/geo.py's coordinates): where a maker from Frankfurt gives evening
classes (Mainz, Wiesbaden, Darmstadt), not Bremen, 450 km away (r47 0015)."""

from __future__ import annotations

import math
import re

from generator.content import Content
from generator.content.addresses import Address
from surfaces.kit import geo

NEAR_KM = 110.0  # an evening's drive there and back


def distance_km(a: str, b: str) -> float:
    """The great-circle distance between towns ``a`` and ``b`` (inf for a town without
    coordinates)."""
    if a not in geo.COORDS or b not in geo.COORDS:
        return math.inf
    (la1, lo1), (la2, lo2) = geo.COORDS[a], geo.COORDS[b]
    h = math.sin(math.radians(la2 - la1) / 2) ** 2 + math.cos(math.radians(la1)) * \
        math.cos(math.radians(la2)) * math.sin(math.radians(lo2 - lo1) / 2) ** 2
    return 2 * 6371.0 * math.asin(math.sqrt(h))


def near_towns(town: str, towns: list[str] | tuple[str, ...],
               km: float = NEAR_KM) -> list[str]:
    """The towns of ``towns`` other than ``town`` within ``km`` of it, nearest first."""
    near = [(distance_km(town, t), t) for t in dict.fromkeys(towns) if t != town]
    return [t for d, t in sorted(near) if d <= km]


def street_name(street: str) -> str:
    """The street of a street line, without its house number ("Via de' Tornabuoni 14" ->
    "Via de' Tornabuoni", "12 Main Street" -> "Main Street")."""
    return re.sub(r"\s+", " ", re.sub(r"(?<!\w)\d+\s?(?:bis|ter|[a-zA-Z])?(?!\w)|,", " ", street)).strip()


def other_street(content: Content, taken: list[Address], city: str | None = None) -> Address:
    """An address (in ``city``, the page's town by default) on none of ``taken``'s streets:
    a letter's reader does not live on the sender's street (r44 0003: Via de' Tornabuoni 14
    wrote to Via de' Tornabuoni 39)."""
    streets = {street_name(a.street) for a in taken}
    address = content.address(city)
    for _ in range(30):
        if street_name(address.street) not in streets:
            break
        address = content.address(city)
    return address


def apart(content: Content, n: int, city: str | None = None) -> list[Address]:
    """``n`` addresses in ``city`` (the page's town by default), each on a street of its own
    (two parties of one contract do not share a street)."""
    places: list[Address] = []
    for _ in range(n):
        places.append(other_street(content, places, city))
    return places
