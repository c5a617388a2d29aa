"""The analytics dashboard's insights are written from its cards: every number they quote is
on the page, a rise is called a rise, and the top source and page are the largest shown."""

from __future__ import annotations

import re

from world_helpers import sampled

NUM = re.compile(r"\d[\d.,\u202f\u00a0 ]*\d|\d")


def _numbers(text: str) -> set[str]:
    return {re.sub(r"[\s\u202f\u00a0]", "", m) for m in NUM.findall(text)}


def test_insights_quote_the_cards() -> None:
    for lang, seed, p in sampled("metrics_dashboard", 6):
        on_page = _numbers(p["labels"]["last_30"])  # "the previous 30 days": the range's
        for k in p["kpis"]:
            on_page |= _numbers(k["value"]) | _numbers(k["delta"])
        for row in p["sources"]:
            on_page |= _numbers(row[1])
        for row in p["pages"]:
            on_page |= _numbers(row[1]) | _numbers(row[2])
        text = " ".join(p["insight"])
        assert _numbers(text) <= on_page, (lang, seed, text, _numbers(text) - on_page)
        top = max(p["sources"], key=lambda s: s[2])
        named = p["pages"][1 if p["pages"][0][0] == "/" else 0][0]  # after the home page
        assert top[0] in text and named in text, (lang, seed, text)
        if lang == "en":
            for k in p["kpis"]:
                if k["title"] in text:
                    assert (": up " in text.split(k["title"])[1][:6]) == k["up"], text
                    # no verb to agree with a plural title ("New sign-ups is up")
                    assert " is up " not in text and " is down " not in text, text


def test_revenue_is_sessions_times_conversion_times_order_value() -> None:
    import numpy as np

    from surfaces.metrics_dashboard import _world

    for seed in range(50):
        w = _world(np.random.default_rng(seed))
        expected = w["sessions"][0] * w["conversion"][0] / 100 * w["avg_order"][0]
        assert abs(w["revenue"][0] - expected) <= 1
        assert w["sessions"][0] >= w["visitors"][0] > w["signups"][0]
        assert w["revenue"][0] < 1_000_000  # fits the card: "€ 864.000", not "€ 3.859.2…"


def test_sources_and_pages_are_plausible() -> None:
    """Shares sum to 100 %, search or direct brings most visits, e-mail never does; the home
    page leads the top pages and /contact or /careers never come second."""
    for lang, seed, p in sampled("metrics_dashboard", 12):
        shares = [row[2] for row in p["sources"]]
        assert abs(sum(shares) - 1) < 1e-9, (lang, seed)
        assert max(range(5), key=lambda k: shares[k]) in (0, 1), (lang, seed, shares)
        assert shares[4] < shares[1], (lang, seed, shares)
        assert p["pages"][0][0] == "/", (lang, seed)
        second = p["pages"][1][0]
        assert not any(w in second for w in ("contact", "kontakt", "contatti", "contacto",
                                              "karriere", "careers")), (lang, seed, second)
