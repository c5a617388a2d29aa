"""Numbers written in an invoice's country conventions (group and decimal separators);
shared by the invoice data (amounts) and the line items (quantities, pack sizes)."""

from __future__ import annotations

from decimal import Decimal
from typing import Any


def fmt_number(value: Decimal, fmt: dict[str, Any], places: int = 2) -> str:
    text = f"{abs(value):.{places}f}"
    whole, _, frac = text.partition(".")
    groups = []
    while len(whole) > 3:
        groups.insert(0, whole[-3:])
        whole = whole[:-3]
    groups.insert(0, whole)
    out = fmt["group"].join(groups) + (fmt["decimal"] + frac if places else "")
    return "-" + out if value < 0 else out


def fmt_qty(qty: Decimal, fmt: dict[str, Any]) -> str:
    if qty == qty.to_integral_value():
        return str(int(qty))
    return fmt_number(qty, fmt, 1)
