"""A SQL client's database fits its tables (orders in a shop database, not in
"marketing_prod" or a translated "betrieb_prod"), and a newsletter's subscribers carry no
amount."""

from __future__ import annotations

from world_helpers import sampled

DATABASES = {"customers": ("crm", "shop", "sales"), "orders": ("shop", "webshop", "orders"),
             "accounts": ("billing", "app", "saas"),
             "subscribers": ("newsletter", "mailing", "marketing")}


def test_database_fits_its_tables() -> None:
    for lang, seed, p in sampled("query_results", 10):
        assert p["db"].removesuffix("_prod") in DATABASES[p["table"]], (lang, seed, p["db"])
        if p["table"] == "subscribers":
            assert "total" not in p["columns"] and "total" not in " ".join(p["query"])
