"""g_media: a review claims only what its product's kind can carry (a reviewer read, for a
toaster, "this one is quieter" and "getting it ready took about 4 minutes with just the
quick-start guide"): noise only of things with a motor, set-up time only of devices to set
up."""

from __future__ import annotations

import re

from world_helpers import sampled


def _longest_literal(template: str) -> str:
    """The longest run of ``template`` outside its {...} slots."""
    while re.search(r"\{[^{}]*\}", template):
        template = re.sub(r"\{[^{}]*\}", "\0", template)
    return max(template.split("\0"), key=len).strip()


def _heads(data, pairs):
    return [_longest_literal(data.SENTENCES[f"review.{t}"][i]) for t, i in pairs]


def test_review_claims_fit_the_product() -> None:
    from generator.content.provider import locale_data
    from surfaces.review_page import LOUDER, READY, barred_claims

    barred_seen = 0
    for lang, seed, p in sampled("review_page", 40):
        data = locale_data(lang)
        text = " ".join(r["text"] for r in p["reviews"])
        barred = barred_claims(p["item"])
        for head in _heads(data, barred):
            assert head not in text, (lang, seed, p["item"], head, text)
        barred_seen += bool(barred)
    # a toaster is neither noisy nor set up; a robot vacuum is both
    assert barred_claims("toaster") == LOUDER + READY and barred_claims("robot vacuum") == ()
    assert barred_seen > 20
