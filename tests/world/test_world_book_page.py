"""book_page: the pages name the town a few times rather than in every sentence, and
italicise no lone name."""

from __future__ import annotations

import re

from world_helpers import sampled


def test_the_town_is_not_in_every_line_and_no_lone_name_in_italics() -> None:
    for lang, seed, p in sampled("book_page", 12):
        text = " ".join(x for pg in p["pages"] for x in pg["paragraphs"])
        assert text.count(p["town"]) <= 5, (lang, seed, text.count(p["town"]))
        for pg in p["pages"]:
            for para, marks in zip(pg["paragraphs"], pg["marks"], strict=True):
                for m in marks:
                    span = para[m[0]:m[1]].split()
                    assert not (len(span) == 1 and span[0][:1].isupper()), (lang, seed, span)


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
