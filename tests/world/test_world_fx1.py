"""Suite fixes of wave 20 (fx1)."""

from __future__ import annotations

import pytest
from test_world_h_repeat import page_texts, repeats


@pytest.mark.parametrize("lang", ("en", "de", "fr", "es", "it", "nl"))
def test_terms_name_the_long_product_noun_once_and_repeat_no_clause(lang):
    """es seed 0: "usar el servicio de streaming" in two clauses; the second clause a one-clause
    heading gained (h_facts2.tos_more) restating the account or content clause's words."""
    found = []
    for seed in range(3, 23):
        found += [(seed, run) for run in repeats(page_texts("terms_of_service", lang, seed))
                  if "streaming" in run or "formaci" in run or "verantwoordelijk" in run
                  or "responsable" in run or "akkoord" in run or "una cuenta de" in run]
    assert not found, (lang, found)


@pytest.mark.parametrize("lang", ("en", "de", "fr", "es", "it", "nl"))
def test_a_letters_further_lines_fit_every_matter(lang):
    """letter.more closes letters of every purpose (an account letter too): no appointment in
    it ("om een afspraak te maken" under "Uw account", it/nl)."""
    import numpy as np

    from generator.content import Content
    from tests.world.test_world_h_facts1 import OTHER_MATTER

    for template in Content(lang, np.random.default_rng(0)).data.SENTENCES["letter.more"]:
        assert not OTHER_MATTER.search(template), (lang, template)
