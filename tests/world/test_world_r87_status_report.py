"""A status report's progress sentences say what their dates are for: the delay names the
milestone it now expects ("rechnet jetzt mit dem 15. August" said for what?, r87 0019), and
the German done sentences put the date before the milestone's name ("Davor wurde am 16. Juni
der Meilenstein „Anforderungen abgestimmt“ erreicht", not "… „…“ am 16. Juni erreicht")."""

from __future__ import annotations

import re

import numpy as np

from generator.content import Content
from generator.resolve import content_languages
from surfaces.kit.status_world import LATE, elide, status_sections, status_world


def test_progress_sentences_name_their_milestones() -> None:
    delays = 0
    for lang in content_languages():
        for seed in range(30):
            content = Content(lang, np.random.default_rng([seed, 11]))
            rng = np.random.default_rng(seed)
            w = status_world(rng, content)
            progress = status_sections(rng, content, w)[1]["paras"]
            cur = w["milestones"][w["done"]]
            if cur["state"] == LATE or w["weeks"]:
                delays += 1
                assert elide(cur["name"], lang) in progress[-1] or cur["name"] in progress[-1], \
                    (lang, seed, progress[-1])
            if lang == "de":
                text = " ".join(progress)
                assert not re.search(r"“ am \d+\. \w+ (erreicht|abgeschlossen|abgenommen)", text), text
    assert delays > 20
