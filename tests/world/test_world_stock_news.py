"""A quote page's news agrees with the move it shows: a stock down 6% is never under
"shares surge", and the market headlines follow the watchlist's day."""

from __future__ import annotations

import numpy as np
from world_helpers import sampled, written_from

from generator.content import Content


def test_latest_headline_follows_the_day_move():
    for lang, seed, p in sampled("stock_overview", 5):
        table = Content(lang, np.random.default_rng(0)).data.SENTENCES
        mood = "up" if p["move"] >= 1 else "down" if p["move"] <= -1 else "flat"
        heads = [n[0] for n in p["news"]]
        assert written_from(heads[0], table[f"shop2_stk_{mood}"], single=True), \
            (lang, seed, p["move"], heads[0])
        for other in {"up", "down", "flat"} - {mood}:
            assert not any(written_from(h, table[f"shop2_stk_{other}"], single=True)
                           for h in heads), (lang, seed, p["move"], heads)
        up = sum(w["up"] for w in p["watch"]) >= 3
        market = table["shop2_stk_mkt_down" if up else "shop2_stk_mkt_up"]
        assert not any(written_from(h, market, single=True) for h in heads), (lang, seed)
        assert "{" not in " ".join(heads), (lang, seed, heads)


def test_a_dollar_quote_is_not_listed_in_london():
    for lang, seed, p in sampled("stock_overview", 4):
        assert not (p["exchange"].startswith("LSE") and "USD" in p["exchange"]), (lang, seed)


def test_chart_ends_at_the_price_and_a_day_chart_moves_as_the_quote():
    for lang, seed, p in sampled("stock_overview", 4):
        assert p["chart_up"] == (p["spark"][-1] >= p["spark"][0]), (lang, seed)
        if p["range"] == 0:  # one day: from the previous close to the price
            assert p["chart_up"] == (p["move"] >= 0), (lang, seed, p["move"])
