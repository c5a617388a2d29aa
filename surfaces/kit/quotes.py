"""What real securities cost on a page's date: a few tickers a personal-finance app shows,
with an approximate price at anchor months from 2024 on (the quoting currency's units,
interpolated between anchors, held after the last one), so a page dated July 2025 does not
show Microsoft at $308 when it traded near $505."""

from __future__ import annotations

import datetime

import numpy as np

# ticker -> (quoting currency, [(year, month, price), ...]); rough closing prices
ANCHORS: dict[str, tuple[str, list[tuple[int, int, float]]]] = {
    "AAPL": ("USD", [(2024, 1, 185), (2024, 4, 170), (2024, 7, 220), (2024, 10, 230),
                     (2025, 1, 235), (2025, 4, 200), (2025, 7, 212), (2025, 10, 255),
                     (2026, 1, 260)]),
    "MSFT": ("USD", [(2024, 1, 390), (2024, 4, 410), (2024, 7, 440), (2024, 10, 420),
                     (2025, 1, 425), (2025, 4, 380), (2025, 7, 505), (2025, 10, 520),
                     (2026, 1, 500)]),
    "VWRL": ("EUR", [(2024, 1, 107), (2024, 7, 120), (2025, 1, 130), (2025, 4, 118),
                     (2025, 7, 130), (2025, 10, 140), (2026, 1, 142)]),
    "IWDA": ("EUR", [(2024, 1, 85), (2024, 7, 97), (2025, 1, 105), (2025, 4, 94),
                     (2025, 7, 104), (2025, 10, 110), (2026, 1, 112)]),
    "ASML": ("EUR", [(2024, 1, 690), (2024, 4, 880), (2024, 7, 900), (2024, 10, 650),
                     (2025, 1, 690), (2025, 4, 600), (2025, 7, 640), (2025, 10, 880),
                     (2026, 1, 900)]),
    "SAP": ("EUR", [(2024, 1, 145), (2024, 4, 175), (2024, 7, 190), (2024, 10, 215),
                    (2025, 1, 245), (2025, 4, 240), (2025, 7, 255), (2025, 10, 225),
                    (2026, 1, 220)]),
    "NOVO": ("EUR", [(2024, 1, 95), (2024, 6, 130), (2024, 10, 105), (2025, 1, 80),
                     (2025, 4, 58), (2025, 7, 50), (2025, 10, 45), (2026, 1, 45)]),
    "AGGH": ("EUR", [(2024, 1, 4.75), (2025, 1, 4.85), (2026, 1, 4.95)]),
    # what a US investor holds instead of the UCITS funds above (sold in Europe only)
    "VT": ("USD", [(2024, 1, 102), (2024, 7, 115), (2025, 1, 120), (2025, 4, 108),
                   (2025, 7, 128), (2025, 10, 138), (2026, 1, 140)]),
    "VOO": ("USD", [(2024, 1, 435), (2024, 7, 505), (2025, 1, 540), (2025, 4, 490),
                    (2025, 7, 570), (2025, 10, 615), (2026, 1, 625)]),
    "BND": ("USD", [(2024, 1, 72.5), (2024, 7, 72.5), (2025, 1, 72), (2025, 7, 73),
                    (2026, 1, 74.5)]),
}
# a UCITS fund's US-listed counterpart: a dollar portfolio shows VT, not VWRL (r54 0000)
US_LISTED = {"VWRL": "VT", "IWDA": "VOO", "AGGH": "BND"}
# units of each currency per US dollar (rough 2024-2025 averages)
PER_USD = {"USD": 1.0, "EUR": 0.92, "GBP": 0.79, "CHF": 0.88}
# units of each currency per US dollar at anchor months (the dollar fell through 2025: a
# page of July 2025 converts at 0.855 EUR, not the 2024 average, r70 0018)
FX_ANCHORS = {
    "EUR": [(2024, 1, 0.915), (2024, 4, 0.93), (2024, 7, 0.92), (2024, 10, 0.915),
            (2025, 1, 0.965), (2025, 4, 0.89), (2025, 7, 0.855), (2025, 10, 0.86),
            (2026, 1, 0.855)],
    "GBP": [(2024, 1, 0.787), (2024, 7, 0.78), (2024, 10, 0.765), (2025, 1, 0.81),
            (2025, 4, 0.76), (2025, 7, 0.74), (2025, 10, 0.75), (2026, 1, 0.745)],
    "CHF": [(2024, 1, 0.855), (2024, 7, 0.89), (2024, 10, 0.86), (2025, 1, 0.91),
            (2025, 4, 0.83), (2025, 7, 0.80), (2025, 10, 0.80), (2026, 1, 0.80)],
}


def _at(points: list[tuple[int, int, float]], day: datetime.date) -> float:
    """The value of anchor ``points`` on ``day`` (interpolated by month, held at the ends)."""
    t = day.year * 12 + day.month - 1 + (day.day - 1) / 31
    return float(np.interp(t, [y * 12 + m - 1 for y, m, _ in points],
                           [p for _, _, p in points]))


def per_usd(cur: str, day: datetime.date) -> float:
    """Units of ``cur`` a US dollar bought on ``day``."""
    return _at(FX_ANCHORS[cur], day) if cur in FX_ANCHORS else PER_USD.get(cur, 1.0)


def anchor_price(ticker: str, day: datetime.date, cur: str) -> float:
    """The ticker's anchored price on ``day`` in ``cur`` (interpolated by month)."""
    native, points = ANCHORS[ticker]
    return _at(points, day) / per_usd(native, day) * per_usd(cur, day)


def quote(rng: np.random.Generator, ticker: str, day: datetime.date, cur: str) -> float:
    """A price of ``ticker`` on ``day`` in ``cur``: within 3 % of its anchored price."""
    return round(anchor_price(ticker, day, cur) * float(rng.uniform(0.97, 1.03)), 2)
