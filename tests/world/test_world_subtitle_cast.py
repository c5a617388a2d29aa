"""A subtitle file is one film's dialogue: its longer lines are spoken to one of the film's
people by name, two of them in turn (stock lines were shared by 6 in 10 pages)."""

import re

from tests.world.world_helpers import sampled


def test_long_subtitle_lines_address_the_films_people():
    for lang, seed, p in sampled("subtitle_editor", 12):
        cast = p["cast"]
        for _start, _end, text in p["cues"]:
            words = re.findall(r"[\w'-]+", text)
            if len(words) >= 8:
                assert any(c in text for c in cast), (lang, seed, text)
            assert "{" not in text and not re.search(r", ,|,,", text), (lang, seed, text)
