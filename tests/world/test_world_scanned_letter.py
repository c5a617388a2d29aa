"""scanned_letter: a formal salutation, a reference of the letter's own year, a signer whose
role fits the matter, and a moved appointment that names its new date."""

import re

from surfaces.scanned_letter import ROLES
from tests.world.world_helpers import sampled

_STOCK_MOVED = ("following Tuesday", "folgenden Dienstag", "mardi suivant", "martes siguiente",
                "martedì successivo", "dinsdag daarna")


def test_letter_world_agrees():
    import numpy as np

    from generator.content import Content
    for lang, seed, p in sampled("scanned_letter", 30):
        assert not p["dear"].startswith(("Bonjour", "Beste Mr")), (lang, seed, p["dear"])
        year = int(re.findall(r"\b(20\d\d)\b", p["date"])[0])
        ref_year = int(p["ref"][1].rsplit("/", 1)[1])
        assert int(re.findall(r"\b(\d{1,2})\b", p["date"])[0]) >= 6 or lang == "en", \
            (lang, seed, p["date"])
        assert ref_year in (year % 100, (year - 1) % 100), (lang, seed, p["ref"])
        body = " ".join(p["texts"])
        assert not any(s in body for s in _STOCK_MOVED), (lang, seed, body)
        if p["purpose"] == 3:
            assert str(year) in body or str(year + 1) in body, (lang, seed, body)
        slots = Content(lang, np.random.default_rng(0)).data.SLOTS["doc_role"]
        allowed = set()
        for i in ROLES[p["purpose"]]:
            allowed |= {slots[i]} if isinstance(slots[i], str) else set(slots[i].values())
        assert p["signer_role"] in allowed, (lang, seed, p["signer_role"])
