"""A dictionary entry says only what its data holds: nearby words are the headword's
alphabetical neighbours with the headword in its place, and no origin story or "see also"
list is made up for a word whose entry has none."""

import unicodedata

from tests.world.world_helpers import sampled


def _key(w: str) -> str:
    """A dictionary's order: accents ignored at first ("Mühle" before "Mulde", as Duden)."""
    return "".join(c for c in unicodedata.normalize("NFKD", w.casefold())
                   if not unicodedata.combining(c))


def test_nearby_words_surround_the_headword_and_nothing_is_invented():
    for lang, seed, p in sampled("dictionary_entry", 10):
        nearby = p["nearby"]
        assert p["entry"]["word"] in nearby, (lang, seed)
        assert nearby == sorted(nearby, key=_key), (lang, seed, nearby)
        assert p["origin"] == [] and p["synonyms"] == [], (lang, seed)
