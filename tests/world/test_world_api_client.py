"""The API client's response is the answer to the request on the page: the query's filters,
page and limit hold for every item, the paging numbers fit the items, and the docs pane
states the default page size the response uses."""

from __future__ import annotations

from urllib.parse import parse_qs, urlsplit

from world_helpers import sampled


def test_response_answers_the_query() -> None:
    for lang, seed, p in sampled("api_client", 4):
        url = urlsplit(p["url"])
        q = {k: v[0] for k, v in parse_qs(url.query).items()}
        body = p["data"]
        assert url.path.endswith(("/users", "/products", "/payments")), (lang, seed, url.path)
        assert body["page"] == int(q.get("page", 1)), (lang, seed)
        assert body["per_page"] == int(q.get("limit", 20)), (lang, seed)
        shown = body["total"] - (body["page"] - 1) * body["per_page"]
        assert len(body["data"]) == min(body["per_page"], shown) > 0, (lang, seed)
        assert body["has_more"] == (body["page"] * body["per_page"] < body["total"])
        stamps = [item["created_at"] for item in body["data"]]
        assert stamps == sorted(stamps, reverse=q.get("sort") != "created_at"), (lang, seed)
        for item in body["data"]:
            assert "status" not in q or item["status"] == q["status"], (lang, seed, item)
            assert "customer_id" not in q or item["customer_id"] == q["customer_id"]
            assert item["created_at"][:10] >= q.get("since", "0000"), (lang, seed, item)
            assert q.get("include_archived") != "false" or item["status"] != "archived"
        assert {k for k, *_ in p["params"]} == set(q), (lang, seed)


def test_products_cost_what_the_shop_charges_for_them() -> None:
    """A product's price in cents lies in its catalogue range (no tote bag at 235.99)."""
    from generator.content.provider import locale_data
    from surfaces.kit.shop import in_range

    seen = 0
    for lang, seed, p in sampled("api_client", 12):
        names = list(locale_data(lang).SLOTS["shop_product"])
        for item in p["data"]["data"]:
            if "price" in item:
                seen += 1
                assert in_range(names.index(item["name"]), item["price"] / 100), (lang, seed, item)
    assert seen


def test_the_collection_is_named_for_the_whole_backend() -> None:
    """Its requests list users, orders, invoices and payments: the collection is the shop's
    backend or the partner API, never "User service" or "Payments" (a reviewer's row)."""
    from generator.content.provider import locale_data

    for lang, seed, p in sampled("api_client", 12):
        names = locale_data(lang).SLOTS["apps_api_collection"]
        assert names.index(p["collection"]) in (1, 5), (lang, seed, p["collection"])
