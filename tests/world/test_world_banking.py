"""A banking overview: the credit card's balance is never labelled an available balance,
each legend entry has its own colour, the legend sums up every spending listed and each
movement wears its category's legend colour."""

from __future__ import annotations

from world_helpers import sampled


def test_credit_card_and_legend_colours() -> None:
    for lang, seed, p in sampled("banking_dashboard", 15):
        checking, _savings, credit = p["accounts"]
        assert credit["note"] != checking["note"], (lang, seed)
        colours = [s[3] for s in p["spend"]]
        assert len(set(colours)) == len(colours), (lang, seed, p["spend"])
        spent = round(sum(t["value"] for t in p["tx"] if not t["in"]), 2)
        assert abs(sum(s[2] for s in p["spend"]) - spent) < 0.02, (lang, seed)
        legend = {s[0]: s[3] for s in p["spend"]}
        for t in p["tx"]:
            if not t["in"]:
                assert t["colour"] == legend.get(t["cat"], "teal"), (lang, seed, t)
