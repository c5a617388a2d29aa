"""invoice: the footer's legal line and the intro agree with the seller and the items
(a Scottish company is registered in Scotland, a sole business is owned by the person it is
named after, a goods-only invoice speaks of goods, no note says prices include VAT)."""

from __future__ import annotations

import re
from functools import lru_cache

from world_helpers import sampled

from surfaces.invoice.data import locale
from surfaces.invoice.items import goods_only

WORK = {"en": r"\bwork|services", "de": r"Leistungen", "fr": r"travaux|prestations",
        "es": r"trabajos|servicios", "it": r"lavori|servizi", "nl": r"werkzaamheden"}


@lru_cache(maxsize=None)
def invoices() -> list:
    return list(sampled("invoice", seeds=60))


def test_scottish_companies_are_registered_in_scotland():
    seen = 0
    for lang, seed, p in invoices():
        s = p["doc"]["sender"]
        if lang != "en" or not any(m in s["name"] for m in ("Ltd", "LLP")):
            continue
        scottish = s["city"] in ("Glasgow", "Edinburgh")
        seen += scottish
        assert ("Scotland" in s["legal"]) == scottish, (seed, s["city"], s["legal"])
        assert ("England and Wales" in s["legal"]) != scottish, (seed, s["legal"])
    assert seen


def test_a_sole_business_is_owned_by_the_person_it_is_named_after():
    checked = 0
    for lang, seed, p in invoices():
        fmt = locale(lang).FORMATS
        s = p["doc"]["sender"]
        if any(m in s["name"] for m in fmt["corporate"]):
            continue
        template = fmt["legal"]["sole"]
        if "{manager}" not in template:
            continue
        pattern = re.escape(template).replace(re.escape("{manager}"), "(?P<m>.+?)")
        pattern = re.sub(r"\\\{\w+\\\}", ".+?", pattern)
        owner = re.fullmatch(pattern, s["legal"]).group("m")
        assert owner.split()[-1] in s["name"], (lang, seed, s["name"], s["legal"])
        checked += 1
    assert checked > 20


def test_goods_only_invoices_do_not_speak_of_work():
    checked = 0
    for lang, seed, p in invoices():
        if goods_only(p["doc"]):
            checked += 1
            assert not re.search(WORK[lang], p["texts"]["intro"]), (lang, seed, p["texts"])
    assert checked > 20


def test_no_note_says_prices_include_vat():
    for lang, seed, p in invoices():
        for text in p["texts"]["terms"]:
            assert "include VAT" not in text, (lang, seed, text)


GOODS = {"en": r"goods delivered", "de": r"gelieferten Waren", "fr": r"fournitures livrées",
         "es": r"material suministrado", "it": r"materiale fornito", "nl": r"geleverde goederen"}


def test_service_invoices_do_not_speak_of_goods_delivered():
    for lang, seed, p in invoices():
        if p["doc"]["trade"] in ("web", "consult"):
            assert not re.search(GOODS[lang], p["texts"]["intro"]), (lang, seed, p["texts"])
