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


def test_query_rows_ids_follow_dates_and_no_stale_pending() -> None:
    """Ids grow with the creation date, and no order waits 'pending' for weeks."""
    import datetime

    for lang, seed, p in sampled("query_results", 8):
        cols = p["columns"]
        if not {"id", "created_at"} <= set(cols):
            continue
        at, st = cols.index("created_at"), cols.index("status") if "status" in cols else -1
        rows = sorted(p["rows"], key=lambda r: r[at])
        ids = [int(r[cols.index("id")]) for r in rows]
        assert ids == sorted(ids), (lang, seed)
        today = datetime.date.fromisoformat(str(p["today"])[:10])
        for r in rows:
            if st >= 0 and r[st] == "pending":
                age = (today - datetime.date.fromisoformat(r[at][:10])).days
                assert age <= 10, (lang, seed, r)
