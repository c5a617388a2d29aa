"""dictionary_entry: "Nearby words" are the headword's alphabetical neighbours in the
language (two before, two after; accents, case, "s'" and spaces ignored as dictionaries
sort), not the site's other headwords ("brisk, canopy, dwindle"); no usage note that was
not written for the word (none are yet: "In newspapers it often has a narrower meaning"
was filler under "canopy"). dictionary_popup: one "unless" clause a popup, not two."""

from __future__ import annotations

import re
import unicodedata

from world_helpers import sampled


def _key(word: str) -> str:
    word = re.sub(r"^(?:s'|se )", "", word.casefold())
    word = "".join(c for c in unicodedata.normalize("NFKD", word)
                   if not unicodedata.combining(c))
    return re.sub(r"[^a-z]", "", word.replace("ß", "ss"))


def test_nearby_words_are_alphabetical_neighbours() -> None:
    for lang, seed, p in sampled("dictionary_entry", 40):
        near = p["nearby"]
        assert len(near) == 5 and near[2] == p["entry"]["word"], (lang, seed, near)
        keys = [_key(w) for w in near]
        assert keys == sorted(keys) and len(set(keys)) == 5, (lang, seed, near)
        # neighbours share the headword's first letter (not the site's other headwords)
        assert all(k[0] == keys[2][0] for k in keys), (lang, seed, near)
        assert p["usage"] == [], (lang, seed, p["usage"])


def test_popup_article_says_unless_once() -> None:
    for lang, seed, p in sampled("dictionary_popup", 40):
        if lang == "it":
            text = " ".join(p["texts"])
            assert len(re.findall(r"\bsalvo\b", text)) <= 1, (seed, text)
