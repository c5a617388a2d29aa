"""Lead fixes of wave 20 (readings r66-r69 of 0.24.0): each test fails on the defect a reader
found."""

from __future__ import annotations

import numpy as np
from world_helpers import sampled

from generator.content import Content


def test_an_orders_items_have_different_colours() -> None:
    """Three products of one cart all in "Kaki" read as a template (r68 0006)."""
    for name, key in (("shopping_cart", "shade"), ("checkout_form", "shade"),
                      ("order_confirmation", "colour")):
        for lang, seed, p in sampled(name, 12):
            items = p["items"] if "items" in p else p["cart"]
            shades = [i[key] for i in items]
            assert len(set(shades)) == len(shades), (name, lang, seed, shades)


def test_a_budget_is_mostly_summed() -> None:
    """A budget sheet's summary row is its total far more often than a maximum (r66 0015)."""
    fns = [p["fn"] for _lang, _seed, p in sampled("formula_bar_sheet", 20)]
    assert fns.count("sum") > len(fns) / 2 > fns.count("max") * 4, fns




def test_an_app_is_made_by_a_team_not_a_legal_form() -> None:
    """"een klein team" is no "NV": the description names the maker without any legal form
    of the language's firms (r67 0020)."""
    from surfaces.app_store_listing import short_name
    from surfaces.kit.listed import everyday_name

    def maker_name(content: Content, developer: str) -> str:
        return short_name(everyday_name(content, developer))

    for lang, seed, p in sampled("app_store_listing", 12):
        content = Content(lang, np.random.default_rng(0))
        forms = [s for s in content.ui_list("stk.strip") if s[0] != "^"]
        dev = maker_name(content, p["developer"])
        assert dev and not any(dev.endswith(" " + f) for f in forms), (lang, seed, dev)
    content = Content("nl", np.random.default_rng(0))
    assert maker_name(content, "Jansen & De Wit NV") == "Jansen & De Wit"


def test_a_search_finds_as_many_as_its_brands_can_make() -> None:
    """Six brands in the filter make dozens of results, not thousands (r69 0021)."""
    for lang, seed, p in sampled("product_listing", 12):
        assert len(p["items"]) <= p["found"] < 400, (lang, seed, p["found"])


def test_a_french_city_site_is_its_name_dot_fr() -> None:
    """French towns' sites are brest.fr, paris.fr, not an invented "ville-brest.fr" (r67 0029)."""
    from surfaces.wikipedia import site

    assert site("fr", "Brest") == "www.brest.fr"
    assert site("fr", "Aix-en-Provence") == "www.aixenprovence.fr"


def test_an_expired_earlier_prescription_offers_no_refill() -> None:
    """The portal's earlier, expired prescriptions are listed without a refill button, which
    stuck out of their short cards (r74 0015: "Nessun rinnovo rimasto" with "Richiedi
    rinnovo")."""
    histories = 0
    for lang, seed, p in sampled("prescription_view", 12):
        for med in p.get("history", []):
            histories += 1
            assert med["status"] == 2 and not med["button"], (lang, seed, med["drug"])
    assert histories > 10, histories
