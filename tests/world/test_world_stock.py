"""A stock quote page: the company never competes with or buys itself, and its numbers agree."""

from __future__ import annotations

import re

from world_helpers import sampled


def _num(text: str, lang: str) -> float:
    text = text.replace("\u202f", "").replace("\xa0", "").replace("'", "")
    if lang != "en":
        text = text.replace(".", "").replace(",", ".")
    return float(re.sub(r"[^\d.\-]", "", text.replace(",", "")))


def test_company_is_named_once_per_sentence_and_founded_before_listing():
    for lang, seed, p in sampled("stock_overview", 5):
        for text in [*re.split(r"(?<=\.) ", p["about"]), *(n[0] for n in p["news"])]:
            assert text.count(p["company"]) <= 1, (lang, seed, text)
        years = re.findall(r"\b(?:19|20)\d\d\b", p["about"])
        if lang in ("en", "de") and years[:1] in (["1952"], ["1987"]) and len(years) > 1:
            assert years[0] < years[1], (lang, seed, p["about"])


def test_day_range_holds_close_and_open_and_pe_matches_eps():
    for lang, seed, p in sampled("stock_overview", 5):
        stats = [v for _, v in p["stats"]]
        prev, opened = _num(stats[0], lang), _num(stats[1], lang)
        lo, hi = (_num(x, lang) for x in stats[2].split(" - "))
        assert lo <= min(prev, opened) and max(prev, opened) <= hi, (lang, seed, stats[:3])
        price = prev  # close enough: the P/E times the EPS is about the price
        pe, eps = _num(stats[7], lang), _num(stats[9], lang)
        assert abs(pe * eps - price) / price < 0.12, (lang, seed, pe, eps, price)


def _cents(text: str) -> int:
    """A printed amount with two decimals, in hundredths ("-0,42" -> -42, "1.234,50 €")."""
    digits = "".join(c for c in text if c.isdigit())
    return -int(digits) if re.search(r"^[^\d]*[-−]", text) else int(digits)


def test_the_change_is_the_printed_price_less_the_printed_close():
    """No "-0,41" for 16,95 -> 16,53 (that is -0,42)."""
    for lang, seed, p in sampled("stock_overview", 30):
        prev = _cents(p["stats"][0][1])
        price = _cents(re.search(r"[\d.,\u202f\u00a0 ]*\d", p["price"]).group(0))
        delta = _cents(p["change"].split(" (")[0])
        assert price - prev == delta, (lang, seed, p["price"], p["stats"][0], p["change"])


def test_market_cap_is_price_times_shares_and_close_fits_the_exchange():
    """The cap of a company trading a few million shares a day is not 385 B; Amsterdam
    closes at 17:30, New York at 16:00."""
    from surfaces.stock_overview import CLOSES
    for lang, seed, p in sampled("stock_overview", 12):
        price = _num(p["stats"][0][1], lang)
        volume = _num(p["stats"][4][1], lang)
        assert 1e6 <= p["shares"] <= 2e10 and 0.001 <= volume / p["shares"] <= 0.013, (lang, seed)
        assert 0.85 < p["cap"] / (price * p["shares"]) < 1.2, (lang, seed)
        exchange = p["exchange"].split(" · ")[0]
        hour, minute = CLOSES[exchange]
        assert f"{minute:02d}" in p["close"] and str(hour if lang != "en" else hour - 12) \
            in p["close"], (lang, seed, exchange, p["close"])


def test_watchlist_tickers_are_distinct():
    """No "KLOT Klotz OHG" above "KLOT Klotz Haering KG"."""
    for lang, seed, p in sampled("stock_overview", 12):
        symbols = [w["symbol"] for w in p["watch"]]
        assert len(symbols) == len(set(symbols)) == 5 and p["ticker"] not in symbols, \
            (lang, seed, symbols)
