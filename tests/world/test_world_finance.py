"""A finance dashboard's bitcoin holding is priced as bitcoin traded on the page's date."""

from __future__ import annotations

import datetime

import numpy as np

from surfaces.finance_dashboard import BTC_USD, btc_price


def test_btc_price_fits_its_date() -> None:
    rng = np.random.default_rng(0)
    assert 60000 * 0.92 * 0.95 <= btc_price(rng, datetime.date(2024, 7, 2), "EUR") <= 64000
    for month in range(30):
        day = datetime.date(2024 + month // 12, month % 12 + 1, 15)
        usd = BTC_USD[min(month, len(BTC_USD) - 1)]
        assert 0.94 * usd <= btc_price(rng, day, "USD") <= 1.06 * usd
