"""A review's verdict and its time are two labels, as the site draws them ("approved these
changes ·" and the linked "3 days ago"): the stock line is no fingerprinted paragraph of
its own, so a training page does not collide with the benchmark on it (issue 18's
--exclude check rejected pages on "a approuvé ces modifications · il y a 3 jours")."""

from __future__ import annotations

from world_helpers import rendered

from generator.fingerprints import MIN_PARAGRAPH_WORDS, normalise


def test_the_verdict_line_is_no_paragraph_of_eight_words() -> None:
    for seed in range(4):
        params, geo = rendered("pr_review", "fr", seed)
        what = params["ui"]["approved" if params["approved"] else "requested"]
        for para in geo.paragraphs:
            text = normalise(geo.paragraph_text(para))
            if text.startswith(normalise(what)):
                assert len(text.split(" ")) < MIN_PARAGRAPH_WORDS, (seed, text)
