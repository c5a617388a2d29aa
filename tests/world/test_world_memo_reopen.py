"""A memo about an office closed for a day says it reopens on the next working day (closed
on Friday, open again on Monday morning, not "the next morning")."""

from __future__ import annotations

import re

import numpy as np

from generator.content import Content
from generator.content.provider import locale_data
from surfaces.kit.memo_world import sample_memo

REOPEN = {"en": r"(?:reopens|open again) (?:at the usual time|as normal) on (\w+) morning",
          "de": r"Am (\w+)morgen ist das Gebäude", "fr": r"aux horaires habituels (\w+) matin",
          "es": r"a la hora habitual el (\S+) por la mañana",
          "it": r"al solito orario (\S+) mattina", "nl": r"Op (\w+)ochtend is het gebouw"}


def test_a_closed_office_reopens_on_the_next_working_day():
    for lang, pattern in REOPEN.items():
        days = [d.lower() for d in locale_data(lang).SLOTS["weekday_doc"]]
        seen = 0
        for seed in range(150):
            content = Content(lang, np.random.default_rng([seed, 11]))
            memo = sample_memo(np.random.default_rng([seed, 5]), content)
            text = " ".join(memo["paragraphs"])
            found = re.search(pattern, text)
            if found is None:
                continue
            seen += 1
            after = days[(days.index(memo["day"].lower()) + 1) % 5]
            assert found.group(1).lower() == after, (lang, seed, memo["day"], text)
        assert seen, lang
