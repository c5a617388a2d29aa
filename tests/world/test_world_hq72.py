"""Reader r72 (seed 72072): the defects of its pages, each guarded over many seeds and
every language the surface speaks."""

from __future__ import annotations

import re

from tests.world.world_helpers import sampled

# a maker's profile must not call software its main business (r72 0010 "fabrica y vende
# material eléctrico … Su principal línea de negocio es el software")
SOFTWARE = re.compile(r"software|logiciel", re.I)


def test_stock_profile_keeps_the_makers_trade():
    """r72 0010: the profile's segment sentence named software beside a maker of goods."""
    seen = 0
    for lang, seed, params in sampled("stock_overview", 80):
        about = params["about"]
        assert not SOFTWARE.search(about), (lang, seed, about)
        seen += 1
    assert seen >= 6 * 80
