"""c_prose: a press release's firm is named after people, not a trade ("Infraestructuras
Plaza S.L." sold thermostats); its newsroom and press address are at a domain made from its
name under .com or the country's code (never the bare trade word, "manufacturas.net"); the
day of what comes next is printed once, in the body, not in the larger subhead too."""

from __future__ import annotations

import re

import numpy as np
from world_helpers import sampled

from generator.content import Content, names

COUNTRY = {"en": "com", "de": "de", "fr": "fr", "es": "es", "it": "it", "nl": "nl"}


def test_domain_of_a_trade_named_firm_keeps_its_surname() -> None:
    trades = names.company_types("es_ES")
    assert names.domain_word("Manufacturas Barros S.Coop.", trades) == "manufacturasbarros"
    assert names.domain_word("Infraestructuras Plaza S.L.", trades) == "infraestructurasplaza"
    assert names.domain_word("de Wit & Bos", trades) == "dewit"
    for lang in COUNTRY:
        content = Content(lang, np.random.default_rng(3))
        for _ in range(60):
            firm = content.company()
            domain = content.domain(firm)
            word, tld = domain.split(".", 1)
            assert tld in ("com", COUNTRY[lang]), (lang, firm, domain)
            trade = content.trade(firm)
            if trade:
                # never the trade alone (transports.fr): its surname or brand stem is in it
                assert word != names.address_ascii(trade.lower()), (lang, firm, domain)
                assert word.replace(names.address_ascii(trade.lower()), ""), (lang, firm, domain)


def test_press_release_firm_domain_and_date_once() -> None:
    for lang, seed, p in sampled("press_release", 40):
        world = p["world"]
        content = Content(lang, np.random.default_rng(0))
        assert not content.trade(world["company"]), (lang, seed, world["company"])
        assert not content.trade(world["partner"]), (lang, seed, world["partner"])
        assert p["email"].endswith("@" + p["slug"]), (lang, seed, p["email"])
        assert p["slug"].rsplit(".", 1)[-1] in ("com", COUNTRY[lang]), (lang, seed, p["slug"])
        day = p["next_day"]
        assert day not in p["subhead"] and day not in p["headline"], (lang, seed, p["subhead"])
        body = " ".join([*p["texts"], p["quote"], p["after"], p["blurb"]])
        # "May 20" once, not counting the "May 20" inside "May 2026"
        # (a whole word: "mai" is not in "maintenant")
        assert len(re.findall(r"(?<!\w)" + re.escape(day) + r"(?!\w)", body)) == 1, (
            lang, seed, day, body)
        assert ".." not in p["quote"].replace("...", ""), (lang, seed, p["quote"])
