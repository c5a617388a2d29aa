"""Money on a page adds up: a bank's spending by category is the sum of the month's
movements listed, and rent is a rent."""

from __future__ import annotations

import re

from world_helpers import sampled


def test_banking_spending_is_the_sum_of_the_movements() -> None:
    from surfaces.banking_dashboard import PAYEE_AMOUNTS, RENT

    for lang, seed, p in sampled("banking_dashboard", seeds=10):
        sums: dict[str, float] = {}
        for t in p["tx"]:
            if not t["in"]:
                sums[t["cat"]] = round(sums.get(t["cat"], 0) + t["value"], 2)
        # the five largest, or the four largest and "Other" for the rest
        ranked = sorted(sums.items(), key=lambda kv: -kv[1])
        want = dict(ranked) if len(ranked) <= 5 else dict(ranked[:4])
        shown = {c: v for c, _, v, _ in p["spend"]}
        assert {c: shown[c] for c in want} == want, (lang, seed)
        if len(ranked) > 5:
            assert round(sum(v for _, v in ranked[4:]), 2) == p["spend"][-1][2], (lang, seed)
        colours = {t["cat"]: t["colour"] for t in p["tx"]}
        assert all(colours[c] == colour for c, _, _, colour in p["spend"] if c in want)
        payees = [t["payee"] for t in p["tx"]]
        assert len(set(payees)) == len(payees) == 9
        rent = [t for t in p["tx"] if t["payee"] in _payees(lang, RENT)]
        assert len(rent) == 1 and PAYEE_AMOUNTS[RENT][0] <= rent[0]["value"]


def _payees(lang: str, k: int) -> list[str]:
    """The merchant names the k-th dash_payee entry is written as (wave 10: merchants)."""
    import numpy as np

    from generator.content import Content

    return list(Content(lang, np.random.default_rng(0)).data.SLOTS["dash_payee"][k]["merchants"])


def test_checkout_address_country_and_currency_agree() -> None:
    import re

    home = {"en": ("United States", "$"), "de": ("Deutschland", "€"), "fr": ("France", "€"),
            "es": ("España", "€"), "it": ("Italia", "€"), "nl": ("Nederland", "€")}
    for lang, seed, p in sampled("checkout_form", seeds=6):
        country, sign = home[lang]
        assert p["values"]["country"] == country, (lang, seed)
        assert sign in p["subtotal"], (lang, seed, p["subtotal"])
        if lang == "en":
            assert re.fullmatch(r"\d{5}", p["values"]["zip"]), p["values"]["zip"]
        if lang in ("de", "fr", "es", "it"):
            assert re.fullmatch(r"\d{5}", p["values"]["zip"]), (lang, p["values"]["zip"])


def test_a_cart_adds_up_and_only_clothes_have_sizes() -> None:
    import re

    from surfaces.shopping_cart import SIZES

    def amount(text: str) -> float:
        digits = re.sub(r"[^\d]", "", text)
        return int(digits) / 100

    for lang, seed, p in sampled("shopping_cart", seeds=6):
        items = sum(amount(i["total"]) for i in p["items"])
        assert abs(items - amount(p["subtotal"])) < 0.015, (lang, seed)
        shipping = amount(p["shipping"]) if p["shipping"] else 0.0
        tax = amount(p["tax"])
        expected = items + shipping + (0.0 if p["tax_included"] else tax)
        assert abs(expected - amount(p["total"])) < 0.025, (lang, seed, p["total"])
        sized = [i for i in p["items"] if i["size"]]
        assert len(sized) <= len(SIZES)


def test_an_expense_report_adds_up_and_its_approvals_follow_it() -> None:
    import re

    def cents(text: str) -> int:
        return int(re.sub(r"[^\d]", "", text))

    for lang, seed, p in sampled("expense_report", seeds=6):
        assert sum(cents(r[4]) for r in p["rows"]) == cents(p["total"]), (lang, seed)
        status = p["statuses"][p["status"]]
        if p["status"] == 4:  # rejected: the flow stops, red, at the rejecting approver
            assert p["rejected_at"] == p["steps_done"] >= 1, status
        if p["status"] == 0:
            assert p["steps_done"] == -1


def test_expense_merchants_fit_the_expense():
    import numpy as np

    from generator import languages
    from generator.content import Content
    kinds = {0: "rail", 3: "taxi", 4: "office", 6: "parking"}
    for lang, seed, p in sampled("expense_report", 15):
        slot = Content(lang, np.random.default_rng(0))._slot("rec_expense")
        described = {e["description"]: k for k, e in enumerate(slot)}
        for row, k in zip(p["rows"], p["kinds"], strict=True):
            assert k == described.get(row[3][0], k), (lang, seed, row)  # the kind's own line
            merchant = row[1][0]
            if k in kinds:
                assert merchant in languages.fact(lang, f"merchants.{kinds[k]}"), (lang, seed, row)
            elif k == 9:
                assert merchant == "—", (lang, seed, row)


def _template_regex(template: str) -> str:
    """A regex matching exactly the texts ``template``'s ``{a|b}`` alternatives can give."""
    from generator.content.grammar import _options, _parts
    out = []
    for kind, piece in _parts(template):
        out.append(re.escape(piece) if kind == "text" else
                   "(?:" + "|".join(_template_regex(o) for o in _options(piece)) + ")")
    # the language's sound rules may turn a word around an alternative ("e" -> "ed erba")
    return "".join(out).replace(r"\ e\ ", r"\ ed?\ ").replace(r"\ a\ ", r"\ ad?\ ")


def test_restaurant_menu_dishes_keep_their_descriptions_and_course_prices():
    import numpy as np

    from generator.content import Content
    from surfaces.restaurant_menu import DRINK_PRICES, band
    for lang, seed, p in sampled("restaurant_menu", 15):
        dishes = Content(lang, np.random.default_rng(0))._slot("media_dishes")
        by_name = {d["name"]: d for d in dishes}
        for section in p["sections"]:
            k = section["course"]  # an Italian menu has Primi: five sections, four courses
            for item in section["items"]:
                name = item["name"].removesuffix(" (v)")
                price = float(item["price"].replace(",", ".").replace("\u202f", ""))
                # drinks by their own range (an Italian espresso at the bar price)
                low, high = band(lang, k, item["index"]) if k < 3 else (1, max(
                    h for _, h in DRINK_PRICES) + 1)
                assert low <= price <= high + 1, (lang, seed, item)
                if k < 3:
                    dish = by_name[name]
                    desc = item["desc"]
                    assert desc == "" or re.fullmatch(_template_regex(dish["desc"]), desc), \
                        (lang, seed, item)
                    assert item["name"].endswith(" (v)") == (dish["veg"] == "yes" and k < 2)


def test_store_receipt_lines_are_distinct_products_at_their_shelf_price():
    import numpy as np

    from generator.content import Content
    from surfaces.store_receipt import shelf_price
    for lang, seed, p in sampled("store_receipt", 15):
        names = [i["name"].casefold() for i in p["items"]]
        assert len(names) == len(set(names)), (lang, seed, names)
        assert len({i["name"].isupper() for i in p["items"]}) == 1, (lang, seed)
        products = {w.casefold(): k for k, w in
                    enumerate(Content(lang, np.random.default_rng(0))._slot("shop_grocery"))}
        for item in p["items"]:
            k = products[item["name"].casefold()]
            unit = shelf_price(Content(lang, np.random.default_rng(0))._slot("shop_grocery")[k],
                               k, p["currency"])
            qty = item["qty"].split("/")[0]
            assert qty == "" or qty.endswith(f"{unit:.2f}".replace(".", ",")) \
                or qty.endswith(f"{unit:.2f}"), (lang, seed, item, unit)


def test_store_receipt_names_one_cashier():
    import numpy as np

    from generator.content import Content
    for lang, seed, p in sampled("store_receipt", 15):
        fake = Content(lang, np.random.default_rng(0)).fake
        first = set()
        for provider in fake.providers:
            for attr in ("first_names", "first_names_male", "first_names_female"):
                value = getattr(provider, attr, None)
                first |= set(value) if value else set()
        # the cashier line names one person (maybe "Marie-Hélène", "Eva María"); the
        # policy lines under it name nobody
        words = set(re.findall(r"\w+", " ".join(p["policy"])))
        assert not words & first, (lang, seed, words & first)
        assert set(re.findall(r"\w+", p["cashier"])) & first, (lang, seed, p["cashier"])


def test_crypto_markets_list_agrees_with_the_pair_on_screen():
    for lang, seed, p in sampled("crypto_exchange", 10):
        row = next(m for m in p["markets"] if m[0].split("/")[0] == p["pair"].split("/")[0])
        assert row[1] == p["price"] and row[2] == p["change"], (lang, seed, row)


def test_crypto_24h_change_is_the_chart_move():
    for lang, seed, p in sampled("crypto_exchange", 8):
        move = (p["ohlc"][-1][3] / p["ohlc"][0][0] - 1) * 100
        assert (move >= 0) == p["up"], (lang, seed, move, p["change"])
        digits = p["change"].replace("\u2212", "-").lstrip("+-").split("\u00a0")[0].split(" ")[0]
        assert digits.rstrip("%").replace(",", ".")[:3] == f"{abs(move):.2f}"[:3], \
            (lang, seed, move, p["change"])
