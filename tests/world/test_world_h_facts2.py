"""Wave 21 (h_facts2): what careful readers found in 0.25.0 pages. A printed ratio is worked
out from the counts printed beside it; a reviewer's comment fits the passage it quotes; two
products on one page never share a picture; the wide pages are filled."""

from __future__ import annotations

import re

from world_helpers import sampled

from surfaces.kit.numbers import format_percent


def _int(text: str) -> int:
    return int(re.sub(r"\D", "", text))


def test_conversion_rate_is_the_signups_over_the_visitors_printed() -> None:
    """r21: "Conversion rate 2.9 %" beside 41,310 visitors and 545 sign-ups (1.3 %): the
    rate and its change follow from the two cards, to the tenth the page prints."""
    both = 0
    for lang, seed, p in sampled("metrics_dashboard", 40):
        cards = {k["key"]: k for k in p["kpis"]}
        if not {"visitors", "signups", "conversion"} <= set(cards):
            continue
        both += 1
        visitors, signups = _int(cards["visitors"]["value"]), _int(cards["signups"]["value"])
        assert cards["conversion"]["value"] == format_percent(100 * signups / visitors, lang), (
            lang, seed, visitors, signups, cards["conversion"]["value"])
        dv, ds = cards["visitors"]["d"], cards["signups"]["d"]
        implied = ((1 + ds / 100) / (1 + dv / 100) - 1) * 100
        assert abs(implied - cards["conversion"]["d"]) <= 0.1, (lang, seed, dv, ds)
    assert both >= 10, both


def test_savings_rate_is_worked_out_from_the_tiles() -> None:
    """The savings rate tile is 1 - expenses / income of the two amounts printed beside it."""
    for lang, seed, p in sampled("finance_dashboard", 30):
        tiles = {k[0]: k[1] for k in p["kpis"]}
        income, spend = _int(tiles["income"]), _int(tiles["expenses"])
        assert tiles["savings_rate"] == format_percent(100 * (1 - spend / income), lang), (
            lang, seed, tiles)
