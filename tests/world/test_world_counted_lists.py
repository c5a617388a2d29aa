"""A note that announces 'three things' lists three: no count drawn apart from its list."""

import re

from generator.content.provider import locale_data

COUNTS = re.compile(r"\{(Three|Two|Four|Trois|Deux|Quatre)\|")


def test_announced_counts_are_not_drawn_independently_of_the_list():
    for lang in ("en", "fr"):
        for topic, templates in locale_data(lang).SENTENCES.items():
            for t in templates:
                if re.search(r":.*,.*\b(and|et)\b", t):  # a count, then its listed items
                    assert not COUNTS.search(t), (lang, topic, t)
