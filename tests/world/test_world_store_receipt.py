"""A till receipt's groceries cost what groceries cost, in quantities a shopper buys."""

from __future__ import annotations

import re

from world_helpers import sampled

from surfaces.store_receipt import GROCERY


def _amount(text: str) -> float:
    return float(text.replace(".", "").replace(",", ".")) if re.search(r",\d\d$", text) \
        else float(text.replace(",", ""))


def test_receipt_prices_and_quantities_are_plausible():
    import numpy as np

    from generator.content import Content
    for lang, seed, p in sampled("store_receipt", 12):
        index = {w.casefold(): k for k, w in
                 enumerate(Content(lang, np.random.default_rng(0))._slot("shop_grocery"))}
        for item in p["items"]:
            weighed = GROCERY[index[item["name"].casefold()]][2]
            assert bool(weighed) == ("/" in item["qty"]), (lang, seed, item)  # bananas by weight
            price = _amount(item["price"])
            assert 0.1 <= price <= 20, (lang, seed, item)  # no 7 x 6.44 bananas
            if "/" in item["qty"]:  # weighed: "0,842 kg x 1,79/kg"
                assert re.fullmatch(r"\d[.,]\d{3} (kg|lb) x \d+[.,]\d\d/(kg|lb)", item["qty"]), \
                    (lang, seed, item)
                assert ("lb" in item["qty"]) == (p["currency"] == "USD"), (lang, seed, item)
            elif item["qty"]:
                n = int(item["qty"].split(" x ")[0])
                assert 2 <= n <= GROCERY[index[item["name"].casefold()]][3], (lang, seed, item)


def test_grocery_table_covers_every_product():
    import numpy as np

    from generator.content import Content
    for lang in ("en", "de", "fr", "es", "it", "nl"):
        assert len(Content(lang, np.random.default_rng(0))._slot("shop_grocery")) == len(GROCERY)


def test_receipt_policy_names_the_shop_and_never_thanks_twice():
    import numpy as np

    from generator.content import Content
    stores = {w for lang in ("en", "de", "fr", "es", "it", "nl")
              for w in Content(lang, np.random.default_rng(0))._slot("shop_store")}
    named = 0
    for lang, seed, p in sampled("store_receipt", 15):
        text = " ".join(p["policy"])
        assert "{" not in text and "}" not in text, (lang, seed, text)
        thanks = p["labels"]["thanks"].strip("¡!. ").casefold()
        assert thanks not in text.casefold(), (lang, seed, text)
        assert not [s for s in stores if s != p["store"] and s in text], (lang, seed, text)
        named += p["store"] in text
    assert named


def test_vat_rate_is_printed_as_the_law_writes_it():
    for lang, seed, p in sampled("store_receipt", 4):
        if p["currency"] == "EUR":
            assert not re.search(r"\d[.,]0\b", p["vat"]), (lang, seed, p["vat"])  # 7 %, not 7,0


def test_each_item_is_taxed_at_its_own_rate_and_the_footer_names_the_shop_once():
    """Orange juice at 19 % beside milk at 7 % on a German till (one VAT line per rate, the
    tax inside each rate's gross sum); the shop's name at most once in the footer lines."""
    import numpy as np

    from generator.content import Content
    from surfaces.store_receipt import vat_of
    two = 0
    for lang, seed, p in sampled("store_receipt", 15):
        assert sum(store in t for t in p["policy"] for store in [p["store"]]) <= 1, (lang, seed)
        if p["currency"] != "EUR":
            continue
        index = {w.casefold(): k for k, w in
                 enumerate(Content(lang, np.random.default_rng(0))._slot("shop_grocery"))}
        rates = set()
        for item in p["items"]:
            assert item["rate"] == vat_of(lang, index[item["name"].casefold()]), (lang, item)
            rates.add(item["rate"])
        assert len(p["vats"]) == len(rates), (lang, seed)
        for (label, amount), r in zip(p["vats"], sorted(rates, reverse=True), strict=True):
            gross = sum(i["value"] for i in p["items"] if i["rate"] == r)
            assert abs(_amount(amount) - gross * r / (100 + r)) < 0.006, (lang, seed, label)
        two += len(rates) > 1
    assert two
    assert vat_of("de", 9) == 19 and vat_of("de", 0) == 7  # juice, milk
