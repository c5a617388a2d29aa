"""book_page: the pages of one chapter agree (who took the train out of town acts no more),
name the town a few times rather than in every sentence, and italicise no lone name."""

from __future__ import annotations

import re

from world_helpers import sampled

from surfaces.kit.story import LEAVES


def test_who_left_acts_no_more_and_the_town_is_not_in_every_line() -> None:
    left = 0
    for lang, seed, p in sampled("book_page", 12):
        text = " ".join(x for pg in p["pages"] for x in pg["paragraphs"])
        # the town: TOWN_MAX clauses' worth, plus a place named after it
        assert text.count(p["town"]) <= 5, (lang, seed, text.count(p["town"]))
        sentences = re.split(r"(?<=[.?!»”])\s+", text)
        for k, sentence in enumerate(sentences):
            if not LEAVES.search(sentence):
                continue
            name = next((c["name"] for c in p["cast"] if sentence.startswith(c["name"])), None)
            if name is None:
                continue
            left += 1
            for later in sentences[k + 1:]:
                assert not later.startswith(name + " "), (lang, seed, sentence, later)
        for pg in p["pages"]:
            for para, marks in zip(pg["paragraphs"], pg["marks"], strict=True):
                for m in marks:
                    span = para[m[0]:m[1]].split()
                    assert not (len(span) == 1 and span[0][:1].isupper()), (lang, seed, span)
    assert left > 0


def test_only_the_absent_one_has_left() -> None:
    """"Nobody had lived by the river since Sébastien left" while Sébastien acts on the page:
    the one who left is the absent owner of the belongings."""
    leaving = re.compile(r"since (\w+) left|seit (\w+) fortgegangen|départ de (\w+)|"
                         r"se marchó (\w+)|partenza di (\w+)|sinds (\w+) vertrokken")
    for lang, seed, p in sampled("book_page", 12):
        text = " ".join(x for pg in p["pages"] for x in pg["paragraphs"])
        for m in leaving.finditer(text):
            who = next(g for g in m.groups() if g)
            assert who not in {c["name"] for c in p["cast"]}, (lang, seed, m.group(0))
