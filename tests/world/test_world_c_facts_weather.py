"""c_facts: the weather page writes pressure in the country's unit and percentages as the
language writes them; the pressure fits the sky."""

from __future__ import annotations

import re

from tests.world.world_helpers import sampled

HPA = {"sun": (1013, 1035), "partly": (1008, 1028), "cloudy": (1002, 1022),
       "rain": (992, 1012), "storm": (978, 1002), "snow": (995, 1025)}


def test_pressure_unit_follows_the_country_and_the_sky() -> None:
    for lang, seed, p in sampled("weather_forecast", 30):
        tiles = dict(p["tiles"])
        pressure = list(tiles.values())[-1]
        wind = list(tiles.values())[1]
        lo, hi = HPA[p["kind"]]
        if wind.endswith("mph"):  # a US page: inches of mercury
            m = re.fullmatch(r"(\d\d\.\d\d) inHg", pressure)
            assert m, (lang, seed, pressure)
            assert lo - 1 <= float(m.group(1)) / 0.02953 <= hi + 1, (lang, seed, pressure)
        else:
            m = re.fullmatch(r"(\d[\d.\s]*) hPa", pressure)
            assert m, (lang, seed, pressure)
            assert lo <= int(re.sub(r"\D", "", m.group(1))) <= hi, (lang, seed, pressure)


def test_english_percentages_have_no_space() -> None:
    for lang, seed, p in sampled("weather_forecast", 12):
        shown = [d["rain_t"] for d in p["daily"]] + [list(dict(p["tiles"]).values())[0]]
        for text in shown:
            if lang in ("en", "it", "nl"):
                assert re.fullmatch(r"\d+%", text), (lang, seed, text)
            else:
                assert re.fullmatch(r"\d+\s%", text), (lang, seed, text)
