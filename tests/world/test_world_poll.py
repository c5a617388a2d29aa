"""A poll's percentages are each its option's share of the votes printed, rounded (so they
add up to 100 within the rounding of each)."""

from __future__ import annotations

import re

from world_helpers import sampled, written_from


def _num(text: str) -> int:
    return int(re.sub(r"\D", "", text))


def test_percentages_add_up_and_match_the_votes() -> None:
    for lang, seed, p in sampled("poll_page", 5):
        votes = [_num(v) for v in p["votes"]]
        pcts = [_num(x) for x in p["pcts"]]
        # each rounded on its own (review: 29.5 % shown as 31 % to make 100 read as wrong)
        assert abs(sum(pcts) - 100) <= len(pcts) / 2, (lang, seed, p["pcts"])
        assert _num(p["total"]) == sum(votes)
        for v, x in zip(votes, pcts, strict=True):
            assert abs(100 * v / sum(votes) - x) < 1, (lang, seed, v, x)


def test_comments_talk_about_this_poll_s_options() -> None:
    from generator.content.provider import locale_data
    for lang, _seed, p in sampled("poll_page", 4):
        lines = locale_data(lang).SLOTS["gsoc_poll_comment"]
        for c in p["comments"]:
            assert written_from(c["text"], lines, single=True), (lang, c)
            named = [o for o in p["options"] if o.rstrip(".?!") in c["text"]]
            if written_from(c["text"], [lines[3]], single=True):
                votes = [_num(v) for v in p["votes"]]
                assert named and p["options"].index(named[0]) == votes.index(min(votes))
