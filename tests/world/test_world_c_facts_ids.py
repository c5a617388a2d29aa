"""c_facts: a Spanish company's Registro Mercantil sheet carries its province's letters."""

from __future__ import annotations

import re

import numpy as np

from generator.content import Content


def test_a_spanish_sheet_is_prefixed_by_the_seat_province():
    from surfaces.invoice.data import sample_invoice
    from surfaces.kit.tax_ids import HOJA_PREFIX
    seen = set()
    for seed in range(120):
        content = Content("es", np.random.default_rng([seed, 6]))
        sender = sample_invoice(np.random.default_rng([seed, 8]), content, 3)["sender"]
        hoja = re.search(r"hoja ([A-Z]+)-(\d+)", sender["legal"])
        if not hoja:
            continue
        assert hoja.group(1) == HOJA_PREFIX[sender["zip"][:2]], (sender["city"], sender["legal"])
        assert not hoja.group(2).startswith("0"), sender["legal"]
        if sender["city"] == "Bilbao":
            assert hoja.group(1) == "BI"
        seen.add(hoja.group(1))
    assert len(seen) >= 6, seen


def test_every_spanish_province_has_its_prefix():
    from surfaces.kit.tax_ids import HOJA_PREFIX, hoja_mercantil
    assert sorted(HOJA_PREFIX) == [f"{n:02d}" for n in range(1, 53)]
    assert len(set(HOJA_PREFIX.values())) == 52
    rng = np.random.default_rng(0)
    assert re.fullmatch(r"BI-[1-9]\d{4}", hoja_mercantil(rng, "48001"))
    assert re.fullmatch(r"M-[1-9]\d{5}", hoja_mercantil(rng, "28013"))
