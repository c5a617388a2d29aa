"""A quote page shows a listed company: every name on it (the stock, the watchlist, its
competitors) carries a legal form that trades on an exchange (no GmbH, eG or KG on
XETRA, no SARL, S.L., S.r.l. or B.V.); the market cap is price times shares and fits the
headcount the profile gives; the dividend is paid out of earnings (yield x P/E < 100 %);
German writes "rund 4.000 Mitarbeitende", never "4 tausend Menschen"."""

from __future__ import annotations

import re

from world_helpers import sampled

UNLISTED = re.compile(r"\b(GmbH|UG|KG|OHG|GbR|eG|e\.K\.|SARL|S\.A\.R\.L\.|SAS|EURL|S\.L\.|"
                      r"S\.Coop\.|S\.r\.l\.|S\.n\.c\.|B\.V\.|BV|V\.O\.F\.|LLC|Stichting)(?!\w)")
FORMS = {"en": ("Inc.", "Corp."), "de": ("AG", "SE", "KGaA"), "fr": ("SA",), "es": ("S.A.",),
         "it": ("S.p.A.",), "nl": ("N.V.",)}


def test_quote_page_shows_listed_companies_of_a_consistent_size():
    for lang, seed, p in sampled("stock_overview", 30):
        names = [p["company"]] + [w["name"] for w in p["watch"]]
        for name in names:
            assert name.endswith(FORMS[lang]), (lang, seed, name)
        text = " ".join([p["about"], *names, *(n[0] for n in p["news"])])
        assert not UNLISTED.search(text), (lang, seed, UNLISTED.search(text).group(0), text)
        assert "tausend" not in text and "legt neues Aktienrückkaufprogramm an" not in text
        per_head = p["cap"] / p["staff"]
        assert 80e3 <= per_head <= 1.7e6, (lang, seed, per_head)
        assert 0 < p["yield"] * p["pe"] < 100, (lang, seed, p["yield"], p["pe"])
        about = p["about"].removeprefix("Die ")  # German names a company with its article
        lead = about[:len(p["company"])]  # "van der Dussen AG" opens as "Van der ..."
        assert lead.lower() == p["company"].lower(), (lang, seed, p["about"])
