"""A PDF form is one world: its issuer is the applicant's town (permit, change of address)
with an address printed under it, its detail fields are those of its kind (no vehicle on a
change of address) and its checks are its kind's or generic ones (no permit check on a
membership application)."""

from __future__ import annotations

import re

import numpy as np
from world_helpers import sampled, written_from

from generator.content import Content, locale_data

# the plate formats by country and US state are test_world_h_facts' (PLATE, US_PLATE)


def test_form_details_checks_and_issuer_fit_the_kind() -> None:
    for lang, seed, p in sampled("pdf_form", 8):
        ui = locale_data(lang).UI
        kind = p["kind"]
        city = dict(p["fields"])[Content(lang, np.random.default_rng(0)).ui("forms.city")]
        labels = [d[0] for d in p["details"]]
        assert (ui["office.f_plate"] in labels) == (kind == 0), (lang, seed, labels)
        if kind == 0:  # a plate: letters and digits (its format: test_world_h_facts)
            assert re.fullmatch(r"[A-Z0-9ÄÖÜ][A-Z0-9ÄÖÜ -]{4,9}", p["details"][0][1]), \
                (lang, seed, p["details"])
        assert (ui["pf.prev_label"] in labels) == (kind == 1), (lang, seed, labels)
        if kind in (0, 1, 3):
            assert city in p["org"] and city in p["org_address"], (lang, seed, p["org"])
        assert p["org_address"], (lang, seed)
        own = ui[f"pf.checks{kind}"] + ui["pf.checks"]
        others = [c for k in range(5) if k != kind for c in ui[f"pf.checks{k}"]]
        for check in p["checks"]:
            assert written_from(check, own, single=True), (lang, seed, check)
            assert not written_from(check, others, single=True), (lang, seed, check)
        assert any(written_from(c, ui[f"pf.checks{kind}"], single=True) for c in p["checks"])
        for note in p["notes"]:
            assert "{" not in note and "}" not in note, (lang, seed, note)
