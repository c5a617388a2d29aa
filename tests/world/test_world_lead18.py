"""Wave 18 lead fixes from the readings of 0.22.0 (r54 nits)."""

from __future__ import annotations

import re

from world_helpers import sampled

from surfaces.kit.quotes import US_LISTED


def test_a_dollar_portfolio_holds_us_listed_funds():
    """r54 0000: VWRL and IWDA (UCITS funds sold in Europe only) priced in dollars. A page in
    dollars shows their US counterparts; a page in euros or pounds keeps them."""
    dollars = others = 0
    for lang, seed, p in sampled("finance_dashboard", 40):
        tickers = {h[0] for h in p["holdings"]}
        if "$" in p["holdings"][0][2]:
            dollars += 1
            assert not tickers & set(US_LISTED), (lang, seed, tickers)
        else:
            others += 1
            assert not tickers & set(US_LISTED.values()), (lang, seed, tickers)
    assert dollars > 10 and others > 10, (dollars, others)


def test_the_24h_volume_carries_its_currency():
    """r54 0019: "24h volume 816,059,291" without a unit (in SOL it would be absurd)."""
    for lang, seed, p in sampled("crypto_exchange", 30):
        assert p["volume"].endswith(" " + p["quote"]), (lang, seed, p["volume"])
        digits = int(re.sub(r"\D", "", p["volume"]))
        assert 5e6 <= digits <= 1.3e9, (lang, seed, p["volume"])


def test_a_reminder_rings_a_bell_not_a_play_button():
    """r54 0021: the stand-up reminder ("Herinnering") showed a play icon."""
    seen = 0
    for lang, seed, p in sampled("notification_center", 30):
        for item in p["items"]:
            assert item["icon"] not in ("play", "run"), (lang, seed, item)
            seen += 1
    assert seen > 100
