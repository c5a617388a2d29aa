"""magazine_spread: a profile written from its world. The pull quote is the maker's own
words as the body prints them, in the first columns; the folios are one even left page and
the odd page after it; the caption names who the photo shows; the raised initial is the
first paragraph's first letter; the years agree (born, came to town, the hard year, the
age, the lease to come); no sentence is printed twice."""

from __future__ import annotations

import re

from tests.world.world_helpers import sampled

_SENT = re.compile(r"(?<=[.!?»”’“])\s+")


def test_pull_quote_is_in_the_body_early() -> None:
    for lang, seed, p in sampled("magazine_spread", 20):
        body = " ".join(p["texts"])
        assert p["pull"] in body, (lang, seed, p["pull"])
        assert any(p["pull"] in t for t in p["texts"][:3]), (lang, seed)  # the first column
        assert len(p["pull"]) <= 110, (lang, seed, p["pull"])  # fits its box untruncated


def test_folios_are_consecutive_facing_pages() -> None:
    for lang, seed, p in sampled("magazine_spread", 20):
        left, right = p["pages"]
        assert left % 2 == 0 and right == left + 1, (lang, seed, p["pages"])
        assert re.search(r"\b20\d\d$", p["month"]), (lang, seed, p["month"])


def test_caption_credits_and_initial() -> None:
    for lang, seed, p in sampled("magazine_spread", 20):
        name = p["person"]["name"].replace("'", "’")  # printed with a typographic apostrophe
        assert name in p["caption"].replace("'", "’"), (lang, seed, p["caption"])
        assert name in p["texts"][0].replace("'", "’") or \
            name in p["texts"][1].replace("'", "’"), (lang, seed)
        assert name not in " ".join(p["credits"]).replace("'", "’") and p["credits"][0] != p["credits"][1]
        first = p["marks"][0][0]
        assert first[:3] == [0, 1, "initial"] and p["texts"][0][0].isalpha(), (lang, seed)
        assert p["kicker"] and p["kicker"] not in p["title"], (lang, seed)


def test_the_years_agree() -> None:
    for lang, seed, p in sampled("magazine_spread", 20):
        f = {k: int(v) for k, v in p["facts"].items()}
        issue = int(p["month"].split()[-1])
        assert f["born"] + f["start_age"] == f["since"] == issue - f["years"], (lang, seed, f)
        assert f["since"] < f["hard_year"] < issue < f["lease"], (lang, seed, f)
        assert f["age"] == issue - f["born"], (lang, seed, f)
        body = " ".join(p["texts"])
        for year in re.findall(r"\b(?:19|20)\d\d\b", body):
            assert int(year) in (f["born"], f["since"], f["hard_year"], f["lease"]), \
                (lang, seed, year)


def test_no_sentence_twice_on_a_spread() -> None:
    for lang, seed, p in sampled("magazine_spread", 20):
        sentences = [s for t in [p["deck"], *p["texts"]] for s in _SENT.split(t)
                     if len(s.split()) >= 5]
        assert len(sentences) == len(set(sentences)), (lang, seed)
