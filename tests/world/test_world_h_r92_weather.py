"""r92 row 16 (weather_forecast): the hourly sky follows sunrise and sunset, "feels like" is
the wind chill / heat index of the page's temperature, wind and humidity, US wording."""

from __future__ import annotations

import re

from tests.world.world_helpers import sampled

NUM = re.compile(r"-?\d+")


def _f(text: str, us: bool) -> float:
    """A shown temperature in °F."""
    n = float(NUM.findall(text.replace("−", "-"))[-1])
    return n if us else n * 9 / 5 + 32


def _nws(t: float, mph: float, rh: float) -> float:
    """The NWS apparent temperature (°F), written out again from the NWS tables' formulas."""
    if t <= 50 and mph > 3:
        return 35.74 + 0.6215 * t - 35.75 * mph ** 0.16 + 0.4275 * t * mph ** 0.16
    if (t + 61 + (t - 68) * 1.2 + rh * 0.094) / 2 < 80:
        return t
    return (-42.379 + 2.04901523 * t + 10.14333127 * rh - 0.22475541 * t * rh
            - 6.83783e-3 * t * t - 5.481717e-2 * rh * rh + 1.22874e-3 * t * t * rh
            + 8.5282e-4 * t * rh * rh - 1.99e-6 * t * t * rh * rh)


def test_hourly_icons_follow_the_sun():
    nights = 0
    for lang, seed, p in sampled("weather_forecast", 40):
        rise, down = p["sun_m"]
        for j, hour in enumerate(p["hours"]):
            h = (p["hour"] + j) % 24
            dark = not rise <= h * 60 < down
            nights += "night" in hour["kind"]
            if dark:
                assert hour["kind"] not in ("sun", "partly"), (lang, seed, h, p["sun_m"])
            else:
                assert "night" not in hour["kind"], (lang, seed, h, p["sun_m"])
    assert nights


def test_feels_like_is_wind_chill_or_heat_index():
    chills = 0
    for lang, seed, p in sampled("weather_forecast", 40):
        us = "mph" in p["tiles"][1][1]
        wind = float(NUM.findall(p["tiles"][1][1])[0])
        mph = wind if us else wind / 1.609
        t, feels = _f(p["temp"], us), _f(p["feels"], us)
        want = _nws(t, mph, p["humidity"])
        chills += want < t - 3
        # the feels-like is rounded in the page's unit (half a degree, °C: 0.9 °F)
        assert abs(feels - want) <= (0.6 if us else 1.0), (lang, seed, p["temp"], p["feels"],
                                                           p["tiles"][1][1])
    assert chills


def test_us_pages_say_freeze_not_hard_frost():
    for _, seed, p in sampled("weather_forecast", 40):
        if "mph" in p["tiles"][1][1]:
            assert not re.search(r"hard frost|ground frost", p["summary"]), (seed, p["summary"])
