"""A log explorer's lines: a service names only what it talks to (the mailer no image
resizer), and one kind of line is not repeated while others are left."""

from __future__ import annotations

import re
from collections import Counter

from world_helpers import sampled

from generator.content.provider import locale_data
from surfaces.log_viewer import DEPENDS


def test_services_name_their_own_dependencies() -> None:
    for lang, seed, p in sampled("log_viewer", 8):
        comps = locale_data(lang).SLOTS["term_component"]
        for r in p["records"] if lang == "en" else []:  # "the image resizer" in a sentence
            foreign = [c for k, c in enumerate(comps) if k not in DEPENDS[r["service"]]
                       and re.search(rf"\b{re.escape(c)}\b", r["message"])
                       and not any(c in comps[j] for j in DEPENDS[r["service"]])]
            assert not foreign, (lang, seed, r["service"], r["message"])
        kinds = Counter(" ".join(re.sub(r"\d+", "#", r["message"]).split()[:3])
                        for r in p["records"])
        assert max(kinds.values()) <= 4, (lang, seed, kinds.most_common(2))
