"""A shipping label's sort code names the destination's country and postcode ("US 452 07"
on a parcel to Cincinnati 45202, never "DE 167 55" on a US domestic label), its sender is a
firm, and its carrier works where the parcel travels."""

from __future__ import annotations

import re

from world_helpers import sampled

from surfaces.kit.numbers import territory


def test_route_follows_the_destination() -> None:
    for lang, seed, p in sampled("shipping_label", 10):
        country, head, _ = p["route"].split()
        assert country == territory(lang), (lang, seed, p["route"])
        digits = re.sub(r"\D", "", p["recipient"][-1])
        assert head in (digits[:3], p["recipient"][-1].split()[0]) or head in " ".join(
            p["recipient"]), (lang, seed, p["route"], p["recipient"])
        assert territory(lang) != "US" or p["carrier"] != "EuroDirect"
        assert " " in p["sender"][0] or "-" in p["sender"][0], (lang, seed, p["sender"][0])
