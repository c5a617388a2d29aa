"""A magazine spread prints each paragraph once (the last columns repeated the last
paragraph), lifts its pull quote from a longer paragraph rather than reprinting one, and
captions its photo with the person the feature profiles, not a stock line."""

import re

from tests.world.world_helpers import rendered, sampled


def _words(text: str) -> list[str]:
    return re.findall(r"\w+", text)


def test_each_paragraph_is_printed_once():
    for lang, seed in (("nl", 1), ("en", 2), ("de", 3), ("fr", 4), ("en", 5), ("nl", 6)):
        p, geo = rendered("magazine_spread", lang, seed)
        ids = {r.id for r in geo.regions if r.name.startswith("column")}
        page = " ".join(w.text for w in geo.words if geo.glyphs[w.glyphs[0]].region in ids)
        page = " ".join(_words(page))
        for para in p["texts"]:
            first = re.split(r"(?<=[.!?])\s+", para)[0]
            words, a = _words(para), len(_words(first))
            key = " ".join(words[max(0, a - 4):a + 4] if a < len(words) else words[:8])
            assert page.count(key) <= 1, (lang, seed, key)


def test_pull_quote_and_caption_come_from_the_story():
    for lang, seed, p in sampled("magazine_spread", 10):
        assert p["pull"] not in p["texts"], (lang, seed, p["pull"])
        assert p["person"]["name"] in p["caption"], (lang, seed, p["caption"])
