"""Every organisation and person fits its role (review w13): a contract's supplier is a
firm of the contracted service's trade ("Bayside Dental LLC" was to provide IT support),
counsel works for a law firm ("Moon Realty LLC" above "Attorney for Plaintiff")."""

from __future__ import annotations

import numpy as np
from world_helpers import sampled

from generator.content import Content
from surfaces.kit.role_firms import SERVICES, same_trade
from surfaces.kit.sector_firms import sector_pattern


def _content(lang: str) -> Content:
    return Content(lang, np.random.default_rng(0))


def test_contract_supplier_is_of_the_service_trade() -> None:
    seen = set()
    for lang, seed, p in sampled("contract_page", 40):
        content = _content(lang)
        title = p["title"].casefold()
        # the service the title names (the longest that fits) and its trade
        named = sorted(((s, sector) for sector, words in SERVICES[lang].items()
                        for s in words if s.casefold() in title), key=lambda x: -len(x[0]))
        assert named, (lang, seed, p["title"])
        sector = named[0][1]
        supplier, client = p["parties"][0][0], p["parties"][1][0]
        assert sector_pattern(content, sector).match(supplier), (lang, seed, sector, supplier)
        assert not same_trade(content, client, sector), (lang, seed, client)
        seen.add((lang, sector))
    assert len({s for _, s in seen}) >= 5  # many trades, not one


def test_every_listed_service_is_a_word_of_the_language() -> None:
    for lang, sectors in SERVICES.items():
        words = set(_content(lang).data.SLOTS["doc_service"])
        for sector, services in sectors.items():
            assert set(services) <= words, (lang, sector, set(services) - words)


def test_counsel_works_for_a_law_firm() -> None:
    us = 0
    for lang, seed, p in sampled("court_filing", 40):
        if p["layout"] != "us":
            continue
        us += 1
        firm = p["counsel"][2]
        assert sector_pattern(_content(lang), "law").match(firm), (lang, seed, firm)
    assert us >= 20  # the pleading's counsel block was checked


def test_business_services_bill_a_company() -> None:
    from surfaces.invoice.people import CONSUMER_TRADES

    persons = 0
    for lang, seed, p in sampled("invoice", 60):
        doc = p["doc"]
        if doc["recipient"]["person"]:
            persons += 1
            assert doc["trade"] in CONSUMER_TRADES, (lang, seed, doc["trade"])
    assert persons  # a private customer still happens, for a consumer trade


def test_no_surname_crosses_the_parties() -> None:
    from surfaces.kit.listed import name_stem

    for lang, seed, p in sampled("invoice", 60):
        content, doc = _content(lang), p["doc"]
        s, r = doc["sender"], doc["recipient"]
        seller = name_stem(s["name"], content) | name_stem(s["legal"], content)
        client = name_stem(r["name"], content) | name_stem(r["attn"], content)
        assert not seller & client, (lang, seed, s["name"], s["legal"], r["name"], r["attn"])
        contact = name_stem(doc["world"]["contact"], content)
        assert not contact & client, (lang, seed, doc["world"]["contact"], r["name"], r["attn"])


def test_expenses_cost_what_they_are() -> None:
    from surfaces.invoice.items import TRAVEL

    seen = 0
    for lang, seed, p in sampled("invoice", 150):
        heads = [t.split("{")[0] for t in _content(lang).ui_list("w13r.travel")]
        for item in p["doc"]["items"]:
            if item["key"] != "travel":
                continue
            seen += 1
            k = max((i for i, h in enumerate(heads) if item["desc"].startswith(h)),
                    key=lambda i: len(heads[i]))  # the longest: "… et de repas"
            cents = int("".join(c for c in item["price"] if c.isdigit()))
            assert TRAVEL[k][0] * 100 <= cents <= TRAVEL[k][1] * 100, (lang, seed, item)
    assert seen >= 10


def _dept_of(lang: str, title: str) -> int:
    """The hp_dept index a report's title names (the longest that fits: "Online Sales")."""
    depts = _content(lang).data.SLOTS["hp_dept"]
    hits = [i for i, d in enumerate(depts) if d in title]
    assert hits, (lang, title)
    return max(hits, key=lambda i: len(depts[i]))


def test_a_report_measures_what_its_team_does() -> None:
    from world_helpers import reports

    from generator.resolve import content_languages
    from surfaces.kit.report_world import THIRD

    for lang in content_languages():
        names = _content(lang).ui_list("hp.metrics")
        for seed, _, w, secs in reports(lang, 40):
            table = secs[2]["table"]
            third = names.index(table[3][0])
            assert ("revenue", "costs", "customers", "delivery")[third] in THIRD[w["dept_index"]], \
                (lang, seed, w["dept"], table[3][0])
            if w["dept_index"] < 2:  # a sales team never reports delivery times
                assert third == 2, (lang, seed, w["dept"], table[3][0])


def test_the_reporting_firm_fits_the_report() -> None:
    from surfaces.kit.listed import claims_other_trade, trade_words

    for name, key in (("pdf_viewer", "company"), ("notion_page", "workspace")):
        for lang, seed, p in sampled(name, 40):
            if p.get("kind", p.get("genre")) != "report":  # a status update names no team
                continue
            content, org = _content(lang), p[key]
            dept = _dept_of(lang, p["title"])
            logistics = sector_pattern(content, "logistics").match(org)
            assert (logistics and dept == 2) or \
                not claims_other_trade(org, trade_words(content), ()), (lang, seed, org, p["title"])


def test_the_defendant_who_owed_goods_is_a_maker() -> None:
    from surfaces.kit.listed import claims_other_trade, trade_words

    for lang, seed, p in sampled("court_filing", 40):
        trades = trade_words(_content(lang))
        assert not claims_other_trade(p["defendant"], trades), (lang, seed, p["defendant"])
