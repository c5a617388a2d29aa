"""court_filing (de, es): the complaint tells one case: one written contract, the price
paid in full, goods undelivered or defective (never both), no stock aside."""

import re

from surfaces.court_filing import BANS
from tests.world.world_helpers import sampled


def test_complaint_tells_one_case():
    for lang, seed, p in sampled("court_filing", 30):
        table = BANS.get(lang)
        if not table:
            continue
        text = " ".join(p["texts"])
        for ban in table["all"] + table[p["kind"]]:
            assert not re.search(rf"\b{re.escape(ban)}\b", text), (lang, seed, ban)
        assert len(p["texts"]) >= 6, (lang, seed)
