"""notification_center's open mail (r93 05): one deadline day, a working day after the
mail's own date; no "Fwd:" subject over a body with no forwarded block; "revised" said once."""

from __future__ import annotations

import numpy as np

from generator.content import Content
from surfaces.kit.mails import REVISED
from tests.world.world_helpers import sampled

FWD = ("Fwd:", "WG:", "TR", "RV:", "I:", "Fw:", "Doorst")


def test_open_mail_names_one_day_after_it_was_sent() -> None:
    seen = 0
    for lang, seed, p in sampled("notification_center", 20):
        days = Content(lang, np.random.default_rng(0)).data.SLOTS["mailui_day"]
        body = p["window_text"]
        named = {d for d in days if d in body}
        assert len(named) <= 1, (lang, seed, body)
        sent = p["weekday"]
        for d in named:  # a working day after the day it was written, within the week
            k = (days.index(d) - sent) % 7
            assert 1 <= k <= 6, (lang, seed, d, sent)
            seen += 1
        assert not p["window_title"].startswith(FWD), (lang, seed, p["window_title"])
        assert len(REVISED.findall(body)) <= 1, (lang, seed, body)
    assert seen > 10

