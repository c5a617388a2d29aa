"""An exchange's order book: each total is the shown price times the shown amount, to the
cent."""

from __future__ import annotations

from world_helpers import sampled


def _num(text: str, lang: str) -> float:
    if lang == "en":
        return float(text.replace(",", ""))
    return float(text.replace(".", "").replace("\u202f", "").replace("\xa0", "")
                 .replace(" ", "").replace("'", "").replace(",", "."))


def test_book_totals_are_price_times_amount() -> None:
    for lang, seed, p in sampled("crypto_exchange", 25):
        for price, amount, total, *_ in p["book"]:
            want = _num(price, lang) * _num(amount, lang)
            assert abs(want - _num(total, lang)) <= 0.005 + 1e-9, (lang, seed, price, amount, total)


def test_order_buttons_are_worded_as_the_language_says_them():
    """"Kaufen ETH" is no German button: German and Dutch put the verb last ("ETH kaufen",
    "ETH kopen"), the others first ("Buy ETH", "Acheter ETH")."""
    from world_helpers import sampled
    for lang, seed, p in sampled("crypto_exchange", 6):
        buy = p["buttons"]["buy"]
        assert p["coin"] in buy, (lang, seed, buy)
        if lang in ("de", "nl"):
            assert buy.startswith(p["coin"] + " "), (lang, seed, buy)
        else:
            assert buy.endswith(" " + p["coin"]), (lang, seed, buy)
