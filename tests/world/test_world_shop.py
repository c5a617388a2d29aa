"""Shop pages price each product from its catalogue range and their totals add up."""

from __future__ import annotations

import datetime

from world_helpers import sampled

from surfaces.kit.shop import in_range


def test_cart_lines_use_catalogue_prices_and_add_up():
    for lang, seed, p in sampled("shopping_cart", 6):
        for item in p["items"]:
            assert in_range(item["index"], item["price"]), (lang, seed, item)


def test_checkout_and_confirmation_totals_add_up():
    for name in ("checkout_form", "order_confirmation"):
        for lang, seed, p in sampled(name, 6):
            for item in p["items"]:
                assert in_range(item["index"], item["unit"]), (name, lang, seed, item)
            s = p["sums"]
            added = 0.0 if s["included"] else s["tax"]
            assert abs(s["subtotal"] + s["shipping"] + added - s["total"]) < 0.01, (name, lang, seed)


def test_confirmation_arrives_on_a_working_day_and_is_paid_by_card():
    for lang, seed, p in sampled("order_confirmation", 8):
        assert isinstance(p["arrives"], datetime.date) and p["arrives"].weekday() < 5
        text = " ".join(p["note"])
        assert "Payment by invoice" not in text and "Rechnung:" not in text, (lang, seed, text)
