"""An admin data table: the nav holds and highlights the page shown, the pager shows a page
size of 10/25/50 and that many rows or the remainder, totals follow quantities."""

from __future__ import annotations

from world_helpers import sampled


def test_nav_page_size_and_pager() -> None:
    for lang, seed, p in sampled("data_table", 12):
        active = p["nav"][p["nav_active"]]  # "Lager" highlights "Lagerbestand"
        assert p["title"].startswith(active), (lang, seed, p["nav"], p["title"])
        n = len(p["rows"])
        assert p["per_page"] in (10, 25, 50), (lang, seed)
        assert n == p["per_page"] or (n < p["per_page"] and p["total"] % p["per_page"] == n)
        assert str(p["total"]) in p["showing"].replace(".", "").replace(",", ""), (lang, seed)


def test_order_totals_follow_quantity() -> None:
    for lang, seed, p in sampled("data_table", 30):
        if p["kind"] != "orders" or lang != "en":
            continue
        for row in p["rows"]:
            qty = int(row[4])
            total = float(row[5].lstrip("$€£").replace(",", ""))
            unit = total / qty
            assert abs(round(unit * qty, 2) - total) < 0.01 and 3 <= unit <= 400, (seed, row)
