"""A budget sheet's spending lines at their own scale: rent the same every month, salaries
the biggest line, training and equipment lumpy (shared by spreadsheet_grid and
formula_bar_sheet)."""

from __future__ import annotations

import numpy as np

# per tbl_sheet_item (Rent, Salaries, Marketing, Software, Travel, Utilities, Insurance,
# Equipment, Training, Consulting, Office supplies, Telephone): monthly range, month-to-month
# spread (rent and insurance are the same every month)
ITEM_SCALE = [(2000, 9000, 0), (15000, 60000, 0.03), (500, 9000, 0.6), (200, 3000, 0.1),
              (300, 5000, 0.6), (300, 2000, 0.2), (200, 1500, 0), (500, 8000, 0.8),
              (200, 3000, 0.7), (1000, 10000, 0.6), (50, 800, 0.4), (80, 400, 0.1)]


def monthly_spend(rng: np.random.Generator, item: int, n: int, cents: bool) -> np.ndarray:
    """``n`` months of spending on ``item`` at its own scale."""
    lo, hi, spread = ITEM_SCALE[item]
    vals = rng.uniform(lo, hi) * (1 + rng.uniform(-spread, spread, n)) if spread else \
        np.full(n, float(round(rng.uniform(lo, hi), -1)))
    return np.round(vals, 2) if cents else np.round(vals)


# What each rec_expense entry (same index in every language) costs, in currency units:
# train, team lunch, hotel (two nights), taxi, printer cartridges, conference, parking,
# dinner with the supplier, software licence, mileage (84 km at 0.30 a km: a fixed amount).
# (the hotel's two nights stay under every policy's cap per night: 95 euros at the lowest)
EXPENSE_AMOUNTS = [(25, 180), (40, 220), (150, 190), (18, 75), (30, 140), (250, 900),
                   (8, 45), (60, 240), (10, 80), (25.2, 0)]
