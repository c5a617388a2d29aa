"""Organisations that fit their trade and the page's topic (wave 16, h_trades): a job's
employer and the applicant's current one are of the job's field, a parcel is delivered by a
carrier of the country, a workspace documenting software belongs to a software firm."""

from __future__ import annotations

import numpy as np

from generator.content import Content
from surfaces.kit.jobs import ROLES
from surfaces.kit.listed import SOFTWARE_WORDS, claims_other_trade, trade_words
from surfaces.kit.sector_firms import FIELD_SECTOR, sector_pattern
from tests.world.world_helpers import sampled


def _content(lang: str) -> Content:
    return Content(lang, np.random.default_rng(0))


def test_job_application_firms_are_of_the_jobs_field() -> None:
    """r46 0013: "Instalaciones Rocha S.Coop." hired a nurse who now works at "Electricidad
    Faro S.A.": both firms of a nurse's application are care groups, of a developer's
    software firms, of an accountant's firms that name no other trade."""
    checked = set()
    for lang, seed, p in sampled("job_application", 60):
        content = _content(lang)
        field = ROLES[p["role"]][2]
        sector = FIELD_SECTOR.get(field)
        for firm in (p["company"], p["employer"]):
            if sector:
                assert sector_pattern(content, sector).match(firm), (lang, seed, field, firm)
            else:
                assert not claims_other_trade(firm, trade_words(content), ()), \
                    (lang, seed, field, firm)
        assert p["company"] != p["employer"], (lang, seed)
        checked.add((lang, sector))
    assert len(checked) >= 6 * 3, checked


# the words of each language's carrier sentence in order_confirmation's note
_DELIVERS = {"en": "will deliver your package", "de": "zugestellt", "fr": "livré par",
             "es": "lo entregará", "it": "consegnato da", "nl": "Je pakket wordt"}


def test_order_confirmation_parcel_goes_with_a_carrier_of_the_country() -> None:
    """r47 0019: "Ihr Paket wird von der Gerber Medientechnik GmbH zugestellt": the note's
    carrier is one of the country's parcel services (DHL, Colissimo, Correos, PostNL ...)."""
    seen = set()
    for lang, seed, p in sampled("order_confirmation", 80):
        carriers = _content(lang).data.SLOTS["shop_carrier"]
        for text in p["note"]:
            at = text.find(_DELIVERS[lang])
            if at >= 0:  # the sentence around the words names a carrier
                around = text[max(0, at - 60):at + 60]
                assert any(c in around for c in carriers), (lang, seed, text)
                seen.add(lang)
    assert seen == set(_DELIVERS), seen


def test_notion_how_to_lives_in_a_software_firms_workspace() -> None:
    """r47 0021: "Carpintería Marcos S.Coop." documented its CI setup: a product's how-to is
    in a software firm's workspace; a department's report in a firm naming no other trade
    than logistics."""
    kinds = set()
    for lang, seed, p in sampled("notion_page", 50):
        content = _content(lang)
        if p["kind"] == "docs":
            assert sector_pattern(content, "software").match(p["workspace"]), \
                (lang, seed, p["workspace"])
        else:
            assert sector_pattern(content, "logistics").match(p["workspace"]) or \
                not claims_other_trade(p["workspace"], trade_words(content), ()), \
                (lang, seed, p["workspace"])
        kinds.add((lang, p["kind"]))
    assert len(kinds) == 12, kinds


def test_installer_licensor_makes_software() -> None:
    """An installer's licence is the program maker's: its copyright holder names no trade
    but software (no joinery's copyright on a program)."""
    checked = 0
    for lang, seed, p in sampled("installer_wizard", 40):
        content = _content(lang)
        holder = next(t for t in p["license"] if "©" in t).split("©")[1]
        assert not claims_other_trade(holder, trade_words(content), SOFTWARE_WORDS), \
            (lang, seed, holder)
        checked += 1
    assert checked == 6 * 40
