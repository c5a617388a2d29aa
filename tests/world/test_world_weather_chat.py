"""No rain or thunderstorm below freezing (the day's low and every hour of a rainy day are
above 1 °C, or the sky is not rain), and a support agent never greets the customer with
the agent's own name. All six languages, 30 pages each."""

from __future__ import annotations

import re

from world_helpers import sampled


def test_no_rain_below_freezing() -> None:
    for lang, seed, p in sampled("weather_forecast", 30):
        us = any("mph" in v for _, v in p["tiles"])
        for day in p["daily"]:
            if day["kind"] in ("rain", "storm"):
                assert day["lo"] >= 2, (lang, seed, day)
        for hour in p["hours"]:
            if hour["kind"] in ("rain", "storm"):
                t = float(re.findall(r"-?\d+", hour["temp"])[0])
                assert (t - 32) * 5 / 9 > 0 if us else t > 0, (lang, seed, hour)


def test_the_agent_does_not_greet_the_customer_with_its_own_name() -> None:
    for lang, seed, p in sampled("support_chat", 30):
        for turn in p["turns"]:
            vocative = re.search(rf"(?:^|[¡,]\s*)(?:Hola|Hi|Hello|Hallo|Bonjour|Ciao),?\s*"
                                 rf"{re.escape(p['agent'])}\b", turn["text"])
            assert not (turn["agent"] and vocative), (lang, seed, turn["text"])
