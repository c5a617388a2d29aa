"""A newsletter announcing a season is sent in that season (no "Winter is here" in June)."""

from __future__ import annotations

import numpy as np

from generator.content import Content
from surfaces.newsletter_email import SEASONS, _dated


def test_season_fits_the_date() -> None:
    months = {"en": "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split()}
    content = Content("en", np.random.default_rng(1))
    for words, (first, last) in SEASONS.items():
        for seed in range(20):
            date = _dated(np.random.default_rng(seed), content, f"{words[0]} is here")
            month = months["en"].index(date.split()[0]) + 1
            assert first <= month <= last, (words[0], date)


def test_no_gendered_title_before_a_name_drawn_at_random() -> None:
    """A random full name gets no gendered noun ("Unser Gastautor Katarzyna Wilmsen",
    "Marc, installée à Lyon"): the newsletter's sentences name people without one."""
    import re

    from generator.content.provider import locale_data

    gendered = {"de": r"(?:Redakteurin|Gastautor) \{fullname\}",
                "fr": r"\{fullname\}\{?[^.]*(?:installée|passionné)"}
    for lang, pattern in gendered.items():
        for template in locale_data(lang).SENTENCES["mailui.newsletter"]:
            assert not re.search(pattern, template), (lang, template)
