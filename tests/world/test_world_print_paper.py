"""print_dialog: the paper is the country's own (never "Lettre US" on a French printer)."""

import numpy as np

from generator.content import Content
from tests.world.world_helpers import sampled


def test_paper_is_the_countrys():
    for lang, seed, p in sampled("print_dialog", 40):
        papers = Content(lang, np.random.default_rng(0)).ui_list("office.p_papers")
        assert p["more_rows"][0][1] in papers[:2], (lang, seed, p["more_rows"][0][1])
