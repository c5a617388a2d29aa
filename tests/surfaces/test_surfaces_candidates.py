"""Every category a surface supports is really offered by its pages.

A build composes and renders the page of a plan slot before it asks the target sampler for
the slot's category; a page without a candidate is thrown away (``no_candidate``), and a
(surface, category) pair that never offers one costs 20 pages per example before the
pipeline falls back to another surface. So for every registered surface, built-in or
plugin, ``PAGES`` pages composed as the pipeline composes them (examples 0, 1, ... of build
seed 0, the surface's languages in turn; fixed before any surface was tuned) must offer at
least one candidate for each category the surface supports. A surface that rarely shows
such text must draw it more often where the real app does, or declare the category in
``unsupported_categories``; and those declarations must leave every category enough
surfaces in every language.
"""

from __future__ import annotations

import pytest

from generator.candidates import candidate_hits
from generator.editable import TYPING_CARETS
from generator.resolve import usable_languages
from generator.targets import INVOICE_CATEGORIES, implemented
from surfaces import registry

PAGES = 6
SEED = 0
# Each text category keeps at least this many surfaces per language (blank_line, the
# rarest, has over 30), so the plan still spreads it over many apps.
MIN_SURFACES = 20
# A caret stands only in text a user is typing (generator/editable.py TYPING_CARETS, r56):
# the caret categories live on the editors, composers and forms, fewer but enough apps.
MIN_CARET_SURFACES = 6  # blank_line, the rarest (1 row in 500), has 7
CARETS = frozenset().union(*TYPING_CARETS.values())


@pytest.mark.parametrize("name", registry.names())
def test_supported_categories_are_offered(name: str) -> None:
    hits = candidate_hits(name, PAGES, SEED)
    assert hits, f"{name} supports no category"
    never = sorted(c for c, k in hits.items() if k == 0)
    assert not never, (f"{name}: none of {PAGES} pages offers a candidate for {never}; draw "
                       f"such text more often or declare unsupported_categories")


def test_every_category_keeps_enough_surfaces() -> None:
    classes = registry.load_all()
    for category in implemented():
        if category in INVOICE_CATEGORIES or category == "select_field_value":
            continue  # only the invoice surface draws invoice fields (and their values)
        for language in usable_languages():
            n = sum(1 for cls in classes.values()
                    if cls.supports(category) and language in cls.languages)
            least = MIN_CARET_SURFACES if category in CARETS else MIN_SURFACES
            assert n >= least, f"{category} in {language}: only {n} surfaces"
