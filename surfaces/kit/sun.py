"""Sunrise and sunset of a town on a day: NOAA's solar calculator (its spreadsheet's
equations, within a minute of the published tables) from the town's own latitude and
longitude (``geo``), its standard UTC offset and its country's summer-time rule. Days are
days of 2026: the EU changes clocks on 29 March and 25 October, the US on 8 March and
1 November."""

from __future__ import annotations

import math

from surfaces.kit import geo

JD_2026 = 2461041.5  # Julian day of 1 January 2026, 00:00 UT
SUMMER = {"eu": (88, 298), "us": (67, 305)}  # first and first-no-longer day of summer time
COUNTRIES = {"en": (39.8, -86.2), "de": (51.2, 10.4), "fr": (46.6, 2.4),
             "es": (40.2, -3.7), "it": (42.8, 12.5), "nl": (52.2, 5.3)}


def place(lang: str, city: str, region: str = "") -> tuple[float, float, int, str]:
    """(latitude, longitude, standard UTC offset, summer-time rule "eu"/"us"/"") of ``city``
    (a town outside the lists: its country's middle)."""
    lat, lon = geo.COORDS.get(city, COUNTRIES[lang])
    if lang == "en":
        return lat, lon, geo.ZONES.get(city, -5), "" if city in geo.NO_DST else "us"
    return lat, lon, 0 if city in geo.CANARIES else 1, "eu"


def summer_time(doy: int, rule: str = "eu") -> bool:
    """Whether day-of-year ``doy`` falls in summer time under ``rule``."""
    if rule not in SUMMER:
        return False
    first, last = SUMMER[rule]
    return first <= doy < last


def _solar(jd: float) -> tuple[float, float]:
    """The sun's declination (radians) and the equation of time (minutes) at ``jd``."""
    t = (jd - 2451545) / 36525
    l0 = math.radians((280.46646 + t * (36000.76983 + t * 0.0003032)) % 360)
    m = math.radians(357.52911 + t * (35999.05029 - 0.0001537 * t))
    e = 0.016708634 - t * (0.000042037 + 0.0000001267 * t)
    c = (math.sin(m) * (1.914602 - t * (0.004817 + 0.000014 * t))
         + math.sin(2 * m) * (0.019993 - 0.000101 * t) + math.sin(3 * m) * 0.000289)
    omega = math.radians(125.04 - 1934.136 * t)
    app = math.radians(math.degrees(l0) + c - 0.00569 - 0.00478 * math.sin(omega))
    obliq = math.radians(23 + (26 + (21.448 - t * (46.815 + t * (0.00059 - t * 0.001813))) / 60)
                         / 60 + 0.00256 * math.cos(omega))
    decl = math.asin(math.sin(obliq) * math.sin(app))
    y = math.tan(obliq / 2) ** 2
    eot = 4 * math.degrees(y * math.sin(2 * l0) - 2 * e * math.sin(m)
                           + 4 * e * y * math.sin(m) * math.cos(2 * l0)
                           - 0.5 * y * y * math.sin(4 * l0) - 1.25 * e * e * math.sin(2 * m))
    return decl, eot


def sun_times(lat: float, lon: float, zone: int, rule: str, doy: int) -> tuple[int, int]:
    """(sunrise, sunset) in minutes after local midnight on day ``doy`` of 2026."""
    offset = zone + (1 if summer_time(doy, rule) else 0)
    decl, eot = _solar(JD_2026 + doy - 0.5 - offset / 24)
    noon = 720 - 4 * lon - eot + 60 * offset
    phi = math.radians(lat)
    cos_h = (math.cos(math.radians(90.833)) / (math.cos(phi) * math.cos(decl))
             - math.tan(phi) * math.tan(decl))
    half = math.degrees(math.acos(max(-1.0, min(1.0, cos_h)))) * 4
    return round(noon - half), round(noon + half)


def is_night(minute: int, rise: int, down: int) -> bool:
    """The sun is down at ``minute`` of the day (sunrise and sunset in minutes)."""
    return not rise <= minute < down


def feels_like(temp_c: float, wind_kmh: float, humidity: float) -> float:
    """The apparent temperature (°C) as the US National Weather Service computes it: the
    wind chill at 50 °F and below with wind over 3 mph, the heat index (Rothfusz) at 80 °F
    and above, else the air temperature (r92 row 16: "feels like 38°" at 39 °F in 9 mph)."""
    t, v, rh = temp_c * 9 / 5 + 32, wind_kmh / 1.609, humidity
    f = t
    if t <= 50 and v > 3:
        f = 35.74 + 0.6215 * t - 35.75 * v ** 0.16 + 0.4275 * t * v ** 0.16
    elif 0.5 * (t + 61 + (t - 68) * 1.2 + rh * 0.094) >= 80:
        f = (-42.379 + 2.04901523 * t + 10.14333127 * rh - 0.22475541 * t * rh
             - 0.00683783 * t * t - 0.05481717 * rh * rh + 0.00122874 * t * t * rh
             + 0.00085282 * t * rh * rh - 0.00000199 * t * t * rh * rh)
    return (f - 32) * 5 / 9
