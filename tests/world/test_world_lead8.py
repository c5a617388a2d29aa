"""Lead fixes of wave 8 (review r22): a mail thanks once."""

from __future__ import annotations

import re

from world_helpers import sampled

from surfaces.kit.mails import THANKS


def test_a_composed_mail_thanks_once() -> None:
    """"Hi Cameron, thanks for your quick reply. Thank you for your detailed reply." thanked
    twice (review r22 0032)."""
    checked = 0
    for lang, seed, p in sampled("email_compose", 150):
        if not any(w in p["greeting"].lower() for w in THANKS):
            continue
        sentences = re.split(r"(?<=[.!?])\s+", " ".join(p["paragraphs"]))
        thanking = [s for s in sentences if any(w in s.lower() for w in THANKS)]
        assert not thanking, (lang, seed, p["greeting"], thanking)
        checked += 1
    assert checked
