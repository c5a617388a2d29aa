"""A poll's comments fit any poll's topic: nobody picks the children's hospital or "six to
seven hours of sleep" "as long as we give it a trial run first"."""

from __future__ import annotations

import numpy as np
from world_helpers import sampled

from generator.content import Content
from surfaces.poll_page import TRIAL_RUN


def test_no_trial_run_comment() -> None:
    for lang, seed, p in sampled("poll_page", 15):
        line = Content(lang, np.random.default_rng(0)).data.SLOTS["gsoc_poll_comment"][TRIAL_RUN]
        head = line.split("{")[0].split("„")[0].split("«")[0].split("“")[0].split("‘")[0].strip()
        assert head, lang
        for c in p["comments"]:
            assert not c["text"].startswith(head), (lang, seed, c["text"])
        assert len(p["comments"]) == 3
