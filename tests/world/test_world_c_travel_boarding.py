"""boarding_pass over 50 seeds a language: a fictional airline never flies under a big
carrier's code (no South African "SA" for Skyline Air) and always under the same one, the
gate and terminal are the departure airport's own (a Lisbon gate has no letter, a Madrid J
gate is in Terminal 4), and the flight lasts what its distance takes."""

from __future__ import annotations

import re
from collections import defaultdict

from world_helpers import sampled

from surfaces.boarding_pass import _GATES, _TAKEN
from surfaces.kit.flights import distance_km, zone_shift

BIG = {"AA", "AF", "BA", "LH", "KL", "IB", "AZ", "UA", "DL", "FR", "U2", "SA", "GA", "BR",
       "EK", "QR", "TK", "LX", "OS", "SK"}


def test_airline_codes_gates_and_durations() -> None:
    codes = defaultdict(set)
    for lang, seed, p in sampled("boarding_pass", 50):
        code = p["flight"].split()[0]
        assert code not in _TAKEN and code not in BIG, (lang, seed, p["airline"], code)
        codes[p["airline"]].add(code)
        a, b = p["from"][0], p["to"][0]
        layout = _GATES[a]
        letter = re.match(r"[A-Z]*", p["gate"]).group()
        assert letter in layout and layout[letter] == p["terminal"], (lang, seed, a, p["gate"],
                                                                       p["terminal"])
        minutes = p["arr_min"] - p["dep_min"] - zone_shift(a, b)
        d = distance_km(a, b)
        assert d / 950 * 60 + 20 <= minutes <= d / 700 * 60 + 75, (lang, seed, a, b, minutes)
    assert all(len(v) == 1 for v in codes.values()), dict(codes)
