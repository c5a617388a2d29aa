"""r92 row 08 (stock_overview): the news is one timeline of the company's world: a move
"after earnings beat" is never beside "to publish quarterly results on Wednesday"."""

from __future__ import annotations

import re

import numpy as np
from world_helpers import sampled, written_from

from generator.content import Content

# the move follows results already out, in the six languages' up/down headlines
PUBLISHED = re.compile(r"earnings beat|record quarterly|disappointing results|gutem Quartal|"
                       r"Rekordumsatz|enttäuschenden Zahlen|meilleurs que prévu|ventes record|"
                       r"résultats en retrait|batir las estimaciones|ventas récord|"
                       r"resultados decepcionantes|sopra le attese|vendite record|"
                       r"conti deludenti|betere cijfers|recordomzet|tegenvallende cijfers")


def test_results_are_either_out_or_to_come():
    published = 0
    for lang, seed, p in sampled("stock_overview", 40):
        table = Content(lang, np.random.default_rng(0)).data.SENTENCES
        coming = table["shop2_stk_corp"][2:3]  # "{company} to publish quarterly results on ..."
        heads = [n[0] for n in p["news"]]
        if PUBLISHED.search(heads[0]):
            published += 1
            assert not any(written_from(h, coming, single=True) for h in heads), (lang, seed,
                                                                                   heads)
    assert published > 10
