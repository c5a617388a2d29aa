"""boarding_pass over 50 seeds a language: the airline is the home carrier of one end and
flies under its own real code (h_trade: nearly every code is some airline's), the
gate and terminal are the departure airport's own (a Lisbon gate has no letter, a Madrid J
gate is in Terminal 4), and the flight lasts what its distance takes."""

from __future__ import annotations

import re
from collections import defaultdict

from world_helpers import sampled

from surfaces.boarding_pass import CARRIERS, layout
from surfaces.kit.flights import distance_km, zone_shift


def test_airline_codes_gates_and_durations() -> None:
    codes = defaultdict(set)
    for lang, seed, p in sampled("boarding_pass", 50):
        code = p["flight"].split()[0]
        a, b = p["from"][0], p["to"][0]
        assert (p["airline"], code) in {CARRIERS[a][:2], CARRIERS[b][:2]}, (lang, seed, code)
        codes[p["airline"]].add(code)
        gates = layout(a, code)
        letter = re.match(r"[A-Z]*", p["gate"]).group()
        assert letter in gates and gates[letter] == p["terminal"], (lang, seed, a, p["gate"],
                                                                       p["terminal"])
        minutes = p["arr_min"] - p["dep_min"] - zone_shift(a, b)
        d = distance_km(a, b)
        assert d / 950 * 60 + 20 <= minutes <= d / 700 * 60 + 75, (lang, seed, a, b, minutes)
    assert all(len(v) == 1 for v in codes.values()), dict(codes)
