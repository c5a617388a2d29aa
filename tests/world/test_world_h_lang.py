"""Wave 11 (h_lang): legal logic and grammar a native would write.

court_filing: one contract, named one way throughout; every date with its year; the
jurisdiction cites the ground that points at the court's own town (the place the contract
was made or was to be performed, never the defendant's seat, which is elsewhere); a claim
that starts a case shows no case number."""

from __future__ import annotations

import re

from babel.dates import get_month_names
from world_helpers import sampled

from generator import formats, languages

SEEDS = 30


def _months(lang: str) -> list[str]:
    loc = formats.locale(lang)
    names = {n for ctx in ("format", "stand-alone")
             for n in get_month_names("wide", ctx, locale=loc).values()}
    return sorted(names, key=len, reverse=True)


def test_court_names_one_contract_kind() -> None:
    seen: dict[str, set[str]] = {}
    for lang, seed, p in sampled("court_filing", SEEDS):
        deals = languages.fact(lang, "court.deals", list)
        assert p["deal"] in deals, (lang, seed)
        text = " ".join(p["texts"])
        for other in deals:
            if other != p["deal"]:
                assert not re.search(rf"\b{re.escape(other)}", text), (lang, seed, other, text)
        if re.search(rf"\b{re.escape(p['deal'])}", text):
            seen.setdefault(lang, set()).add(p["deal"])
    assert len(seen) == 6 and all(len(v) > 1 for v in seen.values()), seen


def test_court_every_date_has_its_year() -> None:
    """"Il 7 settembre" alone leaves the year to guess: every month a complaint names is
    followed by its year ("6 maggio 2024", "May 6, 2024", "junio de 2024")."""
    dated = 0
    for lang, seed, p in sampled("court_filing", SEEDS):
        names = "|".join(_months(lang))
        text = " ".join(p["texts"])
        for m in re.finditer(rf"\b({names})\b", text):
            tail = text[m.end():m.end() + 12]
            assert re.match(r"(?: \d{1,2},)? (?:de )?20\d\d\b", tail), (lang, seed, text[
                max(0, m.start() - 20):m.end() + 12])
            dated += 1
    assert dated > 50


# Articles of a venue that is the defendant's seat (which is in another town than the court)
DEFENDANT_SEAT = {
    "it": r"art\. 1[89]\b", "de": r"§ 1[237] ZPO", "fr": r"article 42\b",
    "es": r"artículos? 5[01]\b", "nl": r"artikel 99\b|woonplaats", "en": r"does business here"}
CONTRACT_PLACE = {"it": "art. 20", "de": "§ 29 ZPO", "fr": "article 46",
                  "nl": "artikel 102 Rv", "en": "section 395.5"}


def test_court_venue_ground_points_at_the_court() -> None:
    cited = set()
    for lang, seed, p in sampled("court_filing", SEEDS * 2):
        text = " ".join(p["texts"])
        assert not re.search(DEFENDANT_SEAT[lang], text), (lang, seed, text)
        if lang in CONTRACT_PLACE and CONTRACT_PLACE[lang] in text:
            cited.add(lang)
        if p["civil"]:  # the court sits where the plaintiff and the contract are
            city = p["civil"]["place_date"]
            assert p["civil"]["d_city"] not in city, (lang, seed)
            assert p["civil"]["d_city"] not in text, (lang, seed, text)
    assert cited == set(CONTRACT_PLACE), cited


DOCKETS = r"R\.G\.|Az\. |RG n°|Procedimiento ordinario \d|rolnummer|zaaknummer"


def test_court_claim_that_starts_a_case_has_no_number() -> None:
    for lang, seed, p in sampled("court_filing", SEEDS):
        if not p["civil"]:
            continue
        assert p["case"] == "", (lang, seed)
        shown = " ".join(str(v) for v in p["civil"].values()) + " ".join(p["texts"])
        assert not re.search(DOCKETS, shown), (lang, seed, shown)
