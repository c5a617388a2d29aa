"""The UV tile follows the hour, the season and the sky: 0 only while the sun is down, never
0 in daylight, high only on a clear summer midday."""

from __future__ import annotations

from tests.world.world_helpers import sampled


def test_uv_follows_hour_season_and_cloud() -> None:
    for lang, seed, p in sampled("weather_forecast", 8):
        rise, down = p["sun_m"]
        uv = p["uv"]
        daylight = rise < p["hour"] * 60 + 30 < down
        assert (uv == 0) == (not daylight), (lang, seed, uv, p["hour"], rise, down)
        value = int(dict(p["tiles"])[list(dict(p["tiles"]))[2]].split()[0])
        assert value == uv, (lang, seed)
        if p["kind"] in ("rain", "storm") or p["doy"] < 60 or p["doy"] > 335:
            assert uv <= 3, (lang, seed, uv, p["kind"], p["doy"])
        if p["kind"] == "sun" and 150 < p["doy"] < 240 and 11 <= p["hour"] <= 14:
            assert uv >= 5, (lang, seed, uv)
