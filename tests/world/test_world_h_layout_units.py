"""An American fitness page counts miles (mi, min/mi, mph, a pool's yards), every other
language kilometres; no page mixes the two, and each activity's pace is its duration over
its distance. All six languages, 30 pages each."""

from __future__ import annotations

import re

from world_helpers import sampled

from surfaces.fitness_tracker import units

METRIC = re.compile(r"\d\s*(km|km/h|m)\b|/km|/100 m\b")
IMPERIAL = re.compile(r"\d\s*(mi|mph|yd)\b|/mi\b|/100 yd")


def _texts(p: dict) -> list[str]:
    out = [s[1] for s in p["stats"]] + [s[2] for s in p["stats"]]
    for a in p["acts"]:
        out += [a["dist"], a["pace"]]
    return out


def _minutes(text: str) -> int:
    numbers = [int(x) for x in re.findall(r"\d+", text)[:2]]
    h, m = numbers if len(numbers) == 2 else (0, numbers[0])
    return h * 60 + m


def test_us_pages_count_miles_the_others_kilometres_and_paces_agree() -> None:
    from babel.numbers import parse_decimal

    from generator import formats

    seen = set()
    for lang, seed, p in sampled("fitness_tracker", 30):
        texts = " | ".join(_texts(p))
        wrong, right = (METRIC, IMPERIAL) if lang == "en" else (IMPERIAL, METRIC)
        assert not wrong.search(texts), (lang, seed, texts)
        assert right.search(texts), (lang, seed, texts)
        unit, size = units(lang)[:2]
        assert p["stats"][1][1].endswith(f" {unit}"), (lang, seed, p["stats"][1])
        for a in p["acts"]:
            number, shown = a["dist"].split()
            dist = float(parse_decimal(number, locale=formats.locale(lang)))
            mins = _minutes(a["time"])
            if a["kind"] == "ride":  # speed = distance / duration
                speed = float(parse_decimal(a["pace"].split()[0], locale=formats.locale(lang)))
                assert abs(speed - dist * 60 / max(mins, 1)) <= 0.051, (lang, seed, a)
                continue
            mm, ss = (int(x) for x in re.findall(r"\d+", a["pace"])[:2])
            per_unit = (mm + ss / 60) / (100 if "/100" in a["pace"] else 1)
            if shown == "km" and "/100" in a["pace"]:
                dist *= 1000
            assert abs(mins - dist * per_unit) <= 0.51, (lang, seed, a)
            seen.add((lang, a["kind"], shown))
    assert ("en", "swim", "yd") in seen and ("en", "run", "mi") in seen, seen
