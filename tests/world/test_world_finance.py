"""A finance dashboard's bitcoin holding is priced as bitcoin traded on the page's date."""

from __future__ import annotations

import datetime

import numpy as np
from world_helpers import sampled

from surfaces.finance_dashboard import BTC_USD, btc_price


def test_btc_price_fits_its_date() -> None:
    rng = np.random.default_rng(0)
    assert 60000 * 0.92 * 0.95 <= btc_price(rng, datetime.date(2024, 7, 2), "EUR") <= 64000
    for month in range(30):
        day = datetime.date(2024 + month // 12, month % 12 + 1, 15)
        usd = BTC_USD[min(month, len(BTC_USD) - 1)]
        assert 0.94 * usd <= btc_price(rng, day, "USD") <= 1.06 * usd


def test_savings_rate_moves_the_way_income_and_spending_move() -> None:
    """More income and less spending raise the savings rate (review r22: "Tasso di risparmio
    ▼ -7,4%" above "Entrate +2,8%" and "Uscite -0,8%")."""
    checked = 0
    for lang, seed, p in sampled("finance_dashboard", 30):
        up = {k: u for k, _, _, u, _ in p["kpis"]}
        if up["income"] and not up["expenses"]:
            assert up["savings_rate"], (lang, seed, p["kpis"])
            checked += 1
        if not up["income"] and up["expenses"]:
            assert not up["savings_rate"], (lang, seed, p["kpis"])
            checked += 1
    assert checked > 20


def test_savings_rate_change_is_in_points_between_the_charts_last_two_months() -> None:
    """A rate's change is the difference of the rates, in percentage points ("+5.0 pts" from
    20% to 25%); a reviewer read a relative change ("+25%") under a rate."""
    import re

    for lang, seed, p in sampled("finance_dashboard", 20):
        (_, _, delta, _, spark), = [k for k in p["kpis"] if k[0] == "savings_rate"]
        assert "%" not in delta, (lang, delta)
        shown = float(re.search(r"[+\-−]?\d+[.,]\d", delta).group(0)
                      .replace(",", ".").replace("−", "-"))
        assert abs(shown - (spark[-1] - spark[-2])) < 0.11, (lang, seed, delta, spark[-2:])
