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
        assert datetime.date.fromisoformat(p["arrives"]).weekday() < 5, (lang, seed)
        text = " ".join(p["note"])
        assert "Payment by invoice" not in text and "Rechnung:" not in text, (lang, seed, text)


def test_review_histogram_adds_up_to_its_average():
    for lang, seed, p in sampled("review_page", 8):
        pcts = p["percents"]
        assert sum(pcts) == 100, (lang, seed, pcts)
        mean = sum((5 - k) * v for k, v in enumerate(pcts)) / 100
        assert abs(round(mean, 1) - p["avg"]) < 1e-9, (lang, seed)


def test_app_listing_names_only_its_own_app_in_its_category():
    from generator.content.provider import locale_data
    from surfaces.app_store_listing import APP_CATEGORY

    for lang, seed, p in sampled("app_store_listing", 10):
        data = locale_data(lang)
        apps, cats = data.SLOTS["dt_app"], data.SLOTS["dt_app_cat"]
        assert p["category"] == cats[APP_CATEGORY[p["app_index"]]], (lang, seed)
        text = " ".join(p["desc"] + [r["text"] for r in p["reviews"]])
        others = [a for a in apps if a != p["app"] and a in text]
        assert not others, (lang, seed, others)
        mean = sum((5 - k) * v for k, v in enumerate(p["hist"]))
        assert abs(mean - p["rating"]) < 0.051, (lang, seed)


def test_receipt_counts_articles_and_an_american_till_adds_sales_tax():
    for lang, seed, p in sampled("store_receipt", 6):
        units = sum(int(i["qty"].split(" x ")[0]) if i["qty"] and "/" not in i["qty"] else 1
                    for i in p["items"])  # weighed produce is one article
        assert str(units) in p["count"], (lang, seed, p["count"], units)
        assert lang != "en" or p["currency"] == "USD", (lang, seed)


def test_checkout_charges_the_chosen_shipping_method() -> None:
    """Express selected means the summary charges express, not the standard price; before
    the address is complete no method is priced ("calculated at the next step")."""
    from world_helpers import sampled as _sampled
    express = 0
    pending = 0
    for lang, seed, p in _sampled("checkout_form", 30):
        if p["pending"]:  # no address yet: no method offered, shipping charged later
            assert p["charged"] is None and p["filled"] <= 5 and p["sums"]["shipping"] == 0
            pending += 1
            continue
        chosen = p["express_price"] if p["express"] else p["shipping"]
        assert p["charged"] == chosen, (lang, seed, p["charged"], chosen)
        express += p["express"]
    assert express and pending


def test_the_note_promises_the_estimated_delivery_day() -> None:
    """The note's delivery promise is the estimated delivery shown below it ("in two to
    three working days" above an estimated delivery a week later contradicted it)."""
    for lang, seed, p in sampled("order_confirmation", 20):
        text = " ".join(p["note"]) if isinstance(p["note"], list) else p["note"]
        for promise in ("working days", "Werktagen", "jours ouvrés", "días laborables",
                        "giorni lavorativi", "twee werkdagen", "drie werkdagen",
                        "vijf werkdagen"):
            assert promise not in text, (lang, seed, text)


def test_cart_quantities_and_old_prices_are_plausible():
    import re as _re
    for lang, seed, p in sampled("shopping_cart", 20):
        for item in p["items"]:
            assert item["price"] < 40 or item["qty"] <= 2, (lang, seed, item)
            if item["was"]:
                cents = _re.findall(r"\d\d(?!\d)", item["was"].replace("\u00a0", " "))
                unit_was = float(_re.sub(r"[^\d,.]", "", item["was"]).replace(".", "")
                                 .replace(",", ".")) / item["qty"] if lang != "en" else \
                    float(_re.sub(r"[^\d.]", "", item["was"])) / item["qty"]
                assert cents and round(unit_was % 1, 2) == 0.99, (lang, seed, item)
